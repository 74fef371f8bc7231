import { useQuery } from '@tanstack/react-query'
import { History } from 'lucide-react'
import { useState } from 'react'
import { EmptyState } from '@/components/layout/empty-state'
import { PageSpinner } from '@/components/layout/page-spinner'
import { DateTime } from '@/components/layout/time'
import { Button } from '@/components/ui/button'
import { FormAlert } from '@/components/auth/form-alert'
import { auditActionLabel } from '@/lib/audit-labels'
import { getErrorMessage } from '@/lib/errors'
import { firmAuditQueries } from '@/queries/support'

/**
 * The firm's audit trail, newest first, a page at a time: what happened, who did it, on which
 * matter, and the event's own words (summaries are shown as text, never as markup).
 */
export function AuditTrail() {
  const [cursors, setCursors] = useState<(string | null)[]>([null])
  return (
    <ol aria-label="Audit trail" className="grid divide-y rounded-lg border">
      {cursors.map((cursor, index) => (
        <AuditTrailPage
          key={cursor ?? 'first'}
          cursor={cursor}
          isLast={index === cursors.length - 1}
          onMore={(next) => setCursors((all) => [...all, next])}
        />
      ))}
    </ol>
  )
}

type AuditTrailPageProps = {
  cursor: string | null
  isLast: boolean
  onMore: (cursor: string) => void
}

function AuditTrailPage({ cursor, isLast, onMore }: AuditTrailPageProps) {
  const page = useQuery(firmAuditQueries.trail(cursor))
  if (page.isPending) {
    return (
      <li className="p-4">
        <PageSpinner />
      </li>
    )
  }
  if (page.isError) {
    return (
      <li className="p-4">
        <FormAlert tone="error">{getErrorMessage(page.error)}</FormAlert>
      </li>
    )
  }
  if (cursor === null && page.data.page.length === 0) {
    return (
      <li>
        <EmptyState
          className="border-0"
          icon={<History className="size-5" aria-hidden />}
          title="Nothing recorded yet"
          description="Changes to matters, documents and access appear here as they happen."
        />
      </li>
    )
  }
  return (
    <>
      {page.data.page.map((event) => (
        <li key={event._id} className="grid gap-1 p-3">
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <span className="text-sm font-medium">{auditActionLabel(event.action)}</span>
            <span className="text-xs text-muted-foreground">
              <DateTime at={event.at} />
            </span>
          </div>
          <p className="text-sm break-words whitespace-pre-wrap">{event.summary}</p>
          <p className="text-xs text-muted-foreground">
            {event.actorName}
            {event.matterName ? ` · ${event.matterName}` : ''}
          </p>
        </li>
      ))}
      {isLast && !page.data.isDone ? (
        <li className="p-3">
          <Button variant="outline" size="sm" onClick={() => onMore(page.data.continueCursor)}>
            Show older events
          </Button>
        </li>
      ) : null}
    </>
  )
}
