// Column sorting of the dossier table (product spec §4): each click on a
// column header moves none → ascending → descending → none; clicking another
// column starts that column at ascending.

/** A sort direction. */
export type SortDirection = 'asc' | 'desc'

/** The table's sort: one column and its direction, or null for unsorted. */
export type SortState<Column extends string = string> = {
  column: Column
  direction: SortDirection
} | null

/** The sort after the user clicks the header of `column`. */
export function nextSortState<Column extends string>(
  current: SortState<Column>,
  column: Column,
): SortState<Column> {
  if (current === null || current.column !== column) {
    return { column, direction: 'asc' }
  }
  if (current.direction === 'asc') {
    return { column, direction: 'desc' }
  }
  return null
}

/** The direction `column` is sorted in, or null when it is not the sorted column. */
export function getColumnSortDirection<Column extends string>(
  state: SortState<Column>,
  column: Column,
): SortDirection | null {
  return state !== null && state.column === column ? state.direction : null
}

/** The `aria-sort` value for a column header. */
export function getAriaSort<Column extends string>(
  state: SortState<Column>,
  column: Column,
): 'ascending' | 'descending' | 'none' {
  const direction = getColumnSortDirection(state, column)
  if (direction === 'asc') {
    return 'ascending'
  }
  return direction === 'desc' ? 'descending' : 'none'
}
