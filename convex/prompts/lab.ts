// The prompt lab (/admin/prompt-lab): superadmins import golden sets (documents with the value each
// column should find), run the columns' prompts over a set on the offline engine, and read
// precision and recall per column, on the documents prompts may be tuned on and on the held-out
// ones apart. A run keeps the prompts it asked, so any two runs compare side by side.
import { v } from 'convex/values'
import { internal } from '../_generated/api'
import type { Doc, Id } from '../_generated/dataModel'
import { type QueryCtx, internalMutation } from '../_generated/server'
import { appendDeploymentEvent, type AuditAction } from '../lib/audit'
import { type AuthedMutationCtx, superadminMutation, superadminQuery } from '../lib/functions'
import { nameReader } from '../review/model'
import { appError, invalidInput } from '../../shared/errors'
import type { GoldenSetFile } from '../../shared/goldenSetFormat'
import {
  GOLDEN_SET_FORMAT,
  LAB_LIMITS,
  LAB_MESSAGES,
  NO_COUNTS,
  goldenSetIssues,
} from '../../shared/labRules'
import { vGoldenSetFile } from '../../shared/labValidators'
import { textProblem } from '../../shared/matterRules'
import { activeSystemPrompt } from './model/system'
import { type LabAnswer, expectedText, scoreDocument } from './model/lab'

/** The most golden sets the lab keeps. */
const SETS_MAX = 50
/** Documents a run step reads and answers: a real filing runs to 100,000 characters. */
const DOCUMENTS_PER_STEP = 3
/** Rows a deletion step removes of each kind. */
const REMOVE_BATCH = 100
/** The most misses a run lists. */
const MISSES_LISTED_MAX = 500

const setNotFound = () => appError('NOT_FOUND', 'Golden set not found')

async function audit(ctx: AuthedMutationCtx, action: AuditAction, summary: string) {
  await appendDeploymentEvent(ctx, { actorId: ctx.viewer._id, action, summary, at: Date.now() })
}

async function liveSet(ctx: QueryCtx, id: string): Promise<Doc<'labGoldenSets'>> {
  const setId = ctx.db.normalizeId('labGoldenSets', id)
  const set = setId ? await ctx.db.get('labGoldenSets', setId) : null
  if (!set || set.deletedAt !== undefined) throw setNotFound()
  return set
}

function runsOf(ctx: QueryCtx, setId: Id<'labGoldenSets'>) {
  return ctx.db
    .query('labRuns')
    .withIndex('by_setId_and_number', (q) => q.eq('setId', setId))
    .order('desc')
}

/** Every golden set, newest first, with its size and its latest run's number. */
export const sets = superadminQuery({
  args: {},
  handler: async (ctx) => {
    const rows = await ctx.db
      .query('labGoldenSets')
      .order('desc')
      .take(SETS_MAX * 2)
    return await Promise.all(
      rows
        .filter((set) => set.deletedAt === undefined)
        .map(async (set) => {
          const latest = await runsOf(ctx, set._id).first()
          return {
            _id: set._id,
            name: set.name,
            description: set.description,
            columnCount: set.columns.length,
            documentCount: set.documentCount,
            heldOutCount: set.heldOutCount,
            runCount: latest?.number ?? 0,
            createdAt: set.createdAt,
          }
        }),
    )
  },
})

/** A golden set with its columns and its runs, newest first, each with its counts per column. */
export const set = superadminQuery({
  args: { setId: v.string() },
  handler: async (ctx, { setId }) => {
    const set = await liveSet(ctx, setId)
    const [runs, active] = await Promise.all([
      runsOf(ctx, set._id).take(LAB_LIMITS.runs),
      activeSystemPrompt(ctx, 'tableCell'),
    ])
    const nameOf = nameReader(ctx)
    return {
      _id: set._id,
      name: set.name,
      description: set.description,
      columns: set.columns,
      documentCount: set.documentCount,
      heldOutCount: set.heldOutCount,
      createdAt: set.createdAt,
      createdByName: await nameOf(set.createdBy),
      systemPromptVersion: active.version,
      runs: await Promise.all(
        runs.map(async (run) => ({
          _id: run._id,
          number: run.number,
          engine: run.engine,
          systemPromptVersion: run.systemPromptVersion,
          note: run.note ?? null,
          status: run.status,
          error: run.error ?? null,
          processed: run.processed,
          total: run.total,
          columns: run.columns,
          scores: run.scores,
          createdAt: run.createdAt,
          finishedAt: run.finishedAt ?? null,
          createdByName: await nameOf(run.createdBy),
        })),
      ),
    }
  },
})

