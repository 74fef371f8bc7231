/**
 * P1 (server side) and P2 (design/targets.md): the dossier of a matter with 10,000 documents.
 *
 *   npx tsx bench/dossier.ts [--scale 1] [--calls 300] [--ssr-requests 200,500]
 *                            [--sustain-seconds 60] [--build <dir>] [--keep] [--skip-ssr]
 *
 * 1. Snapshots the working tree into a temporary directory (other engineers' edits and dist/ are
 *    never touched) and builds the app there with `scripts/build.mjs --out-dir`, the backend
 *    addresses baked in as 127.0.0.1:3960 / :3961 (`--build <dir>` reuses such a build, kept by
 *    `--keep` as <tmp>/repo/.bench-build: it must sit below a node_modules holding react).
 * 2. Starts convex-local in this process on the snapshot's convex/ and a fresh data directory
 *    (`startServer` on 127.0.0.1:3960/:3961, the engine `convex-local start` runs), signs an admin
 *    up through
 *    better-auth's routes, creates the firm, the matter and 200 folders through the public API
 *    (`folders.create` at the top level, `folders.ensurePath` inside), stores one file per
 *    document through the engine's upload path, and inserts 10,000 processed documents with 1–3
 *    `documentPages` each through inline mutations on the real engine (what convex-local/test's
 *    `t.run` does), 100 per transaction.
 * 3. Documents read per page query: an inline query on the same engine calls `documents.list`
 *    with `ctx.runQuery` (same transaction) and reads `ctx.meta.getTransactionMetrics()` after
 *    it, for the top level, a 500-document folder and a 38-document folder, each sort, pages 1–5
 *    (the big folder to its last page). Then the engine's own time per call (`engine.call`, no
 *    transport).
 * 4. Stops that server and runs the snapshot's `npm start` (`scripts/start.mjs`) on the same
 *    data: the SSR server on 127.0.0.1:3950, convex-local `start` on :3960/:3961. Measures
 *    `documents.list` round trips over `POST /api/query` and a WebSocket subscription's first
 *    result (ConvexClient), then signs in through the app and measures TTFB of
 *    GET /matters/<slug>/dossier at 1 and 10 connections, and 10 connections for a minute. For
 *    each timed section it also reads the CPU time the SSR server and the backend spent (from
 *    /proc, per call): on this shared machine wall-clock times swing with other sessions' load,
 *    CPU time per request much less, and it bounds the requests/s two cores can serve.
 * Writes bench/results/dossier-<timestamp>.json and prints a summary. Every loop is bounded in
 * count and in time; every server listens on 127.0.0.1.
 */
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { ConvexClient } from 'convex/browser'
import type { PaginationResult } from 'convex/server'
import { type JSONValue, type Value, convexToJson } from 'convex/values'
import { api } from '../convex/_generated/api'
import type { Id } from '../convex/_generated/dataModel'
import {
  createEngine,
  type Identity,
  type LocalEngine,
} from '../packages/convex-local/src/engine/index'
import { type RouteContext, startServer } from '../packages/convex-local/src/server'
import {
  type ProductionStack,
  buildApp,
  snapshotRepo,
  startBackendOnly,
  startProduction,
} from './lib/app-stack'
import { BIG_FOLDER, SMALL_FOLDER, TOP_FOLDERS, folderPlan } from './lib/dossier-data'
import {
  type Seeded,
  inlineQuery,
  seed,
  sessionFrom,
  unwrap,
  writeBackendEnv,
} from './lib/engine-seed'
import { runLoad, type LoadResult } from './lib/http-load'
import { type Summary, msSince, round2, summarize } from './lib/stats'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const args = process.argv.slice(2)
function arg(name: string, fallback: string): string {
  const i = args.indexOf(`--${name}`)
  return i >= 0 && args[i + 1] !== undefined ? args[i + 1]! : fallback
}
const flag = (name: string) => args.includes(`--${name}`)

const SCALE = Number(arg('scale', '1'))
const CALLS = Number(arg('calls', '300'))
const [SSR_REQUESTS_1, SSR_REQUESTS_10] = arg('ssr-requests', '200,500').split(',').map(Number)
const SUSTAIN_SECONDS = Number(arg('sustain-seconds', '60'))
const REUSE_BUILD = arg('build', '')
const KEEP = flag('keep')
const SKIP_SSR = flag('skip-ssr')
/** Per timed section: stop after this long whatever the count. */
const SECTION_SECONDS = 60

