import { describe, expect, test } from 'vitest'
import {
  TIME_MESSAGES,
  effectiveRate,
  entryAmountCents,
  formatDuration,
  formatHours,
  parseDuration,
  roundDuration,
} from './timeRules'

describe('durations as lawyers type them', () => {
  test.each([
    ['1h 12m', 72],
    ['1h12m', 72],
    ['1 hour 12 minutes', 72],
    ['2h', 120],
    ['45m', 45],
    ['1.5h', 90],
    ['1:12', 72],
    ['0:06', 6],
    ['1.2', 72],
    ['.5', 30],
    ['2', 120],
    ['  0.1 ', 6],
  ])('%s is %i minutes', (typed, minutes) => {
    expect(parseDuration(typed)).toEqual({ ok: true, minutes })
  })

  test.each([
    ['', TIME_MESSAGES.durationRequired],
    ['soon', TIME_MESSAGES.durationFormat],
    ['1:75', TIME_MESSAGES.durationFormat],
    ['1h 12', TIME_MESSAGES.durationFormat],
    ['-1', TIME_MESSAGES.durationFormat],
    ['0', TIME_MESSAGES.durationZero],
    ['0:00', TIME_MESSAGES.durationZero],
    ['25', TIME_MESSAGES.durationTooLong],
    ['24:01', TIME_MESSAGES.durationTooLong],
  ])('%j is refused', (typed, message) => {
    expect(parseDuration(typed)).toEqual({ ok: false, message })
  })

  test('written back as hours and minutes, and as billed hours', () => {
    expect(formatDuration(72)).toBe('1h 12m')
    expect(formatDuration(45)).toBe('45m')
    expect(formatDuration(120)).toBe('2h')
    expect(formatHours(72)).toBe('1.2')
    expect(formatHours(15)).toBe('0.25')
  })
})

describe('the firm’s rounding', () => {
  test('rounds up to the next increment, six minutes unless the firm says otherwise', () => {
    expect(roundDuration(72)).toBe(72)
    expect(roundDuration(73)).toBe(78)
    expect(roundDuration(1)).toBe(6)
    expect(roundDuration(73, { incrementMinutes: 15 })).toBe(75)
    expect(roundDuration(73, { incrementMinutes: 1 })).toBe(73)
  })
})

describe('the rate hierarchy', () => {
  test('the matter’s rate, else the person’s, else the firm’s; none when none is set', () => {
    expect(effectiveRate({ firm: 30000, user: 45000, matter: 50000 })).toEqual({
      cents: 50000,
      source: 'matter',
    })
    expect(effectiveRate({ firm: 30000, user: 45000, matter: null })).toEqual({
      cents: 45000,
      source: 'user',
    })
    expect(effectiveRate({ firm: 30000 })).toEqual({ cents: 30000, source: 'firm' })
    // A rate of zero is a rate (pro bono), not "none".
    expect(effectiveRate({ firm: 30000, matter: 0 })).toEqual({ cents: 0, source: 'matter' })
    expect(effectiveRate({})).toBeNull()
  })

  test('an entry bills its rounded minutes at the rate, to the cent', () => {
    expect(entryAmountCents(78, 45000)).toBe(58500)
    expect(entryAmountCents(7, 33333)).toBe(3889)
  })
})

describe('rates as typed', () => {
  test('dollars and cents become cents; empty is none; anything else is unreadable', async () => {
    const { isRate, parseRate } = await import('./timeRules')
    expect(parseRate('450')).toBe(45_000)
    expect(parseRate(' $1,250.50 ')).toBe(125_050)
    expect(parseRate('')).toBeNull()
    expect(parseRate('12.345')).toBeNaN()
    expect(parseRate('-5')).toBeNaN()
    expect(isRate(10_000_000)).toBe(true)
    expect(isRate(10_000_001)).toBe(false)
    expect(isRate(1.5)).toBe(false)
  })
})
