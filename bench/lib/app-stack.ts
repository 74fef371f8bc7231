// The production stack for app-level benchmarks, on a snapshot of the working tree so that other
// engineers' edits (and their dist/) are never touched: copy the sources, build with
// `scripts/build.mjs --out-dir`, serve with `scripts/start.mjs` (convex-local `start` + the SSR
// server), each as a child process group of this benchmark.
import { type ChildProcess, execFileSync, spawn } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

/** What the build and the backend need; node_modules is linked, never copied. */
const SNAPSHOT = [
  'app',
  'convex',
  'public',
  'scripts',
  'packages/convex-local',
  'package.json',
  'tsconfig.json',
  'vite.config.ts',
  'convex.json',
]

/** Copies the sources the stack needs from `root` into `dest` (a fresh directory). */
export function snapshotRepo(root: string, dest: string) {
  fs.mkdirSync(dest, { recursive: true })
  for (const entry of SNAPSHOT) {
    const from = path.join(root, entry)
    if (!fs.existsSync(from)) continue
    fs.cpSync(from, path.join(dest, entry), {
      recursive: true,
      filter: (source) =>
        !/[/\\](node_modules|\.vite|\.vite-temp|dist|\.convex-local)$/.test(source),
    })
  }
  fs.symlinkSync(path.join(root, 'node_modules'), path.join(dest, 'node_modules'), 'dir')
  // Tailwind takes class names from every file git would keep: without this, the SSR build would
  // also read the client build just written into the snapshot (.bench-build), make a different
  // stylesheet and link a file the client build never wrote (every page unstyled).
  const ignore = path.join(root, '.gitignore')
  const ignored = fs.existsSync(ignore) ? fs.readFileSync(ignore, 'utf8') : 'node_modules/\n'
  fs.writeFileSync(path.join(dest, '.gitignore'), `${ignored.trimEnd()}\n.bench-build/\n`)
}

type Running = { child: ChildProcess; output: string[] }

function spawnGroup(repo: string, args: string[], env: Record<string, string>): Running {
  const child = spawn(process.execPath, args, {
    cwd: repo,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    // Its own process group, so the benchmark can stop it and everything it started.
    detached: true,
  })
  const output: string[] = []
  const keep = (chunk: Buffer) => {
    for (const line of chunk.toString().split('\n')) {
      if (!line) continue
      output.push(line)
      if (output.length > 400) output.shift()
    }
  }
  child.stdout?.on('data', keep)
  child.stderr?.on('data', keep)
  return { child, output }
}

function killGroup(child: ChildProcess, signal: NodeJS.Signals) {
  if (child.pid === undefined || child.exitCode !== null || child.signalCode !== null) return
  try {
    process.kill(-child.pid, signal)
  } catch {
    // already gone
  }
}

/** Stops a long-running group: SIGTERM, SIGKILL after 10 s; also SIGKILL if this process exits. */
function stopper(run: Running) {
  const onExit = () => killGroup(run.child, 'SIGKILL')
  process.once('exit', onExit)
  return async () => {
    process.off('exit', onExit)
    if (run.child.exitCode !== null || run.child.signalCode !== null) return
    const exited = new Promise((resolve) => run.child.once('exit', resolve))
    killGroup(run.child, 'SIGTERM')
    const timer = setTimeout(() => killGroup(run.child, 'SIGKILL'), 10_000)
    await exited
    clearTimeout(timer)
  }
}

/** `node scripts/build.mjs --out-dir <outDir>` in the snapshot, with the backend addresses baked in. */
export async function buildApp(
  repo: string,
  outDir: string,
  urls: { convexUrl: string; convexSiteUrl: string },
  timeoutMs = 15 * 60_000,
): Promise<{ ms: number }> {
  const t0 = Date.now()
  const run = spawnGroup(repo, ['scripts/build.mjs', '--out-dir', outDir], {
    VITE_CONVEX_URL: urls.convexUrl,
    VITE_CONVEX_SITE_URL: urls.convexSiteUrl,
  })
  const timer = setTimeout(() => killGroup(run.child, 'SIGKILL'), timeoutMs)
  const code = await new Promise<number | null>((resolve) => run.child.on('exit', resolve))
  clearTimeout(timer)
  if (code !== 0) {
    throw new Error(`build failed (${code}):\n${run.output.slice(-40).join('\n')}`)
  }
  return { ms: Date.now() - t0 }
}

