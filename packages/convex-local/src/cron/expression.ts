/**
 * 5-field cron expressions (`minute hour day-of-month month day-of-week`, always UTC) with the
 * syntax Convex accepts (its fork of the `saffron` crate):
 *   - `*`, numbers, ranges `a-b`, steps `*\/n`, `a/n`, `a-b/n`, lists `a,b-c,*\/n`
 *   - minute 0-59, hour 0-23, day of month 1-31, month 1-12 or JAN-DEC,
 *     day of week 0-6 or SUN-SAT (Sunday is 0; Convex rejects 7)
 *   - ranges that run backwards wrap around (`FRI-MON`, `22-2`)
 *   - day of month: `L` (last day), `LW` (last weekday), `L-3` (3 days before the last),
 *     `L-3W`, `15W` (weekday closest to the 15th, within the month)
 *   - day of week: `5L` (last Friday of the month), `1#2` (second Monday), `L` alone (Saturday)
 *   - fields are separated by spaces/tabs; names are case-insensitive, 3 letters
 *   - when both day-of-month and day-of-week are restricted (not `*`), a day matches if EITHER does
 * An expression that can never fire (e.g. `0 0 30 2 *`) is rejected, as Convex does at push time.
 */

export class CronParseError extends Error {
  override readonly name = 'CronParseError'
}

type FieldSpec = { min: number; max: number; names?: readonly string[] }

const MINUTE: FieldSpec = { min: 0, max: 59 }
const HOUR: FieldSpec = { min: 0, max: 23 }
const DOM: FieldSpec = { min: 1, max: 31 }
const MONTH: FieldSpec = {
  min: 1,
  max: 12,
  names: ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'],
}
const DOW: FieldSpec = { min: 0, max: 6, names: ['SUN', 'MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT'] }

type DomRule =
  | { kind: 'last'; offset: number; weekday: boolean } // L, L-n, LW, L-nW
  | { kind: 'closestWeekday'; day: number } // nW

type DowRule =
  | { kind: 'lastOf'; weekday: number } // nL
  | { kind: 'nth'; weekday: number; nth: number } // n#k

export type CronExpression = {
  readonly source: string
  /** True if the minute containing `ms` is a firing time. */
  matches(ms: number): boolean
  /** The first firing time strictly after the minute containing `ms` (ms since epoch, UTC). */
  nextAfter(ms: number): number
}

function fail(expr: string, detail: string): never {
  throw new CronParseError(`Failed to parse cron expression ${JSON.stringify(expr)}: ${detail}`)
}

function parseValue(token: string, spec: FieldSpec, expr: string, field: string): number {
  if (/^\d+$/.test(token)) {
    const n = Number(token)
    if (n < spec.min || n > spec.max) {
      const hint = spec === DOW && n === 7 ? ' (Sunday is 0 in Convex cron expressions)' : ''
      fail(expr, `${field} value ${n} is out of range ${spec.min}-${spec.max}${hint}`)
    }
    return n
  }
  const idx = spec.names?.indexOf(token.toUpperCase()) ?? -1
  if (idx === -1) fail(expr, `invalid ${field} value ${JSON.stringify(token)}`)
  return spec.min + idx
}

function parseStep(token: string, spec: FieldSpec, expr: string, field: string): number {
  if (!/^\d+$/.test(token)) fail(expr, `invalid step ${JSON.stringify(token)} in ${field}`)
  const n = Number(token)
  // As saffron: a step is 1..(max - min) (minute 59, hour 23, day of month 30, month 11, day of week 6).
  const limit = spec.max - spec.min
  if (n < 1 || n > limit) fail(expr, `step ${n} in ${field} is out of range 1-${limit}`)
  return n
}

/** Values from `start` to `end` (wrapping past max back to min when end < start), every `step`. */
function walk(start: number, end: number, step: number, spec: FieldSpec): number[] {
  const size = spec.max - spec.min + 1
  const span = end >= start ? end - start : end + size - start
  const out: number[] = []
  for (let off = 0; off <= span; off += step) {
    out.push(spec.min + ((start - spec.min + off) % size))
  }
  return out
}

