import { describe, expect, test } from 'vitest'
import { READING_IDLE_MS, readingBeatMs } from './reading-beat'

const beat = {
  now: 1_000_000,
  lastBeat: 1_000_000 - 60_000,
  lastActivity: 1_000_000,
  visible: true,
}

describe('a reading beat', () => {
  test('counts the time since the last beat, at most a minute', () => {
    expect(readingBeatMs(beat)).toBe(60_000)
    expect(readingBeatMs({ ...beat, lastBeat: beat.now - 20_000 })).toBe(20_000)
    expect(readingBeatMs({ ...beat, lastBeat: beat.now - 600_000 })).toBe(60_000)
  })

  test('counts nothing in a hidden tab or after five idle minutes', () => {
    expect(readingBeatMs({ ...beat, visible: false })).toBe(0)
    expect(readingBeatMs({ ...beat, lastActivity: beat.now - READING_IDLE_MS - 1 })).toBe(0)
    expect(readingBeatMs({ ...beat, lastActivity: beat.now - READING_IDLE_MS })).toBe(60_000)
  })
})
