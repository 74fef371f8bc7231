import { describe, expect, test } from 'vitest'
import { countActiveFilters } from './active-filters'
import {
  filtersFromParams,
  highlightSegments,
  localDayBound,
  paramsFromFilters,
  searchArgsFromParams,
} from './dossier-search'
import { readDossierSearch } from './dossier-search-params'
import { createDefaultSearchFilters } from './search-history'

const prefs = { defaultIncludeSubfolders: true }

describe('readDossierSearch', () => {
  test('reads every field, and a bad one alone falls back', () => {
    expect(
      readDossierSearch({
        q: 123,
        types: ['pdf', 'exe'],
        folder: 'f1',
        sub: false,
        from: '2025-01-31',
        to: 'yesterday',
        status: 'needs_ocr',
        tags: ['Hot'],
        sort: 'name',
        dir: 'up',
        unknown: 'dropped',
      }),
    ).toEqual({
      q: '123',
      types: undefined,
      folder: 'f1',
      sub: false,
      from: '2025-01-31',
      to: undefined,
      status: 'needs_ocr',
      tags: ['Hot'],
      sort: 'name',
      dir: undefined,
    })
  })

  test('an overlong query is dropped, not cut', () => {
    expect(readDossierSearch({ q: 'x'.repeat(201) }).q).toBeUndefined()
  })

  test('absent keys stay absent; lists hold only known kinds and tags of text', () => {
    expect(readDossierSearch({})).toEqual({})
    expect(readDossierSearch({ types: 'pdf', tags: ['', 'ok'] })).toEqual({
      types: undefined,
      tags: undefined,
    })
  })
})

describe('filtersFromParams', () => {
  test('no params: the default filters, subfolders as preferred', () => {
    expect(filtersFromParams({}, prefs)).toEqual(createDefaultSearchFilters(prefs))
    expect(filtersFromParams({}, { defaultIncludeSubfolders: false }).folderLocation).toEqual({
      type: 'all',
      includeSubfolders: false,
    })
  })

  test('the badge counts file types, date range, status and tags, one each (spec §4)', () => {
    const filters = filtersFromParams(
      {
        types: ['pdf', 'docx'],
        from: '2025-01-01',
        to: '2025-02-01',
        status: 'ready',
        tags: ['Hot', 'Key'],
        folder: 'f1',
        sort: 'name',
      },
      prefs,
    )
    expect(countActiveFilters(filters)).toBe(4)
    expect(countActiveFilters(filtersFromParams({ to: '2025-02-01', folder: 'f' }, prefs))).toBe(1)
  })

  test('a column sort starts in its natural direction', () => {
    expect(filtersFromParams({ sort: 'name' }, prefs).sort).toEqual({
      column: 'name',
      direction: 'asc',
    })
    expect(filtersFromParams({ sort: 'added' }, prefs).sort).toEqual({
      column: 'added',
      direction: 'desc',
    })
  })
})

describe('paramsFromFilters', () => {
  test('round-trips through filtersFromParams', () => {
    const params = {
      q: 'fraud',
      types: ['pdf' as const],
      folder: 'f1',
      sub: false,
      from: '2025-01-01',
      to: undefined,
      status: 'ready' as const,
      tags: ['Hot'],
      sort: 'added' as const,
      dir: 'asc' as const,
    }
    expect(paramsFromFilters('fraud', filtersFromParams(params, prefs))).toEqual(params)
  })

  test('drops what the URL cannot hold (an unknown kind, status or column)', () => {
    const filters = {
      ...createDefaultSearchFilters(),
      fileTypes: ['exe'],
      processingStatus: 'weird',
      sort: { column: 'colour', direction: 'asc' as const },
    }
    expect(paramsFromFilters('x', filters)).toMatchObject({
      types: undefined,
      status: undefined,
      sort: 'relevance',
      dir: 'asc',
    })
  })
})

describe('searchArgsFromParams', () => {
  test('a plain query: nothing else, so equal searches share a query key', () => {
    expect(searchArgsFromParams({ q: '  fraud ' }, prefs)).toEqual({ query: 'fraud' })
  })

  test('filters and sort, dates as local day bounds', () => {
    expect(
      searchArgsFromParams(
        {
          q: 'fraud',
          types: ['pdf'],
          folder: 'f1',
          from: '2025-03-01',
          to: '2025-03-02',
          status: 'failed',
          tags: ['Hot'],
          sort: 'name',
        },
        { defaultIncludeSubfolders: false },
      ),
    ).toEqual({
      query: 'fraud',
      filters: {
        fileTypes: ['pdf'],
        folderId: 'f1',
        includeSubfolders: false,
        addedFrom: new Date(2025, 2, 1).getTime(),
        addedTo: new Date(2025, 2, 3).getTime() - 1,
        status: 'failed',
        tags: ['Hot'],
      },
      sort: { column: 'name', direction: 'asc' },
    })
  })

  test('localDayBound refuses what is not a date', () => {
    expect(localDayBound('2025-00-10', 'start')).toBeUndefined()
  })
})

describe('highlightSegments', () => {
  test('cuts the text at the hit ranges', () => {
    expect(
      highlightSegments('a fraud and a fraud', [
        { start: 2, end: 7 },
        { start: 14, end: 19 },
      ]),
    ).toEqual([
      { text: 'a ', isHit: false },
      { text: 'fraud', isHit: true },
      { text: ' and a ', isHit: false },
      { text: 'fraud', isHit: true },
    ])
  })

  test('ignores bad ranges and never loses text', () => {
    const text = '<b>x</b>'
    const segments = highlightSegments(text, [
      { start: 5, end: 3 },
      { start: 0, end: 99 },
      { start: 3, end: 4 },
      { start: 3, end: 5 },
    ])
    expect(segments.map((s) => s.text).join('')).toBe(text)
    expect(segments.filter((s) => s.isHit)).toEqual([{ text: 'x', isHit: true }])
    expect(highlightSegments('', [])).toEqual([{ text: '', isHit: false }])
  })
})
