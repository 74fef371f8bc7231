// The dashboards' time totals: which days make "this week" and "this month", and the minutes of
// a list of entries summed by person or by matter. Weeks start on Monday; both periods are taken
// in UTC, as entries' days are written YYYY-MM-DD without a zone.

/** A period of whole days, `from` included and `to` excluded, written YYYY-MM-DD. */
export type DayRange = { from: string; to: string }

const DAY_MS = 24 * 60 * 60 * 1000

function dayOf(ms: number) {
  return new Date(ms).toISOString().slice(0, 10)
}

/** The week (Monday to Sunday, UTC) that holds `now`. */
export function weekOf(now: number): DayRange {
  const today = new Date(now)
  const midnight = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate())
  // getUTCDay: Sunday 0 … Saturday 6; Monday is the week's first day.
  const monday = midnight - ((today.getUTCDay() + 6) % 7) * DAY_MS
  return { from: dayOf(monday), to: dayOf(monday + 7 * DAY_MS) }
}

/** The calendar month (UTC) that holds `now`. */
export function monthOf(now: number): DayRange {
  const today = new Date(now)
  const year = today.getUTCFullYear()
  const month = today.getUTCMonth()
  return { from: dayOf(Date.UTC(year, month, 1)), to: dayOf(Date.UTC(year, month + 1, 1)) }
}

/** The first moment of a period, in milliseconds (UTC midnight of its first day). */
export function rangeStartMs(range: DayRange): number {
  return Date.parse(`${range.from}T00:00:00.000Z`)
}

export function inRange(day: string, range: DayRange): boolean {
  return day >= range.from && day < range.to
}

type Timed = { minutes: number; billedMinutes: number }

/** Minutes worked and billed of some entries, summed by `keyOf`; the most billed first. */
export function sumMinutesBy<Entry extends Timed, Key extends string>(
  entries: readonly Entry[],
  keyOf: (entry: Entry) => Key,
): { key: Key; minutes: number; billedMinutes: number }[] {
  const totals = new Map<Key, { key: Key; minutes: number; billedMinutes: number }>()
  for (const entry of entries) {
    const key = keyOf(entry)
    const total = totals.get(key) ?? { key, minutes: 0, billedMinutes: 0 }
    total.minutes += entry.minutes
    total.billedMinutes += entry.billedMinutes
    totals.set(key, total)
  }
  return [...totals.values()].sort(
    (a, b) =>
      b.billedMinutes - a.billedMinutes || b.minutes - a.minutes || (a.key < b.key ? -1 : 1),
  )
}
