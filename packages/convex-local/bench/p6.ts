/**
 * P6 (design/targets.md): a mutation on client A, seen by subscribed clients B.
 * Target: p50 ≤ 20 ms, p95 ≤ 50 ms with 100 subscribed clients; p95 ≤ 250 ms with 500.
 *
 *   npx tsx packages/convex-local/bench/p6.ts [--clients 100,500] [--rounds 50] [--warmup 5]
 *                                             [--gap-ms 20] [--repeat 1] [--cpu-prof] [--out p6]
 *                                             [--backend-bin /path/to/other/bin/convex-local.mjs]
 *                                             [--compare-bin /path/to/candidate/bin/convex-local.mjs]
 *
 * For each N: `convex-local start` on a generated convex/ folder, as a child process (its own CPU
 * and RSS; bench/push-common.ts); N stock ConvexClients (convex/browser over `ws`) in this
 * process, each subscribed to `push:get({key})`; one more client runs `push:set` R times, one
 * after another (the next starts once every subscriber saw the previous value, after --gap-ms).
 * Per mutation: the time from calling it to the first and to the last subscriber callback that
 * saw the new value, the mutation's own acknowledgement, and, from the tapped sockets, when the
 * server sent the last Transition (its serverTs) and when it arrived here (before the client
 * parsed it) — which splits the delay between the backend and this client process.
 * --cpu-prof writes a V8 CPU profile of the backend to bench/results/p6-prof/.
 * Writes bench/results/p6.json and prints a summary.
 */
import fs from 'node:fs'
import path from 'node:path'
import { performance, monitorEventLoopDelay } from 'node:perf_hooks'
import {
  api,
  arg,
  closeClients,
  cpuMs,
  flag,
  loadAvg1,
  machine,
  makeApp,
  openClient,
  resultsDir,
  round,
  rssMb,
  sleep,
  startBackend,
  summarize,
  waitFor,
  writeResult,
  type BenchClient,
} from './push-common'

const args = process.argv.slice(2)
const CLIENTS = arg(args, 'clients', '100,500')
  .split(',')
  .map(Number)
  .filter((n) => n > 0 && n <= 2000)
const ROUNDS = Math.min(500, Number(arg(args, 'rounds', '50')))
const WARMUP = Math.min(50, Number(arg(args, 'warmup', '5')))
const GAP_MS = Number(arg(args, 'gap-ms', '20'))
/** Each N is measured this many times (fresh backend each time, N values interleaved). */
const REPEAT = Math.min(10, Math.max(1, Number(arg(args, 'repeat', '1'))))
const CPU_PROF = flag(args, 'cpu-prof')
/** Runs another copy of convex-local (e.g. with a candidate fix applied) instead of this one. */
const OUT = arg(args, 'out', 'p6').replace(/[^\w.-]/g, '')
const BACKEND_BIN = arg(args, 'backend-bin', '') || undefined
/**
 * A second backend (e.g. a copy with a candidate fix) measured side by side: every run of the
 * first is followed by the same run on this one, so both see the same machine load.
 */
const COMPARE_BIN = arg(args, 'compare-bin', '') || undefined
const BACKENDS: { label: string; bin: string | undefined }[] = [
  { label: COMPARE_BIN ? 'baseline' : 'default', bin: BACKEND_BIN },
  ...(COMPARE_BIN ? [{ label: 'compare', bin: COMPARE_BIN }] : []),
]
/** One mutation's fan-out must finish within this; the whole run within RUN_LIMIT_MS. */
const ROUND_TIMEOUT_MS = 15_000
const RUN_LIMIT_MS = 15 * 60_000
const KEY = 'p6'

type Round = {
  toFirstMs: number
  toLastMs: number
  ackMs: number
  /** serverTs of the earliest / latest Transition carrying the value, minus the call time. */
  serverFirstSendMs: number
  serverLastSendMs: number
  /** Arrival (before parsing) of the last such Transition in this process, minus the call time. */
  lastArrivalMs: number
  seen: number
}