const APP_PORT = 3950
const BACKEND_PORT = 3960
const SITE_PORT = 3961
const APP_ORIGIN = `http://localhost:${APP_PORT}`
const APP_URL = `http://127.0.0.1:${APP_PORT}`
const CONVEX_URL = `http://127.0.0.1:${BACKEND_PORT}`
const CONVEX_SITE_URL = `http://127.0.0.1:${SITE_PORT}`
const PAGE_SIZE = 20
const ADMIN = {
  email: 'bench-admin@hale.test',
  password: 'bench-password-2026',
  name: 'Bench Admin',
}

type SortArg = { column: 'name' | 'type' | 'added'; direction: 'asc' | 'desc' }
const SORTS: { label: string; sort?: SortArg }[] = [
  { label: 'none' },
  { label: 'name asc', sort: { column: 'name', direction: 'asc' } },
  { label: 'name desc', sort: { column: 'name', direction: 'desc' } },
  { label: 'type asc', sort: { column: 'type', direction: 'asc' } },
  { label: 'type desc', sort: { column: 'type', direction: 'desc' } },
  { label: 'added asc', sort: { column: 'added', direction: 'asc' } },
  { label: 'added desc', sort: { column: 'added', direction: 'desc' } },
]

type ListArgs = {
  paginationOpts: { numItems: number; cursor: string | null }
  filter: { projectId: Id<'projects'>; folderId?: Id<'folders'>; from: 'dossier' }
  sort?: SortArg
}
type Case = { listing: string; sort: string; page: number; args: ListArgs }
type Probe = {
  rows: number
  isDone: boolean
  continueCursor: string
  documentsRead: number
  bytesRead: number
  databaseQueries: number
}

/** Load average (1 min) when each step began: the machine is shared, so timings drift with it. */
const loadBySection: Record<string, number> = {}
const log = (message: string) => {
  loadBySection[message.replace(/[….]+$/, '')] = round2(os.loadavg()[0]!)
  console.info(`[dossier] ${message}`)
}

async function portFree(port: number) {
  return await new Promise<boolean>((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port })
    socket.once('connect', () => {
      socket.destroy()
      resolve(false)
    })
    socket.once('error', () => resolve(true))
  })
}

function git(...gitArgs: string[]) {
  try {
    return execFileSync('git', gitArgs, { cwd: root, encoding: 'utf8' }).trim()
  } catch {
    return ''
  }
}

/** The listings measured: the top level, a 500-document folder, a 38-document folder. */
function listings(seeded: Seeded, scale: number) {
  const plan = folderPlan(scale)
  const count = (p: string) => plan.folders.find((f) => f.path === p)!.documents
  return [
    { listing: 'top level', folderId: undefined, documents: plan.topLevel },
    {
      listing: `big folder (${BIG_FOLDER})`,
      folderId: seeded.folders.get(BIG_FOLDER),
      documents: count(BIG_FOLDER),
    },
    {
      listing: `small folder (${SMALL_FOLDER})`,
      folderId: seeded.folders.get(SMALL_FOLDER),
      documents: count(SMALL_FOLDER),
    },
  ]
}

function listArgs(
  projectId: Id<'projects'>,
  folderId: Id<'folders'> | undefined,
  sort: SortArg | undefined,
  cursor: string | null,
): ListArgs {
  return {
    paginationOpts: { numItems: PAGE_SIZE, cursor },
    filter: { projectId, from: 'dossier', ...(folderId ? { folderId } : {}) },
    ...(sort ? { sort } : {}),
  }
}

/** documents.list inside an inline query; the transaction's metrics right after it. */
async function probe(
  engine: LocalEngine,
  identity: Identity,
  listArguments: ListArgs,
): Promise<Probe> {
  return await inlineQuery(
    engine,
    async (ctx) => {
      const before = await ctx.meta.getTransactionMetrics()
      const page = (await ctx.runQuery(
        api.dossier.documents.list,
        listArguments,
      )) as PaginationResult<unknown>
      const after = await ctx.meta.getTransactionMetrics()
      return {
        rows: page.page.length,
        isDone: page.isDone,
        continueCursor: page.continueCursor,
        documentsRead: after.documentsRead.used - before.documentsRead.used,
        bytesRead: after.bytesRead.used - before.bytesRead.used,
        databaseQueries: after.databaseQueries.used - before.databaseQueries.used,
      }
    },
    identity,
  )
}