/** A plain list field (numbers, names, ranges, steps, lists, `*`). Returns null for a bare `*`. */
function parseList(text: string, spec: FieldSpec, expr: string, field: string): Set<number> | null {
  if (text === '*') return null
  const values = new Set<number>()
  for (const part of text.split(',')) {
    if (part === '') fail(expr, `empty list item in ${field}`)
    const [rangePart, stepPart, extra] = part.split('/')
    if (extra !== undefined) fail(expr, `invalid ${field} item ${JSON.stringify(part)}`)
    const step = stepPart === undefined ? 1 : parseStep(stepPart, spec, expr, field)
    let start: number
    let end: number
    if (rangePart === '*') {
      if (stepPart === undefined && text !== '*') fail(expr, `'*' must stand alone in ${field}`)
      start = spec.min
      end = spec.max
    } else {
      const dash = rangePart!.indexOf('-')
      if (dash === -1) {
        start = parseValue(rangePart!, spec, expr, field)
        end = stepPart === undefined ? start : spec.max
      } else {
        start = parseValue(rangePart!.slice(0, dash), spec, expr, field)
        end = parseValue(rangePart!.slice(dash + 1), spec, expr, field)
      }
    }
    for (const v of walk(start, end, step, spec)) values.add(v)
  }
  return values
}

function parseDom(text: string, expr: string): { set: Set<number> | null; rule?: DomRule } {
  let m: RegExpExecArray | null
  if (text === 'L') return { set: new Set(), rule: { kind: 'last', offset: 0, weekday: false } }
  if (text === 'LW') return { set: new Set(), rule: { kind: 'last', offset: 0, weekday: true } }
  if ((m = /^L-(\d+)(W?)$/.exec(text))) {
    const offset = Number(m[1])
    if (offset < 1 || offset > 30)
      fail(expr, `day-of-month offset L-${offset} is out of range 1-30`)
    return { set: new Set(), rule: { kind: 'last', offset, weekday: m[2] === 'W' } }
  }
  if ((m = /^(\d+)W$/.exec(text))) {
    return {
      set: new Set(),
      rule: { kind: 'closestWeekday', day: parseValue(m[1]!, DOM, expr, 'day of month') },
    }
  }
  return { set: parseList(text, DOM, expr, 'day of month') }
}

