// Support access to a firm's conversations (/admin/chat, issue 25). A superadmin reads a firm's
// associate threads only under a live grant they asked for with a reason and a duration; the grant,
// its early end and every thread opened are written on the firm's own audit trail, which its
// admins read, and the grant on the deployment's chain too. Read-only: nothing here changes a
// firm's data beyond its audit trail. To anyone but a superadmin every function is NOT_FOUND.
import { v } from 'convex/values'
import type { Id } from '../_generated/dataModel'
import { MESSAGES_SHOWN_MAX, THREADS_LISTED_MAX } from '../../shared/associateValidators'
import { appError, invalidInput } from '../../shared/errors'
import { GRANT_MINUTES, grantReasonProblem, isGrantMinutes } from '../../shared/supportRules'
import { superadminMutation, superadminQuery } from '../lib/functions'
import { nameReader } from '../review/model'
import { auditSupport, liveGrantsBy, requireLiveGrant, utcMinute } from './model/support'

/** How many organisations the picker reads to search, and how many it lists. */
const ORGANIZATIONS_READ = 5_000
const ORGANIZATIONS_LISTED = 50
/** The most threads of a firm read to list the newest (threads are indexed per author). */
const THREADS_READ = 2_000

/** Organisations whose name or slug holds `search` (all of them, first 50, when it is empty). */
export const organizations = superadminQuery({
  args: { search: v.string() },
  handler: async (ctx, { search }) => {
    if (search.length > 200) throw appError('INVALID_INPUT', 'Search for at most 200 characters')
    const needle = search.trim().toLowerCase()
    const all = await ctx.db.query('organizations').take(ORGANIZATIONS_READ)
    return all
      .filter(
        (org) =>
          needle === '' || org.name.toLowerCase().includes(needle) || org.slug.includes(needle),
      )
      .sort((a, b) => a.name.localeCompare(b.name))
      .slice(0, ORGANIZATIONS_LISTED)
      .map((org) => ({ _id: org._id, name: org.name, slug: org.slug }))
  },
})

/** The viewer's live grants, soonest to end first, with their organisation's name. */
export const grants = superadminQuery({
  args: {},
  handler: async (ctx) => {
    const live = await liveGrantsBy(ctx)
    return await Promise.all(
      live.map(async (grant) => ({
        _id: grant._id,
        organizationId: grant.organizationId,
        organizationName:
          (await ctx.db.get('organizations', grant.organizationId))?.name ?? 'Deleted',
        reason: grant.reason,
        createdAt: grant.createdAt,
        expiresAt: grant.expiresAt,
      })),
    )
  },
})

/**
 * Opens support access to one firm's conversations for 15, 30 or 60 minutes, with a reason the
 * firm's admins see. INVALID_INPUT for a missing or too long reason or another duration;
 * NOT_FOUND for an unknown organisation; CONFLICT when the viewer already holds a live grant there.
 */
export const grant = superadminMutation({
  args: { organizationId: v.string(), reason: v.string(), minutes: v.number() },
  handler: async (ctx, args) => {
    const problem = grantReasonProblem(args.reason)
    const issues = [
      ...(problem ? [{ path: 'reason', message: problem }] : []),
      ...(isGrantMinutes(args.minutes)
        ? []
        : [{ path: 'minutes', message: `Choose ${GRANT_MINUTES.join(', ')} minutes` }]),
    ]
    if (issues.length > 0) throw invalidInput(issues)
    const organizationId = ctx.db.normalizeId('organizations', args.organizationId)
    const organization = organizationId ? await ctx.db.get('organizations', organizationId) : null
    if (!organization) throw appError('NOT_FOUND', 'Organization not found')
    const held = (await liveGrantsBy(ctx)).find((live) => live.organizationId === organization._id)
    if (held) {
      throw appError(
        'CONFLICT',
        `You already have access to ${organization.name} until ${utcMinute(held.expiresAt)}; end it first`,
      )
    }
    const reason = args.reason.trim()
    const createdAt = Date.now()
    const expiresAt = createdAt + args.minutes * 60_000
    const grantId = await ctx.db.insert('supportGrants', {
      organizationId: organization._id,
      superadminId: ctx.viewer._id,
      reason,
      createdAt,
      expiresAt,
    })
    await auditSupport(
      ctx,
      organization,
      'support.accessGranted',
      `Casefile support (${ctx.viewer.name}) can read conversations until ${utcMinute(expiresAt)}: ${reason}`,
      `Opened support access to the conversations of ${organization.name} until ${utcMinute(expiresAt)}: ${reason}`,
    )
    return { grantId, expiresAt }
  },
})

