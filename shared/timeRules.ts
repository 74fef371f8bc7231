// Time entries' rules (issue 24; the spec shows no timer fields: these are ours, ARCHITECTURE.md
// "Time"): durations as lawyers type them, the firm's rounding, the rate that applies, and the
// UTBMS litigation task and activity codes. Pure, shared by the forms and the functions.
import { textProblem } from './matterRules'

/** The longest entry: a day. */
export const DURATION_MAX_MINUTES = 24 * 60

export const TIME_MESSAGES = {
  durationRequired: 'Enter a duration',
  durationFormat: 'Write a duration as 1h 12m, 1:12 or 1.2 (hours)',
  durationZero: 'A duration is more than zero',
  durationTooLong: 'An entry is at most 24 hours',
} as const

const HOURS_MINUTES = /^(?:(\d+(?:\.\d+)?)\s*h(?:ours?|rs?)?)?\s*(?:(\d+)\s*m(?:in(?:ute)?s?)?)?$/i
const CLOCK = /^(\d{1,2}):([0-5]\d)$/
const DECIMAL = /^(\d*\.?\d+)$/

/**
 * Minutes from a duration as typed: "1h 12m", "1h", "45m", "1:12" (hours and minutes), or a
 * number of hours, "1.2" or "2" (Clio's reading). Fractions of a minute round to the nearest.
 */
export function parseDuration(
  input: string,
): { ok: true; minutes: number } | { ok: false; message: string } {
  const text = input.trim()
  if (text === '') return { ok: false, message: TIME_MESSAGES.durationRequired }
  let minutes: number | null = null
  const clock = CLOCK.exec(text)
  const decimal = DECIMAL.exec(text)
  const unit = HOURS_MINUTES.exec(text)
  if (clock) minutes = Number(clock[1]) * 60 + Number(clock[2])
  else if (decimal) minutes = Number(decimal[1]) * 60
  else if (unit && (unit[1] !== undefined || unit[2] !== undefined)) {
    minutes = Number(unit[1] ?? 0) * 60 + Number(unit[2] ?? 0)
  }
  if (minutes === null || !Number.isFinite(minutes)) {
    return { ok: false, message: TIME_MESSAGES.durationFormat }
  }
  const rounded = Math.round(minutes)
  if (rounded <= 0) return { ok: false, message: TIME_MESSAGES.durationZero }
  if (rounded > DURATION_MAX_MINUTES) return { ok: false, message: TIME_MESSAGES.durationTooLong }
  return { ok: true, minutes: rounded }
}

/** A timer's time at `now`: what it had, plus the stretch it has been running (none if paused). */
export function timerElapsedMs(
  timer: { elapsedMs: number; runningSince?: number | null },
  now: number,
): number {
  const since = timer.runningSince
  return timer.elapsedMs + (since === undefined || since === null ? 0 : Math.max(0, now - since))
}

/** How a firm rounds recorded time: up to the next increment (6 minutes by default), or not. */
export type RoundingRule = { incrementMinutes: number }
export const DEFAULT_ROUNDING: RoundingRule = { incrementMinutes: 6 }
export const ROUNDING_INCREMENTS = [1, 5, 6, 10, 15, 30] as const

/** The duration billed under the firm's rule: rounded up to its increment (1 leaves it). */
export function roundDuration(minutes: number, rule: RoundingRule = DEFAULT_ROUNDING): number {
  const step = Math.max(1, Math.floor(rule.incrementMinutes))
  return Math.ceil(minutes / step) * step
}

/** "1h 12m", "45m", "2h". */
export function formatDuration(minutes: number): string {
  const h = Math.floor(minutes / 60)
  const m = minutes % 60
  if (h === 0) return `${m}m`
  return m === 0 ? `${h}h` : `${h}h ${m}m`
}

/** Hours with one decimal when the minutes are whole tenths, else two: "1.2", "0.25". */
export function formatHours(minutes: number): string {
  const hours = minutes / 60
  return Number.isInteger(hours * 10) ? hours.toFixed(1) : hours.toFixed(2)
}

/** Where a rate comes from: the matter's, else the person's, else the firm's default. */
export type RateSource = 'matter' | 'user' | 'firm'

/** The hourly rate (in cents) that applies to an entry, and where it was set; null when none is. */
export function effectiveRate(rates: {
  firm?: number | null
  user?: number | null
  matter?: number | null
}): { cents: number; source: RateSource } | null {
  for (const source of ['matter', 'user', 'firm'] as const) {
    const cents = rates[source]
    if (typeof cents === 'number' && Number.isFinite(cents) && cents >= 0) return { cents, source }
  }
  return null
}

/** The most an hourly rate may be, in cents ($100,000). */
export const RATE_MAX_CENTS = 10_000_000
export const RATE_MESSAGE = 'Enter a rate from 0 to 100,000 an hour'

/** A rate in cents a firm may set: a whole number from 0 to RATE_MAX_CENTS. */
export function isRate(cents: number): boolean {
  return Number.isInteger(cents) && cents >= 0 && cents <= RATE_MAX_CENTS
}

