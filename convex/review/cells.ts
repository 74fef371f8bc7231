// What people do with a review table's cells: correct a value (the extracted one is kept), verify
// it, flag it, comment on it, and read its history. Each records who and when.
import { v } from 'convex/values'
import type { Doc, Id } from '../_generated/dataModel'
import type { MutationCtx } from '../_generated/server'
import { appError } from '../../shared/errors'
import { type OrgMutationCtx, orgMutation, orgQuery } from '../lib/functions'
import { cleanComment, parseCellInput } from './model/rules'
import { nameReader, requireColumn, requireTable, requireWritableTable } from './model'
import type { CellEventKind } from '../../shared/reviewValidators'

/** A cell of the viewer's organisation, its table writable; NOT_FOUND 'Cell not found' otherwise. */
async function requireWritableCell(ctx: OrgMutationCtx, cellId: Id<'reviewCells'>) {
  const cell = await ctx.db.get('reviewCells', cellId)
  if (!cell || cell.organizationId !== ctx.organization._id) {
    throw appError('NOT_FOUND', 'Cell not found')
  }
  const { table } = await requireWritableTable(ctx, ctx.organization._id, cell.tableId)
  return { cell, table }
}

async function record(
  ctx: MutationCtx,
  cell: Doc<'reviewCells'>,
  kind: CellEventKind,
  actorId: Id<'users'>,
  text?: string,
) {
  await ctx.db.insert('reviewCellEvents', {
    tableId: cell.tableId,
    cellId: cell._id,
    kind,
    actorId,
    at: Date.now(),
    ...(text !== undefined ? { text } : {}),
  })
}

/**
 * A person's value for a cell, typed as its column's type (dates YYYY-MM-DD, Yes/No, one list item
 * per line). The extracted value stays beside it; an empty value is INVALID_INPUT (revert instead).
 */
export const edit = orgMutation({
  args: { cellId: v.id('reviewCells'), value: v.string() },
  handler: async (ctx, args) => {
    const { cell, table } = await requireWritableCell(ctx, args.cellId)
    const column = requireColumn(table, cell.columnId)
    const parsed = parseCellInput(column.type, args.value, column.options)
    if (parsed.value === null)
      throw appError('INVALID_INPUT', 'Enter a value, or revert to the extracted one')
    const now = Date.now()
    await ctx.db.patch('reviewCells', cell._id, {
      edit: { value: parsed.value, display: parsed.display, by: ctx.viewer._id, at: now },
      // A corrected value is the corrector's: an earlier verification was of another value.
      verifiedBy: undefined,
      verifiedAt: undefined,
      updatedAt: now,
    })
    await record(ctx, cell, 'edited', ctx.viewer._id, parsed.display)
    return null
  },
})

/** Drops a person's value: the extracted one shows again. */
export const revert = orgMutation({
  args: { cellId: v.id('reviewCells') },
  handler: async (ctx, args) => {
    const { cell } = await requireWritableCell(ctx, args.cellId)
    if (!cell.edit) throw appError('CONFLICT', 'This cell has no edited value')
    await ctx.db.patch('reviewCells', cell._id, { edit: undefined, updatedAt: Date.now() })
    await record(ctx, cell, 'reverted', ctx.viewer._id, cell.answer?.display ?? '')
    return null
  },
})

/** Marks a cell's value as checked by the viewer, or takes that back. */
export const setVerified = orgMutation({
  args: { cellId: v.id('reviewCells'), verified: v.boolean() },
  handler: async (ctx, args) => {
    const { cell } = await requireWritableCell(ctx, args.cellId)
    if (args.verified && !cell.answer && !cell.edit) {
      throw appError('CONFLICT', 'There is no value to verify yet')
    }
    if (args.verified === (cell.verifiedBy !== undefined)) return null
    const now = Date.now()
    await ctx.db.patch('reviewCells', cell._id, {
      verifiedBy: args.verified ? ctx.viewer._id : undefined,
      verifiedAt: args.verified ? now : undefined,
      updatedAt: now,
    })
    await record(ctx, cell, args.verified ? 'verified' : 'unverified', ctx.viewer._id)
    return null
  },
})

/** Flags a cell for a colleague's attention, with an optional reason; or clears the flag. */
export const setFlag = orgMutation({
  args: { cellId: v.id('reviewCells'), flagged: v.boolean(), reason: v.optional(v.string()) },
  handler: async (ctx, args) => {
    const { cell } = await requireWritableCell(ctx, args.cellId)
    const reason =
      args.reason === undefined || args.reason.trim() === '' ? undefined : cleanComment(args.reason)
    const now = Date.now()
    if (args.flagged) {
      await ctx.db.patch('reviewCells', cell._id, {
        flaggedBy: ctx.viewer._id,
        flaggedAt: now,
        flagReason: reason,
        updatedAt: now,
      })
      await record(ctx, cell, 'flagged', ctx.viewer._id, reason)
    } else {
      if (cell.flaggedBy === undefined) return null
      await ctx.db.patch('reviewCells', cell._id, {
        flaggedBy: undefined,
        flaggedAt: undefined,
        flagReason: undefined,
        updatedAt: now,
      })
      await record(ctx, cell, 'unflagged', ctx.viewer._id)
    }
    return null
  },
})

/** A comment on a cell, in its history. */
export const comment = orgMutation({
  args: { cellId: v.id('reviewCells'), text: v.string() },
  handler: async (ctx, args) => {
    const { cell } = await requireWritableCell(ctx, args.cellId)
    const text = cleanComment(args.text)
    await ctx.db.patch('reviewCells', cell._id, {
      comments: (cell.comments ?? 0) + 1,
      updatedAt: Date.now(),
    })
    await record(ctx, cell, 'commented', ctx.viewer._id, text)
    return null
  },
})

/** A cell's history, oldest first, with who did each thing (the extractor is "Casefile"). */
export const history = orgQuery({
  args: { cellId: v.id('reviewCells') },
  handler: async (ctx, args) => {
    const cell = await ctx.db.get('reviewCells', args.cellId)
    if (!cell || cell.organizationId !== ctx.organization._id) {
      throw appError('NOT_FOUND', 'Cell not found')
    }
    await requireTable(ctx, ctx.organization._id, cell.tableId)
    const events = await ctx.db
      .query('reviewCellEvents')
      .withIndex('by_cellId', (q) => q.eq('cellId', cell._id))
      .take(200)
    const nameOf = nameReader(ctx)
    return await Promise.all(
      events.map(async (event) => ({
        _id: event._id,
        kind: event.kind,
        at: event.at,
        text: event.text ?? null,
        by: event.actorId ? await nameOf(event.actorId) : 'Casefile',
      })),
    )
  },
})
