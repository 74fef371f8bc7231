import { useQuery, useSuspenseQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { ArrowLeft, Columns3, FilePlus2, Table2 } from 'lucide-react'
import { useState } from 'react'
import { EmptyState } from '@/components/layout/empty-state'
import { Button } from '@/components/ui/button'
import {
  FIRST_PAGE,
  type CursorStack,
  currentCursor,
  nextPage,
  pageNumber,
  previousPage,
} from '@/lib/page-cursors'
import { type GridSort, type Position, NO_FILTER, filterRows, sortRows } from '@/lib/review-grid'
import { tableQueries } from '@/queries/tables'
import type { Id } from '@convex/_generated/dataModel'
import { AddDocumentsDialog } from './add-documents-dialog'
import { CellPanel } from './cell-panel'
import { ColumnsDialog } from './columns-dialog'
import { GridFilterBar } from './grid-filter-bar'
import { ReviewGrid } from './review-grid'
import { ReviewGridSkeleton } from './review-grid-skeleton'
import { RunControls } from './run-controls'
import { TableMenu } from './table-menu'
import { usePresence } from './use-presence'
import { matterQueries } from '@/queries/matters'
import { partyNames } from '@shared/litigation'

type Dialog = 'columns' | 'documents' | null

/** One review table (spec §2 /tables/{tableId}): run it, read it, check it, export it. */
export function TableScreen({ tableId, slug }: { tableId: Id<'reviewTables'>; slug: string }) {
  const { data: table } = useSuspenseQuery(tableQueries.table(tableId))
  const matter = useQuery(matterQueries.bySlug(slug))
  const [cursors, setCursors] = useState<CursorStack>(FIRST_PAGE)
  const rows = useQuery({
    ...tableQueries.rows(tableId, currentCursor(cursors)),
    placeholderData: (previous) => previous,
  })
  const [sort, setSort] = useState<GridSort>(null)
  const [filter, setFilter] = useState(NO_FILTER)
  const [active, setActive] = useState<Position>({ row: 0, column: 1 })
  const [open, setOpen] = useState<Position | null>(null)
  const [dialog, setDialog] = useState<Dialog>(null)
  const readOnly = table.matter.archived
  const columnIds = table.columns.map((c) => c.id)
  const shown = sortRows(filterRows(rows.data?.page ?? [], columnIds, filter), sort)
  const openRow = open ? shown[open.row] : undefined
  const openColumn = open && open.column > 0 ? table.columns[open.column - 1] : undefined
  const presence = usePresence(
    tableId,
    openRow && openColumn ? `${openRow._id}:${openColumn.id}` : undefined,
  )

  return (
    <section aria-labelledby="table-heading" className="grid gap-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <Link
            to="/matters/$slug/tables"
            params={{ slug }}
            className="inline-flex items-center gap-1 text-sm text-muted-foreground hover:text-foreground"
          >
            <ArrowLeft className="size-3.5" aria-hidden /> Tables
          </Link>
          <h2 id="table-heading" className="text-lg font-semibold tracking-tight">
            {table.name}
          </h2>
          <p className="text-sm text-muted-foreground">
            {table.rows.toLocaleString('en-US')} documents · {table.columns.length} columns
            {table.template ? ` · from the template ${table.template.name}` : ''}
            {presence.length > 0 ? ` · also here: ${presence.map((p) => p.name).join(', ')}` : ''}
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          {readOnly ? null : (
            <>
              <Button variant="outline" onClick={() => setDialog('documents')}>
                <FilePlus2 className="size-4" aria-hidden /> Add documents
              </Button>
              <Button variant="outline" onClick={() => setDialog('columns')}>
                <Columns3 className="size-4" aria-hidden /> Columns
              </Button>
            </>
          )}
          <TableMenu
            table={table}
            rows={rows.data?.page ?? []}
            hasMore={rows.data ? !rows.data.isDone : false}
          />
        </div>
      </div>

      <RunControls table={table} readOnly={readOnly} />

      {table.columns.length === 0 || table.rows === 0 ? (
        <EmptyState
          icon={<Table2 className="size-5" aria-hidden />}
          title={table.rows === 0 ? 'No documents in this table yet' : 'No questions yet'}
          description={
            table.rows === 0
              ? 'Add documents from the dossier: every document, a folder, or the results of a search. Each becomes a row.'
              : 'Add columns: each is a question asked of every document, with a type for its answers.'
          }
        >
          {readOnly ? null : table.rows === 0 ? (
            <Button onClick={() => setDialog('documents')}>Add documents</Button>
          ) : (
            <Button onClick={() => setDialog('columns')}>Add columns</Button>
          )}
        </EmptyState>
      ) : (
        <>
          <GridFilterBar
            columns={table.columns}
            filter={filter}
            onChange={setFilter}
            shown={shown.length}
            loaded={rows.data?.page.length ?? 0}
          />
          <div
            className={
              openRow && openColumn ? 'grid gap-4 lg:grid-cols-[minmax(0,1fr)_24rem]' : 'grid'
            }
          >
            {rows.data ? (
              <ReviewGrid
                label={table.name}
                columns={table.columns}
                rows={shown}
                sort={sort}
                onSort={setSort}
                active={active}
                onActivate={setActive}
                onOpen={(position) => setOpen(position.column > 0 ? position : null)}
                presence={presence}
              />
            ) : (
              <ReviewGridSkeleton columns={table.columns.length} />
            )}
            {openRow && openColumn ? (
              <CellPanel
                key={`${openRow._id}:${openColumn.id}`}
                row={openRow}
                column={openColumn}
                cell={openRow.cells[openColumn.id]}
                readOnly={readOnly}
                onClose={() => setOpen(null)}
              />
            ) : null}
          </div>
          {rows.data && (cursors.length > 1 || !rows.data.isDone) ? (
            <nav
              aria-label="Table pages"
              className="flex items-center justify-between gap-2 text-sm"
            >
              <Button
                variant="outline"
                size="sm"
                disabled={cursors.length <= 1}
                onClick={() => setCursors(previousPage(cursors))}
              >
                Previous
              </Button>
              <span className="text-muted-foreground">Page {pageNumber(cursors)}</span>
              <Button
                variant="outline"
                size="sm"
                disabled={rows.data.isDone}
                onClick={() => setCursors(nextPage(cursors, rows.data!.continueCursor))}
              >
                Next
              </Button>
            </nav>
          ) : null}
        </>
      )}

      {dialog === 'columns' ? (
        <ColumnsDialog
          table={table}
          parties={matter.data ? partyNames(matter.data) : []}
          onClose={() => setDialog(null)}
        />
      ) : null}
      {dialog === 'documents' ? (
        <AddDocumentsDialog
          tableId={tableId}
          projectId={table.matter._id}
          onClose={() => setDialog(null)}
        />
      ) : null}
    </section>
  )
}
