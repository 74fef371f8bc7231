// Timestamps around the steps of an associate answer inside an in-process convex-local engine, for
// bench/associate-stream.ts: no file of convex/ or packages/ is changed. The engine's public
// `call` (what the WebSocket transport runs a client's mutation and queries through) and, on its
// Executor (a private field, reached at runtime), `runJob` (a due scheduled function starts) and
// `runFromAction` (an action's ctx.runQuery / ctx.runMutation) are wrapped; the sync server's
// `trace` hook stamps each message in and out (never reading a result, so none is decoded for
// it). Every stamp is performance.now() in this process, the clock the benchmark measures with.
import { performance } from 'node:perf_hooks'
import type { LocalEngine } from '../../packages/convex-local/src/engine/index'
import type { Executor } from '../../packages/convex-local/src/runtime/executor'

export type TraceEvent = {
  /** e.g. 'call:associate:ask:start', 'job:start', 'step:associateWorker:append:end', 'out:Transition'. */
  kind: string
  t: number
  /** The sync session a message went through (out:/in: events). */
  session?: unknown
  /** The message an associateWorker step was for (its args' messageId). */
  messageId?: string
}

export class StreamTrace {
  readonly events: TraceEvent[] = []
  /** Events are kept only while recording (the seed's thousands of calls are not). */
  recording = false
  /** Called after each event is kept (the benchmark reacts to a step, e.g. reads mid-stream). */
  onEvent: ((event: TraceEvent) => void) | undefined

  mark(kind: string, session?: unknown, messageId?: string) {
    if (!this.recording) return
    const event: TraceEvent = {
      kind,
      t: performance.now(),
      ...(session === undefined ? {} : { session }),
      ...(messageId === undefined ? {} : { messageId }),
    }
    this.events.push(event)
    this.onEvent?.(event)
  }

  /**
   * Wraps the engine's entry points (call it before the server gets the engine). `yieldSteps`
   * is an experiment, not the engine's behaviour: each ctx.runQuery / ctx.runMutation of an
   * action first waits one macrotask (setImmediate), as if the action ran beside the server
   * (in Convex it runs in its own isolate) instead of holding this event loop between its steps.
   */
  install(engine: LocalEngine, { yieldSteps = false } = {}) {
    const call = engine.call.bind(engine)
    engine.call = async (request) => {
      if (request.udfType !== 'mutation') return await call(request)
      const name = request.udfPath.replace(/\.js:/, ':')
      this.mark(`call:${name}:start`)
      try {
        return await call(request)
      } finally {
        this.mark(`call:${name}:end`)
      }
    }
    const executor = (engine as unknown as { executor?: Executor }).executor
    if (!executor || typeof executor.runJob !== 'function') {
      throw new Error('convex-local changed: the engine has no executor.runJob to trace')
    }
    const runJob = executor.runJob.bind(executor)
    executor.runJob = async (componentPath, jobId) => {
      this.mark('job:start')
      try {
        return await runJob(componentPath, jobId)
      } finally {
        this.mark('job:end')
      }
    }
    const runFromAction = executor.runFromAction.bind(executor)
    executor.runFromAction = async (parent, kind, target, args) => {
      const name = target.udfPath.replace(/\.js:/, ':')
      const messageId = (args as { messageId?: unknown } | null)?.messageId
      const id = typeof messageId === 'string' ? messageId : undefined
      if (yieldSteps) await new Promise<void>((resolve) => setImmediate(resolve))
      this.mark(`step:${name}:start`, undefined, id)
      try {
        return await runFromAction(parent, kind, target, args)
      } finally {
        this.mark(`step:${name}:end`, undefined, id)
      }
    }
  }

  /** The sync server's `trace` option: a stamp per Mutation in and Transition out, by session. */
  readonly syncTrace = (direction: 'in' | 'out', session: unknown, message: unknown) => {
    const type = (message as { type?: unknown } | null)?.type
    if (direction === 'in' && type === 'Mutation') this.mark('in:Mutation', session)
    if (direction === 'out' && (type === 'Transition' || type === 'MutationResponse')) {
      this.mark(`out:${type}`, session)
    }
  }

  /** Events from index `from` on, and the index to start the next slice at. */
  since(from: number) {
    return { events: this.events.slice(from), next: this.events.length }
  }
}

/** The first event of `kind` at or after `after` (ms), or undefined. */
export function first(events: TraceEvent[], kind: string, after = -Infinity, session?: unknown) {
  return events.find(
    (e) => e.kind === kind && e.t >= after && (session === undefined || e.session === session),
  )
}

/** The last event of `kind` at or before `before` (ms), or undefined. */
export function last(events: TraceEvent[], kind: string, before = Infinity, session?: unknown) {
  for (let i = events.length - 1; i >= 0; i--) {
    const e = events[i]!
    if (e.kind === kind && e.t <= before && (session === undefined || e.session === session)) {
      return e
    }
  }
  return undefined
}
