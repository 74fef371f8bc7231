/** What a matter shows while it loads: its header, navigation and a content block. */
export function MatterSkeleton() {
  return (
    <div className="grid gap-6" role="status" aria-label="Loading matter">
      <div className="grid gap-2">
        <div className="h-3 w-16 animate-pulse rounded bg-muted" />
        <div className="h-7 w-72 animate-pulse rounded bg-muted" />
        <div className="h-4 w-48 animate-pulse rounded bg-muted" />
      </div>
      <div className="flex gap-4 border-b pb-3">
        {Array.from({ length: 8 }, (_, index) => (
          <div key={index} className="h-4 w-16 animate-pulse rounded bg-muted" />
        ))}
      </div>
      <div className="h-64 animate-pulse rounded-lg border bg-card" />
    </div>
  )
}
