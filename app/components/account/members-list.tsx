import { useQuery } from '@tanstack/react-query'
import { Users } from 'lucide-react'
import { useRefreshSession } from '@/components/shell/session-actions'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { NativeSelect } from '@/components/ui/native-select'
import { Spinner } from '@/components/ui/spinner'
import { toast } from '@/lib/toast-store'
import {
  organizationQueries,
  useChangeMemberRoleMutation,
  useRemoveMemberMutation,
} from '@/queries/organizations'
import type { Id } from '@convex/_generated/dataModel'
import type { OrgRole } from '@convex/lib/validators'
import { ROLE_LABELS, ROLE_OPTIONS } from './role-label'

type MembersListProps = {
  organizationId: Id<'organizations'>
  organizationName: string
  viewerId: Id<'users'>
  isAdmin: boolean
}

/**
 * Everyone in the organisation with their role. Admins change roles and remove people; anyone
 * may leave. The backend keeps at least one admin and says so (the toast shows its message).
 */
export function MembersList({
  organizationId,
  organizationName,
  viewerId,
  isAdmin,
}: MembersListProps) {
  const members = useQuery(organizationQueries.members(organizationId))
  const changeRole = useChangeMemberRoleMutation()
  const removeMember = useRemoveMemberMutation()
  const refreshSession = useRefreshSession()

  async function handleRoleChange(userId: Id<'users'>, name: string, role: OrgRole) {
    try {
      await changeRole.mutateAsync({ organizationId, userId, role })
      toast({
        variant: 'success',
        title: `${name} is now ${role === 'OrganizationAdmin' ? 'an admin' : 'a member'}`,
      })
    } catch {
      // The mutation cache shows the backend's reason; the select snaps back to the stored role.
    }
  }

  async function handleRemove(userId: Id<'users'>, name: string) {
    await removeMember.mutateAsync({ organizationId, userId })
    if (userId === viewerId) {
      toast({ variant: 'success', title: `You left ${organizationName}` })
      // The session names the current organisation; re-reading it sends the user on.
      await refreshSession()
    } else {
      toast({ variant: 'success', title: `${name} was removed` })
    }
  }

  if (members.isPending) {
    return (
      <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
        <Spinner className="size-4" /> Loading members…
      </p>
    )
  }
  if (!members.data || members.data.length === 0) {
    return (
      <p className="flex items-center gap-2 text-sm text-muted-foreground">
        <Users className="size-4" aria-hidden /> No members to show.
      </p>
    )
  }

  const adminCount = members.data.filter((member) => member.role === 'OrganizationAdmin').length
  const viewerIsSoleAdmin =
    adminCount <= 1 &&
    members.data.some((member) => member.userId === viewerId && member.role === 'OrganizationAdmin')

  return (
    <div className="grid gap-3">
      <ul aria-label="Members" className="divide-y rounded-md border">
        {members.data.map((member) => {
          const isSelf = member.userId === viewerId
          return (
            <li
              key={member.userId}
              className="flex flex-wrap items-center justify-between gap-3 px-4 py-3"
            >
              <div className="grid min-w-0 gap-0.5">
                <p className="flex items-center gap-2 text-sm font-medium">
                  <span className="truncate">{member.name}</span>
                  {isSelf ? <Badge variant="outline">You</Badge> : null}
                </p>
                <p className="truncate text-xs text-muted-foreground">{member.email}</p>
              </div>
              <div className="flex items-center gap-2">
                {isAdmin ? (
                  <NativeSelect
                    aria-label={`Role of ${member.name}`}
                    value={member.role}
                    disabled={changeRole.isPending}
                    onChange={(event) =>
                      void handleRoleChange(
                        member.userId,
                        member.name,
                        event.target.value as OrgRole,
                      )
                    }
                    className="w-32"
                  >
                    {ROLE_OPTIONS.map((role) => (
                      <option key={role} value={role}>
                        {ROLE_LABELS[role]}
                      </option>
                    ))}
                  </NativeSelect>
                ) : (
                  <Badge variant={member.role === 'OrganizationAdmin' ? 'brand' : 'secondary'}>
                    {ROLE_LABELS[member.role]}
                  </Badge>
                )}
                {isSelf && viewerIsSoleAdmin ? (
                  // The backend refuses this too (CONFLICT); saying so up front spares a failed try.
                  <Button variant="outline" size="sm" disabled aria-describedby="sole-admin-note">
                    Leave
                  </Button>
                ) : isSelf ? (
                  <ConfirmDialog
                    trigger={
                      <Button variant="outline" size="sm">
                        Leave
                      </Button>
                    }
                    title={`Leave ${organizationName}?`}
                    description="You lose access to its matters and documents until an admin invites you again."
                    confirmLabel="Leave organization"
                    destructive
                    onConfirm={() => handleRemove(member.userId, member.name)}
                  />
                ) : isAdmin ? (
                  <ConfirmDialog
                    trigger={
                      <Button variant="outline" size="sm" aria-label={`Remove ${member.name}`}>
                        Remove
                      </Button>
                    }
                    title={`Remove ${member.name}?`}
                    description={`${member.name} loses access to ${organizationName} at once.`}
                    confirmLabel="Remove member"
                    destructive
                    onConfirm={() => handleRemove(member.userId, member.name)}
                  />
                ) : null}
              </div>
            </li>
          )
        })}
      </ul>
      {viewerIsSoleAdmin ? (
        <p id="sole-admin-note" className="text-sm text-muted-foreground">
          You are the only admin. Make someone else an admin before you leave.
        </p>
      ) : null}
    </div>
  )
}
