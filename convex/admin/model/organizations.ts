// What the console shows of an organisation: its members, matters, storage and AI setting, each
// counted within a bound so one large firm cannot make the page fail.
import type { Doc, Id } from '../../_generated/dataModel'
import type { QueryCtx } from '../../_generated/server'
import { listMemberships } from '../../accounts/model/organizations'

export const MEMBERS_SHOWN = 200
const MATTERS_COUNTED = 1000
const DOCUMENTS_COUNTED = 2000

/** The organisation's row in the console's list. */
export async function organizationRow(ctx: QueryCtx, organization: Doc<'organizations'>) {
  return {
    _id: organization._id,
    name: organization.name,
    slug: organization.slug,
    suspended: organization.suspendedAt !== undefined,
    members: (await listMemberships(ctx, organization._id)).length,
    createdAt: organization._creationTime,
  }
}

/** The members with their names and roles (admins first), at most MEMBERS_SHOWN. */
export async function membersOf(ctx: QueryCtx, organizationId: Id<'organizations'>) {
  const memberships = await listMemberships(ctx, organizationId)
  const rows = await Promise.all(
    memberships.slice(0, MEMBERS_SHOWN).map(async (membership) => {
      const user = await ctx.db.get('users', membership.userId)
      return user
        ? { userId: user._id, name: user.name, email: user.email, role: membership.role }
        : null
    }),
  )
  return {
    total: memberships.length,
    shown: rows
      .filter((row) => row !== null)
      .sort((a, b) =>
        a.role === b.role ? a.name.localeCompare(b.name) : a.role === 'OrganizationAdmin' ? -1 : 1,
      ),
  }
}

/**
 * Matters (active and archived), how many may send text to the external model, and the bytes of
 * their documents. `capped` when a bound stopped a count: the figures are then "at least".
 */
export async function usageOf(ctx: QueryCtx, organizationId: Id<'organizations'>) {
  const projects = await ctx.db
    .query('projects')
    .withIndex('by_organizationId_and_slug', (q) => q.eq('organizationId', organizationId))
    .take(MATTERS_COUNTED + 1)
  let capped = projects.length > MATTERS_COUNTED
  const matters = projects.slice(0, MATTERS_COUNTED)
  let documents = 0
  let storageBytes = 0
  for (const project of matters) {
    const left = DOCUMENTS_COUNTED - documents
    if (left <= 0) {
      capped = true
      break
    }
    const rows = await ctx.db
      .query('documents')
      .withIndex('by_projectId_and_folderId', (q) => q.eq('projectId', project._id))
      .take(left + 1)
    if (rows.length > left) capped = true
    for (const row of rows.slice(0, left)) storageBytes += row.size
    documents += Math.min(rows.length, left)
  }
  return {
    matters: matters.length,
    archivedMatters: matters.filter((project) => project.archivedAt !== undefined).length,
    externalAiMatters: matters.filter((project) => project.aiMode === 'external').length,
    documents,
    storageBytes,
    capped,
  }
}
