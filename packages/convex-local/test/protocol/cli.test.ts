/** The `convex-local` binary: dev prints its URLs and serves; run, export, reset, import. */
import { spawn, type ChildProcess } from 'node:child_process'
import {
  cpSync,
  existsSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, describe, expect, it } from 'vitest'
import { ConvexHttpClient } from 'convex/browser'
import { anyApi } from 'convex/server'

const api = anyApi as any
const bin = fileURLToPath(new URL('../../bin/convex-local.mjs', import.meta.url))
const convexDir = fileURLToPath(new URL('../fixtures/protocol-app/convex', import.meta.url))
const dataDir = mkdtempSync(join(tmpdir(), 'convex-local-cli-'))
const children: ChildProcess[] = []

afterAll(() => {
  for (const c of children) if (c.exitCode === null) c.kill('SIGKILL')
  rmSync(dataDir, { recursive: true, force: true })
})

/** Runs the CLI to completion. */
function cli(args: string[]): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [bin, ...args], { stdio: ['ignore', 'pipe', 'pipe'] })
    let stdout = ''
    let stderr = ''
    child.stdout.on('data', (d) => (stdout += d))
    child.stderr.on('data', (d) => (stderr += d))
    child.on('close', (code) => resolve({ code, stdout, stderr }))
  })
}

/** Starts `dev` and resolves once it printed every URL line (no sleeps: we wait for output). */
function startDev(): Promise<{
  child: ChildProcess
  env: Record<string, string>
  output: () => string
}> {
  const child = spawn(
    process.execPath,
    [
      bin,
      'dev',
      '--dir',
      convexDir,
      '--data',
      dataDir,
      '--port',
      '0',
      '--site-port',
      '0',
      '--synchronous',
      'NORMAL',
    ],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  )
  children.push(child)
  let stdout = ''
  let stderr = ''
  return new Promise((resolve, reject) => {
    child.stderr!.on('data', (d) => (stderr += d))
    child.on('exit', (code) => reject(new Error(`dev exited early (${code}): ${stderr}`)))
    child.stdout!.on('data', (d) => {
      stdout += d
      if (/CONVEX_LOCAL_ADMIN_KEY=.+\n/.test(stdout)) {
        const env: Record<string, string> = {}
        for (const m of stdout.matchAll(/^([A-Z_]+)=(.+)$/gm)) env[m[1]!] = m[2]!
        resolve({ child, env, output: () => stdout })
      }
    })
  })
}

function exited(child: ChildProcess): Promise<number | null> {
  if (child.exitCode !== null) return Promise.resolve(child.exitCode)
  return new Promise((resolve) => child.on('exit', (code) => resolve(code)))
}

