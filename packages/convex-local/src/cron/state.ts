/**
 * Persisted cron state (the backend's `_cron_jobs` / `_cron_next_run` tables,
 * `model/src/cron_jobs/mod.rs`): per component and cron identifier, the spec the job was registered
 * with and its next (and previous) scheduled run, kept in the store's globals under `cron:` keys.
 *
 * When the crons are registered again (start, code push, env change), the stored state is
 * reconciled with the new `crons.ts` like `CronModel::apply`:
 * - a new cron gets its first run computed from now (an interval job: now);
 * - a cron whose schedule changed is rescheduled from now;
 * - a cron whose function or args changed keeps its next run (the new spec is used then);
 * - an unchanged cron keeps its next run, even if that is in the past (it then runs once);
 * - a cron that is gone (or whose component is gone) is deleted.
 */
import type { JSONValue } from 'convex/values'
import type { ComponentPath, Store } from '../storage/types'
import { nextRun, type CronJobSpec, type CronScheduleJson } from './schedule'

export const CRON_STATE_PREFIX = 'cron:'

/** What is stored per cron. Times are ms since the epoch. */
export type CronState = {
  componentPath: ComponentPath
  identifier: string
  name: string
  args: unknown[]
  schedule: CronScheduleJson
  /** When the job runs next. */
  nextTs: number
  /** When the previous run was scheduled for (null before the first run). */
  prevTs: number | null
}

/** A job ready to arm: its spec and when it is due. */
export type ScheduledCron = { job: CronJobSpec; nextTs: number; prevTs: number | null }

export function cronStateKey(componentPath: ComponentPath, identifier: string): string {
  return CRON_STATE_PREFIX + JSON.stringify([componentPath, identifier])
}

/** JSON with object keys sorted, so equal specs compare equal whatever their key order. */
function canonical(v: unknown): string {
  if (Array.isArray(v)) return `[${v.map(canonical).join(',')}]`
  if (v !== null && typeof v === 'object') {
    const o = v as Record<string, unknown>
    const keys = Object.keys(o)
      .filter((k) => o[k] !== undefined)
      .sort()
    return `{${keys.map((k) => `${JSON.stringify(k)}:${canonical(o[k])}`).join(',')}}`
  }
  return JSON.stringify(v as JSONValue)
}

function stateOf(
  componentPath: ComponentPath,
  job: CronJobSpec,
  nextTs: number,
  prevTs: number | null,
): CronState {
  return {
    componentPath,
    identifier: job.identifier,
    name: job.name,
    args: job.args,
    schedule: job.schedule,
    nextTs,
    prevTs,
  }
}

function isState(v: unknown): v is CronState {
  const s = v as Partial<CronState> | null
  return (
    s !== null &&
    typeof s === 'object' &&
    typeof s.componentPath === 'string' &&
    typeof s.identifier === 'string' &&
    typeof s.nextTs === 'number'
  )
}

/**
 * Reconciles the stored cron state with the jobs of every component's `crons.ts` (`specs`: every
 * component of the app, `[]` for one without crons) and returns, per component, the jobs to arm.
 * `onError` gets jobs whose first run cannot be computed (they are not armed).
 */
export async function reconcileCrons(
  store: Store,
  specs: ReadonlyMap<ComponentPath, readonly CronJobSpec[]>,
  now: number,
  onError: (job: CronJobSpec, error: Error) => void = () => {},
): Promise<Map<ComponentPath, ScheduledCron[]>> {
  const stored = new Map<string, CronState>()
  for (const [key, value] of store.listGlobals(CRON_STATE_PREFIX)) {
    if (isState(value)) stored.set(key, value)
    else await store.setGlobal(key, undefined)
  }
  const out = new Map<ComponentPath, ScheduledCron[]>()
  const keep = new Set<string>()
  for (const [componentPath, jobs] of specs) {
    const armed: ScheduledCron[] = []
    for (const job of jobs) {
      const key = cronStateKey(componentPath, job.identifier)
      keep.add(key)
      const old = stored.get(key)
      let state: CronState
      try {
        if (old && canonical(old.schedule) === canonical(job.schedule)) {
          state = stateOf(componentPath, job, old.nextTs, old.prevTs)
        } else {
          const first = nextRun(job.schedule, now, undefined, { jobIdentifier: job.identifier })
          state = stateOf(componentPath, job, first, old?.prevTs ?? null)
        }
      } catch (e) {
        onError(job, e as Error)
        continue
      }
      if (!old || canonical(old) !== canonical(state)) await store.setGlobal(key, state)
      armed.push({ job, nextTs: state.nextTs, prevTs: state.prevTs })
    }
    out.set(componentPath, armed)
  }
  for (const key of stored.keys()) if (!keep.has(key)) await store.setGlobal(key, undefined)
  return out
}

/** Records a run: the job ran for `prevTs` and runs next at `nextTs`. */
export async function saveCronRun(
  store: Store,
  componentPath: ComponentPath,
  job: CronJobSpec,
  prevTs: number,
  nextTs: number,
): Promise<void> {
  await store.setGlobal(
    cronStateKey(componentPath, job.identifier),
    stateOf(componentPath, job, nextTs, prevTs),
  )
}

/** The stored state of every cron (for tests and inspection). */
export function listCronStates(store: Store): CronState[] {
  return store
    .listGlobals(CRON_STATE_PREFIX)
    .map(([, v]) => v)
    .filter(isState)
}
