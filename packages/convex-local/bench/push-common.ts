/**
 * Shared by bench/p6.ts and bench/p7.ts: a tiny convex/ folder generated into a temporary
 * directory, `convex-local start` on it as a child process (bin/convex-local.mjs, so the backend
 * has its own CPU time and its own RSS), and stock `ConvexClient`s from `convex/browser` whose
 * sockets are tapped to see when each Transition frame arrives and when the server sent it.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { ConvexClient } from 'convex/browser'
import { anyApi } from 'convex/server'
import WebSocket from 'ws'

const here = path.dirname(fileURLToPath(import.meta.url))
const bin = path.resolve(here, '../bin/convex-local.mjs')
/** The workspace's node_modules (convex, ws), symlinked next to the generated convex/ folder. */
const nodeModules = path.resolve(here, '../../../node_modules')

export const api = anyApi as any

export const resultsDir = path.join(here, 'results')

const SCHEMA = `import { defineSchema, defineTable } from 'convex/server'
import { v } from 'convex/values'

export default defineSchema({
  cells: defineTable({ key: v.string(), value: v.number() }).index('by_key', ['key']),
})
`

const PUSH = `import { mutationGeneric as mutation, queryGeneric as query } from 'convex/server'
import { v } from 'convex/values'

async function cell(ctx: any, key: string) {
  return ctx.db
    .query('cells')
    .withIndex('by_key', (q: any) => q.eq('key', key))
    .unique()
}

async function put(ctx: any, key: string, value: number) {
  const row = await cell(ctx, key)
  if (row) await ctx.db.patch(row._id, { value })
  else await ctx.db.insert('cells', { key, value })
}

/** One cell's value (null before it exists). */
export const get = query({
  args: { key: v.string() },
  handler: async (ctx, { key }) => (await cell(ctx, key))?.value ?? null,
})

/** Every cell whose key starts with prefix, in key order. */
export const list = query({
  args: { prefix: v.string() },
  handler: async (ctx, { prefix }) => {
    const rows = await ctx.db
      .query('cells')
      .withIndex('by_key', (q) => q.gte('key', prefix).lt('key', prefix + '\\uffff'))
      .collect()
    return rows.map((r) => ({ key: r.key, value: r.value }))
  },
})

export const set = mutation({
  args: { key: v.string(), value: v.number() },
  handler: async (ctx, { key, value }) => {
    await put(ctx, key, value)
    return value
  },
})

export const setMany = mutation({
  args: { keys: v.array(v.string()), value: v.number() },
  handler: async (ctx, { keys, value }) => {
    for (const key of keys) await put(ctx, key, value)
    return value
  },
})
`

/** Writes the benchmark's convex/ folder into a new temporary directory. */
export function makeApp(name: string): { root: string; convexDir: string; dataDir: string } {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), `convex-local-${name}-`))
  const convexDir = path.join(root, 'convex')
  fs.mkdirSync(convexDir, { recursive: true })
  fs.writeFileSync(path.join(convexDir, 'schema.ts'), SCHEMA)
  fs.writeFileSync(path.join(convexDir, 'push.ts'), PUSH)
  // Resolve `convex/*` imports of the functions from the workspace's node_modules.
  fs.symlinkSync(nodeModules, path.join(root, 'node_modules'))
  return { root, convexDir, dataDir: path.join(root, 'data') }
}

export type Backend = {
  child: ChildProcess
  pid: number
  url: string
  /** Lines the backend wrote to stderr (capped). */
  stderr: string[]
  stop(): Promise<void>
}

/**
 * `node [--cpu-prof] bin/convex-local.mjs start` on free ports; resolves once it serves (it prints
 * CONVEX_URL and where the admin key is kept).
 */
