import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react'
import { useRef } from 'react'
import { COLUMN_TYPE_LABELS } from '@convex/lib/reviewValidators'
import { DOCUMENT_COLUMN, type GridSort, type Position, moveActive } from '@/lib/review-grid'
import { cn } from '@/lib/utils'
import type { Presence, ReviewColumn, ReviewRow } from '@/queries/tables'
import { ReviewCellContent, cellStatusText } from './review-cell'

type ReviewGridProps = {
  label: string
  columns: ReviewColumn[]
  rows: ReviewRow[]
  sort: GridSort
  onSort: (sort: GridSort) => void
  active: Position
  onActivate: (position: Position) => void
  /** Enter, or a click: the cell opens in the side panel. */
  onOpen: (position: Position) => void
  presence: Presence[]
}

function nextSort(sort: GridSort, columnId: string): GridSort {
  if (sort?.columnId !== columnId) return { columnId, direction: 'asc' }
  if (sort.direction === 'asc') return { columnId, direction: 'desc' }
  return null
}

function SortButton({
  label,
  columnId,
  sort,
  onSort,
}: {
  label: string
  columnId: string
  sort: GridSort
  onSort: (sort: GridSort) => void
}) {
  const direction = sort?.columnId === columnId ? sort.direction : null
  const Icon = direction === 'asc' ? ArrowUp : direction === 'desc' ? ArrowDown : ArrowUpDown
  return (
    <button
      type="button"
      className="inline-flex items-center gap-1 rounded px-1 text-left font-semibold hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring/40 focus-visible:outline-none"
      aria-label={`Sort by ${label}`}
      onClick={() => onSort(nextSort(sort, columnId))}
    >
      {label}
      <Icon
        className={cn('size-3.5', direction ? 'text-foreground' : 'text-muted-foreground')}
        aria-hidden
      />
    </button>
  )
}

/**
 * The review grid (spec §2 /tables/{tableId}): the document column frozen on the left, one column
 * per question, one focusable cell at a time (arrow keys, Home, End, Page Up/Down; Enter opens the
 * cell beside the grid). Colleagues on a cell show as a coloured ring with their name.
 */
export function ReviewGrid(props: ReviewGridProps) {
  const { label, columns, rows, sort, onSort, active, onActivate, onOpen, presence } = props
  const gridRef = useRef<HTMLTableElement>(null)
  const width = columns.length + 1

  const focusCell = (position: Position) => {
    onActivate(position)
    requestAnimationFrame(() => {
      gridRef.current
        ?.querySelector<HTMLElement>(`[data-cell="${position.row}:${position.column}"]`)
        ?.focus()
    })
  }

  const onKeyDown = (event: React.KeyboardEvent) => {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault()
      onOpen(active)
      return
    }
    const next = moveActive(active, event.key, rows.length, width)
    if (!next) return
    event.preventDefault()
    focusCell(next)
  }

  const others = new Map(presence.filter((p) => p.cell).map((p) => [p.cell!, p.name]))

  return (
    <div className="max-h-[70vh] overflow-auto rounded-lg border bg-card">
      <table
        ref={gridRef}
        role="grid"
        aria-label={label}
        aria-rowcount={rows.length + 1}
        aria-colcount={width}
        className="border-separate border-spacing-0 text-sm"
        onKeyDown={onKeyDown}
      >
        <thead className="sticky top-0 z-20 bg-muted/95 backdrop-blur">
          <tr>
            <th
              scope="col"
              className="sticky left-0 z-30 min-w-56 border-r border-b bg-muted px-3 py-2 text-left"
            >
              <SortButton label="Document" columnId={DOCUMENT_COLUMN} sort={sort} onSort={onSort} />
            </th>
            {columns.map((column) => (
              <th
                key={column.id}
                scope="col"
                className="min-w-52 border-b px-3 py-2 text-left align-top"
              >
                <SortButton label={column.label} columnId={column.id} sort={sort} onSort={onSort} />
                <span className="block px-1 text-xs font-normal text-muted-foreground">
                  {COLUMN_TYPE_LABELS[column.type]}
                </span>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, r) => {
            const name = row.document?.name ?? 'Deleted document'
            return (
              <tr key={row._id} aria-label={name}>
                <th
                  scope="row"
                  role="rowheader"
                  data-cell={`${r}:0`}
                  tabIndex={active.row === r && active.column === 0 ? 0 : -1}
                  aria-selected={active.row === r && active.column === 0}
                  onClick={() => focusCell({ row: r, column: 0 })}
                  className="sticky left-0 z-10 max-w-72 border-r border-b bg-card px-3 py-2 text-left align-top font-medium focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-ring"
                >
                  <span className="line-clamp-2 break-words">{name}</span>
                </th>
                {columns.map((column, c) => {
                  const cell = row.cells[column.id]
                  const position = { row: r, column: c + 1 }
                  const selected = active.row === r && active.column === c + 1
                  const colleague = others.get(`${row._id}:${column.id}`)
                  return (
                    <td
                      key={column.id}
                      role="gridcell"
                      data-cell={`${r}:${c + 1}`}
                      tabIndex={selected ? 0 : -1}
                      aria-selected={selected}
                      aria-label={`${column.label}: ${cellStatusText(cell)}`}
                      title={colleague ? `${colleague} is here` : undefined}
                      onClick={() => {
                        focusCell(position)
                        onOpen(position)
                      }}
                      className={cn(
                        'max-w-80 cursor-pointer border-b px-3 py-2 align-top hover:bg-accent/50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-ring',
                        selected && 'bg-accent/60',
                        colleague && 'shadow-[inset_0_0_0_2px_var(--color-brand)]',
                        cell?.citation === 'notFound' && 'bg-amber-50 dark:bg-amber-950/30',
                      )}
                    >
                      <ReviewCellContent
                        cell={cell}
                        documentId={row.document?._id ?? null}
                        columnLabel={column.label}
                      />
                    </td>
                  )
                })}
              </tr>
            )
          })}
        </tbody>
      </table>
    </div>
  )
}
