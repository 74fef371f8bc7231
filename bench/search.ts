/**
 * P5 (design/targets.md), server side: full-text search over a matter with 10,000 documents.
 *
 *   npx tsx bench/search.ts [--scale 1] [--calls 40] [--keep]
 *
 * Snapshots the working tree's convex/ (other engineers' edits are never touched), starts
 * convex-local in this process on a fresh data directory (127.0.0.1:3980/:3981) and seeds the
 * dossier of bench/dossier.ts with bench/lib/engine-seed.ts: 10,000 processed documents with
 * 20,109 pages of text in 200 folders. Then, for each query of QUERIES (plain words, names,
 * phrases, prefixes, each filter, each sort, suggestions), `calls` timed calls of the public
 * function through `engine.call` (the server's own time: argument validation, authorisation,
 * the search indexes, grouping and snippets; no transport), round-robin so that no query runs
 * warm on its own; the transaction's reads of one call of each (ctx.meta.getTransactionMetrics);
 * and, as the floor under everything, the bare text-index read (`withSearchIndex(...).take(128)`
 * in an inline query) for the same words. Writes bench/results/search-<timestamp>.json.
 */
import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { type JSONValue, type Value, convexToJson } from 'convex/values'
import { api } from '../convex/_generated/api'
import {
  createEngine,
  type Identity,
  type LocalEngine,
} from '../packages/convex-local/src/engine/index'
import { type RouteContext, startServer } from '../packages/convex-local/src/server'
import { snapshotRepo } from './lib/app-stack'
import {
  type Seeded,
  inlineQuery,
  seed,
  sessionFrom,
  unwrap,
  writeBackendEnv,
} from './lib/engine-seed'
import { type Case, queries } from './lib/search-queries'
import { type Summary, msSince, round2, summarize, machine } from './lib/stats'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const argv = process.argv.slice(2)
const arg = (name: string, fallback: string) => {
  const i = argv.indexOf(`--${name}`)
  return i >= 0 && argv[i + 1] !== undefined ? argv[i + 1]! : fallback
}
const SCALE = Number(arg('scale', '1'))
const CALLS = Number(arg('calls', '40'))
const KEEP = argv.includes('--keep')
const PORT = 3980
const SITE_PORT = 3981
const APP_ORIGIN = 'http://localhost:3950'
const ADMIN = { email: 'bench-admin@hale.test', password: 'bench-password-2026', name: 'Bench' }

async function portFree(port: number) {
  return await new Promise<boolean>((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port })
    socket.once('connect', () => (socket.destroy(), resolve(false)))
    socket.once('error', () => resolve(true))
  })
}

const call = async (engine: LocalEngine, identity: Identity, c: Case) =>
  unwrap(
    await engine.call({
      udfType: 'query',
      udfPath: `search:${c.fn}`,
      args: convexToJson(c.args as Value) as JSONValue,
      identity,
    }),
  )

/** One call inside an inline query, with the transaction's reads around it, and what it found. */
async function probe(engine: LocalEngine, identity: Identity, c: Case) {
  return await inlineQuery(
    engine,
    async (ctx) => {
      const before = await ctx.meta.getTransactionMetrics()
      const ref =
        c.fn === 'documents' ? api.dossier.search.documents : api.dossier.search.suggestions
      const value = (await ctx.runQuery(ref, c.args as never)) as {
        total?: number
        capped?: boolean
        results?: unknown[]
        documents?: unknown[]
        terms?: unknown[]
      }
      const after = await ctx.meta.getTransactionMetrics()
      return {
        documentsRead: after.documentsRead.used - before.documentsRead.used,
        kilobytesRead: round2((after.bytesRead.used - before.bytesRead.used) / 1024),
        // A filtered search best-first stops counting once its list is full (total null).
        found:
          value.total ??
          value.results?.length ??
          (value.documents?.length ?? 0) + (value.terms?.length ?? 0),
        listed: value.results?.length ?? null,
        capped: value.capped ?? null,
      }
    },
    identity,
  )
}

