import type { Doc } from '../_generated/dataModel'
import { query } from '../_generated/server'
import { checkCurrentUser } from '../lib/auth'
import { appError } from '../../shared/errors'
import { orgQuery } from '../lib/functions'
import { type LitigationStage, LITIGATION_STAGES } from '../../shared/litigation'
import { withActorName } from '../matters/model'
import { aiUse, billableTime } from './model/usage'

/** The most matters the dashboard reads (newest activity first), so it stays a bounded query. */
export const MAX_MATTERS_COUNTED = 5000
const MAX_RECENT_ACTIVITY = 20

/**
 * Whether the viewer may open the firm dashboard: OrganizationAdmins of their current
 * organisation only. Anyone else (members, no organisation, signed out) gets false, not an error.
 */
export const canAccessFirmDashboard = query({
  args: {},
  handler: async (ctx) => {
    const viewer = await checkCurrentUser(ctx)
    if (!viewer?.currentOrganizationId) {
      return false
    }
    const membership = await ctx.db
      .query('memberships')
      .withIndex('by_organizationId_and_userId', (q) =>
        q.eq('organizationId', viewer.currentOrganizationId!).eq('userId', viewer._id),
      )
      .unique()

    return membership?.role === 'OrganizationAdmin'
  },
})

/**
 * The firm dashboard of the current organisation (OrganizationAdmins; members get FORBIDDEN):
 * matters by stage, the latest activity, billable hours this week and month (by person and by
 * matter) and this month's AI use (model/usage.ts).
 */
export const dashboard = orgQuery({
  args: {},
  handler: async (ctx) => {
    if (ctx.membership.role !== 'OrganizationAdmin') {
      throw appError('FORBIDDEN', 'Only organization admins can see the firm dashboard')
    }
    const organizationId = ctx.organization._id
    const projects = await ctx.db
      .query('projects')
      .withIndex('by_organizationId_and_lastActivityAt', (q) =>
        q.eq('organizationId', organizationId),
      )
      .order('desc')
      .take(MAX_MATTERS_COUNTED)
    const active = projects.filter((project) => project.archivedAt === undefined)
    const stageCounts = new Map<LitigationStage | null, number>()
    for (const project of active) {
      const stage = project.litigationStage ?? null
      stageCounts.set(stage, (stageCounts.get(stage) ?? 0) + 1)
    }
    const byStage = [...LITIGATION_STAGES, null].map((stage) => ({
      stage,
      count: stageCounts.get(stage) ?? 0,
    }))

    const events = await ctx.db
      .query('auditEvents')
      .withIndex('by_organizationId_and_at', (q) => q.eq('organizationId', organizationId))
      .order('desc')
      .take(MAX_RECENT_ACTIVITY)
    const projectsById = new Map<string, Doc<'projects'>>(projects.map((p) => [p._id, p]))
    const recentActivity = await Promise.all(
      events.map(async (event) => {
        const project = event.projectId
          ? (projectsById.get(event.projectId) ?? (await ctx.db.get('projects', event.projectId)))
          : null
        return {
          ...(await withActorName(ctx, event)),
          matter: project ? { name: project.name, slug: project.slug } : null,
        }
      }),
    )

    const now = Date.now()
    const [billable, ai] = await Promise.all([
      billableTime(ctx, organizationId, now, projectsById),
      aiUse(ctx, organizationId, now),
    ])

    return {
      organizationName: ctx.organization.name,
      totals: { active: active.length, archived: projects.length - active.length },
      byStage,
      recentActivity,
      billable,
      aiUse: ai,
    }
  },
})
