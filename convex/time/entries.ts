// Time entries on a matter (/matters/{slug}/timers): everyone in the firm sees them; a person
// writes their own, an organisation admin any; an exported entry is locked. Each change is on the
// matter's audit trail.
import { v } from 'convex/values'
import { orgMutation, orgQuery } from '../lib/functions'
import { requireProject } from '../matters/model'
import { requireWritableProject } from '../dossier/model'
import { nameReader } from '../review/model'
import { recordProjectEvent } from '../matters/model'
import { appError, invalidInput } from '../../shared/errors'
import { formatDuration, parseDuration, roundDuration } from '../../shared/timeRules'
import { vTimeEntryFields } from '../../shared/timeValidators'
import { requireChangeableEntry, timeSettingsOf } from './model'
import { cleanEntry, recordEntry } from './model/entries'

/** The most entries a matter's page reads (newest days first). */
export const ENTRIES_LISTED_MAX = 2_000
/** The most entries one export locks. */
const EXPORT_MAX = 2_000

/** The matter's entries, newest day first, with who recorded each and whether they may change it. */
export const forMatter = orgQuery({
  args: { projectId: v.id('projects') },
  handler: async (ctx, { projectId }) => {
    const project = await requireProject(ctx, ctx.organization._id, projectId)
    const [entries, settings] = await Promise.all([
      ctx.db
        .query('timeEntries')
        .withIndex('by_projectId_and_date', (q) => q.eq('projectId', project._id))
        .order('desc')
        .take(ENTRIES_LISTED_MAX),
      timeSettingsOf(ctx, ctx.organization._id),
    ])
    const nameOf = nameReader(ctx)
    const admin = ctx.membership.role === 'OrganizationAdmin'
    return {
      incrementMinutes: settings.incrementMinutes,
      entries: await Promise.all(
        entries.map(async (entry) => ({
          _id: entry._id,
          date: entry.date,
          minutes: entry.minutes,
          billedMinutes: entry.billedMinutes,
          description: entry.description,
          task: entry.task ?? null,
          activity: entry.activity ?? null,
          billable: entry.billable,
          rateCents: entry.rateCents ?? null,
          rateSource: entry.rateSource ?? null,
          exported: entry.exportedAt !== undefined,
          userId: entry.userId,
          userName: (await nameOf(entry.userId)) ?? 'Former member',
          canChange: entry.exportedAt === undefined && (admin || entry.userId === ctx.viewer._id),
        })),
      ),
    }
  },
})

/** A new entry of the viewer's on the matter. */
export const create = orgMutation({
  args: { projectId: v.id('projects'), ...vTimeEntryFields },
  handler: async (ctx, { projectId, ...fields }) => {
    const project = await requireWritableProject(ctx, ctx.organization._id, projectId)
    return { entryId: await recordEntry(ctx, project, fields) }
  },
})

/** Changes an entry (rounded again by the firm's rule; its rate stays the one it was priced at). */
export const update = orgMutation({
  args: { entryId: v.id('timeEntries'), ...vTimeEntryFields },
  handler: async (ctx, { entryId, ...fields }) => {
    const entry = await requireChangeableEntry(ctx, entryId)
    const project = await requireWritableProject(ctx, ctx.organization._id, entry.projectId)
    const clean = cleanEntry(fields)
    const settings = await timeSettingsOf(ctx, ctx.organization._id)
    const billedMinutes = roundDuration(clean.minutes, settings)
    // A patch with undefined removes a code the entry no longer has.
    await ctx.db.patch('timeEntries', entry._id, {
      ...clean,
      task: clean.task,
      activity: clean.activity,
      billedMinutes,
      updatedAt: Date.now(),
    })
    await recordProjectEvent(
      ctx,
      project,
      ctx.viewer._id,
      'time.edited',
      `Edited an entry of ${formatDuration(billedMinutes)} on ${clean.date}`,
    )
    return null
  },
})

/** Splits an entry in two: the part given becomes a new entry, the rest stays. */
export const split = orgMutation({
  args: { entryId: v.id('timeEntries'), duration: v.string() },
  handler: async (ctx, { entryId, duration }) => {
    const entry = await requireChangeableEntry(ctx, entryId)
    const project = await requireWritableProject(ctx, ctx.organization._id, entry.projectId)
    const part = parseDuration(duration)
    if (!part.ok) throw invalidInput([{ path: 'duration', message: part.message }])
    if (part.minutes >= entry.minutes) {
      throw invalidInput([
        { path: 'duration', message: `Less than the entry's ${formatDuration(entry.minutes)}` },
      ])
    }
    const settings = await timeSettingsOf(ctx, ctx.organization._id)
    const rest = entry.minutes - part.minutes
    const now = Date.now()
    await ctx.db.patch('timeEntries', entry._id, {
      minutes: rest,
      billedMinutes: roundDuration(rest, settings),
      updatedAt: now,
    })
    const { _id, _creationTime, ...copy } = entry
    const newId = await ctx.db.insert('timeEntries', {
      ...copy,
      minutes: part.minutes,
      billedMinutes: roundDuration(part.minutes, settings),
      createdAt: now,
      updatedAt: now,
    })
    await recordProjectEvent(
      ctx,
      project,
      ctx.viewer._id,
      'time.edited',
      `Split an entry on ${entry.date} into ${formatDuration(rest)} and ${formatDuration(part.minutes)}`,
    )
    return { entryId: newId }
  },
})

/** Deletes an entry. */
export const remove = orgMutation({
  args: { entryId: v.id('timeEntries') },
  handler: async (ctx, { entryId }) => {
    const entry = await requireChangeableEntry(ctx, entryId)
    const project = await requireWritableProject(ctx, ctx.organization._id, entry.projectId)
    await ctx.db.delete('timeEntries', entry._id)
    await recordProjectEvent(
      ctx,
      project,
      ctx.viewer._id,
      'time.deleted',
      `Deleted an entry of ${formatDuration(entry.billedMinutes)} on ${entry.date}`,
    )
    return null
  },
})

/**
 * Locks the matter's entries that were exported (the CSV the page built); an entry already
 * locked stays as it is. Organisation admins only: an export is what goes to billing.
 */
export const markExported = orgMutation({
  args: { projectId: v.id('projects'), entryIds: v.array(v.id('timeEntries')) },
  handler: async (ctx, { projectId, entryIds }) => {
    const project = await requireProject(ctx, ctx.organization._id, projectId)
    if (ctx.membership.role !== 'OrganizationAdmin') {
      throw appError('FORBIDDEN', 'Only an organization admin can lock exported time')
    }
    if (entryIds.length > EXPORT_MAX) {
      throw invalidInput([{ path: 'entryIds', message: `At most ${EXPORT_MAX} entries at once` }])
    }
    const now = Date.now()
    let locked = 0
    for (const entryId of entryIds) {
      const entry = await ctx.db.get('timeEntries', entryId)
      if (!entry || entry.projectId !== project._id)
        throw appError('NOT_FOUND', 'Time entry not found')
      if (entry.exportedAt !== undefined) continue
      await ctx.db.patch('timeEntries', entry._id, { exportedAt: now })
      locked++
    }
    if (locked > 0) {
      await recordProjectEvent(
        ctx,
        project,
        ctx.viewer._id,
        'time.exported',
        `Exported and locked ${locked} time entries`,
      )
    }
    return { locked }
  },
})
