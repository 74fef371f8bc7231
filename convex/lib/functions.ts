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

/**
 * The organisation and the viewer's membership when the viewer holds at least `minRole`.
 * Outsiders (and missing organisations) get NOT_FOUND; members below `minRole` get FORBIDDEN.
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

/** Throws FORBIDDEN unless the viewer is a superadmin. */
export function requireSuperadmin(viewer: Doc<'users'>) {
  if (viewer.role !== 'superadmin') {
    throw appError('FORBIDDEN', 'Superadmin access required')
  }
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

/** Public query for superadmins only (others get FORBIDDEN). */
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

/** Public mutation for superadmins only (others get FORBIDDEN). */
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
