import { useCallback, useSyncExternalStore } from 'react'
import {
  DEFAULT_SEARCH_PREFERENCES,
  SEARCH_HISTORY_STORAGE_KEY,
  SEARCH_PREFERENCES_STORAGE_KEY,
  addSearchHistoryEntry,
  parseSearchHistory,
  parseSearchPreferences,
  removeSearchHistoryEntry,
  type SearchFilters,
  type SearchHistoryEntry,
  type SearchPreferences,
} from '@/lib/search-history'

// The search history and preferences live in local storage (spec §3, §9), read through
// useSyncExternalStore so every search box on the page and other tabs follow one copy. The server
// cannot see local storage: it renders the defaults, and the client switches after hydration.

const KEYS = [SEARCH_HISTORY_STORAGE_KEY, SEARCH_PREFERENCES_STORAGE_KEY]
const listeners = new Set<() => void>()
// When storage refuses a write (private mode, quota), the value still holds for this page.
const unstored = new Map<string, string>()

function read(key: string): string | null {
  if (unstored.has(key)) return unstored.get(key)!
  try {
    return window.localStorage.getItem(key)
  } catch {
    return null
  }
}

function write(key: string, value: string) {
  try {
    window.localStorage.setItem(key, value)
    unstored.delete(key)
  } catch {
    unstored.set(key, value)
  }
  for (const listener of listeners) listener()
}

function subscribe(onChange: () => void) {
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || KEYS.includes(event.key)) onChange()
  }
  window.addEventListener('storage', onStorage)
  listeners.add(onChange)
  return () => {
    window.removeEventListener('storage', onStorage)
    listeners.delete(onChange)
  }
}

// Snapshots must keep their identity while the stored text is unchanged.
let preferencesCache: { raw: string | null; value: SearchPreferences } | null = null
function getPreferences(): SearchPreferences {
  const raw = read(SEARCH_PREFERENCES_STORAGE_KEY)
  if (preferencesCache?.raw !== raw) {
    preferencesCache = { raw, value: parseSearchPreferences(raw) }
  }
  return preferencesCache.value
}
const getServerPreferences = (): SearchPreferences => DEFAULT_SEARCH_PREFERENCES

let historyCache: { raw: string | null; max: number; value: SearchHistoryEntry[] } | null = null
function getHistory(): SearchHistoryEntry[] {
  const raw = read(SEARCH_HISTORY_STORAGE_KEY)
  const max = getPreferences().maxHistoryEntries
  if (historyCache?.raw !== raw || historyCache.max !== max) {
    historyCache = { raw, max, value: parseSearchHistory(raw, max) }
  }
  return historyCache.value
}
const storeHistory = (entries: SearchHistoryEntry[]) =>
  write(SEARCH_HISTORY_STORAGE_KEY, JSON.stringify(entries))
const NO_HISTORY: SearchHistoryEntry[] = []
const getServerHistory = () => NO_HISTORY

/** The search preferences and a setter that stores a change at once. */
export function useSearchPreferences() {
  const preferences = useSyncExternalStore(subscribe, getPreferences, getServerPreferences)
  const update = useCallback((change: Partial<SearchPreferences>) => {
    write(SEARCH_PREFERENCES_STORAGE_KEY, JSON.stringify({ ...getPreferences(), ...change }))
  }, [])
  return [preferences, update] as const
}

/** The search history (newest first, at most the preferred number) and its changes. */
export function useSearchHistory() {
  const history = useSyncExternalStore(subscribe, getHistory, getServerHistory)
  const record = useCallback((query: string, filters: SearchFilters) => {
    const entry = { id: crypto.randomUUID(), query, timestamp: Date.now(), filters }
    storeHistory(addSearchHistoryEntry(getHistory(), entry, getPreferences().maxHistoryEntries))
  }, [])
  const remove = useCallback(
    (id: string) => storeHistory(removeSearchHistoryEntry(getHistory(), id)),
    [],
  )
  const clear = useCallback(() => storeHistory([]), [])
  return { history, record, remove, clear }
}