/** The bare text-index read for a case's words: what any search of them costs at least. */
async function indexFloor(engine: LocalEngine, identity: Identity, seeded: Seeded, text: string) {
  const samples: number[] = []
  for (let i = 0; i < Math.min(CALLS, 20); i++) {
    const t0 = process.hrtime.bigint()
    await inlineQuery(
      engine,
      async (ctx) =>
        (
          await ctx.db
            .query('documentPages')
            .withSearchIndex('search_text', (q) =>
              q.search('text', text).eq('projectId', seeded.projectId),
            )
            .take(128)
        ).length,
      identity,
    )
    samples.push(msSince(t0))
  }
  return summarize(samples)
}

async function main() {
  const startedAt = new Date()
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'casefile-search-bench-'))
  const repo = path.join(work, 'repo')
  const dataDir = path.join(work, 'data')
  const results: Record<string, unknown> = {
    ...machine(startedAt),
    scale: SCALE,
    callsPerQuery: CALLS,
  }
  let engine: LocalEngine | undefined
  let server: Awaited<ReturnType<typeof startServer>> | undefined
  try {
    for (const port of [PORT, SITE_PORT]) {
      if (!(await portFree(port))) throw new Error(`port ${port} is in use`)
    }
    snapshotRepo(root, repo)
    const env = writeBackendEnv(dataDir, APP_ORIGIN)
    let routeContext: RouteContext | undefined
    server = await startServer({
      dataDir,
      port: PORT,
      sitePort: SITE_PORT,
      host: '127.0.0.1',
      engine: async ({ cloudUrl, siteUrl }) =>
        (engine = await createEngine({
          convexDir: path.join(repo, 'convex'),
          dataDir,
          cloudUrl,
          siteUrl,
          env,
        })),
      routes: (context) => ((routeContext = context), []),
      log: () => {},
    })
    console.info('[search] seeding 10,000 documents…')
    let t0 = process.hrtime.bigint()
    const seeded = await seed(engine!, server.siteUrl, server.url, {
      scale: SCALE,
      admin: ADMIN,
      appOrigin: APP_ORIGIN,
    })
    results.seed = {
      documents: seeded.documents,
      pages: seeded.pages,
      seconds: round2(msSince(t0) / 1000),
    }
    const signIn = await fetch(`${server.siteUrl}/api/auth/sign-in/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: APP_ORIGIN },
      body: JSON.stringify({ email: ADMIN.email, password: ADMIN.password }),
    })
    const { token } = await sessionFrom(signIn, `${server.siteUrl}/api/auth/convex/token`)
    const identity: Identity = {
      kind: 'user',
      identity: await routeContext!.authenticate(token),
      token,
    }

    const cases = queries(seeded)
    const reads: Record<string, unknown> = {}
    for (const c of cases) reads[c.label] = await probe(engine!, identity, c)
    results.reads = reads

    console.info(`[search] ${cases.length} queries × ${CALLS} calls, round-robin…`)
    for (const c of cases) await call(engine!, identity, c) // warm-up
    const samples = new Map<string, number[]>(cases.map((c) => [c.label, []]))
    // CPU time per call too: the engine runs in this process, and on this shared machine the wall
    // clock also counts other sessions' load, the CPU clock much less.
    const cpuSamples = new Map<string, number[]>(cases.map((c) => [c.label, []]))
    const cpu0 = process.cpuUsage()
    t0 = process.hrtime.bigint()
    for (let round = 0; round < CALLS; round++) {
      for (const c of cases) {
        const start = process.hrtime.bigint()
        const cpuStart = process.cpuUsage()
        await call(engine!, identity, c)
        const used = process.cpuUsage(cpuStart)
        samples.get(c.label)!.push(msSince(start))
        cpuSamples.get(c.label)!.push((used.user + used.system) / 1000)
      }
    }
    const cpu = process.cpuUsage(cpu0)
    const wallMs = msSince(t0)
    const byQuery: Record<string, Summary & { kind: string; cpu: Summary }> = {}
    for (const c of cases) {
      byQuery[c.label] = {
        kind: c.kind,
        ...summarize(samples.get(c.label)!),
        cpu: summarize(cpuSamples.get(c.label)!),
      }
    }
    const byKind: Record<string, Summary & { cpu: Summary }> = {}
    for (const kind of new Set(cases.map((c) => c.kind))) {
      const ofKind = cases.filter((c) => c.kind === kind)
      byKind[kind] = {
        ...summarize(ofKind.flatMap((c) => samples.get(c.label)!)),
        cpu: summarize(ofKind.flatMap((c) => cpuSamples.get(c.label)!)),
      }
    }
    const searchCases = cases.filter((c) => c.fn === 'documents')
    results.timing = {
      allSearches: summarize(searchCases.flatMap((c) => samples.get(c.label)!)),
      allSearchesCpu: summarize(searchCases.flatMap((c) => cpuSamples.get(c.label)!)),
      suggestions: byKind.suggest,
      byKind,
      byQuery,
      cpuShareOfWall: round2((cpu.user + cpu.system) / 1000 / wallMs),
    }
    console.info('[search] the bare text-index read, for comparison…')
    results.indexFloor = {
      'revenue (19k of 20k pages)': await indexFloor(engine!, identity, seeded, 'revenue'),
      'liquidated damages': await indexFloor(engine!, identity, seeded, 'liquidated damages'),
      restatement: await indexFloor(engine!, identity, seeded, 'restatement'),
      'invoice 4123 (no page holds it)': await indexFloor(
        engine!,
        identity,
        seeded,
        'invoice 4123',
      ),
    }
  } catch (error) {
    results.error = error instanceof Error ? (error.stack ?? error.message) : String(error)
    process.exitCode = 1
  } finally {
    await server?.close().catch(() => {})
    await engine?.close().catch(() => {})
    if (!KEEP) fs.rmSync(work, { recursive: true, force: true })
  }
  results.loadAverageAtEnd = os.loadavg().map(round2)
  const outDir = path.join(root, 'bench', 'results')
  fs.mkdirSync(outDir, { recursive: true })
  const file = path.join(outDir, `search-${startedAt.toISOString().replace(/[:.]/g, '-')}.json`)
  fs.writeFileSync(file, JSON.stringify(results, null, 2) + '\n')
  printSummary(results)
  console.info(`\nwrote ${path.relative(process.cwd(), file)}`)
}

function printSummary(r: Record<string, unknown>) {
  if (r.error) console.error(r.error)
  const timing = r.timing as
    | {
        allSearches: Summary
        allSearchesCpu: Summary
        byQuery: Record<string, Summary & { cpu: Summary }>
      }
    | undefined
  if (!timing) return
  const reads = r.reads as Record<string, { documentsRead: number; found: number }>
  console.info(`\nSearch benchmark (${(r.seed as { documents: number }).documents} documents)`)
  const ms = (x: number) => String(x).padStart(6)
  for (const [label, s] of Object.entries(timing.byQuery)) {
    const read = reads[label]
    console.info(
      `  ${label.padEnd(22)} wall p50 ${ms(s.p50)} p95 ${ms(s.p95)}  cpu p50 ${ms(s.cpu.p50)} p95 ${ms(s.cpu.p95)} ms  read ${read?.documentsRead}, found ${read?.found}`,
    )
  }
  const [all, cpu] = [timing.allSearches, timing.allSearchesCpu]
  console.info(
    `  all searches, wall: p50 ${all.p50} ms, p95 ${all.p95} ms (target p50 ≤ 20, p95 ≤ 50)`,
  )
  console.info(`  all searches, CPU:  p50 ${cpu.p50} ms, p95 ${cpu.p95} ms`)
  for (const [label, s] of Object.entries(r.indexFloor as Record<string, Summary>)) {
    console.info(`  index floor, ${label}: p50 ${s.p50} ms`)
  }
}

await main()
