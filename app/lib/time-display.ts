// Time as the screens show it: a timer's clock, today's date for a new entry, a rate as money,
// and a matter's entries as CSV (framework-free, tested alone).
import { entryAmountCents, formatDuration, formatHours, timerElapsedMs } from '@shared/timeRules'

/** A timer's time at `now`, as the shell's clock shows it (the rule is shared with the server). */
export const timerMs = timerElapsedMs

/** A timer's clock: "0:05:09", "1:12:00". */
export function formatClock(ms: number): string {
  const seconds = Math.floor(ms / 1000)
  const h = Math.floor(seconds / 3600)
  const m = Math.floor((seconds % 3600) / 60)
  const s = seconds % 60
  return `${h}:${String(m).padStart(2, '0')}:${String(s).padStart(2, '0')}`
}

/** Milliseconds as the shortest words: "12m", "1h 5m" (whole minutes, at least one). */
export function formatDurationMs(ms: number): string {
  return formatDuration(Math.max(1, Math.floor(ms / 60_000)))
}

/** A timer's time as a duration the entry form takes ("1:12"), at least a minute. */
export function timerDuration(ms: number): string {
  const minutes = Math.max(1, Math.round(ms / 60_000))
  return `${Math.floor(minutes / 60)}:${String(minutes % 60).padStart(2, '0')}`
}

/** The local calendar day, YYYY-MM-DD. */
export function localDay(at: Date): string {
  const month = String(at.getMonth() + 1).padStart(2, '0')
  const day = String(at.getDate()).padStart(2, '0')
  return `${at.getFullYear()}-${month}-${day}`
}

/** A local calendar day and its bounds on the clock (midnight to midnight, DST included). */
export function dayRange(at: Date): { date: string; from: number; to: number } {
  const start = new Date(at.getFullYear(), at.getMonth(), at.getDate())
  const end = new Date(at.getFullYear(), at.getMonth(), at.getDate() + 1)
  return { date: localDay(start), from: start.getTime(), to: end.getTime() }
}

/** The last `count` local days, today first. */
export function recentDays(now: Date, count: number) {
  return Array.from({ length: count }, (_, back) =>
    dayRange(new Date(now.getFullYear(), now.getMonth(), now.getDate() - back)),
  )
}

/** Cents as dollars: "$450.00". */
export function formatMoney(cents: number): string {
  return new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(cents / 100)
}

type CsvEntry = {
  date: string
  userName: string
  description: string
  task: string | null
  activity: string | null
  minutes: number
  billedMinutes: number
  billable: boolean
  rateCents: number | null
}

function cell(value: string): string {
  // A leading =, +, - or @ would run as a formula in a spreadsheet: quote it as text.
  const safe = /^[=+\-@]/.test(value) ? `'${value}` : value
  return /[",\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe
}

/** The entries as CSV, one row each, with hours worked and billed and the amount. */
export function entriesCsv(entries: readonly CsvEntry[]): string {
  const header = [
    'Date',
    'Person',
    'Description',
    'Task',
    'Activity',
    'Hours worked',
    'Hours billed',
    'Billable',
    'Rate',
    'Amount',
  ]
  const rows = entries.map((entry) => [
    entry.date,
    entry.userName,
    entry.description,
    entry.task ?? '',
    entry.activity ?? '',
    formatHours(entry.minutes),
    formatHours(entry.billedMinutes),
    entry.billable ? 'Yes' : 'No',
    entry.rateCents === null ? '' : (entry.rateCents / 100).toFixed(2),
    entry.rateCents === null || !entry.billable
      ? ''
      : (entryAmountCents(entry.billedMinutes, entry.rateCents) / 100).toFixed(2),
  ])
  return [header, ...rows].map((row) => row.map(cell).join(',')).join('\r\n') + '\r\n'
}

/** How long without a key or a click, while a timer runs, before the idle reminder asks. */
export const IDLE_REMINDER_MS = 10 * 60_000

/** Since when the person has been idle, if long enough for the reminder; otherwise null. */
export function idleSince(lastActivity: number, now: number): number | null {
  return now - lastActivity >= IDLE_REMINDER_MS ? lastActivity : null
}
