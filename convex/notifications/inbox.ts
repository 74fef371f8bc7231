// The signed-in user's inbox (the bell): their notifications in their current organisation,
// newest first, each with its sentence's facts and a link only to what they may still see.
// Nobody reads or marks another user's notifications: there is no user argument, and a row of
// someone else answers NOT_FOUND.
import { v } from 'convex/values'
import type { Id } from '../_generated/dataModel'
import type { QueryCtx } from '../_generated/server'
import { type AuthedQueryCtx, authedMutation, authedQuery } from '../lib/functions'
import { appError } from '../../shared/errors'
import { NOTIFICATION_LIST_MAX, UNREAD_COUNT_MAX } from '../../shared/notificationRules'
import { placeOf } from './model/links'

/** How many unread notifications one markAllRead call clears (the bell asks again for more). */
const MARK_ALL_BATCH = 500

/** The viewer's current organisation when they are still its member, else null. */
async function currentOrganization(ctx: AuthedQueryCtx): Promise<Id<'organizations'> | null> {
  const organizationId = ctx.viewer.currentOrganizationId
  if (!organizationId) return null
  const membership = await ctx.db
    .query('memberships')
    .withIndex('by_organizationId_and_userId', (q) =>
      q.eq('organizationId', organizationId).eq('userId', ctx.viewer._id),
    )
    .unique()
  return membership ? organizationId : null
}

function unread(ctx: QueryCtx, userId: Id<'users'>, organizationId: Id<'organizations'>) {
  return ctx.db
    .query('notifications')
    .withIndex('by_userId_and_organizationId_and_inApp_and_read', (q) =>
      q
        .eq('userId', userId)
        .eq('organizationId', organizationId)
        .eq('inApp', true)
        .eq('read', false),
    )
}

/** The newest notifications (at most NOTIFICATION_LIST_MAX), each with its link or null. */
export const list = authedQuery({
  args: {},
  handler: async (ctx) => {
    const organizationId = await currentOrganization(ctx)
    if (!organizationId) return []
    const rows = await ctx.db
      .query('notifications')
      .withIndex('by_userId_and_organizationId_and_inApp', (q) =>
        q.eq('userId', ctx.viewer._id).eq('organizationId', organizationId).eq('inApp', true),
      )
      .order('desc')
      .take(NOTIFICATION_LIST_MAX)
    return await Promise.all(
      rows.map(async (row) => ({
        _id: row._id,
        kind: row.kind,
        title: row.title,
        actorName: row.actorName ?? null,
        counts: row.counts ?? null,
        read: row.read,
        createdAt: row.createdAt,
        href: await placeOf(ctx, ctx.viewer._id, organizationId, row.kind, row.target),
      })),
    )
  },
})

/** How many notifications are unread, counted up to UNREAD_COUNT_MAX + 1 (the bell shows "99+"). */
export const unreadCount = authedQuery({
  args: {},
  handler: async (ctx) => {
    const organizationId = await currentOrganization(ctx)
    if (!organizationId) return 0
    const rows = await unread(ctx, ctx.viewer._id, organizationId).take(UNREAD_COUNT_MAX + 1)
    return rows.length
  },
})

/** Marks one of the viewer's notifications read; anyone else's (or a missing one) is NOT_FOUND. */
export const markRead = authedMutation({
  args: { notificationId: v.id('notifications') },
  handler: async (ctx, { notificationId }) => {
    const row = await ctx.db.get('notifications', notificationId)
    if (!row || row.userId !== ctx.viewer._id || !row.inApp) {
      throw appError('NOT_FOUND', 'Notification not found')
    }
    if (!row.read) await ctx.db.patch('notifications', row._id, { read: true })
    return null
  },
})

/** Marks the viewer's unread notifications in their current organisation read; returns how many. */
export const markAllRead = authedMutation({
  args: {},
  handler: async (ctx) => {
    const organizationId = await currentOrganization(ctx)
    if (!organizationId) return { marked: 0 }
    const rows = await unread(ctx, ctx.viewer._id, organizationId).take(MARK_ALL_BATCH)
    for (const row of rows) await ctx.db.patch('notifications', row._id, { read: true })
    return { marked: rows.length }
  },
})
