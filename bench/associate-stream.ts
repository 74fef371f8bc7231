/**
 * A5 (design/targets.md), streaming: "first chunk ≤ 300 ms offline; a reload mid-stream shows the
 * persisted partial text; two clients see the same final text".
 *
 *   npx tsx bench/associate-stream.ts [--calls 30] [--scale 1] [--keep] [--profile] [--yield]
 *                                     [--max-seconds 900]
 *
 * Snapshots the working tree's convex/ (other engineers' edits are never touched), starts
 * convex-local in this process on a fresh data directory (127.0.0.1:3984/:3985) and seeds the
 * 10,000-document matter of bench/search.ts (bench/lib/engine-seed.ts). The bench admin signs in
 * twice (two sessions, as two browsers) and each session drives a stock `ConvexClient`
 * (convex/browser, WebSocket, `setAuth` with the session's backend token as the app's provider
 * does), both subscribed to `threads.get` of the current thread. Then `calls` questions of
 * bench/lib/associate-questions.ts (answered by the seeded pages and not), one after another,
 * client 1 asking through `associate.ask` (a new thread every 5 questions, the others continuing
 * it). For each, from just before `ask` is called: (a) the first update on client 1 in which the
 * new answer has text (first chunk), (b) the update in which it is done, on both clients, (c)
 * whether client 2's final text, status and citations equal client 1's. The `ask` mutation's own
 * time is the engine's (the span of its `engine.call`, from the WebSocket transport). When client
 * 1's first chunk arrives still streaming, a "reload" reads the thread afresh over HTTP
 * (`ConvexHttpClient`, as the route loader does) and checks it shows persisted partial text that
 * the final text continues.
 *
 * The path of the first chunk is split from timestamps around the engine's steps
 * (bench/lib/associate-trace.ts: the transport's call, the scheduler's job start, the worker's
 * ctx.runQuery/runMutation, the sync server's Transitions): to the server, `ask`, the scheduling
 * delay of runAfter(0), the job's start, `prepare` (retrieval query and the extractive answer),
 * the first `append` mutation, the subscription's re-run and push, the client. Afterwards
 * `prepare` is split again in-process: `retrievePages` (the page index) alone in an inline query,
 * and `answerExtractive` on its pages. `--profile` records a CPU profile of the measured loop
 * (node:inspector) and sums its self time by part. `--yield` is an experiment, not the engine as
 * it is: each ctx.runQuery / ctx.runMutation of an action first waits one macrotask, as if the
 * action ran beside the server (see bench/lib/associate-trace.ts). Writes
 * bench/results/associate-stream-<timestamp>.json.
 */
import fs from 'node:fs'
import inspector from 'node:inspector'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { monitorEventLoopDelay, performance } from 'node:perf_hooks'
import { fileURLToPath } from 'node:url'
import { ConvexClient, ConvexHttpClient } from 'convex/browser'
import type { FunctionReturnType } from 'convex/server'
import { api } from '../convex/_generated/api'
import type { answerExtractive as answerExtractiveType } from '../convex/ai/model/associate'
import type { retrievePages as retrievePagesType } from '../convex/associate/model/retrieval'
import type { Id } from '../convex/_generated/dataModel'
import {
  createEngine,
  type Identity,
  type LocalEngine,
} from '../packages/convex-local/src/engine/index'
import { type RouteContext, startServer } from '../packages/convex-local/src/server'
import { snapshotRepo } from './lib/app-stack'
import { summarizeProfile } from './lib/associate-profile'
import { STREAM_QUESTIONS } from './lib/associate-questions'
import { StreamTrace, type TraceEvent, first, last } from './lib/associate-trace'
import { inlineQuery, seed, sessionFrom, writeBackendEnv } from './lib/engine-seed'
import { type Summary, machine, msSince, round2, summarize } from './lib/stats'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const argv = process.argv.slice(2)
const arg = (name: string, fallback: string) => {
  const i = argv.indexOf(`--${name}`)
  return i >= 0 && argv[i + 1] !== undefined ? argv[i + 1]! : fallback
}
const SCALE = Number(arg('scale', '1'))
const CALLS = Math.max(1, Math.min(1_000, Math.floor(Number(arg('calls', '30')))))
const MAX_SECONDS = Math.max(10, Number(arg('max-seconds', '900')))
const KEEP = argv.includes('--keep')
const PROFILE = argv.includes('--profile')
const YIELD = argv.includes('--yield')
const PORT = 3984
const SITE_PORT = 3985
const APP_ORIGIN = 'http://localhost:3950'
const ADMIN = { email: 'bench-admin@hale.test', password: 'bench-password-2026', name: 'Bench' }
/** A5's bound on the first chunk. */
const FIRST_CHUNK_TARGET_MS = 300
/** A new thread every this many questions. */
const THREAD_EVERY = 5
/** Per question: the answer must be done on both clients within this. */
const ANSWER_TIMEOUT_MS = 30_000
const WARM_UP = 2

