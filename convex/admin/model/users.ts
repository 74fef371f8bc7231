// The console's view of a user and the rules its user changes share.
import type { Doc, Id } from '../../_generated/dataModel'
import type { QueryCtx } from '../../_generated/server'
import { appError } from '../../../shared/errors'
import { countAdmins } from '../../accounts/model/organizations'
import { findAuthUser } from './authAccounts'

/** Memberships shown per user (a user belongs to a handful of firms). */
export const MEMBERSHIPS_SHOWN = 20

/** The user behind an id from a URL, or NOT_FOUND 'User not found'. */
export async function requireUser(ctx: QueryCtx, userId: string) {
  const id = ctx.db.normalizeId('users', userId)
  const user = id ? await ctx.db.get('users', id) : null
  if (!user) throw appError('NOT_FOUND', 'User not found')
  return user
}

/** The organisation behind an id, or NOT_FOUND 'Organization not found'. */
export async function requireOrganization(ctx: QueryCtx, organizationId: string) {
  const id = ctx.db.normalizeId('organizations', organizationId)
  const organization = id ? await ctx.db.get('organizations', id) : null
  if (!organization) throw appError('NOT_FOUND', 'Organization not found')
  return organization
}

/** Whether the user's address is proven (better-auth's emailVerified). */
export async function isVerified(ctx: QueryCtx, user: Doc<'users'>) {
  return (await findAuthUser(ctx, user))?.emailVerified === true
}

/** Refuses to grant anything to an address nobody has proven (ARCHITECTURE "Accounts"). */
export async function requireVerified(ctx: QueryCtx, user: Doc<'users'>) {
  if (!(await isVerified(ctx, user))) {
    throw appError(
      'CONFLICT',
      'This address is not verified yet: mark it verified first if you know it is theirs',
    )
  }
}

/** The user's memberships with their organisations' names, for the list and the user's page. */
export async function membershipsOf(ctx: QueryCtx, userId: Id<'users'>) {
  const memberships = await ctx.db
    .query('memberships')
    .withIndex('by_userId', (q) => q.eq('userId', userId))
    .take(MEMBERSHIPS_SHOWN)
  const rows = await Promise.all(
    memberships.map(async (membership) => {
      const organization = await ctx.db.get('organizations', membership.organizationId)
      return organization
        ? {
            organizationId: organization._id,
            name: organization.name,
            role: membership.role,
            suspended: organization.suspendedAt !== undefined,
            // The firm's only admin: the console offers neither removal nor a lower role.
            onlyAdmin:
              membership.role === 'OrganizationAdmin' &&
              (await countAdmins(ctx, organization._id)) <= 1,
          }
        : null
    }),
  )
  return rows.filter((row) => row !== null).sort((a, b) => a.name.localeCompare(b.name))
}

/** A user as the console lists them. */
export async function userRow(ctx: QueryCtx, user: Doc<'users'>) {
  return {
    _id: user._id,
    name: user.name,
    email: user.email,
    role: user.role ?? 'user',
    emailVerified: await isVerified(ctx, user),
    disabled: user.disabledAt !== undefined,
    organizations: await membershipsOf(ctx, user._id),
    createdAt: user._creationTime,
  }
}
