import { convexQuery, useConvexMutation } from '@/lib/convex-react'
import { useMutation } from '@tanstack/react-query'
import { api } from '@convex/_generated/api'
import type { Id } from '@convex/_generated/dataModel'

export const organizationQueries = {
  listMine: () => convexQuery(api.organizations.listMine, {}),
  members: (organizationId: Id<'organizations'>) =>
    convexQuery(api.organizations.members, { organizationId }),
  invitations: (organizationId: Id<'organizations'>) =>
    convexQuery(api.organizations.invitations, { organizationId }),
  myInvitations: () => convexQuery(api.organizations.myInvitations, {}),
}

export function useCreateOrganizationMutation() {
  return useMutation({ mutationFn: useConvexMutation(api.organizations.create) })
}

export function useSetCurrentOrganizationMutation() {
  return useMutation({ mutationFn: useConvexMutation(api.organizations.setCurrent) })
}

export function useRenameOrganizationMutation() {
  return useMutation({ mutationFn: useConvexMutation(api.organizations.rename) })
}

export function useChangeMemberRoleMutation() {
  return useMutation({ mutationFn: useConvexMutation(api.organizations.changeRole) })
}

export function useRemoveMemberMutation() {
  return useMutation({ mutationFn: useConvexMutation(api.organizations.removeMember) })
}

export function useInviteMemberMutation() {
  return useMutation({ mutationFn: useConvexMutation(api.organizations.invite) })
}

export function useRevokeInvitationMutation() {
  return useMutation({ mutationFn: useConvexMutation(api.organizations.revokeInvitation) })
}

export function useAcceptInvitationsMutation() {
  return useMutation({ mutationFn: useConvexMutation(api.organizations.acceptPendingInvitations) })
}
