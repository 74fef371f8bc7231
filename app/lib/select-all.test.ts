import { describe, expect, test } from 'vitest'
import {
  countVisibleSelected,
  getSelectAllLabel,
  getSelectAllState,
  toCheckboxChecked,
  toggleSelectAll,
} from './select-all'

const visible = ['d1', 'd2', 'd3'] as const

describe('getSelectAllState', () => {
  test('nothing selected is unchecked', () => {
    expect(getSelectAllState(visible, new Set())).toBe('unchecked')
  })

  test('some visible documents selected is indeterminate', () => {
    expect(getSelectAllState(visible, new Set(['d2']))).toBe('indeterminate')
    expect(getSelectAllState(visible, new Set(['d1', 'd3']))).toBe('indeterminate')
  })

  test('all visible documents selected is checked', () => {
    expect(getSelectAllState(visible, new Set(['d3', 'd1', 'd2']))).toBe('checked')
  })

  test('a single visible document that is selected is checked, not indeterminate', () => {
    expect(getSelectAllState(['d1'], new Set(['d1']))).toBe('checked')
  })

  test('zero visible documents is unchecked, even with a selection elsewhere', () => {
    expect(getSelectAllState([], new Set())).toBe('unchecked')
    expect(getSelectAllState([], new Set(['d9']))).toBe('unchecked')
  })

  test('selected documents that are not visible do not count', () => {
    expect(getSelectAllState(visible, new Set(['d8', 'd9']))).toBe('unchecked')
    expect(getSelectAllState(visible, new Set(['d1', 'd9']))).toBe('indeterminate')
    expect(getSelectAllState(visible, new Set(['d1', 'd2', 'd3', 'd9']))).toBe('checked')
  })

  test('a document listed twice does not stop the box from being checked', () => {
    expect(getSelectAllState(['d1', 'd1', 'd2'], new Set(['d1', 'd2']))).toBe('checked')
    expect(countVisibleSelected(['d1', 'd1'], new Set(['d1']))).toBe(1)
  })
})

describe('getSelectAllLabel', () => {
  test('unchecked reads "Select all documents"', () => {
    expect(getSelectAllLabel('unchecked', 0)).toBe('Select all documents')
  })

  test('indeterminate names how many are selected', () => {
    expect(getSelectAllLabel('indeterminate', 2)).toBe('Select all documents (2 selected)')
    expect(getSelectAllLabel('indeterminate', 1)).toBe('Select all documents (1 selected)')
  })

  test('checked reads "Deselect all documents"', () => {
    expect(getSelectAllLabel('checked', 3)).toBe('Deselect all documents')
  })
})

describe('toggleSelectAll', () => {
  test('from unchecked it selects every visible document', () => {
    expect(toggleSelectAll(visible, new Set())).toEqual(new Set(visible))
  })

  test('from indeterminate it selects every visible document', () => {
    expect(toggleSelectAll(visible, new Set(['d2']))).toEqual(new Set(visible))
  })

  test('when all are selected it clears the selection, hidden ids included', () => {
    expect(toggleSelectAll(visible, new Set(['d1', 'd2', 'd3']))).toEqual(new Set())
    expect(toggleSelectAll(visible, new Set(['d1', 'd2', 'd3', 'd9']))).toEqual(new Set())
  })

  test('selecting all keeps documents selected elsewhere', () => {
    expect(toggleSelectAll(visible, new Set(['d9']))).toEqual(new Set(['d9', ...visible]))
  })

  test('with no visible documents it changes nothing', () => {
    expect(toggleSelectAll([], new Set(['d9']))).toEqual(new Set(['d9']))
    expect(toggleSelectAll([], new Set())).toEqual(new Set())
  })

  test('two clicks go all → none, and the state resets to unchecked', () => {
    const all = toggleSelectAll(visible, new Set(['d1']))
    expect(getSelectAllState(visible, all)).toBe('checked')
    const none = toggleSelectAll(visible, all)
    expect(getSelectAllState(visible, none)).toBe('unchecked')
    expect(getSelectAllLabel(getSelectAllState(visible, none), none.size)).toBe(
      'Select all documents',
    )
  })

  test('does not mutate the given selection', () => {
    const selected = new Set(['d1'])
    toggleSelectAll(visible, selected)
    expect(selected).toEqual(new Set(['d1']))
  })
})

describe('toCheckboxChecked', () => {
  test('maps the three states to the checkbox values', () => {
    expect(toCheckboxChecked('unchecked')).toBe(false)
    expect(toCheckboxChecked('indeterminate')).toBe('indeterminate')
    expect(toCheckboxChecked('checked')).toBe(true)
  })
})
