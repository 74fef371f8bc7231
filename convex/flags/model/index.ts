// Feature flags inside the database: the stored rules, a context resolved against them, and the
// gate a Convex function puts in front of a feature, so a flag turns off more than a button.
import type { Doc, Id } from '../../_generated/dataModel'
import type { QueryCtx } from '../../_generated/server'
import { appError } from '../../../shared/errors'
import {
  type FlagContext,
  type FlagEnvironment,
  FLAG_ENVIRONMENTS,
  FLAG_DEFAULTS,
  type FlagRules,
  type KnownFlag,
  resolveFlags,
} from '../../../shared/flags'

/** The most flags a deployment keeps. */
export const FLAGS_MAX = 200

/** Every stored flag, by name. */
export async function storedFlags(ctx: QueryCtx) {
  return await ctx.db.query('featureFlags').withIndex('by_name').take(FLAGS_MAX)
}

/** A stored flag as the pure resolver takes it (ids as strings). */
export function toRules(flag: Doc<'featureFlags'>): FlagRules {
  return {
    name: flag.name,
    defaultValue: flag.defaultValue,
    environments: flag.environments,
    organizations: flag.organizations,
    people: flag.people,
    countries: flag.countries,
    rolloutPercent: flag.rolloutPercent ?? null,
  }
}

/**
 * The environment this deployment runs in for server-side gates: CASEFILE_FLAG_ENV when set to
 * dev, staging or prod, otherwise prod (the browser tells its own from its host).
 */
export function deploymentEnvironment(): FlagEnvironment {
  const env = process.env.CASEFILE_FLAG_ENV
  return (FLAG_ENVIRONMENTS as readonly string[]).includes(env ?? '')
    ? (env as FlagEnvironment)
    : 'prod'
}

/** Every flag's value for a context. */
export async function resolvedFor(ctx: QueryCtx, context: FlagContext) {
  return resolveFlags((await storedFlags(ctx)).map(toRules), context)
}

/** Whether the feature's flag is on for this person in this organisation (the browser's resolver). */
export async function featureOn(
  ctx: QueryCtx,
  name: KnownFlag,
  who: { userId: Id<'users'>; organizationId?: Id<'organizations'>; email?: string },
) {
  const flag = await ctx.db
    .query('featureFlags')
    .withIndex('by_name', (q) => q.eq('name', name))
    .unique()
  if (!flag) return FLAG_DEFAULTS[name]
  return resolveFlags([toRules(flag)], {
    env: deploymentEnvironment(),
    userId: who.userId,
    orgId: who.organizationId ?? null,
    email: who.email ?? null,
  })[name]!
}

/** FORBIDDEN unless the feature is on: a hidden button is also a refused call. */
export async function requireFeature(
  ctx: QueryCtx,
  name: KnownFlag,
  who: { userId: Id<'users'>; organizationId?: Id<'organizations'>; email?: string },
) {
  if (!(await featureOn(ctx, name, who))) {
    throw appError('FORBIDDEN', 'This feature is not available to your organization')
  }
}

/** The viewer of an organisation's function, as the gates take them. */
export const viewerOf = (ctx: { viewer: Doc<'users'>; organization: Doc<'organizations'> }) => ({
  userId: ctx.viewer._id,
  organizationId: ctx.organization._id,
  email: ctx.viewer.email,
})
