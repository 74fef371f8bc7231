// Which dossier list view (grid or table) the user last chose, remembered in this browser
// (product spec §2 "Dossier list views", §9: default grid).
import { DEFAULT_DOSSIER_VIEW, DOSSIER_VIEWS, type DossierView } from './constants'

export type { DossierView }

/** Local-storage key under which the dossier view is remembered. */
export const DOSSIER_VIEW_STORAGE_KEY = 'dossier-view'

/** True for the two views. */
export function isDossierView(value: unknown): value is DossierView {
  return typeof value === 'string' && (DOSSIER_VIEWS as readonly string[]).includes(value)
}

/** The stored view, or grid when nothing valid is stored or storage cannot be read. */
export function readStoredDossierView(storage: Pick<Storage, 'getItem'> | undefined): DossierView {
  try {
    const value = storage?.getItem(DOSSIER_VIEW_STORAGE_KEY)
    return isDossierView(value) ? value : DEFAULT_DOSSIER_VIEW
  } catch {
    // Privacy modes can refuse storage; the default still works.
    return DEFAULT_DOSSIER_VIEW
  }
}

/** Remembers the view; false when storage refused it (the choice then lasts for this page only). */
export function storeDossierView(
  storage: Pick<Storage, 'setItem'> | undefined,
  view: DossierView,
): boolean {
  try {
    storage?.setItem(DOSSIER_VIEW_STORAGE_KEY, view)
    return storage !== undefined
  } catch {
    return false
  }
}