async function measureReads(engine: LocalEngine, identity: Identity, seeded: Seeded) {
  const cases: Case[] = []
  const rows: (Omit<Probe, 'continueCursor'> & { listing: string; sort: string; page: number })[] =
    []
  for (const l of listings(seeded, SCALE)) {
    for (const s of SORTS) {
      let cursor: string | null = null
      // Five pages deep; the big folder to its last page (25 at scale 1), bounded at 60.
      const maxPages = l.documents > 200 ? 60 : 5
      for (let page = 1; page <= maxPages; page++) {
        const a = listArgs(seeded.projectId, l.folderId, s.sort, cursor)
        const p = await probe(engine, identity, a)
        if (page <= 5) cases.push({ listing: l.listing, sort: s.label, page, args: a })
        const { continueCursor, ...metrics } = p
        rows.push({ listing: l.listing, sort: s.label, page, ...metrics })
        if (p.isDone) break
        cursor = continueCursor
      }
    }
  }
  // The fixed cost of a call (session, viewer, membership, organisation, matter, folder): the
  // empty page after the small folder's last one.
  const small = listings(seeded, SCALE)[2]!
  let cursor: string | null = null
  let empty: Probe | null = null
  let emptyArgs: ListArgs | null = null
  for (let i = 0; i < 20; i++) {
    const a = listArgs(seeded.projectId, small.folderId, undefined, cursor)
    const p = await probe(engine, identity, a)
    if (p.rows === 0) {
      ;[empty, emptyArgs] = [p, a]
      break
    }
    cursor = p.continueCursor
    if (p.isDone) {
      // The page after the last: what a call costs with no rows to read.
      emptyArgs = listArgs(seeded.projectId, small.folderId, undefined, cursor)
      empty = await probe(engine, identity, emptyArgs)
      break
    }
  }
  const full = rows.filter((r) => r.rows === PAGE_SIZE)
  const worst = rows.reduce((a, r) => (r.documentsRead > a.documentsRead ? r : a), rows[0]!)
  return {
    cases,
    emptyArgs,
    rows,
    emptyPage: empty,
    fullPages: full.length,
    documentsReadPerFullPage: summarize(full.map((r) => r.documentsRead)),
    worst,
    overTarget: rows.filter((r) => r.documentsRead > 2 * PAGE_SIZE).length,
    target: `<= ${2 * PAGE_SIZE} documents read per page query of ${PAGE_SIZE}`,
  }
}

/**
 * CPU time per call from now on: the stack's SSR server and backend (from /proc, so other
 * sessions' load on this shared machine does not count) and this process (the client side, or
 * the engine itself in phase 1).
 */
function cpuMeter(stack: ProductionStack | null) {
  const stack0 = stack?.cpu()
  const self0 = process.cpuUsage()
  return (calls: number) => {
    const stack1 = stack?.cpu()
    const self = process.cpuUsage(self0)
    const per = (x: number) => round2(x / Math.max(1, calls))
    return {
      ...(stack0 && stack1
        ? {
            ssrServer: per(stack1.app - stack0.app),
            backend: per(stack1.backend - stack0.backend),
          }
        : {}),
      thisProcess: per((self.user + self.system) / 1000),
    }
  }
}

/** Round-robin over the cases for up to `calls` calls or SECTION_SECONDS. */
async function timeCalls(
  cases: Case[],
  calls: number,
  call: (c: Case) => Promise<void>,
  stack: ProductionStack | null,
  warmup = 20,
) {
  for (let i = 0; i < Math.min(warmup, calls); i++) await call(cases[i % cases.length]!)
  const meter = cpuMeter(stack)
  const all: number[] = []
  const firstPages: number[] = []
  const deeper: number[] = []
  const byListing: Record<string, number[]> = {}
  const deadline = Date.now() + SECTION_SECONDS * 1000
  for (let i = 0; i < calls && Date.now() < deadline; i++) {
    const c = cases[(i * 7) % cases.length]!
    const t0 = process.hrtime.bigint()
    await call(c)
    const ms = msSince(t0)
    all.push(ms)
    ;(c.page === 1 ? firstPages : deeper).push(ms)
    ;(byListing[c.listing] ??= []).push(ms)
  }
  return {
    cpuMsPerCall: meter(all.length),
    all: summarize(all),
    firstPage: summarize(firstPages),
    deeperPages: summarize(deeper),
    byListing: Object.fromEntries(Object.entries(byListing).map(([k, v]) => [k, summarize(v)])),
  }
}

