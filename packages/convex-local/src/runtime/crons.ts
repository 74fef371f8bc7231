/**
 * Cron jobs: the default export of `convex/crons.ts` (a `Crons` object from `cronJobs()`) runs
 * on timers with no identity, as Convex does. Each job's next run is persisted (src/cron/state),
 * so a code push, an environment change or a restart keeps the schedule: only new crons and
 * crons whose schedule changed get a fresh first run (an interval job: at once); a job overdue
 * at start runs once, not once per missed occurrence. Schedules and next-run rules come from
 * src/cron. Timers use the environment's `setTimeout`, so fake timers drive them.
 */
import type { JSONValue } from 'convex/values'
import { cronJobsFromModule, nextRun, type CronJobSpec } from '../cron/index'
import { reconcileCrons, saveCronRun, type ScheduledCron } from '../cron/state'
import type { CallResult } from '../engine/types'
import type { ComponentPath, Store } from '../storage/types'
import { runAction, runMutation } from './calls'
import { currentGlobal, runOutsideTarget } from './context'
import { normalizeError } from './errors'
import type { Executor } from './executor'
import { withRequestMetadata } from './requestMetadata'

const MAX_TIMER_MS = 2 ** 31 - 1

/** The jobs of crons.ts's default export, or null when the module has none. */
export function cronSpecs(mod: Record<string, unknown> | null): CronJobSpec[] | null {
  const def = mod?.default as { isCrons?: boolean } | undefined
  if (!def || !def.isCrons) return null
  return cronJobsFromModule(def)
}

function envNow(): number {
  return (currentGlobal('Date') as DateConstructor).now()
}

function logError(message: string) {
  runOutsideTarget(() => console.error(`convex-local: ${message}`))
}

type RunCron = (udfPath: string, args: JSONValue, cronId: string) => Promise<void>

/** Runs one component's cron jobs on timers until stopped, persisting each run. */
export class CronRunner {
  private timers = new Map<string, { handle: unknown; clear: (h: unknown) => void }>()
  private stopped = false

  constructor(
    jobs: ScheduledCron[],
    private readonly run: RunCron,
    private readonly persist: (job: CronJobSpec, prevTs: number, nextTs: number) => Promise<void>,
  ) {
    for (const { job, nextTs } of jobs) this.arm(job, nextTs)
  }

  private next(job: CronJobSpec, afterMs: number, lastRunMs: number): number | null {
    try {
      return nextRun(job.schedule, afterMs, lastRunMs, { jobIdentifier: job.identifier })
    } catch (e) {
      logError(`cron "${job.identifier}": ${(e as Error).message}`)
      return null
    }
  }

  private save(job: CronJobSpec, prevTs: number, nextTs: number): Promise<void> {
    return this.persist(job, prevTs, nextTs).catch((e: unknown) => {
      if (!this.stopped) logError(`cron "${job.identifier}": ${(e as Error)?.message ?? e}`)
    })
  }

  private arm(job: CronJobSpec, due: number) {
    if (this.stopped) return
    runOutsideTarget(() => {
      const set = currentGlobal('setTimeout') as typeof setTimeout
      const clear = currentGlobal('clearTimeout') as (h: unknown) => void
      const delay = Math.min(MAX_TIMER_MS, Math.max(0, due - envNow()))
      const handle = set(() => {
        this.timers.delete(job.identifier)
        if (this.stopped) return
        // A clamped long delay: wait again for the same occurrence.
        if (due - envNow() > 0) return this.arm(job, due)
        void this.fire(job, due)
      }, delay)
      // Pending jobs must not keep a process (or a test worker) alive on their own.
      ;(handle as { unref?: () => void } | undefined)?.unref?.()
      this.timers.set(job.identifier, { handle, clear })
    })
  }

  /**
   * Runs the occurrence `due`. Its next run is saved before the function starts (a crash during
   * the run does not repeat it, as Convex fails an interrupted cron action), then recomputed from
   * the completion time, skipping occurrences the run overlapped.
   */
  private async fire(job: CronJobSpec, due: number) {
    const planned = this.next(job, envNow(), due)
    if (planned === null) return
    await this.save(job, due, planned)
    if (this.stopped) return
    try {
      await this.run(job.name, (job.args[0] ?? {}) as JSONValue, job.identifier)
    } finally {
      if (!this.stopped) {
        const next = this.next(job, envNow(), due)
        if (next !== null) {
          if (next !== planned) await this.save(job, due, next)
          this.arm(job, next)
        }
      }
    }
  }

  stop() {
    this.stopped = true
    for (const t of this.timers.values()) t.clear(t.handle)
    this.timers.clear()
  }
}

/**
 * Registers the crons of every component (`specs`, `[]` for a component without crons.ts)
 * against the persisted state and starts one runner per component.
 */
export async function startCronRunners(
  store: Store,
  specs: ReadonlyMap<ComponentPath, readonly CronJobSpec[]>,
  run: (componentPath: ComponentPath) => RunCron,
): Promise<CronRunner[]> {
  const scheduled = await reconcileCrons(store, specs, envNow(), (job, e) =>
    logError(`cron "${job.identifier}": ${e.message}`),
  )
  return [...scheduled].map(
    ([cp, jobs]) =>
      new CronRunner(jobs, run(cp), (job, prevTs, nextTs) =>
        saveCronRun(store, cp, job, prevTs, nextTs),
      ),
  )
}

/** Runs a cron job's function (a mutation or action) with no identity and no request. */
export function runCron(
  executor: Executor,
  udfPath: string,
  argsJson: JSONValue,
  componentPath: ComponentPath = '',
): Promise<void> {
  return withRequestMetadata({}, async () => {
    const logLines: string[] = []
    let result: CallResult
    try {
      const r = await executor.resolve({ componentPath, udfPath }, null, false)
      if (r.kind === 'mutation') {
        result = await runMutation(executor, r, argsJson, { kind: 'none' }, logLines, undefined)
      } else if (r.kind === 'action') {
        result = await runAction(executor, r, argsJson, { kind: 'none' }, logLines)
      } else {
        throw new Error(
          `Only mutations and actions can be cron jobs, but ${r.path.udfPath} is a ${r.kind}.`,
        )
      }
    } catch (e) {
      result = { success: false, ...normalizeError(e), logLines, ts: executor.store.latestTs() }
    }
    executor.onJobFinished?.({
      udfPath,
      success: result.success,
      error: result.success ? undefined : result.errorMessage,
      logLines,
    })
  })
}