/** A rate as typed ("450", "$1,250.50") in cents; null for an empty field, NaN when unreadable. */
export function parseRate(text: string): number | null {
  const cleaned = text.trim().replace(/^\$/, '').replaceAll(',', '')
  if (cleaned === '') return null
  if (!/^\d+(\.\d{1,2})?$/.test(cleaned)) return Number.NaN
  return Math.round(Number(cleaned) * 100)
}

/** The amount an entry bills: rounded minutes at the hourly rate, to the cent. */
export function entryAmountCents(billedMinutes: number, rateCents: number): number {
  return Math.round((billedMinutes * rateCents) / 60)
}

/** UTBMS litigation task codes (ABA Uniform Task-Based Management System, L-series). */
export const UTBMS_TASKS = [
  ['L110', 'Fact investigation/development'],
  ['L120', 'Analysis/strategy'],
  ['L130', 'Experts/consultants'],
  ['L140', 'Document/file management'],
  ['L150', 'Budgeting'],
  ['L160', 'Settlement/non-binding ADR'],
  ['L190', 'Other case assessment, development and administration'],
  ['L210', 'Pleadings'],
  ['L220', 'Preliminary injunctions/provisional remedies'],
  ['L230', 'Court mandated conferences'],
  ['L240', 'Dispositive motions'],
  ['L250', 'Other written motions and submissions'],
  ['L260', 'Class action certification and notice'],
  ['L310', 'Written discovery'],
  ['L320', 'Document production'],
  ['L330', 'Depositions'],
  ['L340', 'Expert discovery'],
  ['L350', 'Discovery motions'],
  ['L390', 'Other discovery'],
  ['L410', 'Fact witnesses'],
  ['L420', 'Expert witnesses'],
  ['L430', 'Written motions and submissions'],
  ['L440', 'Other trial preparation and support'],
  ['L450', 'Trial and hearing attendance'],
  ['L460', 'Post-trial motions and submissions'],
  ['L470', 'Enforcement'],
  ['L510', 'Appellate motions and submissions'],
  ['L520', 'Appellate briefs'],
  ['L530', 'Oral argument'],
] as const

/** UTBMS activity codes (A-series). */
export const UTBMS_ACTIVITIES = [
  ['A101', 'Plan and prepare for'],
  ['A102', 'Research'],
  ['A103', 'Draft/revise'],
  ['A104', 'Review/analyze'],
  ['A105', 'Communicate (in firm)'],
  ['A106', 'Communicate (with client)'],
  ['A107', 'Communicate (other outside counsel)'],
  ['A108', 'Communicate (other external)'],
  ['A109', 'Appear for/attend'],
  ['A110', 'Manage data/files'],
  ['A111', 'Other'],
] as const

export type UtbmsTask = (typeof UTBMS_TASKS)[number][0]
export type UtbmsActivity = (typeof UTBMS_ACTIVITIES)[number][0]

export const TIME_LIMITS = { description: 2_000, timerDescription: 200 } as const

export const ENTRY_MESSAGES = {
  date: 'Enter the date as YYYY-MM-DD',
  descriptionRequired: 'Describe the work',
  task: 'Choose a UTBMS task code from the list',
  activity: 'Choose a UTBMS activity code from the list',
} as const

export type TimeEntryInput = {
  date: string
  duration: string
  description: string
  task?: string
  activity?: string
  billable: boolean
}

export type CleanTimeEntry = {
  date: string
  minutes: number
  description: string
  task?: UtbmsTask
  activity?: UtbmsActivity
  billable: boolean
}

/** Whether `text` is a real calendar day written YYYY-MM-DD. */
export function isDay(text: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text)
  if (!match) return false
  const at = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])))
  return at.toISOString().slice(0, 10) === text
}

/** Checks an entry's fields; issues name the form's fields. */
export function validateTimeEntry(
  input: TimeEntryInput,
):
  { ok: true; value: CleanTimeEntry } | { ok: false; issues: { path: string; message: string }[] } {
  const issues: { path: string; message: string }[] = []
  const date = input.date.trim()
  if (!isDay(date)) issues.push({ path: 'date', message: ENTRY_MESSAGES.date })
  const duration = parseDuration(input.duration)
  if (!duration.ok) issues.push({ path: 'duration', message: duration.message })
  const description = input.description.trim()
  const descriptionProblem = textProblem(input.description, TIME_LIMITS.description)
  if (descriptionProblem) issues.push({ path: 'description', message: descriptionProblem })
  else if (!description) {
    issues.push({ path: 'description', message: ENTRY_MESSAGES.descriptionRequired })
  }
  const task = input.task?.trim() || undefined
  if (task && !UTBMS_TASKS.some(([code]) => code === task)) {
    issues.push({ path: 'task', message: ENTRY_MESSAGES.task })
  }
  const activity = input.activity?.trim() || undefined
  if (activity && !UTBMS_ACTIVITIES.some(([code]) => code === activity)) {
    issues.push({ path: 'activity', message: ENTRY_MESSAGES.activity })
  }
  if (issues.length > 0 || !duration.ok) return { ok: false, issues }
  return {
    ok: true,
    value: {
      date,
      minutes: duration.minutes,
      description,
      ...(task ? { task: task as UtbmsTask } : {}),
      ...(activity ? { activity: activity as UtbmsActivity } : {}),
      billable: input.billable,
    },
  }
}
