import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react'
import { getAriaSort, getColumnSortDirection } from '@/lib/sort-cycle'
import { cn } from '@/lib/utils'
import type { DocumentSort, DocumentSortColumn } from '@/queries/dossier'

type SortableHeaderProps = {
  column: DocumentSortColumn
  label: string
  sort: DocumentSort
  onSort: (column: DocumentSortColumn) => void
  className?: string
}

/** A column header that sorts (spec §4: none → ascending → descending → none), with aria-sort. */
export function SortableHeader({ column, label, sort, onSort, className }: SortableHeaderProps) {
  const direction = getColumnSortDirection(sort, column)
  const Icon = direction === 'asc' ? ArrowUp : direction === 'desc' ? ArrowDown : ArrowUpDown
  return (
    <th
      scope="col"
      aria-sort={getAriaSort(sort, column)}
      className={cn('px-4 py-2 font-medium', className)}
    >
      <button
        type="button"
        onClick={() => onSort(column)}
        className={cn(
          '-mx-1.5 inline-flex items-center gap-1 rounded px-1.5 py-1 uppercase hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring/40 focus-visible:outline-none',
          direction && 'text-foreground',
        )}
      >
        {label}
        <Icon className={cn('size-3.5', !direction && 'opacity-50')} aria-hidden />
      </button>
    </th>
  )
}

/** A column header that does not sort. */
export function PlainHeader({ label, className }: { label: string; className?: string }) {
  return (
    <th scope="col" className={cn('px-4 py-2 font-medium uppercase', className)}>
      {label}
    </th>
  )
}
