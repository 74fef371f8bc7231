// The worker that answers a review table: a step takes a few rows, marks their cells running (the
// grid shows it live), answers them on the matter's model, saves each answer with its checked
// quote, and schedules the next step until every row is done or the run is cancelled.
import { v } from 'convex/values'
import { internal } from '../_generated/api'
import type { Id } from '../_generated/dataModel'
import { internalAction, internalMutation, internalQuery } from '../_generated/server'
import { appendAuditEvent } from '../lib/audit'
import { aiConfig, modelFor } from '../ai/model/provider'
import { answerOffline, answerWithModel, type TableAnswer } from '../ai/model/tableAnswers'
import { orgMutation } from '../lib/functions'
import { appError } from '../../shared/errors'
import { requireWritableTable, documentVersion } from './model'
import { cancelRun, finishIfComplete } from './model/runs'
import { vCellValue, vCellSource, vCitation } from '../../shared/reviewValidators'
import { activeSystemPrompt } from '../prompts/model/system'
import { factsOfDocument } from '../facts/model'

/** Rows one step takes up: small enough that the grid fills in visibly, row by row. */
export const ROWS_PER_STEP = 2
/** The most pages of one document a step reads (the rest is beyond the table's reach). */
export const PAGES_READ_MAX = 1000

/** Cancels the table's running run; its unanswered cells go back to how they were. */
export const cancel = orgMutation({
  args: { id: v.id('reviewTables') },
  handler: async (ctx, args) => {
    const { table } = await requireWritableTable(ctx, ctx.organization._id, args.id)
    const run = await ctx.db
      .query('reviewRuns')
      .withIndex('by_tableId_and_startedAt', (q) => q.eq('tableId', table._id))
      .order('desc')
      .first()
    if (!run || run.state !== 'running') throw appError('CONFLICT', 'This table is not running')
    await cancelRun(ctx, run)
    return null
  },
})

/** Takes up the run's next rows: their cells to ask become 'running'; null when there is nothing. */
export const claim = internalMutation({
  args: { runId: v.id('reviewRuns') },
  handler: async (ctx, { runId }) => {
    const run = await ctx.db.get('reviewRuns', runId)
    if (!run || run.state !== 'running' || run.scanned) return null
    const table = await ctx.db.get('reviewTables', run.tableId)
    const project = table ? await ctx.db.get('projects', table.projectId) : null
    if (!table || !project) {
      await ctx.db.patch('reviewRuns', runId, { state: 'cancelled', finishedAt: Date.now() })
      return null
    }
    const columns = table.columns.filter((c) => run.columnIds.includes(c.id))
    const page = await ctx.db
      .query('reviewRows')
      .withIndex('by_tableId', (q) => q.eq('tableId', table._id))
      .paginate({ numItems: ROWS_PER_STEP, cursor: run.cursor })
    let skipped = 0
    const work: {
      documentId: Id<'documents'>
      name: string
      version: number
      cells: { cellId: Id<'reviewCells'>; columnId: string }[]
    }[] = []
    for (const row of page.page) {
      const document = await ctx.db.get('documents', row.documentId)
      if (!document) continue
      const cells: (typeof work)[number]['cells'] = []
      for (const column of columns) {
        const cell = await ctx.db
          .query('reviewCells')
          .withIndex('by_rowId_and_columnId', (q) =>
            q.eq('rowId', row._id).eq('columnId', column.id),
          )
          .unique()
        const answered =
          cell?.answer !== undefined &&
          cell.answer.documentVersion === documentVersion(document) &&
          cell.answer.prompt === column.prompt
        if (run.mode === 'missing' && answered && cell?.state === 'done') {
          skipped++
          continue
        }
        const fields = { state: 'running' as const, runId, error: undefined, updatedAt: Date.now() }
        const cellId = cell
          ? (await ctx.db.patch('reviewCells', cell._id, fields), cell._id)
          : await ctx.db.insert('reviewCells', {
              organizationId: table.organizationId,
              tableId: table._id,
              rowId: row._id,
              documentId: document._id,
              columnId: column.id,
              ...fields,
            })
        cells.push({ cellId, columnId: column.id })
      }
      if (cells.length > 0)
        work.push({
          documentId: document._id,
          name: document.name,
          version: documentVersion(document),
          cells,
        })
    }
    // Read at each step: a superadmin's change applies to the rows asked from now on, and the
    // run records the version its last rows were asked with (offline too, though it sends none).
    const system = await activeSystemPrompt(ctx, 'tableCell')
    await ctx.db.patch('reviewRuns', runId, {
      cursor: page.continueCursor,
      scanned: page.isDone,
      done: run.done + skipped,
      systemPromptVersion: system.version,
    })
    if (work.length === 0) await finishIfComplete(ctx, runId)
    return {
      system,
      work,
      columns,
      instructions: table.instructions,
      more: !page.isDone,
      organizationId: table.organizationId,
      projectId: project._id,
      aiMode: project.aiMode,
      tableName: table.name,
      startedBy: run.startedBy,
    }
  },
})

/** A document's caption facts (the facts layer): what its caption columns are answered from. */
export const captionFactsOf = internalQuery({
  args: { documentId: v.id('documents') },
  handler: async (ctx, { documentId }) => {
    const facts = await factsOfDocument(ctx, documentId)
    return facts
      .filter((f) => f.kind !== 'date' && f.kind !== 'amount')
      .map(({ kind, role, value, display, context, page, start, end, confidence }) => ({
        kind,
        role,
        value,
        display,
        context,
        page,
        start,
        end,
        confidence,
      }))
  },
})

