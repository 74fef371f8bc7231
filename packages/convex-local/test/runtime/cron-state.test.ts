/**
 * Cron schedules survive re-registration: a code reload, an environment change and a restart keep
 * every unchanged cron's persisted next run (no extra runs); a cron whose schedule changed is
 * rescheduled from now, one whose args changed keeps its next run, a removed cron is deleted.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { setTimeout as realSleep } from 'node:timers/promises'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { createEngine, type LocalEngine } from '../../src/engine/index'
import { listCronStates } from '../../src/cron/state'
import { startServer } from '../../src/server'

const fixture = path.resolve(__dirname, '../fixtures/crons/convex')
const T0 = Date.parse('2026-03-10T03:00:00Z')
const dirs: string[] = []
const engines: LocalEngine[] = []

afterEach(async () => {
  vi.useRealTimers()
  for (const e of engines.splice(0)) await e.close()
  for (const d of dirs.splice(0)) fs.rmSync(d, { recursive: true, force: true })
})

function cronsTs(tick: string | null, by: number): string {
  return [
    "import { cronJobs } from 'convex/server'",
    "import { internal } from './_generated/api'",
    'const crons = cronJobs()',
    tick === null ? '' : `crons.interval('tick', ${tick}, internal.ticks.tick, { by: ${by} })`,
    "crons.daily('nightly', { hourUTC: 3, minuteUTC: 15 }, internal.ticks.tick, { by: 100 })",
    'export default crons',
    '',
  ].join('\n')
}

/** A copy of the crons fixture (its crons.ts replaced) and an empty data directory. */
function project(tick: string | null = '{ seconds: 30 }') {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'convex-local-cron-state-'))
  dirs.push(root)
  fs.symlinkSync(
    path.resolve(__dirname, '../../../../node_modules'),
    path.join(root, 'node_modules'),
  )
  fs.cpSync(fixture, path.join(root, 'convex'), { recursive: true })
  const setCrons = (t: string | null, by = 1) =>
    fs.writeFileSync(path.join(root, 'convex', 'crons.ts'), cronsTs(t, by))
  setCrons(tick)
  return { convexDir: path.join(root, 'convex'), dataDir: path.join(root, 'data'), setCrons }
}

/** Engines on fake time; `runs` records the fake time of every finished cron run. */
function harness(convexDir: string, dataDir: string) {
  const runs: number[] = []
  const waiters: Array<{ n: number; resolve: () => void }> = []
  const start = async () => {
    const engine = await createEngine({
      convexDir,
      dataDir,
      synchronous: 'NORMAL',
      onJobFinished: (info) => {
        if (!info.success) throw new Error(info.error)
        runs.push(Date.now())
        for (const w of waiters) if (runs.length >= w.n) w.resolve()
      },
    })
    engines.push(engine)
    return engine
  }
  const runsReach = (n: number) =>
    new Promise<void>((resolve) => {
      if (runs.length >= n) resolve()
      else waiters.push({ n, resolve })
    })
  /** Fires timers due now and gives a (wrongly) started run real time to finish. */
  const settle = async () => {
    vi.advanceTimersByTime(0)
    await realSleep(200)
  }
  return { runs, start, runsReach, settle }
}

const tickState = (engine: LocalEngine) =>
  listCronStates(engine.store).find((s) => s.identifier === 'tick')
const close = async (engine: LocalEngine) => {
  await engine.close()
  engines.splice(engines.indexOf(engine), 1)
}
const fakeTime = (now: number) =>
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'], now })

