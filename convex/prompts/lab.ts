// The prompt lab's golden sets (/admin/prompt-lab): superadmins import a set (documents with the
// value each column should find), export it, read its runs and their misses, and delete it. Runs
// themselves are in labRuns.ts.
import { v } from 'convex/values'
import { internal } from '../_generated/api'
import type { Doc, Id } from '../_generated/dataModel'
import { internalMutation } from '../_generated/server'
import { labModel } from './model/labSets'
import { superadminMutation, superadminQuery } from '../lib/functions'
import { nameReader } from '../review/model'
import { appError, invalidInput } from '../../shared/errors'
import type { GoldenSetFile } from '../../shared/goldenSetFormat'
import { GOLDEN_SET_FORMAT, LAB_LIMITS, goldenSetIssues } from '../../shared/labRules'
import { vGoldenSetFile } from '../../shared/labValidators'
import { auditDeployment } from './model/deploymentAudit'
import { expectedText } from './model/lab'
import { liveSet, runsOf } from './model/labSets'
import { BUILT_IN_VERSION } from '../../shared/systemPromptRules'
import { activeSystemPrompt } from './model/system'

/** The most golden sets the lab keeps. */
const SETS_MAX = 50
/** Rows a deletion step removes of each kind. */
const REMOVE_BATCH = 100
/** The most misses a run lists. */
const MISSES_LISTED_MAX = 500
/** The most table-cell system prompt versions a run may be asked with. */
const VERSIONS_LISTED_MAX = 500

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
    const [runs, active, versions] = await Promise.all([
      runsOf(ctx, set._id).take(LAB_LIMITS.runs),
      activeSystemPrompt(ctx, 'tableCell'),
      ctx.db
        .query('systemPromptVersions')
        .withIndex('by_task_and_version', (q) => q.eq('task', 'tableCell'))
        .order('desc')
        .take(VERSIONS_LISTED_MAX),
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
      // The table-cell system prompt's versions a model run may be asked with, newest first.
      systemPromptVersions: [
        ...versions.map((row) => ({ version: row.version, note: row.note ?? null })),
        { version: BUILT_IN_VERSION, note: 'Built into Casefile' },
      ],
      // The configured model a run may use instead of the offline engine, or null.
      model: labModel()?.label ?? null,
      runs: await Promise.all(
        runs.map(async (run) => ({
          _id: run._id,
          number: run.number,
          engine: run.engine,
          model: run.model ?? null,
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
    await auditDeployment(
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
    await auditDeployment(ctx, 'promptLab.setDeleted', `Deleted the golden set "${set.name}"`)
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
