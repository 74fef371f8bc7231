/**
 * One call of each kind, as Convex runs it: a query in a read snapshot; a mutation in a write
 * transaction queued FIFO behind other mutations (a re-send with a stored result replays it);
 * an action outside any transaction. Failures become a CallFailure, never a throw.
 */
import type { JSONValue } from 'convex/values'
import type { CallResult, Identity, ReadSet } from '../engine/types'
import type { ReadTransaction, WriteTransaction } from '../storage/types'
import { hasCommitTs, mayHaveCommitTs, resolveCommitTs } from './commitTs'
import { normalizeError, SystemError } from './errors'
import { Execution, newRequestId } from './execution'
import type { Executor } from './executor'
import type { Resolved } from './resolve'
import { ResultText, validateArgs, validateReturn, yieldAfterLargeArgs } from './validation'

/**
 * A query's CallSuccess. `value` (an own, enumerable property, as in any CallSuccess) is decoded
 * from the result's JSON text when first read; `valueText` (on the prototype, so invisible to
 * spreads, JSON and equality checks) is that text, which the sync protocol sends as is.
 */
export class QuerySuccess {
  declare readonly success: true
  declare readonly value: JSONValue
  declare readonly logLines: string[]
  declare readonly ts: bigint
  declare readonly journal: string | null
  declare readonly readSet: ReadSet
  readonly #result: ResultText
  /** Its result depends only on the arguments, identity and reads (no time, no randomness). */
  readonly #cacheable: boolean

  constructor(
    result: ResultText,
    logLines: string[],
    ts: bigint,
    journal: string | null,
    readSet: ReadSet,
    cacheable: boolean,
  ) {
    const self = this as Record<string, unknown>
    self.success = true
    Object.defineProperty(this, 'value', VALUE)
    self.logLines = logLines
    self.ts = ts
    self.journal = journal
    self.readSet = readSet
    this.#result = result
    this.#cacheable = cacheable
  }

  get valueText(): string {
    return this.#result.text
  }

  /**
   * The same result at a later timestamp (no write in between met its reads), as the query cache
   * hands it out: no log lines (nothing ran), and a value decoded afresh from the text, so a caller
   * that changes the value it got changes nobody else's.
   */
  reissue(ts: bigint): QuerySuccess {
    return new QuerySuccess(
      new ResultText(this.#result.text),
      [],
      ts,
      this.journal,
      this.readSet,
      this.#cacheable,
    )
  }

  static isCacheable(result: CallResult): result is QuerySuccess {
    return result instanceof QuerySuccess && result.#cacheable
  }

  static decodedValue(self: QuerySuccess): JSONValue {
    return self.#result.value
  }
}

/** One shared accessor for every QuerySuccess (no closures per call); a write replaces it. */
const VALUE: PropertyDescriptor = {
  get(this: QuerySuccess) {
    return QuerySuccess.decodedValue(this)
  },
  set(this: QuerySuccess, value: JSONValue) {
    Object.defineProperty(this, 'value', { value, writable: true, enumerable: true })
  },
  enumerable: true,
  configurable: true,
}

export async function runQuery(
  executor: Executor,
  r: Resolved,
  argsJson: JSONValue,
  identity: Identity,
  logLines: string[],
  journal: string | null,
): Promise<CallResult> {
  const txn: ReadTransaction = executor.store.beginRead({ limits: executor.limits })
  const exec = new Execution(executor, {
    kind: 'query',
    path: r.path,
    identity,
    txn,
    logLines,
    requestId: newRequestId(),
    journal,
    userTimeoutMs: executor.userTimeoutMs,
  })
  try {
    validateArgs(r, argsJson, txn)
    await yieldAfterLargeArgs(argsJson)
    const result = await exec.run(r.fn, argsJson)
    validateReturn(r, result, txn)
    if (mayHaveCommitTs(result.text) && hasCommitTs(result.value)) {
      throw new SystemError(
        `Function ${r.path.udfPath} return value invalid: queries cannot return an unresolved placeholder value.`,
      )
    }
    return new QuerySuccess(
      result,
      logLines,
      txn.snapshotTs,
      exec.journalOut,
      txn.readSet,
      !exec.observedTimeOrRandom,
    )
  } catch (e) {
    return {
      success: false,
      ...normalizeError(exec.finalError(e)),
      logLines,
      ts: txn.snapshotTs,
      journal: exec.journalOut,
      readSet: txn.readSet,
    }
  } finally {
    executor.usage.record(r.path, txn.metrics())
    txn.close()
  }
}

export async function runMutation(
  executor: Executor,
  r: Resolved,
  argsJson: JSONValue,
  identity: Identity,
  logLines: string[],
  idempotencyKey: string | undefined,
): Promise<CallResult> {
  const replays = executor.replays
  const key = idempotencyKey ? replays.key(idempotencyKey) : null
  if (key) {
    const replay = replays.replay(key)
    if (replay) return replay
  }
  const release = await executor.mutationQueue.acquire()
  let txn: WriteTransaction
  try {
    txn = await executor.store.beginWrite({ limits: executor.limits })
  } catch (e) {
    release()
    return { success: false, ...normalizeError(e), logLines, ts: executor.store.latestTs() }
  }
  const exec = new Execution(executor, {
    kind: 'mutation',
    path: r.path,
    identity,
    txn,
    logLines,
    requestId: newRequestId(),
    userTimeoutMs: executor.userTimeoutMs,
  })
  let counted = false
  try {
    if (key) {
      const replay = replays.replayIn(txn, key)
      if (replay) {
        txn.rollback()
        release()
        return replay
      }
    }
    validateArgs(r, argsJson, txn)
    await yieldAfterLargeArgs(argsJson)
    const result = await exec.run(r.fn, argsJson)
    // Nested calls the function started but did not await still finish inside this transaction.
    ;(await exec.childLock.acquire())()
    validateReturn(r, result, txn)
    const value = result.value
    if (key) replays.record(txn, key, value)
    executor.usage.record(r.path, txn.metrics())
    counted = true
    const commit = executor.commitWrite(txn)
    release()
    return { success: true, value: resolveCommitTs(value, commit.ts), logLines, ts: commit.ts }
  } catch (e) {
    if (!counted) executor.usage.record(r.path, txn.metrics())
    if (txn.isOpen) txn.rollback()
    release()
    return {
      success: false,
      ...normalizeError(exec.finalError(e)),
      logLines,
      ts: executor.store.latestTs(),
    }
  }
}

export async function runAction(
  executor: Executor,
  r: Resolved,
  argsJson: JSONValue,
  identity: Identity,
  logLines: string[],
  scheduledFunctionId: string | null = null,
): Promise<CallResult> {
  const exec = new Execution(executor, {
    kind: 'action',
    path: r.path,
    identity,
    txn: null,
    logLines,
    requestId: newRequestId(),
    userTimeoutMs: null,
    scheduledFunctionId,
  })
  try {
    const txn = executor.store.beginRead()
    try {
      validateArgs(r, argsJson, txn)
    } finally {
      txn.close()
    }
    await yieldAfterLargeArgs(argsJson)
    const result = await exec.run(r.fn, argsJson)
    const txn2 = executor.store.beginRead()
    try {
      validateReturn(r, result, txn2)
    } finally {
      txn2.close()
    }
    return { success: true, value: result.value, logLines, ts: executor.store.latestTs() }
  } catch (e) {
    return {
      success: false,
      ...normalizeError(exec.finalError(e)),
      logLines,
      ts: executor.store.latestTs(),
    }
  }
}
