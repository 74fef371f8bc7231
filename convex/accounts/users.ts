import { v } from 'convex/values'
import { components } from '../_generated/api'
import { internalMutation, internalQuery } from '../_generated/server'
import { authedQuery } from '../lib/functions'
import { maySignUp, signUpPolicyFromEnv } from '../../shared/signUpPolicy'
import { deletionBlockers as findDeletionBlockers, isSuperadminEmail } from './model/users'

/** The signed-in user (`api.accounts.users.getMe`); role defaults to 'user'. UNAUTHENTICATED without a session. */
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
 * verifies an address. The name typed at sign-up goes too (the stranger chose it, and the firm would
 * see it beside the owner's address): the owner starts as the address's local part and renames.
 * The owner is then signed in by the link, and signs in later by email link or code.
 */
export const dropUnprovenPassword = internalMutation({
  args: { authId: v.string(), email: v.string() },
  handler: async (ctx, { authId, email }) => {
    const page = { cursor: null, numItems: 100 }
    await ctx.runMutation(components.betterAuth.adapter.updateOne, {
      input: {
        model: 'user',
        where: [{ field: '_id', value: authId }],
        update: { name: email.slice(0, email.lastIndexOf('@')).slice(0, 100) },
      },
    })
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

/** Used by better-auth before it creates a session (auth.ts): false for a disabled account. */
export const mayHoldSession = internalQuery({
  args: { authId: v.string() },
  handler: async (ctx, { authId }) => {
    const user = await ctx.db
      .query('users')
      .withIndex('by_authId', (q) => q.eq('authId', authId))
      .unique()
    return user?.disabledAt === undefined
  },
})

/**
 * Used by better-auth before any account is created (auth.ts): whether CASEFILE_SIGN_UP lets this
 * address sign up. A pending invitation or SUPERADMIN_EMAILS opens the door in every mode.
 */
export const signUpAllowed = internalQuery({
  args: { email: v.string() },
  handler: async (ctx, { email }) => {
    const policy = signUpPolicyFromEnv()
    if (policy.mode === 'open') return true
    const address = email.trim().toLowerCase()
    const invitation = await ctx.db
      .query('invitations')
      .withIndex('by_email_and_status', (q) => q.eq('email', address).eq('status', 'pending'))
      .first()
    return maySignUp(policy, address, invitation !== null || isSuperadminEmail(address))
  },
})