type Thread = FunctionReturnType<typeof api.associate.threads.get>
type Message = Thread['messages'][number]
const TERMINAL = new Set(['done', 'failed', 'stopped'])

async function portFree(port: number) {
  return await new Promise<boolean>((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port })
    socket.once('connect', () => (socket.destroy(), resolve(false)))
    socket.once('error', () => resolve(true))
  })
}

function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined
  return Promise.race([
    promise,
    new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`${what}: no answer within ${ms} ms`)), ms)
    }),
  ]).finally(() => clearTimeout(timer))
}

/** One client's subscription to `threads.get` of the current thread: every update, stamped. */
class Watcher {
  log: { t: number; messages: Message[] }[] = []
  errors: string[] = []
  private unsubscribe: (() => void) | undefined
  private readonly waiters = new Set<() => void>()

  constructor(readonly client: ConvexClient) {}

  watch(threadId: Id<'threads'>) {
    this.unsubscribe?.()
    this.log = []
    const unsubscribe = this.client.onUpdate(
      api.associate.threads.get,
      { threadId },
      (thread) => {
        this.log.push({ t: performance.now(), messages: thread.messages })
        for (const wake of this.waiters) wake()
      },
      (error) => {
        this.errors.push(error.message)
        for (const wake of this.waiters) wake()
      },
    )
    this.unsubscribe = () => unsubscribe()
  }

  /** The first update from index `from` on where `pick` finds something (waiting for it if need be). */
  async until<T>(
    from: number,
    pick: (messages: Message[]) => T | undefined,
    deadline: number,
  ): Promise<{ t: number; value: T; index: number } | null> {
    let i = from
    for (;;) {
      for (; i < this.log.length; i++) {
        const value = pick(this.log[i]!.messages)
        if (value !== undefined) return { t: this.log[i]!.t, value, index: i }
      }
      const left = deadline - performance.now()
      if (left <= 0 || this.errors.length > 0) return null
      await new Promise<void>((resolve) => {
        const wake = () => (this.waiters.delete(wake), clearTimeout(timer), resolve())
        const timer = setTimeout(wake, left)
        this.waiters.add(wake)
      })
    }
  }

  stop() {
    this.unsubscribe?.()
    this.unsubscribe = undefined
  }
}

