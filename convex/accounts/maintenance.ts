import { v } from 'convex/values'
import { components, internal } from '../_generated/api'
import { internalMutation } from '../_generated/server'

const PAGE_SIZE = 200

/**
 * better-auth never purges expired sessions on Convex: nothing runs on a schedule inside the
 * component. The daily cron calls this; it deletes one page per run and reschedules itself
 * until done. (Rate-limit rows are one per address and path and are reused, so they stay.)
 */
export const purgeExpiredAuthRows = internalMutation({
  args: { cursor: v.optional(v.union(v.string(), v.null())), now: v.optional(v.number()) },
  handler: async (ctx, args) => {
    const now = args.now ?? Date.now()
    const sessions: { count: number; isDone: boolean; continueCursor: string } =
      await ctx.runMutation(components.betterAuth.adapter.deleteMany, {
        input: { model: 'session', where: [{ field: 'expiresAt', operator: 'lt', value: now }] },
        paginationOpts: { cursor: args.cursor ?? null, numItems: PAGE_SIZE },
      })
    if (!sessions.isDone) {
      await ctx.scheduler.runAfter(0, internal.accounts.maintenance.purgeExpiredAuthRows, {
        cursor: sessions.continueCursor,
        now,
      })
    }

    return sessions.count
  },
})
