/**
 * P3 and P1 (browser side), design/targets.md: the JavaScript of the first route and of the
 * dossier, and Lighthouse on the dossier of a matter with 10,000 documents.
 *
 *   npx tsx bench/web.ts [--scale 1] [--runs 3] [--js-runs 3] [--paint-rounds 3]
 *                        [--source <dir>] [--skip-lighthouse] [--paint-profile] [--keep]
 *
 * 1. Snapshots the working tree (or --source, e.g. `git archive` of an older commit with a
 *    node_modules link, to measure a before/after pair the same way) into a temporary directory
 *    (other engineers' edits and dist/ are never touched) and builds it with `scripts/build.mjs --out-dir`, the backend addresses baked
 *    in as 127.0.0.1:3972 / :3973.
 * 2. Seeds a fresh data directory with the dossier of bench/dossier.ts (bench/lib/engine-seed.ts:
 *    10,000 processed documents in 200 folders) on a real convex-local engine in this process.
 * 3. Runs the snapshot's `npm start` (scripts/start.mjs: the SSR server on 127.0.0.1:3970 and
 *    convex-local `start` on :3972/:3973) on that data and signs in through the app.
 * 4. JavaScript per route (bench/lib/page-js.ts): Chromium opens /login signed out and
 *    /matters/<slug>/dossier signed in; every script requested before the page hydrated is
 *    fetched again with `Accept-Encoding: gzip` and `br` and the bytes the server sends summed.
 *    Bytes do not vary between runs; the time to hydration does (median of --js-runs).
 * 5. Lighthouse desktop (performance) on the dossier, signed in (the session cookie as an extra
 *    header), and on /login: --runs runs each, a fresh Chromium each; the median per metric.
 * 7. P4: a review table of 50 documents × 20 columns made and run through the API (the run's time
 *    is reported too), then sorted, filtered, walked with the keyboard, scrolled and edited in
 *    Chromium (bench/lib/table-grid.ts): long tasks, interaction durations, edits painted.
 * 6. P5 in the browser (bench/lib/search-paint.ts): the dossier search's answer painted after the
 *    Enter that sends it, for the plain queries of bench/search.ts, --paint-rounds fresh pages.
 * Writes bench/results/web-<timestamp>.json and prints a summary. Each step has a time limit and
 * every server listens on 127.0.0.1.
 */
import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { type ProductionStack, buildApp, snapshotRepo, startProduction } from './lib/app-stack'
import { sessionFrom } from './lib/engine-seed'
import { type LighthouseRun, runLighthouse } from './lib/lighthouse'
import { type PageJs, launchChromium, measurePageJs } from './lib/page-js'
import { measureSearchPaint } from './lib/search-paint'
import { measureTableGrid } from './lib/table-grid'
import { ConvexHttpClient } from 'convex/browser'
import { api } from '../convex/_generated/api'
import type { Seeded } from './lib/engine-seed'
import { queries as searchCases } from './lib/search-queries'
import { seedDossier } from './lib/seed-dossier'
import { msSince, round2, summarize, machine } from './lib/stats'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const argv = process.argv.slice(2)
const arg = (name: string, fallback: string) => {
  const i = argv.indexOf(`--${name}`)
  return i >= 0 && argv[i + 1] !== undefined ? argv[i + 1]! : fallback
}
const SCALE = Number(arg('scale', '1'))
const RUNS = Math.max(1, Math.min(9, Number(arg('runs', '3'))))
const JS_RUNS = Math.max(1, Math.min(9, Number(arg('js-runs', '3'))))
const PAINT_ROUNDS = Math.max(1, Math.min(9, Number(arg('paint-rounds', '3'))))
const KEEP = argv.includes('--keep')
const SKIP_LIGHTHOUSE = argv.includes('--skip-lighthouse')
const SOURCE = path.resolve(arg('source', root))

const APP_PORT = 3970
const BACKEND_PORT = 3972
const SITE_PORT = 3973
// The browser's address: the backend's SITE_URL, as with `npm start`.
const APP_ORIGIN = `http://localhost:${APP_PORT}`
const ADMIN = { email: 'bench-admin@hale.test', password: 'bench-password-2026', name: 'Bench' }
const TARGETS = {
  firstRouteGzipBytes: 170 * 1024,
  firstRouteCapGzipBytes: 250 * 1024,
  dossierScore: 95,
  dossierLcpMs: 1000,
  dossierTbtMs: 100,
  dossierCls: 0.05,
  searchPaintMs: 150,
  tableLongTaskMs: 50,
  tableEditPaintedMs: 50,
  tableInteractionP75Ms: 100,
}