describe('convex-local CLI', () => {
  it(
    'dev prints the URLs and admin key, serves the app, and shuts down cleanly; run/export/reset/import work',
    { timeout: 120_000 },
    async () => {
      const dev = await startDev()
      const url = dev.env.CONVEX_URL!
      expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/)
      expect(dev.env.VITE_CONVEX_URL).toBe(url)
      expect(dev.env.CONVEX_SITE_URL).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/)
      const adminKey = dev.env.CONVEX_LOCAL_ADMIN_KEY!
      expect(readFileSync(join(dataDir, 'admin_key'), 'utf8').trim()).toBe(adminKey)
      expect(statSync(join(dataDir, 'admin_key')).mode & 0o777).toBe(0o600)

      const http = new ConvexHttpClient(url)
      expect(await http.mutation(api.counters.increment, { name: 'cli' })).toBe(1)

      // `run` against the running server (admin key read from the data dir).
      const viaServer = await cli([
        'run',
        'counters:increment',
        '{"name":"cli"}',
        '--data',
        dataDir,
        '--url',
        url,
      ])
      expect(viaServer.stderr).toBe('')
      expect(viaServer.code).toBe(0)
      expect(JSON.parse(viaServer.stdout)).toBe(2)
      const internal = await cli(['run', 'counters:secret', '--data', dataDir, '--url', url])
      expect(JSON.parse(internal.stdout)).toBe('only for admins')

      // A backup while the server runs.
      const liveFile = join(dataDir, 'live.jsonl')
      expect((await cli(['export', liveFile, '--data', dataDir])).code).toBe(0)
      expect(readFileSync(liveFile, 'utf8')).toMatch(/"name":"cli","value":2/)

      dev.child.kill('SIGTERM')
      expect(await exited(dev.child)).toBe(0)
      expect(dev.output()).toMatch(/shutting down/)
      const port = new URL(url).port

      // No server any more: `run` works in-process on the same data, which survived the restart.
      const inProcess = await cli([
        'run',
        'counters:get',
        '{"name":"cli"}',
        '--data',
        dataDir,
        '--dir',
        convexDir,
        '--port',
        port,
      ])
      expect(inProcess.code).toBe(0)
      expect(JSON.parse(inProcess.stdout)).toBe(2)
      const failing = await cli([
        'run',
        'messages:send',
        '{"channel":"c","body":""}',
        '--data',
        dataDir,
        '--dir',
        convexDir,
        '--port',
        port,
      ])
      expect(failing.code).toBe(1)
      expect(failing.stderr).toMatch(/EMPTY_BODY/)

      const file = join(dataDir, 'export.jsonl')
      const exp = await cli(['export', file, '--data', dataDir])
      expect(exp.code).toBe(0)
      const lines = readFileSync(file, 'utf8')
        .trim()
        .split('\n')
        .map((l) => JSON.parse(l))
      expect(
        lines.some(
          (l) => l.type === 'document' && l.table === 'counters' && l.value.name === 'cli',
        ),
      ).toBe(true)

      expect((await cli(['reset', '--data', dataDir, '--port', port])).code).toBe(1) // needs --yes
      expect((await cli(['reset', '--yes', '--data', dataDir, '--port', port])).code).toBe(0)
      expect(existsSync(join(dataDir, 'db.sqlite'))).toBe(false)
      expect(existsSync(join(dataDir, 'admin_key'))).toBe(true)
      const empty = await cli([
        'run',
        'counters:get',
        '{"name":"cli"}',
        '--data',
        dataDir,
        '--dir',
        convexDir,
        '--port',
        port,
      ])
      expect(JSON.parse(empty.stdout)).toBe(0)

      const imp = await cli(['import', file, '--data', dataDir, '--port', port])
      expect(imp.stderr).toBe('')
      expect(imp.code).toBe(0)
      const restored = await cli([
        'run',
        'counters:get',
        '{"name":"cli"}',
        '--data',
        dataDir,
        '--dir',
        convexDir,
        '--port',
        port,
      ])
      expect(JSON.parse(restored.stdout)).toBe(2)
    },
  )

  it(
    'codegen runs the stock convex CLI offline against a temporary server',
    { timeout: 120_000 },
    async () => {
      const project = mkdtempSync(join(tmpdir(), 'convex-local-codegen-'))
      try {
        cpSync(convexDir, join(project, 'convex'), { recursive: true })
        writeFileSync(
          join(project, 'package.json'),
          JSON.stringify({ name: 'cg', dependencies: { convex: '1.48.0' } }),
        )
        symlinkSync(
          fileURLToPath(new URL('../../../../node_modules', import.meta.url)),
          join(project, 'node_modules'),
        )
        const r = await cli(['codegen', '--dir', join(project, 'convex'), '--port', '1'])
        expect(r.code).toBe(0)
        const apiTypes = readFileSync(join(project, 'convex/_generated/api.d.ts'), 'utf8')
        expect(apiTypes).toMatch(/typeof messages/)
        expect(apiTypes).toMatch(/export declare const components: \{\}/)
      } finally {
        rmSync(project, { recursive: true, force: true })
      }
    },
  )

  it('rejects unknown commands with usage', async () => {
    const r = await cli(['frobnicate'])
    expect(r.code).toBe(2)
    expect(r.stderr).toMatch(/Unknown command frobnicate/)
  })
})
