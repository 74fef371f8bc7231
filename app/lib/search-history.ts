// Document search history and search preferences (product spec §3 and §9),
// with readers that take them back from local storage without trusting it.
import { SEARCH_HISTORY_MAX_ENTRIES } from './constants'
import type { SortDirection } from './sort-cycle'

// ── Types ────────────────────────────────────────────────────────────────────

/**
 * Where a search looks. The spec names only 'all'; a folder search stores the
 * folder's id (not "the current folder"), so re-running an entry from history
 * searches the same place wherever the user is.
 */
export type FolderLocation =
  | { type: 'all'; includeSubfolders: boolean }
  | { type: 'folder'; folderId: string; includeSubfolders: boolean }

/** Inclusive date bounds as ISO date strings; null means open on that side. */
export type DateRange = { start: string | null; end: string | null }

/** The sort applied to search results. */
export type SearchSort = { column: string; direction: SortDirection }

/** The filters saved with a search. */
export type SearchFilters = {
  fileTypes: string[]
  folderLocation: FolderLocation
  dateRange: DateRange
  processingStatus: string | null
  tags: string[]
  sort: SearchSort
}

/** One remembered search. */
export type SearchHistoryEntry = {
  id: string
  query: string
  /** Epoch milliseconds of when the search was run. */
  timestamp: number
  filters: SearchFilters
}

/** The user's search preferences. */
export type SearchPreferences = {
  showRecentSearches: boolean
  /** How many searches to remember, 0 to SEARCH_HISTORY_MAX_ENTRIES. */
  maxHistoryEntries: number
  enableSearchSuggestions: boolean
  defaultIncludeSubfolders: boolean
}

// ── Defaults and storage keys ────────────────────────────────────────────────

/** Local-storage key of the search history (not named by the spec). */
export const SEARCH_HISTORY_STORAGE_KEY = 'search-history'
/** Local-storage key of the search preferences (not named by the spec). */
export const SEARCH_PREFERENCES_STORAGE_KEY = 'search-preferences'

/** Preferences used until the user changes them. */
export const DEFAULT_SEARCH_PREFERENCES: Readonly<SearchPreferences> = Object.freeze({
  showRecentSearches: true,
  maxHistoryEntries: SEARCH_HISTORY_MAX_ENTRIES,
  enableSearchSuggestions: true,
  defaultIncludeSubfolders: true,
})

/** Result order used when none is chosen: best match first. */
export const DEFAULT_SEARCH_SORT: Readonly<SearchSort> = Object.freeze({
  column: 'relevance',
  direction: 'desc',
})

/** Fresh, unfiltered search filters; subfolders follow the user's preference. */
export function createDefaultSearchFilters(
  preferences: Pick<SearchPreferences, 'defaultIncludeSubfolders'> = DEFAULT_SEARCH_PREFERENCES,
): SearchFilters {
  return {
    fileTypes: [],
    folderLocation: {
      type: 'all',
      includeSubfolders: preferences.defaultIncludeSubfolders,
    },
    dateRange: { start: null, end: null },
    processingStatus: null,
    tags: [],
    sort: { ...DEFAULT_SEARCH_SORT },
  }
}

// ── Readers ──────────────────────────────────────────────────────────────────
// Stored data may come from an older version of the app or be edited by hand.
// Each field falls back to its default on its own, so one bad field does not
// throw away the rest. Hand-written rather than a schema library: the dossier
// loads this file, and a validation library would weigh more than the page.

type Stored = Record<string, unknown>

