import path from 'node:path'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { createEngine } from '../../src/engine/index'
import { nextCronTime, nextRun } from '../../src/runtime/crons'

const at = (iso: string) => Date.parse(iso)

describe('cron schedules', () => {
  test('intervals and the named schedules', () => {
    const t0 = at('2026-03-10T10:20:30Z')
    expect(nextRun({ type: 'interval', seconds: 30 }, t0)).toBe(t0 + 30_000)
    expect(nextRun({ type: 'interval', hours: 2 }, t0)).toBe(t0 + 7_200_000)
    expect(nextRun({ type: 'hourly', minuteUTC: 5 }, t0)).toBe(at('2026-03-10T11:05:00Z'))
    expect(nextRun({ type: 'daily', hourUTC: 3, minuteUTC: 15 }, t0)).toBe(
      at('2026-03-11T03:15:00Z'),
    )
    expect(nextRun({ type: 'weekly', dayOfWeek: 'friday', hourUTC: 9 }, t0)).toBe(
      at('2026-03-13T09:00:00Z'),
    )
    expect(nextRun({ type: 'monthly', day: 1, hourUTC: 0 }, t0)).toBe(at('2026-04-01T00:00:00Z'))
  })

  test('cron expressions: steps, ranges, lists and day-of-month OR day-of-week', () => {
    const t0 = at('2026-03-10T10:20:30Z') // a Tuesday
    expect(nextCronTime('*/15 * * * *', t0)).toBe(at('2026-03-10T10:30:00Z'))
    expect(nextCronTime('0 9-17 * * 1-5', at('2026-03-13T17:30:00Z'))).toBe(
      at('2026-03-16T09:00:00Z'),
    )
    expect(nextCronTime('0 0 1,15 * *', t0)).toBe(at('2026-03-15T00:00:00Z'))
    expect(nextCronTime('0 12 13 * 5', t0)).toBe(at('2026-03-13T12:00:00Z'))
    expect(nextCronTime('0 0 29 2 *', t0)).toBe(at('2028-02-29T00:00:00Z'))
    expect(() => nextCronTime('61 * * * *', t0)).toThrow('Invalid cron field')
  })
})

describe('cron jobs on the engine', () => {
  afterEach(() => {
    vi.useRealTimers()
  })

  test('crons.ts jobs run on their schedule with no identity', async () => {
    vi.useFakeTimers({
      toFake: ['setTimeout', 'clearTimeout', 'Date'],
      now: at('2026-03-10T03:14:00Z'),
    })
    const runs: string[] = []
    const waiters: Array<{ n: number; resolve: () => void }> = []
    const runsReach = (n: number) =>
      new Promise<void>((resolve) => {
        if (runs.length >= n) resolve()
        else waiters.push({ n, resolve })
      })
    const engine = await createEngine({
      convexDir: path.resolve(__dirname, '../fixtures/crons/convex'),
      onJobFinished: (info) => {
        runs.push(`${info.udfPath} ${info.success} ${info.logLines.join(' ')}`)
        for (const w of waiters) if (runs.length >= w.n) w.resolve()
      },
    })
    const total = async () => {
      const r = await engine.call({
        udfType: 'query',
        udfPath: 'ticks:total',
        args: {},
        identity: { kind: 'none' },
      })
      return r.success ? r.value : r.errorMessage
    }
    try {
      expect(await total()).toBe(0)
      vi.advanceTimersByTime(30_000)
      await runsReach(1)
      expect(await total()).toBe(1)
      vi.advanceTimersByTime(30_000) // 03:15:00: the 30 s tick and the daily job are both due
      await runsReach(3)
      expect(await total()).toBe(102)
      expect(runs).toContain("ticks:tick true [LOG] 'tick' 100")
    } finally {
      await engine.close()
    }
  })
})
