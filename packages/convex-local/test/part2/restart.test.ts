/**
 * Scheduled functions across a server restart on the same data directory: a mutation scheduled
 * 5 s ahead on a server that closes before it is due runs exactly once on the next server; an
 * action killed mid-run (the server process gets SIGKILL) is marked failed by the next server.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, describe, expect, test } from 'vitest'
import { ConvexHttpClient } from 'convex/browser'
import { anyApi } from 'convex/server'
import { startServer } from '../../src/server'
import { startCliServer } from '../helpers/start-cli'

const api = anyApi as any
const convexDir = fileURLToPath(new URL('../fixtures/restart-app/convex', import.meta.url))
const cleanup: Array<() => void> = []

afterAll(() => {
  for (const c of cleanup.reverse()) c()
})

function tempDataDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'convex-local-restart-'))
  cleanup.push(() => rmSync(dir, { recursive: true, force: true }))
  return dir
}

/** Re-checks an async condition until it holds; fails after `timeoutMs` (no fixed sleeps). */
async function pollUntil(check: () => Promise<boolean>, what: string, timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`)
    await new Promise((r) => setTimeout(r, 25))
  }
}

type Job = { name: string; state: { kind: string; error?: string } }

describe('scheduled functions survive a restart', () => {
  test(
    'a mutation scheduled 5 s ahead runs exactly once on the next server',
    { timeout: 30_000 },
    async () => {
      const dataDir = tempDataDir()
      const first = await startServer({ convexDir, dataDir, port: 0, sitePort: 0 })
      let client = new ConvexHttpClient(first.url)
      const scheduledAt = Date.now()
      // 5 s, not 2: on a loaded machine, closing the first server and starting the second once
      // took longer than 2 s, so the job had run before the test could see it still pending.
      await client.mutation(api.jobs.schedule, { text: 'after restart', delayMs: 5000 })
      expect(((await client.query(api.jobs.jobs, {})) as Job[]).map((j) => j.state.kind)).toEqual([
        'pending',
      ])
      await first.close()

      const secondStartedAt = Date.now()
      const second = await startServer({ convexDir, dataDir, port: 0, sitePort: 0 })
      try {
        client = new ConvexHttpClient(second.url)
        await pollUntil(
          async () =>
            ((await client.query(api.jobs.jobs, {})) as Job[])[0]?.state.kind === 'success',
          'the job to succeed on the second server',
        )
        // Not early, and on the second server (so the first closed before it was due, and did
        // not run it): the job's own clock says when it ran (a loaded machine may take longer
        // than the delay to start the second server, so "nothing yet right after the start" is
        // not something the test can rely on).
        const runs = (await client.query(api.jobs.runs, {})) as Array<{
          text: string
          ranAt: number
        }>
        expect(runs.map((r) => r.text)).toEqual(['after restart'])
        expect(runs[0]!.ranAt).toBeGreaterThanOrEqual(scheduledAt + 5000)
        expect(runs[0]!.ranAt).toBeGreaterThanOrEqual(secondStartedAt)
        expect(((await client.query(api.jobs.jobs, {})) as Job[]).map((j) => j.state.kind)).toEqual(
          ['success'],
        )
      } finally {
        await second.close()
      }
      // A third start does not run it again.
      const third = await startServer({ convexDir, dataDir, port: 0, sitePort: 0 })
      try {
        client = new ConvexHttpClient(third.url)
        await client.mutation(api.jobs.schedule, { text: 'marker', delayMs: 0 })
        await pollUntil(
          async () => ((await client.query(api.jobs.notes, {})) as string[]).includes('marker'),
          'the marker job',
        )
        expect(((await client.query(api.jobs.notes, {})) as string[]).sort()).toEqual([
          'after restart',
          'marker',
        ])
      } finally {
        await third.close()
      }
    },
  )

  test(
    'an action killed mid-run is marked failed after restart, and not run again',
    { timeout: 30_000 },
    async () => {
      const dataDir = tempDataDir()
      // The action calls this server, which never answers: a request arriving means "mid-run".
      let reached: () => void = () => {}
      const actionRunning = new Promise<void>((r) => (reached = r))
      const hold: Server = createServer(() => reached())
      await new Promise<void>((r) => hold.listen(0, '127.0.0.1', r))
      cleanup.push(() => {
        hold.closeAllConnections()
        hold.close()
      })
      const holdUrl = `http://127.0.0.1:${(hold.address() as { port: number }).port}/hold`

      const { child, url } = await startCliServer(convexDir, dataDir)
      cleanup.push(() => {
        if (child.exitCode === null) child.kill('SIGKILL')
      })
      const client = new ConvexHttpClient(url)
      await client.mutation(api.jobs.scheduleHang, { url: holdUrl })
      await actionRunning
      expect(((await client.query(api.jobs.jobs, {})) as Job[]).map((j) => j.state.kind)).toEqual([
        'inProgress',
      ])
      child.removeAllListeners('exit')
      const exited = new Promise((r) => child.once('exit', r))
      child.kill('SIGKILL')
      await exited

      const next = await startServer({ convexDir, dataDir, port: 0, sitePort: 0 })
      try {
        const after = new ConvexHttpClient(next.url)
        const jobs = (await after.query(api.jobs.jobs, {})) as Job[]
        expect(jobs).toHaveLength(1)
        expect(jobs[0]!.state.kind).toBe('failed')
        expect(jobs[0]!.state.error).toMatch(/Transient error/)
        expect(await after.query(api.jobs.notes, {})).toEqual([])
      } finally {
        await next.close()
      }
    },
  )
})
