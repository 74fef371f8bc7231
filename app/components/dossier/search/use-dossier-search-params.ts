import { useNavigate, useSearch } from '@tanstack/react-router'
import { useCallback } from 'react'
import type { DossierSearchParams } from '@/lib/dossier-search-params'

/** The dossier layout route, whose validated search params every dossier view shares. */
const DOSSIER_ROUTE = '/_authed/matters/$slug/dossier'

export type SetSearchParams = (
  change: Partial<DossierSearchParams>,
  options?: { replace?: boolean },
) => void

/**
 * The search's state in the URL and a setter that merges a change into it. Each change is a
 * history entry unless `replace` (typing into a running search), so back and forward step
 * through searches; the page keeps its scroll position.
 */
export function useDossierSearchParams() {
  const params: DossierSearchParams = useSearch({ from: DOSSIER_ROUTE })
  const navigate = useNavigate()
  const setParams = useCallback<SetSearchParams>(
    (change, { replace = false } = {}) => {
      // '.' is the page on screen, whichever dossier view (folder, favorites, shared) it is; its
      // search type is the union of every route's, hence the cast to the layout's own.
      const search = (previous: DossierSearchParams) => ({ ...previous, ...change })
      void navigate({ to: '.', search: search as never, replace, resetScroll: false })
    },
    [navigate],
  )
  return [params, setParams] as const
}
