import { useEffect, useRef } from 'react'
import {
  countVisibleSelected,
  getSelectAllLabel,
  getSelectAllState,
  toggleSelectAll,
} from '@/lib/select-all'
import type { Id } from '@convex/_generated/dataModel'

type SelectAllCheckboxProps = {
  visibleIds: readonly Id<'documents'>[]
  selected: ReadonlySet<Id<'documents'>>
  onChange: (selected: Set<Id<'documents'>>) => void
}

/**
 * The select-all checkbox of spec §4: unchecked, indeterminate (some visible documents selected)
 * or checked (all), labelled 'Select all documents', 'Select all documents (N selected)' or
 * 'Deselect all documents'; clicking it when all are selected clears the selection.
 */
export function SelectAllCheckbox({ visibleIds, selected, onChange }: SelectAllCheckboxProps) {
  const state = getSelectAllState(visibleIds, selected)
  const label = getSelectAllLabel(state, countVisibleSelected(visibleIds, selected))
  const ref = useRef<HTMLInputElement>(null)
  // `indeterminate` is a DOM property with no HTML attribute; browsers then report it as mixed.
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = state === 'indeterminate'
  }, [state])
  return (
    <input
      ref={ref}
      type="checkbox"
      aria-label={label}
      title={label}
      checked={state === 'checked'}
      disabled={visibleIds.length === 0}
      onChange={() => onChange(toggleSelectAll(visibleIds, selected))}
      className="size-4 accent-primary"
    />
  )
}
