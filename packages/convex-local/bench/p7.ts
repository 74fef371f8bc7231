/**
 * P7 (design/targets.md): connections held.
 * Target: 1,000 clients × 3 subscriptions for 10 min: 0 unexpected disconnects, every client
 * converges, backend RSS ≤ 1 GB.
 *
 *   npx tsx packages/convex-local/bench/p7.ts [--minutes 10] [--clients 1000] [--write-every-ms 1000]
 *                                             [--connect-batch 100] [--sample-every-ms 5000]
 *                                             [--cpu-prof] [--out p7]
 *                                             [--backend-bin /path/to/other/bin/convex-local.mjs]
 *
 * `convex-local start` on a generated convex/ folder runs as a child process (bench/push-common.ts),
 * so its RSS (/proc/<pid>/status VmRSS) and CPU time are its own. This process opens N stock
 * ConvexClients (convex/browser over `ws`), each subscribed to push:get({key:'a'}),
 * push:get({key:'b'}) and push:list({prefix:''}) (cells a, b, c), and one more client writes
 * push:setMany({keys:[a,b,c], value: i}) every --write-every-ms, which changes what all three
 * subscriptions read. Counted on every client: socket disconnects while held open
 * (subscribeToConnectionState: connected → not connected), reconnects (connectionCount - 1) and
 * abnormal closes (onServerDisconnectError). At the end one last write, then every subscription
 * must show it (convergence). RSS of both processes is sampled throughout; per write, the time
 * until every subscription showed it is recorded too.
 * Writes bench/results/p7.json and prints a summary.
 */
import fs from 'node:fs'
import path from 'node:path'
import { performance } from 'node:perf_hooks'
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
const MINUTES = Math.min(60, Number(arg(args, 'minutes', '10')))
const N = Math.min(5000, Number(arg(args, 'clients', '1000')))
const WRITE_EVERY_MS = Math.max(50, Number(arg(args, 'write-every-ms', '1000')))
const CONNECT_BATCH = Math.max(1, Number(arg(args, 'connect-batch', '100')))
const SAMPLE_EVERY_MS = Math.max(500, Number(arg(args, 'sample-every-ms', '5000')))
const CPU_PROF = flag(args, 'cpu-prof')
const OUT = arg(args, 'out', 'p7').replace(/[^\w.-]/g, '')
const BACKEND_BIN = arg(args, 'backend-bin', '') || undefined
const KEYS = ['a', 'b', 'c']
const SUBS = 3
/** Hard bounds: connecting, converging at the end, and the whole run. */
const CONNECT_TIMEOUT_MS = 180_000
const CONVERGE_TIMEOUT_MS = 60_000
const RUN_LIMIT_MS = (MINUTES + 6) * 60_000

type Sample = {
  atS: number
  backendRssMb: number | null
  backendCpuPct: number | null
  clientRssMb: number
  loadAvg1m: number
  writes: number
}

/** Per write: when it was called and how many subscriptions have shown its value since. */
type Fanout = { t0: number; seen: number; lastAt: number; firstAt: number }

