import { describe, expect, test } from 'vitest'
import { countActiveFilters, hasActiveFilters } from './active-filters'
import type { SearchFilters } from './search-history'
import { createDefaultSearchFilters } from './search-history'

const filters = createDefaultSearchFilters

describe('countActiveFilters', () => {
  test('default filters count zero', () => {
    expect(countActiveFilters(filters())).toBe(0)
    expect(hasActiveFilters(filters())).toBe(false)
  })

  test('file types count one however many are chosen', () => {
    expect(countActiveFilters({ ...filters(), fileTypes: ['pdf'] })).toBe(1)
    expect(countActiveFilters({ ...filters(), fileTypes: ['pdf', 'docx', 'xlsx'] })).toBe(1)
  })

  test('a date range counts one with either bound or both', () => {
    const withRange = (start: string | null, end: string | null) =>
      countActiveFilters({ ...filters(), dateRange: { start, end } })
    expect(withRange('2026-01-01', null)).toBe(1)
    expect(withRange(null, '2026-12-31')).toBe(1)
    expect(withRange('2026-01-01', '2026-12-31')).toBe(1)
    expect(withRange(null, null)).toBe(0)
  })

  test('blank strings are not set', () => {
    expect(
      countActiveFilters({
        ...filters(),
        dateRange: { start: '', end: '  ' },
        processingStatus: '',
      }),
    ).toBe(0)
  })

  test('a processing status counts one when set', () => {
    expect(countActiveFilters({ ...filters(), processingStatus: 'completed' })).toBe(1)
    expect(countActiveFilters({ ...filters(), processingStatus: null })).toBe(0)
  })

  test('tags count one however many are chosen', () => {
    expect(countActiveFilters({ ...filters(), tags: ['exhibit'] })).toBe(1)
    expect(countActiveFilters({ ...filters(), tags: ['exhibit', 'privileged'] })).toBe(1)
  })

  test('all four together count four', () => {
    const all = {
      ...filters(),
      fileTypes: ['pdf'],
      dateRange: { start: '2026-01-01', end: null },
      processingStatus: 'failed',
      tags: ['privileged'],
    }
    expect(countActiveFilters(all)).toBe(4)
    expect(hasActiveFilters(all)).toBe(true)
  })

  test('folder location and sort never count', () => {
    const narrowedOnlyByPlace: SearchFilters = {
      ...filters(),
      folderLocation: {
        type: 'folder',
        folderId: 'f1',
        includeSubfolders: false,
      },
      sort: { column: 'name', direction: 'asc' },
    }
    expect(countActiveFilters(narrowedOnlyByPlace)).toBe(0)
  })
})
