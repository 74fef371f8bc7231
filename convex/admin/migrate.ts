// Moving a user from one organisation to another (/admin/migrate, issue 25): find the user, see
// their memberships, read the dry run, then move in one audited mutation. What moves and what stays
// is model/migration.ts's. To anyone but a superadmin every function is NOT_FOUND.
import { v } from 'convex/values'
import { appError } from '../../shared/errors'
import { USER_SEARCH_MAX_RESULTS, USER_SEARCH_MIN } from '../../shared/supportRules'
import { superadminMutation, superadminQuery } from '../lib/functions'
import { vOrgRole } from '../lib/validators'
import { carryOut, planMigration } from './model/migration'

/** How many users a search reads (name search has no index; addresses are matched too). */
const USERS_READ = 10_000
const ORGANIZATIONS_READ = 5_000

const vMigration = {
  userId: v.string(),
  fromOrganizationId: v.string(),
  toOrganizationId: v.string(),
  role: vOrgRole,
}

/** Users whose name or email holds `search` (at least 2 characters), at most 20. */
export const findUsers = superadminQuery({
  args: { search: v.string() },
  handler: async (ctx, { search }) => {
    const needle = search.trim().toLowerCase()
    if (needle.length > 200) throw appError('INVALID_INPUT', 'Search for at most 200 characters')
    if (needle.length < USER_SEARCH_MIN) return []
    const users = await ctx.db.query('users').take(USERS_READ)
    return users
      .filter((user) => user.email.includes(needle) || user.name.toLowerCase().includes(needle))
      .slice(0, USER_SEARCH_MAX_RESULTS)
      .map((user) => ({ _id: user._id, name: user.name, email: user.email }))
  },
})

/** A user with their memberships, and the organisations they could move to. */
export const user = superadminQuery({
  args: { userId: v.string() },
  handler: async (ctx, args) => {
    const userId = ctx.db.normalizeId('users', args.userId)
    const found = userId ? await ctx.db.get('users', userId) : null
    if (!found) throw appError('NOT_FOUND', 'User not found')
    const memberships = await ctx.db
      .query('memberships')
      .withIndex('by_userId', (q) => q.eq('userId', found._id))
      .take(100)
    const organizations = await ctx.db.query('organizations').take(ORGANIZATIONS_READ)
    const names = new Map(organizations.map((org) => [org._id as string, org.name]))
    return {
      _id: found._id,
      name: found.name,
      email: found.email,
      memberships: memberships.map((membership) => ({
        organizationId: membership.organizationId,
        organizationName: names.get(membership.organizationId) ?? 'Deleted organization',
        role: membership.role,
      })),
      organizations: organizations
        .filter((org) => !memberships.some((m) => m.organizationId === org._id))
        .sort((a, b) => a.name.localeCompare(b.name))
        .map((org) => ({ _id: org._id, name: org.name })),
    }
  },
})

/**
 * What the move would do, read only: what moves (counts, the first titles), what stays, what is
 * dropped, and the problems that would refuse it. Errors as the move's, but never CONFLICT.
 */
export const dryRun = superadminQuery({
  args: vMigration,
  handler: async (ctx, args) => (await planMigration(ctx, args)).view,
})

/**
 * Moves the user with their private work, in one mutation, audited on both firms' chains and the
 * deployment's. CONFLICT with the first problem the dry run shows (the only admin, already a
 * member, above a cap, work still being written); then nothing changes.
 */
export const run = superadminMutation({
  args: vMigration,
  handler: async (ctx, args) => {
    const plan = await planMigration(ctx, args)
    const { projectId } = await carryOut(ctx, plan)
    return { ...plan.view, projectId }
  },
})
