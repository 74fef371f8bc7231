import type { Id } from '../../_generated/dataModel'
import type { MutationCtx, QueryCtx } from '../../_generated/server'
import { appError } from '../../../shared/errors'
import { numberedSlug, slugify } from '../../../shared/slugs'
import { BIDI_IN_NAME, hasBidiControl, hasLoneSurrogate } from '../../../shared/text'

const MAX_MEMBERS_SCANNED = 1000
const MAX_SLUG_ATTEMPTS = 20

const ORGANIZATION_SLUG_MAX = 48

/** "Hale & Whitmore LLP" -> "hale-and-whitmore-llp". */
export function organizationSlug(name: string) {
  return slugify(name, 'organization', ORGANIZATION_SLUG_MAX)
}

/** Each of `userIds` is a member of the organisation; NOT_FOUND 'Member not found' otherwise. */
export async function requireMembers(
  ctx: QueryCtx,
  organizationId: Id<'organizations'>,
  userIds: Id<'users'>[],
) {
  for (const userId of userIds) {
    const membership = await ctx.db
      .query('memberships')
      .withIndex('by_organizationId_and_userId', (q) =>
        q.eq('organizationId', organizationId).eq('userId', userId),
      )
      .unique()
    if (!membership) throw appError('NOT_FOUND', 'Member not found')
  }
}

/** A slug no organisation uses yet: the base, then base-2, base-3, ... */
export async function uniqueSlug(ctx: QueryCtx, name: string) {
  const base = organizationSlug(name)
  for (let attempt = 1; attempt <= MAX_SLUG_ATTEMPTS; attempt++) {
    const candidate = numberedSlug(base, attempt, ORGANIZATION_SLUG_MAX)
    const taken = await ctx.db
      .query('organizations')
      .withIndex('by_slug', (q) => q.eq('slug', candidate))
      .first()
    if (!taken) {
      return candidate
    }
  }
  const suffix = Math.floor(Math.random() * 1_000_000).toString(36)

  return `${base}-${suffix}`
}

/** Trims and checks an organisation name (the spec's message). */
export function cleanOrganizationName(name: string) {
  const trimmed = name.trim()
  if (trimmed.length === 0) {
    throw appError('INVALID_INPUT', 'Organization name is required')
  }
  if (trimmed.length > 120) {
    throw appError('INVALID_INPUT', 'Organization name must be at most 120 characters')
  }
  if (hasLoneSurrogate(trimmed)) {
    throw appError('INVALID_INPUT', 'Organization name contains characters that cannot be stored')
  }
  if (hasBidiControl(trimmed)) {
    throw appError('INVALID_INPUT', `Organization name ${BIDI_IN_NAME}`)
  }

  return trimmed
}

export async function countAdmins(ctx: QueryCtx, organizationId: Id<'organizations'>) {
  const memberships = await ctx.db
    .query('memberships')
    .withIndex('by_organizationId_and_userId', (q) => q.eq('organizationId', organizationId))
    .take(MAX_MEMBERS_SCANNED)

  return memberships.filter((m) => m.role === 'OrganizationAdmin').length
}

export async function listMemberships(ctx: QueryCtx, organizationId: Id<'organizations'>) {
  return await ctx.db
    .query('memberships')
    .withIndex('by_organizationId_and_userId', (q) => q.eq('organizationId', organizationId))
    .take(MAX_MEMBERS_SCANNED)
}

/** Creates an organisation with `userId` as its OrganizationAdmin and makes it the user's current one. */
export async function createOrganization(ctx: MutationCtx, userId: Id<'users'>, name: string) {
  const cleanName = cleanOrganizationName(name)
  const slug = await uniqueSlug(ctx, cleanName)
  const organizationId = await ctx.db.insert('organizations', {
    name: cleanName,
    slug,
    createdBy: userId,
  })
  await ctx.db.insert('memberships', { organizationId, userId, role: 'OrganizationAdmin' })
  await ctx.db.patch('users', userId, { currentOrganizationId: organizationId })

  return { organizationId, slug }
}

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

export function cleanEmail(email: string) {
  const trimmed = email.trim().toLowerCase()
  if (!EMAIL_PATTERN.test(trimmed) || trimmed.length > 254) {
    throw appError('INVALID_INPUT', 'Invalid email address')
  }

  return trimmed
}