async function main() {
  const started = Date.now()
  const hardStop = setTimeout(() => {
    console.error(`P7: run limit of ${RUN_LIMIT_MS / 60_000} min reached, aborting`)
    process.exit(2)
  }, RUN_LIMIT_MS)
  hardStop.unref()
  const startMachine = machine()
  const app = makeApp('p7')
  const profDir = CPU_PROF ? path.join(resultsDir, 'p7-prof') : undefined
  if (profDir) fs.mkdirSync(profDir, { recursive: true })
  const backend = await startBackend({ ...app, cpuProfDir: profDir, bin: BACKEND_BIN })
  const logs: string[] = []
  const clients: BenchClient[] = []
  const samples: Sample[] = []
  let sampler: NodeJS.Timeout | undefined
  try {
    const writer = openClient(backend.url, { logs })
    let value = 0
    await writer.client.mutation(api.push.setMany, { keys: KEYS, value })

    // Latest value each subscription showed (list: the common value of a, b, c, or -1).
    const latest = new Float64Array(N * SUBS).fill(-2)
    const fanouts = new Map<number, Fanout>()
    const show = (slot: number, v: number) => {
      if (latest[slot] === v) return
      latest[slot] = v
      const f = fanouts.get(v)
      if (f) {
        const now = performance.now()
        if (f.seen === 0) f.firstAt = now
        f.seen++
        f.lastAt = now
      }
    }
    const queryErrors = { count: 0 }
    const onError = (e: Error) => {
      queryErrors.count++
      if (logs.length < 50) logs.push(`query error: ${e.message}`)
    }

    // ---- connect in batches; each batch's subscriptions must have their first value
    const tConnect = performance.now()
    const rssBeforeConnect = rssMb(backend.pid)
    for (let start = 0; start < N; start += CONNECT_BATCH) {
      const end = Math.min(N, start + CONNECT_BATCH)
      for (let i = start; i < end; i++) {
        const c = openClient(backend.url, { logs })
        clients.push(c)
        c.client.onUpdate(api.push.get, { key: 'a' }, (v: number) => show(i * SUBS, v), onError)
        c.client.onUpdate(api.push.get, { key: 'b' }, (v: number) => show(i * SUBS + 1, v), onError)
        c.client.onUpdate(
          api.push.list,
          { prefix: '' },
          (rows: { key: string; value: number }[]) =>
            show(
              i * SUBS + 2,
              rows.length === KEYS.length && rows.every((r) => r.value === rows[0]!.value)
                ? rows[0]!.value
                : -1,
            ),
          onError,
        )
      }
      const ok = await waitFor(
        () => {
          for (let s = start * SUBS; s < end * SUBS; s++) if (latest[s]! < 0) return false
          return true
        },
        CONNECT_TIMEOUT_MS,
        20,
      )
      if (!ok) throw new Error(`clients ${start}..${end - 1} did not get their first results`)
    }
    const connectMs = round(performance.now() - tConnect)
    const rssAfterConnect = rssMb(backend.pid)
    console.log(
      `P7: ${N} clients × ${SUBS} subscriptions connected in ${connectMs} ms; holding for ${MINUTES} min, one write every ${WRITE_EVERY_MS} ms`,
    )

    // ---- sample RSS / CPU while holding
    let lastCpu = cpuMs(backend.pid)
    let lastCpuAt = Date.now()
    let writes = 0
    const sample = () => {
      const cpu = cpuMs(backend.pid)
      const now = Date.now()
      const pct =
        cpu !== null && lastCpu !== null && now > lastCpuAt
          ? round((100 * (cpu - lastCpu)) / (now - lastCpuAt))
          : null
      lastCpu = cpu
      lastCpuAt = now
      samples.push({
        atS: round((now - started) / 1000),
        backendRssMb: rssMb(backend.pid),
        backendCpuPct: pct,
        clientRssMb: round(process.memoryUsage().rss / 2 ** 20),
        loadAvg1m: loadAvg1(),
        writes,
      })
    }
    sample()
    sampler = setInterval(sample, SAMPLE_EVERY_MS)

    // ---- hold: a write every WRITE_EVERY_MS (sequential: a slow write delays the next one)
    const holdEnd = Date.now() + MINUTES * 60_000
    const writeErrors: string[] = []
    const writeMs: number[] = []
    let next = Date.now()
    let lastProgress = Date.now()
    while (Date.now() < holdEnd) {
      next += WRITE_EVERY_MS
      value++
      fanouts.set(value, { t0: performance.now(), seen: 0, lastAt: 0, firstAt: 0 })
      const t0 = performance.now()
      try {
        await writer.client.mutation(api.push.setMany, { keys: KEYS, value })
        writeMs.push(performance.now() - t0)
      } catch (e) {
        if (writeErrors.length < 20) writeErrors.push(String(e))
      }
      writes++
      if (Date.now() - lastProgress >= 60_000) {
        lastProgress = Date.now()
        const s = samples.at(-1)!
        console.log(
          `  ${Math.round((Date.now() - started) / 1000)} s: ${writes} writes, backend RSS ${s.backendRssMb} MB, CPU ${s.backendCpuPct} %, disconnects so far ${clients.reduce((a, c) => a + c.counters.disconnects, 0)}, load ${s.loadAvg1m}`,
        )
      }
      const wait = next - Date.now()
      if (wait > 0) await sleep(Math.min(wait, holdEnd - Date.now() + 1))
      else next = Date.now()
    }

    // ---- the last write, then every subscription must show it
    value++
    const finalValue = value
    fanouts.set(value, { t0: performance.now(), seen: 0, lastAt: 0, firstAt: 0 })
    await writer.client.mutation(api.push.setMany, { keys: KEYS, value })
    writes++
    const allShowFinal = () => {
      for (let s = 0; s < N * SUBS; s++) if (latest[s] !== finalValue) return false
      return true
    }
    const convergedInTime = await waitFor(allShowFinal, CONVERGE_TIMEOUT_MS, 20)
    const convergeMs = round(performance.now() - fanouts.get(finalValue)!.t0)
    clearInterval(sampler)
    sampler = undefined
    sample()
    let convergedClients = 0
    for (let i = 0; i < N; i++) {
      let ok = true
      for (let k = 0; k < SUBS; k++) if (latest[i * SUBS + k] !== finalValue) ok = false
      if (ok) convergedClients++
    }

    // ---- connection health, read before the clients are closed on purpose
    let disconnects = 0
    let reconnects = 0
    let retries = 0
    let serverDisconnectErrors = 0
    let clientsWithDisconnects = 0
    let clientLogLines = 0
    for (const c of clients) {
      const s = c.client.connectionState()
      disconnects += c.counters.disconnects
      if (c.counters.disconnects > 0) clientsWithDisconnects++
      reconnects += Math.max(0, s.connectionCount - 1)
      retries += s.connectionRetries
      serverDisconnectErrors += c.counters.serverDisconnectErrors
      clientLogLines += c.counters.logLines
    }
    const stillConnected = clients.filter(
      (c) => c.client.connectionState().isWebSocketConnected,
    ).length

    // Per write (excluding the final one): time until every subscription showed it.
    const complete: number[] = []
    const first: number[] = []
    let incomplete = 0
    for (const [v, f] of fanouts) {
      if (v === finalValue) continue
      if (f.seen > 0) first.push(f.firstAt - f.t0)
      if (f.seen === N * SUBS) complete.push(f.lastAt - f.t0)
      else incomplete++
    }
    const rssValues = samples.map((s) => s.backendRssMb).filter((x): x is number => x !== null)
    const clientRss = samples.map((s) => s.clientRssMb)
    const cpuValues = samples.map((s) => s.backendCpuPct).filter((x): x is number => x !== null)
    const result = {
      benchmark: 'P7',
      date: new Date(started).toISOString(),
      machine: startMachine,
      loadAvgDuringRun: summarize(samples.map((s) => s.loadAvg1m)),
      loadAvgAtEnd: machine().loadAvg,
      settings: {
        clients: N,
        subscriptionsPerClient: SUBS,
        minutes: MINUTES,
        writeEveryMs: WRITE_EVERY_MS,
        connectBatch: CONNECT_BATCH,
        sampleEveryMs: SAMPLE_EVERY_MS,
        cpuProf: CPU_PROF,
        backendBin: BACKEND_BIN ?? 'packages/convex-local/bin/convex-local.mjs',
        backend: 'child process: node bin/convex-local.mjs start (tsx), 127.0.0.1',
        clientsProcess:
          'all clients in this one Node process (stock ConvexClient from convex/browser over ws)',
        subscriptions: "push:get({key:'a'}), push:get({key:'b'}), push:list({prefix:''}) (3 cells)",
        write: 'push:setMany({keys:[a,b,c], value}) — changes all three subscriptions',
      },
      target: { unexpectedDisconnects: 0, convergedClients: N, backendRssMbMax: 1024 },
      figures: {
        unexpectedDisconnects: disconnects,
        clientsWithDisconnects,
        reconnects,
        connectionRetries: retries,
        serverDisconnectErrors,
        stillConnectedAtEnd: stillConnected,
        convergedClients,
        converged: convergedInTime && convergedClients === N,
        convergeAfterLastWriteMs: convergeMs,
        queryErrors: queryErrors.count,
        writes,
        writeErrors: writeErrors.length,
        writeErrorsFirst: writeErrors.slice(0, 5),
        writeAckMs: summarize(writeMs),
        fanoutToAllSubscriptionsMs: { ...summarize(complete), incomplete },
        fanoutToFirstSubscriptionMs: summarize(first),
        connectAllMs: connectMs,
        backendRssMb: {
          beforeConnect: rssBeforeConnect,
          afterConnect: rssAfterConnect,
          max: rssValues.length ? Math.max(...rssValues) : null,
          final: rssValues.at(-1) ?? null,
        },
        backendCpuPct: summarize(cpuValues),
        clientProcessRssMb: {
          max: Math.max(...clientRss),
          final: clientRss.at(-1),
        },
        clientLogLines,
        clientLogFirst: logs.slice(0, 10),
        backendStderrLines: backend.stderr.length,
        backendStderrFirst: backend.stderr.slice(0, 10),
      },
      samples,
      seconds: Math.round((Date.now() - started) / 1000),
    }
    writer.stopWatching()
    await writer.client.close()
    const file = writeResult(OUT, result)
    printSummary(result)
    console.log(`\nwrote ${path.relative(process.cwd(), file)}`)
  } finally {
    if (sampler) clearInterval(sampler)
    await closeClients(clients)
    await backend.stop()
    fs.rmSync(app.root, { recursive: true, force: true })
  }
}