const log = (message: string) => console.info(`[web] ${message}`)

async function portFree(port: number) {
  return await new Promise<boolean>((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port })
    socket.once('connect', () => (socket.destroy(), resolve(false)))
    socket.once('error', () => resolve(true))
  })
}

function within<T>(promise: Promise<T>, seconds: number, label: string): Promise<T> {
  let timer: NodeJS.Timeout
  return Promise.race([
    promise.finally(() => clearTimeout(timer)),
    new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`${label} took over ${seconds} s`)), seconds * 1000)
    }),
  ])
}

/** The same page measured `JS_RUNS` times: bytes from the first, hydration time as a summary. */
async function pageJs(url: string, cookie?: string) {
  const browser = await launchChromium()
  try {
    const runs: PageJs[] = []
    for (let i = 0; i < JS_RUNS; i++) {
      runs.push(await within(measurePageJs(browser, url, { cookie }), 120, `scripts of ${url}`))
    }
    const [first] = runs as [PageJs, ...PageJs[]]
    return {
      ...first,
      hydratedMs: summarize(runs.map((r) => r.hydratedMs)),
      sameBytesEveryRun: runs.every(
        (r) => r.beforeInteractive.gzip === first.beforeInteractive.gzip,
      ),
    }
  } finally {
    await browser.close()
  }
}

/** The plain queries of bench/search.ts (the search box holds no filters), PAINT_ROUNDS times. */
async function searchPaint(url: string, cookie: string, seeded: Parameters<typeof searchCases>[0]) {
  const typed = searchCases(seeded)
    .filter((c) => c.fn === 'documents' && Object.keys(c.args).length === 2)
    .map((c) => (c.args as { query: string }).query)
  const browser = await launchChromium()
  try {
    const profileTo = argv.includes('--paint-profile')
      ? path.join(root, 'bench', 'results', `search-paint-${Date.now()}.cpuprofile`)
      : undefined
    const runs = await measureSearchPaint(browser, url, cookie, typed, PAINT_ROUNDS, { profileTo })
    return {
      queries: typed,
      summary: summarize(runs.map((r) => r.ms)),
      sent: summarize(runs.map((r) => r.sentMs)),
      answer: summarize(runs.map((r) => r.answerMs)),
      paint: summarize(runs.map((r) => r.paintMs)),
      runs,
    }
  } finally {
    await browser.close()
  }
}

const TABLE_QUESTIONS = [
  { label: 'Summary', type: 'text', prompt: 'What is the document about?' },
  { label: 'Date', type: 'date', prompt: 'What is the date of the document?' },
  { label: 'Amount', type: 'currency', prompt: 'What amount does it state?' },
  { label: 'Docket', type: 'text', prompt: 'What is the case number?' },
  { label: 'Privileged', type: 'yesNo', prompt: 'Is it marked privileged?' },
]

/** The 75th percentile (INP's), 0 without samples. */
function p75(samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b)
  return sorted.length ? sorted[Math.ceil(0.75 * sorted.length) - 1]! : 0
}

/** P4: a 50 × 20 table made, run and measured in the browser. */
async function tableGrid(seeded: Seeded, cookie: string, token: string) {
  const client = new ConvexHttpClient(`http://127.0.0.1:${BACKEND_PORT}`)
  client.setAuth(token)
  const documents = await client.query(api.dossier.documents.list, {
    paginationOpts: { numItems: 50, cursor: null },
    filter: { projectId: seeded.projectId },
  })
  const columns = Array.from({ length: 20 }, (_, i) => {
    const question = TABLE_QUESTIONS[i % TABLE_QUESTIONS.length]!
    return { ...question, label: `${question.label} ${Math.floor(i / TABLE_QUESTIONS.length) + 1}` }
  })
  const { tableId } = await client.mutation(api.review.tables.create, {
    projectId: seeded.projectId,
    name: 'P4 review',
    columns,
  })
  await client.mutation(api.review.tables.addDocuments, {
    id: tableId,
    source: { kind: 'documents', documentIds: documents.page.map((d) => d._id) },
  })
  const t0 = process.hrtime.bigint()
  await client.mutation(api.review.tables.run, { id: tableId })
  for (;;) {
    const table = await client.query(api.review.tables.get, { id: tableId })
    if (table.run?.state === 'done') break
    await new Promise((r) => setTimeout(r, 200))
  }
  const runMs = round2(msSince(t0))
  const browser = await launchChromium()
  try {
    const url = `${APP_ORIGIN}/matters/${seeded.slug}/tables/${tableId}`
    const labels = columns.map((c) => c.label)
    const run = await measureTableGrid(browser, url, cookie, labels, 10)
    const all = Object.values(run.longTasksMs).flat()
    return {
      cells: 1000,
      runMs,
      ...run,
      longestTaskMs: all.length ? Math.max(...all) : 0,
      interactions: summarize(run.interactionsMs.map((e) => e.ms)),
      interactionP75Ms: p75(run.interactionsMs.map((e) => e.ms)),
      editPainted: summarize(run.editPaintedMs),
    }
  } finally {
    await browser.close()
  }
}

