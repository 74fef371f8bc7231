import type { Id } from '../../_generated/dataModel'
import type { MutationCtx, QueryCtx } from '../../_generated/server'
import { findPreferences } from './notificationPreferences'
import { countAdmins, listMemberships } from './organizations'
import { deleteNotificationsOf, notify } from '../../notifications/model/notify'
import { invitationAcceptedNotice } from '../../notifications/model/notices'

const MAX_PENDING_INVITATIONS = 50

/** Emails listed in SUPERADMIN_EMAILS (comma separated, any case) become superadmins once verified. */
export function isSuperadminEmail(email: string) {
  const list = (process.env.SUPERADMIN_EMAILS ?? '')
    .split(',')
    .map((entry) => entry.trim().toLowerCase())
    .filter((entry) => entry.length > 0)

  return list.includes(email.trim().toLowerCase())
}

type AuthUserFacts = { authId: string; email: string; name: string; emailVerified: boolean }

/**
 * The better-auth `user.onCreate` trigger: creates the linked app user (idempotent by authId).
 * An address arriving verified (a magic link or email code proves it) is granted what it is owed
 * at once; one from a password sign-up waits for its link (onAuthUserUpdated).
 */
export async function onAuthUserCreated(ctx: MutationCtx, authUser: AuthUserFacts) {
  const existing = await ctx.db
    .query('users')
    .withIndex('by_authId', (q) => q.eq('authId', authUser.authId))
    .unique()
  if (existing) {
    return existing._id
  }

  const email = authUser.email.trim().toLowerCase()
  const userId = await ctx.db.insert('users', {
    authId: authUser.authId,
    email,
    name: authUser.name,
  })
  if (authUser.emailVerified) {
    await grantVerifiedAddress(ctx, userId, email)
  }

  return userId
}

/**
 * The better-auth `user.onUpdate` trigger: keeps name and email in step and, at the moment the
 * address is proven (its link opened, or a magic link or code used), grants what it is owed.
 */
export async function onAuthUserUpdated(
  ctx: MutationCtx,
  authUser: AuthUserFacts,
  before: { emailVerified: boolean },
) {
  const user = await ctx.db
    .query('users')
    .withIndex('by_authId', (q) => q.eq('authId', authUser.authId))
    .unique()
  if (!user) {
    return
  }
  const email = authUser.email.trim().toLowerCase()
  if (user.name !== authUser.name || user.email !== email) {
    // A name the user typed themselves no longer splits into the first and last names a
    // superadmin set (admin/users:update): those are dropped, and the display name stands alone.
    const split =
      user.firstName !== undefined && `${user.firstName} ${user.lastName}` !== authUser.name
        ? { firstName: undefined, lastName: undefined }
        : {}
    await ctx.db.patch('users', user._id, { name: authUser.name, email, ...split })
  }
  if (authUser.emailVerified && !before.emailVerified) {
    await grantVerifiedAddress(ctx, user._id, email)
  }
}

/**
 * What a proven address earns: the superadmin role when SUPERADMIN_EMAILS lists it, and a
 * membership for each pending invitation to it. Never called for an unverified address.
 */
async function grantVerifiedAddress(ctx: MutationCtx, userId: Id<'users'>, email: string) {
  if (isSuperadminEmail(email)) {
    const user = await ctx.db.get('users', userId)
    if (user && user.role !== 'superadmin') {
      await ctx.db.patch('users', userId, { role: 'superadmin' })
    }
  }
  await acceptPendingInvitations(ctx, userId, email)
}

/**
 * Turns every pending invitation for `email` into a membership (keeping an existing membership
 * as it is). The first joined organisation becomes current if the user has none.
 * Returns the organisations joined.
 */
export async function acceptPendingInvitations(
  ctx: MutationCtx,
  userId: Id<'users'>,
  email: string,
) {
  const invitations = await ctx.db
    .query('invitations')
    .withIndex('by_email_and_status', (q) => q.eq('email', email).eq('status', 'pending'))
    .take(MAX_PENDING_INVITATIONS)

  const joined: Id<'organizations'>[] = []
  for (const invitation of invitations) {
    const organization = await ctx.db.get('organizations', invitation.organizationId)
    if (!organization) {
      await ctx.db.patch('invitations', invitation._id, { status: 'revoked' })
      continue
    }
    const membership = await ctx.db
      .query('memberships')
      .withIndex('by_organizationId_and_userId', (q) =>
        q.eq('organizationId', invitation.organizationId).eq('userId', userId),
      )
      .unique()
    if (!membership) {
      await ctx.db.insert('memberships', {
        organizationId: invitation.organizationId,
        userId,
        role: invitation.role,
      })
    }
    await ctx.db.patch('invitations', invitation._id, { status: 'accepted' })
    const joiner = await ctx.db.get('users', userId)
    if (joiner) {
      await notify(ctx, invitationAcceptedNotice(invitation, organization, joiner), userId)
    }
    joined.push(invitation.organizationId)
  }

  const user = await ctx.db.get('users', userId)
  const firstJoined = joined[0]
  if (user && !user.currentOrganizationId && firstJoined) {
    await ctx.db.patch('users', userId, { currentOrganizationId: firstJoined })
  }

  return joined
}

/** Names of organisations where this user is the only admin while others are still members. */
export async function deletionBlockers(ctx: QueryCtx, authId: string) {
  const user = await ctx.db
    .query('users')
    .withIndex('by_authId', (q) => q.eq('authId', authId))
    .unique()
  if (!user) {
    return []
  }
  const memberships = await ctx.db
    .query('memberships')
    .withIndex('by_userId', (q) => q.eq('userId', user._id))
    .take(MAX_PENDING_INVITATIONS)

  const blockers: string[] = []
  for (const membership of memberships) {
    if (membership.role !== 'OrganizationAdmin') {
      continue
    }
    const members = await listMemberships(ctx, membership.organizationId)
    if (members.length > 1 && (await countAdmins(ctx, membership.organizationId)) <= 1) {
      const organization = await ctx.db.get('organizations', membership.organizationId)
      blockers.push(organization?.name ?? 'an organization')
    }
  }

  return blockers
}

/**
 * The better-auth `user.onDelete` trigger: removes the app user and their memberships;
 * an organisation left with no members is deleted with its invitations.
 */
export async function onAuthUserDeleted(ctx: MutationCtx, authId: string) {
  const user = await ctx.db
    .query('users')
    .withIndex('by_authId', (q) => q.eq('authId', authId))
    .unique()
  if (!user) {
    return
  }
  const memberships = await ctx.db
    .query('memberships')
    .withIndex('by_userId', (q) => q.eq('userId', user._id))
    .take(500)
  for (const membership of memberships) {
    await ctx.db.delete('memberships', membership._id)
    const remaining = await ctx.db
      .query('memberships')
      .withIndex('by_organizationId_and_userId', (q) =>
        q.eq('organizationId', membership.organizationId),
      )
      .first()
    if (!remaining) {
      const invitations = await ctx.db
        .query('invitations')
        .withIndex('by_organizationId_and_email', (q) =>
          q.eq('organizationId', membership.organizationId),
        )
        .take(500)
      for (const invitation of invitations) {
        await ctx.db.delete('invitations', invitation._id)
      }
      await ctx.db.delete('organizations', membership.organizationId)
    }
  }
  const preferences = await findPreferences(ctx, user._id)
  if (preferences) {
    await ctx.db.delete('notificationPreferences', preferences._id)
  }
  await deleteNotificationsOf(ctx, user._id)
  await ctx.db.delete('users', user._id)
}
