// The associate's threads: a matter's list (the viewer's own and those shared with them), one
// thread with its messages, the pocket associate's recent threads across matters, and what the
// author may do with one: start it with a scope, rename, rescope, share read-only, delete.
import { v } from 'convex/values'
import { internal } from '../_generated/api'
import type { Doc } from '../_generated/dataModel'
import { internalMutation } from '../_generated/server'
import {
  MESSAGES_SHOWN_MAX,
  RECENT_THREADS_MAX,
  SHARED_WITH_MAX,
  STREAM_STALE_MS,
  THREADS_LISTED_MAX,
  vThreadScope,
} from '../../shared/associateValidators'
import { requireWritableProject } from '../dossier/model'
import { finishDeletion, purgeLater } from '../lib/deletion'
import { appError } from '../../shared/errors'
import { type OrgQueryCtx, orgMutation, orgQuery } from '../lib/functions'
import { shareWith } from '../lib/shares'
import { requireProject } from '../matters/model'
import { nameReader } from '../review/model'
import { checkScope, cleanTitle, requireOwnThread, requireThread, scopeLabel } from './model'

/** Messages deleted per step when a thread goes. */
const PURGE_BATCH = 200

async function toSummary(
  ctx: OrgQueryCtx,
  thread: Doc<'threads'>,
  nameOf: ReturnType<typeof nameReader>,
) {
  return {
    _id: thread._id,
    title: thread.title,
    lastMessageAt: thread.lastMessageAt,
    isAuthor: thread.authorId === ctx.viewer._id,
    authorName: await nameOf(thread.authorId),
    sharedCount: thread.sharedCount,
  }
}

/** The matter's threads the viewer may read, newest first: their own and those shared with them. */
export const list = orgQuery({
  args: { projectId: v.id('projects') },
  handler: async (ctx, { projectId }) => {
    const project = await requireProject(ctx, ctx.organization._id, projectId)
    const own = await ctx.db
      .query('threads')
      .withIndex('by_projectId_and_authorId_and_lastMessageAt', (q) =>
        q.eq('projectId', project._id).eq('authorId', ctx.viewer._id),
      )
      .order('desc')
      .take(THREADS_LISTED_MAX)
    const shares = await ctx.db
      .query('threadShares')
      .withIndex('by_sharedWith_and_projectId', (q) =>
        q.eq('sharedWith', ctx.viewer._id).eq('projectId', project._id),
      )
      .take(THREADS_LISTED_MAX)
    const shared = await Promise.all(shares.map((share) => ctx.db.get('threads', share.threadId)))
    const nameOf = nameReader(ctx)
    const threads = [...own, ...shared.filter((thread) => thread !== null)]
      .sort((a, b) => b.lastMessageAt - a.lastMessageAt)
      .slice(0, THREADS_LISTED_MAX)
    return await Promise.all(threads.map((thread) => toSummary(ctx, thread, nameOf)))
  },
})

/** The viewer's most recent threads across the organisation's matters (the pocket associate). */
export const recent = orgQuery({
  args: {},
  handler: async (ctx) => {
    const threads = await ctx.db
      .query('threads')
      .withIndex('by_organizationId_and_authorId_and_lastMessageAt', (q) =>
        q.eq('organizationId', ctx.organization._id).eq('authorId', ctx.viewer._id),
      )
      .order('desc')
      .take(RECENT_THREADS_MAX)
    const nameOf = nameReader(ctx)
    return await Promise.all(
      threads.map(async (thread) => {
        const project = await ctx.db.get('projects', thread.projectId)
        return {
          ...(await toSummary(ctx, thread, nameOf)),
          matter: project ? { name: project.name, slug: project.slug } : null,
        }
      }),
    )
  },
})