export function startBackend(options: {
  convexDir: string
  dataDir: string
  cpuProfDir?: string
  timeoutMs?: number
  /** Another convex-local's bin/convex-local.mjs (e.g. a patched copy), default this package's. */
  bin?: string
}): Promise<Backend> {
  const nodeArgs = options.cpuProfDir
    ? ['--cpu-prof', `--cpu-prof-dir=${options.cpuProfDir}`, '--cpu-prof-interval=500']
    : []
  const child = spawn(
    process.execPath,
    [
      ...nodeArgs,
      options.bin ?? bin,
      'start',
      '--dir',
      options.convexDir,
      '--data',
      options.dataDir,
      '--host',
      '127.0.0.1',
      '--port',
      '0',
      '--site-port',
      '0',
    ],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  )
  const stderr: string[] = []
  let partial = ''
  child.stderr!.on('data', (d: Buffer) => {
    partial += d.toString()
    const lines = partial.split('\n')
    partial = lines.pop()!
    for (const l of lines) if (stderr.length < 1000) stderr.push(l)
  })
  const exited = new Promise<void>((r) => child.once('exit', () => r()))
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return
    child.kill('SIGTERM')
    const t = setTimeout(() => child.kill('SIGKILL'), 15_000)
    await exited
    clearTimeout(t)
  }
  return new Promise((resolve, reject) => {
    let out = ''
    const timer = setTimeout(() => {
      child.kill('SIGKILL')
      reject(new Error(`backend did not start in time: ${stderr.join('\n')}`))
    }, options.timeoutMs ?? 60_000)
    const onExit = (code: number | null) => {
      clearTimeout(timer)
      reject(new Error(`backend exited early (${code}): ${stderr.join('\n')}`))
    }
    child.once('exit', onExit)
    child.stdout!.on('data', (d) => {
      out += d
      const m = /^CONVEX_URL=(.+)$/m.exec(out)
      if (m && /CONVEX_LOCAL_ADMIN_KEY(_FILE)?=.+\n/.test(out)) {
        clearTimeout(timer)
        child.off('exit', onExit)
        resolve({ child, pid: child.pid!, url: m[1]!.trim(), stderr, stop })
      }
    })
  })
}

/** VmRSS of a process in MB (null if it is gone). */
export function rssMb(pid: number): number | null {
  try {
    const m = /^VmRSS:\s+(\d+) kB/m.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))
    return m ? round(Number(m[1]) / 1024) : null
  } catch {
    return null
  }
}

/** Where this machine stands: cores, model, load average now. */
export function machine() {
  const [l1, l5, l15] = os.loadavg()
  return {
    node: process.version,
    cores: os.cpus().length,
    cpuModel: os.cpus()[0]?.model ?? 'unknown',
    totalMemMb: Math.round(os.totalmem() / 2 ** 20),
    loadAvg: { '1m': round(l1!), '5m': round(l5!), '15m': round(l15!) },
  }
}

export function loadAvg1(): number {
  return round(os.loadavg()[0]!)
}

export function round(x: number, digits = 1): number {
  const f = 10 ** digits
  return Math.round(x * f) / f
}

/** p50/p95/p99/max/mean of a list (nearest-rank percentiles; NaN, written as null, if empty). */
export function summarize(xs: number[]) {
  if (xs.length === 0) return { count: 0, p50: NaN, p95: NaN, p99: NaN, max: NaN, mean: NaN }
  const s = [...xs].sort((a, b) => a - b)
  const pct = (p: number) => s[Math.min(s.length - 1, Math.max(0, Math.ceil(p * s.length) - 1))]!
  return {
    count: s.length,
    p50: round(pct(0.5)),
    p95: round(pct(0.95)),
    p99: round(pct(0.99)),
    max: round(s.at(-1)!),
    mean: round(s.reduce((a, x) => a + x, 0) / s.length),
  }
}

export const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms))

/** Resolves when check() is true (polled), false after timeoutMs. */
export async function waitFor(check: () => boolean, timeoutMs: number, everyMs = 5) {
  const end = Date.now() + timeoutMs
  while (!check()) {
    if (Date.now() > end) return false
    await sleep(everyMs)
  }
  return true
}

/**
 * What a tapped socket saw last: when (Date.now(), ms) the last Transition frame arrived in this
 * process, before the client parsed it, and the server's `serverTs` on it (Date.now() on the
 * server when it was sent, converted to ms). Both processes read the same clock.
 */
export type Tap = { arrivedAt: number; serverSentAt: number; frames: number }

