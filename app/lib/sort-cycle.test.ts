import { describe, expect, test } from 'vitest'
import type { SortState } from './sort-cycle'
import { getAriaSort, getColumnSortDirection, nextSortState } from './sort-cycle'

type Column = 'name' | 'type' | 'added'

describe('nextSortState', () => {
  test('an unsorted column goes to ascending', () => {
    expect(nextSortState<Column>(null, 'name')).toEqual({
      column: 'name',
      direction: 'asc',
    })
  })

  test('ascending goes to descending', () => {
    expect(nextSortState<Column>({ column: 'name', direction: 'asc' }, 'name')).toEqual({
      column: 'name',
      direction: 'desc',
    })
  })

  test('descending goes back to unsorted', () => {
    expect(nextSortState<Column>({ column: 'name', direction: 'desc' }, 'name')).toBeNull()
  })

  test('three clicks on one column return to where it started', () => {
    let state: SortState<Column> = null
    const seen: SortState<Column>[] = []
    for (let click = 0; click < 4; click++) {
      state = nextSortState(state, 'added')
      seen.push(state)
    }
    expect(seen).toEqual([
      { column: 'added', direction: 'asc' },
      { column: 'added', direction: 'desc' },
      null,
      { column: 'added', direction: 'asc' },
    ])
  })

  test('choosing another column starts it ascending, whatever the old direction', () => {
    expect(nextSortState<Column>({ column: 'name', direction: 'asc' }, 'type')).toEqual({
      column: 'type',
      direction: 'asc',
    })
    expect(nextSortState<Column>({ column: 'name', direction: 'desc' }, 'added')).toEqual({
      column: 'added',
      direction: 'asc',
    })
  })

  test('does not mutate the current state', () => {
    const current = Object.freeze({ column: 'name', direction: 'asc' } as const)
    expect(() => nextSortState<Column>(current, 'name')).not.toThrow()
    expect(current).toEqual({ column: 'name', direction: 'asc' })
  })
})

describe('header helpers', () => {
  const state: SortState<Column> = { column: 'type', direction: 'desc' }

  test('only the sorted column reports a direction', () => {
    expect(getColumnSortDirection(state, 'type')).toBe('desc')
    expect(getColumnSortDirection(state, 'name')).toBeNull()
    expect(getColumnSortDirection<Column>(null, 'name')).toBeNull()
  })

  test('aria-sort names the direction of the sorted column and none elsewhere', () => {
    expect(getAriaSort(state, 'type')).toBe('descending')
    expect(getAriaSort<Column>({ column: 'name', direction: 'asc' }, 'name')).toBe('ascending')
    expect(getAriaSort(state, 'added')).toBe('none')
    expect(getAriaSort<Column>(null, 'added')).toBe('none')
  })
})