async function main() {
  const startedAt = new Date()
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'casefile-dossier-bench-'))
  const repo = path.join(work, 'repo')
  const dataDir = path.join(work, 'data')
  // Inside the snapshot: the SSR bundle imports react & co. from the node_modules above it.
  const buildDir = REUSE_BUILD ? path.resolve(REUSE_BUILD) : path.join(repo, '.bench-build')
  const results: Results = {
    date: startedAt.toISOString(),
    node: process.version,
    cpus: os.cpus().length,
    cpuModel: os.cpus()[0]?.model,
    memoryGiB: round2(os.totalmem() / 2 ** 30),
    loadAverageAtStart: os.loadavg().map(round2),
    commit: git('rev-parse', '--short', 'HEAD'),
    uncommittedFilesInAppAndConvex: git('status', '--porcelain', '--', 'app', 'convex')
      .split('\n')
      .filter(Boolean).length,
    lastAppRoutesCommit: git('log', '--oneline', '-1', '--', 'app/routes'),
    scale: SCALE,
    pageSize: PAGE_SIZE,
    ports: { app: APP_PORT, backend: BACKEND_PORT, site: SITE_PORT },
  }
  let stack: ProductionStack | null = null
  let failure: unknown = null
  try {
    for (const port of [APP_PORT, BACKEND_PORT, SITE_PORT]) {
      if (!(await portFree(port)))
        throw new Error(`port ${port} is in use; this benchmark needs 3950, 3960 and 3961`)
    }
    log(`snapshot of the working tree in ${repo}`)
    snapshotRepo(root, repo)

    if (!SKIP_SSR && !REUSE_BUILD) {
      log('building the app (scripts/build.mjs --out-dir, backend 127.0.0.1:3960/3961)…')
      const build = await buildApp(repo, buildDir, {
        convexUrl: CONVEX_URL,
        convexSiteUrl: CONVEX_SITE_URL,
      })
      results.buildMs = build.ms
    }

    // ---- Phase 1: in-process engine on the snapshot's convex/ and a fresh data directory.
    const env = writeBackendEnv(dataDir, APP_ORIGIN)
    let routeContext: RouteContext | undefined
    const jobFailures: string[] = []
    let engine: LocalEngine | undefined
    let t0 = process.hrtime.bigint()
    const server = await startServer({
      dataDir,
      port: BACKEND_PORT,
      sitePort: SITE_PORT,
      host: '127.0.0.1',
      engine: async ({ cloudUrl, siteUrl }) => {
        engine = await createEngine({
          convexDir: path.join(repo, 'convex'),
          dataDir,
          cloudUrl,
          siteUrl,
          env,
          onJobFinished: (info) => {
            if (!info.success && jobFailures.length < 20)
              jobFailures.push(`${info.udfPath}: ${info.error}`)
          },
        })
        return engine
      },
      routes: (context) => {
        routeContext = context
        return []
      },
      log: () => {},
    })
    results.engineStartMs = round2(msSince(t0))
    let seeded: Seeded
    try {
      log('seeding: account, firm, matter, folders, files, documents…')
      t0 = process.hrtime.bigint()
      seeded = await seed(engine!, server.siteUrl, server.url, {
        scale: SCALE,
        admin: ADMIN,
        appOrigin: APP_ORIGIN,
      })
      const seedMs = round2(msSince(t0))
      results.seed = {
        documents: seeded.documents,
        documentPages: seeded.pages,
        folders: seeded.folders.size,
        totalMs: seedMs,
        ...seeded.timings,
        how: 'account through better-auth routes; firm, matter, folders through the public API (folders.create at the top level, folders.ensurePath inside); one file per document through engine.storeUpload (the upload path, a commit each); documents and pages by inline mutations on the real engine, 100 documents per transaction',
      }
      log(
        `seeded ${seeded.documents} documents, ${seeded.pages} pages, ${seeded.folders.size} folders in ${(seedMs / 1000).toFixed(1)} s`,
      )

      // A user identity as the server's own verifier builds it from the JWT.
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

      log('documents read per page query (ctx.meta.getTransactionMetrics after ctx.runQuery)…')
      const reads = await measureReads(engine!, identity, seeded)
      const { cases, emptyArgs, ...readSummary } = reads
      results.reads = readSummary
      results.cases = cases.length

      log(`engine time per call (engine.call, in process, ${CALLS} calls)…`)
      results.engineCall = await timeCalls(
        cases,
        CALLS,
        async (c) => {
          unwrap(
            await engine!.call({
              udfType: 'query',
              udfPath: 'dossier/documents:list',
              args: convexToJson(c.args as unknown as Value) as JSONValue,
              identity,
            }),
          )
        },
        null,
      )
      if (emptyArgs) {
        // The same call with no rows to read: the fixed cost (session, viewer, organisation, matter).
        const emptyCase: Case = { listing: 'empty page', sort: 'none', page: 2, args: emptyArgs }
        results.engineCallEmptyPage = await timeCalls(
          [emptyCase],
          Math.min(CALLS, 200),
          async (c) => {
            unwrap(
              await engine!.call({
                udfType: 'query',
                udfPath: 'dossier/documents:list',
                args: convexToJson(c.args as unknown as Value) as JSONValue,
                identity,
              }),
            )
          },
          null,
        )
      }
      results.jobFailuresPhase1 = jobFailures
      await server.close()
      await engine!.close()

      // ---- Phase 2: `npm start` of the snapshot on the same data (only its backend with --skip-ssr).
      t0 = process.hrtime.bigint()
      if (SKIP_SSR) {
        log('convex-local start (no app: --skip-ssr) on the seeded data…')
        stack = await startBackendOnly(repo, {
          dataDir,
          port: BACKEND_PORT,
          sitePort: SITE_PORT,
          appUrl: APP_ORIGIN,
        })
      } else {
        log('npm start (production build + convex-local start) on the seeded data…')
        stack = await startProduction(repo, { buildDir, dataDir, port: APP_PORT })
      }
      results.productionStartMs = round2(msSince(t0))

      // Signed in through the app's /api/auth proxy, as a browser is (the site port without an app).
      const authBase = SKIP_SSR ? CONVEX_SITE_URL : APP_URL
      const appSignIn = await fetch(`${authBase}/api/auth/sign-in/email`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: APP_ORIGIN },
        body: JSON.stringify({ email: ADMIN.email, password: ADMIN.password }),
      })
      const session = await sessionFrom(appSignIn, `${authBase}/api/auth/convex/token`)

      log(`documents.list over POST /api/query (${CALLS} calls)…`)
      let httpErrors = 0
      results.httpApi = {
        ...(await timeCalls(
          cases,
          CALLS,
          async (c) => {
            const response = await fetch(`${CONVEX_URL}/api/query`, {
              method: 'POST',
              headers: {
                'content-type': 'application/json',
                authorization: `Bearer ${session.token}`,
              },
              body: JSON.stringify({
                path: 'dossier/documents:list',
                args: [convexToJson(c.args as unknown as Value)],
                format: 'convex_encoded_json',
              }),
            })
            const body = (await response.json()) as { status: string; value?: { page: unknown[] } }
            if (response.status !== 200 || body.status !== 'success') httpErrors++
          },
          stack,
        )),
        errors: httpErrors,
        how: 'fetch round trip on loopback, keep-alive, JSON encode/decode included',
      }

      log(`documents.list as a WebSocket subscription's first result (${CALLS} subscriptions)…`)
      // logger: false silences the client's "took more than 20s to arrive" notice, which is
      // computed from a clock (convex's monotonicMillis: Date.now() at first use + performance.now(),
      // i.e. also counting the process's uptime) and fires on every result once this process has
      // run for a while; failures still arrive through onUpdate's error callback.
      const ws = new ConvexClient(CONVEX_URL, { logger: false })
      ws.setAuth(async () => session.token)
      let wsErrors = 0
      try {
        const first = (c: Case) =>
          new Promise<void>((resolve) => {
            const timer = setTimeout(() => {
              wsErrors++
              unsubscribe()
              resolve()
            }, 10_000)
            const unsubscribe = ws.onUpdate(
              api.dossier.documents.list,
              c.args,
              () => {
                clearTimeout(timer)
                // onUpdate may call back before it returns (a cached result): unsubscribe after.
                queueMicrotask(() => unsubscribe())
                resolve()
              },
              () => {
                clearTimeout(timer)
                wsErrors++
                queueMicrotask(() => unsubscribe())
                resolve()
              },
            )
          })
        results.webSocket = {
          ...(await timeCalls(cases, CALLS, first, stack)),
          errors: wsErrors,
          how: 'ConvexClient.onUpdate on one authenticated connection: subscribe, time to the first result, unsubscribe',
        }
      } finally {
        await ws.close()
      }

      if (!SKIP_SSR) {
        const dossierUrl = `${APP_URL}/matters/${seeded.slug}/dossier`
        const headers = { cookie: session.cookie, accept: 'text/html' }
        const probeResponse = await fetch(dossierUrl, { headers, redirect: 'manual' })
        const html = await probeResponse.text()
        const placeholder = /arrive with the dossier feature/.test(html)
        const listsDocuments = seeded.topLevelNames.some((name) =>
          html.includes(name.replace(/&/g, '&amp;')),
        )
        results.ssrPage = {
          url: `/matters/${seeded.slug}/dossier`,
          status: probeResponse.status,
          location: probeResponse.headers.get('location'),
          bytes: html.length,
          placeholder,
          listsSeededDocuments: listsDocuments,
          topFolderNamesInHtml: TOP_FOLDERS.filter((name) =>
            html.includes(name.replace(/&/g, '&amp;')),
          ).length,
        }
        log(
          `GET ${dossierUrl}: ${probeResponse.status}, ${html.length} bytes, placeholder=${placeholder}, documents listed=${listsDocuments}`,
        )
        const check = (_status: number, body: string) =>
          body.includes('</html>') ? null : 'incomplete HTML'
        const load = async (concurrency: number, maxRequests: number, maxSeconds: number) => {
          const meter = cpuMeter(stack)
          const result = await runLoad({
            url: dossierUrl,
            headers,
            concurrency,
            maxRequests,
            maxSeconds,
            check,
          })
          return { ...result, cpuMsPerRequest: meter(result.requests) }
        }
        await load(2, 20, 20) // warm-up
        const ssr: NonNullable<Results['ssr']> = {}
        log(`SSR: 1 connection, ${SSR_REQUESTS_1} requests…`)
        ssr.c1 = await load(1, SSR_REQUESTS_1!, SECTION_SECONDS)
        log(`SSR: 10 connections, ${SSR_REQUESTS_10} requests…`)
        ssr.c10 = await load(10, SSR_REQUESTS_10!, SECTION_SECONDS)
        if (SUSTAIN_SECONDS > 0) {
          log(`SSR: 10 connections for ${SUSTAIN_SECONDS} s…`)
          ssr.c10Sustained = await load(10, 20_000, SUSTAIN_SECONDS)
        }
        results.ssr = ssr
      }
    } finally {
      await server.close().catch(() => {})
      await engine?.close().catch(() => {})
    }
  } catch (e) {
    failure = e
    results.error = e instanceof Error ? (e.stack ?? e.message) : String(e)
  } finally {
    const stopping = stack?.stop()
    if (stopping) await stopping
    if (stack)
      results.productionLogTail = stack.output.filter((l) => /error|fail/i.test(l)).slice(-20)
    if (!KEEP) fs.rmSync(work, { recursive: true, force: true })
    else log(`kept ${work}`)
  }

  results.loadAverage1mAtEachStep = loadBySection
  const outDir = path.join(root, 'bench', 'results')
  fs.mkdirSync(outDir, { recursive: true })
  const file = path.join(outDir, `dossier-${startedAt.toISOString().replace(/[:.]/g, '-')}.json`)
  fs.writeFileSync(file, JSON.stringify(results, null, 2) + '\n')
  printSummary(results)
  console.info(`\nwrote ${path.relative(process.cwd(), file)}`)
  if (failure) {
    console.error(failure)
    process.exitCode = 1
  }
}