/**
 * A `ws` WebSocket (the same implementation convex/browser bundles for Node) that records each
 * Transition frame's arrival before the client's own onmessage handler runs.
 */
function tappedWebSocket(tap: Tap) {
  return class TappedWebSocket extends WebSocket {
    constructor(address: string, protocols?: string | string[]) {
      super(address, protocols)
      this.addEventListener('message', (ev) => {
        const data = ev.data
        if (typeof data !== 'string' || !data.startsWith('{"type":"Transition"')) return
        tap.arrivedAt = Date.now()
        tap.frames++
        const m = /"serverTs":([0-9.e+]+)/.exec(data)
        if (m) tap.serverSentAt = Number(m[1]) / 1e6
      })
    }
  }
}

export type ClientCounters = {
  /** Times the socket went from connected to not connected while the benchmark held it open. */
  disconnects: number
  /** Abnormal closes the client reported (onServerDisconnectError). */
  serverDisconnectErrors: number
  /** Log lines the client printed (reconnects, errors), first few kept. */
  logLines: number
  firstLogs: string[]
}

export type BenchClient = {
  client: ConvexClient
  tap: Tap
  counters: ClientCounters
  /** Stops counting disconnects (call before an intentional close). */
  stopWatching(): void
}

/** A stock ConvexClient over a tapped `ws` socket, with its connection state watched. */
export function openClient(url: string, shared: { logs: string[] }): BenchClient {
  const tap: Tap = { arrivedAt: 0, serverSentAt: 0, frames: 0 }
  const counters: ClientCounters = {
    disconnects: 0,
    serverDisconnectErrors: 0,
    logLines: 0,
    firstLogs: [],
  }
  const record = (level: string, args: unknown[]) => {
    counters.logLines++
    const line = `${level}: ${args.map(String).join(' ')}`
    if (counters.firstLogs.length < 3) counters.firstLogs.push(line)
    if (shared.logs.length < 50) shared.logs.push(line)
  }
  const client = new ConvexClient(url, {
    webSocketConstructor: tappedWebSocket(tap) as never,
    unsavedChangesWarning: false,
    onServerDisconnectError: () => counters.serverDisconnectErrors++,
    logger: {
      log: (...a: unknown[]) => record('log', a),
      warn: (...a: unknown[]) => record('warn', a),
      error: (...a: unknown[]) => record('error', a),
      logVerbose: () => {},
    } as never,
  })
  let connected = false
  let watching = true
  const unsubscribe = client.subscribeToConnectionState((s) => {
    if (connected && !s.isWebSocketConnected && watching) counters.disconnects++
    connected = s.isWebSocketConnected
  })
  return {
    client,
    tap,
    counters,
    stopWatching: () => {
      watching = false
      unsubscribe()
    },
  }
}

/** Closes clients in batches (each close waits for its socket). */
export async function closeClients(clients: BenchClient[]) {
  for (const c of clients) c.stopWatching()
  for (let i = 0; i < clients.length; i += 100) {
    await Promise.all(clients.slice(i, i + 100).map((c) => c.client.close().catch(() => {})))
  }
}

export function writeResult(name: string, result: unknown): string {
  fs.mkdirSync(resultsDir, { recursive: true })
  const file = path.join(resultsDir, `${name}.json`)
  fs.writeFileSync(file, JSON.stringify(result, null, 2) + '\n')
  return file
}

export function arg(args: string[], name: string, fallback: string): string {
  const i = args.indexOf(`--${name}`)
  if (i >= 0 && args[i + 1] !== undefined) return args[i + 1]!
  const eq = args.find((a) => a.startsWith(`--${name}=`))
  return eq ? eq.slice(name.length + 3) : fallback
}

export function flag(args: string[], name: string): boolean {
  return args.includes(`--${name}`)
}

/** CPU time (user + system, ms) a process has used so far, from /proc/<pid>/stat. */
export function cpuMs(pid: number): number | null {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8')
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
    // fields[11] = utime, fields[12] = stime (clock ticks; 100 per second on Linux)
    return (Number(fields[11]) + Number(fields[12])) * 10
  } catch {
    return null
  }
}
