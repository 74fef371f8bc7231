import { DateTime } from '@/components/layout/time'
import { useQuery } from '@tanstack/react-query'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { Spinner } from '@/components/ui/spinner'
import { toast } from '@/lib/toast-store'
import { organizationQueries, useRevokeInvitationMutation } from '@/queries/organizations'
import type { Id } from '@convex/_generated/dataModel'
import { ROLE_LABELS } from './role-label'

/** Invitations nobody has accepted yet (admins), each withdrawable. */
export function PendingInvitations({ organizationId }: { organizationId: Id<'organizations'> }) {
  const invitations = useQuery(organizationQueries.invitations(organizationId))
  const revoke = useRevokeInvitationMutation()

  if (invitations.isPending) {
    return (
      <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
        <Spinner className="size-4" /> Loading invitations…
      </p>
    )
  }
  if (!invitations.data || invitations.data.length === 0) {
    return <p className="text-sm text-muted-foreground">No pending invitations.</p>
  }

  return (
    <ul aria-label="Pending invitations" className="divide-y rounded-md border">
      {invitations.data.map((invitation) => (
        <li key={invitation._id} className="flex items-center justify-between gap-3 px-4 py-3">
          <div className="grid min-w-0 gap-0.5">
            <p className="flex items-center gap-2 text-sm font-medium">
              <span className="truncate">{invitation.email}</span>
              <Badge variant="outline">{ROLE_LABELS[invitation.role]}</Badge>
            </p>
            <p className="text-xs text-muted-foreground">
              Invited <DateTime at={invitation._creationTime} dateOnly />
            </p>
          </div>
          <ConfirmDialog
            trigger={
              <Button
                variant="outline"
                size="sm"
                aria-label={`Withdraw invitation for ${invitation.email}`}
              >
                Withdraw
              </Button>
            }
            title="Withdraw this invitation?"
            description={`${invitation.email} will no longer join when they sign up or sign in.`}
            confirmLabel="Withdraw invitation"
            destructive
            onConfirm={async () => {
              await revoke.mutateAsync({ invitationId: invitation._id })
              toast({ variant: 'success', title: 'Invitation withdrawn' })
            }}
          />
        </li>
      ))}
    </ul>
  )
}
