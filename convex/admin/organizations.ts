// The superadmin console's organisations (/admin/organizations): list and search them, see one
// (members, matters, storage, AI setting), create, rename, suspend and reinstate. A suspended
// firm's members sign in only to read a notice (lib/functions.ts refuses its data). Every change
// is on the deployment's audit chain.
import { paginationOptsValidator } from 'convex/server'
import { v } from 'convex/values'
import { cleanOrganizationName, uniqueSlug } from '../accounts/model/organizations'
import { checkPageSize, withCheckedCursor } from '../lib/pagination'
import { auditDeployment } from '../prompts/model/deploymentAudit'
import { appError } from '../../shared/errors'
import { superadminMutation, superadminQuery } from '../lib/functions'
import { membersOf, organizationRow, usageOf } from './model/organizations'
import { requireOrganization } from './model/users'

const PAGE_MAX = 50
const SEARCH_MAX = 50
const SEARCH_LENGTH_MAX = 100
const CHOICES_MAX = 500

/** A page of organisations, newest first, or one bounded page of those whose name matches. */
export const list = superadminQuery({
  args: { paginationOpts: paginationOptsValidator, search: v.optional(v.string()) },
  handler: async (ctx, { paginationOpts, search }) => {
    checkPageSize(paginationOpts, PAGE_MAX, 'organizations')
    const term = (search ?? '').trim()
    if (term.length > SEARCH_LENGTH_MAX) {
      throw appError('INVALID_INPUT', `Search for at most ${SEARCH_LENGTH_MAX} characters`)
    }
    if (term) {
      const found = await ctx.db
        .query('organizations')
        .withSearchIndex('search_name', (q) => q.search('name', term))
        .take(SEARCH_MAX)
      const page = await Promise.all(found.map((row) => organizationRow(ctx, row)))
      return { page, isDone: true, continueCursor: '' }
    }
    const result = await withCheckedCursor(() =>
      ctx.db.query('organizations').order('desc').paginate(paginationOpts),
    )
    const page = await Promise.all(result.page.map((row) => organizationRow(ctx, row)))
    return { page, isDone: result.isDone, continueCursor: result.continueCursor }
  },
})

/** Every organisation's name (at most 500, by name), for the user page's assignment. */
export const choices = superadminQuery({
  args: {},
  handler: async (ctx) => {
    const rows = await ctx.db.query('organizations').take(CHOICES_MAX)
    return rows
      .map((row) => ({ _id: row._id, name: row.name, suspended: row.suspendedAt !== undefined }))
      .sort((a, b) => a.name.localeCompare(b.name))
  },
})

/** One organisation: members, matters, storage used and the AI setting of its matters. */
export const get = superadminQuery({
  args: { organizationId: v.string() },
  handler: async (ctx, { organizationId }) => {
    const organization = await requireOrganization(ctx, organizationId)
    return {
      _id: organization._id,
      name: organization.name,
      slug: organization.slug,
      suspended: organization.suspendedAt !== undefined,
      suspendedAt: organization.suspendedAt ?? null,
      createdAt: organization._creationTime,
      members: await membersOf(ctx, organization._id),
      usage: await usageOf(ctx, organization._id),
    }
  },
})

/** A new organisation without members: a superadmin then assigns its first admin. */
export const create = superadminMutation({
  args: { organizationName: v.string() },
  handler: async (ctx, { organizationName }) => {
    const name = cleanOrganizationName(organizationName)
    const slug = await uniqueSlug(ctx, name)
    const organizationId = await ctx.db.insert('organizations', {
      name,
      slug,
      createdBy: ctx.viewer._id,
    })
    await auditDeployment(ctx, 'organization.created', `Created the organization ${name}`)
    return { organizationId }
  },
})

/** Renames the organisation; the slug stays, so links keep working. */
export const rename = superadminMutation({
  args: { organizationId: v.id('organizations'), name: v.string() },
  handler: async (ctx, { organizationId, name }) => {
    const organization = await requireOrganization(ctx, organizationId)
    const clean = cleanOrganizationName(name)
    if (clean === organization.name) return null
    await ctx.db.patch('organizations', organization._id, { name: clean })
    await auditDeployment(
      ctx,
      'organization.renamed',
      `Renamed the organization ${organization.name} to ${clean}`,
    )
    return null
  },
})

/** Suspends the organisation (its members then only read a notice) or reinstates it. */
export const setSuspended = superadminMutation({
  args: { organizationId: v.id('organizations'), suspended: v.boolean() },
  handler: async (ctx, { organizationId, suspended }) => {
    const organization = await requireOrganization(ctx, organizationId)
    if ((organization.suspendedAt !== undefined) === suspended) return null
    await ctx.db.patch('organizations', organization._id, {
      suspendedAt: suspended ? Date.now() : undefined,
    })
    await auditDeployment(
      ctx,
      suspended ? 'organization.suspended' : 'organization.reinstated',
      `${suspended ? 'Suspended' : 'Reinstated'} the organization ${organization.name}`,
    )
    return null
  },
})
