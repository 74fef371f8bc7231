import type { UseQueryResult } from '@tanstack/react-query'
import { ChevronLeft, ChevronRight, RotateCcw, TriangleAlert } from 'lucide-react'
import { useMemo, useState } from 'react'
import { Button } from '@/components/ui/button'
import { Spinner } from '@/components/ui/spinner'
import { getErrorMessage } from '@/lib/errors'
import {
  currentCursor,
  nextPage,
  pageNumber,
  previousPage,
  type CursorStack,
} from '@/lib/page-cursors'
import type { DocumentPage, DocumentSort, DocumentSortColumn, FolderRow } from '@/queries/dossier'
import type { Id } from '@convex/_generated/dataModel'
import { DossierBulkBar } from './dossier-bulk-bar'
import { DossierGrid } from './dossier-grid'
import type { DossierItem } from './dossier-items'
import type { DossierListViewProps } from './dossier-list-view'
import { DossierListSkeleton } from './dossier-skeleton'
import { DossierTable } from './dossier-table'
import { useDossierView } from './use-dossier-view'

type DossierListingProps = {
  /** Folders listed before the documents, on the first page only. */
  folders: FolderRow[]
  /** The page of documents on screen (it keeps the previous page while the next one loads). */
  documents: UseQueryResult<DocumentPage>
  cursors: CursorStack
  onCursorsChange: (cursors: CursorStack) => void
  /** Present when the list sorts (a folder's documents). */
  sort?: DocumentSort
  onSort?: (column: DocumentSortColumn) => void
  /** What an empty first page shows. */
  empty: React.ReactNode
}

/**
 * A dossier list in the remembered view, with its selection, renaming, bulk bar and paging. The
 * selection belongs to the page and sort it was made on: a new page starts with none, so a bulk
 * action only ever touches documents the user can see.
 */
export function DossierListing({
  folders,
  documents,
  cursors,
  onCursorsChange,
  sort,
  onSort,
  empty,
}: DossierListingProps) {
  const [view] = useDossierView()
  const page = documents.data
  const pageKey = `${currentCursor(cursors) ?? ''}|${sort ? `${sort.column}:${sort.direction}` : ''}`
  const [selection, setSelection] = useState<{ key: string; ids: ReadonlySet<Id<'documents'>> }>({
    key: pageKey,
    ids: new Set(),
  })
  const [renamingKey, setRenamingKey] = useState<string | null>(null)

  const onFirstPage = pageNumber(cursors) === 1
  const items = useMemo<DossierItem[]>(
    () => [
      ...(onFirstPage ? folders.map((folder) => ({ type: 'folder' as const, folder })) : []),
      ...(page?.page ?? []).map((document) => ({ type: 'document' as const, document })),
    ],
    [folders, onFirstPage, page],
  )
  const visibleDocumentIds = useMemo(() => (page?.page ?? []).map((d) => d._id), [page])
  // Documents that leave the page (deleted, moved, live) leave the selection too.
  const selected = useMemo(() => {
    const ids = selection.key === pageKey ? selection.ids : new Set<Id<'documents'>>()
    return new Set(visibleDocumentIds.filter((id) => ids.has(id)))
  }, [selection, pageKey, visibleDocumentIds])
  const selectedDocuments = (page?.page ?? []).filter((document) => selected.has(document._id))

  if (!page) {
    if (documents.isError) {
      return <ListError error={documents.error} onRetry={() => void documents.refetch()} />
    }
    return <DossierListSkeleton view={view} />
  }
  if (items.length === 0 && onFirstPage) {
    return <>{empty}</>
  }

  const listProps: DossierListViewProps = {
    items,
    visibleDocumentIds,
    selected,
    onSelectionChange: (ids) => setSelection({ key: pageKey, ids }),
    renamingKey,
    onRenamingChange: setRenamingKey,
    sort,
    onSort,
  }
  const isChangingPage = documents.isPlaceholderData

  return (
    <div className="grid gap-4" aria-busy={isChangingPage}>
      {selectedDocuments.length > 0 ? (
        <DossierBulkBar
          documents={selectedDocuments}
          onClear={() => setSelection({ key: pageKey, ids: new Set() })}
        />
      ) : null}
      {items.length === 0 ? (
        <p className="rounded-lg border border-dashed bg-card px-4 py-8 text-center text-sm text-muted-foreground">
          No documents on this page any more.
        </p>
      ) : view === 'table' ? (
        <DossierTable {...listProps} />
      ) : (
        <DossierGrid {...listProps} />
      )}
      {onFirstPage && page.isDone ? null : (
        <nav aria-label="Pages" className="flex items-center justify-between gap-3">
          <Button
            variant="outline"
            size="sm"
            disabled={onFirstPage || isChangingPage}
            onClick={() => onCursorsChange(previousPage(cursors))}
          >
            <ChevronLeft className="size-4" aria-hidden />
            Previous
          </Button>
          <p className="flex items-center gap-2 text-sm text-muted-foreground" aria-live="polite">
            {isChangingPage ? <Spinner className="size-3.5" /> : null}
            Page {pageNumber(cursors)}
          </p>
          <Button
            variant="outline"
            size="sm"
            disabled={page.isDone || isChangingPage}
            onClick={() => onCursorsChange(nextPage(cursors, page.continueCursor))}
          >
            Next
            <ChevronRight className="size-4" aria-hidden />
          </Button>
        </nav>
      )}
    </div>
  )
}

function ListError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  return (
    <div
      role="alert"
      className="flex flex-col items-center gap-3 rounded-lg border border-destructive/40 bg-card px-6 py-10 text-center"
    >
      <TriangleAlert className="size-5 text-destructive" aria-hidden />
      <p className="text-sm font-medium">The documents could not be loaded</p>
      <p className="text-sm text-muted-foreground">{getErrorMessage(error)}</p>
      <Button variant="outline" size="sm" onClick={onRetry}>
        <RotateCcw className="size-4" aria-hidden />
        Try again
      </Button>
    </div>
  )
}