/** The text of a document's pages, in order (at most PAGES_READ_MAX). */
export const pagesOf = internalQuery({
  args: { documentId: v.id('documents') },
  handler: async (ctx, { documentId }) => {
    const pages = await ctx.db
      .query('documentPages')
      .withIndex('by_documentId_and_page', (q) => q.eq('documentId', documentId))
      .take(PAGES_READ_MAX)
    return pages.map((p) => ({ page: p.page, text: p.text }))
  },
})

const vAnswer = v.object({
  value: vCellValue,
  display: v.string(),
  quote: v.string(),
  source: v.optional(vCellSource),
  citation: vCitation,
  confidence: v.number(),
  rationale: v.string(),
})

/** Saves a step's answers (or failures) and counts them; finishes the run when all are in. */
export const save = internalMutation({
  args: {
    runId: v.id('reviewRuns'),
    model: v.string(),
    results: v.array(
      v.object({
        cellId: v.id('reviewCells'),
        version: v.number(),
        answer: v.optional(vAnswer),
        error: v.optional(v.string()),
      }),
    ),
    external: v.optional(
      v.object({
        organizationId: v.id('organizations'),
        projectId: v.id('projects'),
        actorId: v.id('users'),
        summary: v.string(),
      }),
    ),
  },
  handler: async (ctx, { runId, model, results, external }) => {
    const run = await ctx.db.get('reviewRuns', runId)
    if (!run) return null
    const table = await ctx.db.get('reviewTables', run.tableId)
    let done = 0
    let failed = 0
    const now = Date.now()
    for (const result of results) {
      const cell = await ctx.db.get('reviewCells', result.cellId)
      // A newer run, a cancel or a removed row took the cell over: its answer is not ours to write.
      if (!cell || cell.runId !== runId || cell.state !== 'running') continue
      const column = table?.columns.find((c) => c.id === cell.columnId)
      if (!column) continue
      if (result.answer) {
        await ctx.db.patch('reviewCells', cell._id, {
          state: 'done',
          runId: undefined,
          answer: {
            ...result.answer,
            model,
            extractedAt: now,
            documentVersion: result.version,
            prompt: column.prompt,
          },
          updatedAt: now,
        })
        await ctx.db.insert('reviewCellEvents', {
          tableId: cell.tableId,
          cellId: cell._id,
          kind: 'extracted',
          at: now,
          text: result.answer.display || 'Not found in the document',
        })
        done++
      } else {
        await ctx.db.patch('reviewCells', cell._id, {
          state: 'failed',
          runId: undefined,
          error: result.error ?? 'The model gave no answer',
          updatedAt: now,
        })
        failed++
      }
    }
    await ctx.db.patch('reviewRuns', runId, { done: run.done + done, failed: run.failed + failed })
    if (external) {
      // Every call that carried matter text to an external model, in the audit trail (target A6).
      await appendAuditEvent(ctx, { ...external, action: 'ai.external_call', at: now })
    }
    await finishIfComplete(ctx, runId)
    return null
  },
})

/** One step of a run; schedules the next while rows remain. */
export const step = internalAction({
  args: { runId: v.id('reviewRuns') },
  handler: async (ctx, { runId }) => {
    const claimed = await ctx.runMutation(internal.review.runs.claim, { runId })
    if (!claimed) return null
    const model = modelFor(aiConfig(), { aiMode: claimed.aiMode })
    for (const item of claimed.work) {
      const pages = await ctx.runQuery(internal.review.runs.pagesOf, {
        documentId: item.documentId,
      })
      const columns = claimed.columns.filter((c) =>
        item.cells.some((cell) => cell.columnId === c.id),
      )
      let answers: Map<string, TableAnswer> | null = null
      let error: string | undefined
      let external: { characters: number } | null = null
      try {
        if (model.config.kind === 'offline') {
          const facts = await ctx.runQuery(internal.review.runs.captionFactsOf, {
            documentId: item.documentId,
          })
          answers = answerOffline(columns, pages, facts)
        } else {
          const reply = await answerWithModel(
            model.config,
            claimed.system.text,
            columns,
            pages,
            claimed.instructions,
          )
          answers = reply.answers
          if (model.external) external = { characters: reply.characters }
        }
      } catch (failure) {
        error =
          failure instanceof Error
            ? `The model failed: ${failure.message.slice(0, 200)}`
            : 'The model failed'
      }
      await ctx.runMutation(internal.review.runs.save, {
        runId,
        model: model.label,
        results: item.cells.map((cell) => ({
          cellId: cell.cellId,
          version: item.version,
          ...(answers?.get(cell.columnId) ? { answer: answers.get(cell.columnId)! } : { error }),
        })),
        ...(external
          ? {
              external: {
                organizationId: claimed.organizationId,
                projectId: claimed.projectId,
                actorId: claimed.startedBy,
                summary: `Sent ${external.characters.toLocaleString('en-US')} characters of ${item.name} to ${model.label} for the table ${claimed.tableName}`,
              },
            }
          : {}),
      })
    }
    if (claimed.more) await ctx.scheduler.runAfter(0, internal.review.runs.step, { runId })
    return null
  },
})
