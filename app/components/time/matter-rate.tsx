import { useQuery } from '@tanstack/react-query'
import { formatMoney } from '@/lib/time-display'
import { timeQueries, useRateMutations } from '@/queries/time'
import type { Id } from '@convex/_generated/dataModel'
import { RateForm } from './rate-form'

const SOURCE = { matter: 'the matter’s rate', user: 'your rate', firm: 'the firm’s rate' } as const

/**
 * The rate on a matter's timers page: what the viewer's entries bill at and where it comes from;
 * organisation admins set the matter's own rate, which wins over a person's and the firm's.
 */
export function MatterRate({
  projectId,
  archived,
}: {
  projectId: Id<'projects'>
  archived: boolean
}) {
  const rate = useQuery(timeQueries.matterRate(projectId))
  const rates = useRateMutations()
  if (!rate.data) return null
  const { yours, canChange, matterCents } = rate.data
  return (
    <div className="grid gap-2 text-sm">
      <p className="text-muted-foreground">
        {yours
          ? `Your entries here bill at ${formatMoney(yours.cents)} an hour (${SOURCE[yours.source]}).`
          : 'No rate applies to your entries here yet.'}
      </p>
      {canChange && !archived ? (
        <RateForm
          label="Matter’s hourly rate"
          placeholder="None: a person’s or the firm’s"
          cents={matterCents}
          submit="Save rate"
          saved="Matter rate saved"
          onSave={(cents) => rates.matter.mutateAsync({ projectId, cents })}
        />
      ) : null}
    </div>
  )
}
