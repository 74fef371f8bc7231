import { RelativeTime } from '@/components/layout/time'
import { cn } from '@/lib/utils'
import { formatBytes } from '@shared/fileTypes'
import { DocumentBadges } from './document-badges'
import { useDossier } from './dossier-context'
import { DossierItemName } from './dossier-item-name'
import { itemKey } from './dossier-items'
import {
  type DossierItemViewProps,
  type DossierListViewProps,
  itemViewProps,
} from './dossier-list-view'
import { FileKindIcon, FolderIcon, fileKindLabel } from './file-kind-icon'
import { ItemActionsMenu } from './item-actions-menu'
import { SelectAllCheckbox } from './select-all-checkbox'

/** The grid view: a card per folder and document, documents with their first page when one exists. */
export function DossierGrid({
  items,
  visibleDocumentIds,
  selected,
  onSelectionChange,
  renamingKey,
  onRenamingChange,
}: DossierListViewProps) {
  return (
    <div className="grid gap-3">
      {visibleDocumentIds.length > 0 ? (
        <label className="flex w-fit items-center gap-2 px-1 text-sm text-muted-foreground">
          <SelectAllCheckbox
            visibleIds={visibleDocumentIds}
            selected={selected}
            onChange={onSelectionChange}
          />
          <span aria-hidden>Select all</span>
        </label>
      ) : null}
      <ul
        aria-label="Folders and documents"
        className="grid grid-cols-[repeat(auto-fill,minmax(11rem,1fr))] gap-3"
      >
        {items.map((item) => (
          <DossierCard
            key={itemKey(item)}
            {...itemViewProps(item, { selected, onSelectionChange, renamingKey, onRenamingChange })}
          />
        ))}
      </ul>
    </div>
  )
}

type DossierCardProps = DossierItemViewProps

function DossierCard({
  item,
  isSelected,
  onSelect,
  isRenaming,
  onRenamingChange,
}: DossierCardProps) {
  const { canEdit } = useDossier()
  return (
    <li
      className={cn(
        'group relative flex flex-col overflow-hidden rounded-lg border bg-card shadow-xs transition-colors hover:border-ring/50',
        isSelected && 'border-ring ring-2 ring-ring/30',
      )}
      onKeyDown={(event) => {
        if (event.key === 'F2' && canEdit && !isRenaming) {
          event.preventDefault()
          onRenamingChange(true)
        }
      }}
    >
      <div className="relative flex aspect-[4/3] items-center justify-center border-b bg-muted/40">
        {item.type === 'document' && item.document.thumbnailUrl ? (
          <img
            src={item.document.thumbnailUrl}
            alt=""
            loading="lazy"
            className="size-full object-cover object-top"
          />
        ) : item.type === 'folder' ? (
          <FolderIcon className="size-12" />
        ) : (
          <FileKindIcon kind={item.document.kind} className="size-12" />
        )}
        {item.type === 'document' ? (
          <input
            type="checkbox"
            aria-label={`Select ${item.document.name}`}
            checked={isSelected}
            onChange={(event) => onSelect(event.target.checked)}
            className="absolute top-2 left-2 size-4 accent-primary"
          />
        ) : null}
        <div className="absolute top-1 right-1 rounded-md bg-card/80 backdrop-blur-sm">
          <ItemActionsMenu item={item} onRename={() => onRenamingChange(true)} />
        </div>
      </div>
      <div className="grid min-w-0 gap-1.5 p-3 text-sm">
        <DossierItemName
          item={item}
          isRenaming={isRenaming}
          onRenameDone={() => onRenamingChange(false)}
        />
        {item.type === 'folder' ? (
          <p className="text-xs text-muted-foreground">
            Folder · <RelativeTime at={item.folder._creationTime} />
          </p>
        ) : (
          <>
            <p className="truncate text-xs text-muted-foreground">
              {fileKindLabel(item.document.kind)} · {formatBytes(item.document.size)}
              {item.document.pageCount !== null
                ? ` · ${item.document.pageCount} ${item.document.pageCount === 1 ? 'page' : 'pages'}`
                : null}
            </p>
            <DocumentBadges document={item.document} />
          </>
        )}
      </div>
    </li>
  )
}
