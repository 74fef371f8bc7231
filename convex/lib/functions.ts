import type { ObjectType, PropertyValidators } from 'convex/values'
import type { Doc, Id } from '../_generated/dataModel'
import { internal } from '../_generated/api'
import {
  type ActionCtx,
  type MutationCtx,
  type QueryCtx,
  action,
  mutation,
  query,
} from '../_generated/server'
import { getCurrentUserOrThrow } from './auth'
import { appError } from '../../shared/errors'
import type { OrgRole } from './validators'

export type AuthedQueryCtx = QueryCtx & { viewer: Doc<'users'> }
export type AuthedMutationCtx = MutationCtx & { viewer: Doc<'users'> }
export type OrgQueryCtx = AuthedQueryCtx & {
  organization: Doc<'organizations'>
  membership: Doc<'memberships'>
}
/** An action's caller, checked by the access.currentMember query before the handler runs. */
export type OrgActionCtx = ActionCtx & {
  member: { userId: Id<'users'>; organizationId: Id<'organizations'>; role: OrgRole }
}
export type OrgMutationCtx = AuthedMutationCtx & {
  organization: Doc<'organizations'>
  membership: Doc<'memberships'>
}

type Definition<Ctx, Args extends PropertyValidators, Result> = {
  args: Args
  handler: (ctx: Ctx, args: ObjectType<Args>) => Promise<Result>
}

const ROLE_RANK: Record<OrgRole, number> = { Member: 1, OrganizationAdmin: 2 }

/** What every organisation function answers a member of a suspended firm. */
export const ORGANIZATION_SUSPENDED = 'This organization is suspended'

/**
 * The organisation and the viewer's membership when the viewer holds at least `minRole`.
 * Outsiders (and missing organisations) get NOT_FOUND; members below `minRole`, and everyone in a
 * suspended organisation, get FORBIDDEN.
 */
export async function requireOrgRole(
  ctx: AuthedQueryCtx,
  organizationId: Id<'organizations'>,
  minRole: OrgRole,
) {
  const membership = await ctx.db
    .query('memberships')
    .withIndex('by_organizationId_and_userId', (q) =>
      q.eq('organizationId', organizationId).eq('userId', ctx.viewer._id),
    )
    .unique()
  const organization = membership ? await ctx.db.get('organizations', organizationId) : null
  if (!membership || !organization) {
    throw appError('NOT_FOUND', 'Organization not found')
  }
  // A superadmin suspended the firm (admin/organizations): its members only read the notice.
  if (organization.suspendedAt !== undefined) {
    throw appError('FORBIDDEN', ORGANIZATION_SUSPENDED)
  }
  if (ROLE_RANK[membership.role] < ROLE_RANK[minRole]) {
    throw appError('FORBIDDEN', 'Only organization admins can do this')
  }

  return { organization, membership }
}

/** The viewer's current organisation and membership; NOT_FOUND when there is none. */
export async function requireCurrentOrg(ctx: AuthedQueryCtx) {
  const organizationId = ctx.viewer.currentOrganizationId
  if (!organizationId) {
    throw appError('NOT_FOUND', 'No current organization')
  }

  return await requireOrgRole(ctx, organizationId, 'Member')
}

/**
 * NOT_FOUND unless the viewer is a superadmin: the admin area's functions do not exist for anyone
 * else, as its pages answer the ordinary 404 (signed out, the builders answer UNAUTHENTICATED
 * first: the session-loss code the app acts on).
 */
export function requireSuperadmin(viewer: Doc<'users'>) {
  if (viewer.role !== 'superadmin') {
    throw appError('NOT_FOUND', 'Not found')
  }
}

/** The signed-in superadmin: UNAUTHENTICATED signed out, NOT_FOUND for everyone else. */
export async function requireSuperadminViewer(ctx: QueryCtx) {
  const viewer = await getCurrentUserOrThrow(ctx)
  requireSuperadmin(viewer)
  return viewer
}

/** Public query for signed-in users; handlers receive `ctx.viewer`. */
export function authedQuery<Args extends PropertyValidators, Result>(
  definition: Definition<AuthedQueryCtx, Args, Result>,
) {
  return query({
    args: definition.args,
    handler: async (ctx, args: ObjectType<Args>) =>
      await definition.handler({ ...ctx, viewer: await getCurrentUserOrThrow(ctx) }, args),
  })
}

/** Public mutation for signed-in users; handlers receive `ctx.viewer`. */
export function authedMutation<Args extends PropertyValidators, Result>(
  definition: Definition<AuthedMutationCtx, Args, Result>,
) {
  return mutation({
    args: definition.args,
    handler: async (ctx, args: ObjectType<Args>) =>
      await definition.handler({ ...ctx, viewer: await getCurrentUserOrThrow(ctx) }, args),
  })
}

/** Public query scoped to the viewer's current organisation (any member). */
export function orgQuery<Args extends PropertyValidators, Result>(
  definition: Definition<OrgQueryCtx, Args, Result>,
) {
  return authedQuery({
    args: definition.args,
    handler: async (ctx, args) =>
      await definition.handler({ ...ctx, ...(await requireCurrentOrg(ctx)) }, args),
  })
}

/** Public mutation scoped to the viewer's current organisation (any member). */
export function orgMutation<Args extends PropertyValidators, Result>(
  definition: Definition<OrgMutationCtx, Args, Result>,
) {
  return authedMutation({
    args: definition.args,
    handler: async (ctx, args) =>
      await definition.handler({ ...ctx, ...(await requireCurrentOrg(ctx)) }, args),
  })
}

/** Public query for superadmins only (NOT_FOUND for everyone else signed in). */
export function superadminQuery<Args extends PropertyValidators, Result>(
  definition: Definition<AuthedQueryCtx, Args, Result>,
) {
  return authedQuery({
    args: definition.args,
    handler: async (ctx, args) => {
      requireSuperadmin(ctx.viewer)
      return await definition.handler(ctx, args)
    },
  })
}

/** Public mutation for superadmins only (NOT_FOUND for everyone else signed in). */
export function superadminMutation<Args extends PropertyValidators, Result>(
  definition: Definition<AuthedMutationCtx, Args, Result>,
) {
  return authedMutation({
    args: definition.args,
    handler: async (ctx, args) => {
      requireSuperadmin(ctx.viewer)
      return await definition.handler(ctx, args)
    },
  })
}

/** Public action for members of the caller's current organisation (actions read no database). */
export function orgAction<Args extends PropertyValidators, Result>(
  definition: Definition<OrgActionCtx, Args, Result>,
) {
  return action({
    args: definition.args,
    handler: async (ctx, args: ObjectType<Args>): Promise<Result> => {
      const member: OrgActionCtx['member'] = await ctx.runQuery(
        internal.lib.access.currentMember,
        {},
      )
      return await definition.handler({ ...ctx, member }, args)
    },
  })
}
