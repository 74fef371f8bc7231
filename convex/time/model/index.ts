// Time inside the database: a firm's settings and rates, a person's timers, and the entry a
// viewer may change.
import type { Id } from '../../_generated/dataModel'
import type { QueryCtx } from '../../_generated/server'
import type { OrgQueryCtx } from '../../lib/functions'
import { appError } from '../../../shared/errors'
import { DEFAULT_ROUNDING, effectiveRate } from '../../../shared/timeRules'

/** A firm's rounding increment and default rate (6-minute increments and no rate until set). */
export async function timeSettingsOf(ctx: QueryCtx, organizationId: Id<'organizations'>) {
  const row = await ctx.db
    .query('timeSettings')
    .withIndex('by_organizationId', (q) => q.eq('organizationId', organizationId))
    .unique()
  return {
    row,
    incrementMinutes: row?.incrementMinutes ?? DEFAULT_ROUNDING.incrementMinutes,
    firmRateCents: row?.firmRateCents ?? null,
  }
}

/** The rate an entry of this person on this matter bills at: matter's, else person's, else firm's. */
export async function rateFor(
  ctx: QueryCtx,
  organizationId: Id<'organizations'>,
  userId: Id<'users'>,
  projectId: Id<'projects'>,
) {
  const [settings, user, matter] = await Promise.all([
    timeSettingsOf(ctx, organizationId),
    ctx.db
      .query('billingRates')
      .withIndex('by_organizationId_and_userId', (q) =>
        q.eq('organizationId', organizationId).eq('userId', userId),
      )
      .first(),
    ctx.db
      .query('billingRates')
      .withIndex('by_organizationId_and_projectId', (q) =>
        q.eq('organizationId', organizationId).eq('projectId', projectId),
      )
      .first(),
  ])
  return effectiveRate({
    firm: settings.firmRateCents,
    user: user?.cents ?? null,
    matter: matter?.cents ?? null,
  })
}

/** One person's timers in one organisation. */
export async function timersOf(
  ctx: QueryCtx,
  userId: Id<'users'>,
  organizationId: Id<'organizations'>,
) {
  return await ctx.db
    .query('timers')
    .withIndex('by_userId_and_organizationId', (q) =>
      q.eq('userId', userId).eq('organizationId', organizationId),
    )
    .take(TIMERS_MAX)
}

/** The most timers one person keeps (one runs; the rest are paused). */
export const TIMERS_MAX = 20

/** The viewer's own timer, or NOT_FOUND. */
export async function requireOwnTimer(ctx: OrgQueryCtx, timerId: Id<'timers'>) {
  const timer = await ctx.db.get('timers', timerId)
  if (!timer || timer.userId !== ctx.viewer._id || timer.organizationId !== ctx.organization._id) {
    throw appError('NOT_FOUND', 'Timer not found')
  }
  return timer
}

/**
 * An entry the viewer may change: their own, or any of the firm's for an organisation admin; an
 * exported entry is locked for everyone.
 */
export async function requireChangeableEntry(ctx: OrgQueryCtx, entryId: Id<'timeEntries'>) {
  const entry = await ctx.db.get('timeEntries', entryId)
  if (!entry || entry.organizationId !== ctx.organization._id) {
    throw appError('NOT_FOUND', 'Time entry not found')
  }
  if (entry.userId !== ctx.viewer._id && ctx.membership.role !== 'OrganizationAdmin') {
    throw appError('FORBIDDEN', 'Only its author or an organization admin can change this entry')
  }
  if (entry.exportedAt !== undefined) {
    throw appError('CONFLICT', 'This entry was exported and is locked')
  }
  return entry
}
