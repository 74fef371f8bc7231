import { ReviewGridSkeleton } from './review-grid-skeleton'

/** The table screen while the table loads: its header, the run bar and a 25-row grid. */
export function TableScreenSkeleton() {
  return (
    <div className="grid gap-4">
      <div className="h-12 w-72 animate-pulse rounded bg-muted" />
      <div className="h-16 animate-pulse rounded-lg bg-muted" />
      <ReviewGridSkeleton columns={4} />
    </div>
  )
}
