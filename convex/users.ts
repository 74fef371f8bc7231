import { v } from 'convex/values'
import { internalQuery } from './_generated/server'
import { authedQuery } from './lib/functions'
import { deletionBlockers as findDeletionBlockers } from './lib/users'

/** The signed-in user (`api.users.getMe`); role defaults to 'user'. UNAUTHENTICATED without a session. */
export const getMe = authedQuery({
  args: {},
  handler: async (ctx) => {
    const { _id, email, name, role } = ctx.viewer

    return { _id, email, name, role: role ?? 'user' }
  },
})

/** Used by better-auth's deleteUser.beforeDelete: organisations that would lose their last admin. */
export const deletionBlockers = internalQuery({
  args: { authId: v.string() },
  handler: async (ctx, { authId }) => await findDeletionBlockers(ctx, authId),
})
