// The code of each pane, fetched on demand. Kept apart from the panes so the route's loader can
// start the fetch as soon as it knows the file's kind (also when a dossier link is only hovered,
// through the router's intent preload), without pulling any pane into the route's own chunk.
import type { ViewerPane } from '@/lib/viewer-pane'

export const paneLoaders = {
  pdf: () => import('./pdf-pane'),
  docx: () => import('./docx-pane'),
  html: () => import('./html-pane'),
  image: () => import('./image-pane'),
  text: () => import('./text-pane'),
} satisfies Partial<Record<ViewerPane, () => Promise<unknown>>>

/** Starts fetching the code for `pane` (nothing for panes without code of their own). */
export function preloadPane(pane: ViewerPane) {
  if (pane === 'file' || typeof window === 'undefined') return
  // A failed prefetch is retried, and reported, when the pane itself renders.
  paneLoaders[pane]().catch(() => {})
}
