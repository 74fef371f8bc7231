// The model runner: a module with instructions (no built-in template, no workflow address) is
// written by the configured model, through the one provider factory and only with the matter's
// consent, exactly as the associate answers. The passages that best match the module's task are
// found by a query (the search index keeps the matter's walls); a matter that has not consented
// (or an installation with no model) gets them quoted offline instead. The model's reply streams
// into the draft, and every marker is checked against its source before the draft is final.
import { v } from 'convex/values'
import { internal } from '../_generated/api'
import type { Id } from '../_generated/dataModel'
import { internalAction, internalMutation, internalQuery } from '../_generated/server'
import { type AnswerCitation, passagesForTask } from '../ai/model/associate'
import { checkModelAnswer, modelSources } from '../ai/model/associateModel'
import { MODEL_TIMEOUT_MS, streamCompletion } from '../ai/model/models'
import { aiConfig, modelFor } from '../ai/model/provider'
import { retrievePages } from '../associate/model/retrieval'
import { appendAuditEvent } from '../lib/audit'
import { vDraftBlock, vDraftCitation } from '../../shared/draftValidators'
import type { ThreadScope } from '../../shared/associateValidators'
import { draftSearchText, failRun, matterFacts } from './model'
import {
  blocksFromReply,
  distinctSources,
  modulePrompt,
  moduleQuery,
  offlineBlocks,
} from './model/modelDraft'
import { activeSystemPrompt } from '../prompts/model/system'
import { notify } from '../notifications/model/notify'
import { draftEndedNotice } from '../notifications/model/notices'

/** Passages quoted offline; sources a model is given. */
const OFFLINE_PASSAGES = 8
const MODEL_SOURCES = 12
/** A run still writing this long after it started lost its writer (a restart): it fails. */
export const MODEL_RUN_DEADLINE_MS = MODEL_TIMEOUT_MS + 60_000

/** What the module lacked when no passage of the matter speaks of its task. */
export const NO_PASSAGES = 'Documents that speak of what this module drafts: none matched it'

function toCitations(citations: AnswerCitation[]) {
  return citations.map((c) => ({ ...c, documentId: c.documentId as Id<'documents'> }))
}

/** The run's module, the passages that match its task, and the model its matter allows. */
export const prepare = internalQuery({
  args: { draftId: v.id('drafts') },
  handler: async (ctx, { draftId }) => {
    const draft = await ctx.db.get('drafts', draftId)
    if (!draft || draft.status !== 'writing') return null
    const project = await ctx.db.get('projects', draft.projectId)
    const module = draft.moduleId ? await ctx.db.get('modules', draft.moduleId) : null
    if (!project || !module) return null
    const { inputs } = draft
    const scope: ThreadScope =
      draft.documentsChosen || inputs.folderId
        ? {
            kind: 'selection',
            documentIds: draft.documentsChosen ? (inputs.documentIds ?? []) : [],
            folderIds: inputs.folderId ? [inputs.folderId] : [],
          }
        : { kind: 'matter' }
    const query = moduleQuery(module, inputs)
    const pages = await retrievePages(ctx, project, scope, query)
    const offline = modelFor(aiConfig(), project).config.kind === 'offline'
    const citations = passagesForTask(query, pages, offline ? OFFLINE_PASSAGES : MODEL_SOURCES)
    // Only the pages the passages are on travel on to the action.
    const cited = pages.filter((p) =>
      citations.some((c) => c.documentId === p.documentId && c.page === p.page),
    )
    return {
      // Read when the draft is written: a superadmin's change applies to the next run.
      system: await activeSystemPrompt(ctx, 'draft'),
      module: {
        name: module.name,
        description: module.description,
        instructions: module.instructions,
      },
      matter: matterFacts(project),
      inputs,
      citations,
      pages: cited,
      aiMode: project.aiMode,
    }
  },
})

/** The reply so far, as blocks (markers not yet checked, so no citations); false once ended. */
export const progress = internalMutation({
  args: { draftId: v.id('drafts'), blocks: v.array(vDraftBlock) },
  handler: async (ctx, { draftId, blocks }) => {
    const draft = await ctx.db.get('drafts', draftId)
    if (!draft || draft.status !== 'writing') return false
    await ctx.db.patch('drafts', draftId, { blocks, updatedAt: Date.now() })
    return true
  },
})

