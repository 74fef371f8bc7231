// Asking the associate: a question starts (or continues) one of the author's threads, and its
// answer is written by a worker (associateWorker.ts) as it streams, so every browser on the
// thread sees it grow and a reload shows the text so far. Stop ends it where it is.
import { v } from 'convex/values'
import { internal } from '../_generated/api'
import type { Doc } from '../_generated/dataModel'
import type { MutationCtx } from '../_generated/server'
import { aiConfig, modelFor } from '../ai/model/provider'
import { QUESTION_MAX, STREAM_STALE_MS, vThreadScope } from '../../shared/associateValidators'
import { requireWritableProject } from '../dossier/model'
import { appError } from '../../shared/errors'
import { orgMutation } from '../lib/functions'
import { hasLoneSurrogate } from '../../shared/text'
import { checkScope, requireOwnThread, scopeLabel, titleFromQuestion } from './model'

function cleanQuestion(question: string) {
  const clean = question.trim()
  if (clean === '') throw appError('INVALID_INPUT', 'Ask a question')
  if (clean.length > QUESTION_MAX) {
    throw appError(
      'INVALID_INPUT',
      `A question has at most ${QUESTION_MAX.toLocaleString('en-US')} characters`,
    )
  }
  if (hasLoneSurrogate(clean)) throw appError('INVALID_INPUT', 'The question is not valid text')
  return clean
}

/** CONFLICT while the thread's last answer is still being written (and its writer is alive). */
async function requireIdle(ctx: MutationCtx, thread: Doc<'threads'>) {
  const last = await ctx.db
    .query('threadMessages')
    .withIndex('by_threadId', (q) => q.eq('threadId', thread._id))
    .order('desc')
    .first()
  if (last?.status === 'streaming' && Date.now() - last.updatedAt <= STREAM_STALE_MS) {
    throw appError('CONFLICT', 'The associate is still answering. Wait for it or stop it.')
  }
  if (last?.status === 'streaming') {
    await ctx.db.patch('threadMessages', last._id, { status: 'failed', error: 'Interrupted' })
  }
}

/** Asks a question in a thread (a new one when threadId is absent); returns both ids. */
export const ask = orgMutation({
  args: {
    projectId: v.id('projects'),
    threadId: v.optional(v.id('threads')),
    question: v.string(),
    scope: v.optional(vThreadScope),
  },
  handler: async (ctx, args) => {
    const project = await requireWritableProject(ctx, ctx.organization._id, args.projectId)
    const question = cleanQuestion(args.question)
    const scope = args.scope ? await checkScope(ctx, project, args.scope) : undefined
    const now = Date.now()
    let thread: Doc<'threads'>
    if (args.threadId) {
      const found = await requireOwnThread(ctx, ctx.organization._id, ctx.viewer._id, args.threadId)
      if (found.thread.projectId !== project._id) throw appError('NOT_FOUND', 'Thread not found')
      thread = found.thread
      await requireIdle(ctx, thread)
      const first = await ctx.db
        .query('threadMessages')
        .withIndex('by_threadId', (q) => q.eq('threadId', thread._id))
        .first()
      await ctx.db.patch('threads', thread._id, {
        lastMessageAt: now,
        ...(scope ? { scope } : {}),
        ...(first === null ? { title: titleFromQuestion(question) } : {}),
      })
    } else {
      const threadId = await ctx.db.insert('threads', {
        organizationId: project.organizationId,
        projectId: project._id,
        authorId: ctx.viewer._id,
        title: titleFromQuestion(question),
        scope: scope ?? { kind: 'matter' },
        lastMessageAt: now,
        sharedCount: 0,
      })
      thread = (await ctx.db.get('threads', threadId))!
    }
    const base = {
      organizationId: project.organizationId,
      projectId: project._id,
      threadId: thread._id,
      citations: [],
      updatedAt: now,
    }
    await ctx.db.insert('threadMessages', {
      ...base,
      role: 'user',
      authorId: ctx.viewer._id,
      text: question,
      status: 'done',
    })
    const messageId = await ctx.db.insert('threadMessages', {
      ...base,
      role: 'assistant',
      text: '',
      status: 'streaming',
      model: modelFor(aiConfig(), project).label,
      scopeLabel: await scopeLabel(ctx, scope ?? thread.scope),
    })
    await ctx.scheduler.runAfter(0, internal.associate.worker.generate, { messageId })
    return { threadId: thread._id, messageId }
  },
})

/** Stops an answer being written: it keeps the text so far. Stopping a finished one does nothing. */
export const stop = orgMutation({
  args: { messageId: v.id('threadMessages') },
  handler: async (ctx, args) => {
    const message = await ctx.db.get('threadMessages', args.messageId)
    if (!message || message.organizationId !== ctx.organization._id) {
      throw appError('NOT_FOUND', 'Message not found')
    }
    await requireOwnThread(ctx, ctx.organization._id, ctx.viewer._id, message.threadId)
    if (message.status === 'streaming') {
      await ctx.db.patch('threadMessages', message._id, {
        status: 'stopped',
        updatedAt: Date.now(),
      })
    }
    return null
  },
})