export type CpuMs = { app: number; backend: number; other: number }

export type ProductionStack = {
  output: string[]
  stop: () => Promise<void>
  /** CPU time (user + system) used so far by the stack's processes, by role, in ms. */
  cpu: () => CpuMs
}

const ticksPerSecond = (() => {
  try {
    return Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100
  } catch {
    return 100
  }
})()

/**
 * CPU time of every live process in the process group `pgid` (Linux /proc), by role: the SSR
 * server (serve-app.mjs), the backend (convex-local), the rest (the start.mjs launcher).
 */
function groupCpu(pgid: number): CpuMs {
  const total: CpuMs = { app: 0, backend: 0, other: 0 }
  let entries: string[] = []
  try {
    entries = fs.readdirSync('/proc').filter((e) => /^\d+$/.test(e))
  } catch {
    return total
  }
  for (const pid of entries) {
    try {
      const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8')
      // Fields after the command name, which is in parentheses and may hold spaces.
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
      if (Number(fields[2]) !== pgid) continue
      const ms = ((Number(fields[11]) + Number(fields[12])) * 1000) / ticksPerSecond
      const cmdline = fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8')
      const role = cmdline.includes('serve-app.mjs')
        ? 'app'
        : cmdline.includes('convex-local')
          ? 'backend'
          : 'other'
      total[role] += ms
    } catch {
      // the process ended meanwhile
    }
  }
  return total
}

/**
 * `node scripts/start.mjs` in the snapshot: convex-local `start` on the ports the build was made
 * for and the SSR server on `port`, all on 127.0.0.1. Resolves once the app answers.
 */
export async function startProduction(
  repo: string,
  options: { buildDir: string; dataDir: string; port: number; timeoutMs?: number },
): Promise<ProductionStack> {
  const run = spawnGroup(
    repo,
    [
      'scripts/start.mjs',
      '--port',
      String(options.port),
      '--host',
      '127.0.0.1',
      '--build',
      options.buildDir,
      '--data',
      options.dataDir,
    ],
    {},
  )
  const stop = stopper(run)
  const deadline = Date.now() + (options.timeoutMs ?? 120_000)
  while (Date.now() < deadline) {
    if (run.child.exitCode !== null) {
      throw new Error(`npm start exited (${run.child.exitCode}):\n${run.output.join('\n')}`)
    }
    try {
      const res = await fetch(`http://127.0.0.1:${options.port}/login`)
      await res.arrayBuffer()
      if (res.status === 200)
        return { output: run.output, stop, cpu: () => groupCpu(run.child.pid!) }
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 250))
  }
  await stop()
  throw new Error(`npm start did not answer within the time limit:\n${run.output.join('\n')}`)
}

/** Only the backend (`convex-local start`) of the snapshot on the seeded data: no app, no SSR. */
export async function startBackendOnly(
  repo: string,
  options: { dataDir: string; port: number; sitePort: number; appUrl: string; timeoutMs?: number },
): Promise<ProductionStack> {
  const run = spawnGroup(
    repo,
    [
      'packages/convex-local/bin/convex-local.mjs',
      'start',
      '--dir',
      'convex',
      '--port',
      String(options.port),
      '--site-port',
      String(options.sitePort),
      '--host',
      '127.0.0.1',
      '--data',
      options.dataDir,
    ],
    { SITE_URL: options.appUrl },
  )
  const stop = stopper(run)
  const deadline = Date.now() + (options.timeoutMs ?? 120_000)
  while (Date.now() < deadline) {
    if (run.child.exitCode !== null) {
      throw new Error(
        `convex-local start exited (${run.child.exitCode}):\n${run.output.join('\n')}`,
      )
    }
    if (run.output.some((l) => l.startsWith(`CONVEX_URL=`))) {
      return { output: run.output, stop, cpu: () => groupCpu(run.child.pid!) }
    }
    await new Promise((r) => setTimeout(r, 100))
  }
  await stop()
  throw new Error(`convex-local start did not answer in time:\n${run.output.join('\n')}`)
}
