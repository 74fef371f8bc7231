import { v } from 'convex/values'
import { components } from '../_generated/api'
import { internalMutation } from '../_generated/server'

// Seeding for suites that run this backend on the real engine. Internal, and refused unless the
// deployment's environment sets IS_TEST, so a production deployment never runs it even by its
// admin key.

/** Throws unless this is a test deployment. */
function requireTestDeployment() {
  if (!process.env.IS_TEST) {
    throw new Error('testing functions run only on a deployment with IS_TEST set')
  }
}

/**
 * Stores better-auth sessions and rate-limit rows through the component's own adapter, as
 * better-auth would (at most 500 a call, to stay inside one transaction's limits). Throws unless
 * IS_TEST is set.
 */
export const insertAuthRows = internalMutation({
  args: {
    sessions: v.optional(
      v.array(v.object({ userId: v.string(), token: v.string(), expiresAt: v.number() })),
    ),
    rateLimits: v.optional(
      v.array(v.object({ key: v.string(), count: v.number(), lastRequest: v.number() })),
    ),
  },
  handler: async (ctx, { sessions = [], rateLimits = [] }) => {
    requireTestDeployment()
    if (sessions.length + rateLimits.length > 500) {
      throw new Error('insertAuthRows takes at most 500 rows a call')
    }
    const now = Date.now()
    for (const session of sessions) {
      await ctx.runMutation(components.betterAuth.adapter.create, {
        input: { model: 'session', data: { ...session, createdAt: now, updatedAt: now } },
      })
    }
    for (const data of rateLimits) {
      await ctx.runMutation(components.betterAuth.adapter.create, {
        input: { model: 'rateLimit', data },
      })
    }

    return sessions.length + rateLimits.length
  },
})