function isRecord(value: unknown): value is Stored {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

function stringArray(value: unknown): string[] {
  return Array.isArray(value) && value.every((item) => typeof item === 'string') ? [...value] : []
}

function stringOrNull(value: unknown): string | null {
  return typeof value === 'string' ? value : null
}

function boolean(value: unknown, fallback: boolean): boolean {
  return typeof value === 'boolean' ? value : fallback
}

function readFolderLocation(value: unknown): FolderLocation {
  if (isRecord(value) && typeof value.includeSubfolders === 'boolean') {
    const { includeSubfolders } = value
    if (value.type === 'all') return { type: 'all', includeSubfolders }
    if (value.type === 'folder' && typeof value.folderId === 'string' && value.folderId !== '') {
      return { type: 'folder', folderId: value.folderId, includeSubfolders }
    }
  }
  return createDefaultSearchFilters().folderLocation
}

function readSort(value: unknown): SearchSort {
  if (
    isRecord(value) &&
    typeof value.column === 'string' &&
    value.column !== '' &&
    (value.direction === 'asc' || value.direction === 'desc')
  ) {
    return { column: value.column, direction: value.direction }
  }
  return { ...DEFAULT_SEARCH_SORT }
}

/** Reads stored search filters; each invalid or missing field becomes its default. */
export function readSearchFilters(value: unknown): SearchFilters {
  if (!isRecord(value)) return createDefaultSearchFilters()
  const dateRange = isRecord(value.dateRange)
    ? { start: stringOrNull(value.dateRange.start), end: stringOrNull(value.dateRange.end) }
    : { start: null, end: null }
  return {
    fileTypes: stringArray(value.fileTypes),
    folderLocation: readFolderLocation(value.folderLocation),
    dateRange,
    processingStatus: stringOrNull(value.processingStatus),
    tags: stringArray(value.tags),
    sort: readSort(value.sort),
  }
}

/** Reads one stored history entry; null without an id, a query or a valid timestamp. */
function readSearchHistoryEntry(value: unknown): SearchHistoryEntry | null {
  if (!isRecord(value)) return null
  const { id, query, timestamp } = value
  if (typeof id !== 'string' || id === '' || typeof query !== 'string') return null
  if (typeof timestamp !== 'number' || !Number.isFinite(timestamp)) return null
  return { id, query, timestamp, filters: readSearchFilters(value.filters) }
}

/** Reads stored search preferences; each invalid or missing field becomes its default. */
function readSearchPreferences(value: unknown): SearchPreferences {
  const defaults = DEFAULT_SEARCH_PREFERENCES
  if (!isRecord(value)) return { ...defaults }
  const max = value.maxHistoryEntries
  const validMax =
    typeof max === 'number' &&
    Number.isInteger(max) &&
    max >= 0 &&
    max <= SEARCH_HISTORY_MAX_ENTRIES
  return {
    showRecentSearches: boolean(value.showRecentSearches, defaults.showRecentSearches),
    maxHistoryEntries: validMax ? max : defaults.maxHistoryEntries,
    enableSearchSuggestions: boolean(
      value.enableSearchSuggestions,
      defaults.enableSearchSuggestions,
    ),
    defaultIncludeSubfolders: boolean(
      value.defaultIncludeSubfolders,
      defaults.defaultIncludeSubfolders,
    ),
  }
}

// ── History rules ────────────────────────────────────────────────────────────

/**
 * The key that decides whether two queries are the same search: trimmed and
 * lower-cased, because 'Smith deposition ' and 'smith deposition' find the
 * same documents and should not take two of the five slots.
 */
export function getSearchQueryKey(query: string): string {
  return query.trim().toLowerCase()
}

function clampHistoryLimit(maxEntries: number): number {
  if (!Number.isFinite(maxEntries)) {
    return SEARCH_HISTORY_MAX_ENTRIES
  }
  return Math.min(Math.max(Math.floor(maxEntries), 0), SEARCH_HISTORY_MAX_ENTRIES)
}

/** The history after a search: newest first, the query's older entry replaced, an empty query ignored, at most `maxEntries` (never more than 5). */
export function addSearchHistoryEntry(
  history: readonly SearchHistoryEntry[],
  entry: SearchHistoryEntry,
  maxEntries: number = SEARCH_HISTORY_MAX_ENTRIES,
): SearchHistoryEntry[] {
  const key = getSearchQueryKey(entry.query)
  if (key === '') {
    return [...history]
  }
  // The newest run wins: its spelling, filters and time replace the old entry.
  const newest = { ...entry, query: entry.query.trim() }
  return [newest, ...history.filter((old) => getSearchQueryKey(old.query) !== key)].slice(
    0,
    clampHistoryLimit(maxEntries),
  )
}

/** The history without the entry with this id. */
export function removeSearchHistoryEntry(
  history: readonly SearchHistoryEntry[],
  id: string,
): SearchHistoryEntry[] {
  return history.filter((entry) => entry.id !== id)
}

function parseJson(raw: string | null | undefined): unknown {
  if (raw == null) {
    return undefined
  }
  try {
    return JSON.parse(raw) as unknown
  } catch {
    return undefined
  }
}

/** Reads the stored history (a JSON string): invalid entries dropped, then newest first, duplicates and empty queries removed, capped; unreadable input gives []. */
export function parseSearchHistory(
  raw: string | null | undefined,
  maxEntries: number = SEARCH_HISTORY_MAX_ENTRIES,
): SearchHistoryEntry[] {
  const stored = parseJson(raw)
  if (!Array.isArray(stored)) {
    return []
  }
  // Stored newest first; reversed, so that on equal timestamps the entry
  // stored first still counts as the newer one.
  const entries = [...stored].reverse().flatMap((item) => {
    const entry = readSearchHistoryEntry(item)
    return entry ? [entry] : []
  })
  // Stable sort, oldest first, so that adding each in turn leaves the newest on top and
  // keeps the newest of any duplicates.
  entries.sort((a, b) => a.timestamp - b.timestamp)
  return entries.reduce<SearchHistoryEntry[]>(
    (history, entry) => addSearchHistoryEntry(history, entry, maxEntries),
    [],
  )
}

/** Reads the stored preferences (a JSON string); missing, unreadable or invalid values give the defaults. */
export function parseSearchPreferences(raw: string | null | undefined): SearchPreferences {
  return readSearchPreferences(parseJson(raw))
}