/** The draft written: its checked blocks and citations; a call that left the machine, audited. */
export const finish = internalMutation({
  args: {
    draftId: v.id('drafts'),
    blocks: v.array(vDraftBlock),
    citations: v.array(vDraftCitation),
    missingInputs: v.array(v.string()),
    writtenBy: v.string(),
    external: v.optional(v.object({ characters: v.number(), model: v.string() })),
    systemPromptVersion: v.number(),
  },
  handler: async (ctx, { draftId, external, ...written }) => {
    const draft = await ctx.db.get('drafts', draftId)
    if (!draft || draft.status !== 'writing') return null
    const now = Date.now()
    await ctx.db.patch('drafts', draftId, {
      ...written,
      status: 'draft',
      searchText: draftSearchText(written.blocks),
      updatedAt: now,
    })
    await notify(ctx, draftEndedNotice(draft, 'finished'))
    if (external) {
      // Every call that carried matter text to an external model, in the audit trail (target A6).
      await appendAuditEvent(ctx, {
        organizationId: draft.organizationId,
        projectId: draft.projectId,
        actorId: draft.createdBy,
        action: 'ai.external_call',
        summary: `Sent ${external.characters.toLocaleString('en-US')} characters of the matter to ${external.model} for the draft ${draft.title}`,
        at: now,
      })
    }
    return null
  },
})

/** The run ends as failed with its reason (a model error, or no end by the deadline). */
export const fail = internalMutation({
  args: { draftId: v.id('drafts'), reason: v.string() },
  handler: async (ctx, { draftId, reason }) => {
    const draft = await ctx.db.get('drafts', draftId)
    if (!draft || draft.status !== 'writing') return null
    await failRun(ctx, draft, reason)
    return null
  },
})

/** Writes one module draft: offline from the passages, or streamed from the consented model. */
export const generate = internalAction({
  args: { draftId: v.id('drafts') },
  handler: async (ctx, { draftId }) => {
    const prep = await ctx.runQuery(internal.modules.modelRuns.prepare, { draftId })
    if (!prep) return null
    const missing = prep.citations.length === 0 ? [NO_PASSAGES] : []
    const model = modelFor(aiConfig(), { aiMode: prep.aiMode })
    if (model.config.kind === 'offline' || prep.citations.length === 0) {
      await ctx.runMutation(internal.modules.modelRuns.finish, {
        systemPromptVersion: prep.system.version,
        draftId,
        blocks: offlineBlocks(prep.module.name, prep.citations),
        citations: toCitations(prep.citations),
        missingInputs: missing,
        writtenBy: model.config.kind === 'offline' ? 'offline' : model.label,
      })
      return null
    }
    const sources = distinctSources(modelSources(prep.citations, prep.pages))
    const prompt = modulePrompt(prep.module, prep.matter, prep.inputs, sources)
    const controller = new AbortController()
    let reply = ''
    // One save at a time, each taking all that came meanwhile (as the associate saves).
    let saving: Promise<void> | null = null
    let saved = ''
    const save = async () => {
      while (saved !== reply && !controller.signal.aborted) {
        saved = reply
        const open = await ctx.runMutation(internal.modules.modelRuns.progress, {
          draftId,
          blocks: blocksFromReply(saved, new Set()),
        })
        if (!open) controller.abort()
      }
    }
    try {
      try {
        await streamCompletion(
          model.config,
          { system: prep.system.text, prompt },
          async (text) => {
            reply += text
            saving ??= save().finally(() => (saving = null))
          },
          controller.signal,
        )
        await saving
      } catch (failure) {
        // Ended meanwhile (failed by its deadline): nothing more to write.
        if (controller.signal.aborted) return null
        throw failure
      }
      const checked = checkModelAnswer(reply, sources)
      const external = model.external
        ? { characters: prep.system.text.length + prompt.length, model: model.label }
        : undefined
      const citations = checked.notFound ? [] : toCitations(checked.citations)
      await ctx.runMutation(internal.modules.modelRuns.finish, {
        systemPromptVersion: prep.system.version,
        draftId,
        blocks: checked.notFound
          ? []
          : blocksFromReply(checked.text, new Set(citations.map((c) => c.n))),
        citations,
        missingInputs: checked.notFound ? [NO_PASSAGES] : [],
        writtenBy: model.label,
        external,
      })
    } catch (failure) {
      const reason = failure instanceof Error ? failure.message.slice(0, 200) : 'unknown error'
      await ctx.runMutation(internal.modules.modelRuns.fail, {
        draftId,
        reason: `The model could not write the draft: ${reason}`,
      })
    }
    return null
  },
})

/** A run still writing at its deadline lost its writer: it ends as failed, with that reason. */
export const deadline = internalMutation({
  args: { draftId: v.id('drafts') },
  handler: async (ctx, { draftId }) => {
    const draft = await ctx.db.get('drafts', draftId)
    if (!draft || draft.status !== 'writing') return null
    const minutes = Math.round(MODEL_RUN_DEADLINE_MS / 60_000)
    await failRun(ctx, draft, `The model did not finish the draft within ${minutes} minutes.`)
    return null
  },
})
