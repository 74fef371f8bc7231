// Apart from matters-list.tsx: the route's pendingComponent is in the first route's JavaScript,
// and this way the list itself is not.

/** What the list shows while matters load: the header and a few placeholder rows. */
export function MattersListSkeleton() {
  return (
    <div className="grid gap-6" role="status" aria-label="Loading matters">
      <div className="grid gap-2">
        <div className="h-7 w-32 animate-pulse rounded bg-muted" />
        <div className="h-4 w-40 animate-pulse rounded bg-muted" />
      </div>
      <div className="h-20 animate-pulse rounded-lg border bg-card" />
      <div className="grid gap-px overflow-hidden rounded-lg border bg-card">
        {Array.from({ length: 6 }, (_, index) => (
          <div key={index} className="flex gap-6 px-4 py-4">
            <div className="h-4 w-1/4 animate-pulse rounded bg-muted" />
            <div className="h-4 w-1/3 animate-pulse rounded bg-muted" />
            <div className="h-4 w-16 animate-pulse rounded bg-muted" />
            <div className="h-4 w-24 animate-pulse rounded bg-muted" />
          </div>
        ))}
      </div>
    </div>
  )
}
