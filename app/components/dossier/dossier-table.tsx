import { RelativeTime } from '@/components/layout/time'
import { describeDocumentDetails } from '@/lib/dossier-text'
import { cn } from '@/lib/utils'
import type { DocumentSort, DocumentSortColumn } from '@/queries/dossier'
import { formatBytes } from '@shared/fileTypes'
import { DocumentBadges } from './document-badges'
import { useDossier } from './dossier-context'
import { DossierItemName } from './dossier-item-name'
import { itemKey, itemName } from './dossier-items'
import {
  type DossierItemViewProps,
  type DossierListViewProps,
  itemViewProps,
} from './dossier-list-view'
import { FileKindIcon, FolderIcon, fileKindLabel } from './file-kind-icon'
import { ItemActionsMenu } from './item-actions-menu'
import { SelectAllCheckbox } from './select-all-checkbox'
import { PlainHeader, SortableHeader } from './sortable-header'

const HEADER_CELL = 'px-4 py-2 font-medium'

/** The table view: Name, Type, Details, Added, Actions; folders first, then documents. */
export function DossierTable({
  items,
  visibleDocumentIds,
  selected,
  onSelectionChange,
  renamingKey,
  onRenamingChange,
  sort,
  onSort,
}: DossierListViewProps) {
  const header = (column: DocumentSortColumn, label: string) =>
    sort !== undefined && onSort ? (
      <SortableHeader column={column} label={label} sort={sort as DocumentSort} onSort={onSort} />
    ) : (
      <PlainHeader label={label} />
    )
  return (
    <div className="overflow-x-auto rounded-lg border bg-card">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Folders and documents</caption>
        <thead className="border-b bg-muted/40 text-xs text-muted-foreground">
          <tr>
            <th scope="col" className="w-10 py-2 pr-0 pl-4">
              <SelectAllCheckbox
                visibleIds={visibleDocumentIds}
                selected={selected}
                onChange={onSelectionChange}
              />
            </th>
            {header('name', 'Name')}
            {header('type', 'Type')}
            <th scope="col" className={cn(HEADER_CELL, 'uppercase')}>
              Details
            </th>
            {header('added', 'Added')}
            <th scope="col" className={cn(HEADER_CELL, 'w-16 text-right uppercase')}>
              Actions
            </th>
          </tr>
        </thead>
        <tbody className="divide-y">
          {items.map((item) => (
            <DossierTableRow
              key={itemKey(item)}
              {...itemViewProps(item, {
                selected,
                onSelectionChange,
                renamingKey,
                onRenamingChange,
              })}
            />
          ))}
        </tbody>
      </table>
    </div>
  )
}

type DossierTableRowProps = DossierItemViewProps

function DossierTableRow({
  item,
  isSelected,
  onSelect,
  isRenaming,
  onRenamingChange,
}: DossierTableRowProps) {
  const { canEdit } = useDossier()
  const name = itemName(item)
  return (
    <tr
      className={cn('align-middle hover:bg-muted/30', isSelected && 'bg-accent/50')}
      onKeyDown={(event) => {
        // F2 renames, as on a desktop, from anywhere in the row.
        if (event.key === 'F2' && canEdit && !isRenaming) {
          event.preventDefault()
          onRenamingChange(true)
        }
      }}
    >
      <td className="w-10 py-2.5 pr-0 pl-4">
        {item.type === 'document' ? (
          <input
            type="checkbox"
            aria-label={`Select ${name}`}
            checked={isSelected}
            onChange={(event) => onSelect(event.target.checked)}
            className="size-4 accent-primary"
          />
        ) : null}
      </td>
      <th scope="row" className="w-2/5 max-w-0 min-w-56 px-4 py-2.5 font-normal">
        <span className="flex min-w-0 items-center gap-2">
          {item.type === 'folder' ? <FolderIcon /> : <FileKindIcon kind={item.document.kind} />}
          <DossierItemName
            item={item}
            isRenaming={isRenaming}
            onRenameDone={() => onRenamingChange(false)}
          />
        </span>
      </th>
      <td className="px-4 py-2.5 whitespace-nowrap text-muted-foreground">
        {item.type === 'folder' ? 'Folder' : fileKindLabel(item.document.kind)}
      </td>
      <td className="px-4 py-2.5">
        {item.type === 'folder' ? (
          <span className="text-muted-foreground">—</span>
        ) : (
          <span className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <span className="whitespace-nowrap text-muted-foreground tabular-nums">
              {describeDocumentDetails(formatBytes(item.document.size), item.document.pageCount)}
            </span>
            <DocumentBadges document={item.document} />
          </span>
        )}
      </td>
      <td className="px-4 py-2.5 whitespace-nowrap text-muted-foreground">
        <RelativeTime
          at={item.type === 'folder' ? item.folder._creationTime : item.document._creationTime}
        />
      </td>
      <td className="px-4 py-1.5 text-right">
        <ItemActionsMenu item={item} onRename={() => onRenamingChange(true)} />
      </td>
    </tr>
  )
}
