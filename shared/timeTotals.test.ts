import { describe, expect, test } from 'vitest'
import { inRange, monthOf, rangeStartMs, sumMinutesBy, weekOf } from './timeTotals'

describe('weekOf', () => {
  test('a week runs Monday to the next Monday, in UTC', () => {
    // Sunday 29 November 2026, late evening UTC.
    expect(weekOf(Date.UTC(2026, 10, 29, 23, 59))).toEqual({ from: '2026-11-23', to: '2026-11-30' })
    // The Monday itself, at midnight, starts the next week.
    expect(weekOf(Date.UTC(2026, 10, 30))).toEqual({ from: '2026-11-30', to: '2026-12-07' })
    // Across a year's end.
    expect(weekOf(Date.UTC(2027, 0, 1, 12))).toEqual({ from: '2026-12-28', to: '2027-01-04' })
  })
})

describe('monthOf', () => {
  test('the calendar month in UTC, December rolling into January', () => {
    expect(monthOf(Date.UTC(2026, 10, 29, 10))).toEqual({ from: '2026-11-01', to: '2026-12-01' })
    expect(monthOf(Date.UTC(2026, 11, 31, 23, 59))).toEqual({
      from: '2026-12-01',
      to: '2027-01-01',
    })
    expect(monthOf(Date.UTC(2028, 1, 29))).toEqual({ from: '2028-02-01', to: '2028-03-01' })
  })
})

describe('inRange and rangeStartMs', () => {
  test('the first day is in, the day after the last is out', () => {
    const week = { from: '2026-11-23', to: '2026-11-30' }
    expect(inRange('2026-11-23', week)).toBe(true)
    expect(inRange('2026-11-29', week)).toBe(true)
    expect(inRange('2026-11-30', week)).toBe(false)
    expect(inRange('2026-11-22', week)).toBe(false)
    expect(rangeStartMs(week)).toBe(Date.UTC(2026, 10, 23))
  })
})

describe('sumMinutesBy', () => {
  test('sums worked and billed minutes per key, the most billed first', () => {
    const entries = [
      { who: 'ana', minutes: 50, billedMinutes: 54 },
      { who: 'ben', minutes: 100, billedMinutes: 102 },
      { who: 'ana', minutes: 55, billedMinutes: 60 },
      { who: 'cy', minutes: 30, billedMinutes: 30 },
    ]
    expect(sumMinutesBy(entries, (entry) => entry.who)).toEqual([
      { key: 'ana', minutes: 105, billedMinutes: 114 },
      { key: 'ben', minutes: 100, billedMinutes: 102 },
      { key: 'cy', minutes: 30, billedMinutes: 30 },
    ])
  })

  test('ties fall back to minutes worked, then the key; no entries, no rows', () => {
    const entries = [
      { who: 'b', minutes: 6, billedMinutes: 6 },
      { who: 'a', minutes: 6, billedMinutes: 6 },
      { who: 'c', minutes: 1, billedMinutes: 6 },
    ]
    expect(sumMinutesBy(entries, (entry) => entry.who).map((row) => row.key)).toEqual([
      'a',
      'b',
      'c',
    ])
    expect(sumMinutesBy([], () => 'x')).toEqual([])
  })
})
