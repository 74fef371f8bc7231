/** The matter dashboard's shape while it loads: six tiles. */
export function MatterDashboardSkeleton() {
  return (
    <div
      role="status"
      aria-label="Loading the matter dashboard"
      className="grid gap-6 md:grid-cols-2 xl:grid-cols-3"
    >
      {Array.from({ length: 6 }, (_, index) => (
        <div key={index} className="h-56 animate-pulse rounded-lg bg-muted" />
      ))}
    </div>
  )
}
