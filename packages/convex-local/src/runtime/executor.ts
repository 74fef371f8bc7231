/**
 * Runs registered Convex functions: a call from a client or the engine becomes a query (read
 * snapshot), a mutation (a write transaction, queued FIFO behind other mutations) or an action,
 * with argument and return validation, time limits and error normalization. The parts:
 * ./calls (one query, mutation or action), ./resolve (finding functions), ./validation,
 * ./execution (a running function: its JS, its syscalls, its time), ./nestedCalls,
 * ./scheduledJobs, ./crons, ./httpActions, ./uploads, ./signingKey and ./requestReplay.
 */
import type { JSONValue } from 'convex/values'
import type { SigningKey } from '../auth/index'
import type { CallRequest, CallResult, Identity, UdfType } from '../engine/types'
import type { BlobStore } from '../files/index'
import { Mutex } from '../storage/mutex'
import type {
  CommitResult,
  ComponentPath,
  Store,
  TransactionLimits,
  WriteTransaction,
} from '../storage/types'
import { DEFAULT_TRANSACTION_LIMITS } from '../storage/types'
import { canonicalizeUdfPath } from '../sync/encoding'
import { runAction, runMutation, runQuery } from './calls'
import { hasCommitTs } from './commitTs'
import { normalizeError, SystemError } from './errors'
import type { Execution } from './execution'
import { runFromAction, runNested } from './nestedCalls'
import { RequestReplay } from './requestReplay'
import {
  resolveFunction,
  type FunctionPath,
  type ModuleProvider,
  type RegisteredFunction,
  type Resolved,
} from './resolve'
import { cancelJob, runJob, scheduleJob } from './scheduledJobs'
import { SCHEDULED_FUNCTIONS_TABLE, Scheduler } from './scheduler'
import { deploymentSigningKey } from './signingKey'
import type { StoredSecret } from './storedSecret'
import { Uploads, type UploadOptions } from './uploads'
import { UsageCounters } from './usage'

export type { ModuleProvider, RegisteredFunction } from './resolve'
export type { HttpActionResult } from './httpActions'

export type ExecutorOptions = {
  store: Store
  modules: ModuleProvider
  /** User JS time per query/mutation, ms. Default 1000. */
  userTimeoutMs?: number
  /** Transaction limits; null disables them. Default: Convex's. */
  transactionLimits?: TransactionLimits | null
  deploymentName?: string
  /** Upload URLs: the size cap and the clock of their expiry (./uploads). */
  uploads?: UploadOptions
  /** Called after each commit with the storage's commit result. */
  onCommit?: (commit: { ts: bigint; writeSet: unknown }) => void
  /** Base of file URLs (`<cloudUrl>/api/storage/<uuid>`). Default http://127.0.0.1:3210. */
  cloudUrl?: string
  /** Called when a scheduled function or cron finishes (its log lines have no caller to go to). */
  onJobFinished?: JobFinishedListener
}

/** Scheduled functions and crons have no caller: their outcome and log lines go here. */
export type JobFinishedListener = (info: {
  udfPath: string
  success: boolean
  error?: string
  logLines: string[]
}) => void

/** A call made by the engine or the test harness with a handler instead of a path. */
export type InlineCall = {
  udfType: UdfType
  /** A registered function object (e.g. `mutationGeneric({handler})`). */
  fn: RegisteredFunction
  args: JSONValue
  identity: Identity
  componentPath?: string
}

export class Executor {
  readonly store: Store
  readonly modules: ModuleProvider
  readonly userTimeoutMs: number
  readonly limits: TransactionLimits | null
  readonly deploymentName: string
  readonly cloudUrl: string
  readonly scheduler: Scheduler
  /** Reads and writes per function since start (./usage). */
  readonly usage = new UsageCounters()
  readonly uploads: Uploads
  readonly onJobFinished?: JobFinishedListener
  private readonly onCommit?: ExecutorOptions['onCommit']
  /** Serializes top-level mutations before they ask storage for the write lock (keeps FIFO order). */
  readonly mutationQueue = new Mutex()
  /** Stored results of mutations with an idempotency key (./requestReplay). */
  readonly replays: RequestReplay
  private readonly signingKeySecret: StoredSecret<SigningKey>

  constructor(options: ExecutorOptions) {
    this.store = options.store
    this.modules = options.modules
    this.userTimeoutMs = options.userTimeoutMs ?? 1000
    this.limits =
      options.transactionLimits === undefined
        ? DEFAULT_TRANSACTION_LIMITS
        : options.transactionLimits
    this.deploymentName = options.deploymentName ?? 'local'
    this.onCommit = options.onCommit
    this.onJobFinished = options.onJobFinished
    this.scheduler = new Scheduler(this.store, this)
    this.cloudUrl = (options.cloudUrl ?? 'http://127.0.0.1:3210').replace(/\/$/, '')
    this.uploads = new Uploads(this.store, this.cloudUrl, options.uploads)
    this.signingKeySecret = deploymentSigningKey(this.store)
    this.replays = new RequestReplay(this.store)
  }

  /** The file bytes (src/files): `<dataDir>/storage/<uuid>`. */
  get blobs(): BlobStore {
    return this.uploads.blobs
  }

  /** The deployment's ES256 key behind ctx.auth.signJwt (./signingKey). */
  get signingKey(): SigningKey {
    return this.signingKeySecret.value
  }

