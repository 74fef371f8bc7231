// Runs of a review table: one at a time per table, counted live, cancellable. The worker
// (convex/review/runs.ts) takes the rows a few at a time; this file starts, reads and stops runs.
import { internal } from '../../_generated/api'
import type { Doc, Id } from '../../_generated/dataModel'
import type { MutationCtx, QueryCtx } from '../../_generated/server'
import { aiConfig, modelFor } from '../../ai/model/provider'
import { appError } from '../../../shared/errors'
import { recordProjectEvent } from '../../matters/model'
import { requireColumn } from './'
import { notify } from '../../notifications/model/notify'
import { tableRunNotice } from '../../notifications/model/notices'

/** The table's most recent run, or null. */
export async function latestRun(ctx: QueryCtx, tableId: Id<'reviewTables'>) {
  return await ctx.db
    .query('reviewRuns')
    .withIndex('by_tableId_and_startedAt', (q) => q.eq('tableId', tableId))
    .order('desc')
    .first()
}

/** A run as the screens show it. */
export function toRunView(run: Doc<'reviewRuns'> | null) {
  if (!run) return null
  return {
    _id: run._id,
    state: run.state,
    total: run.total,
    done: run.done,
    failed: run.failed,
    model: run.model,
    startedAt: run.startedAt,
    finishedAt: run.finishedAt ?? null,
  }
}

export type RunRequest = { columnIds: string[]; mode: 'missing' | 'all' }

/**
 * Starts a run over every row for `columnIds` and schedules its first step. CONFLICT while another
 * run of the table is going, or with no rows or columns to ask.
 */
export async function startRun(
  ctx: MutationCtx,
  table: Doc<'reviewTables'>,
  project: Doc<'projects'>,
  actorId: Id<'users'>,
  request: RunRequest,
) {
  const columnIds = [...new Set(request.columnIds)]
  for (const columnId of columnIds) requireColumn(table, columnId)
  if (columnIds.length === 0) throw appError('CONFLICT', 'Add a column to the table first')
  if (table.rowCount === 0) throw appError('CONFLICT', 'Add documents to the table first')
  const current = await latestRun(ctx, table._id)
  if (current?.state === 'running') {
    throw appError('CONFLICT', 'This table is already running; cancel the run or wait for it')
  }
  const model = modelFor(aiConfig(), project).label
  const now = Date.now()
  const runId = await ctx.db.insert('reviewRuns', {
    organizationId: table.organizationId,
    tableId: table._id,
    state: 'running',
    columnIds,
    mode: request.mode,
    cursor: null,
    scanned: false,
    total: table.rowCount * columnIds.length,
    done: 0,
    failed: 0,
    model,
    startedBy: actorId,
    startedAt: now,
  })
  await ctx.scheduler.runAfter(0, internal.review.runs.step, { runId })
  const what = request.mode === 'all' ? 'every cell' : 'the cells not yet answered'
  await recordProjectEvent(
    ctx,
    project,
    actorId,
    'table.run',
    `Ran the table ${table.name} (${columnIds.length} columns, ${what}, model ${model})`,
    now,
  )
  return runId
}

/** Stops a run: its cells not yet answered go back to how they were. */
export async function cancelRun(ctx: MutationCtx, run: Doc<'reviewRuns'>) {
  for (const state of ['queued', 'running'] as const) {
    const cells = await ctx.db
      .query('reviewCells')
      .withIndex('by_runId_and_state', (q) => q.eq('runId', run._id).eq('state', state))
      .collect()
    for (const cell of cells) {
      await ctx.db.patch('reviewCells', cell._id, {
        state: cell.answer ? 'done' : 'empty',
        runId: undefined,
        updatedAt: Date.now(),
      })
    }
  }
  await ctx.db.patch('reviewRuns', run._id, { state: 'cancelled', finishedAt: Date.now() })
}

/** Ends a run whose rows have all been taken up and whose cells are all answered. */
export async function finishIfComplete(ctx: MutationCtx, runId: Id<'reviewRuns'>) {
  const run = await ctx.db.get('reviewRuns', runId)
  if (!run || run.state !== 'running' || !run.scanned) return
  const pending = await ctx.db
    .query('reviewCells')
    .withIndex('by_runId_and_state', (q) => q.eq('runId', runId).eq('state', 'running'))
    .first()
  if (pending) return
  await ctx.db.patch('reviewRuns', runId, {
    state: 'done',
    finishedAt: Date.now(),
    // Rows removed or columns dropped during the run leave the total short of what was planned.
    total: run.done + run.failed,
  })
  const table = await ctx.db.get('reviewTables', run.tableId)
  if (table) await notify(ctx, tableRunNotice(run, table, { done: run.done, failed: run.failed }))
}
