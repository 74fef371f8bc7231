// A superadmin sets a user's password (/admin/users/{userId}): better-auth's own hasher makes the
// hash (an action, since hashing is slow and needs randomness), then one mutation stores it on the
// credential account, ends every session of the user and writes the audit event.
import { v } from 'convex/values'
import { internal } from '../_generated/api'
import { type ActionCtx, action, internalMutation, internalQuery } from '../_generated/server'
import { createAuth } from '../accounts/auth'
import { auditDeployment } from '../prompts/model/deploymentAudit'
import { ADMIN_USER_MESSAGES, passwordIssues } from '../../shared/adminUserRules'
import { invalidInput } from '../../shared/errors'
import { requireSuperadminViewer } from '../lib/functions'
import { endSessions, storePasswordHash } from './model/authAccounts'
import { requireUser } from './model/users'

/** The user whose password is set, after the caller is checked (NOT_FOUND for non-superadmins). */
export const passwordTarget = internalQuery({
  args: { userId: v.string() },
  handler: async (ctx, { userId }) => {
    await requireSuperadminViewer(ctx)
    const user = await requireUser(ctx, userId)
    return { userId: user._id }
  },
})

/** Stores the hash, ends the user's sessions and audits it, checking the caller again. */
export const storePassword = internalMutation({
  args: { userId: v.id('users'), hash: v.string() },
  handler: async (ctx, { userId, hash }) => {
    const viewer = await requireSuperadminViewer(ctx)
    const user = await requireUser(ctx, userId)
    await storePasswordHash(ctx, user.authId, hash)
    await endSessions(ctx, user.authId)
    await auditDeployment(
      { ...ctx, viewer },
      'user.passwordSet',
      `Set a new password for ${user.email} and ended their sessions`,
    )
  },
})

/** The caller is a superadmin and the user exists (NOT_FOUND otherwise): asked of a query. */
async function requirePasswordTarget(ctx: ActionCtx, userId: string) {
  return await ctx.runQuery(internal.admin.passwords.passwordTarget, { userId })
}

/** Sets a new password (spec §5's rules); every session of the user ends with the old one. */
export const setPassword = action({
  args: { userId: v.string(), newPassword: v.string(), confirmPassword: v.string() },
  handler: async (ctx, { userId, newPassword, confirmPassword }): Promise<null> => {
    const target = await requirePasswordTarget(ctx, userId)
    const issues = passwordIssues({ newPassword, confirmPassword })
    if (newPassword === '' && confirmPassword === '') {
      issues.push({ path: 'newPassword', message: ADMIN_USER_MESSAGES.passwordShort })
    }
    if (issues.length > 0) throw invalidInput(issues)
    const auth = await createAuth(ctx).$context
    const hash = await auth.password.hash(newPassword)
    await ctx.runMutation(internal.admin.passwords.storePassword, {
      userId: target.userId,
      hash,
    })
    return null
  },
})
