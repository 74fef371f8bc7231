// The superadmin assigns a user to an organisation with a role, or removes them (/admin/users/
// {userId}). An organisation never loses its last admin this way; nothing is granted to an
// unproven address. Every change is on the deployment's audit chain.
import { v } from 'convex/values'
import type { Doc, Id } from '../_generated/dataModel'
import type { MutationCtx } from '../_generated/server'
import { countAdmins } from '../accounts/model/organizations'
import { vOrgRole } from '../lib/validators'
import { auditDeployment } from '../prompts/model/deploymentAudit'
import { appError } from '../../shared/errors'
import { superadminMutation } from '../lib/functions'
import { requireOrganization, requireUser, requireVerified } from './model/users'

const LAST_ADMIN = 'An organization must keep at least one admin'

async function findMembership(
  ctx: MutationCtx,
  organizationId: Id<'organizations'>,
  userId: Id<'users'>,
) {
  return await ctx.db
    .query('memberships')
    .withIndex('by_organizationId_and_userId', (q) =>
      q.eq('organizationId', organizationId).eq('userId', userId),
    )
    .unique()
}

/** Moves the user's current organisation off one they just left (to another, or none). */
async function settleCurrentOrganization(ctx: MutationCtx, user: Doc<'users'>) {
  const next = await ctx.db
    .query('memberships')
    .withIndex('by_userId', (q) => q.eq('userId', user._id))
    .first()
  await ctx.db.patch('users', user._id, { currentOrganizationId: next?.organizationId })
}

/** Makes the user a member of the organisation with the role, or changes their role there. */
export const assign = superadminMutation({
  args: { userId: v.id('users'), organizationId: v.id('organizations'), role: vOrgRole },
  handler: async (ctx, { userId, organizationId, role }) => {
    const user = await requireUser(ctx, userId)
    const organization = await requireOrganization(ctx, organizationId)
    const membership = await findMembership(ctx, organization._id, user._id)
    if (membership?.role === role) return null
    if (membership) {
      if (
        membership.role === 'OrganizationAdmin' &&
        (await countAdmins(ctx, organization._id)) <= 1
      ) {
        throw appError('CONFLICT', LAST_ADMIN)
      }
      await ctx.db.patch('memberships', membership._id, { role })
    } else {
      await requireVerified(ctx, user)
      await ctx.db.insert('memberships', {
        organizationId: organization._id,
        userId: user._id,
        role,
      })
      if (!user.currentOrganizationId) {
        await ctx.db.patch('users', user._id, { currentOrganizationId: organization._id })
      }
    }
    const title = role === 'OrganizationAdmin' ? 'an admin' : 'a member'
    await auditDeployment(
      ctx,
      'membership.assigned',
      `Made ${user.email} ${title} of ${organization.name}`,
    )
    return null
  },
})

/** Removes the user from the organisation, unless they are its last admin. */
export const remove = superadminMutation({
  args: { userId: v.id('users'), organizationId: v.id('organizations') },
  handler: async (ctx, { userId, organizationId }) => {
    const user = await requireUser(ctx, userId)
    const organization = await requireOrganization(ctx, organizationId)
    const membership = await findMembership(ctx, organization._id, user._id)
    if (!membership) throw appError('NOT_FOUND', 'Membership not found')
    if (
      membership.role === 'OrganizationAdmin' &&
      (await countAdmins(ctx, organization._id)) <= 1
    ) {
      throw appError('CONFLICT', LAST_ADMIN)
    }
    await ctx.db.delete('memberships', membership._id)
    if (user.currentOrganizationId === organization._id) {
      await settleCurrentOrganization(ctx, user)
    }
    await auditDeployment(
      ctx,
      'membership.removed',
      `Removed ${user.email} from ${organization.name}`,
    )
    return null
  },
})
