// The dossier table's select-all checkbox (product spec §4).
//
// Its state and its count are taken over the documents currently visible:
// selected ids that are not on screen (another folder, a filtered-out row) do
// not make the box look checked. Clicking it when every visible document is
// selected clears the whole selection (the spec's "clears the selection");
// otherwise it adds every visible document to the selection.

/** The three states of the select-all checkbox. */
export type SelectAllState = 'unchecked' | 'indeterminate' | 'checked'

/** How many of the visible documents are selected. */
export function countVisibleSelected<Id>(
  visibleIds: readonly Id[],
  selectedIds: ReadonlySet<Id>,
): number {
  return new Set(visibleIds.filter((id) => selectedIds.has(id))).size
}

/** The checkbox state: unchecked with nothing (or nothing visible) selected, checked with all visible selected, indeterminate between. */
export function getSelectAllState<Id>(
  visibleIds: readonly Id[],
  selectedIds: ReadonlySet<Id>,
): SelectAllState {
  const selectedCount = countVisibleSelected(visibleIds, selectedIds)
  if (selectedCount === 0) {
    return 'unchecked'
  }
  return selectedCount === new Set(visibleIds).size ? 'checked' : 'indeterminate'
}

/** The checkbox's accessible label for its state and the number of selected documents. */
export function getSelectAllLabel(state: SelectAllState, selectedCount: number): string {
  switch (state) {
    case 'checked':
      return 'Deselect all documents'
    case 'indeterminate':
      return `Select all documents (${selectedCount} selected)`
    case 'unchecked':
      return 'Select all documents'
  }
}

/** The selection after the select-all checkbox is clicked: cleared when all visible are selected, else every visible document added. */
export function toggleSelectAll<Id>(
  visibleIds: readonly Id[],
  selectedIds: ReadonlySet<Id>,
): Set<Id> {
  if (getSelectAllState(visibleIds, selectedIds) === 'checked') {
    return new Set()
  }
  return new Set([...selectedIds, ...visibleIds])
}

/** The state as a Radix/shadcn Checkbox `checked` value. */
export function toCheckboxChecked(state: SelectAllState): boolean | 'indeterminate' {
  return state === 'indeterminate' ? state : state === 'checked'
}