async function runOne(n: number, deadline: number, bin: string | undefined, label: string) {
  const loadAvg1AtStart = loadAvg1()
  const app = makeApp(`p6-${n}`)
  const profDir = CPU_PROF ? path.join(resultsDir, 'p6-prof', `${label}-n${n}`) : undefined
  if (profDir) fs.mkdirSync(profDir, { recursive: true })
  const backend = await startBackend({ ...app, cpuProfDir: profDir, bin })
  const logs: string[] = []
  const clients: BenchClient[] = []
  const loopDelay = monitorEventLoopDelay({ resolution: 10 })
  try {
    const writer = openClient(backend.url, { logs })
    await writer.client.mutation(api.push.set, { key: KEY, value: 0 })

    // Subscribers: each records the first time its callback sees `expected`.
    let expected = 0
    const seenAt = new Float64Array(n).fill(-1)
    const arrivedAt = new Float64Array(n)
    const serverSentAt = new Float64Array(n)
    let seen = 0
    const t0Connect = performance.now()
    for (let i = 0; i < n; i++) {
      const c = openClient(backend.url, { logs })
      clients.push(c)
      c.client.onUpdate(
        api.push.get,
        { key: KEY },
        (value: number | null) => {
          if (value !== expected || seenAt[i]! >= 0) return
          seenAt[i] = performance.now()
          arrivedAt[i] = c.tap.arrivedAt
          serverSentAt[i] = c.tap.serverSentAt
          seen++
        },
        (e) => logs.length < 50 && logs.push(`query error: ${e.message}`),
      )
    }
    if (!(await waitFor(() => seen === n, 120_000, 20)))
      throw new Error(`only ${seen}/${n} subscribers got the initial value`)
    const connectMs = round(performance.now() - t0Connect)
    const rssAfterConnect = rssMb(backend.pid)

    const rounds: Round[] = []
    let timeouts = 0
    const cpu0 = cpuMs(backend.pid)
    let cpuRoundsMs = 0
    loopDelay.enable()
    for (let r = 1; r <= WARMUP + ROUNDS && Date.now() < deadline; r++) {
      seenAt.fill(-1)
      seen = 0
      expected = r
      const cpuBefore = cpuMs(backend.pid)
      const wall0 = Date.now()
      const t0 = performance.now()
      let ackMs = -1
      const ack = writer.client
        .mutation(api.push.set, { key: KEY, value: r })
        .then(() => (ackMs = performance.now() - t0))
      const ok = await waitFor(() => seen === n, ROUND_TIMEOUT_MS, 1)
      await ack
      const cpuAfter = cpuMs(backend.pid)
      if (!ok) timeouts++
      if (r > WARMUP) {
        if (cpuBefore !== null && cpuAfter !== null) cpuRoundsMs += cpuAfter - cpuBefore
        let first = Infinity
        let last = -Infinity
        let sFirst = Infinity
        let sLast = -Infinity
        let aLast = -Infinity
        for (let i = 0; i < n; i++) {
          const t = seenAt[i]!
          if (t < 0) continue
          first = Math.min(first, t)
          last = Math.max(last, t)
          sFirst = Math.min(sFirst, serverSentAt[i]!)
          sLast = Math.max(sLast, serverSentAt[i]!)
          aLast = Math.max(aLast, arrivedAt[i]!)
        }
        rounds.push({
          toFirstMs: first - t0,
          toLastMs: ok ? last - t0 : ROUND_TIMEOUT_MS,
          ackMs,
          serverFirstSendMs: sFirst - wall0,
          serverLastSendMs: sLast - wall0,
          lastArrivalMs: aLast - wall0,
          seen,
        })
      }
      await sleep(GAP_MS)
    }
    loopDelay.disable()
    const cpu1 = cpuMs(backend.pid)
    const measured = rounds.length
    const result = {
      backendLabel: label,
      clients: n,
      loadAvg1mAtStart: loadAvg1AtStart,
      rounds: measured,
      warmup: WARMUP,
      timeouts,
      connectAllMs: connectMs,
      toLastClientMs: summarize(rounds.map((x) => x.toLastMs)),
      toFirstClientMs: summarize(rounds.map((x) => x.toFirstMs)),
      mutationAckMs: summarize(rounds.map((x) => x.ackMs)),
      breakdown: {
        note: 'wall-clock ms after the call (1 ms resolution): serverTs of the first/last Transition carrying the value, and arrival of the last one in the client process before parsing',
        serverFirstSendMs: summarize(rounds.map((x) => x.serverFirstSendMs)),
        serverLastSendMs: summarize(rounds.map((x) => x.serverLastSendMs)),
        lastArrivalMs: summarize(rounds.map((x) => x.lastArrivalMs)),
      },
      backend: {
        pid: backend.pid,
        rssMbAfterConnect: rssAfterConnect,
        rssMbEnd: rssMb(backend.pid),
        cpuMsPerMutation:
          cpu0 !== null && cpu1 !== null && measured > 0 ? round(cpuRoundsMs / measured) : null,
        stderrLines: backend.stderr.length,
        stderrFirst: backend.stderr.slice(0, 5),
      },
      clientProcess: {
        rssMb: round(process.memoryUsage().rss / 2 ** 20),
        eventLoopDelayMs: {
          p50: round(loopDelay.percentile(50) / 1e6),
          p99: round(loopDelay.percentile(99) / 1e6),
          max: round(loopDelay.max / 1e6),
        },
        disconnects: clients.reduce((a, c) => a + c.counters.disconnects, 0),
        clientLogLines: logs.slice(0, 10),
      },
      loadAvg1mAfter: loadAvg1(),
      rawToLastMs: rounds.map((x) => round(x.toLastMs)),
      rawToFirstMs: rounds.map((x) => round(x.toFirstMs)),
    }
    writer.stopWatching()
    await writer.client.close()
    return result
  } finally {
    await closeClients(clients)
    await backend.stop()
    fs.rmSync(app.root, { recursive: true, force: true })
  }
}

