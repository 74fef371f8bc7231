import { useCallback, useSyncExternalStore } from 'react'
import {
  DOSSIER_VIEW_STORAGE_KEY,
  readStoredDossierView,
  storeDossierView,
  type DossierView,
} from '@/lib/dossier-view'
import { DEFAULT_DOSSIER_VIEW } from '@/lib/constants'

const localListeners = new Set<() => void>()
// When storage refuses the choice, it still holds for this page.
let unstoredChoice: DossierView | null = null

function subscribe(onChange: () => void) {
  const onStorage = (event: StorageEvent) => {
    if (event.key === DOSSIER_VIEW_STORAGE_KEY) onChange()
  }
  window.addEventListener('storage', onStorage)
  localListeners.add(onChange)
  return () => {
    window.removeEventListener('storage', onStorage)
    localListeners.delete(onChange)
  }
}

const getView = () => unstoredChoice ?? readStoredDossierView(window.localStorage)
// The server cannot see the browser's choice: it renders the default, and the client switches
// after hydration (useSyncExternalStore renders the server snapshot first, so nothing mismatches).
const getServerView = (): DossierView => DEFAULT_DOSSIER_VIEW

/** The remembered dossier view (grid by default) and its setter; other tabs follow. */
export function useDossierView() {
  const view = useSyncExternalStore(subscribe, getView, getServerView)
  const setView = useCallback((next: DossierView) => {
    unstoredChoice = storeDossierView(window.localStorage, next) ? null : next
    for (const listener of localListeners) listener()
  }, [])
  return [view, setView] as const
}
