import { convexQuery, useConvexMutation } from '@/lib/convex-react'
import { useMutation } from '@tanstack/react-query'
import type { FunctionReturnType } from 'convex/server'
import { api } from '@convex/_generated/api'

/** A firm's threads under a support grant, as /admin/chat lists them. */
export type SupportThreads = FunctionReturnType<typeof api.admin.support.threads>
/** One thread read under a grant. */
export type SupportThread = FunctionReturnType<typeof api.admin.support.readThread>
/** A live grant of the viewer's. */
export type SupportGrant = FunctionReturnType<typeof api.admin.support.grants>[number]

export const supportQueries = {
  organizations: (search: string) => convexQuery(api.admin.support.organizations, { search }),
  grants: () => convexQuery(api.admin.support.grants, {}),
  threads: (grantId: string) => convexQuery(api.admin.support.threads, { grantId }),
}

export function useGrantSupportMutation() {
  return useMutation({ mutationFn: useConvexMutation(api.admin.support.grant) })
}

export function useEndSupportMutation() {
  return useMutation({ mutationFn: useConvexMutation(api.admin.support.end) })
}

/** Reading a thread is a mutation: every read is written on the firm's audit trail. */
export function useReadSupportThreadMutation() {
  return useMutation({
    mutationFn: useConvexMutation(api.admin.support.readThread),
    meta: { showsOwnErrors: true },
  })
}

/** The firm's audit trail and Casefile support's live access, for its organisation admins. */
export type AuditTrailPage = FunctionReturnType<typeof api.firm.audit.trail>

export const AUDIT_PAGE_SIZE = 50

export const firmAuditQueries = {
  supportAccess: () => convexQuery(api.firm.audit.supportAccess, {}),
  trail: (cursor: string | null) =>
    convexQuery(api.firm.audit.trail, {
      paginationOpts: { numItems: AUDIT_PAGE_SIZE, cursor },
    }),
}