type RunResult = Awaited<ReturnType<typeof runOne>>

function line(label: string, s: any) {
  return `${label} p50 ${s.p50} ms, p95 ${s.p95} ms, max ${s.max} ms`
}

async function main() {
  const started = Date.now()
  const deadline = started + RUN_LIMIT_MS
  const result: Record<string, any> = {
    benchmark: 'P6',
    date: new Date().toISOString(),
    machine: machine(),
    settings: {
      clients: CLIENTS,
      rounds: ROUNDS,
      repeat: REPEAT,
      warmup: WARMUP,
      gapMs: GAP_MS,
      roundTimeoutMs: ROUND_TIMEOUT_MS,
      cpuProf: CPU_PROF,
      backendBin: BACKEND_BIN ?? 'packages/convex-local/bin/convex-local.mjs',
      compareBin: COMPARE_BIN ?? null,
      backend:
        'child process: node bin/convex-local.mjs start (tsx), 127.0.0.1, fresh data dir per N',
      clientsProcess:
        'all subscribers and the writer in this one Node process (stock ConvexClient from convex/browser over ws)',
      query: 'push:get({key}) — one indexed .unique() read; every subscriber has the same query',
      mutation: 'push:set({key, value}) — one patch',
    },
    target: { 100: { p50: 20, p95: 50 }, 500: { p95: 250 } },
    summary: [] as unknown[],
    runs: [] as RunResult[],
  }
  const all: RunResult[] = result.runs
  for (let rep = 1; rep <= REPEAT; rep++) {
    for (const n of CLIENTS) {
      for (const b of BACKENDS) {
        if (Date.now() > deadline) break
        console.log(
          `P6: ${n} subscribed clients, ${b.label} backend (run ${rep}/${REPEAT}, load ${loadAvg1()}) ...`,
        )
        const r = await runOne(n, deadline, b.bin, b.label)
        all.push(r)
        console.log(`  ${line('to last client ', r.toLastClientMs)}`)
        console.log(`  ${line('to first client', r.toFirstClientMs)}`)
      }
    }
  }
  // Per N: every measured mutation of every run pooled, and the spread of the runs' own figures.
  for (const n of CLIENTS) {
    for (const b of BACKENDS) {
      const runs = all.filter((r) => r.clients === n && r.backendLabel === b.label)
      if (runs.length === 0) continue
      const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!
      result.summary.push({
        backendLabel: b.label,
        clients: n,
        runs: runs.length,
        mutations: runs.reduce((a, r) => a + r.rounds, 0),
        timeouts: runs.reduce((a, r) => a + r.timeouts, 0),
        toLastClientMs: summarize(runs.flatMap((r) => r.rawToLastMs)),
        toFirstClientMs: summarize(runs.flatMap((r) => r.rawToFirstMs)),
        perRunToLast: {
          p50s: runs.map((r) => r.toLastClientMs.p50),
          p95s: runs.map((r) => r.toLastClientMs.p95),
          medianP50: median(runs.map((r) => r.toLastClientMs.p50)),
          medianP95: median(runs.map((r) => r.toLastClientMs.p95)),
        },
        loadAvg1mAtRunStarts: runs.map((r) => r.loadAvg1mAtStart),
      })
    }
  }
  result.seconds = Math.round((Date.now() - started) / 1000)
  const file = writeResult(OUT, result)

  console.log(
    `\nP6 push latency (node ${result.machine.node}, ${result.machine.cores} cores, load avg at start ${result.machine.loadAvg['1m']}/${result.machine.loadAvg['5m']}/${result.machine.loadAvg['15m']})`,
  )
  for (const r of result.runs as any[]) {
    console.log(
      `  N=${r.clients}${COMPARE_BIN ? `, ${r.backendLabel}` : ''}, ${r.rounds} mutations${r.timeouts ? `, ${r.timeouts} timeouts` : ''} (load ${r.loadAvg1mAtStart} at start):`,
    )
    console.log(`    ${line('to last client ', r.toLastClientMs)}`)
    console.log(`    ${line('to first client', r.toFirstClientMs)}`)
    console.log(`    ${line('mutation ack   ', r.mutationAckMs)}`)
    console.log(
      `    server sent last Transition: p50 ${r.breakdown.serverLastSendMs.p50} ms, p95 ${r.breakdown.serverLastSendMs.p95} ms; arrived here p50 ${r.breakdown.lastArrivalMs.p50} ms, p95 ${r.breakdown.lastArrivalMs.p95} ms`,
    )
    console.log(
      `    backend CPU ${r.backend.cpuMsPerMutation} ms/mutation, RSS ${r.backend.rssMbEnd} MB; client process event-loop delay p99 ${r.clientProcess.eventLoopDelayMs.p99} ms; disconnects ${r.clientProcess.disconnects}`,
    )
  }
  console.log('  pooled over the runs:')
  for (const s of result.summary as any[]) {
    const t = result.target[s.clients]
    const l = s.toLastClientMs
    const verdict = t
      ? (t.p50 === undefined || l.p50 <= t.p50) && l.p95 <= t.p95
        ? 'MET'
        : 'MISSED'
      : ''
    console.log(
      `    N=${s.clients}${COMPARE_BIN ? `, ${s.backendLabel}` : ''} (${s.runs} run(s), ${s.mutations} mutations): ${line('to last client', l)}${t ? `  target ${t.p50 !== undefined ? `p50 ≤ ${t.p50}, ` : ''}p95 ≤ ${t.p95}: ${verdict}` : ''}`,
    )
    console.log(`      ${line('to first client', s.toFirstClientMs)}`)
  }
  console.log(`\nwrote ${path.relative(process.cwd(), file)}`)
}

await main()
process.exit(0)
