import { describe, expect, test } from 'vitest'
import {
  IDLE_REMINDER_MS,
  entriesCsv,
  formatClock,
  idleSince,
  localDay,
  timerDuration,
  timerMs,
} from './time-display'

describe('time as the screens show it', () => {
  test('a timer’s clock counts its running stretch', () => {
    expect(timerMs({ elapsedMs: 60_000, runningSince: 1_000 }, 10_000)).toBe(69_000)
    expect(timerMs({ elapsedMs: 60_000, runningSince: null }, 10_000)).toBe(60_000)
    expect(formatClock(69_000)).toBe('0:01:09')
    expect(formatClock(4_320_000)).toBe('1:12:00')
    expect(timerDuration(4_320_000)).toBe('1:12')
    expect(timerDuration(10_000)).toBe('0:01')
    expect(localDay(new Date(2026, 10, 3, 23, 59))).toBe('2026-11-03')
  })

  test('entries as CSV: hours, amounts, quoting, and no formula injection', () => {
    const csv = entriesCsv([
      {
        date: '2026-11-03',
        userName: 'Marcus Member',
        description: 'Call, then "notes"',
        task: 'L320',
        activity: null,
        minutes: 73,
        billedMinutes: 78,
        billable: true,
        rateCents: 45_000,
      },
      {
        date: '2026-11-04',
        userName: '=HYPERLINK("x")',
        description: 'Internal',
        task: null,
        activity: null,
        minutes: 30,
        billedMinutes: 30,
        billable: false,
        rateCents: null,
      },
    ])
    expect(csv.split('\r\n')).toEqual([
      'Date,Person,Description,Task,Activity,Hours worked,Hours billed,Billable,Rate,Amount',
      '2026-11-03,Marcus Member,"Call, then ""notes""",L320,,1.22,1.3,Yes,450.00,585.00',
      `2026-11-04,"'=HYPERLINK(""x"")",Internal,,,0.5,0.5,No,,`,
      '',
    ])
  })

  test('the idle reminder asks after ten minutes without a key or a click', () => {
    expect(idleSince(1_000, 1_000 + IDLE_REMINDER_MS - 1)).toBeNull()
    expect(idleSince(1_000, 1_000 + IDLE_REMINDER_MS)).toBe(1_000)
  })
})

describe('days for suggested time', () => {
  test('a day runs from local midnight to the next; the last days come today first', async () => {
    const { dayRange, recentDays } = await import('./time-display')
    const day = dayRange(new Date(2026, 10, 3, 15, 30))
    expect(day.date).toBe('2026-11-03')
    expect(day.from).toBe(new Date(2026, 10, 3).getTime())
    expect(day.to).toBe(new Date(2026, 10, 4).getTime())
    expect(recentDays(new Date(2026, 10, 1, 9), 3).map((d) => d.date)).toEqual([
      '2026-11-01',
      '2026-10-31',
      '2026-10-30',
    ])
  })
})
