import { Link } from '@tanstack/react-router'
import { Pencil } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card'
import type { Matter, MatterActivity } from '@/queries/matters'
import { MatterPartiesDetail } from './matter-parties'
import { DateTime, RelativeTime } from '@/components/layout/time'

/** Long free text with its line breaks kept, or a quiet note that it is not written yet. */
function Prose({ text, empty }: { text?: string; empty: string }) {
  if (!text) {
    return <p className="text-sm text-muted-foreground">{empty}</p>
  }
  return <p className="text-sm leading-relaxed whitespace-pre-line">{text}</p>
}

/** /overview/general: what the matter is about, who is involved, and what happened lately. */
export function MatterOverviewGeneral({
  matter,
  activity,
}: {
  matter: Matter
  activity: MatterActivity[]
}) {
  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
      <div className="grid content-start gap-6">
        <Card aria-labelledby="summary-heading">
          <CardHeader>
            <CardTitle id="summary-heading">Summary</CardTitle>
          </CardHeader>
          <CardContent>
            <Prose text={matter.summary} empty="No summary yet. Add one from Edit matter." />
          </CardContent>
        </Card>
        <Card aria-labelledby="allegations-heading">
          <CardHeader>
            <CardTitle id="allegations-heading">Key allegations</CardTitle>
          </CardHeader>
          <CardContent>
            <Prose text={matter.keyAllegations} empty="No key allegations recorded yet." />
          </CardContent>
        </Card>
        <Card aria-labelledby="parties-heading">
          <CardHeader>
            <CardTitle id="parties-heading">Parties</CardTitle>
          </CardHeader>
          <CardContent>
            <MatterPartiesDetail
              representedParties={matter.representedParties}
              adverseParties={matter.adverseParties}
            />
          </CardContent>
        </Card>
      </div>
      <Card aria-labelledby="activity-heading" className="content-start self-start">
        <CardHeader>
          <CardTitle id="activity-heading">Recent activity</CardTitle>
        </CardHeader>
        <CardContent>
          {activity.length === 0 ? (
            <p className="text-sm text-muted-foreground">No activity recorded yet.</p>
          ) : (
            <ol className="grid gap-4">
              {activity.map((event) => (
                <li key={event._id} className="grid gap-0.5 text-sm">
                  <span>{event.summary}</span>
                  <span className="text-xs text-muted-foreground">
                    {event.actorName} · <RelativeTime at={event.at} />
                  </span>
                </li>
              ))}
            </ol>
          )}
        </CardContent>
      </Card>
    </div>
  )
}

/** /overview/details: every recorded field of the matter, with the way to change them. */
export function MatterOverviewDetails({ matter }: { matter: Matter }) {
  const rows: { label: string; value: React.ReactNode }[] = [
    { label: 'Matter name', value: matter.name },
    { label: 'Docket number', value: matter.docketNumber },
    { label: 'Internal Matter ID', value: matter.internalMatterId },
    { label: 'Judge', value: matter.judge },
    { label: 'Court', value: matter.court },
    { label: 'Litigation stage', value: matter.litigationStage ?? 'Not set' },
    { label: 'Class period', value: matter.classPeriod },
    {
      label: 'Description',
      value: matter.description ? (
        <span className="whitespace-pre-line">{matter.description}</span>
      ) : undefined,
    },
    { label: 'Created', value: <DateTime at={matter._creationTime} /> },
    { label: 'Last activity', value: <DateTime at={matter.lastActivityAt} /> },
  ]
  if (matter.archivedAt !== undefined) {
    rows.push({ label: 'Archived', value: <DateTime at={matter.archivedAt} /> })
  }
  return (
    <Card aria-labelledby="details-heading">
      <CardHeader className="flex flex-wrap items-center justify-between gap-3">
        <CardTitle id="details-heading">Matter details</CardTitle>
        <Button variant="outline" size="sm" asChild>
          <Link to="/matters/$slug/edit" params={{ slug: matter.slug }}>
            <Pencil className="size-4" aria-hidden />
            Edit
          </Link>
        </Button>
      </CardHeader>
      <CardContent>
        <dl className="grid gap-x-8 gap-y-4 sm:grid-cols-[12rem_minmax(0,1fr)]">
          {rows.map(({ label, value }) => (
            <div key={label} className="contents">
              <dt className="text-sm font-medium text-muted-foreground">{label}</dt>
              <dd className="text-sm">
                {value ?? <span className="text-muted-foreground">Not recorded</span>}
              </dd>
            </div>
          ))}
        </dl>
      </CardContent>
    </Card>
  )
}
