/** The table library while it loads: three table cards and a templates box. */
export function TablesLibrarySkeleton() {
  return (
    <div className="grid gap-6" aria-busy="true" aria-label="Loading tables">
      <div className="h-9 w-40 animate-pulse rounded bg-muted" />
      <div className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
        {[0, 1, 2].map((i) => (
          <div key={i} className="h-24 animate-pulse rounded-lg bg-muted" />
        ))}
      </div>
      <div className="h-40 animate-pulse rounded-lg bg-muted" />
    </div>
  )
}
