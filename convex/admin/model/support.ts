// Support grants: a superadmin's time-limited leave to read one firm's conversations. What makes
// one live, how a firm's live grants are found, and how a grant is written on the audit chains.
import type { Doc, Id } from '../../_generated/dataModel'
import type { QueryCtx } from '../../_generated/server'
import { appendAuditEvent, type AuditAction } from '../../lib/audit'
import type { AuthedMutationCtx, AuthedQueryCtx } from '../../lib/functions'
import { auditDeployment } from '../../prompts/model/deploymentAudit'
import { appError } from '../../../shared/errors'

/** The most grants a firm's or a superadmin's live list reads (a grant lasts an hour at most). */
const LIVE_GRANTS_READ = 50

export function isLive(grant: Doc<'supportGrants'>, now: number) {
  return grant.revokedAt === undefined && grant.expiresAt > now
}

/** "2026-11-29 11:45 UTC", as an audit summary writes a time (the trail is read in every zone). */
export function utcMinute(at: number) {
  return `${new Date(at).toISOString().slice(0, 16).replace('T', ' ')} UTC`
}

/**
 * The viewer's own grant when it is live now; NOT_FOUND otherwise (none, another superadmin's,
 * expired or ended), so without a live grant a firm's conversations do not exist for support.
 */
export async function requireLiveGrant(ctx: AuthedQueryCtx, grantId: string) {
  const id = ctx.db.normalizeId('supportGrants', grantId)
  const grant = id ? await ctx.db.get('supportGrants', id) : null
  if (!grant || grant.superadminId !== ctx.viewer._id || !isLive(grant, Date.now())) {
    throw appError('NOT_FOUND', 'No live support access to this organization')
  }
  return grant
}

/** The grants of a firm that are live now, soonest to end first. */
export async function liveGrantsOf(ctx: QueryCtx, organizationId: Id<'organizations'>) {
  const now = Date.now()
  const grants = await ctx.db
    .query('supportGrants')
    .withIndex('by_organizationId_and_revokedAt_and_expiresAt', (q) =>
      q.eq('organizationId', organizationId).eq('revokedAt', undefined).gt('expiresAt', now),
    )
    .take(LIVE_GRANTS_READ)
  return grants.filter((grant) => isLive(grant, now))
}

/** The viewer's grants that are live now, soonest to end first. */
export async function liveGrantsBy(ctx: AuthedQueryCtx) {
  const now = Date.now()
  const grants = await ctx.db
    .query('supportGrants')
    .withIndex('by_superadminId_and_revokedAt_and_expiresAt', (q) =>
      q.eq('superadminId', ctx.viewer._id).eq('revokedAt', undefined).gt('expiresAt', now),
    )
    .take(LIVE_GRANTS_READ)
  return grants.filter((grant) => isLive(grant, now))
}

/**
 * Writes a support event on the firm's own chain (its admins read it in their audit trail) and,
 * when `alsoDeployment`, on the deployment's chain too.
 */
export async function auditSupport(
  ctx: AuthedMutationCtx,
  organization: Doc<'organizations'>,
  action: AuditAction,
  firmSummary: string,
  deploymentSummary?: string,
) {
  const at = Date.now()
  await appendAuditEvent(ctx, {
    organizationId: organization._id,
    actorId: ctx.viewer._id,
    action,
    summary: firmSummary,
    at,
  })
  if (deploymentSummary !== undefined) {
    await auditDeployment(ctx, action, deploymentSummary)
  }
}
