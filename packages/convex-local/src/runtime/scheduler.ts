/**
 * Scheduled functions (`ctx.scheduler.runAfter/runAt/cancel`): jobs are documents of the
 * `_scheduled_functions` system table written in the caller's transaction; after each commit
 * that touched the table, pending jobs get a timer; a due job runs with no identity
 * (mutations: the function and the `success`/`failed` state in one transaction; actions:
 * `inProgress` committed first, then `success`/`failed`). Timers use the environment's
 * `setTimeout` (so vitest fake timers drive them, as with convex-test).
 */
import type { JSONValue } from 'convex/values'
import type { ComponentPath, Document, SerializedQuery, Store } from '../storage/types'
import {
  currentGlobal,
  realClearTimeout,
  realDate,
  realSetTimeout,
  runOutsideTarget,
} from './context'

export const SCHEDULED_FUNCTIONS_TABLE = '_scheduled_functions'

export type JobState =
  | { kind: 'pending' }
  | { kind: 'inProgress' }
  | { kind: 'success' }
  | { kind: 'failed'; error: string }
  | { kind: 'canceled' }

export type JobDocument = Document & {
  name: string
  args: JSONValue[]
  scheduledTime: number
  completedTime?: number
  state: JobState
}

/** What the scheduler asks the executor to do with a due job. */
export interface JobRunner {
  runJob(componentPath: ComponentPath, jobId: string): Promise<void>
}

type Armed = { handle: unknown; clear: (h: unknown) => void; dueAt: number }

const MAX_TIMER_MS = 2 ** 31 - 1

function envNow(): number {
  return (currentGlobal('Date') as DateConstructor).now()
}

export class Scheduler {
  private readonly armed = new Map<string, Armed>()
  private readonly inFlight = new Set<Promise<void>>()
  private stopped = false

  constructor(
    private readonly store: Store,
    private readonly runner: JobRunner,
  ) {}

  /** Arms a timer for every pending job of the component (idempotent). */
  rearm(componentPath: ComponentPath = ''): void {
    if (this.stopped) return
    const txn = this.store.beginRead({ limits: null })
    try {
      const query: SerializedQuery = {
        source: { type: 'FullTableScan', tableName: SCHEDULED_FUNCTIONS_TABLE, order: 'asc' },
        operators: [{ filter: { $eq: [{ $field: 'state.kind' }, { $literal: 'pending' }] } }],
      }
      const stream = txn.query(componentPath, query)
      for (let doc = stream.next(); doc !== null; doc = stream.next()) {
        const job = doc as JobDocument
        this.arm(componentPath, job._id, job.scheduledTime)
      }
    } finally {
      txn.close()
    }
  }

  private arm(componentPath: ComponentPath, id: string, scheduledTime: number) {
    const existing = this.armed.get(id)
    if (existing && existing.dueAt === scheduledTime) return
    if (existing) existing.clear(existing.handle)
    const delay = Math.min(MAX_TIMER_MS, Math.max(0, scheduledTime - envNow()))
    runOutsideTarget(() => {
      const set = currentGlobal('setTimeout') as typeof setTimeout
      const clear = currentGlobal('clearTimeout') as typeof clearTimeout
      const handle = set(() => {
        this.armed.delete(id)
        if (this.stopped) return
        if (scheduledTime - envNow() > 0 && delay === MAX_TIMER_MS) {
          this.arm(componentPath, id, scheduledTime)
          return
        }
        const p = this.runner
          .runJob(componentPath, id)
          .catch((e: unknown) => {
            runOutsideTarget(() => console.error('convex-local: scheduled job failed to run', e))
          })
          .finally(() => this.inFlight.delete(p))
        this.inFlight.add(p)
      }, delay)
      // Pending jobs must not keep a process (or a test worker) alive on their own.
      ;(handle as { unref?: () => void } | undefined)?.unref?.()
      this.armed.set(id, { handle, clear: clear as (h: unknown) => void, dueAt: scheduledTime })
    })
  }

  /** Whether any job is running now. */
  anyInFlight(): boolean {
    return this.inFlight.size > 0
  }

  /** Whether some armed job is already due by the real clock (its timer is about to fire). */
  anyDueByRealClock(): boolean {
    const now = realDate.now()
    for (const a of this.armed.values()) if (a.dueAt <= now) return true
    return false
  }

  /** Resolves when no job is running (including jobs started meanwhile). */
  async finishInProgress(): Promise<void> {
    while (this.inFlight.size > 0) await Promise.allSettled([...this.inFlight])
  }

  /**
   * convex-test's `finishAllScheduledFunctions`: advance (fake) timers and wait for jobs until
   * nothing is running or due. While jobs run, the timers keep being advanced (on real-timer
   * turns), so a job that waits on its own `setTimeout` under fake timers finishes too.
   */
  async finishAll(advanceTimers: () => void, maxIterations = 100): Promise<void> {
    let idle = 0
    for (let i = 0; i < maxIterations; i++) {
      advanceTimers()
      if (!this.anyInFlight()) {
        if (!this.anyDueByRealClock() || idle >= 20) return
        idle += 1
        await new Promise<void>((resolve) => realSetTimeout(resolve, 0))
        continue
      }
      idle = 0
      await this.finishInProgressPumping(advanceTimers)
    }
    throw new Error(
      'finishAllScheduledFunctions: too many iterations. Check for infinitely recursive scheduled functions, or increase maxIterations.',
    )
  }

  /** finishInProgress, calling `advanceTimers` on every real-timer turn meanwhile. */
  private async finishInProgressPumping(advanceTimers: () => void): Promise<void> {
    let timer: ReturnType<typeof setTimeout> | undefined
    try {
      await new Promise<void>((resolve, reject) => {
        const pump = () => {
          try {
            advanceTimers()
            timer = realSetTimeout(pump, 0)
          } catch (e) {
            reject(e)
          }
        }
        this.finishInProgress().then(resolve, reject)
        timer = realSetTimeout(pump, 0)
      })
    } finally {
      realClearTimeout(timer)
    }
  }

  async stop(): Promise<void> {
    this.stopped = true
    for (const a of this.armed.values()) a.clear(a.handle)
    this.armed.clear()
    await this.finishInProgress()
  }
}
