import { v } from 'convex/values'
import { internalAction, internalMutation } from '../_generated/server'
import { createAuth } from '../accounts/auth'
import { appError } from '../../shared/errors'
import { superadminQuery } from '../lib/functions'

const COUNT_CAP = 10_000

/** Superadmin dashboard numbers (counts are capped at 10,000). */
export const overview = superadminQuery({
  args: {},
  handler: async (ctx) => {
    const [users, organizations, memberships, invitations, recent, newestOrganizations] =
      await Promise.all([
        ctx.db.query('users').take(COUNT_CAP),
        ctx.db.query('organizations').take(COUNT_CAP),
        ctx.db.query('memberships').take(COUNT_CAP),
        ctx.db.query('invitations').take(COUNT_CAP),
        ctx.db.query('users').order('desc').take(10),
        ctx.db.query('organizations').order('desc').take(10),
      ])
    const membersPerOrganization = new Map<string, number>()
    for (const membership of memberships) {
      const key = membership.organizationId as string
      membersPerOrganization.set(key, (membersPerOrganization.get(key) ?? 0) + 1)
    }

    return {
      users: users.length,
      superadmins: users.filter((user) => user.role === 'superadmin').length,
      organizations: organizations.length,
      memberships: memberships.length,
      pendingInvitations: invitations.filter((row) => row.status === 'pending').length,
      newestOrganizations: newestOrganizations.map((organization) => ({
        _id: organization._id,
        name: organization.name,
        slug: organization.slug,
        members: membersPerOrganization.get(organization._id as string) ?? 0,
        createdAt: organization._creationTime,
      })),
      recentSignUps: recent.map((user) => ({
        _id: user._id,
        email: user.email,
        name: user.name,
        role: user.role ?? 'user',
        createdAt: user._creationTime,
      })),
    }
  },
})

/** Makes an existing user superadmin: `convex-local run admin/superadmin:grantSuperadmin '{"email":"..."}'`. */
export const grantSuperadmin = internalMutation({
  args: { email: v.string() },
  handler: async (ctx, { email }) => {
    const user = await ctx.db
      .query('users')
      .withIndex('by_email', (q) => q.eq('email', email.trim().toLowerCase()))
      .first()
    if (!user) {
      throw appError('NOT_FOUND', `No user with email ${email}`)
    }
    await ctx.db.patch('users', user._id, { role: 'superadmin' })

    return { userId: user._id, email: user.email, role: 'superadmin' as const }
  },
})

/**
 * Confirms an address by the operator's word, for a machine with no mail transport (`npm start`
 * offline): `convex-local run admin/superadmin:confirmEmail '{"email":"..."}'`. Internal, so only whoever
 * holds the deployment's admin key can call it. Goes through better-auth, so the user triggers
 * grant what the address earns (pending invitations, SUPERADMIN_EMAILS) as a link would.
 */
export const confirmEmail = internalAction({
  args: { email: v.string() },
  handler: async (ctx, { email }) => {
    const auth = await createAuth(ctx).$context
    const found = await auth.internalAdapter.findUserByEmail(email.trim().toLowerCase())
    if (!found) {
      throw appError('NOT_FOUND', `No account with email ${email}`)
    }
    if (!found.user.emailVerified) {
      await auth.internalAdapter.updateUser(found.user.id, { emailVerified: true })
    }

    return { email: found.user.email, emailVerified: true }
  },
})
