/**
 * Scheduled functions on the executor's side: `ctx.scheduler.runAfter/runAt/cancel` write job
 * documents in the caller's transaction; a due job (./scheduler arms the timers) runs with no
 * identity and no request: a mutation and its `success`/`failed` state in one transaction, an
 * action as `inProgress` (committed first), then its outcome.
 */
import { convexToJson, jsonToConvex, type JSONValue, type Value } from 'convex/values'
import type { ComponentPath, WriteTransaction } from '../storage/types'
import { runAction } from './calls'
import { currentGlobal, realDate } from './context'
import { normalizeError } from './errors'
import { Execution, newRequestId } from './execution'
import type { Executor } from './executor'
import { withRequestMetadata } from './requestMetadata'
import type { FunctionPath, Resolved } from './resolve'
import { SCHEDULED_FUNCTIONS_TABLE, type JobDocument, type JobState } from './scheduler'
import { canonicalizeUdfPath } from '../sync/encoding'
import { validateArgs, validateReturn } from './validation'

function envNow(): number {
  return (currentGlobal('Date') as DateConstructor).now()
}

/** `games:analyzeMove` → `games.js:analyzeMove` (CanonicalizedUdfPath's Display). */
function withJsExtension(udfPath: string): string {
  const i = udfPath.lastIndexOf(':')
  return `${udfPath.slice(0, i)}.js${udfPath.slice(i)}`
}

/** Global naming the component a job runs in when it is not the component that scheduled it. */
function jobTargetKey(componentPath: ComponentPath, jobId: string): string {
  return `jobTarget:${componentPath}:${jobId}`
}

/**
 * `ctx.scheduler.runAfter/runAt`: a pending job in the caller's transaction, recorded in the
 * caller's `_scheduled_functions` (so the caller can read and cancel it). A job targeting
 * another component (`components.x.fn`) remembers that component in a global.
 */
export async function scheduleJob(
  executor: Executor,
  txn: WriteTransaction,
  callerPath: ComponentPath,
  target: FunctionPath,
  tsSeconds: number,
  argsJson: JSONValue,
): Promise<string> {
  const r = await executor.resolve(target, null, false)
  if (r.kind !== 'mutation' && r.kind !== 'action') {
    throw new Error(
      `Only mutations and actions can be scheduled, but ${r.path.udfPath} is a ${r.kind}.`,
    )
  }
  const args = jsonToConvex(argsJson ?? {})
  const id = txn.insert(callerPath, SCHEDULED_FUNCTIONS_TABLE, {
    // Convex stores the canonical path with the module's `.js` (`games.js:analyzeMove`).
    name: withJsExtension(r.path.udfPath),
    args: [args],
    scheduledTime: tsSeconds * 1000,
    state: { kind: 'pending' },
  })
  if (r.path.componentPath !== callerPath) {
    txn.setGlobal(jobTargetKey(callerPath, id), r.path.componentPath)
  }
  return id
}

/** `ctx.scheduler.cancel`: pending (or running action) jobs become `canceled`. */
export function cancelJob(txn: WriteTransaction, componentPath: ComponentPath, id: string): void {
  if (txn.tableNameForId(componentPath, id) !== SCHEDULED_FUNCTIONS_TABLE) {
    throw new Error(
      `Invalid argument \`id\` for \`scheduler.cancel\`: "${id}" is not a scheduled function ID.`,
    )
  }
  const doc = txn.get(componentPath, id) as JobDocument | null
  if (!doc) throw new Error(`Scheduled function ${id} not found.`)
  if (doc.state.kind === 'pending' || doc.state.kind === 'inProgress') {
    txn.patch(componentPath, id, { state: { kind: 'canceled' } })
  }
}

/**
 * At startup: actions left `inProgress` by a crash are failed; pending jobs get timers. The
 * first write of a start also saves the secrets it generated.
 */
export async function recoverJobs(executor: Executor, componentPath: ComponentPath): Promise<void> {
  await executor.withWrite((txn) => {
    executor.saveNewSecrets(txn)
    const stream = txn.query(componentPath, {
      source: { type: 'FullTableScan', tableName: SCHEDULED_FUNCTIONS_TABLE, order: 'asc' },
      operators: [{ filter: { $eq: [{ $field: 'state.kind' }, { $literal: 'inProgress' }] } }],
    })
    const stale: string[] = []
    for (let d = stream.next(); d !== null; d = stream.next()) stale.push(d._id)
    for (const id of stale) {
      txn.patch(componentPath, id, {
        state: { kind: 'failed', error: 'Transient error while executing action' },
        completedTime: realDate.now(),
      })
    }
  })
  executor.scheduler.rearm(componentPath)
}

