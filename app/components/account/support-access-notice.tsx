import { useQuery } from '@tanstack/react-query'
import { ShieldAlert } from 'lucide-react'
import { ClockTime } from '@/components/support/clock-time'
import { useNow } from '@/components/layout/time'
import { firmAuditQueries } from '@/queries/support'

/**
 * Tells the firm's admins that Casefile support may read its conversations right now, until when
 * and why (one line per live grant). Renders nothing when there is none.
 */
export function SupportAccessNotice() {
  const access = useQuery(firmAuditQueries.supportAccess())
  const now = useNow()
  // The live query is not re-run when an expiry passes; the clock hides what has ended.
  const live = (access.data ?? []).filter((grant) => now === null || grant.expiresAt > now)
  if (live.length === 0) return null
  return (
    <div
      role="status"
      aria-label="Support access"
      className="grid gap-2 rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950 dark:border-amber-700 dark:bg-amber-950/40 dark:text-amber-100"
    >
      {live.map((grant) => (
        <p key={grant._id} className="flex items-start gap-2 break-words whitespace-pre-wrap">
          <ShieldAlert className="mt-0.5 size-4 shrink-0" aria-hidden />
          <span>
            Casefile support can read conversations until <ClockTime at={grant.expiresAt} />:{' '}
            {grant.reason}
          </span>
        </p>
      ))}
    </div>
  )
}
