import { Link } from '@tanstack/react-router'
import { Clock } from 'lucide-react'
import { EmptyState } from '@/components/layout/empty-state'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import { TableHead, numberCell, textCell } from '@/components/ui/table-head'
import type { FirmDashboard } from '@/queries/firm'
import { formatHours } from '@shared/timeRules'

type Billable = FirmDashboard['billable']
type Row = { key: string; label: React.ReactNode; week: number; month: number }

const dayFormat = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  timeZone: 'UTC',
})
const monthFormat = new Intl.DateTimeFormat('en-GB', { month: 'long', timeZone: 'UTC' })
const day = (text: string) => Date.parse(`${text}T00:00:00Z`)

/** Week and month rows joined by key, the most billed this month first. */
function joinPeriods<T extends { billedMinutes: number }>(
  week: T[],
  month: T[],
  keyOf: (row: T) => string,
  labelOf: (row: T) => React.ReactNode,
): Row[] {
  const rows = new Map<string, Row>()
  for (const [period, list] of [
    ['week', week],
    ['month', month],
  ] as const) {
    for (const entry of list) {
      const key = keyOf(entry)
      const row = rows.get(key) ?? { key, label: labelOf(entry), week: 0, month: 0 }
      row[period] = entry.billedMinutes
      rows.set(key, row)
    }
  }
  return [...rows.values()].sort((a, b) => b.month - a.month || b.week - a.week)
}

const hours = (minutes: number) => (minutes === 0 ? '–' : formatHours(minutes))

function HoursTable({ caption, first, rows }: { caption: string; first: string; rows: Row[] }) {
  return (
    <div className="overflow-x-auto rounded-md border">
      <table className="w-full text-sm">
        <caption className="px-3 py-2 text-left text-sm font-medium">{caption}</caption>
        <TableHead
          columns={[
            { label: first },
            { label: 'This week (h)', numeric: true },
            { label: 'This month (h)', numeric: true },
          ]}
        />
        <tbody className="divide-y">
          {rows.map((row) => (
            <tr key={row.key}>
              <th scope="row" className={`${textCell} font-normal`}>
                {row.label}
              </th>
              <td className={numberCell}>{hours(row.week)}</td>
              <td className={numberCell}>{hours(row.month)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}

/** The firm's billable hours this week and this month (billed, rounded), by person and by matter. */
export function FirmBillableHours({ billable }: { billable: Billable }) {
  const { week, month } = billable
  const people = joinPeriods(
    week.byPerson,
    month.byPerson,
    (row) => row.userId,
    (row) => row.name,
  )
  const matters = joinPeriods(
    week.byMatter,
    month.byMatter,
    (row) => row.projectId,
    (row) =>
      row.matter ? (
        <Link
          to="/matters/$slug/timers"
          params={{ slug: row.matter.slug }}
          className="rounded-sm underline-offset-4 hover:underline focus-visible:ring-2 focus-visible:ring-ring/30 focus-visible:outline-none"
        >
          {row.matter.name}
        </Link>
      ) : (
        <span className="text-muted-foreground">A matter that no longer exists</span>
      ),
  )
  const weekLabel = `Week of ${dayFormat.format(day(week.from))}`
  return (
    <Card aria-labelledby="billable-hours">
      <CardHeader>
        <CardTitle id="billable-hours">Billable hours</CardTitle>
        <CardDescription>
          {weekLabel}: {formatHours(week.billedMinutes)} h · {monthFormat.format(day(month.from))}:{' '}
          {formatHours(month.billedMinutes)} h{billable.capped ? ' (at least)' : ''}. Billed time of
          billable entries; weeks start on Monday.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {people.length === 0 ? (
          <EmptyState
            className="border-none py-8"
            icon={<Clock className="size-5" aria-hidden />}
            title="No billable time this week or month"
            description="Billable time your team records on its matters is summed here, by person and by matter."
          />
        ) : (
          <div className="grid gap-4 lg:grid-cols-2">
            <HoursTable caption="By person" first="Person" rows={people} />
            <HoursTable caption="By matter" first="Matter" rows={matters} />
          </div>
        )}
      </CardContent>
    </Card>
  )
}
