import { useSuspenseQuery } from '@tanstack/react-query'
import type { Id } from '@convex/_generated/dataModel'
import { matterQueries } from '@/queries/matters'
import { DocumentsTile, DraftsTile, TablesTile } from './matter-dashboard-work'
import { ActivityTile, KeyDatesTile, TimeTile } from './matter-dashboard-time'

type MatterDashboardProps = { projectId: Id<'projects'>; slug: string }

/**
 * /matters/{slug}/dashboard: the matter at a glance, each tile linking to its place in the matter.
 * The query is live, so an upload, a table run or a recorded entry shows without a reload.
 */
export function MatterDashboard({ projectId, slug }: MatterDashboardProps) {
  const { data } = useSuspenseQuery(matterQueries.dashboard(projectId))
  return (
    <section aria-labelledby="matter-dashboard-heading" className="grid gap-4">
      <h2 id="matter-dashboard-heading" className="text-lg font-semibold tracking-tight">
        Dashboard
      </h2>
      <div className="grid gap-6 md:grid-cols-2 xl:grid-cols-3">
        <DocumentsTile slug={slug} documents={data.documents} />
        <TablesTile slug={slug} tables={data.tables} />
        <DraftsTile slug={slug} drafts={data.drafts} />
        <TimeTile slug={slug} time={data.time} />
        <ActivityTile slug={slug} activity={data.activity} />
        <KeyDatesTile slug={slug} dates={data.dates} />
      </div>
    </section>
  )
}
