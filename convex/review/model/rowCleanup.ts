// Deleting review-table rows and cells with everything under them: a cell goes with its history, a
// row with its cells. A deleted document leaves no row behind in any table (target R11).
import type { Doc, Id } from '../../_generated/dataModel'
import type { MutationCtx } from '../../_generated/server'

/** Deletes a cell and its history. */
export async function deleteCell(ctx: MutationCtx, cell: Doc<'reviewCells'>) {
  const events = await ctx.db
    .query('reviewCellEvents')
    .withIndex('by_cellId', (q) => q.eq('cellId', cell._id))
    .collect()
  for (const event of events) await ctx.db.delete('reviewCellEvents', event._id)
  await ctx.db.delete('reviewCells', cell._id)
}

/** Deletes a row, its cells and their history (the table's row count is the caller's). */
export async function deleteRow(ctx: MutationCtx, row: Doc<'reviewRows'>) {
  const cells = await ctx.db
    .query('reviewCells')
    .withIndex('by_rowId_and_columnId', (q) => q.eq('rowId', row._id))
    .collect()
  for (const cell of cells) await deleteCell(ctx, cell)
  await ctx.db.delete('reviewRows', row._id)
}

/** Removes a deleted document's rows from every table, with their cells and history. */
export async function removeDocumentRows(ctx: MutationCtx, documentId: Id<'documents'>) {
  const rows = await ctx.db
    .query('reviewRows')
    .withIndex('by_documentId', (q) => q.eq('documentId', documentId))
    .collect()
  for (const row of rows) {
    await deleteRow(ctx, row)
    const table = await ctx.db.get('reviewTables', row.tableId)
    if (table) {
      await ctx.db.patch('reviewTables', table._id, { rowCount: Math.max(0, table.rowCount - 1) })
    }
  }
}
