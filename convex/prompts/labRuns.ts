// Prompt lab runs: a set's columns, with the prompts a superadmin gives them, asked of every
// document of the set on the offline engine or on the deployment's model (with the table-cell
// system prompt version chosen), and scored per column on the tuning and held-out documents
// apart. A step reads a few documents, answers them outside any transaction, and records the
// answers; the run's cursor makes a repeated step a no-op.
import { v } from 'convex/values'
import { internal } from '../_generated/api'
import type { Doc } from '../_generated/dataModel'
import { internalAction, internalMutation, internalQuery } from '../_generated/server'
import { answerWithModel } from '../ai/model/tableAnswers'
import { appendDeploymentEvent } from '../lib/audit'
import { superadminMutation } from '../lib/functions'
import { appError, invalidInput } from '../../shared/errors'
import { LAB_LIMITS, LAB_MESSAGES, NO_COUNTS } from '../../shared/labRules'
import { vGoldenSetPart, vLabEngine, vLabOutcome } from '../../shared/labValidators'
import { textProblem } from '../../shared/matterRules'
import { BUILT_IN_VERSION } from '../../shared/systemPromptRules'
import { auditDeployment } from './model/deploymentAudit'
import {
  type LabAnswer,
  type LabReply,
  asTableColumn,
  labelledColumns,
  offlineReplies,
  scoreReplies,
} from './model/lab'
import { labModel, liveSet, runsOf } from './model/labSets'
import { BUILT_IN_SYSTEM_PROMPTS, activeSystemPrompt, systemPromptVersion } from './model/system'
import { requireFeature } from '../flags/model'

/** Documents a step reads and answers: a real filing runs to 100,000 characters. */
const DOCUMENTS_PER_STEP = 3

/** Runs the set's columns with these prompts over every document. */
export const start = superadminMutation({
  args: {
    setId: v.id('labGoldenSets'),
    prompts: v.array(v.object({ key: v.string(), prompt: v.string() })),
    note: v.optional(v.string()),
    engine: v.optional(vLabEngine),
    // The table-cell system prompt version a model run is given (the one in force by default).
    systemPromptVersion: v.optional(v.number()),
  },
  handler: async (ctx, { setId, prompts, note, engine = 'offline', ...args }) => {
    await requireFeature(ctx, 'prompt-lab', { userId: ctx.viewer._id, email: ctx.viewer.email })
    const set = await liveSet(ctx, setId)
    const issues: { path: string; message: string }[] = []
    const byKey = new Map(prompts.map((entry) => [entry.key, entry.prompt.trim()]))
    prompts.forEach((entry, i) => {
      if (!set.columns.some((column) => column.key === entry.key)) {
        issues.push({ path: `prompts.${i}.key`, message: LAB_MESSAGES.unknownKey })
      }
    })
    const columns = set.columns.map((column, i) => {
      const prompt = byKey.get(column.key) ?? column.prompt
      const path = `prompts.${i}.prompt`
      if (prompt === '') issues.push({ path, message: LAB_MESSAGES.promptRequired })
      const problem = textProblem(prompt, LAB_LIMITS.prompt)
      if (problem) issues.push({ path, message: problem })
      return { ...column, prompt }
    })
    const trimmedNote = note?.trim() || undefined
    const noteProblem = textProblem(trimmedNote, LAB_LIMITS.note)
    if (noteProblem) issues.push({ path: 'note', message: noteProblem })
    if (issues.length > 0) throw invalidInput(issues)

    const model = engine === 'model' ? labModel() : null
    if (engine === 'model' && !model) {
      throw appError('CONFLICT', 'No model is configured here: runs use the offline engine')
    }
    const version = args.systemPromptVersion ?? (await activeSystemPrompt(ctx, 'tableCell')).version
    if (
      version !== BUILT_IN_VERSION &&
      (!Number.isInteger(version) || !(await systemPromptVersion(ctx, 'tableCell', version)))
    ) {
      throw appError('NOT_FOUND', 'Version not found')
    }
    const latest = await runsOf(ctx, set._id).first()
    if (latest?.status === 'running') {
      throw appError('CONFLICT', 'A run of this golden set is under way: wait for it to finish')
    }
    const number = (latest?.number ?? 0) + 1
    if (number > LAB_LIMITS.runs) {
      throw appError('CONFLICT', `A golden set keeps at most ${LAB_LIMITS.runs} runs`)
    }
    const runId = await ctx.db.insert('labRuns', {
      setId: set._id,
      number,
      columns,
      engine,
      ...(model ? { model: model.label, charactersSent: 0 } : {}),
      systemPromptVersion: version,
      ...(trimmedNote ? { note: trimmedNote } : {}),
      status: 'running',
      processed: 0,
      total: set.documentCount,
      scores: columns.map((column) => ({ key: column.key, tuning: NO_COUNTS, heldout: NO_COUNTS })),
      createdBy: ctx.viewer._id,
      createdAt: Date.now(),
    })
    await ctx.scheduler.runAfter(0, internal.prompts.labRuns.step, { runId })
    await auditDeployment(
      ctx,
      'promptLab.runStarted',
      model
        ? `Started run ${number} of the golden set "${set.name}" on ${model.label}, with version ${version} of the table-cell system prompt`
        : `Started run ${number} of the golden set "${set.name}" on the offline engine`,
    )
    return { runId, number }
  },
})

