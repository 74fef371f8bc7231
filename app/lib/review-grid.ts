// The review grid's own rules, pure so they are tested without a browser: sorting and filtering
// rows by their cells' values, and moving the active cell with the keyboard.

/** What the grid needs of a cell to sort and filter by it. */
export type GridCell = {
  value: string | number | boolean | string[] | null
  display: string
  citation: 'verified' | 'notFound' | 'none'
  flagged: unknown
  verified: unknown
  edited: unknown
  stale: boolean
  state: string
}

export type GridRow = {
  _id: string
  document: { name: string } | null
  cells: Record<string, GridCell | undefined>
}

/** The document column sorts by name; every other by its cell values. */
export const DOCUMENT_COLUMN = 'document'

export type GridSort = { columnId: string; direction: 'asc' | 'desc' } | null

/** Which rows to show, besides the text filter. */
export const ROW_SHOWS = {
  all: 'All rows',
  flagged: 'Rows with a flagged cell',
  unsourced: 'Rows with a quote not found',
  unverified: 'Rows not fully verified',
  edited: 'Rows with an edited cell',
  stale: 'Rows with stale answers',
} as const
export type RowShow = keyof typeof ROW_SHOWS

export type GridFilter = { text: string; columnId: string | null; show: RowShow }
export const NO_FILTER: GridFilter = { text: '', columnId: null, show: 'all' }

const collator = new Intl.Collator('en', { numeric: true, sensitivity: 'base' })

/** A cell's sort key: numbers and dates in their own order, empty cells always last. */
function sortKey(cell: GridCell | undefined): string | number | null {
  if (!cell || cell.value === null || cell.display === '') return null
  if (typeof cell.value === 'number') return cell.value
  if (typeof cell.value === 'boolean') return cell.value ? 1 : 0
  // A date's value is ISO (it sorts as text); its display is how the document wrote it.
  if (typeof cell.value === 'string') return cell.value
  return cell.display
}

function compareKeys(a: string | number | null, b: string | number | null) {
  if (a === null || b === null) return a === b ? 0 : a === null ? 1 : -1
  if (typeof a === 'number' && typeof b === 'number') return a - b
  return collator.compare(String(a), String(b))
}

/** Rows in the sort's order (stable: equal rows keep the table's order); empty values last. */
export function sortRows<Row extends GridRow>(rows: readonly Row[], sort: GridSort): Row[] {
  if (!sort) return [...rows]
  const sign = sort.direction === 'asc' ? 1 : -1
  const key = (row: Row) =>
    sort.columnId === DOCUMENT_COLUMN
      ? (row.document?.name ?? null)
      : sortKey(row.cells[sort.columnId])
  return rows
    .map((row, index) => ({ row, index, key: key(row) }))
    .sort((a, b) => {
      // Empty values stay at the bottom whichever the direction.
      if (a.key === null || b.key === null) return compareKeys(a.key, b.key) || a.index - b.index
      return sign * compareKeys(a.key, b.key) || a.index - b.index
    })
    .map(({ row }) => row)
}

function rowShows(row: GridRow, columnIds: readonly string[], show: RowShow) {
  const cells = columnIds.map((id) => row.cells[id]).filter((cell) => cell !== undefined)
  switch (show) {
    case 'all':
      return true
    case 'flagged':
      return cells.some((cell) => Boolean(cell.flagged))
    case 'unsourced':
      return cells.some((cell) => cell.citation === 'notFound')
    case 'unverified':
      return cells.length < columnIds.length || cells.some((cell) => !cell.verified)
    case 'edited':
      return cells.some((cell) => Boolean(cell.edited))
    case 'stale':
      return cells.some((cell) => cell.stale)
  }
}

/** The rows the filter keeps: the text in the chosen column (or any, or the document's name). */
export function filterRows<Row extends GridRow>(
  rows: readonly Row[],
  columnIds: readonly string[],
  filter: GridFilter,
): Row[] {
  const needle = filter.text.trim().toLowerCase()
  return rows.filter((row) => {
    if (!rowShows(row, columnIds, filter.show)) return false
    if (needle === '') return true
    const texts =
      filter.columnId === null
        ? [row.document?.name ?? '', ...columnIds.map((id) => row.cells[id]?.display ?? '')]
        : filter.columnId === DOCUMENT_COLUMN
          ? [row.document?.name ?? '']
          : [row.cells[filter.columnId]?.display ?? '']
    return texts.some((text) => text.toLowerCase().includes(needle))
  })
}

/** The active cell: a row index and a column index (0 is the document column). */
export type Position = { row: number; column: number }

/** Where a key moves the active cell in a grid of `rows` × `columns`; null for other keys. */
export function moveActive(
  at: Position,
  key: string,
  rows: number,
  columns: number,
  pageRows = 10,
): Position | null {
  const clamp = (value: number, max: number) => Math.min(Math.max(value, 0), Math.max(max - 1, 0))
  switch (key) {
    case 'ArrowUp':
      return { row: clamp(at.row - 1, rows), column: at.column }
    case 'ArrowDown':
      return { row: clamp(at.row + 1, rows), column: at.column }
    case 'ArrowLeft':
      return { row: at.row, column: clamp(at.column - 1, columns) }
    case 'ArrowRight':
      return { row: at.row, column: clamp(at.column + 1, columns) }
    case 'Home':
      return { row: at.row, column: 0 }
    case 'End':
      return { row: at.row, column: clamp(columns - 1, columns) }
    case 'PageUp':
      return { row: clamp(at.row - pageRows, rows), column: at.column }
    case 'PageDown':
      return { row: clamp(at.row + pageRows, rows), column: at.column }
    default:
      return null
  }
}
