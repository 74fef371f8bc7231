import { v } from 'convex/values'
import { authedMutation, authedQuery } from '../lib/functions'
import { findPreferences, getPreferences } from './model/notificationPreferences'

/** The caller's email notification preferences (defaults filled in). UNAUTHENTICATED when signed out. */
export const get = authedQuery({
  args: {},
  handler: async (ctx) => await getPreferences(ctx, ctx.viewer._id),
})

/** Changes some of the caller's email preferences; returns the effective preferences. */
export const update = authedMutation({
  args: {
    emailOnInvitation: v.optional(v.boolean()),
    emailOnMatterChange: v.optional(v.boolean()),
  },
  handler: async (ctx, args) => {
    // Preferences belong to the caller alone: there is no user id argument to point elsewhere.
    const current = await getPreferences(ctx, ctx.viewer._id)
    const next = {
      emailOnInvitation: args.emailOnInvitation ?? current.emailOnInvitation,
      emailOnMatterChange: args.emailOnMatterChange ?? current.emailOnMatterChange,
    }
    const row = await findPreferences(ctx, ctx.viewer._id)
    if (row) {
      await ctx.db.patch('notificationPreferences', row._id, next)
    } else {
      await ctx.db.insert('notificationPreferences', { userId: ctx.viewer._id, ...next })
    }

    return next
  },
})
