/**
 * Functions calling functions: `ctx.runQuery` / `ctx.runMutation` inside a query or mutation
 * run in the caller's transaction (a mutation in a savepoint); from an action, each call is a
 * transaction of its own. Identity passes only between root functions.
 */
import type { JSONValue } from 'convex/values'
import type { CallResult, Identity, UdfType } from '../engine/types'
import type {
  ComponentPath,
  ReadOperations,
  ReadTransaction,
  TransactionLimits,
  WriteTransaction,
} from '../storage/types'
import { runAction, runMutation, runQuery } from './calls'
import { Execution } from './execution'
import type { Executor } from './executor'
import type { FunctionPath } from './resolve'
import { validateArgs, validateReturn } from './validation'

// Captured before any test installs fake timers: the turn above must happen in real time.
const realSetImmediate = globalThis.setImmediate

/** Identity passes only between root functions; admin always propagates. */
export function crossComponentIdentity(
  identity: Identity,
  from: ComponentPath,
  to: ComponentPath,
): Identity {
  if (identity.kind === 'admin') return identity
  if (from === '' && to === '') return identity
  return { kind: 'none' }
}

/** Turns a nested call's CallFailure back into something the caller's code can catch. */
function nestedFailure(errorMessage: string, errorData: JSONValue | undefined): Error {
  const message = errorMessage.replace(/^Uncaught (ConvexError|Error): /, '')
  const err = new Error(message)
  if (errorData !== undefined) {
    Object.assign(err, { [Symbol.for('ConvexError')]: true, data: JSON.stringify(errorData) })
  }
  return err
}

/**
 * `ctx.runQuery` / `ctx.runMutation` inside a query or mutation: same transaction, with the
 * caller's optional `{ transactionLimits }` as the nested call's budget.
 */
export async function runNested(
  executor: Executor,
  parent: Execution,
  udfType: 'query' | 'mutation' | 'snapshotQuery',
  target: FunctionPath,
  argsJson: JSONValue,
  limits?: Partial<TransactionLimits>,
): Promise<JSONValue> {
  const release = await parent.childLock.acquire()
  try {
    if (parent.finished && parent.kind !== 'mutation') {
      throw new Error('The calling function has already returned.')
    }
    if (udfType === 'mutation' && parent.kind !== 'mutation') {
      throw new Error('Mutations can only be called from mutations and actions, not from queries.')
    }
    const kind: UdfType = udfType === 'mutation' ? 'mutation' : 'query'
    const r = await executor.resolve(target, kind, false)
    const parentTxn = parent.requireTxn('runQuery')
    let txn: ReadOperations = parentTxn
    let snapshot: ReadTransaction | null = null
    if (udfType === 'snapshotQuery') {
      snapshot = executor.store.beginRead({ limits: executor.limits })
      txn = snapshot
    }
    const exec = new Execution(executor, {
      kind,
      path: r.path,
      identity: crossComponentIdentity(
        parent.identity,
        parent.path.componentPath,
        r.path.componentPath,
      ),
      txn,
      logLines: parent.logLines,
      requestId: parent.requestId,
      userTimeoutMs: executor.userTimeoutMs,
    })
    const sub = kind === 'mutation' ? (parentTxn as WriteTransaction).savepoint(limits) : null
    const restoreLimits = sub === null ? txn.nestLimits(limits) : null
    try {
      validateArgs(r, argsJson, txn)
      const result = await exec.run(r.fn, argsJson)
      validateReturn(r, result, txn)
      sub?.release()
      return result.value
    } catch (e) {
      sub?.rollback()
      throw exec.finalError(e)
    } finally {
      // What a nested query read of the time or randomness, its caller's result depends on too.
      if (exec.observedTimeOrRandom) parent.observedTimeOrRandom = true
      restoreLimits?.()
      snapshot?.close()
    }
  } finally {
    release()
  }
}

/** `ctx.runQuery` / `runMutation` / `runAction` from an action: each its own transaction. */
export async function runFromAction(
  executor: Executor,
  parent: Execution,
  kind: UdfType,
  target: FunctionPath,
  argsJson: JSONValue,
): Promise<JSONValue> {
  const r = await executor.resolve(target, kind, false)
  const identity = crossComponentIdentity(
    parent.identity,
    parent.path.componentPath,
    r.path.componentPath,
  )
  let result: CallResult
  const lines: string[] = []
  switch (kind) {
    case 'query':
      result = await runQuery(executor, r, argsJson, identity, lines, null)
      break
    case 'mutation':
      result = await runMutation(executor, r, argsJson, identity, lines, undefined)
      break
    case 'action':
      result = await runAction(executor, r, argsJson, identity, lines)
      break
  }
  parent.logLines.push(...lines)
  // A hosted action runs in an isolate of its own while the backend goes on pushing; here it
  // shares the event loop, so after a commit it gives the loop a turn: subscribers see each write
  // of an action that writes step by step (a streamed answer), not only the last.
  if (kind === 'mutation') await new Promise<void>((resolve) => realSetImmediate(resolve))
  if (result.success) return result.value
  throw nestedFailure(result.errorMessage, result.errorData)
}
