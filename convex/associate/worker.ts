// The worker that writes an answer: it finds the passages (a query, so the search index keeps the
// matter's walls), answers offline from them or has the matter's consented model write the answer
// on them, and saves the text as it comes. Every citation that leaves here was checked: offline
// quotes are cut from the page text; a model's markers are checked against the sources it was given.
import type { FunctionArgs } from 'convex/server'
import { v } from 'convex/values'
import { internal } from '../_generated/api'
import type { Id } from '../_generated/dataModel'
import { internalAction, internalMutation, internalQuery } from '../_generated/server'
import {
  type AnswerCitation as EngineCitation,
  NOT_FOUND_TEXT,
  answerOffline,
} from '../ai/model/associate'
import { associatePrompt, checkModelAnswer, modelSources } from '../ai/model/associateModel'
import { streamCompletion } from '../ai/model/models'
import { aiConfig, modelFor } from '../ai/model/provider'
import { matterDocketNumbers, retrieveFacts, retrievePages } from './model/retrieval'
import { type AnswerCitation, vAnswerCitation } from '../../shared/associateValidators'
import { appendAuditEvent } from '../lib/audit'
import { activeSystemPrompt } from '../prompts/model/system'

/** Citations an offline answer gives; sources a model is given. */
const OFFLINE_CITATIONS = 5
const MODEL_SOURCES = 8
/** Earlier turns a model sees, and how much of each earlier answer. */
const HISTORY_TURNS = 2
const HISTORY_ANSWER_CHARS = 1_200

function toCitations(citations: EngineCitation[]): AnswerCitation[] {
  return citations.map((c) => ({ ...c, documentId: c.documentId as Id<'documents'> }))
}

/** The question, the passages that may answer it, and the model the matter allows. */
export const prepare = internalQuery({
  args: { messageId: v.id('threadMessages') },
  handler: async (ctx, { messageId }) => {
    const message = await ctx.db.get('threadMessages', messageId)
    if (!message || message.status !== 'streaming') return null
    const thread = await ctx.db.get('threads', message.threadId)
    const project = thread ? await ctx.db.get('projects', thread.projectId) : null
    if (!thread || !project) return null
    const earlier = await ctx.db
      .query('threadMessages')
      .withIndex('by_threadId', (q) =>
        q.eq('threadId', thread._id).lt('_creationTime', message._creationTime),
      )
      .order('desc')
      .take(1 + HISTORY_TURNS * 2)
    const [asked, ...before] = earlier
    if (!asked || asked.role !== 'user') return null
    const history: { question: string; answer: string }[] = []
    for (let i = 0; i + 1 < before.length; i += 2) {
      const [answer, question] = [before[i]!, before[i + 1]!]
      if (answer.role !== 'assistant' || question.role !== 'user') break
      history.unshift({
        question: question.text,
        answer: answer.text.slice(0, HISTORY_ANSWER_CHARS),
      })
    }
    const retrieved = await retrievePages(ctx, project, thread.scope, asked.text)
    // A question of fact is answered from the facts layer first, the fact cited where it stands.
    const { facts, pages } = await retrieveFacts(ctx, project, thread.scope, asked.text, retrieved)
    const model = modelFor(aiConfig(), project)
    const answer = answerOffline(asked.text, pages, facts, {
      maxCitations: model.config.kind === 'offline' ? OFFLINE_CITATIONS : MODEL_SOURCES,
      matterDockets: await matterDocketNumbers(ctx, project),
    })
    // Only the pages the answer quotes travel on to the action.
    const quoted = answer.found
      ? pages.filter((p) =>
          answer.citations.some((c) => c.documentId === p.documentId && c.page === p.page),
        )
      : []
    return {
      // Read when the answer is written: a superadmin's change applies to the next answer.
      system: await activeSystemPrompt(ctx, 'associate'),
      question: asked.text,
      history,
      answer,
      pages: quoted,
      aiMode: project.aiMode,
      organizationId: thread.organizationId,
      projectId: thread.projectId,
      authorId: thread.authorId,
      threadTitle: thread.title,
    }
  },
})

/** Adds text to an answer being written; says when it was stopped meanwhile. */
export const append = internalMutation({
  args: { messageId: v.id('threadMessages'), text: v.string() },
  handler: async (ctx, { messageId, text }) => {
    const message = await ctx.db.get('threadMessages', messageId)
    if (!message || message.status !== 'streaming') return { stopped: true }
    await ctx.db.patch('threadMessages', messageId, {
      text: message.text + text,
      updatedAt: Date.now(),
    })
    return { stopped: false }
  },
})

/**
 * Ends an answer: its final text (a model's, with markers checked) and citations. An answer
 * stopped meanwhile keeps its text and the citations its text already names.
 */
