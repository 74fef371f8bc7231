import type { QueryCtx } from '../_generated/server'
import { authComponent } from '../accounts/auth'
import { appError } from '../../shared/errors'

/**
 * The signed-in app user, or null. Goes through better-auth's session row, so a revoked or
 * expired session is refused at once even while its JWT is still valid.
 */
export async function getCurrentUser(ctx: QueryCtx) {
  const identity = await ctx.auth.getUserIdentity()
  if (!identity) {
    return null
  }
  const authUser = await authComponent.safeGetAuthUser(ctx)
  if (!authUser) {
    return null
  }

  const user = await ctx.db
    .query('users')
    .withIndex('by_authId', (q) => q.eq('authId', authUser._id))
    .unique()
  // A disabled account's sessions are ended when it is disabled; this refuses any that remain.
  return user?.disabledAt === undefined ? user : null
}

/** Like getCurrentUser, but throws UNAUTHENTICATED instead of returning null. */
export async function getCurrentUserOrThrow(ctx: QueryCtx) {
  const user = await getCurrentUser(ctx)
  if (!user) {
    throw appError('UNAUTHENTICATED', 'Authentication required')
  }

  return user
}

/** For the few public functions that answer signed-out callers too (null instead of throwing). */
export const checkCurrentUser = getCurrentUser

/**
 * Throws FORBIDDEN unless the signed-in user's address is proven. Sessions are only given to
 * verified addresses, but what an address earns (invitations) is checked again where it is given.
 */
export async function requireVerifiedEmail(ctx: QueryCtx) {
  const authUser = await authComponent.safeGetAuthUser(ctx)
  if (!authUser?.emailVerified) {
    throw appError('FORBIDDEN', 'Confirm your email address before joining an organization')
  }
}
