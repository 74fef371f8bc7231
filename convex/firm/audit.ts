// The firm's audit trail as its organisation admins read it (/account/organization/audit): every
// event of the organisation's chain, newest first, and the support access Casefile holds to its
// conversations right now. Members get FORBIDDEN, outsiders NOT_FOUND.
import { paginationOptsValidator } from 'convex/server'
import type { Id } from '../_generated/dataModel'
import { appError } from '../../shared/errors'
import { type OrgQueryCtx, orgQuery } from '../lib/functions'
import { checkPageSize, withCheckedCursor } from '../lib/pagination'
import { withActorName } from '../matters/model'
import { liveGrantsOf } from '../admin/model/support'

const PAGE_SIZE_MAX = 100

function requireAdmin(ctx: OrgQueryCtx) {
  if (ctx.membership.role !== 'OrganizationAdmin') {
    throw appError('FORBIDDEN', 'Only organization admins can read the audit trail')
  }
}

/** One page of the current organisation's audit events, newest first (admins). */
export const trail = orgQuery({
  args: { paginationOpts: paginationOptsValidator },
  handler: async (ctx, { paginationOpts }) => {
    requireAdmin(ctx)
    checkPageSize(paginationOpts, PAGE_SIZE_MAX, 'events')
    const page = await withCheckedCursor(() =>
      ctx.db
        .query('auditEvents')
        .withIndex('by_organizationId_and_at', (q) => q.eq('organizationId', ctx.organization._id))
        .order('desc')
        .paginate(paginationOpts),
    )
    const matterNames = new Map<Id<'projects'>, Promise<string | null>>()
    const matterName = (projectId: Id<'projects'>) => {
      if (!matterNames.has(projectId)) {
        matterNames.set(
          projectId,
          ctx.db.get('projects', projectId).then((project) => project?.name ?? null),
        )
      }
      return matterNames.get(projectId)!
    }
    return {
      ...page,
      page: await Promise.all(
        page.page.map(async (event) => ({
          ...(await withActorName(ctx, event)),
          seq: event.seq,
          matterName: event.projectId ? await matterName(event.projectId) : null,
        })),
      ),
    }
  },
})

/**
 * Casefile support's live access to the current organisation's conversations, soonest to end
 * first: the reason and when it ends (admins; what the notice on their pages says).
 */
export const supportAccess = orgQuery({
  args: {},
  handler: async (ctx) => {
    requireAdmin(ctx)
    const grants = await liveGrantsOf(ctx, ctx.organization._id)
    return grants.map((grant) => ({
      _id: grant._id,
      reason: grant.reason,
      createdAt: grant.createdAt,
      expiresAt: grant.expiresAt,
    }))
  },
})