async function signIn(siteUrl: string) {
  for (let attempt = 0; ; attempt++) {
    const response = await fetch(`${siteUrl}/api/auth/sign-in/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: APP_ORIGIN },
      body: JSON.stringify({ email: ADMIN.email, password: ADMIN.password }),
    })
    // better-auth's sign-in limit (3 in 10 s): wait it out, at most twice.
    if (response.status === 429 && attempt < 2) {
      await response.arrayBuffer()
      await new Promise((r) => setTimeout(r, 11_000))
      continue
    }
    return await sessionFrom(response, `${siteUrl}/api/auth/convex/token`)
  }
}

/** A ConvexClient authenticated with `token`, once its first authenticated query has answered. */
async function connectedClient(url: string, token: string, projectId: Id<'projects'>) {
  // logger: false: see bench/dossier.ts (the client's clock-based "slow result" notice).
  const client = new ConvexClient(url, { logger: false })
  const authenticated = new Promise<boolean>((resolve) => {
    client.setAuth(async () => token, resolve)
  })
  if (!(await withTimeout(authenticated, 20_000, 'WebSocket authentication'))) {
    throw new Error('the WebSocket client was not authenticated')
  }
  await withTimeout(client.query(api.associate.threads.list, { projectId }), 20_000, 'threads.list')
  return client
}

type CallRecord = {
  i: number
  question: string
  expect: 'answer' | 'not found'
  newThread: boolean
  error?: string
  askRoundTripMs?: number
  askServerMs?: number
  firstChunkMs?: number
  firstChunkStatus?: string
  doneMs?: number
  doneClient2Ms?: number
  notFound?: boolean
  citations?: number
  textLength?: number
  /** Distinct non-empty texts client 1 showed before the final one. */
  partialUpdates?: number
  match?: boolean
  reload?: { status: string; textLength: number; prefixOfFinal: boolean }
  /** threads.get run in the engine the moment the first append committed: a reload then. */
  readAtFirstAppend?: { status: string; textLength: number; prefixOfFinal: boolean }
  /** The worker's writes: first append's start to finish's end, and how many appends. */
  streamWindowMs?: number
  appends?: number
  /** Transitions sent to client 1 between the first append's commit and the job's end. */
  pushesDuringStream?: number
  /** The first Transition to client 1 after the first append, ms after the job ended (< 0: before). */
  firstPushAfterJobEndMs?: number
  /** Every traced step, ms from just before ask (c1/c2: the client's sync session). */
  timeline?: string[]
  phases?: Record<string, number>
  doneAfterFinishMs?: number
  cpuMs?: number
}

const span = (a: number | undefined, b: number | undefined) =>
  a === undefined || b === undefined ? undefined : round2(b - a)

/** The first chunk's path, split at the engine's timestamps (see bench/lib/associate-trace.ts). */
function phasesOf(
  trace: StreamTrace,
  from: number,
  t0: number,
  firstChunkAt: number,
  subscribedAt: number | undefined,
) {
  const { events } = trace.since(from)
  const askIn = first(events, 'in:Mutation', t0)
  const session = askIn?.session
  const askStart = first(events, 'call:associate:ask:start', t0)
  const askEnd = first(events, 'call:associate:ask:end', askStart?.t)
  const jobStart = first(events, 'job:start', askEnd?.t)
  const prepStart = first(events, 'step:associateWorker:prepare:start', jobStart?.t)
  const prepEnd = first(events, 'step:associateWorker:prepare:end', prepStart?.t)
  const appendStart = first(events, 'step:associateWorker:append:start', prepEnd?.t)
  const appendEnd = first(events, 'step:associateWorker:append:end', appendStart?.t)
  const jobEnd = first(events, 'job:end', appendEnd?.t)
  // The Transition to client 1 that carried the first chunk: the last one sent before it arrived.
  const pushed = last(events, 'out:Transition', firstChunkAt, session)
  const textAt = Math.max(appendEnd?.t ?? -Infinity, subscribedAt ?? -Infinity)
  // No Transition can be computed while the action holds the event loop: the time from the first
  // chunk's commit to the action's end (the rest of the answer written) is its own phase.
  const heldUntil =
    jobEnd && pushed && jobEnd.t > textAt && jobEnd.t <= pushed.t ? jobEnd.t : textAt
  const phases = {
    toServer: span(t0, askStart?.t),
    askMutation: span(askStart?.t, askEnd?.t),
    scheduleDelay: span(askEnd?.t, jobStart?.t),
    jobStart: span(jobStart?.t, prepStart?.t),
    prepare: span(prepStart?.t, prepEnd?.t),
    actionGap: span(prepEnd?.t, appendStart?.t),
    appendMutation: span(appendStart?.t, appendEnd?.t),
    heldUntilActionEnd: pushed && pushed.t >= textAt ? span(textAt, heldUntil) : undefined,
    pushServer: pushed && pushed.t >= textAt ? span(heldUntil, pushed.t) : undefined,
    pushClient: pushed && pushed.t >= textAt ? span(pushed.t, firstChunkAt) : undefined,
  }
  const finishEnd = first(events, 'step:associateWorker:finish:end', appendEnd?.t)
  const firstPush = first(events, 'out:Transition', appendEnd?.t, session)
  const pushesDuringStream =
    appendEnd && jobEnd
      ? events.filter(
          (e) =>
            e.kind === 'out:Transition' &&
            e.session === session &&
            e.t >= appendEnd.t &&
            e.t <= jobEnd.t,
        ).length
      : undefined
  const appends = events.filter((e) => e.kind === 'step:associateWorker:append:end').length
  const who = (e: TraceEvent) =>
    e.session === undefined ? '' : e.session === session ? ' c1' : ' c2'
  return {
    phases,
    finishEndAt: finishEnd?.t,
    streamWindowMs: span(appendStart?.t, finishEnd?.t),
    appends,
    pushesDuringStream,
    firstPushAfterJobEndMs: span(jobEnd?.t, firstPush?.t),
    timeline: events
      .filter((e) => e.t <= firstChunkAt + 50)
      .map((e) => `${(e.t - t0).toFixed(2)} ${e.kind}${who(e)}`),
  }
}

async function main() {
  const startedAt = new Date()
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'casefile-associate-stream-'))
  const repo = path.join(work, 'repo')
  const dataDir = path.join(work, 'data')
  const results: Record<string, unknown> = {
    ...machine(startedAt),
    scale: SCALE,
    calls: CALLS,
    settings: {
      ports: { cloud: PORT, site: SITE_PORT },
      model: 'offline (no AI_* environment)',
      clients:
        'two stock ConvexClient (convex/browser) over WebSocket in this process, each with its own session (the bench admin signed in twice), setAuth with the backend token',
      subscription: 'api.associate.threads.get of the current thread on both clients',
      threads: `a new thread every ${THREAD_EVERY} questions (ask without threadId, then both clients subscribe); the others continue it`,
      warmUp: WARM_UP,
      answerTimeoutMs: ANSWER_TIMEOUT_MS,
      maxSeconds: MAX_SECONDS,
      firstChunk:
        "from just before client 1 calls associate.ask to client 1's first threads.get update in which the new assistant message has non-empty text",
      done: 'same start, to the update in which it is done (each client)',
      askServer:
        "the ask mutation's engine.call from the WebSocket transport (validation, authorisation, writes, commit, scheduling)",
      reload:
        'when the first chunk arrives still streaming: threads.get read afresh over HTTP (ConvexHttpClient), its text checked against the final text',
      engineInProcess:
        'convex-local, both clients and this script share one Node process (as bench/search.ts): the push times include the clients decoding',
      profile: PROFILE,
      yieldBetweenActionSteps: YIELD
        ? 'EXPERIMENT: each ctx.runQuery/runMutation of an action first waits one macrotask (setImmediate); not convex-local as it is'
        : false,
    },
  }
  let engine: LocalEngine | undefined
  let server: Awaited<ReturnType<typeof startServer>> | undefined
  const clients: ConvexClient[] = []
  const trace = new StreamTrace()
  const jobFailures: string[] = []
  let routeContext: RouteContext | undefined
  try {
    for (const port of [PORT, SITE_PORT]) {
      if (!(await portFree(port))) throw new Error(`port ${port} is in use`)
    }
    for (const name of Object.keys(process.env)) {
      if (name.startsWith('AI_')) throw new Error(`${name} is set: A5 measures the offline model`)
    }
    snapshotRepo(root, repo)
    const env = writeBackendEnv(dataDir, APP_ORIGIN)
    server = await startServer({
      dataDir,
      port: PORT,
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
            if (!info.success) jobFailures.push(`${info.udfPath}: ${info.error}`)
          },
        })
        trace.install(engine, { yieldSteps: YIELD })
        return engine
      },
      trace: trace.syncTrace,
      routes: (context) => ((routeContext = context), []),
      log: () => {},
    })
    console.info('[associate-stream] seeding 10,000 documents…')
    const t0 = process.hrtime.bigint()
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
    const sessions = [await signIn(server.siteUrl), await signIn(server.siteUrl)]
    for (const session of sessions) {
      clients.push(await connectedClient(server.url, session.token, seeded.projectId))
    }
    const [client1, client2] = clients as [ConvexClient, ConvexClient]
    const watchers = [new Watcher(client1), new Watcher(client2)] as const
    const reloader = new ConvexHttpClient(server.url)
    reloader.setAuth(sessions[0]!.token)
    const identity: Identity = {
      kind: 'user',
      identity: await routeContext!.authenticate(sessions[0]!.token),
      token: sessions[0]!.token,
    }
    /** threads.get of the message's thread, as the user, in the engine (no transport). */
    const readThread = (messageId: string) =>
      inlineQuery(
        engine!,
        async (ctx) => {
          const id = ctx.db.normalizeId('threadMessages', messageId)
          const message = id ? await ctx.db.get('threadMessages', id) : null
          if (!message) return undefined
          const thread = await ctx.runQuery(api.associate.threads.get, {
            threadId: message.threadId,
          })
          return thread.messages.find((m) => m._id === message._id)
        },
        identity,
      )

    const records: CallRecord[] = []
    let threadId: Id<'threads'> | undefined
    let profiler: inspector.Session | undefined
    const loopDeadline = performance.now() + MAX_SECONDS * 1000
    const loopDelay = monitorEventLoopDelay({ resolution: 5 })
    console.info(
      `[associate-stream] ${WARM_UP} warm-up + ${CALLS} questions, a new thread every ${THREAD_EVERY}…`,
    )
    for (let i = -WARM_UP; i < CALLS; i++) {
      if (performance.now() > loopDeadline) {
        results.stoppedEarly = `the ${MAX_SECONDS} s limit was reached after ${records.length} questions`
        break
      }
      if (i === 0) {
        trace.recording = true
        loopDelay.enable()
        if (PROFILE) {
          profiler = new inspector.Session()
          profiler.connect()
          await post(profiler, 'Profiler.enable')
          await post(profiler, 'Profiler.setSamplingInterval', { interval: 200 })
          await post(profiler, 'Profiler.start')
        }
      }
      const item = STREAM_QUESTIONS[(i + WARM_UP) % STREAM_QUESTIONS.length]!
      const newThread = threadId === undefined || (i >= 0 && i % THREAD_EVERY === 0)
      const record: CallRecord = {
        i,
        question: item.question,
        expect: item.expect,
        newThread,
      }
      const from = newThread ? [0, 0] : watchers.map((w) => w.log.length)
      const traceFrom = trace.events.length
      const cpu0 = process.cpuUsage()
      const deadline = performance.now() + ANSWER_TIMEOUT_MS
      // The moment the worker's first append has committed, read the thread as a reload would.
      let readAtFirstAppend: Promise<Message | undefined> | undefined
      // Every other question only: the read shares the event loop with the stream it reads, so
      // the other half measure the first chunk undisturbed (figures.firstChunkWithoutRead).
      trace.onEvent = (event) => {
        if (i % 2 === 0 || readAtFirstAppend) return
        if (event.kind !== 'step:associateWorker:append:end') return
        if (event.messageId === undefined) return
        readAtFirstAppend = readThread(event.messageId)
      }
      const askStartedAt = performance.now()
      try {
        const asked = await withTimeout(
          client1.mutation(api.associate.associate.ask, {
            projectId: seeded.projectId,
            question: item.question,
            ...(newThread ? {} : { threadId }),
          }),
          ANSWER_TIMEOUT_MS,
          'associate.ask',
        )
        const askedAt = performance.now()
        record.askRoundTripMs = round2(askedAt - askStartedAt)
        let subscribedAt: number | undefined
        if (newThread) {
          threadId = asked.threadId
          subscribedAt = performance.now()
          for (const w of watchers) w.watch(asked.threadId)
        }
        const mine = (messages: Message[]) => messages.find((m) => m._id === asked.messageId)
        const chunk = await watchers[0].until(
          from[0]!,
          (messages) => {
            const m = mine(messages)
            return m && m.text !== '' ? m : undefined
          },
          deadline,
        )
        if (!chunk) throw new Error(`no first chunk: ${watchers[0].errors.join('; ') || 'timeout'}`)
        record.firstChunkMs = round2(chunk.t - askStartedAt)
        record.firstChunkStatus = chunk.value.status
        // A reload mid-stream: the thread read afresh, as a reloaded page's loader reads it.
        const reload =
          chunk.value.status === 'streaming'
            ? reloader.query(api.associate.threads.get, { threadId: asked.threadId })
            : undefined
        const isDone = (messages: Message[]) => {
          const m = mine(messages)
          return m && TERMINAL.has(m.status) ? m : undefined
        }
        const [done1, done2] = await Promise.all(
          watchers.map((w, k) => w.until(from[k]!, isDone, deadline)),
        )
        if (!done1 || !done2) {
          throw new Error(
            `not done on client ${done1 ? 2 : 1} within ${ANSWER_TIMEOUT_MS} ms: ${[...watchers[0].errors, ...watchers[1].errors].join('; ')}`,
          )
        }
        record.doneMs = round2(done1.t - askStartedAt)
        record.doneClient2Ms = round2(done2.t - askStartedAt)
        const [final1, final2] = [done1.value, done2.value]
        record.notFound = final1.notFound
        record.citations = final1.citations.length
        record.textLength = final1.text.length
        record.match =
          final1.text === final2.text &&
          final1.status === final2.status &&
          JSON.stringify(final1.citations) === JSON.stringify(final2.citations)
        if (final1.status !== 'done') record.error = `ended ${final1.status}: ${final1.error}`
        const texts = new Set<string>()
        for (let k = chunk.index; k < done1.index; k++) {
          const text = mine(watchers[0].log[k]!.messages)?.text
          if (text) texts.add(text)
        }
        record.partialUpdates = texts.size
        if (reload) {
          const shown = (await withTimeout(reload, ANSWER_TIMEOUT_MS, 'reload')).messages.find(
            (m) => m._id === asked.messageId,
          )
          record.reload = {
            status: shown?.status ?? 'missing',
            textLength: shown?.text.length ?? 0,
            prefixOfFinal: !!shown && shown.text !== '' && final1.text.startsWith(shown.text),
          }
        }
        if (readAtFirstAppend) {
          const shown = await withTimeout(readAtFirstAppend, ANSWER_TIMEOUT_MS, 'read')
          record.readAtFirstAppend = {
            status: shown?.status ?? 'missing',
            textLength: shown?.text.length ?? 0,
            prefixOfFinal: !!shown && shown.text !== '' && final1.text.startsWith(shown.text),
          }
        }
        const used = process.cpuUsage(cpu0)
        record.cpuMs = round2((used.user + used.system) / 1000)
        if (i >= 0) {
          const split = phasesOf(trace, traceFrom, askStartedAt, chunk.t, subscribedAt)
          record.phases = Object.fromEntries(
            Object.entries(split.phases).filter(([, v]) => v !== undefined),
          ) as Record<string, number>
          record.askServerMs = record.phases.askMutation
          if (split.finishEndAt !== undefined) {
            record.doneAfterFinishMs = round2(done1.t - split.finishEndAt)
          }
          record.streamWindowMs = split.streamWindowMs
          record.appends = split.appends
          record.pushesDuringStream = split.pushesDuringStream
          record.firstPushAfterJobEndMs = split.firstPushAfterJobEndMs
          record.timeline = split.timeline
        }
      } catch (error) {
        record.error = error instanceof Error ? error.message : String(error)
        threadId = undefined // a thread left streaming refuses the next question (CONFLICT)
      }
      if (i >= 0) records.push(record)
      else if (record.error) throw new Error(`warm-up failed: ${record.error}`)
      // Trace events of finished questions are not needed again.
      if (trace.events.length > 50_000) trace.events.length = 0
    }
    trace.recording = false
    trace.onEvent = undefined
    loopDelay.disable()
    results.eventLoopDelay = {
      how: 'perf_hooks.monitorEventLoopDelay (5 ms resolution) over the measured questions: how long this process (engine, server, both clients) went without a turn of its event loop',
      p50: round2(loopDelay.percentile(50) / 1e6),
      p99: round2(loopDelay.percentile(99) / 1e6),
      max: round2(loopDelay.max / 1e6),
    }
    if (profiler) {
      const { profile } = (await post(profiler, 'Profiler.stop')) as { profile: CpuProfile }
      profiler.disconnect()
      const file = path.join(
        root,
        'bench',
        'results',
        `associate-stream-${startedAt.toISOString().replace(/[:.]/g, '-')}.cpuprofile`,
      )
      fs.mkdirSync(path.dirname(file), { recursive: true })
      fs.writeFileSync(file, JSON.stringify(profile))
      results.profile = { file: path.relative(root, file), ...summarizeProfile(profile, repo) }
    }
    for (const w of watchers) w.stop()

    results.figures = figures(records)
    results.calls = records
    results.jobFailures = jobFailures
    console.info('[associate-stream] prepare split in-process (retrieval, then the answer)…')
    results.prepareSplit = await prepareSplit(engine!, repo, seeded.projectId)
  } catch (error) {
    results.error = error instanceof Error ? (error.stack ?? error.message) : String(error)
    process.exitCode = 1
  } finally {
    await Promise.all(clients.map((c) => c.close().catch(() => {})))
    await server?.close().catch(() => {})
    await engine?.close().catch(() => {})
    if (!KEEP) fs.rmSync(work, { recursive: true, force: true })
    else results.workDirectory = work
  }
  results.loadAverageAtEnd = os.loadavg().map(round2)
  const outDir = path.join(root, 'bench', 'results')
  fs.mkdirSync(outDir, { recursive: true })
  const file = path.join(
    outDir,
    `associate-stream-${startedAt.toISOString().replace(/[:.]/g, '-')}.json`,
  )
  fs.writeFileSync(file, JSON.stringify(results, null, 2) + '\n')
  printSummary(results)
  console.info(`\nwrote ${path.relative(process.cwd(), file)}`)
}

type CpuProfile = Parameters<typeof summarizeProfile>[0]

function post(session: inspector.Session, method: string, params?: object) {
  return new Promise<unknown>((resolve, reject) =>
    session.post(method, params ?? {}, (error, result) =>
      error ? reject(error) : resolve(result),
    ),
  )
}

const pick = (records: CallRecord[], key: 'firstChunkMs' | 'doneMs' | 'doneClient2Ms') =>
  summarize(records.flatMap((r) => (r[key] === undefined ? [] : [r[key]])))

function figures(records: CallRecord[]) {
  const ok = records.filter((r) => r.doneMs !== undefined)
  const group = (rs: CallRecord[]) => ({
    firstChunk: pick(rs, 'firstChunkMs'),
    done: pick(rs, 'doneMs'),
  })
  const phaseNames = [
    'toServer',
    'askMutation',
    'scheduleDelay',
    'jobStart',
    'prepare',
    'actionGap',
    'appendMutation',
    'heldUntilActionEnd',
    'pushServer',
    'pushClient',
  ]
  const phases = (rs: CallRecord[]) =>
    Object.fromEntries(
      phaseNames.map((name) => [
        name,
        summarize(rs.flatMap((r) => (r.phases?.[name] === undefined ? [] : [r.phases[name]]))),
      ]),
    ) as Record<string, Summary>
  const reloads = records.filter((r) => r.reload)
  const reads = records.filter((r) => r.readAtFirstAppend)
  return {
    questions: records.length,
    completed: ok.length,
    errors: records.filter((r) => r.error).map((r) => `#${r.i}: ${r.error}`),
    firstChunk: pick(ok, 'firstChunkMs'),
    firstChunkWithoutRead: pick(
      ok.filter((r) => !r.readAtFirstAppend),
      'firstChunkMs',
    ),
    done: pick(ok, 'doneMs'),
    doneClient2: pick(ok, 'doneClient2Ms'),
    askServer: summarize(ok.flatMap((r) => (r.askServerMs === undefined ? [] : [r.askServerMs]))),
    askRoundTrip: summarize(
      ok.flatMap((r) => (r.askRoundTripMs === undefined ? [] : [r.askRoundTripMs])),
    ),
    doneAfterFinish: summarize(
      ok.flatMap((r) => (r.doneAfterFinishMs === undefined ? [] : [r.doneAfterFinishMs])),
    ),
    cpuPerQuestion: summarize(ok.flatMap((r) => (r.cpuMs === undefined ? [] : [r.cpuMs]))),
    continuedThread: group(ok.filter((r) => !r.newThread)),
    newThread: group(ok.filter((r) => r.newThread)),
    answered: group(ok.filter((r) => r.notFound === false)),
    notFound: group(ok.filter((r) => r.notFound === true)),
    expectationsMet: ok.filter((r) => (r.expect === 'not found') === r.notFound).length,
    firstChunkArrivedStreaming: ok.filter((r) => r.firstChunkStatus === 'streaming').length,
    partialUpdatesSeen: summarize(ok.map((r) => r.partialUpdates ?? 0)),
    mismatches: ok.filter((r) => r.match === false).length,
    reload: {
      midStream: reloads.length,
      showedPartialText: reloads.filter((r) => r.reload!.prefixOfFinal).length,
      stillStreaming: reloads.filter((r) => r.reload!.status === 'streaming').length,
      inconsistent: reloads.filter((r) => !r.reload!.prefixOfFinal).length,
    },
    readAtFirstAppend: {
      reads: reads.length,
      streamingWithPartialText: reads.filter(
        (r) => r.readAtFirstAppend!.status === 'streaming' && r.readAtFirstAppend!.prefixOfFinal,
      ).length,
      inconsistent: reads.filter((r) => !r.readAtFirstAppend!.prefixOfFinal).length,
    },
    streamWindow: summarize(
      ok.flatMap((r) => (r.streamWindowMs === undefined ? [] : [r.streamWindowMs])),
    ),
    appendsPerAnswer: summarize(ok.flatMap((r) => (r.appends === undefined ? [] : [r.appends]))),
    pushBlockedByAction: {
      how: 'Transitions sent to client 1 between the first append committing and the worker action ending; and when the first one after that append went, relative to the action end',
      answersWithAPushDuringTheStream: ok.filter((r) => (r.pushesDuringStream ?? 0) > 0).length,
      firstPushAfterJobEnd: summarize(
        ok.flatMap((r) =>
          r.firstPushAfterJobEndMs === undefined ? [] : [r.firstPushAfterJobEndMs],
        ),
      ),
    },
    /** The first chunk's path, continued threads only (a new thread adds its subscription). */
    phasesContinued: phases(ok.filter((r) => !r.newThread)),
    phasesNewThread: phases(ok.filter((r) => r.newThread)),
  }
}

/** `prepare` again, in-process: the retrieval query alone, then the extractive answer on its pages. */
async function prepareSplit(engine: LocalEngine, repo: string, projectId: Id<'projects'>) {
  // The snapshot's own modules: the code the engine ran.
  const { retrievePages } = (await import(
    path.join(repo, 'convex/associate/model/retrieval.ts')
  )) as {
    retrievePages: typeof retrievePagesType
  }
  const { answerExtractive } = (await import(
    path.join(repo, 'convex/ai/model/associate/index.ts')
  )) as { answerExtractive: typeof answerExtractiveType }
  const identity = { kind: 'admin' as const }
  const retrieval: number[] = []
  const answer: number[] = []
  const pages: number[] = []
  const found: Record<string, boolean> = {}
  for (let round = 0; round < 3; round++) {
    for (const { question } of STREAM_QUESTIONS) {
      let t = performance.now()
      const retrieved = await inlineQuery(
        engine,
        async (ctx) => {
          const project = (await ctx.db.get('projects', projectId))!
          return await retrievePages(ctx, project, { kind: 'matter' }, question)
        },
        identity,
      )
      retrieval.push(performance.now() - t)
      pages.push(retrieved.length)
      t = performance.now()
      found[question] = answerExtractive(question, retrieved, { maxCitations: 5 }).found
      answer.push(performance.now() - t)
    }
  }
  return {
    how: "retrievePages (scope: the matter) in an inline query on the engine, then answerExtractive on its pages in this process, the snapshot's code; 3 rounds over the questions",
    retrievalQuery: summarize(retrieval),
    answerExtractive: summarize(answer),
    pagesRetrieved: summarize(pages),
    answered: found,
  }
}

function printSummary(r: Record<string, unknown>) {
  if (r.error) console.error(r.error)
  const f = r.figures as ReturnType<typeof figures> | undefined
  if (!f) return
  const s = (x: Summary) => `p50 ${x.p50} ms, p95 ${x.p95} ms, max ${x.max} ms`
  const seedInfo = r.seed as { documents: number; pages: number }
  if (r.settings && (r.settings as { yieldBetweenActionSteps: unknown }).yieldBetweenActionSteps) {
    console.info(
      '\nEXPERIMENT --yield: actions wait one macrotask before each step (not the engine as it is)',
    )
  }
  console.info(
    `\nAssociate streaming, A5 (${seedInfo.documents} documents, ${seedInfo.pages} pages; offline model; ${f.completed}/${f.questions} questions completed)`,
  )
  console.info(`  first chunk:        ${s(f.firstChunk)}   (target ≤ ${FIRST_CHUNK_TARGET_MS} ms)`)
  console.info(`    continued thread: ${s(f.continuedThread.firstChunk)}`)
  console.info(`    new thread:       ${s(f.newThread.firstChunk)}`)
  console.info(`    answered:         ${s(f.answered.firstChunk)}`)
  console.info(`    not found:        ${s(f.notFound.firstChunk)}`)
  console.info(`  done, client 1:     ${s(f.done)}`)
  console.info(`  done, client 2:     ${s(f.doneClient2)}`)
  console.info(`  ask, server only:   ${s(f.askServer)}; round trip ${s(f.askRoundTrip)}`)
  console.info(
    `  two clients' final text and citations: ${f.mismatches} mismatches in ${f.completed}`,
  )
  console.info(
    `  reload mid-stream: ${f.reload.midStream} reloads (first chunk arrived while streaming), ${f.reload.showedPartialText} showed persisted text the final text continues (${f.reload.stillStreaming} still streaming), ${f.reload.inconsistent} inconsistent`,
  )
  console.info(
    `  read at the first append's commit (a reload then): ${f.readAtFirstAppend.streamingWithPartialText}/${f.readAtFirstAppend.reads} showed status streaming with partial text the final text continues, ${f.readAtFirstAppend.inconsistent} inconsistent`,
  )
  console.info(
    `  the worker's writes: ${f.appendsPerAnswer.p50} appends per answer (p50), first append to finish ${s(f.streamWindow)}; first chunk arrived while streaming ${f.firstChunkArrivedStreaming}/${f.completed}; done after finish committed ${s(f.doneAfterFinish)}`,
  )
  console.info(
    `  pushes to client 1 while the worker was writing: in ${f.pushBlockedByAction.answersWithAPushDuringTheStream}/${f.completed} answers; first push after the first append came ${s(f.pushBlockedByAction.firstPushAfterJobEnd)} after the worker action ended`,
  )
  const loop = r.eventLoopDelay as { p50: number; p99: number; max: number } | undefined
  if (loop) {
    console.info(
      `  event loop delay (engine + clients, one process): p50 ${loop.p50} ms, p99 ${loop.p99} ms, max ${loop.max} ms`,
    )
  }
  console.info(
    `  answers: ${f.answered.done.count} answered, ${f.notFound.done.count} not found; ${f.expectationsMet} as expected`,
  )
  console.info('  first chunk, split (continued threads), p50 / p95 ms:')
  for (const [name, x] of Object.entries(f.phasesContinued)) {
    console.info(`    ${name.padEnd(19)} ${String(x.p50).padStart(8)} ${String(x.p95).padStart(8)}`)
  }
  const split = r.prepareSplit as
    { retrievalQuery: Summary; answerExtractive: Summary; pagesRetrieved: Summary } | undefined
  if (split) {
    console.info(
      `  prepare, in-process: retrieval query ${s(split.retrievalQuery)}; answerExtractive ${s(split.answerExtractive)} (${split.pagesRetrieved.p50} pages)`,
    )
  }
  const profile = r.profile as { file: string; byPart: Record<string, number> } | undefined
  if (profile) {
    console.info(`  CPU profile (${profile.file}), self time by part, ms:`)
    for (const [part, ms] of Object.entries(profile.byPart).slice(0, 12)) {
      console.info(`    ${part.padEnd(34)} ${ms}`)
    }
  }
  if (f.errors.length) console.info(`  errors: ${f.errors.join('; ')}`)
  const met =
    f.completed === f.questions &&
    f.firstChunk.p95 <= FIRST_CHUNK_TARGET_MS &&
    f.mismatches === 0 &&
    f.reload.inconsistent === 0 &&
    f.readAtFirstAppend.inconsistent === 0
  const experiment = (r.settings as { yieldBetweenActionSteps: unknown } | undefined)
    ?.yieldBetweenActionSteps
  console.info(
    `\n  A5 verdict${experiment ? ' (EXPERIMENT --yield, not the engine as it is)' : ''}: ${met ? 'MET' : 'MISSED'}: first chunk p95 ${f.firstChunk.p95} ms (max ${f.firstChunk.max}) against ≤ ${FIRST_CHUNK_TARGET_MS} ms; ${f.mismatches} final-text mismatches; ${f.readAtFirstAppend.streamingWithPartialText}/${f.readAtFirstAppend.reads} reads at the first append showed the persisted partial text; load average ${(r.loadAverageAtStart as number[]).join(' ')} → ${(r.loadAverageAtEnd as number[]).join(' ')}`,
  )
}

await main()
