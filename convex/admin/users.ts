// The superadmin console's users (/admin/users): find them, edit a profile, mark an address
// verified, disable and enable, end sessions, grant or withdraw superadmin. Passwords are in
// passwords.ts, memberships in memberships.ts. Every change is on the deployment's audit chain.
import { paginationOptsValidator } from 'convex/server'
import { v } from 'convex/values'
import type { Doc } from '../_generated/dataModel'
import type { QueryCtx } from '../_generated/server'
import { checkPageSize, withCheckedCursor } from '../lib/pagination'
import { auditDeployment } from '../prompts/model/deploymentAudit'
import { appError, invalidInput } from '../../shared/errors'
import { validateAdminProfile } from '../../shared/adminUserRules'
import { superadminMutation, superadminQuery } from '../lib/functions'
import { addressTaken, countSessions, endSessions, updateAuthUser } from './model/authAccounts'
import { isVerified, requireUser, userRow } from './model/users'

const PAGE_MAX = 50
const SEARCH_MAX = 50
const SEARCH_LENGTH_MAX = 100

/**
 * Users whose address starts with the text, and whose name matches its words unless it is an
 * address (holds an @): bounded.
 */
async function searchUsers(ctx: QueryCtx, search: string) {
  const address = search.toLowerCase()
  const [byName, byEmail] = await Promise.all([
    search.includes('@')
      ? []
      : ctx.db
          .query('users')
          .withSearchIndex('search_name', (q) => q.search('name', search))
          .take(SEARCH_MAX),
    ctx.db
      .query('users')
      .withIndex('by_email', (q) => q.gte('email', address).lt('email', `${address}\uffff`))
      .take(SEARCH_MAX),
  ])
  const seen = new Set<string>()
  return [...byEmail, ...byName].filter((user) => {
    if (seen.has(user._id)) return false
    seen.add(user._id)
    return true
  })
}

/**
 * A page of users, newest first: searched by name or email (one bounded page of matches), of one
 * organisation, and filtered by role, verified and disabled. A filtered page may hold fewer rows
 * than asked; the list asks for the next one while there is more.
 */
export const list = superadminQuery({
  args: {
    paginationOpts: paginationOptsValidator,
    search: v.optional(v.string()),
    organizationId: v.optional(v.id('organizations')),
    role: v.optional(v.union(v.literal('user'), v.literal('superadmin'))),
    verified: v.optional(v.boolean()),
    disabled: v.optional(v.boolean()),
  },
  handler: async (ctx, { paginationOpts, search, organizationId, ...filters }) => {
    checkPageSize(paginationOpts, PAGE_MAX, 'users')
    const term = (search ?? '').trim()
    if (term.length > SEARCH_LENGTH_MAX) {
      throw appError('INVALID_INPUT', `Search for at most ${SEARCH_LENGTH_MAX} characters`)
    }
    let users: Doc<'users'>[]
    let rest: { isDone: boolean; continueCursor: string }
    if (term) {
      users = await searchUsers(ctx, term)
      if (organizationId) {
        const members = await Promise.all(
          users.map((user) =>
            ctx.db
              .query('memberships')
              .withIndex('by_organizationId_and_userId', (q) =>
                q.eq('organizationId', organizationId).eq('userId', user._id),
              )
              .unique(),
          ),
        )
        users = users.filter((_, index) => members[index] !== null)
      }
      rest = { isDone: true, continueCursor: '' }
    } else if (organizationId) {
      const result = await withCheckedCursor(() =>
        ctx.db
          .query('memberships')
          .withIndex('by_organizationId_and_userId', (q) => q.eq('organizationId', organizationId))
          .paginate(paginationOpts),
      )
      const found = await Promise.all(result.page.map((m) => ctx.db.get('users', m.userId)))
      users = found.filter((user) => user !== null)
      rest = { isDone: result.isDone, continueCursor: result.continueCursor }
    } else {
      const result = await withCheckedCursor(() =>
        ctx.db.query('users').order('desc').paginate(paginationOpts),
      )
      users = result.page
      rest = { isDone: result.isDone, continueCursor: result.continueCursor }
    }

    const rows = await Promise.all(users.map((user) => userRow(ctx, user)))
    const page = rows.filter(
      (row) =>
        (filters.role === undefined || row.role === filters.role) &&
        (filters.verified === undefined || row.emailVerified === filters.verified) &&
        (filters.disabled === undefined || row.disabled === filters.disabled),
    )
    return { page, ...rest }
  },
})

