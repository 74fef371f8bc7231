// Target R4 in miniature (bench/r4.ts runs the 100-kill drill): kill -9 during writes loses no
// acknowledged write, tears no transaction and leaves SQLite intact; a restart answers within 5 s.
import { describe, expect, test } from 'vitest'
import { runCrashDrill } from './drill'

describe('kill -9 during writes (8 writers, three-document transfers)', () => {
  test(
    'every acknowledged transfer survives, balances match the ledger',
    { timeout: 120_000 },
    async () => {
      const report = await runCrashDrill({ kills: 4, writers: 8 })
      expect(report.problems).toEqual([])
      expect(report.kills).toBe(4)
      expect(report.integrityOk).toBe(4)
      expect(report.acknowledged).toBeGreaterThan(0)
      expect(Math.max(...report.restartMs)).toBeLessThan(5_000)
    },
  )
})
