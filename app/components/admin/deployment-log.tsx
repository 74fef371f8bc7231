import { useSuspenseQuery } from '@tanstack/react-query'
import { DateTime } from '@/components/layout/time'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import { auditActionLabel } from '@/lib/audit-labels'
import { adminQueries } from '@/queries/admin'

/** The deployment's audit chain on /admin: every superadmin action, newest first. */
export function DeploymentLog() {
  const { data } = useSuspenseQuery(adminQueries.deploymentLog())
  return (
    <Card aria-labelledby="deployment-log">
      <CardHeader>
        <CardTitle id="deployment-log">Audit log</CardTitle>
        <CardDescription>
          What superadmins changed, newest first (the latest 50). Each firm&apos;s own trail also
          records what reached into it.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {data.length === 0 ? (
          <p className="text-sm text-muted-foreground">No superadmin action yet.</p>
        ) : (
          <ul aria-label="Audit log" className="divide-y">
            {data.map((event) => (
              <li key={event._id} className="grid gap-0.5 py-2 text-sm">
                <span className="break-words">{event.summary}</span>
                <span className="text-xs text-muted-foreground">
                  {auditActionLabel(event.action)} · {event.actorName} · <DateTime at={event.at} />
                </span>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  )
}
