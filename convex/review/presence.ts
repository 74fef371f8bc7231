// Who else has a review table open, and on which cell (target B3). The grid sends a heartbeat
// every few seconds and on every cell move; an entry older than PRESENCE_TTL_MS no longer counts.
import { v } from 'convex/values'
import { appError } from '../../shared/errors'
import { orgMutation, orgQuery } from '../lib/functions'
import { nameReader, requireTable } from './model'

export const PRESENCE_TTL_MS = 30_000
const CELL_KEY_MAX = 80

/** The viewer is on the table (and on `cell`, 'rowId:columnId', when given). */
export const heartbeat = orgMutation({
  args: { tableId: v.id('reviewTables'), cell: v.optional(v.string()) },
  handler: async (ctx, args) => {
    const table = await requireTable(ctx, ctx.organization._id, args.tableId)
    if (
      args.cell !== undefined &&
      (args.cell.length > CELL_KEY_MAX || !/^[\w:]+$/.test(args.cell))
    ) {
      throw appError('INVALID_INPUT', 'Not a cell of this table')
    }
    const mine = await ctx.db
      .query('tablePresence')
      .withIndex('by_tableId_and_userId', (q) =>
        q.eq('tableId', table._id).eq('userId', ctx.viewer._id),
      )
      .unique()
    const fields = { cell: args.cell, seenAt: Date.now() }
    if (mine) await ctx.db.patch('tablePresence', mine._id, fields)
    else
      await ctx.db.insert('tablePresence', {
        tableId: table._id,
        userId: ctx.viewer._id,
        ...fields,
      })
    return null
  },
})

/** The viewer left the table. */
export const leave = orgMutation({
  args: { tableId: v.id('reviewTables') },
  handler: async (ctx, args) => {
    const table = await requireTable(ctx, ctx.organization._id, args.tableId)
    const mine = await ctx.db
      .query('tablePresence')
      .withIndex('by_tableId_and_userId', (q) =>
        q.eq('tableId', table._id).eq('userId', ctx.viewer._id),
      )
      .unique()
    if (mine) await ctx.db.delete('tablePresence', mine._id)
    return null
  },
})

/**
 * The others on the table: name and cell, most recent first. Everyone on it sends heartbeats, so
 * the answer is worked out again at least that often and a closed tab drops out within the TTL.
 */
export const list = orgQuery({
  args: { tableId: v.id('reviewTables') },
  handler: async (ctx, args) => {
    const table = await requireTable(ctx, ctx.organization._id, args.tableId)
    const entries = await ctx.db
      .query('tablePresence')
      .withIndex('by_tableId_and_userId', (q) => q.eq('tableId', table._id))
      .take(100)
    const nameOf = nameReader(ctx)
    const now = Date.now()
    const fresh = entries.filter(
      (entry) => entry.userId !== ctx.viewer._id && now - entry.seenAt < PRESENCE_TTL_MS,
    )
    fresh.sort((a, b) => b.seenAt - a.seenAt)
    return await Promise.all(
      fresh.map(async (entry) => ({
        userId: entry.userId,
        name: (await nameOf(entry.userId)) ?? 'Colleague',
        cell: entry.cell ?? null,
      })),
    )
  },
})
