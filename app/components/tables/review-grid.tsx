import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react'
import { memo, useCallback, useLayoutEffect, useRef } from 'react'
import { COLUMN_TYPE_LABELS } from '@shared/reviewValidators'
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
  // Per row, as a string, so an unchanged row keeps equal props and is not drawn again.
  const colleaguesOn = (rowId: string) =>
    [...others]
      .filter(([cell]) => cell.startsWith(`${rowId}:`))
      .map(([cell, name]) => `${cell.slice(rowId.length + 1)}=${name}`)
      .join('\n')
  // One handler for every cell, stable across renders (the latest props through a ref).
  const latest = useRef({ focusCell, onOpen })
  useLayoutEffect(() => {
    latest.current = { focusCell, onOpen }
  })
  const onCell = useCallback((position: Position, open: boolean) => {
    latest.current.focusCell(position)
    if (open) latest.current.onOpen(position)
  }, [])

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
          {rows.map((row, r) => (
            <GridRow
              key={row._id}
              row={row}
              index={r}
              columns={columns}
              activeColumn={active.row === r ? active.column : -1}
              colleagues={colleaguesOn(row._id)}
              onCell={onCell}
            />
          ))}
        </tbody>
      </table>
    </div>
  )
}

type GridRowProps = {
  row: ReviewRow
  index: number
  columns: ReviewColumn[]
  /** The active cell's column when it is in this row, else -1. */
  activeColumn: number
  /** 'columnId=name' per line: colleagues on this row's cells. */
  colleagues: string
  onCell: (position: Position, open: boolean) => void
}

/**
 * One row of the grid, drawn again only when its own props change: an edit, a run's answer or a
 * keyboard move redraws one or two rows, not the 1,000 cells of a 50 × 20 table (target P4).
 */
const GridRow = memo(function GridRow({
  row,
  index: r,
  columns,
  activeColumn,
  colleagues,
  onCell,
}: GridRowProps) {
  const name = row.document?.name ?? 'Deleted document'
  const on = new Map(
    colleagues
      .split('\n')
      .filter(Boolean)
      .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]),
  )
  return (
    <tr aria-label={name}>
      <th
        scope="row"
        role="rowheader"
        data-cell={`${r}:0`}
        tabIndex={activeColumn === 0 ? 0 : -1}
        aria-selected={activeColumn === 0}
        onClick={() => onCell({ row: r, column: 0 }, false)}
        className="sticky left-0 z-10 max-w-72 border-r border-b bg-card px-3 py-2 text-left align-top font-medium focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-ring"
      >
        <span className="line-clamp-2 break-words">{name}</span>
      </th>
      {columns.map((column, c) => {
        const cell = row.cells[column.id]
        const selected = activeColumn === c + 1
        const colleague = on.get(column.id)
        return (
          <td
            key={column.id}
            role="gridcell"
            data-cell={`${r}:${c + 1}`}
            tabIndex={selected ? 0 : -1}
            aria-selected={selected}
            aria-label={`${column.label}: ${cellStatusText(cell)}`}
            title={colleague ? `${colleague} is here` : undefined}
            onClick={() => onCell({ row: r, column: c + 1 }, true)}
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
})
