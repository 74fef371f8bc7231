/** The extract screen while it loads: the filter bar and two documents' facts. */
export function ExtractSkeleton() {
  return (
    <div className="grid gap-6" aria-busy="true" aria-label="Loading facts">
      <div className="h-9 w-40 animate-pulse rounded bg-muted" />
      <div className="flex flex-wrap gap-2">
        {[0, 1, 2].map((i) => (
          <div key={i} className="h-10 w-56 animate-pulse rounded-md bg-muted" />
        ))}
      </div>
      {[0, 1].map((i) => (
        <div key={i} className="h-48 animate-pulse rounded-lg bg-muted" />
      ))}
    </div>
  )
}
