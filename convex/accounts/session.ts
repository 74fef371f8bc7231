import { query } from '../_generated/server'
import { checkCurrentUser } from '../lib/auth'

/**
 * What the app's session server function needs: the user and the current organisation.
 * Null when signed out (never throws for that). If the stored current organisation is no longer
 * one of the user's, the first remaining membership is reported instead (or null ids).
 */
export const authContext = query({
  args: {},
  handler: async (ctx) => {
    const user = await checkCurrentUser(ctx)
    if (!user) {
      return null
    }

    let membership = user.currentOrganizationId
      ? await ctx.db
          .query('memberships')
          .withIndex('by_organizationId_and_userId', (q) =>
            q.eq('organizationId', user.currentOrganizationId!).eq('userId', user._id),
          )
          .unique()
      : null
    membership ??= await ctx.db
      .query('memberships')
      .withIndex('by_userId', (q) => q.eq('userId', user._id))
      .first()
    const organization = membership
      ? await ctx.db.get('organizations', membership.organizationId)
      : null

    return {
      userId: user._id,
      organizationId: organization?._id ?? null,
      organizationSlug: organization?.slug ?? null,
      // Error reports are tagged with it ('user' when the field is absent).
      role: user.role ?? 'user',
      // A suspended firm's members see only its notice (the _authed layout).
      organizationSuspended: organization?.suspendedAt !== undefined,
    }
  },
})
