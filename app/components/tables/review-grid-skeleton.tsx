import { TABLE_SKELETON_ROWS } from '@/queries/tables'

/** The grid while its first page loads: 25 rows (spec §9), the columns as they will be. */
export function ReviewGridSkeleton({ columns }: { columns: number }) {
  return (
    <div
      className="overflow-hidden rounded-lg border bg-card"
      aria-busy="true"
      aria-label="Loading the table"
    >
      {Array.from({ length: TABLE_SKELETON_ROWS }, (_, row) => (
        <div
          key={row}
          data-testid="skeleton-row"
          className="flex gap-3 border-b px-3 py-2.5 last:border-b-0"
        >
          <div className="h-4 w-52 shrink-0 animate-pulse rounded bg-muted" />
          {Array.from({ length: Math.min(columns, 6) }, (_, column) => (
            <div key={column} className="h-4 w-44 shrink-0 animate-pulse rounded bg-muted" />
          ))}
        </div>
      ))}
    </div>
  )
}