/** The run's next documents, and what the step needs to answer them; null once it is over. */
export const batch = internalQuery({
  args: { runId: v.id('labRuns') },
  handler: async (ctx, { runId }) => {
    const run = await ctx.db.get('labRuns', runId)
    if (!run || run.status !== 'running') return null
    const set = await ctx.db.get('labGoldenSets', run.setId)
    if (!set || set.deletedAt !== undefined) return null
    const page = await ctx.db
      .query('labGoldenDocuments')
      .withIndex('by_setId', (q) => q.eq('setId', run.setId))
      .paginate({ numItems: DOCUMENTS_PER_STEP, cursor: run.cursor ?? null })
    let system: string | null = null
    if (run.engine === 'model') {
      const stored = await systemPromptVersion(ctx, 'tableCell', run.systemPromptVersion)
      system = stored?.text ?? BUILT_IN_SYSTEM_PROMPTS.tableCell
    }
    return {
      engine: run.engine,
      columns: run.columns,
      system,
      from: run.cursor ?? null,
      continueCursor: page.continueCursor,
      isDone: page.isDone,
      documents: page.page.map(({ _id, part, pages, expected }) => ({
        _id,
        part,
        pages,
        expected,
      })),
    }
  },
})

/** Adds one document's answers to the run's counts. */
function tally(scores: Doc<'labRuns'>['scores'], part: 'tuning' | 'heldout', answers: LabAnswer[]) {
  return scores.map((score) => {
    const mine = answers.filter((answer) => answer.key === score.key)
    if (mine.length === 0) return score
    const counts = { ...score[part] }
    for (const answer of mine) counts[answer.outcome]++
    return { ...score, [part]: counts }
  })
}

const vAnswer = v.object({
  key: v.string(),
  outcome: vLabOutcome,
  answer: v.string(),
  quote: v.string(),
})

/** Records a step's answers and moves the cursor on (a step whose batch is stale is ignored). */
export const record = internalMutation({
  args: {
    runId: v.id('labRuns'),
    from: v.union(v.string(), v.null()),
    continueCursor: v.string(),
    isDone: v.boolean(),
    results: v.array(
      v.object({
        documentId: v.id('labGoldenDocuments'),
        part: vGoldenSetPart,
        answers: v.array(vAnswer),
      }),
    ),
    characters: v.number(),
    error: v.optional(v.string()),
  },
  handler: async (ctx, { runId, from, results, error, ...step }) => {
    const run = await ctx.db.get('labRuns', runId)
    if (!run || run.status !== 'running' || (run.cursor ?? null) !== from) return { more: false }
    const charactersSent =
      run.charactersSent === undefined ? undefined : run.charactersSent + step.characters
    if (error) {
      await ctx.db.patch('labRuns', runId, {
        status: 'failed',
        error,
        charactersSent,
        finishedAt: Date.now(),
      })
      return { more: false }
    }
    let scores = run.scores
    for (const result of results) {
      scores = tally(scores, result.part, result.answers)
      for (const answer of result.answers) {
        if (answer.outcome === 'tp' || answer.outcome === 'tn') continue
        await ctx.db.insert('labRunMisses', { runId, documentId: result.documentId, ...answer })
      }
    }
    const processed = run.processed + results.length
    if (!step.isDone) {
      await ctx.db.patch('labRuns', runId, {
        scores,
        processed,
        charactersSent,
        cursor: step.continueCursor,
      })
      return { more: true }
    }
    await ctx.db.patch('labRuns', runId, {
      scores,
      processed,
      charactersSent,
      status: 'done',
      cursor: undefined,
      finishedAt: Date.now(),
    })
    if (run.model && charactersSent) {
      const set = await ctx.db.get('labGoldenSets', run.setId)
      await appendDeploymentEvent(ctx, {
        actorId: run.createdBy,
        action: 'promptLab.textSent',
        summary: `Sent ${charactersSent.toLocaleString('en-US')} characters of the golden set "${set?.name ?? ''}" to ${run.model} for run ${run.number}`,
        at: Date.now(),
      })
    }
    return { more: false }
  },
})

/** One step of a run: answers the next documents and records them; schedules the next. */
export const step = internalAction({
  args: { runId: v.id('labRuns') },
  handler: async (ctx, { runId }) => {
    const work = await ctx.runQuery(internal.prompts.labRuns.batch, { runId })
    if (!work) return null
    const model = work.engine === 'model' ? labModel() : null
    const results: {
      documentId: (typeof work.documents)[number]['_id']
      part: 'tuning' | 'heldout'
      answers: LabAnswer[]
    }[] = []
    let characters = 0
    let error: string | undefined
    try {
      for (const document of work.documents) {
        let replies: Map<string, LabReply>
        if (work.engine === 'offline') {
          replies = offlineReplies(work.columns, document)
        } else {
          if (!model || model.config.kind === 'offline') {
            throw new Error('no model is configured any more')
          }
          const columns = labelledColumns(work.columns, document).map(asTableColumn)
          const reply = await answerWithModel(
            model.config,
            work.system ?? '',
            columns,
            document.pages,
          )
          characters += reply.characters
          replies = new Map([...reply.answers].map(([key, answer]) => [key, answer as LabReply]))
        }
        results.push({
          documentId: document._id,
          part: document.part,
          answers: scoreReplies(work.columns, document, replies),
        })
      }
    } catch (failure) {
      const reason = failure instanceof Error ? failure.message.slice(0, 200) : 'unknown error'
      error =
        work.engine === 'offline'
          ? 'The offline engine failed on a document of this set'
          : `The model failed: ${reason}`
    }
    const { more } = await ctx.runMutation(internal.prompts.labRuns.record, {
      runId,
      from: work.from,
      continueCursor: work.continueCursor,
      isDone: work.isDone,
      results,
      characters,
      ...(error ? { error } : {}),
    })
    if (more) await ctx.scheduler.runAfter(0, internal.prompts.labRuns.step, { runId })
    return null
  },
})