/** A run's misses: each answer that was wrong, not found, or given where none was expected. */
export const misses = superadminQuery({
  args: { runId: v.id('labRuns') },
  handler: async (ctx, { runId }) => {
    const run = await ctx.db.get('labRuns', runId)
    if (!run) throw appError('NOT_FOUND', 'Run not found')
    await liveSet(ctx, run.setId)
    const rows = await ctx.db
      .query('labRunMisses')
      .withIndex('by_runId', (q) => q.eq('runId', runId))
      .take(MISSES_LISTED_MAX)
    const documents = new Map<Id<'labGoldenDocuments'>, Doc<'labGoldenDocuments'> | null>()
    const labelOf = new Map(run.columns.map((column) => [column.key, column.label]))
    const listed = []
    for (const row of rows) {
      if (!documents.has(row.documentId)) {
        documents.set(row.documentId, await ctx.db.get('labGoldenDocuments', row.documentId))
      }
      const document = documents.get(row.documentId)
      if (!document) continue
      listed.push({
        _id: row._id,
        document: document.name,
        part: document.part,
        column: labelOf.get(row.key) ?? row.key,
        key: row.key,
        outcome: row.outcome,
        expected: expectedText(document.expected[row.key]),
        answer: row.answer,
        quote: row.quote,
      })
    }
    return listed
  },
})

/** Imports a golden-set file (shared/goldenSetFormat.ts) as a new set. */
export const importSet = superadminMutation({
  args: { file: vGoldenSetFile },
  handler: async (ctx, { file }) => {
    const issues = goldenSetIssues(file as GoldenSetFile)
    if (issues.length > 0) throw invalidInput(issues)
    const existing = await ctx.db.query('labGoldenSets').take(SETS_MAX * 2)
    if (existing.filter((set) => set.deletedAt === undefined).length >= SETS_MAX) {
      throw appError('CONFLICT', `The lab keeps at most ${SETS_MAX} golden sets`)
    }
    const setId = await ctx.db.insert('labGoldenSets', {
      name: file.name.trim(),
      description: file.description.trim(),
      columns: file.columns.map((column) => ({
        ...column,
        label: column.label.trim(),
        prompt: column.prompt.trim(),
      })),
      documentCount: file.documents.length,
      heldOutCount: file.documents.filter((document) => document.part === 'heldout').length,
      createdBy: ctx.viewer._id,
      createdAt: Date.now(),
    })
    for (const document of file.documents) {
      await ctx.db.insert('labGoldenDocuments', { setId, ...document, name: document.name.trim() })
    }
    await audit(
      ctx,
      'promptLab.setImported',
      `Imported the golden set "${file.name.trim()}" (${file.documents.length} documents)`,
    )
    return { setId }
  },
})

/** The set as a golden-set file, to keep or to import elsewhere. */
export const exportSet = superadminQuery({
  args: { setId: v.string() },
  handler: async (ctx, { setId }): Promise<GoldenSetFile> => {
    const set = await liveSet(ctx, setId)
    const documents = await ctx.db
      .query('labGoldenDocuments')
      .withIndex('by_setId', (q) => q.eq('setId', set._id))
      .take(LAB_LIMITS.documents)
    return {
      format: GOLDEN_SET_FORMAT,
      name: set.name,
      description: set.description,
      columns: set.columns,
      documents: documents.map(({ name, part, pages, expected }) => ({
        name,
        part,
        pages,
        expected,
      })),
    }
  },
})

/** Deletes a set with its documents and runs (hidden at once, its rows removed in batches). */
export const removeSet = superadminMutation({
  args: { setId: v.id('labGoldenSets') },
  handler: async (ctx, { setId }) => {
    const set = await liveSet(ctx, setId)
    await ctx.db.patch('labGoldenSets', set._id, { deletedAt: Date.now() })
    await ctx.scheduler.runAfter(0, internal.prompts.lab.removeRows, { setId: set._id })
    await audit(ctx, 'promptLab.setDeleted', `Deleted the golden set "${set.name}"`)
    return null
  },
})