/** One thread with its newest messages, its scope and who it is shared with. */
export const get = orgQuery({
  args: { threadId: v.string() },
  handler: async (ctx, args) => {
    const threadId = ctx.db.normalizeId('threads', args.threadId)
    if (!threadId) throw appError('NOT_FOUND', 'Thread not found')
    const { thread, project, isAuthor } = await requireThread(
      ctx,
      ctx.organization._id,
      ctx.viewer._id,
      threadId,
    )
    const newest = await ctx.db
      .query('threadMessages')
      .withIndex('by_threadId', (q) => q.eq('threadId', thread._id))
      .order('desc')
      .take(MESSAGES_SHOWN_MAX)
    const nameOf = nameReader(ctx)
    const now = Date.now()
    const messages = await Promise.all(
      newest.reverse().map(async (message) => ({
        _id: message._id,
        _creationTime: message._creationTime,
        role: message.role,
        authorName:
          message.role === 'user'
            ? ((await nameOf(message.authorId)) ?? 'Former member')
            : 'Associate',
        text: message.text,
        // A stream whose writer is gone (a restart) reads as interrupted, not as forever writing.
        status:
          message.status === 'streaming' && now - message.updatedAt > STREAM_STALE_MS
            ? ('failed' as const)
            : message.status,
        citations: message.citations,
        notFound: message.notFound ?? false,
        droppedCitations: message.droppedCitations ?? 0,
        model: message.model ?? null,
        scopeLabel: message.scopeLabel ?? null,
        error: message.error ?? null,
      })),
    )
    const shares = isAuthor
      ? await ctx.db
          .query('threadShares')
          .withIndex('by_threadId_and_sharedWith', (q) => q.eq('threadId', thread._id))
          .take(SHARED_WITH_MAX)
      : []
    return {
      _id: thread._id,
      title: thread.title,
      lastMessageAt: thread.lastMessageAt,
      isAuthor,
      authorName: await nameOf(thread.authorId),
      matter: { _id: project._id, name: project.name, slug: project.slug },
      scope: thread.scope,
      scopeLabel: await scopeLabel(ctx, thread.scope),
      sharedWith: await Promise.all(
        shares.map(async (share) => ({
          userId: share.sharedWith,
          name: await nameOf(share.sharedWith),
        })),
      ),
      messages,
    }
  },
})

/** Starts an empty thread with a scope ("ask about these" from the dossier); returns its id. */
export const create = orgMutation({
  args: { projectId: v.id('projects'), scope: vThreadScope },
  handler: async (ctx, args) => {
    const project = await requireWritableProject(ctx, ctx.organization._id, args.projectId)
    const scope = await checkScope(ctx, project, args.scope)
    return await ctx.db.insert('threads', {
      organizationId: project.organizationId,
      projectId: project._id,
      authorId: ctx.viewer._id,
      title: 'New conversation',
      scope,
      lastMessageAt: Date.now(),
      sharedCount: 0,
    })
  },
})

export const rename = orgMutation({
  args: { threadId: v.id('threads'), title: v.string() },
  handler: async (ctx, args) => {
    const { thread } = await requireOwnThread(
      ctx,
      ctx.organization._id,
      ctx.viewer._id,
      args.threadId,
    )
    await ctx.db.patch('threads', thread._id, { title: cleanTitle(args.title) })
    return null
  },
})

/** What the thread's next answers draw on. */
export const setScope = orgMutation({
  args: { threadId: v.id('threads'), scope: vThreadScope },
  handler: async (ctx, args) => {
    const { thread, project } = await requireOwnThread(
      ctx,
      ctx.organization._id,
      ctx.viewer._id,
      args.threadId,
    )
    await ctx.db.patch('threads', thread._id, { scope: await checkScope(ctx, project, args.scope) })
    return null
  },
})

/** Shares the thread read-only with exactly these colleagues (an empty list stops sharing). */
export const share = orgMutation({
  args: { threadId: v.id('threads'), userIds: v.array(v.id('users')) },
  handler: async (ctx, args) => {
    const { thread, project } = await requireOwnThread(
      ctx,
      ctx.organization._id,
      ctx.viewer._id,
      args.threadId,
    )
    return await shareWith(ctx, project, { kind: 'thread', thread }, args.userIds)
  },
})

/** Deletes a thread: gone for everyone at once; its messages follow in the background. */
export const remove = orgMutation({
  args: { threadId: v.id('threads') },
  handler: async (ctx, args) => {
    const { thread, project } = await requireOwnThread(
      ctx,
      ctx.organization._id,
      ctx.viewer._id,
      args.threadId,
    )
    const shares = await ctx.db
      .query('threadShares')
      .withIndex('by_threadId_and_sharedWith', (q) => q.eq('threadId', thread._id))
      .take(SHARED_WITH_MAX + 1)
    for (const each of shares) await ctx.db.delete('threadShares', each._id)
    await ctx.db.delete('threads', thread._id)
    await finishDeletion(ctx, project, {
      purges: [purgeLater(internal.associate.threads.purge, { threadId: thread._id })],
      action: 'thread.deleted',
      summary: `Deleted the thread ${thread.title}`,
    })
    return null
  },
})

/** Deletes a deleted thread's messages, a batch at a time. */
export const purge = internalMutation({
  args: { threadId: v.id('threads') },
  handler: async (ctx, { threadId }) => {
    const batch = await ctx.db
      .query('threadMessages')
      .withIndex('by_threadId', (q) => q.eq('threadId', threadId))
      .take(PURGE_BATCH)
    for (const message of batch) await ctx.db.delete('threadMessages', message._id)
    if (batch.length === PURGE_BATCH) {
      await ctx.scheduler.runAfter(0, internal.associate.threads.purge, { threadId })
    }
    return null
  },
})
