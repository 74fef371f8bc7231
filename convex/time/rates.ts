// Billing rates below the firm's default (time settings): a person's, and a matter's, which wins
// (shared/timeRules.ts effectiveRate). Organisation admins set them; everyone in the firm sees the
// rate a matter bills at, since its entries show it. Each change is on the audit trail.
import { v } from 'convex/values'
import type { Id } from '../_generated/dataModel'
import { appendAuditEvent } from '../lib/audit'
import { type OrgQueryCtx, orgMutation, orgQuery } from '../lib/functions'
import { listMemberships, requireMembers } from '../accounts/model/organizations'
import { recordProjectEvent, requireProject } from '../matters/model'
import { appError, invalidInput } from '../../shared/errors'
import { RATE_MESSAGE, effectiveRate, isRate } from '../../shared/timeRules'
import { timeSettingsOf } from './model'

const vCents = v.union(v.number(), v.null())

function requireAdmin(ctx: OrgQueryCtx) {
  if (ctx.membership.role !== 'OrganizationAdmin') {
    throw appError('FORBIDDEN', 'Only an organization admin can change billing rates')
  }
}

function checkRate(cents: number | null) {
  if (cents !== null && !isRate(cents))
    throw invalidInput([{ path: 'cents', message: RATE_MESSAGE }])
}

const dollars = (cents: number | null) =>
  cents === null ? 'no rate' : `$${(cents / 100).toFixed(2)} an hour`

async function rateRow(
  ctx: OrgQueryCtx,
  key: { userId: Id<'users'> } | { projectId: Id<'projects'> },
) {
  const organizationId = ctx.organization._id
  return 'userId' in key
    ? await ctx.db
        .query('billingRates')
        .withIndex('by_organizationId_and_userId', (q) =>
          q.eq('organizationId', organizationId).eq('userId', key.userId),
        )
        .first()
    : await ctx.db
        .query('billingRates')
        .withIndex('by_organizationId_and_projectId', (q) =>
          q.eq('organizationId', organizationId).eq('projectId', key.projectId),
        )
        .first()
}

/** Every member with their own rate (null: the firm's applies). Organisation admins only. */
export const people = orgQuery({
  args: {},
  handler: async (ctx) => {
    requireAdmin(ctx)
    const memberships = await listMemberships(ctx, ctx.organization._id)
    const rows = await Promise.all(
      memberships.map(async (membership) => {
        const [user, rate] = await Promise.all([
          ctx.db.get('users', membership.userId),
          rateRow(ctx, { userId: membership.userId }),
        ])
        return user
          ? { userId: user._id, name: user.name, email: user.email, cents: rate?.cents ?? null }
          : null
      }),
    )
    return rows.filter((row) => row !== null).sort((a, b) => a.name.localeCompare(b.name))
  },
})

/** The matter's own rate, and the rate the viewer's entries on it bill at. */
export const forMatter = orgQuery({
  args: { projectId: v.id('projects') },
  handler: async (ctx, { projectId }) => {
    const project = await requireProject(ctx, ctx.organization._id, projectId)
    const [matter, mine, settings] = await Promise.all([
      rateRow(ctx, { projectId: project._id }),
      rateRow(ctx, { userId: ctx.viewer._id }),
      timeSettingsOf(ctx, ctx.organization._id),
    ])
    return {
      matterCents: matter?.cents ?? null,
      yours: effectiveRate({
        firm: settings.firmRateCents,
        user: mine?.cents ?? null,
        matter: matter?.cents ?? null,
      }),
      canChange: ctx.membership.role === 'OrganizationAdmin',
    }
  },
})

/** Sets a member's rate, or removes it (null). */
export const setPersonRate = orgMutation({
  args: { userId: v.id('users'), cents: vCents },
  handler: async (ctx, { userId, cents }) => {
    await requireMembers(ctx, ctx.organization._id, [userId])
    requireAdmin(ctx)
    checkRate(cents)
    const row = await rateRow(ctx, { userId })
    if (row && cents === null) await ctx.db.delete('billingRates', row._id)
    else if (row && cents !== null) await ctx.db.patch('billingRates', row._id, { cents })
    else if (cents !== null) {
      await ctx.db.insert('billingRates', { organizationId: ctx.organization._id, userId, cents })
    }
    const user = await ctx.db.get('users', userId)
    await appendAuditEvent(ctx, {
      organizationId: ctx.organization._id,
      actorId: ctx.viewer._id,
      action: 'time.settingsChanged',
      summary: `Set ${user?.name ?? 'a member'}’s rate to ${dollars(cents)}`,
      at: Date.now(),
    })
    return null
  },
})

/** Sets the matter's rate, or removes it (null). */
export const setMatterRate = orgMutation({
  args: { projectId: v.id('projects'), cents: vCents },
  handler: async (ctx, { projectId, cents }) => {
    const project = await requireProject(ctx, ctx.organization._id, projectId)
    requireAdmin(ctx)
    checkRate(cents)
    const row = await rateRow(ctx, { projectId })
    if (row && cents === null) await ctx.db.delete('billingRates', row._id)
    else if (row && cents !== null) await ctx.db.patch('billingRates', row._id, { cents })
    else if (cents !== null) {
      await ctx.db.insert('billingRates', {
        organizationId: ctx.organization._id,
        projectId: project._id,
        cents,
      })
    }
    await recordProjectEvent(
      ctx,
      project,
      ctx.viewer._id,
      'time.settingsChanged',
      `Set the matter’s rate to ${dollars(cents)}`,
    )
    return null
  },
})