describe('persisted cron schedules', () => {
  test('a reload with unchanged crons does not run them early', async () => {
    fakeTime(T0)
    const p = project()
    const h = harness(p.convexDir, p.dataDir)
    const engine = await h.start()
    vi.advanceTimersByTime(0)
    await h.runsReach(1) // a new interval cron runs at once
    expect(tickState(engine)).toMatchObject({ prevTs: T0, nextTs: T0 + 30_000 })
    vi.advanceTimersByTime(10_000)
    await engine.reload()
    await engine.reload()
    await h.settle()
    expect(h.runs).toEqual([T0])
    expect(tickState(engine)).toMatchObject({ prevTs: T0, nextTs: T0 + 30_000 })
    vi.advanceTimersByTime(20_000)
    await h.runsReach(2)
    expect(h.runs).toEqual([T0, T0 + 30_000])
  })

  test('a restart keeps the next run; a cron overdue at restart runs once', async () => {
    fakeTime(T0)
    const p = project()
    const h = harness(p.convexDir, p.dataDir)
    let engine = await h.start()
    vi.advanceTimersByTime(0)
    await h.runsReach(1)
    vi.advanceTimersByTime(10_000)
    await close(engine)

    engine = await h.start() // same data directory, 10 s later
    await h.settle()
    expect(h.runs).toEqual([T0])
    vi.advanceTimersByTime(20_000)
    await h.runsReach(2)
    expect(h.runs).toEqual([T0, T0 + 30_000])
    await close(engine)

    // Down from T0+30s to T0+125s: the runs due at +60s, +90s and +120s were missed.
    vi.setSystemTime(T0 + 125_000)
    engine = await h.start()
    vi.advanceTimersByTime(0)
    await h.runsReach(3)
    await h.settle()
    expect(h.runs).toEqual([T0, T0 + 30_000, T0 + 125_000])
    expect(tickState(engine)).toMatchObject({ prevTs: T0 + 60_000, nextTs: T0 + 150_000 })
    vi.advanceTimersByTime(25_000)
    await h.runsReach(4)
    expect(h.runs[3]).toBe(T0 + 150_000)
  })

  test('a changed schedule is rescheduled, changed args keep the next run, a removed cron is deleted', async () => {
    fakeTime(T0)
    const p = project()
    const h = harness(p.convexDir, p.dataDir)
    const engine = await h.start()
    const total = async () => {
      const r = await engine.call({
        udfType: 'query',
        udfPath: 'ticks:total',
        args: {},
        identity: { kind: 'none' },
      })
      return r.success ? r.value : r.errorMessage
    }
    vi.advanceTimersByTime(0)
    await h.runsReach(1)
    vi.advanceTimersByTime(10_000)

    // New schedule: rescheduled from now (an interval job runs at once), then every 45 s.
    p.setCrons('{ seconds: 45 }')
    await engine.reload()
    vi.advanceTimersByTime(0)
    await h.runsReach(2)
    expect(h.runs).toEqual([T0, T0 + 10_000])
    expect(tickState(engine)).toMatchObject({ nextTs: T0 + 55_000 })

    // Same schedule, other args: the next run stays where it was and uses the new args.
    vi.advanceTimersByTime(5_000)
    p.setCrons('{ seconds: 45 }', 7)
    await engine.reload()
    await h.settle()
    expect(h.runs.length).toBe(2)
    expect(tickState(engine)).toMatchObject({ nextTs: T0 + 55_000, args: [{ by: 7 }] })
    vi.advanceTimersByTime(40_000)
    await h.runsReach(3)
    expect(h.runs[2]).toBe(T0 + 55_000)
    expect(await total()).toBe(1 + 1 + 7)

    // Removed: its state is deleted and it never runs again; the other cron is untouched.
    p.setCrons(null)
    await engine.reload()
    expect(listCronStates(engine.store).map((s) => s.identifier)).toEqual(['nightly'])
    vi.advanceTimersByTime(120_000)
    await h.settle()
    expect(h.runs.length).toBe(3)
  })
})

describe('crons across environment changes', () => {
  test(
    'env set and env remove (each reloads the functions) do not run interval crons again',
    { timeout: 60_000 },
    async () => {
      const p = project()
      const server = await startServer({
        convexDir: p.convexDir,
        dataDir: p.dataDir,
        port: 0,
        sitePort: 0,
        log: () => {},
      })
      try {
        const total = async () => {
          const res = await fetch(`${server.url}/api/query`, {
            method: 'POST',
            headers: { 'Content-Type': 'application/json' },
            body: JSON.stringify({ path: 'ticks:total', args: {}, format: 'json' }),
          })
          return ((await res.json()) as { value: number }).value
        }
        const deadline = Date.now() + 15_000
        while ((await total()) !== 1) {
          if (Date.now() > deadline) throw new Error('the cron never ran')
          await realSleep(20)
        }
        const engine = server.engine as LocalEngine
        const before = tickState(engine)
        const env = (changes: unknown) =>
          fetch(`${server.url}/api/update_environment_variables`, {
            method: 'POST',
            headers: { Authorization: `Convex ${server.adminKey}` },
            body: JSON.stringify({ changes }),
          })
        expect((await env([{ name: 'CRON_TEST_VAR', value: 'x' }])).status).toBe(200)
        expect((await env([{ name: 'CRON_TEST_VAR' }])).status).toBe(200)
        await realSleep(300)
        expect(await total()).toBe(1)
        expect(tickState(engine)).toEqual(before)
      } finally {
        await server.close()
      }
    },
  )
})
