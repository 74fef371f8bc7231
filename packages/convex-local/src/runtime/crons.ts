/**
 * Cron jobs: the default export of `convex/crons.ts` (a `Crons` object from `cronJobs()`) runs
 * on timers with no identity, as Convex does. Schedules and next-run rules come from src/cron
 * (interval jobs run at once when loaded, then every interval; the other kinds at their next
 * UTC occurrence). Runs are not persisted across restarts. Timers use the environment's
 * `setTimeout`, so fake timers drive them.
 */
import type { JSONValue } from 'convex/values'
import { cronJobsFromModule, nextRun, type CronJobSpec } from '../cron/index'
import { currentGlobal, runOutsideTarget } from './context'

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

/** Runs cron jobs on timers until stopped. */
export class CronRunner {
  private timers = new Map<string, { handle: unknown; clear: (h: unknown) => void }>()
  private stopped = false

  constructor(
    jobs: CronJobSpec[],
    private readonly run: (udfPath: string, args: JSONValue, cronId: string) => Promise<void>,
  ) {
    const now = envNow()
    for (const job of jobs) this.arm(job, now, undefined)
  }

  private arm(job: CronJobSpec, afterMs: number, lastRunMs: number | undefined) {
    if (this.stopped) return
    let due: number
    try {
      due = nextRun(job.schedule, afterMs, lastRunMs, { jobIdentifier: job.identifier })
    } catch (e) {
      runOutsideTarget(() =>
        console.error(`convex-local: cron "${job.identifier}": ${(e as Error).message}`),
      )
      return
    }
    runOutsideTarget(() => {
      const set = currentGlobal('setTimeout') as typeof setTimeout
      const clear = currentGlobal('clearTimeout') as (h: unknown) => void
      const delay = Math.min(MAX_TIMER_MS, Math.max(0, due - envNow()))
      const handle = set(() => {
        this.timers.delete(job.identifier)
        if (this.stopped) return
        if (due - envNow() > 0) {
          // A clamped long delay: wait again for the same occurrence.
          this.arm(job, afterMs, lastRunMs)
          return
        }
        void this.run(job.name, (job.args[0] ?? {}) as JSONValue, job.identifier).finally(() =>
          this.arm(job, envNow(), due),
        )
      }, delay)
      // Pending jobs must not keep a process (or a test worker) alive on their own.
      ;(handle as { unref?: () => void } | undefined)?.unref?.()
      this.timers.set(job.identifier, { handle, clear })
    })
  }

  stop() {
    this.stopped = true
    for (const t of this.timers.values()) t.clear(t.handle)
    this.timers.clear()
  }
}
