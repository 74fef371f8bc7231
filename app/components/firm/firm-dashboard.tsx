import { useQuery } from '@tanstack/react-query'
import { Link, Navigate } from '@tanstack/react-router'
import { Activity, Archive, Briefcase, Plus } from 'lucide-react'
import { EmptyState } from '@/components/layout/empty-state'
import { StatGrid } from '@/components/layout/stat-grid'
import { RelativeTime } from '@/components/layout/time'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import { isSessionLost } from '@/lib/errors'
import { firmQueries, type FirmActivity, type FirmDashboard as Dashboard } from '@/queries/firm'
import { FirmAiUse } from './firm-ai-use'
import { FirmBillableHours } from './firm-billable-hours'
import { FirmDashboardSkeleton } from './firm-dashboard-skeleton'

/**
 * /firm: the organisation's matters by stage, its latest activity, billable hours and AI use, for
 * organisation admins.
 * The query stays live: when the viewer stops being an admin here (FORBIDDEN), leaves the firm
 * (NOT_FOUND) or the dashboard fails otherwise, the page goes to /matters, as the route guard
 * would have (spec §4). UNAUTHENTICATED is left to the shell's session watch: the Convex client
 * briefly runs without a token while the page boots, and a real sign-out goes to /login.
 */
export function FirmDashboard() {
  const dashboard = useQuery(firmQueries.dashboard())

  if (dashboard.isError && !isSessionLost(dashboard.error)) {
    return <Navigate to="/matters" replace />
  }
  if (!dashboard.data) {
    return <FirmDashboardSkeleton />
  }
  const data = dashboard.data
  return (
    <div className="grid gap-6">
      <header className="grid gap-1">
        <p className="text-sm font-medium text-muted-foreground">Firm dashboard</p>
        <h1 className="font-serif text-2xl font-semibold tracking-tight">
          {data.organizationName}
        </h1>
      </header>
      <Totals totals={data.totals} />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <StageBreakdown byStage={data.byStage} active={data.totals.active} />
        <RecentActivity events={data.recentActivity} />
      </div>
      <FirmBillableHours billable={data.billable} />
      <FirmAiUse aiUse={data.aiUse} />
    </div>
  )
}

function Totals({ totals }: { totals: Dashboard['totals'] }) {
  const stats = [
    { label: 'Active matters', value: totals.active, icon: Briefcase },
    { label: 'Archived matters', value: totals.archived, icon: Archive },
  ]
  return <StatGrid stats={stats} className="sm:grid-cols-2 lg:max-w-xl" />
}

function StageBreakdown({ byStage, active }: { byStage: Dashboard['byStage']; active: number }) {
  const largest = Math.max(1, ...byStage.map((row) => row.count))
  return (
    <Card aria-labelledby="matters-by-stage">
      <CardHeader>
        <CardTitle id="matters-by-stage">Matters by stage</CardTitle>
        <CardDescription>Active matters only; archived ones are left out.</CardDescription>
      </CardHeader>
      <CardContent>
        {active === 0 ? (
          <EmptyState
            className="border-none py-8"
            icon={<Briefcase className="size-5" aria-hidden />}
            title="No active matters"
            description="Once your team opens a matter, its litigation stage is counted here."
          >
            <Button asChild>
              <Link to="/matters/new">
                <Plus aria-hidden />
                New matter
              </Link>
            </Button>
          </EmptyState>
        ) : (
          <ul aria-label="Matters by stage" className="grid gap-3">
            {byStage.map(({ stage, count }) => {
              const label = stage ?? 'No stage'
              return (
                <li key={label} className="grid gap-1">
                  <div className="flex items-baseline justify-between gap-3 text-sm">
                    <span className={stage ? 'font-medium' : 'text-muted-foreground'}>{label}</span>
                    <span className="tabular-nums">
                      {count}
                      <span className="sr-only">{count === 1 ? ' matter' : ' matters'}</span>
                    </span>
                  </div>
                  <div className="h-2 overflow-hidden rounded-full bg-muted" aria-hidden>
                    <div
                      className="h-full rounded-full bg-brand"
                      style={{ width: `${(count / largest) * 100}%` }}
                    />
                  </div>
                </li>
              )
            })}
          </ul>
        )}
      </CardContent>
    </Card>
  )
}

function RecentActivity({ events }: { events: FirmActivity[] }) {
  return (
    <Card aria-labelledby="recent-activity">
      <CardHeader>
        <CardTitle id="recent-activity">Recent activity</CardTitle>
        <CardDescription>The latest changes to your organization&apos;s matters.</CardDescription>
      </CardHeader>
      <CardContent>
        {events.length === 0 ? (
          <EmptyState
            className="border-none py-8"
            icon={<Activity className="size-5" aria-hidden />}
            title="No activity yet"
            description="Creating, editing, archiving and restoring matters shows up here as it happens."
          />
        ) : (
          <ol aria-label="Recent activity" className="divide-y">
            {events.map((event) => (
              <ActivityItem key={event._id} event={event} />
            ))}
          </ol>
        )}
      </CardContent>
    </Card>
  )
}

function ActivityItem({ event }: { event: FirmActivity }) {
  return (
    <li className="grid gap-0.5 py-2.5 first:pt-0 last:pb-0">
      {event.matter ? (
        <Link
          to="/matters/$slug/overview/general"
          params={{ slug: event.matter.slug }}
          className="truncate text-sm font-medium underline-offset-4 hover:underline focus-visible:rounded-sm focus-visible:ring-2 focus-visible:ring-ring/30 focus-visible:outline-none"
        >
          {event.matter.name}
        </Link>
      ) : (
        <span className="text-sm text-muted-foreground">A matter that no longer exists</span>
      )}
      <p className="text-xs text-muted-foreground">
        <span className="font-medium text-foreground">{event.actorName}</span>
        {' · '}
        {event.summary}
        {' · '}
        <RelativeTime at={event.at} />
      </p>
    </li>
  )
}
