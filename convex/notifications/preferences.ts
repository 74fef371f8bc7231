// The caller's inbox preferences: for each category, in the app or not, and email off, each time
// or in the daily digest. Stored on their notificationPreferences row beside the two older email
// switches (accounts/notificationPreferences), which stay as they are.
import { v } from 'convex/values'
import { authedMutation, authedQuery } from '../lib/functions'
import { findPreferences, NOTIFICATION_DEFAULTS } from '../accounts/model/notificationPreferences'
import { resolveInboxPreferences } from '../../shared/notificationRules'
import { vEmailDelivery, vNotificationCategory } from '../../shared/notificationValidators'

/** The caller's effective inbox preferences, every category filled in. */
export const get = authedQuery({
  args: {},
  handler: async (ctx) =>
    resolveInboxPreferences((await findPreferences(ctx, ctx.viewer._id))?.inbox),
})

/** Changes one category (in-app, email or both); returns the effective preferences. */
export const update = authedMutation({
  args: {
    category: vNotificationCategory,
    inApp: v.optional(v.boolean()),
    email: v.optional(vEmailDelivery),
  },
  handler: async (ctx, { category, inApp, email }) => {
    // Only the caller's own row: there is no user argument to point elsewhere.
    const row = await findPreferences(ctx, ctx.viewer._id)
    const current = resolveInboxPreferences(row?.inbox)
    const inbox = {
      ...row?.inbox,
      [category]: {
        inApp: inApp ?? current[category].inApp,
        email: email ?? current[category].email,
      },
    }
    if (row) {
      await ctx.db.patch('notificationPreferences', row._id, { inbox })
    } else {
      await ctx.db.insert('notificationPreferences', {
        userId: ctx.viewer._id,
        ...NOTIFICATION_DEFAULTS,
        inbox,
      })
    }
    return resolveInboxPreferences(inbox)
  },
})
