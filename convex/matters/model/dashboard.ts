// The reads behind a matter's dashboard (matters/dashboard.ts). Each is bounded: counts stop at a
// cap (the dashboard then says "200+"), lists are short, and nothing returns document text.
import type { Doc, Id } from '../../_generated/dataModel'
import type { QueryCtx } from '../../_generated/server'
import type { OrgQueryCtx } from '../../lib/functions'
import { nameReader } from '../../review/model'
import { plainStatusReason } from '../../dossier/model/statusReason'
import { DOCUMENT_STATUSES, type DocumentStatus } from '../../../shared/dossierValidators'
import { DRAFT_STATUSES } from '../../../shared/draftValidators'
import { inRange, sumMinutesBy, weekOf } from '../../../shared/timeTotals'

/**
 * The most documents counted per status, and drafts per status; beyond it the count reads "N+".
 * Counting reads the rows, and a document's row may carry its HTML rendering (DOCX, HTML, EML),
 * so the caps keep the query well inside Convex's 16 MiB read limit. A matter past them needs a
 * kept counter, not a larger cap.
 */
export const DOCUMENTS_COUNTED_MAX = 200
export const DRAFTS_COUNTED_MAX = 100
/** The most review tables looked at (latest changed first) for their runs. */
export const TABLES_READ_MAX = 200
/** The ingest problems listed by name (the dossier has them all). */
export const PROBLEMS_LISTED_MAX = 5
/** The matter's time entries of the week summed, and its timers read. */
export const WEEK_ENTRIES_MAX = 2000
export const TIMERS_READ_MAX = 100
/** The latest audit events shown. */
export const ACTIVITY_SHOWN_MAX = 8

const PROBLEM_STATUSES = ['failed', 'needs_ocr', 'password_protected'] as const

type Count = { count: number; capped: boolean }

function counted(rows: unknown[], max: number): Count {
  return { count: rows.length, capped: rows.length >= max }
}

/** The matter's documents by status, and the first few that could not be read fully. */
export async function documentSummary(ctx: QueryCtx, projectId: Id<'projects'>) {
  const byStatus = await Promise.all(
    DOCUMENT_STATUSES.map(async (status) => {
      const rows = await ctx.db
        .query('documents')
        .withIndex('by_projectId_and_status', (q) =>
          q.eq('projectId', projectId).eq('status', status),
        )
        .take(DOCUMENTS_COUNTED_MAX)
      return { status, rows, ...counted(rows, DOCUMENTS_COUNTED_MAX) }
    }),
  )
  const problems = byStatus
    .filter((entry) => (PROBLEM_STATUSES as readonly DocumentStatus[]).includes(entry.status))
    .flatMap((entry) => entry.rows)
    .sort((a, b) => b._creationTime - a._creationTime)
    .slice(0, PROBLEMS_LISTED_MAX)
    .map((document) => ({
      _id: document._id,
      name: document.name,
      status: document.status,
      reason: plainStatusReason(document.statusReason),
    }))
  return {
    byStatus: byStatus.map(({ status, count, capped }) => ({ status, count, capped })),
    total: byStatus.reduce((sum, entry) => sum + entry.count, 0),
    problems,
  }
}

/** The matter's review tables: how many, how many run now, and the latest run. */
export async function tableSummary(ctx: QueryCtx, projectId: Id<'projects'>) {
  const tables = await ctx.db
    .query('reviewTables')
    .withIndex('by_projectId_and_updatedAt', (q) => q.eq('projectId', projectId))
    .order('desc')
    .take(TABLES_READ_MAX)
  const latest = await Promise.all(
    tables.map(async (table) => ({
      table,
      run: await ctx.db
        .query('reviewRuns')
        .withIndex('by_tableId_and_startedAt', (q) => q.eq('tableId', table._id))
        .order('desc')
        .first(),
    })),
  )
  const withRuns = latest.filter(
    (entry): entry is { table: Doc<'reviewTables'>; run: Doc<'reviewRuns'> } => entry.run !== null,
  )
  const last = withRuns.reduce<(typeof withRuns)[number] | null>(
    (best, entry) => (best === null || entry.run.startedAt > best.run.startedAt ? entry : best),
    null,
  )
  const nameOf = nameReader(ctx)
  return {
    ...counted(tables, TABLES_READ_MAX),
    running: withRuns.filter((entry) => entry.run.state === 'running').length,
    lastRun: last
      ? {
          tableId: last.table._id,
          tableName: last.table.name,
          state: last.run.state,
          startedAt: last.run.startedAt,
          startedBy: (await nameOf(last.run.startedBy)) ?? 'Former member',
          done: last.run.done,
          failed: last.run.failed,
          total: last.run.total,
        }
      : null,
  }
}

