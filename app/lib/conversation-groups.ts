// Grouping of assistant conversations by age (product spec §4 and §9).
//
// Spec §9: under 1 day and same calendar day is Today; under 2 days and
// previous calendar day is Yesterday; under 7 days is Previous 7 Days; under
// 30 days is Previous 30 Days; otherwise Older.
//
// "Day" is measured in the viewer's local calendar, never as 86 400 000 ms:
// the age in days is the number of whole local days between the two moments
// (same wall-clock time N calendar days earlier = exactly N days), so a 23- or
// 25-hour day at a daylight-saving change does not move a conversation into
// another group.

/** The conversation date groups, in display order (newest first). */
export const CONVERSATION_GROUPS = [
  'Today',
  'Yesterday',
  'Previous 7 Days',
  'Previous 30 Days',
  'Older',
] as const

/** One conversation date group. */
export type ConversationGroup = (typeof CONVERSATION_GROUPS)[number]

/** A point in time: a Date or epoch milliseconds. */
export type DateInput = Date | number

/** A non-empty group of items, as returned by groupByConversationDate. */
export type ConversationGroupBucket<T> = {
  group: ConversationGroup
  items: T[]
}

function toDate(value: DateInput): Date {
  return value instanceof Date ? value : new Date(value)
}

// Local calendar day as a day count, immune to DST because it goes through
// UTC midnight of the local Y/M/D.
function localDayNumber(date: Date): number {
  return Date.UTC(date.getFullYear(), date.getMonth(), date.getDate()) / 86_400_000
}

// Local wall-clock time of day in ms, compared field by field so a DST shift
// of the UTC offset does not leak in.
function localTimeOfDay(date: Date): number {
  return (
    ((date.getHours() * 60 + date.getMinutes()) * 60 + date.getSeconds()) * 1000 +
    date.getMilliseconds()
  )
}

/** Local calendar days from `date` to `now` (0 = same day, 1 = `date` was yesterday). */
export function calendarDaysBetween(date: DateInput, now: DateInput): number {
  return localDayNumber(toDate(now)) - localDayNumber(toDate(date))
}

/** Whole local days elapsed from `date` to `now` (a partial last day does not count). */
export function wholeDaysBetween(date: DateInput, now: DateInput): number {
  const from = toDate(date)
  const to = toDate(now)
  const calendarDays = calendarDaysBetween(from, to)
  if (calendarDays > 0 && localTimeOfDay(to) < localTimeOfDay(from)) {
    return calendarDays - 1
  }
  if (calendarDays < 0 && localTimeOfDay(to) > localTimeOfDay(from)) {
    return calendarDays + 1
  }
  return calendarDays
}

/** The date group of a conversation last active at `date`, seen at `now`. */
export function getConversationGroup(date: DateInput, now: DateInput): ConversationGroup {
  const from = toDate(date)
  const to = toDate(now)
  // An unreadable date cannot be placed; it goes to the end, not the top.
  if (Number.isNaN(from.getTime()) || Number.isNaN(to.getTime())) {
    return 'Older'
  }
  // A date in the future is clock skew between the server and this device
  // (a conversation created a moment ago); it belongs with the newest.
  if (from.getTime() > to.getTime()) {
    return 'Today'
  }

  const days = wholeDaysBetween(from, to)
  const calendarDays = calendarDaysBetween(from, to)
  if (days < 1 && calendarDays === 0) {
    return 'Today'
  }
  if (days < 2 && calendarDays === 1) {
    return 'Yesterday'
  }
  if (days < 7) {
    return 'Previous 7 Days'
  }
  if (days < 30) {
    return 'Previous 30 Days'
  }
  return 'Older'
}

/** Items bucketed by conversation date group, in group order, empty groups omitted, item order kept. */
export function groupByConversationDate<T>(
  items: readonly T[],
  getDate: (item: T) => DateInput,
  now: DateInput,
): ConversationGroupBucket<T>[] {
  const buckets = new Map<ConversationGroup, T[]>()
  for (const item of items) {
    const group = getConversationGroup(getDate(item), now)
    const bucket = buckets.get(group)
    if (bucket) {
      bucket.push(item)
    } else {
      buckets.set(group, [item])
    }
  }
  return CONVERSATION_GROUPS.flatMap((group) => {
    const bucketItems = buckets.get(group)
    return bucketItems ? [{ group, items: bucketItems }] : []
  })
}
