// What the console changes in better-auth's own tables (the betterAuth component), through the
// component's adapter functions as convex/accounts/users.ts does: the user row (with the
// user.onUpdate trigger, so the app's users table and what a proven address earns stay in step),
// the credential account's password hash, and the sessions.
import { createFunctionHandle } from 'convex/server'
import { components, internal } from '../../_generated/api'
import type { Doc } from '../../_generated/dataModel'
import type { MutationCtx, QueryCtx } from '../../_generated/server'

/** Sessions read or ended per call; a user holds far fewer (one per device). */
const SESSIONS_MAX = 200

export type AuthUserFacts = { email: string; name: string; emailVerified: boolean }

/** The better-auth user behind an app user, or null when the row is gone. */
export async function findAuthUser(ctx: QueryCtx, user: Pick<Doc<'users'>, 'authId'>) {
  const found = (await ctx.runQuery(components.betterAuth.adapter.findOne, {
    model: 'user',
    where: [{ field: '_id', value: user.authId }],
  })) as AuthUserFacts | null
  return found
}

/** Whether another better-auth user already holds this (lowercase) address. */
export async function addressTaken(ctx: QueryCtx, email: string, authId: string) {
  const found = (await ctx.runQuery(components.betterAuth.adapter.findOne, {
    model: 'user',
    where: [{ field: 'email', value: email }],
  })) as { _id: string } | null
  return found !== null && found._id !== authId
}

/** Changes the better-auth user; its user.onUpdate trigger updates the app user in the same mutation. */
export async function updateAuthUser(
  ctx: MutationCtx,
  authId: string,
  update: { name?: string; email?: string; emailVerified?: boolean },
) {
  await ctx.runMutation(components.betterAuth.adapter.updateOne, {
    input: {
      model: 'user',
      where: [{ field: '_id', value: authId }],
      update: { ...update, updatedAt: Date.now() },
    },
    onUpdateHandle: await createFunctionHandle(internal.accounts.auth.onUpdate),
  })
}

/** How many live sessions the user holds (at most SESSIONS_MAX counted). */
export async function countSessions(ctx: QueryCtx, authId: string) {
  const result = (await ctx.runQuery(components.betterAuth.adapter.findMany, {
    model: 'session',
    where: [
      { field: 'userId', value: authId },
      { field: 'expiresAt', operator: 'gt', value: Date.now() },
    ],
    paginationOpts: { cursor: null, numItems: SESSIONS_MAX },
  })) as { page: unknown[] }
  return result.page.length
}

/** Ends every session of the user: each open page loses its session at its next live read. */
export async function endSessions(ctx: MutationCtx, authId: string) {
  await ctx.runMutation(components.betterAuth.adapter.deleteMany, {
    input: { model: 'session', where: [{ field: 'userId', value: authId }] },
    paginationOpts: { cursor: null, numItems: SESSIONS_MAX },
  })
}

/**
 * Stores a password hash (made by better-auth's own hasher, in an action) on the user's credential
 * account, creating the account for someone who signed in by link or code only.
 */
export async function storePasswordHash(ctx: MutationCtx, authId: string, hash: string) {
  const where = [
    { field: 'userId' as const, value: authId },
    { field: 'providerId' as const, value: 'credential' },
  ]
  const now = Date.now()
  const account = await ctx.runQuery(components.betterAuth.adapter.findOne, {
    model: 'account',
    where,
  })
  if (account) {
    await ctx.runMutation(components.betterAuth.adapter.updateOne, {
      input: { model: 'account', where, update: { password: hash, updatedAt: now } },
    })
  } else {
    await ctx.runMutation(components.betterAuth.adapter.create, {
      input: {
        model: 'account',
        data: {
          userId: authId,
          accountId: authId,
          providerId: 'credential',
          password: hash,
          createdAt: now,
          updatedAt: now,
        },
      },
    })
  }
}
