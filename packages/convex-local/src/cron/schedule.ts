/**
 * Schedules of `convex/crons.ts` (`cronJobs()` from `convex/server/cron.ts`) and when they run next,
 * following the backend (`model/src/cron_jobs/next_ts.rs`, `application/src/cron_jobs`):
 *
 * - `interval {seconds|minutes|hours}`: a NEW job (no previous run) is due immediately
 *   (`afterMs` itself). After that, runs are anchored to the previous *scheduled* time, not to when
 *   the run finished: next = lastRun + interval, and occurrences that are already in the past
 *   (`< afterMs`) are skipped (so a slow or paused job does not fire a burst to catch up).
 * - `cron`, `hourly`, `daily`, `weekly`, `monthly`: the first occurrence strictly after the minute
 *   containing `afterMs` (pass the completion time of the previous run, or now).
 * - `minuteUTC` omitted (hourly/daily/weekly/monthly): Convex picks a per-job offset to spread
 *   runs over the hour. Here the offset is derived from the job identifier (stable across
 *   restarts; 0 when no identifier is given), in whole seconds from the top of the hour.
 *   Convex also adds a small random splay to pinned minutes; this emulator does not.
 */
import { parseCronExpression, type CronExpression } from './expression'

export type CronScheduleJson =
  | { type: 'interval'; seconds?: number; minutes?: number; hours?: number }
  | { type: 'cron'; cron: string }
  | { type: 'hourly'; minuteUTC?: number }
  | { type: 'daily'; hourUTC: number; minuteUTC?: number }
  | { type: 'weekly'; dayOfWeek: string; hourUTC: number; minuteUTC?: number }
  | { type: 'monthly'; day: number; hourUTC: number; minuteUTC?: number }

/** A job of the `Crons` object: `crons.crons[identifier] = {name, args: [args], schedule}`. */
export type CronJobSpec = {
  identifier: string
  /** Function name as cronJobs() recorded it (`getFunctionName`), e.g. `messages:clear`. */
  name: string
  /** `[convexToJson(args)]`. */
  args: unknown[]
  schedule: CronScheduleJson
}

export class CronScheduleError extends Error {
  override readonly name = 'CronScheduleError'
}

const DAYS = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'] as const

function isInt(n: unknown): n is number {
  return typeof n === 'number' && Number.isInteger(n)
}

function checkMinute(m: unknown, s: unknown): void {
  if (m !== undefined && (!isInt(m) || m < 0 || m > 59)) {
    throw new CronScheduleError(`minuteUTC must be 0-59 in ${JSON.stringify(s)}`)
  }
}

function checkHour(h: unknown, s: unknown): void {
  if (!isInt(h) || h < 0 || h > 23)
    throw new CronScheduleError(`hourUTC must be 0-23 in ${JSON.stringify(s)}`)
}

/** Interval length in milliseconds; throws unless exactly one positive integer unit is given. */
export function intervalMs(s: { seconds?: number; minutes?: number; hours?: number }): number {
  const given = (['seconds', 'minutes', 'hours'] as const).filter((k) => s[k] !== undefined)
  if (given.length !== 1)
    throw new CronScheduleError('Must specify one of seconds, minutes, or hours')
  const unit = given[0]!
  const n = s[unit]
  if (!isInt(n) || n <= 0) throw new CronScheduleError('Interval must be an integer greater than 0')
  return n * (unit === 'seconds' ? 1000 : unit === 'minutes' ? 60_000 : 3_600_000)
}

/** The 5-field expression a calendar schedule stands for (minute 0 when minuteUTC is omitted). */
export function scheduleToCron(s: Exclude<CronScheduleJson, { type: 'interval' }>): string {
  switch (s.type) {
    case 'cron':
      return s.cron
    case 'hourly':
      return `${s.minuteUTC ?? 0} * * * *`
    case 'daily':
      return `${s.minuteUTC ?? 0} ${s.hourUTC} * * *`
    case 'weekly':
      return `${s.minuteUTC ?? 0} ${s.hourUTC} * * ${DAYS.indexOf(s.dayOfWeek.toLowerCase() as (typeof DAYS)[number])}`
    case 'monthly':
      return `${s.minuteUTC ?? 0} ${s.hourUTC} ${s.day} * *`
  }
}