type Timing = Awaited<ReturnType<typeof timeCalls>>
type Results = {
  [key: string]: unknown
  node: string
  cpus: number
  commit: string
  seed?: { documents: number; documentPages: number; folders: number; totalMs: number; how: string }
  reads?: Omit<Awaited<ReturnType<typeof measureReads>>, 'cases' | 'emptyArgs'>
  engineCallEmptyPage?: Timing
  engineCall?: Timing
  httpApi?: Timing & { errors: number; how: string }
  webSocket?: Timing & { errors: number; how: string }
  ssrPage?: {
    url: string
    status: number
    location: string | null
    bytes: number
    placeholder: boolean
    listsSeededDocuments: boolean
    topFolderNamesInHtml: number
  }
  ssr?: Record<string, LoadResult & { cpuMsPerRequest: ReturnType<ReturnType<typeof cpuMeter>> }>
}

function printSummary(r: Results) {
  const line = (label: string, value: string, target = '') =>
    console.info(`  ${label.padEnd(44)} ${value.padEnd(36)} ${target}`)
  const lat = (s: Summary | undefined) =>
    s ? `p50 ${s.p50} ms, p95 ${s.p95} ms (n=${s.count})` : 'not measured'
  console.info(
    `\nDossier benchmark (${r.seed?.documents?.toLocaleString()} documents, node ${r.node}, ${r.cpus} CPUs, ${r.commit})`,
  )
  if (r.seed) {
    line(
      'seed',
      `${(r.seed.totalMs / 1000).toFixed(1)} s (${r.seed.documentPages} pages, ${r.seed.folders} folders)`,
    )
  }
  const reads = r.reads
  if (reads) {
    const d = reads.documentsReadPerFullPage
    line(
      'documents read, full page of 20',
      `median ${d.p50}, max ${d.max} (${reads.fullPages} pages)`,
      `target ≤ ${2 * PAGE_SIZE}`,
    )
    line(
      'documents read, worst case',
      `${reads.worst.documentsRead} (${reads.worst.listing}, ${reads.worst.sort}, page ${reads.worst.page})`,
    )
    line('documents read, empty page (fixed cost)', `${reads.emptyPage?.documentsRead}`)
    line('page queries over the target', `${reads.overTarget} of ${reads.rows.length}`)
  }
  const cpu = (c: { ssrServer?: number; backend?: number; thisProcess: number } | undefined) =>
    c
      ? c.backend === undefined
        ? `${c.thisProcess} ms`
        : `SSR server ${c.ssrServer} ms + backend ${c.backend} ms`
      : '-'
  line('engine.call (in process)', lat(r.engineCall?.all), `CPU ${cpu(r.engineCall?.cpuMsPerCall)}`)
  line(
    'engine.call, empty page (fixed cost)',
    lat(r.engineCallEmptyPage?.all),
    `CPU ${cpu(r.engineCallEmptyPage?.cpuMsPerCall)}`,
  )
  line(
    'POST /api/query round trip',
    lat(r.httpApi?.all),
    `errors ${r.httpApi?.errors ?? '-'}, backend CPU ${r.httpApi?.cpuMsPerCall.backend ?? '-'} ms`,
  )
  line(
    '  first page / deeper pages',
    `${r.httpApi?.firstPage?.p50} / ${r.httpApi?.deeperPages?.p50} ms p50`,
  )
  line(
    'WebSocket subscription, first result',
    lat(r.webSocket?.all),
    `errors ${r.webSocket?.errors ?? '-'}, backend CPU ${r.webSocket?.cpuMsPerCall.backend ?? '-'} ms`,
  )
  if (r.ssrPage) {
    line(
      'SSR page',
      `${r.ssrPage.status}, ${r.ssrPage.bytes} B, placeholder=${r.ssrPage.placeholder}`,
    )
  }
  for (const [k, v] of Object.entries(r.ssr ?? {})) {
    line(
      `SSR TTFB ${k}`,
      `p50 ${v.ttfbMs.p50} ms, p95 ${v.ttfbMs.p95} ms`,
      `${v.requests} req, ${v.requestsPerSecond} req/s, ${v.errors} errors, CPU ${cpu(v.cpuMsPerRequest)}`,
    )
  }
  console.info(
    '  targets: P1 ≤ 40 documents read per page; P2 TTFB p50 ≤ 50 ms, p95 ≤ 200 ms at 10 connections, ≥ 50 req/s for 60 s, 0 errors',
  )
}

await main()