  // --- transactions --------------------------------------------------------------------------

  /** Commits a write transaction and tells listeners and the scheduler. */
  commitWrite(txn: WriteTransaction): CommitResult {
    const commit = txn.commit()
    this.uploads.committed(txn)
    this.onCommit?.({ ts: commit.ts, writeSet: commit.writeSet })
    const touched = new Set<ComponentPath>()
    for (const d of commit.documents) {
      if (d.table === SCHEDULED_FUNCTIONS_TABLE) touched.add(d.componentPath)
    }
    for (const cp of touched) this.scheduler.rearm(cp)
    return commit
  }

  /** Runs `fn` in its own write transaction (queued behind other mutations) and commits it. */
  async withWrite<T>(fn: (txn: WriteTransaction) => T | Promise<T>): Promise<T> {
    const release = await this.mutationQueue.acquire()
    const txn = await this.store.beginWrite({ limits: this.limits })
    try {
      const value = await fn(txn)
      this.commitWrite(txn)
      return value
    } catch (e) {
      if (txn.isOpen) txn.rollback()
      throw e
    } finally {
      release()
    }
  }

  /** Saves secrets generated at this start (upload tokens, JWT signing key) in `txn`. */
  saveNewSecrets(txn: WriteTransaction): void {
    this.uploads.saveSecretIfNew(txn)
    this.signingKeySecret.saveIfNew(txn)
  }

  // --- the parts, as syscalls and the engine reach them ------------------------------------

  /** Finds a function (./resolve). */
  resolve(path: FunctionPath, expected: UdfType | null, publicOnly: boolean): Promise<Resolved> {
    return resolveFunction(this.modules, path, expected, publicOnly)
  }

  runNested(
    parent: Execution,
    udfType: 'query' | 'mutation' | 'snapshotQuery',
    target: FunctionPath,
    argsJson: JSONValue,
    limits?: Partial<TransactionLimits>,
  ): Promise<JSONValue> {
    return runNested(this, parent, udfType, target, argsJson, limits)
  }

  runFromAction(
    parent: Execution,
    kind: UdfType,
    target: FunctionPath,
    argsJson: JSONValue,
  ): Promise<JSONValue> {
    return runFromAction(this, parent, kind, target, argsJson)
  }

  scheduleJob(
    txn: WriteTransaction,
    callerPath: ComponentPath,
    target: FunctionPath,
    tsSeconds: number,
    argsJson: JSONValue,
  ): Promise<string> {
    return scheduleJob(this, txn, callerPath, target, tsSeconds, argsJson)
  }

  cancelJob(txn: WriteTransaction, componentPath: ComponentPath, id: string): void {
    cancelJob(txn, componentPath, id)
  }

  /** Runs a due job (the scheduler's JobRunner). */
  runJob(componentPath: ComponentPath, jobId: string): Promise<void> {
    return runJob(this, componentPath, jobId)
  }

  // --- top level -----------------------------------------------------------------------------

  /** Runs a call from a client. Never throws: failures become CallFailure. */
  async call(request: CallRequest): Promise<CallResult> {
    try {
      return await this.callInner(request)
    } catch (e) {
      return { success: false, ...normalizeError(e), logLines: [], ts: this.store.latestTs() }
    }
  }

  private async callInner(request: CallRequest): Promise<CallResult> {
    const logLines: string[] = []
    if (hasCommitTs(request.args)) {
      return {
        success: false,
        errorMessage: `Invalid arguments for "${canonicalizeUdfPath(request.udfPath)}": an unresolved placeholder value can only be passed to a query or mutation called from a mutation`,
        logLines,
        ts: this.store.latestTs(),
      }
    }
    const path = {
      componentPath: request.componentPath ?? '',
      udfPath: canonicalizeUdfPath(request.udfPath),
    }
    const isAdmin = request.identity.kind === 'admin'
    const publicOnly = request.enforceVisibility !== false && !isAdmin
    let resolved: Resolved
    try {
      if (publicOnly && path.componentPath !== '') {
        throw new SystemError(`Could not find public function for '${path.udfPath}'.`)
      }
      resolved = await this.resolve(path, request.udfType, publicOnly)
    } catch (e) {
      return { success: false, ...normalizeError(e), logLines, ts: this.store.latestTs() }
    }
    switch (request.udfType) {
      case 'query':
        return runQuery(
          this,
          resolved,
          request.args,
          request.identity,
          logLines,
          request.journal ?? null,
        )
      case 'mutation':
        return runMutation(
          this,
          resolved,
          request.args,
          request.identity,
          logLines,
          request.idempotencyKey,
        )
      case 'action':
        return runAction(this, resolved, request.args, request.identity, logLines)
    }
  }

  /** Runs an inline registered function (test harness `t.query(fn)`, `t.run(fn)`). */
  async callInline(call: InlineCall): Promise<CallResult> {
    const r: Resolved = {
      fn: call.fn,
      kind: call.udfType,
      path: { componentPath: call.componentPath ?? '', udfPath: 'inline' },
    }
    const logLines: string[] = []
    switch (call.udfType) {
      case 'query':
        return runQuery(this, r, call.args, call.identity, logLines, null)
      case 'mutation':
        return runMutation(this, r, call.args, call.identity, logLines, undefined)
      case 'action':
        return runAction(this, r, call.args, call.identity, logLines)
    }
  }
}
