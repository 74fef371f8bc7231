import { useState } from 'react'
import { Button } from '@/components/ui/button'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { toast } from '@/lib/toast-store'
import { type SupportGrant, useEndSupportMutation } from '@/queries/support'
import { ClockTime } from './clock-time'

type SupportGrantsProps = {
  grants: SupportGrant[]
  selectedId: string | null
  onSelect: (grantId: string | null) => void
}

/** The viewer's live grants: the firm, the reason, until when; read under one, or end it now. */
export function SupportGrants({ grants, selectedId, onSelect }: SupportGrantsProps) {
  const end = useEndSupportMutation()
  const [ending, setEnding] = useState<SupportGrant | null>(null)

  if (grants.length === 0) {
    return (
      <p className="text-sm text-muted-foreground">
        You have no live access. Open access to a firm above to read its conversations.
      </p>
    )
  }
  return (
    <>
      <ul aria-label="Live support access" className="divide-y">
        {grants.map((grant) => (
          <li key={grant._id} className="flex flex-wrap items-start justify-between gap-3 py-3">
            <div className="grid min-w-0 gap-1">
              <span className="font-medium">{grant.organizationName}</span>
              <span className="text-sm break-words whitespace-pre-wrap text-muted-foreground">
                {grant.reason}
              </span>
              <span className="text-xs text-muted-foreground">
                Until <ClockTime at={grant.expiresAt} />
              </span>
            </div>
            <div className="flex shrink-0 gap-2">
              <Button
                size="sm"
                variant={grant._id === selectedId ? 'default' : 'outline'}
                aria-pressed={grant._id === selectedId}
                onClick={() => onSelect(grant._id)}
              >
                Read conversations of {grant.organizationName}
              </Button>
              <Button size="sm" variant="ghost" onClick={() => setEnding(grant)}>
                End access
              </Button>
            </div>
          </li>
        ))}
      </ul>
      <ConfirmDialog
        open={ending !== null}
        onOpenChange={(open) => (open ? undefined : setEnding(null))}
        title="End support access?"
        description={
          ending
            ? `You will no longer read the conversations of ${ending.organizationName}.`
            : undefined
        }
        confirmLabel="End access"
        onConfirm={async () => {
          if (!ending) return
          await end.mutateAsync({ grantId: ending._id })
          if (ending._id === selectedId) onSelect(null)
          setEnding(null)
          toast({ variant: 'success', title: 'Support access ended' })
        }}
      />
    </>
  )
}