/** One batch of a deleted set's rows: misses, runs, documents, then the set. */
export const removeRows = internalMutation({
  args: { setId: v.id('labGoldenSets') },
  handler: async (ctx, { setId }) => {
    const runs = await ctx.db
      .query('labRuns')
      .withIndex('by_setId_and_number', (q) => q.eq('setId', setId))
      .take(REMOVE_BATCH)
    let removed = 0
    for (const run of runs) {
      const misses = await ctx.db
        .query('labRunMisses')
        .withIndex('by_runId', (q) => q.eq('runId', run._id))
        .take(REMOVE_BATCH - removed)
      for (const miss of misses) await ctx.db.delete('labRunMisses', miss._id)
      removed += misses.length
      if (removed >= REMOVE_BATCH) break
      await ctx.db.delete('labRuns', run._id)
    }
    if (removed < REMOVE_BATCH) {
      const documents = await ctx.db
        .query('labGoldenDocuments')
        .withIndex('by_setId', (q) => q.eq('setId', setId))
        .take(REMOVE_BATCH - removed)
      for (const document of documents) await ctx.db.delete('labGoldenDocuments', document._id)
      removed += documents.length
    }
    if (removed === 0 && runs.length === 0) await ctx.db.delete('labGoldenSets', setId)
    else await ctx.scheduler.runAfter(0, internal.prompts.lab.removeRows, { setId })
    return null
  },
})

/** Runs the set's columns with these prompts over every document, on the offline engine. */
export const startRun = superadminMutation({
  args: {
    setId: v.id('labGoldenSets'),
    prompts: v.array(v.object({ key: v.string(), prompt: v.string() })),
    note: v.optional(v.string()),
  },
  handler: async (ctx, { setId, prompts, note }) => {
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
      if (prompt === '')
        issues.push({ path: `prompts.${i}.prompt`, message: LAB_MESSAGES.promptRequired })
      const problem = textProblem(prompt, LAB_LIMITS.prompt)
      if (problem) issues.push({ path: `prompts.${i}.prompt`, message: problem })
      return { ...column, prompt }
    })
    const trimmedNote = note?.trim() || undefined
    const noteProblem = textProblem(trimmedNote, LAB_LIMITS.note)
    if (noteProblem) issues.push({ path: 'note', message: noteProblem })
    if (issues.length > 0) throw invalidInput(issues)
    const latest = await runsOf(ctx, set._id).first()
    if (latest?.status === 'running') {
      throw appError('CONFLICT', 'A run of this golden set is under way: wait for it to finish')
    }
    const number = (latest?.number ?? 0) + 1
    if (number > LAB_LIMITS.runs) {
      throw appError('CONFLICT', `A golden set keeps at most ${LAB_LIMITS.runs} runs`)
    }
    const active = await activeSystemPrompt(ctx, 'tableCell')
    const runId = await ctx.db.insert('labRuns', {
      setId: set._id,
      number,
      columns,
      engine: 'offline',
      systemPromptVersion: active.version,
      ...(trimmedNote ? { note: trimmedNote } : {}),
      status: 'running',
      processed: 0,
      total: set.documentCount,
      scores: columns.map((column) => ({ key: column.key, tuning: NO_COUNTS, heldout: NO_COUNTS })),
      createdBy: ctx.viewer._id,
      createdAt: Date.now(),
    })
    await ctx.scheduler.runAfter(0, internal.prompts.lab.step, { runId })
    await audit(
      ctx,
      'promptLab.runStarted',
      `Started run ${number} of the golden set "${set.name}"`,
    )
    return { runId, number }
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

/** Answers the run's next documents; schedules itself until every document is scored. */
export const step = internalMutation({
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
    let scores = run.scores
    try {
      for (const document of page.page) {
        const answers = scoreDocument(run.columns, document)
        scores = tally(scores, document.part, answers)
        for (const answer of answers) {
          if (answer.outcome === 'tp' || answer.outcome === 'tn') continue
          await ctx.db.insert('labRunMisses', { runId, documentId: document._id, ...answer })
        }
      }
    } catch (error) {
      console.error('prompt lab run failed', error)
      await ctx.db.patch('labRuns', runId, {
        status: 'failed',
        error: 'The offline engine failed on a document of this set',
        finishedAt: Date.now(),
      })
      return null
    }
    const processed = run.processed + page.page.length
    if (page.isDone) {
      await ctx.db.patch('labRuns', runId, {
        scores,
        processed,
        status: 'done',
        cursor: undefined,
        finishedAt: Date.now(),
      })
    } else {
      await ctx.db.patch('labRuns', runId, { scores, processed, cursor: page.continueCursor })
      await ctx.scheduler.runAfter(0, internal.prompts.lab.step, { runId })
    }
    return null
  },
})