export const finish = internalMutation({
  args: {
    messageId: v.id('threadMessages'),
    text: v.optional(v.string()),
    citations: v.array(vAnswerCitation),
    notFound: v.boolean(),
    dropped: v.number(),
    external: v.optional(v.object({ characters: v.number(), model: v.string() })),
    systemPromptVersion: v.number(),
  },
  handler: async (ctx, args) => {
    const message = await ctx.db.get('threadMessages', args.messageId)
    if (!message) return null
    const now = Date.now()
    const stopped = message.status === 'stopped'
    const text = stopped || args.text === undefined ? message.text : args.text
    const named = new Set([...text.matchAll(/\[(\d{1,3})\]/g)].map((m) => Number(m[1])))
    await ctx.db.patch('threadMessages', message._id, {
      text,
      status: stopped ? 'stopped' : 'done',
      citations: args.citations.filter((c) => named.has(c.n)),
      notFound: args.notFound && !stopped,
      ...(args.dropped > 0 ? { droppedCitations: args.dropped } : {}),
      systemPromptVersion: args.systemPromptVersion,
      updatedAt: now,
    })
    const thread = await ctx.db.get('threads', message.threadId)
    if (thread) await ctx.db.patch('threads', thread._id, { lastMessageAt: now })
    if (args.external && thread) {
      // Every call that carried matter text to an external model, in the audit trail (target A6).
      await appendAuditEvent(ctx, {
        organizationId: thread.organizationId,
        projectId: thread.projectId,
        actorId: thread.authorId,
        action: 'ai.external_call',
        summary: `Sent ${args.external.characters.toLocaleString('en-US')} characters of the matter to ${args.external.model} for the thread ${thread.title}`,
        at: now,
      })
    }
    return null
  },
})

export const fail = internalMutation({
  args: { messageId: v.id('threadMessages'), error: v.string() },
  handler: async (ctx, { messageId, error }) => {
    const message = await ctx.db.get('threadMessages', messageId)
    if (!message || message.status !== 'streaming') return null
    await ctx.db.patch('threadMessages', messageId, {
      status: 'failed',
      error,
      updatedAt: Date.now(),
    })
    return null
  },
})

/** Writes one answer, streaming it into its message. */
export const generate = internalAction({
  args: { messageId: v.id('threadMessages') },
  handler: async (ctx, { messageId }) => {
    const prep = await ctx.runQuery(internal.associate.worker.prepare, { messageId })
    if (!prep) return null
    const append = (text: string) =>
      ctx.runMutation(internal.associate.worker.append, { messageId, text })
    // Every ending records the system prompt's version in force, offline too.
    const finish = (
      result: Omit<
        FunctionArgs<typeof internal.associate.worker.finish>,
        'messageId' | 'systemPromptVersion'
      >,
    ) =>
      ctx.runMutation(internal.associate.worker.finish, {
        messageId,
        systemPromptVersion: prep.system.version,
        ...result,
      })
    const none = { citations: [], dropped: 0 }
    try {
      if (!prep.answer.found) {
        await append(NOT_FOUND_TEXT)
        await finish({
          ...none,
          notFound: true,
        })
        return null
      }
      const model = modelFor(aiConfig(), { aiMode: prep.aiMode })
      if (model.config.kind === 'offline') {
        for (const part of prep.answer.parts) {
          if ((await append(part)).stopped) break
        }
        await finish({
          citations: toCitations(prep.answer.citations),
          notFound: false,
          dropped: 0,
        })
        return null
      }
      const sources = modelSources(prep.answer.citations, prep.pages)
      const prompt = associatePrompt(prep.question, sources, prep.history)
      const controller = new AbortController()
      let reply = ''
      // Text the model wrote that is not saved yet: one append at a time, each taking all that
      // came meanwhile, so a fast model costs few writes and a slow one shows every word.
      let pending = ''
      let saving: Promise<void> | null = null
      let saveError: unknown = null
      const save = async () => {
        try {
          while (pending !== '' && !controller.signal.aborted) {
            const text = pending
            pending = ''
            if ((await append(text)).stopped) controller.abort()
          }
        } catch (failure) {
          saveError ??= failure
          controller.abort()
        }
      }
      try {
        await streamCompletion(
          model.config,
          { system: prep.system.text, prompt },
          async (text) => {
            reply += text
            pending += text
            saving ??= save().finally(() => (saving = null))
          },
          controller.signal,
        )
        await saving
        await save()
      } catch (failure) {
        if (!controller.signal.aborted) throw failure
      }
      if (saveError) throw saveError
      const external = model.external
        ? { characters: prep.system.text.length + prompt.length, model: model.label }
        : undefined
      const checked = checkModelAnswer(reply, sources)
      if (checked.notFound) {
        await finish({
          text: NOT_FOUND_TEXT,
          ...none,
          notFound: true,
          external,
        })
        return null
      }
      await finish({
        text: checked.text,
        citations: toCitations(checked.citations),
        notFound: false,
        dropped: checked.dropped,
        external,
      })
    } catch (failure) {
      const reason = failure instanceof Error ? failure.message.slice(0, 200) : 'unknown error'
      await ctx.runMutation(internal.associate.worker.fail, {
        messageId,
        error: `The associate could not answer: ${reason}`,
      })
    }
    return null
  },
})
