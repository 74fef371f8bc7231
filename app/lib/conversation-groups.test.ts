import { describe, expect, test } from 'vitest'
import {
  CONVERSATION_GROUPS,
  calendarDaysBetween,
  getConversationGroup,
  groupByConversationDate,
  wholeDaysBetween,
} from './conversation-groups'
import { inTimeZone } from './test-time-zone'

// Dates are built from local fields, so these expectations hold in any zone.
const at = (month: number, day: number, hours = 0, minutes = 0, seconds = 0, ms = 0) =>
  new Date(2026, month - 1, day, hours, minutes, seconds, ms)

describe('getConversationGroup', () => {
  const now = at(6, 15, 10, 0)

  test('the groups come in the spec order', () => {
    expect(CONVERSATION_GROUPS).toEqual([
      'Today',
      'Yesterday',
      'Previous 7 Days',
      'Previous 30 Days',
      'Older',
    ])
  })

  test('earlier the same calendar day is Today, back to midnight', () => {
    expect(getConversationGroup(at(6, 15, 9, 59), now)).toBe('Today')
    expect(getConversationGroup(at(6, 15, 0, 0), now)).toBe('Today')
    expect(getConversationGroup(now, now)).toBe('Today')
  })

  test('23:59 yesterday is Yesterday even two minutes later, 00:01 today is Today', () => {
    const justAfterMidnight = at(6, 15, 0, 2)
    expect(getConversationGroup(at(6, 14, 23, 59), justAfterMidnight)).toBe('Yesterday')
    expect(getConversationGroup(at(6, 15, 0, 1), justAfterMidnight)).toBe('Today')
  })

  test('exactly 24 hours ago is Yesterday, not Today', () => {
    expect(getConversationGroup(at(6, 14, 10, 0), now)).toBe('Yesterday')
    expect(getConversationGroup(at(6, 14, 10, 0, 0, 1), now)).toBe('Yesterday')
  })

  test('any time on the previous calendar day is Yesterday', () => {
    expect(getConversationGroup(at(6, 14, 0, 0), at(6, 15, 23, 59))).toBe('Yesterday')
  })

  test('under two days old but two calendar days back is Previous 7 Days', () => {
    // 24 h 2 min old, yet the day before yesterday.
    expect(getConversationGroup(at(6, 13, 23, 59), at(6, 15, 0, 1))).toBe('Previous 7 Days')
  })

  test('exactly 7 days ago leaves Previous 7 Days; a millisecond less stays in it', () => {
    expect(getConversationGroup(at(6, 8, 10, 0), now)).toBe('Previous 30 Days')
    expect(getConversationGroup(at(6, 8, 10, 0, 0, 1), now)).toBe('Previous 7 Days')
  })

  test('exactly 30 days ago is Older; a millisecond less is Previous 30 Days', () => {
    expect(getConversationGroup(at(5, 16, 10, 0), now)).toBe('Older')
    expect(getConversationGroup(at(5, 16, 10, 0, 0, 1), now)).toBe('Previous 30 Days')
    expect(getConversationGroup(at(1, 1), now)).toBe('Older')
  })

  test('a future date (clock skew) is Today, however far ahead', () => {
    expect(getConversationGroup(now.getTime() + 1, now)).toBe('Today')
    expect(getConversationGroup(at(6, 17, 12, 0), now)).toBe('Today')
  })

  test('an unreadable date is Older', () => {
    expect(getConversationGroup(Number.NaN, now)).toBe('Older')
    expect(getConversationGroup(new Date('not a date'), now)).toBe('Older')
  })

  test('epoch milliseconds and Date objects give the same answer', () => {
    const date = at(6, 14, 8, 0)
    expect(getConversationGroup(date.getTime(), now.getTime())).toBe(
      getConversationGroup(date, now),
    )
  })
})

