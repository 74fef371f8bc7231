// The inbox's two daily jobs (convex/crons.ts): the digest email for the users who chose it, and
// the purge of notifications older than the retention period. Both work in bounded batches and
// schedule themselves again while work is left.
import { internal } from '../_generated/api'
import type { Doc } from '../_generated/dataModel'
import { internalMutation } from '../_generated/server'
import { digestEmail, NOTIFICATION_RETENTION_DAYS } from '../../shared/notificationRules'
import { siteUrl } from './model/notify'

/** Users mailed per transaction, and the most rows read for one user. */
const DIGEST_USERS_PER_BATCH = 25
const DIGEST_ROWS_PER_USER = 500
/** Rows deleted per transaction. */
const PURGE_BATCH = 500
const DAY_MS = 24 * 60 * 60 * 1000

/** Whether a held row belongs in the digest: not yet seen in the app (or never shown there). */
function belongsInDigest(row: Pick<Doc<'notifications'>, 'inApp' | 'read'>) {
  return !row.inApp || !row.read
}

/**
 * Mails each user with notifications held for the digest one summary of the unread ones, then
 * releases the rows (read ones are released unmailed: the user has seen them).
 */
export const sendDigests = internalMutation({
  args: {},
  handler: async (ctx) => {
    for (let mailed = 0; mailed < DIGEST_USERS_PER_BATCH; mailed++) {
      const next = await ctx.db
        .query('notifications')
        .withIndex('by_digest_and_userId', (q) => q.eq('digest', true))
        .first()
      if (!next) return null
      const rows = await ctx.db
        .query('notifications')
        .withIndex('by_digest_and_userId', (q) => q.eq('digest', true).eq('userId', next.userId))
        .take(DIGEST_ROWS_PER_USER)
      for (const row of rows) await ctx.db.patch('notifications', row._id, { digest: undefined })
      const items = rows.filter(belongsInDigest).sort((a, b) => b.createdAt - a.createdAt)
      const user = await ctx.db.get('users', next.userId)
      if (!user || items.length === 0) continue
      const { subject, text } = digestEmail(
        items.map((row) => ({
          kind: row.kind,
          title: row.title,
          actorName: row.actorName,
          counts: row.counts,
        })),
        `${siteUrl()}/matters`,
      )
      await ctx.db.insert('emails', {
        to: user.email.trim().toLowerCase(),
        kind: 'notification-digest',
        subject,
        text,
        url: `${siteUrl()}/matters`,
        status: 'queued',
        createdAt: Date.now(),
      })
    }
    await ctx.scheduler.runAfter(0, internal.notifications.maintenance.sendDigests, {})
    return null
  },
})

/** Deletes notifications older than NOTIFICATION_RETENTION_DAYS, read or not. */
export const purgeExpired = internalMutation({
  args: {},
  handler: async (ctx) => {
    const cutoff = Date.now() - NOTIFICATION_RETENTION_DAYS * DAY_MS
    const expired = await ctx.db
      .query('notifications')
      .withIndex('by_createdAt', (q) => q.lt('createdAt', cutoff))
      .take(PURGE_BATCH)
    for (const row of expired) await ctx.db.delete('notifications', row._id)
    if (expired.length === PURGE_BATCH) {
      await ctx.scheduler.runAfter(0, internal.notifications.maintenance.purgeExpired, {})
    }
    return { deleted: expired.length }
  },
})