/** One user, with what the console shows and changes on their page. */
export const get = superadminQuery({
  args: { userId: v.string() },
  handler: async (ctx, { userId }) => {
    const user = await requireUser(ctx, userId)
    return {
      ...(await userRow(ctx, user)),
      firstName: user.firstName ?? '',
      lastName: user.lastName ?? '',
      disabledAt: user.disabledAt ?? null,
      sessions: await countSessions(ctx, user.authId),
      isYou: user._id === ctx.viewer._id,
    }
  },
})

/**
 * Changes the first and last names (the display name becomes "first last") and the address. A new
 * address is unproven: it stays unverified until its owner confirms it or a superadmin marks it.
 */
export const update = superadminMutation({
  args: {
    userId: v.id('users'),
    firstName: v.string(),
    lastName: v.string(),
    email: v.string(),
  },
  handler: async (ctx, { userId, ...fields }) => {
    const user = await requireUser(ctx, userId)
    const checked = validateAdminProfile(fields)
    if (!checked.ok) throw invalidInput(checked.issues)
    const { firstName, lastName, email, name } = checked.value
    const emailChanged = email !== user.email
    if (emailChanged && (await addressTaken(ctx, email, user.authId))) {
      throw invalidInput([{ path: 'email', message: 'Another account already uses this address' }])
    }
    if (
      !emailChanged &&
      name === user.name &&
      firstName === user.firstName &&
      lastName === user.lastName
    ) {
      return null
    }
    await updateAuthUser(ctx, user.authId, {
      name,
      email,
      ...(emailChanged ? { emailVerified: false } : {}),
    })
    await ctx.db.patch('users', user._id, { firstName, lastName })
    await auditDeployment(
      ctx,
      'user.edited',
      emailChanged
        ? `Edited the user ${user.email}, now ${email}`
        : `Edited the user ${user.email}`,
    )
    return null
  },
})

/** Marks the address verified: the superadmin's word for it. Grants what the address earns. */
export const markVerified = superadminMutation({
  args: { userId: v.id('users') },
  handler: async (ctx, { userId }) => {
    const user = await requireUser(ctx, userId)
    if (await isVerified(ctx, user)) return null
    await updateAuthUser(ctx, user.authId, { emailVerified: true })
    await auditDeployment(ctx, 'user.verified', `Marked the address ${user.email} verified`)
    return null
  },
})

/** Disables (no sign-in, every session ended) or enables an account. */
export const setDisabled = superadminMutation({
  args: { userId: v.id('users'), disabled: v.boolean() },
  handler: async (ctx, { userId, disabled }) => {
    const user = await requireUser(ctx, userId)
    if (user._id === ctx.viewer._id) {
      throw appError('CONFLICT', 'You cannot disable your own account')
    }
    if ((user.disabledAt !== undefined) === disabled) return null
    await ctx.db.patch('users', user._id, { disabledAt: disabled ? Date.now() : undefined })
    if (disabled) await endSessions(ctx, user.authId)
    await auditDeployment(
      ctx,
      disabled ? 'user.disabled' : 'user.enabled',
      `${disabled ? 'Disabled' : 'Enabled'} the user ${user.email}`,
    )
    return null
  },
})

/** Ends every session of the user: each of their open pages goes to the sign-in page. */
export const endAllSessions = superadminMutation({
  args: { userId: v.id('users') },
  handler: async (ctx, { userId }) => {
    const user = await requireUser(ctx, userId)
    await endSessions(ctx, user.authId)
    await auditDeployment(ctx, 'user.signedOut', `Ended every session of ${user.email}`)
    return null
  },
})

/** Grants or withdraws the superadmin role (never one's own, never to an unproven address). */
export const setSuperadmin = superadminMutation({
  args: { userId: v.id('users'), superadmin: v.boolean() },
  handler: async (ctx, { userId, superadmin }) => {
    const user = await requireUser(ctx, userId)
    if (user._id === ctx.viewer._id) {
      throw appError('CONFLICT', 'You cannot change your own superadmin role')
    }
    if ((user.role === 'superadmin') === superadmin) return null
    if (superadmin && !(await isVerified(ctx, user))) {
      throw appError('CONFLICT', 'Mark the address verified before granting superadmin')
    }
    await ctx.db.patch('users', user._id, { role: superadmin ? 'superadmin' : undefined })
    await auditDeployment(
      ctx,
      superadmin ? 'superadmin.granted' : 'superadmin.withdrawn',
      `${superadmin ? 'Granted superadmin to' : 'Withdrew superadmin from'} ${user.email}`,
    )
    return null
  },
})
