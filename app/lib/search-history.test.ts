import { describe, expect, test } from 'vitest'
import type { SearchFilters, SearchHistoryEntry } from './search-history'
import {
  DEFAULT_SEARCH_PREFERENCES,
  addSearchHistoryEntry,
  createDefaultSearchFilters,
  getSearchQueryKey,
  parseSearchHistory,
  parseSearchPreferences,
  removeSearchHistoryEntry,
  readSearchFilters,
} from './search-history'

const entry = (
  id: string,
  query: string,
  timestamp: number,
  filters: SearchFilters = createDefaultSearchFilters(),
): SearchHistoryEntry => ({ id, query, timestamp, filters })

const queries = (history: readonly SearchHistoryEntry[]) => history.map((item) => item.query)

describe('defaults', () => {
  test('preferences: recent searches and suggestions on, 5 entries, subfolders included', () => {
    expect(DEFAULT_SEARCH_PREFERENCES).toEqual({
      showRecentSearches: true,
      maxHistoryEntries: 5,
      enableSearchSuggestions: true,
      defaultIncludeSubfolders: true,
    })
  })

  test('default filters search everywhere with nothing narrowed', () => {
    expect(createDefaultSearchFilters()).toEqual({
      fileTypes: [],
      folderLocation: { type: 'all', includeSubfolders: true },
      dateRange: { start: null, end: null },
      processingStatus: null,
      tags: [],
      sort: { column: 'relevance', direction: 'desc' },
    })
  })

  test('default filters follow the subfolder preference', () => {
    expect(createDefaultSearchFilters({ defaultIncludeSubfolders: false }).folderLocation).toEqual({
      type: 'all',
      includeSubfolders: false,
    })
  })

  test('each call gives independent filters', () => {
    const first = createDefaultSearchFilters()
    first.tags.push('privileged')
    first.sort.column = 'name'
    expect(createDefaultSearchFilters().tags).toEqual([])
    expect(createDefaultSearchFilters().sort.column).toBe('relevance')
  })
})

describe('getSearchQueryKey', () => {
  test('trims and lower-cases', () => {
    expect(getSearchQueryKey('  Smith DEPOSITION \n')).toBe('smith deposition')
  })

  test('keeps inner spacing and punctuation', () => {
    expect(getSearchQueryKey('Smith  v. Jones')).not.toBe(getSearchQueryKey('Smith v. Jones'))
  })
})

describe('addSearchHistoryEntry', () => {
  test('puts the newest search first', () => {
    const history = addSearchHistoryEntry([entry('1', 'older', 1)], entry('2', 'newer', 2))
    expect(queries(history)).toEqual(['newer', 'older'])
  })

  test('keeps at most 5 entries, dropping the oldest', () => {
    let history: SearchHistoryEntry[] = []
    for (let i = 1; i <= 6; i++) {
      history = addSearchHistoryEntry(history, entry(`${i}`, `query ${i}`, i))
    }
    expect(queries(history)).toEqual(['query 6', 'query 5', 'query 4', 'query 3', 'query 2'])
  })

  test('a duplicate query replaces the old entry and moves to the top', () => {
    const history = [entry('2', 'indemnity', 2), entry('1', 'Smith deposition', 1)]
    const filters = { ...createDefaultSearchFilters(), tags: ['exhibit'] }

    const next = addSearchHistoryEntry(history, entry('3', 'Smith deposition', 3, filters))

    expect(next.map((item) => item.id)).toEqual(['3', '2'])
    expect(next[0]?.filters.tags).toEqual(['exhibit'])
  })

  test('duplicates are found ignoring case and surrounding spaces', () => {
    const next = addSearchHistoryEntry(
      [entry('1', 'smith deposition', 1)],
      entry('2', '  SMITH Deposition ', 2),
    )
    expect(next).toHaveLength(1)
    expect(next[0]).toMatchObject({ id: '2', query: 'SMITH Deposition' })
  })

  test('a duplicate does not push an older entry out of a full history', () => {
    const full = [5, 4, 3, 2, 1].map((i) => entry(`${i}`, `query ${i}`, i))
    const next = addSearchHistoryEntry(full, entry('6', 'query 1', 6))
    expect(queries(next)).toEqual(['query 1', 'query 5', 'query 4', 'query 3', 'query 2'])
  })

  test('empty and whitespace-only queries are ignored', () => {
    const history = [entry('1', 'lease', 1)]
    expect(addSearchHistoryEntry(history, entry('2', '', 2))).toEqual(history)
    expect(addSearchHistoryEntry(history, entry('3', '  \t', 3))).toEqual(history)
  })

  test('the stored query is trimmed', () => {
    expect(addSearchHistoryEntry([], entry('1', '  breach of contract  ', 1))[0]?.query).toBe(
      'breach of contract',
    )
  })

  test('a smaller limit is honoured, a larger one is capped at 5', () => {
    const full = [5, 4, 3, 2, 1].map((i) => entry(`${i}`, `query ${i}`, i))
    expect(addSearchHistoryEntry(full, entry('6', 'new', 6), 2)).toHaveLength(2)
    expect(addSearchHistoryEntry(full, entry('6', 'new', 6), 50)).toHaveLength(5)
    expect(addSearchHistoryEntry(full, entry('6', 'new', 6), 0)).toEqual([])
  })

  test('does not mutate the given history', () => {
    const history = [entry('1', 'a', 1)]
    addSearchHistoryEntry(history, entry('2', 'b', 2))
    expect(queries(history)).toEqual(['a'])
  })
})

