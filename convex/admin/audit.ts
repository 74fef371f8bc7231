import { v } from 'convex/values'
import { internalQuery } from '../_generated/server'
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
