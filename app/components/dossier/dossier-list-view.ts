import type { DocumentSort, DocumentSortColumn } from '@/queries/dossier'
import type { Id } from '@convex/_generated/dataModel'
import type { DossierItem } from './dossier-items'

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