describe('removeSearchHistoryEntry', () => {
  test('removes only the entry with that id', () => {
    const history = [entry('2', 'b', 2), entry('1', 'a', 1)]
    expect(queries(removeSearchHistoryEntry(history, '2'))).toEqual(['a'])
    expect(removeSearchHistoryEntry(history, 'missing')).toEqual(history)
  })
})

describe('parseSearchHistory', () => {
  test('round-trips a stored history', () => {
    const history = [
      entry('2', 'b', 2, {
        ...createDefaultSearchFilters(),
        fileTypes: ['pdf'],
        folderLocation: {
          type: 'folder',
          folderId: 'f1',
          includeSubfolders: false,
        },
        dateRange: { start: '2026-01-01', end: null },
        processingStatus: 'completed',
        sort: { column: 'added', direction: 'asc' },
      }),
      entry('1', 'a', 1),
    ]
    expect(parseSearchHistory(JSON.stringify(history))).toEqual(history)
  })

  test('missing, unreadable or non-array input gives an empty history', () => {
    expect(parseSearchHistory(null)).toEqual([])
    expect(parseSearchHistory(undefined)).toEqual([])
    expect(parseSearchHistory('')).toEqual([])
    expect(parseSearchHistory('{not json')).toEqual([])
    expect(parseSearchHistory('{"id":"1"}')).toEqual([])
  })

  test('drops entries without an id, a query or a numeric timestamp', () => {
    const raw = JSON.stringify([
      entry('ok', 'kept', 5),
      { query: 'no id', timestamp: 4, filters: {} },
      { id: 'x', timestamp: 3 },
      { id: 'y', query: 'bad time', timestamp: 'yesterday' },
      null,
      'text',
    ])
    expect(queries(parseSearchHistory(raw))).toEqual(['kept'])
  })

  test('bad filter fields fall back to their defaults one by one', () => {
    const raw = JSON.stringify([
      {
        id: '1',
        query: 'lease',
        timestamp: 1,
        filters: {
          fileTypes: 'pdf',
          folderLocation: { type: 'folder', includeSubfolders: true },
          dateRange: { start: 20260101, end: '2026-02-01' },
          processingStatus: 7,
          tags: ['kept'],
          sort: { column: 'name', direction: 'sideways' },
        },
      },
    ])
    expect(parseSearchHistory(raw)[0]?.filters).toEqual({
      fileTypes: [],
      folderLocation: { type: 'all', includeSubfolders: true },
      dateRange: { start: null, end: '2026-02-01' },
      processingStatus: null,
      tags: ['kept'],
      sort: { column: 'relevance', direction: 'desc' },
    })
  })

  test('an entry without filters gets the default filters', () => {
    const raw = JSON.stringify([{ id: '1', query: 'lease', timestamp: 1 }])
    expect(parseSearchHistory(raw)[0]?.filters).toEqual(createDefaultSearchFilters())
  })

  test('sorts newest first, removes duplicates and empty queries, and caps at 5', () => {
    const raw = JSON.stringify([
      entry('a', 'one', 1),
      entry('b', 'two', 7),
      entry('c', 'ONE ', 3),
      entry('d', '   ', 9),
      entry('e', 'three', 2),
      entry('f', 'four', 4),
      entry('g', 'five', 5),
      entry('h', 'six', 6),
    ])
    expect(parseSearchHistory(raw).map((item) => item.id)).toEqual(['b', 'h', 'g', 'f', 'c'])
  })

  test('on equal timestamps the entry stored first counts as newer', () => {
    const raw = JSON.stringify([entry('new', 'q', 1), entry('old', 'Q', 1)])
    expect(parseSearchHistory(raw).map((item) => item.id)).toEqual(['new'])
  })

  test('honours a smaller limit', () => {
    const raw = JSON.stringify([entry('a', 'x', 2), entry('b', 'y', 1)])
    expect(parseSearchHistory(raw, 1).map((item) => item.id)).toEqual(['a'])
  })
})