/** `RUNS` Lighthouse runs of one page and the median of each metric. */
async function lighthouseRuns(url: string, cookie?: string) {
  const runs: LighthouseRun[] = []
  for (let i = 0; i < RUNS; i++) {
    log(`Lighthouse ${new URL(url).pathname} (${i + 1}/${RUNS})…`)
    runs.push(await runLighthouse(url, { cookie, timeoutMs: 150_000 }))
  }
  const median = (pick: (r: LighthouseRun) => number) => summarize(runs.map(pick)).p50
  return {
    median: {
      score: median((r) => r.score),
      lcpMs: median((r) => r.lcpMs),
      fcpMs: median((r) => r.fcpMs),
      tbtMs: median((r) => r.tbtMs),
      cls: median((r) => r.cls),
      speedIndexMs: median((r) => r.speedIndexMs),
      scriptTransferBytes: median((r) => r.scriptTransferBytes),
    },
    runs,
  }
}

async function main() {
  const startedAt = new Date()
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'casefile-web-bench-'))
  const repo = path.join(work, 'repo')
  const dataDir = path.join(work, 'data')
  // Inside the snapshot: the SSR bundle imports react & co. from the node_modules above it.
  const buildDir = path.join(repo, '.bench-build')
  const results: Record<string, unknown> = {
    ...machine(startedAt),
    source: SOURCE,
    scale: SCALE,
    lighthouseRuns: RUNS,
    jsRuns: JS_RUNS,
    targets: TARGETS,
  }
  let stack: ProductionStack | null = null
  let failure: unknown = null
  try {
    for (const port of [APP_PORT, BACKEND_PORT, SITE_PORT]) {
      if (!(await portFree(port))) throw new Error(`port ${port} is in use`)
    }
    log(`snapshot of ${SOURCE} in ${repo}`)
    snapshotRepo(SOURCE, repo)
    log('building (scripts/build.mjs --out-dir)…')
    results.buildMs = (
      await buildApp(repo, buildDir, {
        convexUrl: `http://127.0.0.1:${BACKEND_PORT}`,
        convexSiteUrl: `http://127.0.0.1:${SITE_PORT}`,
      })
    ).ms

    log(`seeding ${(10_000 * SCALE).toLocaleString()} documents…`)
    let t0 = process.hrtime.bigint()
    const seeded = await within(
      seedDossier({
        repo,
        dataDir,
        port: BACKEND_PORT,
        sitePort: SITE_PORT,
        appOrigin: APP_ORIGIN,
        scale: SCALE,
        admin: ADMIN,
      }),
      900,
      'seeding',
    )
    results.seed = {
      documents: seeded.documents,
      pages: seeded.pages,
      folders: seeded.folders.size,
      seconds: round2(msSince(t0) / 1000),
    }

    log('npm start on the seeded data…')
    stack = await startProduction(repo, { buildDir, dataDir, port: APP_PORT })
    const signIn = await fetch(`${APP_ORIGIN}/api/auth/sign-in/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: APP_ORIGIN },
      body: JSON.stringify({ email: ADMIN.email, password: ADMIN.password }),
    })
    const { cookie, token } = await sessionFrom(signIn, `${APP_ORIGIN}/api/auth/convex/token`)
    const login = `${APP_ORIGIN}/login`
    const dossier = `${APP_ORIGIN}/matters/${seeded.slug}/dossier`
    // Warm the SSR server and the asset cache once; nothing below is timed from a cold process.
    for (const url of [login, dossier]) await (await fetch(url, { headers: { cookie } })).text()

    log('scripts per route…')
    t0 = process.hrtime.bigint()
    results.js = { login: await pageJs(login), dossier: await pageJs(dossier, cookie) }
    results.jsSeconds = round2(msSince(t0) / 1000)

    log('search painted after Enter…')
    results.searchPaint = await within(searchPaint(dossier, cookie, seeded), 600, 'search paint')

    log('review table, 50 × 20…')
    results.table = await within(tableGrid(seeded, cookie, token), 900, 'table grid')

    if (!SKIP_LIGHTHOUSE) {
      results.lighthouse = {
        dossier: await within(lighthouseRuns(dossier, cookie), 180 * RUNS, 'Lighthouse dossier'),
        login: await within(lighthouseRuns(login), 180 * RUNS, 'Lighthouse login'),
      }
    }
  } catch (error) {
    failure = error
    results.error = error instanceof Error ? (error.stack ?? error.message) : String(error)
  } finally {
    if (stack) {
      results.productionLogTail = stack.output.filter((l) => /error|fail/i.test(l)).slice(-20)
      await stack.stop()
    }
    if (KEEP) log(`kept ${work}`)
    else fs.rmSync(work, { recursive: true, force: true })
  }
  results.loadAverageAtEnd = os.loadavg().map(round2)
  const outDir = path.join(root, 'bench', 'results')
  fs.mkdirSync(outDir, { recursive: true })
  const file = path.join(outDir, `web-${startedAt.toISOString().replace(/[:.]/g, '-')}.json`)
  fs.writeFileSync(file, JSON.stringify(results, null, 2) + '\n')
  printSummary(results)
  console.info(`\nwrote ${path.relative(process.cwd(), file)}`)
  if (failure) {
    console.error(failure)
    process.exitCode = 1
  }
}

function printSummary(r: Record<string, unknown>) {
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`
  const line = (label: string, value: string, target = '') =>
    console.info(`  ${label.padEnd(38)} ${value.padEnd(52)} ${target}`)
  console.info(`\nWeb benchmark (node ${String(r.node)}, ${String(r.cpus)} CPUs)`)
  const js = r.js as Record<string, Awaited<ReturnType<typeof pageJs>>> | undefined
  for (const [name, page] of Object.entries(js ?? {})) {
    const b = page.beforeInteractive
    line(
      `JS before hydration, ${name}`,
      `${kb(b.gzip)} gzip, ${kb(b.brotli)} br, ${kb(b.raw)} raw, ${b.count} files`,
      name === 'login' ? `target ≤ ${kb(TARGETS.firstRouteGzipBytes)} gzip` : '',
    )
    if (page.afterInteractive.count > 0) {
      line(`  then, once idle`, `${kb(page.afterInteractive.gzip)} gzip`)
    }
    line(`  hydrated after`, `p50 ${page.hydratedMs.p50} ms (n=${page.hydratedMs.count})`)
  }
  const paint = r.searchPaint as Awaited<ReturnType<typeof searchPaint>> | undefined
  if (paint) {
    const s = paint.summary
    line(
      'Search painted after Enter',
      `p50 ${s.p50} ms, p95 ${s.p95} ms, max ${s.max} ms (n=${s.count})`,
      `target ≤ ${TARGETS.searchPaintMs} ms`,
    )
    line(
      '  Enter → sent, → answered, → painted',
      `p50 ${paint.sent.p50}, ${paint.answer.p50}, ${paint.paint.p50} ms`,
    )
  }
  const table = r.table as Awaited<ReturnType<typeof tableGrid>> | undefined
  if (table) {
    line('Table 50 × 20: run of 1,000 cells', `${(table.runMs / 1000).toFixed(1)} s`)
    line(
      '  longest task (sort/filter/keys/scroll)',
      `${table.longestTaskMs} ms`,
      `target none over ${TARGETS.tableLongTaskMs} ms`,
    )
    line(
      '  interactions (Event Timing)',
      `p75 ${table.interactionP75Ms} ms, max ${table.interactions.max} ms (n=${table.interactions.count})`,
      `target p75 ≤ ${TARGETS.tableInteractionP75Ms} ms`,
    )
    line(
      '  edit painted',
      `p50 ${table.editPainted.p50} ms, max ${table.editPainted.max} ms (n=${table.editPainted.count})`,
      `target ≤ ${TARGETS.tableEditPaintedMs} ms`,
    )
  }
  const lh = r.lighthouse as Record<string, Awaited<ReturnType<typeof lighthouseRuns>>> | undefined
  for (const [name, result] of Object.entries(lh ?? {})) {
    const m = result.median
    line(
      `Lighthouse desktop, ${name}`,
      `score ${m.score}, LCP ${m.lcpMs} ms, TBT ${m.tbtMs} ms, CLS ${m.cls}`,
      name === 'dossier' ? 'target ≥ 95, LCP ≤ 1000 ms, TBT ≤ 100 ms, CLS ≤ 0.05' : '',
    )
    line(`  FCP, Speed Index (medians)`, `${m.fcpMs} ms, ${m.speedIndexMs} ms`)
  }
}

await main()
