import type { DocumentSort, DocumentSortColumn } from '@/queries/dossier'
import type { Id } from '@convex/_generated/dataModel'
import { itemKey, type DossierItem } from './dossier-items'

/** What the grid and the table both take: the items, the selection, renaming and (folders only) sorting. */
export type DossierListViewProps = {
  items: DossierItem[]
  visibleDocumentIds: Id<'documents'>[]
  selected: ReadonlySet<Id<'documents'>>
  onSelectionChange: (selected: Set<Id<'documents'>>) => void
  /** The item being renamed in place (its itemKey), or null. */
  renamingKey: string | null
  onRenamingChange: (key: string | null) => void
  /** The sort, when this list can be sorted (a folder's; favorites and shared keep their order). */
  sort?: DocumentSort
  onSort?: (column: DocumentSortColumn) => void
}

/** What one card or row takes from its list: its selection and its rename state. */
export type DossierItemViewProps = {
  item: DossierItem
  isSelected: boolean
  onSelect: (on: boolean) => void
  isRenaming: boolean
  onRenamingChange: (on: boolean) => void
}

/** The per-item props the grid and the table both derive from the list's. */
export function itemViewProps(
  item: DossierItem,
  list: Pick<
    DossierListViewProps,
    'selected' | 'onSelectionChange' | 'renamingKey' | 'onRenamingChange'
  >,
): DossierItemViewProps {
  const key = itemKey(item)
  return {
    item,
    isSelected: item.type === 'document' && list.selected.has(item.document._id),
    onSelect: (on) => {
      if (item.type !== 'document') return
      const next = new Set(list.selected)
      if (on) next.add(item.document._id)
      else next.delete(item.document._id)
      list.onSelectionChange(next)
    },
    isRenaming: list.renamingKey === key,
    onRenamingChange: (on) => list.onRenamingChange(on ? key : null),
  }
}