describe('readSearchFilters', () => {
  test('drops unknown keys and keeps a folder location with its folder', () => {
    const parsed = readSearchFilters({
      ...createDefaultSearchFilters(),
      folderLocation: {
        type: 'folder',
        folderId: 'f9',
        includeSubfolders: false,
      },
      extra: 'ignored',
    })
    expect(parsed).not.toHaveProperty('extra')
    expect(parsed.folderLocation).toEqual({
      type: 'folder',
      folderId: 'f9',
      includeSubfolders: false,
    })
  })

  test('anything that is not an object becomes the default filters', () => {
    expect(readSearchFilters('pdf')).toEqual(createDefaultSearchFilters())
  })
})

describe('parseSearchPreferences', () => {
  test('reads stored preferences', () => {
    const stored = {
      showRecentSearches: false,
      maxHistoryEntries: 3,
      enableSearchSuggestions: false,
      defaultIncludeSubfolders: false,
    }
    expect(parseSearchPreferences(JSON.stringify(stored))).toEqual(stored)
  })

  test('missing or invalid JSON gives the defaults', () => {
    expect(parseSearchPreferences(null)).toEqual(DEFAULT_SEARCH_PREFERENCES)
    expect(parseSearchPreferences('')).toEqual(DEFAULT_SEARCH_PREFERENCES)
    expect(parseSearchPreferences('{oops')).toEqual(DEFAULT_SEARCH_PREFERENCES)
    expect(parseSearchPreferences('null')).toEqual(DEFAULT_SEARCH_PREFERENCES)
    expect(parseSearchPreferences('[true]')).toEqual(DEFAULT_SEARCH_PREFERENCES)
  })

  test('each bad or missing field falls back on its own', () => {
    expect(
      parseSearchPreferences(
        JSON.stringify({
          showRecentSearches: 'no',
          enableSearchSuggestions: false,
        }),
      ),
    ).toEqual({ ...DEFAULT_SEARCH_PREFERENCES, enableSearchSuggestions: false })
  })

  test('the history size must be a whole number from 0 to 5', () => {
    const withMax = (value: unknown) =>
      parseSearchPreferences(JSON.stringify({ maxHistoryEntries: value })).maxHistoryEntries
    expect(withMax(0)).toBe(0)
    expect(withMax(5)).toBe(5)
    expect(withMax(6)).toBe(5)
    expect(withMax(-1)).toBe(5)
    expect(withMax(2.5)).toBe(5)
    expect(withMax('3')).toBe(5)
  })

  test('the result is a fresh object, never the shared defaults', () => {
    const preferences = parseSearchPreferences(null)
    preferences.showRecentSearches = false
    expect(parseSearchPreferences(null).showRecentSearches).toBe(true)
  })
})
