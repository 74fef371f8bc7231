import { v } from 'convex/values'
import { internal } from '../_generated/api'
import { requireVerifiedEmail } from '../lib/auth'
import { appError } from '../../shared/errors'
import { authedMutation, authedQuery, requireOrgRole } from '../lib/functions'
import {
  cleanEmail,
  cleanOrganizationName,
  countAdmins,
  createOrganization,
  listMemberships,
} from './model/organizations'
import { wantsEmail } from './model/notificationPreferences'
import { acceptPendingInvitations as acceptInvitationsFor } from './model/users'
import { vOrgRole } from '../lib/validators'

const MAX_ORGANIZATIONS_LISTED = 100

/** Creates an organisation; the caller becomes its OrganizationAdmin and it becomes current. */
export const create = authedMutation({
  args: { organizationName: v.string() },
  handler: async (ctx, { organizationName }) =>
    await createOrganization(ctx, ctx.viewer._id, organizationName),
})

/** The caller's organisations with their role, oldest membership first. */
export const listMine = authedQuery({
  args: {},
  handler: async (ctx) => {
    const memberships = await ctx.db
      .query('memberships')
      .withIndex('by_userId', (q) => q.eq('userId', ctx.viewer._id))
      .take(MAX_ORGANIZATIONS_LISTED)
    const rows = await Promise.all(
      memberships.map(async (membership) => {
        const organization = await ctx.db.get('organizations', membership.organizationId)
        return organization
          ? {
              _id: organization._id,
              name: organization.name,
              slug: organization.slug,
              role: membership.role,
              isCurrent: ctx.viewer.currentOrganizationId === organization._id,
              suspended: organization.suspendedAt !== undefined,
            }
          : null
      }),
    )

    return rows.filter((row) => row !== null)
  },
})

/** Switches the caller's current organisation (members only). */
export const setCurrent = authedMutation({
  args: { organizationId: v.id('organizations') },
  handler: async (ctx, { organizationId }) => {
    const { organization } = await requireOrgRole(ctx, organizationId, 'Member')
    await ctx.db.patch('users', ctx.viewer._id, { currentOrganizationId: organizationId })

    return { organizationId, organizationSlug: organization.slug }
  },
})

/** Renames an organisation (admins only). The slug stays, so links keep working. */
export const rename = authedMutation({
  args: { organizationId: v.id('organizations'), name: v.string() },
  handler: async (ctx, { organizationId, name }) => {
    await requireOrgRole(ctx, organizationId, 'OrganizationAdmin')
    await ctx.db.patch('organizations', organizationId, { name: cleanOrganizationName(name) })
  },
})

/** Members of an organisation (any member may see the list). */
export const members = authedQuery({
  args: { organizationId: v.id('organizations') },
  handler: async (ctx, { organizationId }) => {
    await requireOrgRole(ctx, organizationId, 'Member')
    const memberships = await listMemberships(ctx, organizationId)
    const rows = await Promise.all(
      memberships.map(async (membership) => {
        const user = await ctx.db.get('users', membership.userId)
        return user
          ? { userId: user._id, name: user.name, email: user.email, role: membership.role }
          : null
      }),
    )

    // The index orders by user id, which is no order a person reads: admins first, then by name.
    return rows
      .filter((row) => row !== null)
      .sort(
        (a, b) =>
          Number(b.role === 'OrganizationAdmin') - Number(a.role === 'OrganizationAdmin') ||
          a.name.localeCompare(b.name),
      )
  },
})

/** Changes a member's role (admins only). The last admin cannot be demoted (CONFLICT). */
export const changeRole = authedMutation({
  args: { organizationId: v.id('organizations'), userId: v.id('users'), role: vOrgRole },
  handler: async (ctx, { organizationId, userId, role }) => {
    await requireOrgRole(ctx, organizationId, 'OrganizationAdmin')
    const target = await ctx.db
      .query('memberships')
      .withIndex('by_organizationId_and_userId', (q) =>
        q.eq('organizationId', organizationId).eq('userId', userId),
      )
      .unique()
    if (!target) {
      throw appError('NOT_FOUND', 'Member not found')
    }
    if (target.role === role) {
      return
    }
    if (target.role === 'OrganizationAdmin' && (await countAdmins(ctx, organizationId)) <= 1) {
      throw appError(
        'CONFLICT',
        'An organization needs at least one admin. Make someone else an admin first.',
      )
    }
    await ctx.db.patch('memberships', target._id, { role })
  },
})

/**
 * Removes a member. Admins may remove anyone; any member may remove themselves (leave).
 * The last admin cannot leave (CONFLICT).
 */
export const removeMember = authedMutation({
  args: { organizationId: v.id('organizations'), userId: v.id('users') },
  handler: async (ctx, { organizationId, userId }) => {
    const isSelf = userId === ctx.viewer._id
    await requireOrgRole(ctx, organizationId, isSelf ? 'Member' : 'OrganizationAdmin')
    const target = await ctx.db
      .query('memberships')
      .withIndex('by_organizationId_and_userId', (q) =>
        q.eq('organizationId', organizationId).eq('userId', userId),
      )
      .unique()
    if (!target) {
      throw appError('NOT_FOUND', 'Member not found')
    }
    if (target.role === 'OrganizationAdmin' && (await countAdmins(ctx, organizationId)) <= 1) {
      throw appError(
        'CONFLICT',
        'An organization needs at least one admin. Make someone else an admin first.',
      )
    }
    await ctx.db.delete('memberships', target._id)
    const user = await ctx.db.get('users', userId)
    if (user?.currentOrganizationId === organizationId) {
      await ctx.db.patch('users', userId, { currentOrganizationId: undefined })
    }
  },
})

