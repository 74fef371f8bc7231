import { describe, expect, it } from 'vitest'
import { cronJobs, makeFunctionReference } from 'convex/server'
import {
  CronParseError,
  CronScheduleError,
  cronJobsFromModule,
  nextRun,
  parseCronExpression,
  splayOffsetSeconds,
  validateSchedule,
} from '../../src/cron'

const t = (iso: string) => Date.parse(iso)
const iso = (ms: number) => new Date(ms).toISOString()
const next = (expr: string, after: string) => iso(parseCronExpression(expr).nextAfter(t(after)))

/** The next `n` firing times after `after`. */
function upcoming(expr: string, after: string, n: number): string[] {
  const c = parseCronExpression(expr)
  const out: string[] = []
  let at = t(after)
  for (let i = 0; i < n; i++) {
    at = c.nextAfter(at)
    out.push(iso(at).slice(0, 16))
  }
  return out
}

describe('cron expressions', () => {
  it('numbers, steps, ranges and lists; strictly after the current minute', () => {
    expect(next('*/15 * * * *', '2024-05-01T12:07:30Z')).toBe('2024-05-01T12:15:00.000Z')
    expect(next('*/15 * * * *', '2024-05-01T12:15:00Z')).toBe('2024-05-01T12:30:00.000Z')
    expect(next('*/15 * * * *', '2024-05-01T12:14:59.999Z')).toBe('2024-05-01T12:15:00.000Z')
    expect(next('* * * * *', '2024-05-01T12:00:00Z')).toBe('2024-05-01T12:01:00.000Z')
    expect(upcoming('5,10-12 9-17/4 * * *', '2024-05-01T08:00:00Z', 5)).toEqual([
      '2024-05-01T09:05',
      '2024-05-01T09:10',
      '2024-05-01T09:11',
      '2024-05-01T09:12',
      '2024-05-01T13:05',
    ])
    expect(next('30 23 * * *', '2024-12-31T23:30:00Z')).toBe('2025-01-01T23:30:00.000Z')
    expect(next('0 0 1 1 *', '2024-12-31T23:59:59Z')).toBe('2025-01-01T00:00:00.000Z')
    expect(next('10/20 * * * *', '2024-05-01T00:00:00Z')).toBe('2024-05-01T00:10:00.000Z')
    expect(upcoming('50-10/10 * * * *', '2024-05-01T00:45:00Z', 4)).toEqual([
      '2024-05-01T00:50',
      '2024-05-01T01:00',
      '2024-05-01T01:10',
      '2024-05-01T01:50',
    ])
  })

  it('month ends: the 31st skips short months, L is the last day, leap years', () => {
    expect(upcoming('0 0 31 * *', '2024-01-31T00:00:00Z', 3)).toEqual([
      '2024-03-31T00:00',
      '2024-05-31T00:00',
      '2024-07-31T00:00',
    ])
    expect(next('0 0 30 * *', '2024-01-30T12:00:00Z')).toBe('2024-03-30T00:00:00.000Z')
    expect(next('0 0 L * *', '2023-02-10T00:00:00Z')).toBe('2023-02-28T00:00:00.000Z')
    expect(next('0 0 L * *', '2024-02-10T00:00:00Z')).toBe('2024-02-29T00:00:00.000Z')
    expect(next('0 0 L * *', '2024-04-30T00:00:00Z')).toBe('2024-05-31T00:00:00.000Z')
    expect(next('0 12 29 2 *', '2025-03-01T00:00:00Z')).toBe('2028-02-29T12:00:00.000Z')
    expect(next('0 12 29 FEB *', '2100-01-01T00:00:00Z')).toBe('2104-02-29T12:00:00.000Z') // 2100 is not a leap year
    expect(next('0 0 L-1 * *', '2024-02-01T00:00:00Z')).toBe('2024-02-28T00:00:00.000Z')
    // LW: last weekday. 2024-08-31 is a Saturday → Friday the 30th.
    expect(next('0 0 LW * *', '2024-08-01T00:00:00Z')).toBe('2024-08-30T00:00:00.000Z')
    // 15W: 2024-06-15 is a Saturday → Friday 14th; 2024-09-01W (Sunday) → Monday 2nd.
    expect(next('0 0 15W * *', '2024-06-01T00:00:00Z')).toBe('2024-06-14T00:00:00.000Z')
    expect(next('0 0 1W * *', '2024-08-31T00:00:00Z')).toBe('2024-09-02T00:00:00.000Z')
  })

  it('day of week: Sunday is 0, names, wrap-around ranges, L and #; 7 is rejected as Convex does', () => {
    // 2024-05-01 is a Wednesday.
    expect(next('0 9 * * 0', '2024-05-01T00:00:00Z')).toBe('2024-05-05T09:00:00.000Z')
    expect(next('0 9 * * sun', '2024-05-01T00:00:00Z')).toBe('2024-05-05T09:00:00.000Z')
    expect(next('0 9 * * SAT', '2024-05-01T00:00:00Z')).toBe('2024-05-04T09:00:00.000Z')
    expect(
      upcoming('0 0 * * FRI-MON', '2024-05-01T00:00:00Z', 5).map((s) => s.slice(0, 10)),
    ).toEqual(['2024-05-03', '2024-05-04', '2024-05-05', '2024-05-06', '2024-05-10'])
    expect(upcoming('0 0 * * 1-5/2', '2024-05-01T00:00:00Z', 3).map((s) => s.slice(0, 10))).toEqual(
      ['2024-05-03', '2024-05-06', '2024-05-08'],
    )
    expect(next('0 0 * * 5L', '2024-05-01T00:00:00Z')).toBe('2024-05-31T00:00:00.000Z') // last Friday
    expect(next('0 0 * * 1#2', '2024-05-01T00:00:00Z')).toBe('2024-05-13T00:00:00.000Z') // second Monday
    expect(next('0 0 * * L', '2024-05-01T00:00:00Z')).toBe('2024-05-04T00:00:00.000Z') // L alone = Saturday
    expect(() => parseCronExpression('0 9 * * 7')).toThrow(/out of range 0-6 \(Sunday is 0/)
    expect(() => parseCronExpression('0 9 * * 7')).toThrow(CronParseError)
  })

  it('day of month and day of week both restricted: either matches', () => {
    // The 13th, or any Friday. 2024-09-13 is itself a Friday.
    expect(upcoming('0 0 13 * 5', '2024-09-01T00:00:00Z', 4).map((s) => s.slice(0, 10))).toEqual([
      '2024-09-06',
      '2024-09-13',
      '2024-09-20',
      '2024-09-27',
    ])
    expect(upcoming('0 0 13 * 1', '2024-05-01T00:00:00Z', 3).map((s) => s.slice(0, 10))).toEqual([
      '2024-05-06',
      '2024-05-13',
      '2024-05-20',
    ])
  })

  it('month names and matches()', () => {
    expect(upcoming('0 0 1 JAN,jul *', '2024-02-01T00:00:00Z', 2)).toEqual([
      '2024-07-01T00:00',
      '2025-01-01T00:00',
    ])
    const c = parseCronExpression('30 8 * * MON-FRI')
    expect(c.matches(t('2024-05-01T08:30:59Z'))).toBe(true)
    expect(c.matches(t('2024-05-04T08:30:00Z'))).toBe(false)
    expect(c.matches(t('2024-05-01T08:31:00Z'))).toBe(false)
  })

  it('rejects invalid expressions', () => {
    for (const bad of [
      '60 * * * *',
      '* 24 * * *',
      '* * 0 * *',
      '* * 32 * *',
      '* * * 13 *',
      '* * * *',
      '* * * * * *',
      '*/0 * * * *',
      '*/60 * * * *',
      'a * * * *',
      '1-2-3 * * * *',
      '*,5 * * * *',
      '0 0 * * 1#6',
      ' 0 0 * * *',
    ]) {
      expect(() => parseCronExpression(bad), bad).toThrow(CronParseError)
    }
    expect(() => parseCronExpression('0 0 30 2 *')).toThrow(
      'The cron spec "0 0 30 2 *" will never match any time',
    )
    expect(() => parseCronExpression('0 0 31 4,6 *')).toThrow(/never match/)
    expect(parseCronExpression('*/59 */23 */30 */11 */6').source).toBe('*/59 */23 */30 */11 */6')
  })
})

describe('cron schedules: nextRun', () => {
  it('interval: a new job runs now, then every interval after the previous scheduled run, skipping missed ones', () => {
    const now = t('2024-05-01T12:00:00Z')
    expect(nextRun({ type: 'interval', seconds: 30 }, now)).toBe(now)
    expect(nextRun({ type: 'interval', seconds: 30 }, now + 2_000, now)).toBe(now + 30_000)
    expect(nextRun({ type: 'interval', minutes: 5 }, now + 1, now)).toBe(now + 300_000)
    // Anchored to the schedule, not to when the run finished.
    expect(nextRun({ type: 'interval', hours: 1 }, now + 20 * 60_000, now)).toBe(now + 3_600_000)
    // A run that overran two occurrences: both are skipped, the cadence is kept.
    expect(nextRun({ type: 'interval', seconds: 10 }, now + 25_000, now)).toBe(now + 30_000)
    expect(nextRun({ type: 'interval', seconds: 10 }, now + 20_000, now)).toBe(now + 20_000)
    expect(() => nextRun({ type: 'interval', seconds: 0 }, now)).toThrow(
      'Interval must be an integer greater than 0',
    )
    expect(() => nextRun({ type: 'interval' }, now)).toThrow(
      'Must specify one of seconds, minutes, or hours',
    )
  })

  it('hourly, daily, weekly and monthly with a pinned minute', () => {
    expect(iso(nextRun({ type: 'hourly', minuteUTC: 30 }, t('2024-05-01T12:30:00Z')))).toBe(
      '2024-05-01T13:30:00.000Z',
    )
    expect(
      iso(nextRun({ type: 'daily', hourUTC: 17, minuteUTC: 30 }, t('2024-05-01T18:00:00Z'))),
    ).toBe('2024-05-02T17:30:00.000Z')
    expect(
      iso(
        nextRun(
          { type: 'weekly', dayOfWeek: 'sunday', hourUTC: 0, minuteUTC: 0 },
          t('2024-05-01T00:00:00Z'),
        ),
      ),
    ).toBe('2024-05-05T00:00:00.000Z')
    expect(
      iso(
        nextRun(
          { type: 'weekly', dayOfWeek: 'saturday', hourUTC: 23, minuteUTC: 59 },
          t('2024-05-04T23:59:00Z'),
        ),
      ),
    ).toBe('2024-05-11T23:59:00.000Z')
    expect(
      iso(
        nextRun({ type: 'monthly', day: 31, hourUTC: 8, minuteUTC: 0 }, t('2024-01-31T09:00:00Z')),
      ),
    ).toBe('2024-03-31T08:00:00.000Z')
    expect(
      iso(
        nextRun({ type: 'monthly', day: 29, hourUTC: 0, minuteUTC: 0 }, t('2023-01-30T00:00:00Z')),
      ),
    ).toBe('2023-03-29T00:00:00.000Z')
    expect(
      iso(
        nextRun({ type: 'monthly', day: 29, hourUTC: 0, minuteUTC: 0 }, t('2024-01-30T00:00:00Z')),
      ),
    ).toBe('2024-02-29T00:00:00.000Z')
    expect(iso(nextRun({ type: 'cron', cron: '15 7 * * *' }, t('2024-05-01T07:15:00Z')))).toBe(
      '2024-05-02T07:15:00.000Z',
    )
  })

  it('an omitted minute is spread over the hour, stably per job identifier', () => {
    const a = splayOffsetSeconds('cleanup')
    const b = splayOffsetSeconds('digest')
    expect(a).toBeGreaterThanOrEqual(0)
    expect(a).toBeLessThan(3600)
    expect(a).toBe(splayOffsetSeconds('cleanup'))
    expect(a).not.toBe(b)
    expect(splayOffsetSeconds(undefined)).toBe(0)
    const after = t('2024-05-01T12:00:00Z')
    const run = nextRun({ type: 'hourly' }, after, undefined, { jobIdentifier: 'cleanup' })
    expect(run).toBeGreaterThan(after)
    expect(run).toBeLessThanOrEqual(after + 3_600_000)
    expect((run - t('2024-05-01T00:00:00Z')) % 3_600_000).toBe(a * 1000)
    // The next run after that one is exactly an hour later.
    expect(nextRun({ type: 'hourly' }, run, run, { jobIdentifier: 'cleanup' })).toBe(
      run + 3_600_000,
    )
    // Daily without a minute: within the given hour.
    const d = nextRun({ type: 'daily', hourUTC: 5 }, after, undefined, { jobIdentifier: 'digest' })
    expect(iso(d).slice(0, 13)).toBe('2024-05-02T05')
    expect(nextRun({ type: 'hourly' }, after)).toBe(t('2024-05-01T13:00:00Z'))
  })

  it('validates schedules like the backend', () => {
    expect(() => validateSchedule({ type: 'daily', hourUTC: 24 })).toThrow(/hourUTC must be 0-23/)
    expect(() => validateSchedule({ type: 'hourly', minuteUTC: 60 })).toThrow(
      /minuteUTC must be 0-59/,
    )
    expect(() => validateSchedule({ type: 'monthly', day: 0, hourUTC: 1 })).toThrow(
      /day of month must be 1-31/,
    )
    expect(() => validateSchedule({ type: 'weekly', dayOfWeek: 'funday', hourUTC: 1 })).toThrow(
      /Day of week/,
    )
    expect(() => validateSchedule({ type: 'cron', cron: '0 0 * * 7' })).toThrow(CronScheduleError)
    expect(() => validateSchedule({ type: 'sometimes' })).toThrow(/Unknown cron schedule type/)
  })

  it('reads the jobs of a real cronJobs() object', () => {
    const crons = cronJobs()
    crons.interval(
      'clear presence',
      { seconds: 30 },
      makeFunctionReference<'mutation'>('presence:clear'),
    )
    crons.weekly(
      'digest',
      { dayOfWeek: 'monday', hourUTC: 17, minuteUTC: 30 },
      makeFunctionReference<'action'>('emails:send'),
      {
        kind: 'weekly',
      },
    )
    crons.hourly('spread', makeFunctionReference<'mutation'>('jobs:tick'))
    crons.cron('raw', '*/5 * * * *', makeFunctionReference<'mutation'>('jobs:tick'))
    const jobs = cronJobsFromModule(crons)
    expect(jobs.map((j) => [j.identifier, j.name, j.schedule.type])).toEqual([
      ['clear presence', 'presence:clear', 'interval'],
      ['digest', 'emails:send', 'weekly'],
      ['spread', 'jobs:tick', 'hourly'],
      ['raw', 'jobs:tick', 'cron'],
    ])
    expect(jobs[1]!.args).toEqual([{ kind: 'weekly' }])
    expect(cronJobsFromModule((crons as unknown as { export(): string }).export())).toEqual(jobs)
    const monday = nextRun(jobs[1]!.schedule, t('2024-05-01T00:00:00Z'))
    expect(iso(monday)).toBe('2024-05-06T17:30:00.000Z')
    expect(() => cronJobsFromModule({})).toThrow(/cronJobs\(\)/)
  })
})
