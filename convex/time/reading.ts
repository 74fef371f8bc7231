// Reading time for suggested time (B8): the document viewer reports, in beats of at most a minute,
// how long the viewer was open and its reader active. A beat counts no more than the time since
// the last one, so a page cannot report more reading than the clock allows.
import { v } from 'convex/values'
import { orgMutation } from '../lib/functions'
import { requireDocument } from '../dossier/model'
import { invalidInput } from '../../shared/errors'
import { isDay } from '../../shared/timeRules'
import { READING_BEAT_MS } from '../../shared/timeSuggestions'

/** Slack for a beat that arrives a little early (timers in a background tab drift). */
const BEAT_SLACK_MS = 5_000

export const record = orgMutation({
  args: { documentId: v.id('documents'), date: v.string(), ms: v.number() },
  handler: async (ctx, { documentId, date, ms }) => {
    if (!isDay(date)) throw invalidInput([{ path: 'date', message: 'Enter a date as YYYY-MM-DD' }])
    if (!Number.isFinite(ms) || ms <= 0 || ms > READING_BEAT_MS) {
      throw invalidInput([{ path: 'ms', message: 'A beat is at most a minute' }])
    }
    const document = await requireDocument(ctx, ctx.organization._id, documentId)
    const now = Date.now()
    const row = await ctx.db
      .query('readingTime')
      .withIndex('by_userId_and_documentId_and_date', (q) =>
        q.eq('userId', ctx.viewer._id).eq('documentId', document._id).eq('date', date),
      )
      .unique()
    if (row) {
      const counted = Math.min(ms, Math.max(0, now - row.lastAt + BEAT_SLACK_MS))
      await ctx.db.patch('readingTime', row._id, { ms: row.ms + counted, lastAt: now })
    } else {
      await ctx.db.insert('readingTime', {
        organizationId: ctx.organization._id,
        projectId: document.projectId,
        documentId: document._id,
        userId: ctx.viewer._id,
        date,
        ms,
        lastAt: now,
      })
    }
    return null
  },
})
