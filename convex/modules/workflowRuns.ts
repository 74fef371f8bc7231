// A run on the firm's workflow engine (runnerOf: a module with an endpointUrl), in steps the
// sender (workflowSend.ts) and the callback (workflowCallback.ts) call: what to send, each try
// and its outcome (a retry after a failure that may pass, else the run fails with its reason),
// the deadline for the answer, and the answer itself, accepted once with the run's token.
import { v } from 'convex/values'
import { internal } from '../_generated/api'
import { internalMutation, internalQuery } from '../_generated/server'
import { vDraftBlock } from '../../shared/draftValidators'
import { draftSearchText, failRun } from './model'
import { WORKFLOW_DOCUMENTS_MAX, type WorkflowRequestInput } from './workflow/payload'
import { sameText } from './workflow/signature'
import { notify } from '../notifications/model/notify'
import { draftEndedNotice } from '../notifications/model/notices'

/** Tries of one request before the run fails, and the wait before each retry. */
export const WORKFLOW_ATTEMPTS = 3
const RETRY_AFTER_MS = [2_000, 10_000]
/** How long a run waits for the engine's answer when its module gives no estimate. */
const DEADLINE_MINUTES = 15
const PAGES_PER_DOCUMENT_MAX = 300

/** What the sender needs: the endpoint and the request's parts, while the run is still writing. */
export const request = internalQuery({
  args: { draftId: v.id('drafts') },
  handler: async (ctx, { draftId }) => {
    const draft = await ctx.db.get('drafts', draftId)
    if (!draft || draft.status !== 'writing' || !draft.moduleId) return null
    const module = await ctx.db.get('modules', draft.moduleId)
    const project = await ctx.db.get('projects', draft.projectId)
    if (!module?.endpointUrl || !project) return null
    const consent = project.aiMode === 'external'
    const documents: WorkflowRequestInput['documents'] = []
    if (consent) {
      for (const documentId of (draft.inputs.documentIds ?? []).slice(0, WORKFLOW_DOCUMENTS_MAX)) {
        const document = await ctx.db.get('documents', documentId)
        if (!document || document.projectId !== project._id || document.status !== 'ready') continue
        const pages = await ctx.db
          .query('documentPages')
          .withIndex('by_documentId_and_page', (q) => q.eq('documentId', documentId))
          .take(PAGES_PER_DOCUMENT_MAX)
        documents.push({
          id: document._id,
          name: document.name,
          pages: pages.map((page) => ({ page: page.page, text: page.text })),
        })
      }
    }
    return {
      endpointUrl: module.endpointUrl,
      parts: {
        runId: draft._id,
        module: {
          slug: module.slug,
          name: module.name,
          n8nWorkflowId: module.n8nWorkflowId ?? null,
        },
        consent,
        matter: {
          name: project.name,
          docketNumber: project.docketNumber ?? null,
          court: project.court ?? null,
        },
        inputs: {
          from: draft.inputs.from,
          to: draft.inputs.to,
          text: draft.inputs.text,
          party: draft.inputs.party,
          witness: draft.inputs.witness,
        },
        documents,
      } satisfies Omit<WorkflowRequestInput, 'callbackUrl'>,
    }
  },
})

/** A try begins: the callback's token (its hash) replaces any earlier one. Null once the run ended. */
export const attempt = internalMutation({
  args: { draftId: v.id('drafts'), tokenHash: v.string() },
  handler: async (ctx, { draftId, tokenHash }) => {
    const draft = await ctx.db.get('drafts', draftId)
    if (!draft || draft.status !== 'writing') return null
    const attempts = (draft.workflow?.attempts ?? 0) + 1
    await ctx.db.patch('drafts', draftId, { workflow: { tokenHash, attempts } })
    return attempts
  },
})