/** Ends one of the viewer's live grants now. NOT_FOUND when it is not theirs or no longer live. */
export const end = superadminMutation({
  args: { grantId: v.string() },
  handler: async (ctx, args) => {
    const grant = await requireLiveGrant(ctx, args.grantId)
    const organization = await ctx.db.get('organizations', grant.organizationId)
    if (!organization) throw appError('NOT_FOUND', 'Organization not found')
    await ctx.db.patch('supportGrants', grant._id, { revokedAt: Date.now() })
    await auditSupport(
      ctx,
      organization,
      'support.accessEnded',
      `Casefile support (${ctx.viewer.name}) ended its access to conversations`,
      `Ended support access to the conversations of ${organization.name}`,
    )
    return null
  },
})

/**
 * The firm's threads under a live grant, newest first: title, matter, author and dates, never a
 * message. NOT_FOUND without a live grant of the viewer's.
 */
export const threads = superadminQuery({
  args: { grantId: v.string() },
  handler: async (ctx, args) => {
    const grant = await requireLiveGrant(ctx, args.grantId)
    const organization = await ctx.db.get('organizations', grant.organizationId)
    if (!organization) throw appError('NOT_FOUND', 'Organization not found')
    const found = await ctx.db
      .query('threads')
      .withIndex('by_organizationId_and_authorId_and_lastMessageAt', (q) =>
        q.eq('organizationId', grant.organizationId),
      )
      .take(THREADS_READ)
    const nameOf = nameReader(ctx)
    const matterNames = new Map<Id<'projects'>, Promise<string>>()
    const matterName = (projectId: Id<'projects'>) => {
      if (!matterNames.has(projectId)) {
        matterNames.set(
          projectId,
          ctx.db.get('projects', projectId).then((project) => project?.name ?? 'Deleted matter'),
        )
      }
      return matterNames.get(projectId)!
    }
    const newest = found
      .sort((a, b) => b.lastMessageAt - a.lastMessageAt)
      .slice(0, THREADS_LISTED_MAX)
    return {
      organization: { _id: organization._id, name: organization.name },
      expiresAt: grant.expiresAt,
      threads: await Promise.all(
        newest.map(async (thread) => ({
          _id: thread._id,
          title: thread.title,
          matterName: await matterName(thread.projectId),
          authorName: (await nameOf(thread.authorId)) ?? 'Former member',
          createdAt: thread._creationTime,
          lastMessageAt: thread.lastMessageAt,
          shared: thread.sharedCount > 0,
        })),
      ),
    }
  },
})

/**
 * One thread's messages under a live grant (the newest 200), read-only. A mutation because every
 * read is written on the firm's audit trail ("Casefile support read a conversation of …") in the
 * same transaction. NOT_FOUND without a live grant, or for a thread of another firm.
 */
export const readThread = superadminMutation({
  args: { grantId: v.string(), threadId: v.string() },
  handler: async (ctx, args) => {
    const grant = await requireLiveGrant(ctx, args.grantId)
    const threadId = ctx.db.normalizeId('threads', args.threadId)
    const thread = threadId ? await ctx.db.get('threads', threadId) : null
    const organization = await ctx.db.get('organizations', grant.organizationId)
    if (!thread || thread.organizationId !== grant.organizationId || !organization) {
      throw appError('NOT_FOUND', 'Thread not found')
    }
    const project = await ctx.db.get('projects', thread.projectId)
    const nameOf = nameReader(ctx)
    const authorName = (await nameOf(thread.authorId)) ?? 'Former member'
    const newest = await ctx.db
      .query('threadMessages')
      .withIndex('by_threadId', (q) => q.eq('threadId', thread._id))
      .order('desc')
      .take(MESSAGES_SHOWN_MAX)
    const matterName = project?.name ?? 'Deleted matter'
    // Names, never the thread's title: the trail is read by the firm's admins, and a thread not
    // shared is its author's alone.
    await auditSupport(
      ctx,
      organization,
      'support.threadRead',
      `Casefile support (${ctx.viewer.name}) read a conversation of ${authorName} on the matter ${matterName}`,
    )
    return {
      _id: thread._id,
      title: thread.title,
      matterName,
      authorName,
      lastMessageAt: thread.lastMessageAt,
      expiresAt: grant.expiresAt,
      messages: await Promise.all(
        newest.reverse().map(async (message) => ({
          _id: message._id,
          at: message._creationTime,
          role: message.role,
          authorName:
            message.role === 'user'
              ? ((await nameOf(message.authorId)) ?? 'Former member')
              : 'Associate',
          text: message.text,
          status: message.status,
          citations: message.citations.map((citation) => ({
            n: citation.n,
            documentName: citation.documentName,
            page: citation.page,
            quote: citation.quote,
          })),
        })),
      ),
    }
  },
})
