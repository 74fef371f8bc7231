import { describe, expect, test } from 'vitest'
import {
  DOCUMENT_COLUMN,
  type GridCell,
  NO_FILTER,
  filterRows,
  moveActive,
  sortRows,
} from './review-grid'

const cell = (value: GridCell['value'], extra: Partial<GridCell> = {}): GridCell => ({
  value,
  display: value === null ? '' : Array.isArray(value) ? value.join('; ') : String(value),
  citation: value === null ? 'none' : 'verified',
  flagged: null,
  verified: null,
  edited: null,
  stale: false,
  state: 'done',
  ...extra,
})

const rows = [
  {
    _id: 'a',
    document: { name: 'Complaint.pdf' },
    cells: { amount: cell(1_250_000), signed: cell('2021-03-03') },
  },
  {
    _id: 'b',
    document: { name: 'answer.pdf' },
    cells: { amount: cell(null), signed: cell('2020-01-15', { flagged: { by: 'Eleanor' } }) },
  },
  {
    _id: 'c',
    document: { name: 'Exhibit 10.pdf' },
    cells: { amount: cell(90_000, { citation: 'notFound' }), signed: cell(null) },
  },
  {
    _id: 'd',
    document: { name: 'Exhibit 9.pdf' },
    cells: { amount: cell(90_000, { verified: { by: 'Marcus' } }) },
  },
]
const ids = (list: { _id: string }[]) => list.map((row) => row._id)

describe('sortRows', () => {
  test('numbers by value, empty cells last in either direction, ties in table order', () => {
    expect(ids(sortRows(rows, { columnId: 'amount', direction: 'asc' }))).toEqual([
      'c',
      'd',
      'a',
      'b',
    ])
    expect(ids(sortRows(rows, { columnId: 'amount', direction: 'desc' }))).toEqual([
      'a',
      'c',
      'd',
      'b',
    ])
  })
  test('ISO dates as text, missing cells last', () => {
    expect(ids(sortRows(rows, { columnId: 'signed', direction: 'asc' }))).toEqual([
      'b',
      'a',
      'c',
      'd',
    ])
  })
  test('document names case-insensitively and with numbers in numeric order', () => {
    expect(ids(sortRows(rows, { columnId: DOCUMENT_COLUMN, direction: 'asc' }))).toEqual([
      'b',
      'a',
      'd',
      'c',
    ])
  })
  test('no sort keeps the table order', () => {
    expect(ids(sortRows(rows, null))).toEqual(['a', 'b', 'c', 'd'])
  })
})

describe('filterRows', () => {
  const columns = ['amount', 'signed']
  test('text in any column or the document name, or in one column', () => {
    expect(ids(filterRows(rows, columns, { ...NO_FILTER, text: 'exhibit' }))).toEqual(['c', 'd'])
    expect(ids(filterRows(rows, columns, { ...NO_FILTER, text: '2021' }))).toEqual(['a'])
    expect(
      ids(filterRows(rows, columns, { text: '2021', columnId: 'amount', show: 'all' })),
    ).toEqual([])
    expect(
      ids(filterRows(rows, columns, { text: 'ANSWER', columnId: DOCUMENT_COLUMN, show: 'all' })),
    ).toEqual(['b'])
  })
  test('flagged, unsourced and unverified rows', () => {
    expect(ids(filterRows(rows, columns, { ...NO_FILTER, show: 'flagged' }))).toEqual(['b'])
    expect(ids(filterRows(rows, columns, { ...NO_FILTER, show: 'unsourced' }))).toEqual(['c'])
    // Row d has a verified amount but no signed cell at all: not fully verified.
    expect(ids(filterRows(rows, columns, { ...NO_FILTER, show: 'unverified' }))).toEqual([
      'a',
      'b',
      'c',
      'd',
    ])
  })
})

describe('moveActive', () => {
  test('arrows move one step and stop at the edges', () => {
    expect(moveActive({ row: 0, column: 0 }, 'ArrowUp', 3, 4)).toEqual({ row: 0, column: 0 })
    expect(moveActive({ row: 0, column: 0 }, 'ArrowDown', 3, 4)).toEqual({ row: 1, column: 0 })
    expect(moveActive({ row: 2, column: 3 }, 'ArrowRight', 3, 4)).toEqual({ row: 2, column: 3 })
    expect(moveActive({ row: 2, column: 3 }, 'ArrowLeft', 3, 4)).toEqual({ row: 2, column: 2 })
  })
  test('Home, End, Page Up and Page Down; other keys do nothing', () => {
    expect(moveActive({ row: 1, column: 2 }, 'Home', 3, 4)).toEqual({ row: 1, column: 0 })
    expect(moveActive({ row: 1, column: 2 }, 'End', 3, 4)).toEqual({ row: 1, column: 3 })
    expect(moveActive({ row: 1, column: 2 }, 'PageDown', 30, 4)).toEqual({ row: 11, column: 2 })
    expect(moveActive({ row: 1, column: 2 }, 'PageUp', 30, 4)).toEqual({ row: 0, column: 2 })
    expect(moveActive({ row: 1, column: 2 }, 'a', 3, 4)).toBeNull()
  })
})