/** The engine took the request: the run waits for its answer until the deadline. */
export const delivered = internalMutation({
  args: { draftId: v.id('drafts') },
  handler: async (ctx, { draftId }) => {
    const draft = await ctx.db.get('drafts', draftId)
    if (!draft || draft.status !== 'writing' || !draft.workflow) return null
    const module = draft.moduleId ? await ctx.db.get('modules', draft.moduleId) : null
    const minutes = Math.max(DEADLINE_MINUTES, 2 * (module?.estimatedTimeMinutes ?? 0))
    const now = Date.now()
    await ctx.db.patch('drafts', draftId, {
      workflow: { ...draft.workflow, sentAt: now },
      blocks: [waiting('The workflow engine has the run. Its draft appears here when it answers.')],
      updatedAt: now,
    })
    await ctx.scheduler.runAfter(minutes * 60_000, internal.modules.workflowRuns.deadline, {
      draftId,
      minutes,
    })
    return null
  },
})

/** A try failed: another after a wait when it may pass, else the run fails with the reason. */
export const failedAttempt = internalMutation({
  args: { draftId: v.id('drafts'), reason: v.string(), retry: v.boolean() },
  handler: async (ctx, { draftId, reason, retry }) => {
    const draft = await ctx.db.get('drafts', draftId)
    if (!draft || draft.status !== 'writing') return null
    const attempts = draft.workflow?.attempts ?? 0
    if (retry && attempts < WORKFLOW_ATTEMPTS) {
      await ctx.db.patch('drafts', draftId, {
        blocks: [waiting(`${reason}. Trying again (${attempts} of ${WORKFLOW_ATTEMPTS} tries).`)],
        updatedAt: Date.now(),
      })
      await ctx.scheduler.runAfter(
        RETRY_AFTER_MS[attempts - 1] ?? RETRY_AFTER_MS.at(-1)!,
        internal.modules.workflowSend.send,
        { draftId },
      )
      return null
    }
    const tries = attempts > 1 ? ` (after ${attempts} tries)` : ''
    await failRun(ctx, draft, `${reason}${tries}.`)
    return null
  },
})

/** The deadline passed: a run still waiting fails, and a late answer is refused. */
export const deadline = internalMutation({
  args: { draftId: v.id('drafts'), minutes: v.number() },
  handler: async (ctx, { draftId, minutes }) => {
    const draft = await ctx.db.get('drafts', draftId)
    if (!draft || draft.status !== 'writing') return null
    await failRun(ctx, draft, `The workflow engine sent no result within ${minutes} minutes.`)
    return null
  },
})

/**
 * The engine's answer, from the callback once its signature passed: accepted only for a run still
 * writing whose token it carries. A malformed run id is unknown like a missing one.
 */
export const complete = internalMutation({
  args: {
    runId: v.string(),
    tokenHash: v.string(),
    result: v.union(
      v.object({ status: v.literal('failed'), reason: v.string() }),
      v.object({
        status: v.literal('done'),
        title: v.union(v.string(), v.null()),
        // Built from the engine's text and checked by workflow/payload.ts parseResult.
        blocks: v.array(vDraftBlock),
      }),
    ),
  },
  handler: async (ctx, { runId, tokenHash, result }): Promise<'done' | 'unknown' | 'closed'> => {
    const draftId = ctx.db.normalizeId('drafts', runId)
    const draft = draftId ? await ctx.db.get('drafts', draftId) : null
    if (!draft?.workflow?.tokenHash || !sameText(draft.workflow.tokenHash, tokenHash)) {
      return 'unknown'
    }
    if (draft.status !== 'writing') return 'closed'
    if (result.status === 'failed') {
      await failRun(ctx, draft, `The workflow engine could not finish: ${result.reason}`)
      return 'done'
    }
    const { blocks } = result
    await ctx.db.patch('drafts', draft._id, {
      status: 'draft',
      ...(result.title ? { title: result.title } : {}),
      blocks,
      citations: [],
      searchText: draftSearchText(blocks),
      updatedAt: Date.now(),
    })
    const title = result.title || draft.title
    await notify(ctx, draftEndedNotice({ ...draft, title }, 'finished'))
    return 'done'
  },
})

function waiting(text: string) {
  return { type: 'paragraph' as const, text, cites: [] }
}
