import { Link } from '@tanstack/react-router'
import { DateTime, RelativeTime, useNow } from '@/components/layout/time'
import { auditActionLabel } from '@/lib/audit-labels'
import type { MatterDashboard } from '@/queries/matters'
import { formatDuration, timerElapsedMs } from '@shared/timeRules'
import { DashboardTile } from './dashboard-tile'

const weekStart = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  timeZone: 'UTC',
})

type WeekTime = MatterDashboard['time']
type Person = WeekTime['people'][number]

/** A person's timer on the matter: its clock as of now (paused timers keep their time). */
function TimerNote({ timer }: { timer: NonNullable<Person['timer']> }) {
  const now = useNow()
  const running = timer.runningSince !== null
  const minutes = now === null ? null : Math.floor(timerElapsedMs(timer, now) / 60_000)
  return (
    <span className="text-xs text-muted-foreground">
      {running ? 'Timer running' : 'Timer paused'}
      {minutes !== null ? ` · ${formatDuration(minutes)} not yet recorded` : ''}
    </span>
  )
}

/** This week's time on the matter by person (Monday to Sunday, UTC), with their timers. */
export function TimeTile({ slug, time }: { slug: string; time: WeekTime }) {
  const from = weekStart.format(Date.parse(`${time.week.from}T00:00:00Z`))
  return (
    <DashboardTile
      title="Time this week"
      description={`Week of ${from} · ${formatDuration(time.totalMinutes)} recorded`}
      linkText="Open timers"
      link={(props) => <Link to="/matters/$slug/timers" params={{ slug }} {...props} />}
    >
      {time.people.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          No time recorded on this matter this week, and no timer is running on it.
        </p>
      ) : (
        <ul aria-label="Time this week by person" className="grid gap-2.5">
          {time.people.map((person) => (
            <li key={person.userId} className="flex items-start justify-between gap-3 text-sm">
              <span className="grid min-w-0 gap-0.5">
                <span className="truncate font-medium">{person.name}</span>
                {person.timer ? <TimerNote timer={person.timer} /> : null}
              </span>
              <span className="grid justify-items-end gap-0.5 text-right">
                <span className="tabular-nums">{formatDuration(person.minutes)}</span>
                {person.billedMinutes !== person.minutes ? (
                  <span className="text-xs text-muted-foreground tabular-nums">
                    {formatDuration(person.billedMinutes)} billed
                  </span>
                ) : null}
              </span>
            </li>
          ))}
        </ul>
      )}
    </DashboardTile>
  )
}

/** The matter's latest changes: what was done, by whom, when (never a document's words). */
export function ActivityTile({
  slug,
  activity,
}: {
  slug: string
  activity: MatterDashboard['activity']
}) {
  return (
    <DashboardTile
      title="Latest activity"
      linkText="Matter overview"
      link={(props) => <Link to="/matters/$slug/overview/general" params={{ slug }} {...props} />}
    >
      {activity.length === 0 ? (
        <p className="text-sm text-muted-foreground">No activity recorded yet.</p>
      ) : (
        <ol aria-label="Latest activity" className="grid gap-3">
          {activity.map((event) => (
            <li key={event._id} className="grid gap-0.5 text-sm">
              <span>{auditActionLabel(event.action)}</span>
              <span className="text-xs text-muted-foreground">
                {event.actorName} · <RelativeTime at={event.at} />
              </span>
            </li>
          ))}
        </ol>
      )}
    </DashboardTile>
  )
}

/** The dates the matter holds; Casefile keeps no court deadlines or hearings for it yet. */
export function KeyDatesTile({ slug, dates }: { slug: string; dates: MatterDashboard['dates'] }) {
  const rows: { label: string; value: React.ReactNode }[] = [
    { label: 'Opened', value: <DateTime at={dates.openedAt} dateOnly /> },
    { label: 'Last activity', value: <RelativeTime at={dates.lastActivityAt} /> },
  ]
  if (dates.archivedAt !== null) {
    rows.push({ label: 'Archived', value: <DateTime at={dates.archivedAt} dateOnly /> })
  }
  if (dates.classPeriod !== null) {
    rows.push({ label: 'Class period', value: dates.classPeriod })
  }
  return (
    <DashboardTile
      title="Key dates"
      linkText="Matter details"
      link={(props) => <Link to="/matters/$slug/overview/details" params={{ slug }} {...props} />}
    >
      <div className="grid gap-4">
        <dl className="grid grid-cols-[8rem_minmax(0,1fr)] gap-x-4 gap-y-2 text-sm">
          {rows.map((row) => (
            <div key={row.label} className="contents">
              <dt className="text-muted-foreground">{row.label}</dt>
              <dd>{row.value}</dd>
            </div>
          ))}
        </dl>
        <p className="text-xs text-muted-foreground">
          No deadlines or hearing dates are recorded for this matter.
        </p>
      </div>
    </DashboardTile>
  )
}
