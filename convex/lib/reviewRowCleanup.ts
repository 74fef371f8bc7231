// A deleted document leaves no row behind in any review table (target R11): its rows, their cells
// and the cells' history go in the same mutation as the document.
import type { Id } from '../_generated/dataModel'
import type { MutationCtx } from '../_generated/server'

/** Removes a deleted document's rows from every table, with their cells and history. */
export async function removeDocumentRows(ctx: MutationCtx, documentId: Id<'documents'>) {
  const rows = await ctx.db
    .query('reviewRows')
    .withIndex('by_documentId', (q) => q.eq('documentId', documentId))
    .collect()
  for (const row of rows) {
    const cells = await ctx.db
      .query('reviewCells')
      .withIndex('by_rowId_and_columnId', (q) => q.eq('rowId', row._id))
      .collect()
    for (const cell of cells) {
      const events = await ctx.db
        .query('reviewCellEvents')
        .withIndex('by_cellId', (q) => q.eq('cellId', cell._id))
        .collect()
      for (const event of events) await ctx.db.delete('reviewCellEvents', event._id)
      await ctx.db.delete('reviewCells', cell._id)
    }
    await ctx.db.delete('reviewRows', row._id)
    const table = await ctx.db.get('reviewTables', row.tableId)
    if (table) {
      await ctx.db.patch('reviewTables', table._id, { rowCount: Math.max(0, table.rowCount - 1) })
    }
  }
}