/**
 * The matter's drafts by status, of those the viewer may open (their own and those shared with
 * them), so the counts match the drafts page the tile links to.
 */
export async function draftSummary(ctx: OrgQueryCtx, projectId: Id<'projects'>) {
  const [own, shares] = await Promise.all([
    Promise.all(
      DRAFT_STATUSES.map(async (status) => ({
        status,
        ...counted(
          await ctx.db
            .query('drafts')
            .withIndex('by_projectId_and_createdBy_and_status', (q) =>
              q.eq('projectId', projectId).eq('createdBy', ctx.viewer._id).eq('status', status),
            )
            .take(DRAFTS_COUNTED_MAX),
          DRAFTS_COUNTED_MAX,
        ),
      })),
    ),
    ctx.db
      .query('draftShares')
      .withIndex('by_sharedWith_and_projectId', (q) =>
        q.eq('sharedWith', ctx.viewer._id).eq('projectId', projectId),
      )
      .take(DRAFTS_COUNTED_MAX),
  ])
  const shared = await Promise.all(
    shares.map(async (share) => await ctx.db.get('drafts', share.draftId)),
  )
  const byStatus = own.map((entry) => ({
    ...entry,
    count: entry.count + shared.filter((draft) => draft?.status === entry.status).length,
  }))
  return { byStatus, total: byStatus.reduce((sum, entry) => sum + entry.count, 0) }
}

/**
 * The matter's time this week (Monday to Sunday, UTC) by person: entries' minutes worked and
 * billed, and each person's timer on the matter (its clock runs on in the browser).
 */
export async function weekTimeSummary(ctx: QueryCtx, projectId: Id<'projects'>, now: number) {
  const week = weekOf(now)
  const [entries, timers] = await Promise.all([
    ctx.db
      .query('timeEntries')
      .withIndex('by_projectId_and_date', (q) =>
        q.eq('projectId', projectId).gte('date', week.from).lt('date', week.to),
      )
      .take(WEEK_ENTRIES_MAX),
    ctx.db
      .query('timers')
      .withIndex('by_projectId', (q) => q.eq('projectId', projectId))
      .take(TIMERS_READ_MAX),
  ])
  const recorded = entries.filter((entry) => inRange(entry.date, week))
  const totals = sumMinutesBy(recorded, (entry) => entry.userId)
  const people = new Map<Id<'users'>, { minutes: number; billedMinutes: number }>(
    totals.map((row) => [row.key, { minutes: row.minutes, billedMinutes: row.billedMinutes }]),
  )
  const timersOf = new Map<Id<'users'>, { elapsedMs: number; runningSince: number | null }>()
  for (const timer of timers) {
    const mine = timersOf.get(timer.userId) ?? { elapsedMs: 0, runningSince: null }
    mine.elapsedMs += timer.elapsedMs
    if (timer.runningSince !== undefined) mine.runningSince = timer.runningSince
    timersOf.set(timer.userId, mine)
  }
  const nameOf = nameReader(ctx)
  const userIds = [...new Set([...people.keys(), ...timersOf.keys()])]
  const rows = await Promise.all(
    userIds.map(async (userId) => ({
      userId,
      name: (await nameOf(userId)) ?? 'Former member',
      minutes: people.get(userId)?.minutes ?? 0,
      billedMinutes: people.get(userId)?.billedMinutes ?? 0,
      timer: timersOf.get(userId) ?? null,
    })),
  )
  rows.sort((a, b) => b.minutes - a.minutes || a.name.localeCompare(b.name))
  return {
    week,
    people: rows,
    totalMinutes: recorded.reduce((sum, entry) => sum + entry.minutes, 0),
    capped: entries.length >= WEEK_ENTRIES_MAX,
  }
}

/** The matter's latest audit events: what was done (the action), who and when; no summaries. */
export async function latestActivity(ctx: QueryCtx, projectId: Id<'projects'>) {
  const events = await ctx.db
    .query('auditEvents')
    .withIndex('by_projectId_and_at', (q) => q.eq('projectId', projectId))
    .order('desc')
    .take(ACTIVITY_SHOWN_MAX)
  const nameOf = nameReader(ctx)
  return await Promise.all(
    events.map(async (event) => ({
      _id: event._id,
      action: event.action,
      at: event.at,
      actorName: (await nameOf(event.actorId)) ?? 'Former member',
    })),
  )
}

/** The dates the matter itself holds; the class period is the text its form keeps. */
export function keyDates(project: Doc<'projects'>) {
  return {
    openedAt: project._creationTime,
    lastActivityAt: project.lastActivityAt,
    archivedAt: project.archivedAt ?? null,
    classPeriod: project.classPeriod ?? null,
  }
}