function printSummary(r: any) {
  const f = r.figures
  const m = r.machine
  console.log(
    `\nP7 connections held (node ${m.node}, ${m.cores} cores, load avg at start ${m.loadAvg['1m']}/${m.loadAvg['5m']}/${m.loadAvg['15m']}, during p50 ${r.loadAvgDuringRun.p50} max ${r.loadAvgDuringRun.max})`,
  )
  console.log(
    `  ${r.settings.clients} clients × ${r.settings.subscriptionsPerClient} subscriptions for ${r.settings.minutes} min, ${f.writes} writes (one per ${r.settings.writeEveryMs} ms)`,
  )
  console.log(
    `  unexpected disconnects ${f.unexpectedDisconnects} (reconnects ${f.reconnects}, abnormal closes ${f.serverDisconnectErrors}, still connected ${f.stillConnectedAtEnd}/${r.settings.clients})  target 0: ${f.unexpectedDisconnects === 0 && f.reconnects === 0 ? 'MET' : 'MISSED'}`,
  )
  console.log(
    `  converged ${f.convergedClients}/${r.settings.clients} clients (${f.convergeAfterLastWriteMs} ms after the last write)  target all: ${f.converged ? 'MET' : 'MISSED'}`,
  )
  console.log(
    `  backend RSS max ${f.backendRssMb.max} MB, final ${f.backendRssMb.final} MB (after connect ${f.backendRssMb.afterConnect} MB)  target ≤ 1024 MB: ${f.backendRssMb.max !== null && f.backendRssMb.max <= 1024 ? 'MET' : 'MISSED'}`,
  )
  console.log(
    `  client process RSS max ${f.clientProcessRssMb.max} MB; backend CPU p50 ${f.backendCpuPct.p50} %, max ${f.backendCpuPct.max} %`,
  )
  const fo = f.fanoutToAllSubscriptionsMs
  console.log(
    `  per write, to all ${r.settings.clients * r.settings.subscriptionsPerClient} subscriptions: p50 ${fo.p50} ms, p95 ${fo.p95} ms, max ${fo.max} ms (${fo.incomplete} writes never reached all: superseded); write ack p50 ${f.writeAckMs.p50} ms`,
  )
}

await main()
process.exit(0)
