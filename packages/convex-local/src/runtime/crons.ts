/**
 * Cron jobs: the default export of `convex/crons.ts` (a `Crons` object whose `crons` map holds
 * `{name, args: [args], schedule}`) runs on timers, with no identity, as Convex does. Schedules:
 * interval (seconds/minutes/hours), cron (5 fields, UTC), hourly, daily, weekly, monthly.
 * Next runs are computed from the time the code was loaded (not persisted across restarts).
 */
import type { JSONValue } from 'convex/values'
import { currentGlobal, runOutsideTarget } from './context'

export type CronSchedule =
  | { type: 'interval'; seconds?: number; minutes?: number; hours?: number }
  | { type: 'cron'; cron: string }
  | { type: 'hourly'; minuteUTC?: number }
  | { type: 'daily'; hourUTC: number; minuteUTC?: number }
  | { type: 'weekly'; dayOfWeek: string; hourUTC: number; minuteUTC?: number }
  | { type: 'monthly'; day: number; hourUTC: number; minuteUTC?: number }

export type CronSpec = { name: string; args: JSONValue[]; schedule: CronSchedule }

const DAYS = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday']
const MAX_TIMER_MS = 2 ** 31 - 1

/** Parses one cron field into the set of allowed values. */
function parseField(field: string, min: number, max: number): Set<number> {
  const out = new Set<number>()
  for (const part of field.split(',')) {
    const [rangePart, stepPart] = part.split('/') as [string, string | undefined]
    const step = stepPart === undefined ? 1 : Number(stepPart)
    let lo: number
    let hi: number
    if (rangePart === '*') {
      lo = min
      hi = max
    } else if (rangePart.includes('-')) {
      const [a, b] = rangePart.split('-')
      lo = Number(a)
      hi = Number(b)
    } else {
      lo = Number(rangePart)
      hi = stepPart === undefined ? lo : max
    }
    if (![lo, hi, step].every(Number.isInteger) || lo < min || hi > max || lo > hi || step < 1) {
      throw new Error(`Invalid cron field "${field}"`)
    }
    for (let v = lo; v <= hi; v += step) out.add(v)
  }
  return out
}

/** The next time strictly after `afterMs` matching a 5-field cron expression (UTC). */
export function nextCronTime(expr: string, afterMs: number): number {
  const fields = expr.trim().split(/\s+/)
  if (fields.length !== 5) throw new Error(`Invalid cron expression "${expr}": expected 5 fields`)
  const [mi, ho, dom, mo, dow] = fields as [string, string, string, string, string]
  const minutes = parseField(mi, 0, 59)
  const hours = parseField(ho, 0, 23)
  const days = parseField(dom, 1, 31)
  const months = parseField(mo, 1, 12)
  const weekdays = parseField(dow.replace(/\b7\b/g, '0'), 0, 6)
  const domAny = dom === '*'
  const dowAny = dow === '*'
  const d = new Date(Math.floor(afterMs / 60_000) * 60_000 + 60_000)
  const limit = afterMs + 5 * 366 * 24 * 3600 * 1000
  while (d.getTime() < limit) {
    if (!months.has(d.getUTCMonth() + 1)) {
      d.setUTCMonth(d.getUTCMonth() + 1, 1)
      d.setUTCHours(0, 0, 0, 0)
      continue
    }
    const domOk = days.has(d.getUTCDate())
    const dowOk = weekdays.has(d.getUTCDay())
    const dayOk = domAny && dowAny ? true : domAny ? dowOk : dowAny ? domOk : domOk || dowOk
    if (!dayOk) {
      d.setUTCDate(d.getUTCDate() + 1)
      d.setUTCHours(0, 0, 0, 0)
      continue
    }
    if (!hours.has(d.getUTCHours())) {
      d.setUTCHours(d.getUTCHours() + 1, 0, 0, 0)
      continue
    }
    if (!minutes.has(d.getUTCMinutes())) {
      d.setUTCMinutes(d.getUTCMinutes() + 1, 0, 0)
      continue
    }
    return d.getTime()
  }
  throw new Error(`Cron expression "${expr}" never matches`)
}

/** The next run of a schedule strictly after `afterMs`. */
export function nextRun(schedule: CronSchedule, afterMs: number): number {
  switch (schedule.type) {
    case 'interval': {
      const ms =
        (schedule.seconds ?? 0) * 1000 +
        (schedule.minutes ?? 0) * 60_000 +
        (schedule.hours ?? 0) * 3_600_000
      if (!(ms > 0)) throw new Error('Cron interval must be positive')
      return afterMs + ms
    }
    case 'cron':
      return nextCronTime(schedule.cron, afterMs)
    case 'hourly':
      return nextCronTime(`${schedule.minuteUTC ?? 0} * * * *`, afterMs)
    case 'daily':
      return nextCronTime(`${schedule.minuteUTC ?? 0} ${schedule.hourUTC} * * *`, afterMs)
    case 'weekly': {
      const day = DAYS.indexOf(schedule.dayOfWeek)
      if (day === -1) throw new Error(`Invalid dayOfWeek "${schedule.dayOfWeek}"`)
      return nextCronTime(`${schedule.minuteUTC ?? 0} ${schedule.hourUTC} * * ${day}`, afterMs)
    }
    case 'monthly':
      return nextCronTime(
        `${schedule.minuteUTC ?? 0} ${schedule.hourUTC} ${schedule.day} * *`,
        afterMs,
      )
  }
}

/** Reads the `crons` map out of the default export of crons.ts (null if there is none). */
export function cronSpecs(mod: Record<string, unknown> | null): Record<string, CronSpec> | null {
  const def = mod?.default as { isCrons?: boolean; crons?: Record<string, CronSpec> } | undefined
  if (!def || !def.isCrons || !def.crons) return null
  return def.crons
}

function envNow(): number {
  return (currentGlobal('Date') as DateConstructor).now()
}

/** Runs cron jobs on timers until stopped. */
export class CronRunner {
  private timers = new Map<string, { handle: unknown; clear: (h: unknown) => void }>()
  private stopped = false

  constructor(
    private readonly specs: Record<string, CronSpec>,
    private readonly run: (udfPath: string, args: JSONValue, cronId: string) => Promise<void>,
  ) {
    for (const [id, spec] of Object.entries(specs)) this.arm(id, spec, envNow())
  }

  private arm(id: string, spec: CronSpec, afterMs: number) {
    if (this.stopped) return
    let due: number
    try {
      due = nextRun(spec.schedule, afterMs)
    } catch (e) {
      runOutsideTarget(() => console.error(`convex-local: cron "${id}": ${(e as Error).message}`))
      return
    }
    runOutsideTarget(() => {
      const set = currentGlobal('setTimeout') as typeof setTimeout
      const clear = currentGlobal('clearTimeout') as (h: unknown) => void
      const delay = Math.min(MAX_TIMER_MS, Math.max(0, due - envNow()))
      const handle = set(() => {
        this.timers.delete(id)
        if (this.stopped) return
        if (due - envNow() > 0) {
          // A clamped long delay: wait again.
          this.arm(id, spec, afterMs)
          return
        }
        void this.run(spec.name, spec.args[0] ?? {}, id).finally(() => this.arm(id, spec, due))
      }, delay)
      this.timers.set(id, { handle, clear })
    })
  }

  stop() {
    this.stopped = true
    for (const t of this.timers.values()) t.clear(t.handle)
    this.timers.clear()
  }
}
