// Apart from firm-dashboard.tsx: the route's pendingComponent is in the first route's JavaScript,
// and this way the dashboard itself is not.

/** The dashboard's shape while it loads. */
export function FirmDashboardSkeleton() {
  return (
    <div role="status" aria-label="Loading the firm dashboard" className="grid gap-6">
      <div className="grid gap-2">
        <div className="h-4 w-28 animate-pulse rounded bg-muted" />
        <div className="h-7 w-64 animate-pulse rounded bg-muted" />
      </div>
      <div className="grid gap-3 sm:grid-cols-2 lg:max-w-xl">
        <div className="h-20 animate-pulse rounded-lg bg-muted" />
        <div className="h-20 animate-pulse rounded-lg bg-muted" />
      </div>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <div className="h-72 animate-pulse rounded-lg bg-muted" />
        <div className="h-72 animate-pulse rounded-lg bg-muted" />
      </div>
    </div>
  )
}
