import { v } from 'convex/values'
import type { Id } from '../_generated/dataModel'
import { internalQuery } from '../_generated/server'
import { superadminQuery } from '../lib/functions'
import { verifyAuditChain } from '../lib/audit'

/**
 * Checks an organisation's audit chain end to end (targets R10); without an organisation, the
 * deployment's own chain (what superadmins changed). Operators run it with
 * `node packages/convex-local/bin/convex-local.mjs run admin/audit:verifyChain '{"organizationId":"…"}'`.
 */
export const verifyChain = internalQuery({
  args: { organizationId: v.optional(v.id('organizations')) },
  handler: async (ctx, { organizationId }) => await verifyAuditChain(ctx, organizationId),
})

/** The most events the /admin index shows of the deployment's chain. */
export const DEPLOYMENT_LOG_MAX = 50

/**
 * The deployment's own chain, newest first: every superadmin action (users, organisations,
 * flags, prompts, modules, content, support access, moves), with who did it.
 */
export const deploymentLog = superadminQuery({
  args: {},
  handler: async (ctx) => {
    const events = await ctx.db
      .query('auditEvents')
      .withIndex('by_organizationId_and_seq', (q) => q.eq('organizationId', undefined))
      .order('desc')
      .take(DEPLOYMENT_LOG_MAX)
    const names = new Map<Id<'users'>, string>()
    for (const event of events) {
      if (!names.has(event.actorId)) {
        names.set(event.actorId, (await ctx.db.get('users', event.actorId))?.name ?? 'Former user')
      }
    }
    return events.map((event) => ({
      _id: event._id,
      action: event.action,
      summary: event.summary,
      at: event.at,
      actorName: names.get(event.actorId)!,
    }))
  },
})
