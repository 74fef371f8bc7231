import { useQuery } from '@tanstack/react-query'
import { MailPlus } from 'lucide-react'
import { useRefreshSession } from '@/components/shell/session-actions'
import { Button } from '@/components/ui/button'
import { Spinner } from '@/components/ui/spinner'
import { toast } from '@/lib/toast-store'
import { organizationQueries, useAcceptInvitationsMutation } from '@/queries/organizations'
import { ROLE_LABELS } from './role-label'
import { AccountSection } from './section'

/** Invitations addressed to the signed-in user; shown only when there are some. */
export function MyInvitations() {
  const invitations = useQuery(organizationQueries.myInvitations())
  const accept = useAcceptInvitationsMutation()
  const refreshSession = useRefreshSession()

  if (!invitations.data || invitations.data.length === 0) {
    return null
  }

  async function handleAccept() {
    try {
      const joined = await accept.mutateAsync({})
      toast({
        variant: 'success',
        title:
          joined.length === 1
            ? 'You joined the organization'
            : `You joined ${joined.length} organizations`,
        description: 'Switch between them from the menu at the top left.',
      })
      await refreshSession()
    } catch {
      // The mutation cache has already shown the reason.
    }
  }

  return (
    <AccountSection
      title="Invitations for you"
      description="Organizations that invited your email address."
    >
      <div className="grid gap-4">
        <ul aria-label="Invitations for you" className="divide-y rounded-md border">
          {invitations.data.map((invitation) => (
            <li key={invitation._id} className="flex items-center gap-3 px-4 py-3 text-sm">
              <MailPlus className="size-4 text-muted-foreground" aria-hidden />
              <span className="font-medium">{invitation.organizationName}</span>
              <span className="text-muted-foreground">as {ROLE_LABELS[invitation.role]}</span>
            </li>
          ))}
        </ul>
        <div>
          <Button onClick={() => void handleAccept()} disabled={accept.isPending}>
            {accept.isPending ? <Spinner className="size-4" /> : null}
            {invitations.data.length === 1 ? 'Accept invitation' : 'Accept all invitations'}
          </Button>
        </div>
      </div>
    </AccountSection>
  )
}
