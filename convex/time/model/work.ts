// One person's day of work on one matter, read from what Casefile already keeps (reading time,
// review runs, drafts, associate questions), and the suggestions it leaves once the decisions
// taken that day are counted. Bounded reads: a day's work is small, and the caps say how small.
import type { Doc, Id } from '../../_generated/dataModel'
import type { QueryCtx } from '../../_generated/server'
import { invalidInput } from '../../../shared/errors'
import { isDay } from '../../../shared/timeRules'
import {
  DAY_RANGE_MAX_MS,
  type Decided,
  type WorkDone,
  type WorkKind,
  shortTitle,
  suggestTime,
} from '../../../shared/timeSuggestions'

/** The most of each kind of work one day's suggestion reads. */
const READ_MAX = { documents: 200, tables: 100, runs: 50, drafts: 200, threads: 100, messages: 500 }

/** One person's day on one matter: its date (their calendar) and its bounds (their clock). */
export type WorkDay = {
  userId: Id<'users'>
  project: Doc<'projects'>
  date: string
  from: number
  to: number
}

/** The day's date and bounds checked (INVALID_INPUT otherwise). */
export function checkDay(date: string, from: number, to: number) {
  const issues = []
  if (!isDay(date)) issues.push({ path: 'date', message: 'Enter a date as YYYY-MM-DD' })
  if (
    !Number.isFinite(from) ||
    !Number.isFinite(to) ||
    to <= from ||
    to - from > DAY_RANGE_MAX_MS
  ) {
    issues.push({ path: 'to', message: 'Give the day as a range of at most 26 hours' })
  }
  if (issues.length > 0) throw invalidInput(issues)
}

async function readingOf(ctx: QueryCtx, day: WorkDay): Promise<WorkDone['reading']> {
  const rows = await ctx.db
    .query('readingTime')
    .withIndex('by_userId_and_projectId_and_date', (q) =>
      q.eq('userId', day.userId).eq('projectId', day.project._id).eq('date', day.date),
    )
    .take(READ_MAX.documents)
  const reading = await Promise.all(
    rows.map(async (row) => {
      const document = await ctx.db.get('documents', row.documentId)
      return document ? { title: shortTitle(document.name), ms: row.ms } : null
    }),
  )
  return reading.filter((item) => item !== null)
}

async function tablesOf(ctx: QueryCtx, day: WorkDay): Promise<WorkDone['tables']> {
  const tables = await ctx.db
    .query('reviewTables')
    .withIndex('by_projectId_and_updatedAt', (q) => q.eq('projectId', day.project._id))
    .order('desc')
    .take(READ_MAX.tables)
  const perTable = await Promise.all(
    tables.map(async (table) => {
      const runs = await ctx.db
        .query('reviewRuns')
        .withIndex('by_tableId_and_startedAt', (q) =>
          q.eq('tableId', table._id).gte('startedAt', day.from).lt('startedAt', day.to),
        )
        .take(READ_MAX.runs)
      return (
        runs
          .filter((run) => run.startedBy === day.userId && run.state !== 'cancelled')
          // A run counts cells: its rows (documents) times the columns it asked.
          .map((run) => ({
            name: shortTitle(table.name),
            documents: Math.round(run.total / Math.max(1, run.columnIds.length)),
          }))
      )
    }),
  )
  return perTable.flat()
}

async function draftsOf(ctx: QueryCtx, day: WorkDay): Promise<WorkDone['drafts']> {
  // The person's own drafts: run by them that day, or their text edited by them that day.
  const drafts = await ctx.db
    .query('drafts')
    .withIndex('by_projectId_and_createdBy_and_status', (q) =>
      q.eq('projectId', day.project._id).eq('createdBy', day.userId),
    )
    .order('desc')
    .take(READ_MAX.drafts)
  const within = (at: number) => at >= day.from && at < day.to
  return drafts
    .filter((draft) => draft.status !== 'failed')
    .map((draft) => ({
      title: shortTitle(draft.title),
      created: within(draft._creationTime),
      edited: draft.editedBy === day.userId && within(draft.updatedAt),
    }))
    .filter((draft) => draft.created || draft.edited)
}

async function questionsOf(ctx: QueryCtx, day: WorkDay): Promise<number> {
  const threads = await ctx.db
    .query('threads')
    .withIndex('by_projectId_and_authorId_and_lastMessageAt', (q) =>
      q.eq('projectId', day.project._id).eq('authorId', day.userId).gte('lastMessageAt', day.from),
    )
    .take(READ_MAX.threads)
  const counts = await Promise.all(
    threads.map(async (thread) => {
      const messages = await ctx.db
        .query('threadMessages')
        .withIndex('by_threadId', (q) => q.eq('threadId', thread._id))
        .order('desc')
        .take(READ_MAX.messages)
      return messages.filter(
        (message) =>
          message.role === 'user' &&
          message.authorId === day.userId &&
          message._creationTime >= day.from &&
          message._creationTime < day.to,
      ).length
    }),
  )
  return counts.reduce((sum, count) => sum + count, 0)
}

/** What the person did on the matter that day. */
export async function workOf(ctx: QueryCtx, day: WorkDay): Promise<WorkDone> {
  const [reading, tables, drafts, questions] = await Promise.all([
    readingOf(ctx, day),
    tablesOf(ctx, day),
    draftsOf(ctx, day),
    questionsOf(ctx, day),
  ])
  return { reading, tables, drafts, questions }
}

/** The decisions the person took on the matter's suggestions that day. */
export async function decisionsOf(ctx: QueryCtx, day: Omit<WorkDay, 'from' | 'to'>) {
  return await ctx.db
    .query('timeSuggestionDecisions')
    .withIndex('by_userId_and_projectId_and_date', (q) =>
      q.eq('userId', day.userId).eq('projectId', day.project._id).eq('date', day.date),
    )
    .take(200)
}

/** The suggestions still open for the day. */
export async function suggestionsOf(ctx: QueryCtx, day: WorkDay) {
  const [work, decisions] = await Promise.all([workOf(ctx, day), decisionsOf(ctx, day)])
  const decided: Decided = {}
  for (const decision of decisions) {
    decided[decision.kind] = (decided[decision.kind] ?? 0) + decision.minutes
  }
  return suggestTime(work, decided)
}

export type { WorkKind }
