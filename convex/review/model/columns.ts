// Changing a table's columns: a removed column's answers and their history go, and a column whose
// question changed is reported so the caller can ask it again.
import type { Doc } from '../../_generated/dataModel'
import type { MutationCtx } from '../../_generated/server'
import { deleteCell } from './rowCleanup'
import { sameQuestion } from './rules'
import type { Column } from '../../../shared/reviewValidators'

/** The most cells a column change deletes in one go (a 2,000-row table's column). */
const CELLS_DELETED_MAX = 4000

/** Stores `columns` on the table; returns the ids of kept columns whose question changed. */
export async function applyColumns(
  ctx: MutationCtx,
  table: Doc<'reviewTables'>,
  columns: Column[],
) {
  const next = new Map(columns.map((column) => [column.id, column]))
  const removed = table.columns.filter((column) => !next.has(column.id))
  for (const column of removed) {
    const cells = await ctx.db
      .query('reviewCells')
      .withIndex('by_tableId_and_columnId', (q) =>
        q.eq('tableId', table._id).eq('columnId', column.id),
      )
      .take(CELLS_DELETED_MAX)
    for (const cell of cells) await deleteCell(ctx, cell)
  }
  const changed = table.columns
    .filter((column) => next.has(column.id) && !sameQuestion(column, next.get(column.id)!))
    .map((column) => column.id)
  await ctx.db.patch('reviewTables', table._id, { columns, updatedAt: Date.now() })
  return { changed, removed: removed.map((column) => column.id) }
}