/** Validates a schedule the way the backend does when crons are pushed. Throws CronScheduleError. */
export function validateSchedule(s: unknown): CronScheduleJson {
  if (s === null || typeof s !== 'object')
    throw new CronScheduleError('Cron schedule must be an object')
  const o = s as Record<string, unknown>
  switch (o.type) {
    case 'interval':
      intervalMs(o as { seconds?: number })
      break
    case 'cron':
      if (typeof o.cron !== 'string')
        throw new CronScheduleError('Cron schedule needs a `cron` string')
      try {
        parseCronExpression(o.cron)
      } catch (e) {
        throw new CronScheduleError((e as Error).message)
      }
      break
    case 'hourly':
      checkMinute(o.minuteUTC, s)
      break
    case 'daily':
      checkMinute(o.minuteUTC, s)
      checkHour(o.hourUTC, s)
      break
    case 'weekly':
      checkMinute(o.minuteUTC, s)
      checkHour(o.hourUTC, s)
      if (
        typeof o.dayOfWeek !== 'string' ||
        !DAYS.includes(o.dayOfWeek.toLowerCase() as (typeof DAYS)[number])
      ) {
        throw new CronScheduleError('Day of week must be a string like "monday".')
      }
      break
    case 'monthly':
      checkMinute(o.minuteUTC, s)
      checkHour(o.hourUTC, s)
      if (!isInt(o.day) || o.day < 1 || o.day > 31) {
        throw new CronScheduleError(`day of month must be 1-31 in ${JSON.stringify(s)}`)
      }
      break
    default:
      throw new CronScheduleError(`Unknown cron schedule type ${JSON.stringify(o.type)}`)
  }
  return s as CronScheduleJson
}

/** Stable per-job offset (seconds into the hour) for schedules without `minuteUTC`. */
export function splayOffsetSeconds(jobIdentifier: string | undefined): number {
  if (!jobIdentifier) return 0
  // FNV-1a, 32 bit.
  let h = 0x811c9dc5
  for (let i = 0; i < jobIdentifier.length; i++) {
    h ^= jobIdentifier.charCodeAt(i)
    h = Math.imul(h, 0x01000193) >>> 0
  }
  return h % 3600
}

const parsedCache = new Map<string, CronExpression>()
function compiled(expr: string): CronExpression {
  let c = parsedCache.get(expr)
  if (!c) {
    c = parseCronExpression(expr)
    if (parsedCache.size > 500) parsedCache.clear()
    parsedCache.set(expr, c)
  }
  return c
}

export type NextRunOptions = {
  /** The cron identifier (first argument of `crons.daily(...)` etc.), used to spread unpinned minutes. */
  jobIdentifier?: string
}

/**
 * When `schedule` should run next, in ms since the epoch (UTC).
 * @param afterMs   now, or the time the previous run finished
 * @param lastRunMs the time the previous run was SCHEDULED for (undefined for a new job)
 */
export function nextRun(
  schedule: CronScheduleJson,
  afterMs: number,
  lastRunMs?: number,
  options: NextRunOptions = {},
): number {
  if (schedule.type === 'interval') {
    const step = intervalMs(schedule)
    if (lastRunMs === undefined) return afterMs
    let next = lastRunMs + step
    if (next < afterMs) next += Math.ceil((afterMs - next) / step) * step
    return next
  }
  const expr = compiled(scheduleToCron(schedule))
  const unpinned = schedule.type !== 'cron' && schedule.minuteUTC === undefined
  const delayMs = unpinned ? splayOffsetSeconds(options.jobIdentifier) * 1000 : 0
  // Search on the schedule's own (undelayed) clock, then shift by the job's delay.
  return expr.nextAfter(afterMs - delayMs) + delayMs
}

/**
 * The jobs of `convex/crons.ts`'s default export (a `Crons` object from `cronJobs()`), validated.
 * Accepts the object itself or its `export()` JSON text.
 */
export function cronJobsFromModule(defaultExport: unknown): CronJobSpec[] {
  let crons: unknown
  if (typeof defaultExport === 'string') crons = JSON.parse(defaultExport)
  else if (defaultExport && typeof defaultExport === 'object' && 'crons' in defaultExport) {
    crons = (defaultExport as { crons: unknown }).crons
  } else {
    throw new CronScheduleError(
      'convex/crons.ts must `export default` the object returned by cronJobs()',
    )
  }
  if (crons === null || typeof crons !== 'object')
    throw new CronScheduleError('Invalid cron jobs object')
  return Object.entries(
    crons as Record<string, { name?: unknown; args?: unknown; schedule?: unknown }>,
  ).map(([identifier, job]) => {
    if (typeof job?.name !== 'string')
      throw new CronScheduleError(`Cron job ${identifier} has no function name`)
    return {
      identifier,
      name: job.name,
      args: Array.isArray(job.args) ? job.args : [job.args ?? {}],
      schedule: validateSchedule(job.schedule),
    }
  })
}