/**
 * Invites an email address (admins only): writes a pending invitation and queues an email.
 * A new user with that email joins once the address is verified (user triggers, lib/users); an
 * existing user joins on their next `organizations.acceptPendingInvitations` call.
 */
export const invite = authedMutation({
  args: { organizationId: v.id('organizations'), email: v.string(), role: vOrgRole },
  handler: async (ctx, args) => {
    const { organization } = await requireOrgRole(ctx, args.organizationId, 'OrganizationAdmin')
    const email = cleanEmail(args.email)

    const invitee = await ctx.db
      .query('users')
      .withIndex('by_email', (q) => q.eq('email', email))
      .first()
    if (invitee) {
      const membership = await ctx.db
        .query('memberships')
        .withIndex('by_organizationId_and_userId', (q) =>
          q.eq('organizationId', args.organizationId).eq('userId', invitee._id),
        )
        .unique()
      if (membership) {
        throw appError('CONFLICT', 'This person is already a member of the organization')
      }
    }

    const pending = (
      await ctx.db
        .query('invitations')
        .withIndex('by_organizationId_and_email', (q) =>
          q.eq('organizationId', args.organizationId).eq('email', email),
        )
        .take(20)
    ).find((invitation) => invitation.status === 'pending')
    const invitationId = pending
      ? pending._id
      : await ctx.db.insert('invitations', {
          organizationId: args.organizationId,
          email,
          role: args.role,
          invitedBy: ctx.viewer._id,
          status: 'pending',
        })
    if (pending) {
      await ctx.db.patch('invitations', pending._id, { role: args.role, invitedBy: ctx.viewer._id })
    }

    // Someone who already has an account may have turned invitation emails off; they still see
    // the invitation on their organisation page. A stranger always gets the email: it is the only
    // way they learn of it.
    if (invitee && !(await wantsEmail(ctx, invitee._id, 'emailOnInvitation'))) {
      return invitationId
    }
    const siteUrl = process.env.SITE_URL ?? 'http://localhost:3000'
    const path = invitee ? '/login' : '/sign-up'
    await ctx.scheduler.runAfter(0, internal.accounts.emails.enqueue, {
      to: email,
      kind: 'invitation',
      organizationName: organization.name,
      url: `${siteUrl}${path}?email=${encodeURIComponent(email)}`,
    })

    return invitationId
  },
})

/** Pending invitations of an organisation (admins only). */
export const invitations = authedQuery({
  args: { organizationId: v.id('organizations') },
  handler: async (ctx, { organizationId }) => {
    await requireOrgRole(ctx, organizationId, 'OrganizationAdmin')
    const rows = await ctx.db
      .query('invitations')
      .withIndex('by_organizationId_and_email', (q) => q.eq('organizationId', organizationId))
      .take(500)

    return rows
      .filter((row) => row.status === 'pending')
      .map((row) => ({
        _id: row._id,
        email: row.email,
        role: row.role,
        _creationTime: row._creationTime,
      }))
  },
})

/** Withdraws a pending invitation (admins of its organisation only; others get NOT_FOUND). */
export const revokeInvitation = authedMutation({
  args: { invitationId: v.id('invitations') },
  handler: async (ctx, { invitationId }) => {
    const invitation = await ctx.db.get('invitations', invitationId)
    if (!invitation) {
      throw appError('NOT_FOUND', 'Invitation not found')
    }
    // Authorizes against the invitation's own organisation: an outsider learns nothing.
    await requireOrgRole(ctx, invitation.organizationId, 'OrganizationAdmin')
    if (invitation.status !== 'pending') {
      throw appError('CONFLICT', 'This invitation is no longer pending')
    }
    await ctx.db.patch('invitations', invitationId, { status: 'revoked' })
  },
})

/** Pending invitations addressed to the caller's own email, with the inviting organisation's name. */
export const myInvitations = authedQuery({
  args: {},
  handler: async (ctx) => {
    const rows = await ctx.db
      .query('invitations')
      .withIndex('by_email_and_status', (q) =>
        q.eq('email', ctx.viewer.email).eq('status', 'pending'),
      )
      .take(50)
    const invitations = await Promise.all(
      rows.map(async (row) => {
        const organization = await ctx.db.get('organizations', row.organizationId)
        return organization
          ? {
              _id: row._id,
              organizationName: organization.name,
              role: row.role,
              _creationTime: row._creationTime,
            }
          : null
      }),
    )

    return invitations.filter((row) => row !== null)
  },
})

/**
 * Joins every organisation the caller's email has a pending invitation to; returns their ids.
 * FORBIDDEN for an address that is not verified: an invitation is proof for its owner only.
 */
export const acceptPendingInvitations = authedMutation({
  args: {},
  handler: async (ctx) => {
    await requireVerifiedEmail(ctx)
    return await acceptInvitationsFor(ctx, ctx.viewer._id, ctx.viewer.email)
  },
})
