// The superadmin console's users and organisations (/admin/users, /admin/organizations).
import { useMutation } from '@tanstack/react-query'
import type { FunctionArgs, FunctionReturnType } from 'convex/server'
import { convexQuery, useConvexAction, useConvexMutation } from '@/lib/convex-react'
import { api } from '@convex/_generated/api'

/** Rows on a page of the console's lists. */
export const CONSOLE_PAGE_SIZE = 25

export type UserListFilters = Omit<FunctionArgs<typeof api.admin.users.list>, 'paginationOpts'>
export type ConsoleUser = FunctionReturnType<typeof api.admin.users.get>
export type ConsoleUserRow = FunctionReturnType<typeof api.admin.users.list>['page'][number]
export type ConsoleOrganization = FunctionReturnType<typeof api.admin.organizations.get>
export type ConsoleOrganizationRow = FunctionReturnType<
  typeof api.admin.organizations.list
>['page'][number]

export const consoleQueries = {
  users: (filters: UserListFilters, cursor: string | null) =>
    convexQuery(api.admin.users.list, {
      ...filters,
      paginationOpts: { numItems: CONSOLE_PAGE_SIZE, cursor },
    }),
  user: (userId: string) => convexQuery(api.admin.users.get, { userId }),
  organizations: (search: string, cursor: string | null) =>
    convexQuery(api.admin.organizations.list, {
      ...(search ? { search } : {}),
      paginationOpts: { numItems: CONSOLE_PAGE_SIZE, cursor },
    }),
  organizationChoices: () => convexQuery(api.admin.organizations.choices, {}),
  organization: (organizationId: string) =>
    convexQuery(api.admin.organizations.get, { organizationId }),
}

export function useUpdateUserMutation() {
  return useMutation({
    mutationFn: useConvexMutation(api.admin.users.update),
    meta: { showsOwnErrors: true },
  })
}

export function useSetPasswordAction() {
  return useMutation({
    mutationFn: useConvexAction(api.admin.passwords.setPassword),
    meta: { showsOwnErrors: true },
  })
}

export function useMarkVerifiedMutation() {
  return useMutation({ mutationFn: useConvexMutation(api.admin.users.markVerified) })
}

export function useSetDisabledMutation() {
  return useMutation({ mutationFn: useConvexMutation(api.admin.users.setDisabled) })
}

export function useEndSessionsMutation() {
  return useMutation({ mutationFn: useConvexMutation(api.admin.users.endAllSessions) })
}

export function useSetSuperadminMutation() {
  return useMutation({ mutationFn: useConvexMutation(api.admin.users.setSuperadmin) })
}

export function useAssignMembershipMutation() {
  return useMutation({
    mutationFn: useConvexMutation(api.admin.memberships.assign),
    meta: { showsOwnErrors: true },
  })
}

export function useRemoveMembershipMutation() {
  return useMutation({ mutationFn: useConvexMutation(api.admin.memberships.remove) })
}

export function useCreateOrganizationByAdminMutation() {
  return useMutation({
    mutationFn: useConvexMutation(api.admin.organizations.create),
    meta: { showsOwnErrors: true },
  })
}

export function useRenameOrganizationByAdminMutation() {
  return useMutation({
    mutationFn: useConvexMutation(api.admin.organizations.rename),
    meta: { showsOwnErrors: true },
  })
}

export function useSetSuspendedMutation() {
  return useMutation({ mutationFn: useConvexMutation(api.admin.organizations.setSuspended) })
}