function parseDow(text: string, expr: string): { set: Set<number> | null; rule?: DowRule } {
  let m: RegExpExecArray | null
  if (text === 'L') return { set: new Set([6]) }
  if ((m = /^([^#L]+)L$/i.exec(text))) {
    return {
      set: new Set(),
      rule: { kind: 'lastOf', weekday: parseValue(m[1]!, DOW, expr, 'day of week') },
    }
  }
  if ((m = /^([^#]+)#(\d+)$/.exec(text))) {
    const nth = Number(m[2])
    if (nth < 1 || nth > 5) fail(expr, `'#${nth}' is out of range 1-5`)
    return {
      set: new Set(),
      rule: { kind: 'nth', weekday: parseValue(m[1]!, DOW, expr, 'day of week'), nth },
    }
  }
  return { set: parseList(text, DOW, expr, 'day of week') }
}

const DAY_MS = 86_400_000
const MINUTE_MS = 60_000

function daysInMonth(year: number, month1: number): number {
  return new Date(Date.UTC(year, month1, 0)).getUTCDate()
}

function weekdayOf(year: number, month1: number, day: number): number {
  return new Date(Date.UTC(year, month1 - 1, day)).getUTCDay()
}

/** The weekday (Mon-Fri) closest to `day` without leaving the month. */
function closestWeekday(year: number, month1: number, day: number): number {
  const last = daysInMonth(year, month1)
  const wd = weekdayOf(year, month1, day)
  if (wd === 6) return day === 1 ? 3 : day - 1 // Saturday → Friday (or Monday the 3rd)
  if (wd === 0) return day === last ? day - 2 : day + 1 // Sunday → Monday (or Friday)
  return day
}

export function parseCronExpression(expr: string): CronExpression {
  if (typeof expr !== 'string') fail(String(expr), 'expected a string')
  const fields = expr.split(/[ \t]+/)
  if (fields.length !== 5 || fields.some((f) => f === '')) {
    fail(
      expr,
      `expected 5 fields (minute hour day-of-month month day-of-week), got ${fields.filter((f) => f !== '').length}`,
    )
  }
  const [minF, hourF, domF, monF, dowF] = fields as [string, string, string, string, string]
  const minutes = parseList(minF, MINUTE, expr, 'minute')
  const hours = parseList(hourF, HOUR, expr, 'hour')
  const dom = parseDom(domF, expr)
  const months = parseList(monF, MONTH, expr, 'month')
  const dow = parseDow(dowF, expr)
  const domStar = domF === '*'
  const dowStar = dowF === '*'

  const minuteList = minutes ? [...minutes].sort((a, b) => a - b) : null
  const hourList = hours ? [...hours].sort((a, b) => a - b) : null

  const domMatches = (y: number, mo: number, d: number): boolean => {
    if (dom.rule) {
      const last = daysInMonth(y, mo)
      if (dom.rule.kind === 'last') {
        const target = last - dom.rule.offset
        if (target < 1) return false
        return d === (dom.rule.weekday ? closestWeekday(y, mo, target) : target)
      }
      if (dom.rule.day > last) return false
      return d === closestWeekday(y, mo, dom.rule.day)
    }
    return dom.set === null || dom.set.has(d)
  }
  const dowMatches = (y: number, mo: number, d: number): boolean => {
    const wd = weekdayOf(y, mo, d)
    if (dow.rule) {
      if (wd !== dow.rule.weekday) return false
      if (dow.rule.kind === 'lastOf') return d + 7 > daysInMonth(y, mo)
      return Math.ceil(d / 7) === dow.rule.nth
    }
    return dow.set === null || dow.set.has(wd)
  }
  const dateMatches = (y: number, mo: number, d: number): boolean => {
    if (months && !months.has(mo)) return false
    if (domStar && dowStar) return true
    if (domStar) return dowMatches(y, mo, d)
    if (dowStar) return domMatches(y, mo, d)
    return domMatches(y, mo, d) || dowMatches(y, mo, d)
  }

  /** First (hour, minute) on a matching day at or after `fromMinuteOfDay`, as minutes of day. */
  const firstTimeFrom = (fromMinuteOfDay: number): number | null => {
    const hs = hourList ?? Array.from({ length: 24 }, (_, i) => i)
    const ms = minuteList ?? Array.from({ length: 60 }, (_, i) => i)
    for (const h of hs) {
      if ((h + 1) * 60 <= fromMinuteOfDay) continue
      for (const m of ms) {
        const t = h * 60 + m
        if (t >= fromMinuteOfDay) return t
      }
    }
    return null
  }

  // 28 years cover every (leap year, weekday) combination, so a spec that never fires in that
  // window never fires at all.
  const SEARCH_DAYS = 366 * 28 + 7

  const nextAtOrAfter = (startMs: number): number | null => {
    let dayStart = Math.floor(startMs / DAY_MS) * DAY_MS
    let fromMinute = Math.floor((startMs - dayStart) / MINUTE_MS)
    for (let i = 0; i < SEARCH_DAYS; i++) {
      const d = new Date(dayStart)
      if (dateMatches(d.getUTCFullYear(), d.getUTCMonth() + 1, d.getUTCDate())) {
        const t = firstTimeFrom(fromMinute)
        if (t !== null) return dayStart + t * MINUTE_MS
      }
      dayStart += DAY_MS
      fromMinute = 0
    }
    return null
  }

  // Checked the way Convex checks at push time: the schedule must fire at some point.
  if (nextAtOrAfter(Date.UTC(2000, 0, 1)) === null) {
    throw new CronParseError(`The cron spec ${JSON.stringify(expr)} will never match any time`)
  }

  return {
    source: expr,
    matches(ms) {
      const d = new Date(ms)
      return (
        dateMatches(d.getUTCFullYear(), d.getUTCMonth() + 1, d.getUTCDate()) &&
        (hours === null || hours.has(d.getUTCHours())) &&
        (minutes === null || minutes.has(d.getUTCMinutes()))
      )
    },
    nextAfter(ms) {
      const start = Math.floor(ms / MINUTE_MS) * MINUTE_MS + MINUTE_MS
      const next = nextAtOrAfter(start)
      if (next === null)
        throw new CronParseError(`The cron spec ${JSON.stringify(expr)} will never match any time`)
      return next
    },
  }
}