describe('day arithmetic', () => {
  test('calendar days count midnights crossed', () => {
    expect(calendarDaysBetween(at(6, 14, 23, 59), at(6, 15, 0, 0))).toBe(1)
    expect(calendarDaysBetween(at(6, 15, 0, 0), at(6, 15, 23, 59))).toBe(0)
    expect(calendarDaysBetween(at(5, 31, 12), at(6, 1, 12))).toBe(1)
  })

  test('whole days need the full wall-clock time to pass', () => {
    expect(wholeDaysBetween(at(6, 14, 10, 0), at(6, 15, 9, 59))).toBe(0)
    expect(wholeDaysBetween(at(6, 14, 10, 0), at(6, 15, 10, 0))).toBe(1)
    expect(wholeDaysBetween(at(6, 15, 10, 0), at(6, 14, 10, 1))).toBe(0)
    expect(wholeDaysBetween(at(6, 15, 10, 0), at(6, 13, 10, 0))).toBe(-2)
  })
})

describe('daylight-saving changes (America/New_York)', () => {
  inTimeZone('America/New_York')

  test('the zone really observes DST in this run', () => {
    expect(at(1, 15).getTimezoneOffset()).not.toBe(at(7, 15).getTimezoneOffset())
  })

  test('on the 25-hour autumn day, a conversation from just after midnight is still Today', () => {
    // 2026-11-01: clocks go back at 02:00, so 00:10 → 23:59 is 24 h 49 min.
    const now = at(11, 1, 23, 59)
    expect(now.getTime() - at(11, 1, 0, 10).getTime()).toBeGreaterThan(24 * 3_600_000)
    expect(getConversationGroup(at(11, 1, 0, 10), now)).toBe('Today')
  })

  test('across the spring change, 7 calendar days are 7 days though only 167 hours pass', () => {
    // 2026-03-08: clocks go forward at 02:00.
    const date = at(3, 2, 10, 0)
    const now = at(3, 9, 10, 0)
    expect(now.getTime() - date.getTime()).toBe(167 * 3_600_000)
    expect(getConversationGroup(date, now)).toBe('Previous 30 Days')
  })

  test('across the spring change, 30 calendar days are Older though only 719 hours pass', () => {
    const date = at(2, 20, 10, 0)
    const now = at(3, 22, 10, 0)
    expect(now.getTime() - date.getTime()).toBe(719 * 3_600_000)
    expect(getConversationGroup(date, now)).toBe('Older')
  })

  test('the previous calendar day stays Yesterday across the spring change', () => {
    expect(getConversationGroup(at(3, 7, 23, 0), at(3, 8, 3, 30))).toBe('Yesterday')
  })
})

describe('groupByConversationDate', () => {
  const now = at(6, 15, 10, 0)
  type Thread = { id: string; updatedAt: number }
  const thread = (id: string, date: Date): Thread => ({
    id,
    updatedAt: date.getTime(),
  })

  test('returns groups in spec order, omits empty ones and keeps item order', () => {
    const threads = [
      thread('old', at(1, 2)),
      thread('today-1', at(6, 15, 9)),
      thread('week', at(6, 10)),
      thread('today-2', at(6, 15, 8)),
      thread('older-2', at(2, 2)),
    ]

    const groups = groupByConversationDate(threads, (t) => t.updatedAt, now)

    expect(groups.map(({ group, items }) => [group, items.map((t) => t.id)])).toEqual([
      ['Today', ['today-1', 'today-2']],
      ['Previous 7 Days', ['week']],
      ['Older', ['old', 'older-2']],
    ])
  })

  test('an empty list gives no groups', () => {
    expect(groupByConversationDate([], () => 0, now)).toEqual([])
  })

  test('every group can appear', () => {
    const threads = [
      thread('a', at(6, 15, 9)),
      thread('b', at(6, 14, 9)),
      thread('c', at(6, 12)),
      thread('d', at(6, 1)),
      thread('e', at(3, 1)),
    ]
    const groups = groupByConversationDate(threads, (t) => t.updatedAt, now)
    expect(groups.map((g) => g.group)).toEqual([...CONVERSATION_GROUPS])
  })
})