/** Runs a due job. Jobs belong to no request: no ip or user agent. */
export function runJob(executor: Executor, componentPath: ComponentPath, jobId: string) {
  return withRequestMetadata({}, () => runJobInner(executor, componentPath, jobId))
}

async function runJobInner(
  executor: Executor,
  componentPath: ComponentPath,
  jobId: string,
): Promise<void> {
  const read = executor.store.beginRead({ limits: null })
  let job: JobDocument | null
  try {
    job = read.get(componentPath, jobId) as JobDocument | null
  } finally {
    read.close()
  }
  if (!job || job.state.kind !== 'pending') return
  const udfPath = canonicalizeUdfPath(job.name)
  const logLines: string[] = []
  const finished = (success: boolean, error?: string) =>
    executor.onJobFinished?.({ udfPath, success, error, logLines })
  const argsJson = convexToJson((job.args[0] ?? {}) as Value)
  let r: Resolved
  try {
    const target = executor.store.getGlobal(jobTargetKey(componentPath, jobId))
    r = await executor.resolve(
      { componentPath: typeof target === 'string' ? target : componentPath, udfPath },
      null,
      false,
    )
  } catch (e) {
    const error = normalizeError(e).errorMessage
    await executor.withWrite((txn) => {
      txn.patch(componentPath, jobId, { state: { kind: 'failed', error }, completedTime: envNow() })
    })
    finished(false, error)
    return
  }
  if (r.kind === 'mutation') {
    const outcome = await executor.withWrite((txn) =>
      runMutationJob(executor, txn, r, componentPath, jobId, argsJson, logLines),
    )
    if (outcome)
      finished(outcome.kind === 'success', outcome.kind === 'failed' ? outcome.error : undefined)
    return
  }
  // Actions: inProgress is its own commit, then the outcome (at most once).
  const started = await executor.withWrite((txn) => {
    const doc = txn.get(componentPath, jobId) as JobDocument | null
    if (!doc || doc.state.kind !== 'pending') return false
    txn.patch(componentPath, jobId, { state: { kind: 'inProgress' } })
    return true
  })
  if (!started) return
  const result = await runAction(executor, r, argsJson, { kind: 'none' }, logLines, jobId)
  await executor.withWrite((txn) => {
    const doc = txn.get(componentPath, jobId) as JobDocument | null
    if (!doc || doc.state.kind !== 'inProgress') return
    txn.patch(componentPath, jobId, {
      state: result.success ? { kind: 'success' } : { kind: 'failed', error: result.errorMessage },
      completedTime: envNow(),
    })
  })
  finished(result.success, result.success ? undefined : result.errorMessage)
}

/** A due mutation job: the function (in a savepoint) and the job's new state, one transaction. */
async function runMutationJob(
  executor: Executor,
  txn: WriteTransaction,
  r: Resolved,
  componentPath: ComponentPath,
  jobId: string,
  argsJson: JSONValue,
  logLines: string[],
): Promise<JobState | null> {
  const doc = txn.get(componentPath, jobId) as JobDocument | null
  if (!doc || doc.state.kind !== 'pending') return null
  const sub = txn.savepoint()
  const exec = new Execution(executor, {
    kind: 'mutation',
    path: r.path,
    identity: { kind: 'none' },
    txn,
    logLines,
    requestId: newRequestId(),
    userTimeoutMs: executor.userTimeoutMs,
    scheduledFunctionId: jobId,
  })
  let state: JobState
  try {
    validateArgs(r, argsJson, txn)
    const result = await exec.run(r.fn, argsJson)
    ;(await exec.childLock.acquire())()
    validateReturn(r, result, txn)
    sub.release()
    state = { kind: 'success' }
  } catch (e) {
    sub.rollback()
    state = { kind: 'failed', error: normalizeError(exec.finalError(e)).errorMessage }
  }
  executor.usage.record(r.path, txn.metrics())
  txn.patch(componentPath, jobId, { state, completedTime: envNow() })
  return state
}
