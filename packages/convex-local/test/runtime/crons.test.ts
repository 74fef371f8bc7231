import path from 'node:path'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { createEngine } from '../../src/engine/index'

const at = (iso: string) => Date.parse(iso)

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
      // Interval jobs run as soon as they are loaded, then every interval.
      vi.advanceTimersByTime(0)
      await runsReach(1)
      expect(await total()).toBe(1)
      vi.advanceTimersByTime(30_000)
      await runsReach(2)
      expect(await total()).toBe(2)
      vi.advanceTimersByTime(30_000) // 03:15:00: the 30 s tick and the daily job are both due
      await runsReach(4)
      expect(await total()).toBe(103)
      expect(runs).toContain("ticks:tick true [LOG] 'tick' 100")
    } finally {
      await engine.close()
    }
  })
})
