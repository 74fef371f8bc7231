import { convexQuery, useConvexMutation } from '@/lib/convex-react'
import { useMutation } from '@tanstack/react-query'
import { api } from '@convex/_generated/api'
import type { Id } from '@convex/_generated/dataModel'

export const organizationQueries = {
  listMine: () => convexQuery(api.accounts.organizations.listMine, {}),
  members: (organizationId: Id<'organizations'>) =>
    convexQuery(api.accounts.organizations.members, { organizationId }),
  invitations: (organizationId: Id<'organizations'>) =>
    convexQuery(api.accounts.organizations.invitations, { organizationId }),
  myInvitations: () => convexQuery(api.accounts.organizations.myInvitations, {}),
}

export function useCreateOrganizationMutation() {
  return useMutation({ mutationFn: useConvexMutation(api.accounts.organizations.create) })
}

export function useSetCurrentOrganizationMutation() {
  return useMutation({ mutationFn: useConvexMutation(api.accounts.organizations.setCurrent) })
}

export function useRenameOrganizationMutation() {
  return useMutation({ mutationFn: useConvexMutation(api.accounts.organizations.rename) })
}

export function useChangeMemberRoleMutation() {
  return useMutation({ mutationFn: useConvexMutation(api.accounts.organizations.changeRole) })
}

export function useRemoveMemberMutation() {
  return useMutation({ mutationFn: useConvexMutation(api.accounts.organizations.removeMember) })
}

export function useInviteMemberMutation() {
  return useMutation({ mutationFn: useConvexMutation(api.accounts.organizations.invite) })
}

export function useRevokeInvitationMutation() {
  return useMutation({ mutationFn: useConvexMutation(api.accounts.organizations.revokeInvitation) })
}

export function useAcceptInvitationsMutation() {
  return useMutation({
    mutationFn: useConvexMutation(api.accounts.organizations.acceptPendingInvitations),
  })
}
