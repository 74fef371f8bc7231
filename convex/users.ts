import { v } from 'convex/values'
import { components } from './_generated/api'
import { internalMutation, internalQuery } from './_generated/server'
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

/**
 * Used when an address is confirmed away from the browser that signed it up (auth.ts): removes the
 * account's password and every session, as better-auth does before a magic link or an email code
 * verifies an address. The owner is then signed in by the link and can set their own password.
 */
export const dropUnprovenPassword = internalMutation({
  args: { authId: v.string() },
  handler: async (ctx, { authId }) => {
    const page = { cursor: null, numItems: 100 }
    await ctx.runMutation(components.betterAuth.adapter.deleteMany, {
      input: {
        model: 'account',
        where: [
          { field: 'userId', value: authId },
          { field: 'providerId', value: 'credential' },
        ],
      },
      paginationOpts: page,
    })
    await ctx.runMutation(components.betterAuth.adapter.deleteMany, {
      input: { model: 'session', where: [{ field: 'userId', value: authId }] },
      paginationOpts: page,
    })
  },
})
