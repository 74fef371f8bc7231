// The firm dashboard's billable hours and AI use. Reads are bounded: each stops at a cap, and the
// dashboard says "N+" when one is reached.
import type { Doc, Id } from '../../_generated/dataModel'
import type { QueryCtx } from '../../_generated/server'
import type { AuditAction } from '../../lib/audit'
import { nameReader } from '../../review/model'
import {
  type DayRange,
  inRange,
  monthOf,
  rangeStartMs,
  sumMinutesBy,
  weekOf,
} from '../../../shared/timeTotals'

/** The most time entries summed (those of the month and of the week, which may reach before it). */
export const ENTRIES_SUMMED_MAX = 4000
/** The most events of one kind counted for AI use. */
export const AI_EVENTS_COUNTED_MAX = 1000
/** The most rows of each billable breakdown returned (the largest first). */
export const BILLABLE_ROWS_MAX = 25

type Period = 'week' | 'month'

/**
 * The firm's billable hours of this week and this month, by person and by matter. Only billable
 * entries count; their billed minutes (rounded under the firm's rule) are the hours shown.
 */
export async function billableTime(
  ctx: QueryCtx,
  organizationId: Id<'organizations'>,
  now: number,
  projectsById: Map<string, Doc<'projects'>>,
) {
  const periods: Record<Period, DayRange> = { week: weekOf(now), month: monthOf(now) }
  const from = periods.week.from < periods.month.from ? periods.week.from : periods.month.from
  const to = periods.week.to > periods.month.to ? periods.week.to : periods.month.to
  const entries = await ctx.db
    .query('timeEntries')
    .withIndex('by_organizationId_and_date', (q) =>
      q.eq('organizationId', organizationId).gte('date', from).lt('date', to),
    )
    .take(ENTRIES_SUMMED_MAX)
  const billable = entries.filter((entry) => entry.billable)
  const nameOf = nameReader(ctx)
  const matterOf = async (projectId: Id<'projects'>) =>
    projectsById.get(projectId) ?? (await ctx.db.get('projects', projectId))

  async function summary(range: DayRange) {
    const inside = billable.filter((entry) => inRange(entry.date, range))
    const byPerson = await Promise.all(
      sumMinutesBy(inside, (entry) => entry.userId)
        .slice(0, BILLABLE_ROWS_MAX)
        .map(async ({ key, minutes, billedMinutes }) => ({
          userId: key,
          name: (await nameOf(key)) ?? 'Former member',
          minutes,
          billedMinutes,
        })),
    )
    const byMatter = await Promise.all(
      sumMinutesBy(inside, (entry) => entry.projectId)
        .slice(0, BILLABLE_ROWS_MAX)
        .map(async ({ key, minutes, billedMinutes }) => {
          const project = await matterOf(key)
          return {
            projectId: key,
            matter: project ? { name: project.name, slug: project.slug } : null,
            minutes,
            billedMinutes,
          }
        }),
    )
    return {
      ...range,
      billedMinutes: inside.reduce((sum, entry) => sum + entry.billedMinutes, 0),
      byPerson,
      byMatter,
    }
  }

  return {
    week: await summary(periods.week),
    month: await summary(periods.month),
    capped: entries.length >= ENTRIES_SUMMED_MAX,
  }
}

async function countEvents(
  ctx: QueryCtx,
  organizationId: Id<'organizations'>,
  action: AuditAction,
  since: number,
) {
  const events = await ctx.db
    .query('auditEvents')
    .withIndex('by_organizationId_and_action_and_at', (q) =>
      q.eq('organizationId', organizationId).eq('action', action).gte('at', since),
    )
    .take(AI_EVENTS_COUNTED_MAX)
  return { count: events.length, capped: events.length >= AI_EVENTS_COUNTED_MAX }
}

/**
 * The firm's AI use this month: review table runs started ('table.run' events), module drafts
 * written (module runs, 'module.run' events: one run writes one draft), questions put to the
 * associate (its question messages) and calls that sent matter text to an external model
 * ('ai.external_call' events, one per model call the table, module and associate workers make).
 */
export async function aiUse(ctx: QueryCtx, organizationId: Id<'organizations'>, now: number) {
  const month = monthOf(now)
  const since = rangeStartMs(month)
  const [tablesRun, draftsWritten, externalCalls, questions] = await Promise.all([
    countEvents(ctx, organizationId, 'table.run', since),
    countEvents(ctx, organizationId, 'module.run', since),
    countEvents(ctx, organizationId, 'ai.external_call', since),
    ctx.db
      .query('threadMessages')
      .withIndex('by_organizationId_and_role', (q) =>
        q.eq('organizationId', organizationId).eq('role', 'user').gte('_creationTime', since),
      )
      .take(AI_EVENTS_COUNTED_MAX),
  ])
  return {
    ...month,
    tablesRun,
    draftsWritten,
    questionsAsked: {
      count: questions.length,
      capped: questions.length >= AI_EVENTS_COUNTED_MAX,
    },
    externalCalls,
  }
}
