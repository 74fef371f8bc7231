import { describe, expect, test } from 'vitest'
import { isFiltered, readFactFilters } from './fact-filters'

describe('readFactFilters', () => {
  test('keeps a known kind, a document and trimmed words; drops the rest', () => {
    expect(readFactFilters({ kind: 'docket', document: ' abc ', q: '  Crosby ' })).toEqual({
      kind: 'docket',
      documentId: 'abc',
      search: 'Crosby',
    })
    expect(readFactFilters({ kind: 'colour', document: '', q: '   ' })).toEqual({})
    expect(readFactFilters({ q: 'x'.repeat(500) }).search).toHaveLength(200)
  })

  test('isFiltered says whether anything narrows the list', () => {
    expect(isFiltered({})).toBe(false)
    expect(isFiltered({ kind: 'judge' })).toBe(true)
    expect(isFiltered({ search: 'Hill' })).toBe(true)
  })
})
