/**
 * Runs registered Convex functions: resolution and visibility, argument and return
 * validation, transactions (a SQLite write transaction per mutation, savepoints for nested
 * runMutation, read snapshots for queries), the syscall layer (§3.3), console capture,
 * time limits and error normalization.
 */
import {
  convexToJson,
  getConvexSize,
  jsonToConvex,
  type JSONValue,
  type Value,
} from 'convex/values'
import { checkValueShape } from '../storage/limits'
import { checkGetId, checkStorageId } from './idChecks'
import type { CallRequest, CallResult, Identity, UdfType, UserIdentityJson } from '../engine/types'
import type {
  CommitResult,
  ComponentPath,
  Document,
  QueryStream,
  ReadOperations,
  ReadTransaction,
  SerializedQuery,
  Store,
  TransactionLimits,
  WriteTransaction,
} from '../storage/types'
import { DEFAULT_TRANSACTION_LIMITS, StorageError } from '../storage/types'
import {
  parseArgsValidator,
  parseReturnsValidator,
  validationMessage,
  type IdResolver,
  type ValidatorJSON,
} from '../values/validators'
import type { ModuleNamespace } from '../loader/index'
import {
  currentGlobal,
  realDate,
  realMath,
  runWithTarget,
  transactionGlobals,
  type LogLevel,
  type SyscallTarget,
} from './context'
import { normalizeError, SystemError, syscallRejection } from './errors'
import { Mutex } from './mutex'
import { UsageCounters } from './usage'
import { randomBytes } from 'node:crypto'
import { AsyncLocalStorage } from 'node:async_hooks'
import {
  exportSigningKey,
  generateSigningKey,
  importSigningKey,
  signJwt,
  signJwtIssuer,
  type SigningKey,
} from '../auth/index'
import path from 'node:path'
import {
  createBlobStore,
  createUploadTokens,
  fileUrl,
  uploadUrl,
  type BlobBody,
  type BlobStore,
  type UploadTokens,
} from '../files/index'
import {
  digestToBase64,
  forgetFile,
  lookupFile,
  lookupUuid,
  recordFile,
  type StoredFile,
} from './files'
import { SCHEDULED_FUNCTIONS_TABLE, Scheduler, type JobDocument, type JobState } from './scheduler'

function envNow(): number {
  return (currentGlobal('Date') as DateConstructor).now()
}

/** What the executor needs to find modules, per component. */
export interface ModuleProvider {
  getModule(componentPath: ComponentPath, modulePath: string): Promise<ModuleNamespace | null>
  /** The `httpPrefix` mounts of an instance's definition: `{"/p/": "_reference/childComponent/c"}`. */
  httpMounts?(componentPath: ComponentPath): Record<string, string>
}

export type RegisteredFunction = {
  isQuery?: boolean
  isMutation?: boolean
  isAction?: boolean
  isHttp?: boolean
  isPublic?: boolean
  isInternal?: boolean
  invokeQuery?: (argsStr: string) => Promise<string>
  invokeMutation?: (argsStr: string) => Promise<string>
  invokeAction?: (requestId: string, argsStr: string) => Promise<string>
  exportArgs?: () => string
  exportReturns?: () => string
}

export type ExecutorOptions = {
  store: Store
  modules: ModuleProvider
  /** User JS time per query/mutation, ms. Default 1000. */
  userTimeoutMs?: number
  /** Transaction limits; null disables them. Default: Convex's. */
  transactionLimits?: TransactionLimits | null
  deploymentName?: string
  /** Called after each commit with the storage's commit result. */
  onCommit?: (commit: { ts: bigint; writeSet: unknown }) => void
  /** Base of file URLs (`<cloudUrl>/api/storage/<uuid>`). Default http://127.0.0.1:3210. */
  cloudUrl?: string
  /** Called when a scheduled function finishes (its log lines have no caller to go to). */
  onJobFinished?: (info: {
    udfPath: string
    success: boolean
    error?: string
    logLines: string[]
  }) => void
}

type FunctionPath = {
  componentPath: ComponentPath
  udfPath: string
  /** Reached through a `components.x...` reference: only public functions qualify. */
  viaReference?: boolean
}

type Resolved = {
  fn: RegisteredFunction
  path: FunctionPath
  kind: UdfType
}

/** Canonical `module:function` (no `.js`, `:default` filled in). */
export function canonicalizeUdfPath(udfPath: string): string {
  const i = udfPath.indexOf(':')
  let mod = i === -1 ? udfPath : udfPath.slice(0, i)
  const fn = i === -1 ? 'default' : udfPath.slice(i + 1)
  if (mod.endsWith('.js')) mod = mod.slice(0, -3)
  return `${mod}:${fn}`
}

function kindOf(fn: RegisteredFunction): UdfType | 'http' | null {
  if (fn.isQuery) return 'query'
  if (fn.isMutation) return 'mutation'
  if (fn.isAction) return 'action'
  if (fn.isHttp) return 'http'
  return null
}

export type RequestMeta = { ip: string | null; userAgent: string | null }
const NO_REQUEST_META: RequestMeta = { ip: null, userAgent: null }
const requestMetaStorage = new AsyncLocalStorage<RequestMeta>()

/** Runs `fn` (engine calls) as part of a request from `meta` (getRequestMetadata's ip/userAgent). */
export function withRequestMetadata<T>(meta: Partial<RequestMeta>, fn: () => T): T {
  return requestMetaStorage.run({ ip: meta.ip ?? null, userAgent: meta.userAgent ?? null }, fn)
}

const IDEMPOTENCY_PREFIX = 'sessionRequest:'
const TOKEN_SECRET_KEY = 'uploadTokenSecret'
const SIGNING_KEY = 'jwt_signing_key'

/** A running function: its syscall target. */
class Execution implements SyscallTarget {
  globals?: Record<string, unknown>
  private nextQueryId = 0
  private streams = new Map<number, QueryStream>()
  paginated = 0
  journalOut: string | null = null
  private inFlight = 0
  private waitStart = 0
  private waitMs = 0
  readonly startedAt = perfNow()
  timedOut = false
  /** Set when the function has returned: later syscalls come from dangling promises. */
  finished = false
  /** Serializes nested runQuery/runMutation calls (savepoints are a stack). */
  readonly childLock = new Mutex()
  /** The `_scheduled_functions` id when this runs as a scheduled job. */
  scheduledFunctionId: string | null = null
  /** ip / user agent of the request that started the outermost call (nested calls inherit). */
  readonly requestMeta: RequestMeta = requestMetaStorage.getStore() ?? NO_REQUEST_META

  constructor(
    readonly executor: Executor,
    readonly kind: UdfType,
    readonly path: FunctionPath,
    readonly identity: Identity,
    /** Query: read txn; mutation: write txn; action: null. */
    readonly txn: ReadOperations | null,
    readonly logLines: string[],
    readonly requestId: string,
    readonly journalIn: string | null,
    readonly userTimeoutMs: number | null,
    readonly isNested: boolean,
  ) {
    if (kind !== 'action') {
      const seed = Math.floor(realMath.random() * 2 ** 32)
      const now = (currentGlobal('Date') as DateConstructor).now()
      this.globals = transactionGlobals(seed, now, () => this.checkTime())
    }
  }

  get writeTxn(): WriteTransaction | null {
    return this.kind === 'mutation' ? (this.txn as WriteTransaction) : null
  }

  log(level: LogLevel, message: string) {
    this.logLines.push(`[${level}] ${message}`)
  }

  userTimeMs(): number {
    const now = perfNow()
    const waiting = this.inFlight > 0 ? now - this.waitStart : 0
    return now - this.startedAt - this.waitMs - waiting
  }

  checkTime() {
    if (this.userTimeoutMs === null) return
    if (this.timedOut || this.userTimeMs() > this.userTimeoutMs) {
      this.timedOut = true
      throw new SystemError(timeoutMessage(this.userTimeoutMs))
    }
  }

  private enterWait() {
    if (this.inFlight++ === 0) this.waitStart = perfNow()
  }
  private exitWait() {
    if (--this.inFlight === 0) this.waitMs += perfNow() - this.waitStart
  }

  requireTxn(op: string): ReadOperations {
    if (!this.txn) throw new Error(`${op} can only be called from a query or mutation.`)
    return this.txn
  }

  requireWrite(): WriteTransaction {
    const w = this.writeTxn
    if (!w) throw new Error('Writes are only allowed in mutations.')
    return w
  }

  // --- sync syscalls -------------------------------------------------------------------------

  syscall(op: string, jsonArgs: string): string {
    this.checkTime()
    const args = JSON.parse(jsonArgs) as Record<string, unknown>
    switch (op) {
      case '1.0/queryStream': {
        const txn = this.requireTxn('Queries')
        const stream = txn.query(this.path.componentPath, args.query as SerializedQuery)
        const queryId = this.nextQueryId++
        this.streams.set(queryId, stream)
        return JSON.stringify({ queryId })
      }
      case '1.0/queryCleanup': {
        const id = args.queryId as number
        const stream = this.streams.get(id)
        if (stream) {
          stream.close()
          this.streams.delete(id)
        }
        return JSON.stringify({})
      }
      case '1.0/db/normalizeId': {
        const txn = this.requireTxn('normalizeId')
        const id = txn.normalizeId(
          this.path.componentPath,
          args.table as string,
          args.idString as string,
        )
        return JSON.stringify({ id })
      }
      case '1.0/getSnapshotTs': {
        const txn = this.requireTxn('getSnapshotTs()')
        return JSON.stringify(convexToJson(txn.snapshotTs))
      }
      default:
        throw new Error(`Unknown operation ${op}`)
    }
  }

  // --- async syscalls ------------------------------------------------------------------------

  async asyncSyscall(op: string, jsonArgs: string): Promise<string> {
    if (this.finished) {
      // A promise the function did not await, running after it returned. Convex drops these;
      // never settle, so nothing surfaces as an unhandled rejection.
      return new Promise<string>(() => {})
    }
    try {
      this.checkTime()
    } catch (e) {
      throw syscallRejection(e)
    }
    this.enterWait()
    const never = () => new Promise<string>(() => {})
    try {
      const args = JSON.parse(jsonArgs) as Record<string, unknown>
      const result = await this.asyncSyscallInner(op, args)
      if (this.finished) return never()
      return JSON.stringify(result === undefined ? null : result)
    } catch (e) {
      if (this.finished) return never()
      throw syscallRejection(e)
    } finally {
      this.exitWait()
    }
  }

  private tableCheck(txn: ReadOperations, id: string, table: unknown, op: string) {
    if (typeof table !== 'string') return
    const actual = txn.tableNameForId(this.path.componentPath, id)
    if (actual !== null && actual !== table) {
      throw new Error(
        `Invalid argument \`id\` for \`db.${op}\`: ID "${id}" is from table "${actual}", not "${table}".`,
      )
    }
  }

  private writableId(txn: WriteTransaction, id: string, table: unknown, op: string): string {
    this.tableCheck(txn, id, table, op)
    const tableName = txn.tableNameForId(this.path.componentPath, id)
    if (tableName !== null && tableName.startsWith('_')) {
      throw new Error('System tables (prefixed with `_`) are read-only.')
    }
    if (tableName === null) {
      throw new Error(`Invalid ID "${id}" passed to \`db.${op}\`.`)
    }
    return tableName
  }

  private async asyncSyscallInner(op: string, args: Record<string, unknown>): Promise<unknown> {
    const cp = this.path.componentPath
    switch (op) {
      case '1.0/get': {
        const txn = this.requireTxn('db.get')
        const id = jsonToConvex(args.id as JSONValue) as string
        checkGetId(id, args.isSystem)
        this.tableCheck(txn, id, args.table, 'get')
        const doc = txn.get(cp, id)
        return doc === null ? null : convexToJson(doc as Value)
      }
      case '1.0/queryStreamNext': {
        const id = args.queryId as number
        const stream = this.streams.get(id)
        if (!stream) throw new Error(`Query ${id} is not running`)
        // The stored convex-encoded JSON, without decoding and re-encoding the document.
        const value = stream.nextEncoded()
        if (value === null) {
          this.streams.delete(id)
          return { value: null, done: true }
        }
        return { value, done: false }
      }
      case '1.0/queryPage':
        return this.queryPage(args)
      case '1.0/count': {
        const txn = this.requireTxn('count')
        return txn.count(cp, args.table as string)
      }
      case '1.0/insert': {
        const txn = this.requireWrite()
        const table = args.table as string
        if (table.startsWith('_'))
          throw new Error('System tables (prefixed with `_`) are read-only.')
        const value = jsonToConvex(args.value as JSONValue) as Record<string, Value>
        for (const f of ['_id', '_creationTime']) {
          if (f in value) {
            throw new Error(`Provided document cannot contain system field \`${f}\`.`)
          }
        }
        const _id = txn.insert(cp, table, value)
        return { _id }
      }
      case '1.0/shallowMerge': {
        const txn = this.requireWrite()
        const id = jsonToConvex(args.id as JSONValue) as string
        this.writableId(txn, id, args.table, 'patch')
        const patch: Record<string, Value | undefined> = {}
        for (const [k, v] of Object.entries(args.value as Record<string, JSONValue>)) {
          const isUndefined =
            v !== null &&
            typeof v === 'object' &&
            !Array.isArray(v) &&
            Object.keys(v).length === 1 &&
            '$undefined' in v
          patch[k] = isUndefined ? undefined : jsonToConvex(v)
        }
        txn.patch(cp, id, patch)
        return {}
      }
      case '1.0/replace': {
        const txn = this.requireWrite()
        const id = jsonToConvex(args.id as JSONValue) as string
        this.writableId(txn, id, args.table, 'replace')
        txn.replace(cp, id, jsonToConvex(args.value as JSONValue) as Record<string, Value>)
        return {}
      }
      case '1.0/remove': {
        const txn = this.requireWrite()
        const id = jsonToConvex(args.id as JSONValue) as string
        this.writableId(txn, id, args.table, 'delete')
        txn.delete(cp, id)
        return {}
      }
      case '1.0/getUserIdentity':
        return identityJson(this.identity)
      case '1.0/runUdf': {
        const udfType = args.udfType as 'query' | 'mutation' | 'snapshotQuery'
        const target = this.executor.resolveAddress(this.path, args)
        return this.executor.runNested(this, udfType, target, args.args as JSONValue)
      }
      case '1.0/actions/query':
      case '1.0/actions/mutation':
      case '1.0/actions/action': {
        if (this.kind !== 'action') throw new Error(`${op} can only be called from an action.`)
        const kind = op.slice('1.0/actions/'.length) as UdfType
        const target = this.executor.resolveAddress(this.path, args)
        return this.executor.runFromAction(this, kind, target, args.args as JSONValue)
      }
      case '1.0/createFunctionHandle': {
        const target = this.executor.resolveAddress(this.path, args)
        await this.executor.resolve(target, null, false)
        return `function://${target.componentPath};${target.udfPath}`
      }
      case '1.0/getFunctionMetadata':
        return { name: this.path.udfPath, componentPath: this.path.componentPath }
      case '1.0/getDeploymentMetadata':
        return { name: this.executor.deploymentName, region: null, class: 's16' }
      case '1.0/getRequestMetadata': {
        if (this.kind === 'query') {
          throw new Error(
            'getRequestMetadata() can only be called from a mutation, action or HTTP action. It is not available in queries.',
          )
        }
        return {
          ip: this.requestMeta.ip,
          userAgent: this.requestMeta.userAgent,
          requestId: this.requestId,
          scheduledFunctionId: this.scheduledFunctionId,
          authToken: this.identity.kind === 'user' ? this.identity.token : null,
        }
      }
      case '1.0/getTransactionMetrics': {
        if (!this.txn) {
          throw new Error(
            'getTransactionMetrics() can only be called from a query or mutation. It is not available in actions or outside of a Convex function.',
          )
        }
        return transactionMetricsJson(this.txn, this.executor.limits)
      }
      case '1.0/auditLog':
        return null
      case '1.0/schedule': {
        if (this.kind !== 'mutation')
          throw new Error('ctx.scheduler is only available in mutations and actions.')
        const target = this.executor.resolveAddress(this.path, args)
        return this.executor.scheduleJob(
          this.requireWrite(),
          cp,
          target,
          args.ts as number,
          args.args as JSONValue,
        )
      }
      case '1.0/actions/schedule': {
        const target = this.executor.resolveAddress(this.path, args)
        return this.executor.withWrite((txn) =>
          this.executor.scheduleJob(txn, cp, target, args.ts as number, args.args as JSONValue),
        )
      }
      case '1.0/cancel_job': {
        const id = jsonToConvex(args.id as JSONValue) as string
        this.executor.cancelJob(this.requireWrite(), cp, id)
        return {}
      }
      case '1.0/actions/cancel_job': {
        const id = jsonToConvex(args.id as JSONValue) as string
        await this.executor.withWrite((txn) => this.executor.cancelJob(txn, cp, id))
        return null
      }
      case '1.0/storageGenerateUploadUrl':
        if (this.kind === 'query')
          throw new Error('generateUploadUrl() is not available in queries.')
        return this.executor.generateUploadUrl(cp)
      case '1.0/storageGetUrl': {
        const f = this.readFile(args.storageId as string, 'storage.getUrl')
        return f ? fileUrl(this.executor.cloudUrl, f.uuid) : null
      }
      case '1.0/storageGetMetadata': {
        const f = this.readFile(args.storageId as string, 'storage.getMetadata')
        return f
          ? { storageId: f.id, sha256: f.sha256, size: f.size, contentType: f.contentType }
          : null
      }
      case '1.0/storageGet': {
        const f = this.readFile(args.storageId as string, 'storage.get')
        const bytes = f ? await this.executor.blobs.readBytes(f.uuid) : null
        return f && bytes
          ? { blob: Buffer.from(bytes).toString('base64'), contentType: f.contentType }
          : null
      }
      case '1.0/storageStore': {
        const txn = this.requireWrite()
        const contentType = (args.contentType as string | undefined) || null
        const info = await this.executor.blobs.write(Buffer.from(args.blob as string, 'base64'), {
          contentType,
          expectedSha256: digestToBase64(args.sha256 as string | undefined),
        })
        return recordFile(txn, cp, info, contentType)
      }
      case '1.0/storageDelete': {
        const storageId = args.storageId as string
        checkStorageId(storageId, 'storage.delete')
        const remove = (txn: WriteTransaction) => {
          const f = lookupFile(txn, cp, storageId)
          if (!f) throw new Error(`Storage ID "${storageId}" not found.`)
          forgetFile(txn, f)
          this.executor.deleteFileAfterCommit(txn, f.uuid)
        }
        if (this.kind === 'mutation') remove(this.requireWrite())
        else if (this.kind === 'action') await this.executor.withWrite(remove)
        else throw new Error('storage.delete() is not available in queries.')
        return {}
      }
      case '1.0/actions/vectorSearch': {
        if (this.kind !== 'action')
          throw new Error('vectorSearch can only be called from an action.')
        const q = args.query as {
          indexName: string
          vector: number[]
          limit?: number
          expressions?: unknown
        }
        const txn = this.executor.store.beginRead()
        try {
          return { results: txn.vectorSearch(cp, q) }
        } finally {
          txn.close()
        }
      }
      case '1.0/signJwt': {
        if (this.kind !== 'mutation')
          throw new Error('ctx.auth.signJwt() is only available in mutations.')
        return await signJwt(this.executor.signingKey, {
          claims: args.claims as Record<string, unknown> | undefined,
          expiresInSeconds: args.expiresInSeconds as number,
          issuer: signJwtIssuer(this.executor.cloudUrl, cp || undefined),
          nowMs: realDate.now(),
        })
      }
      case '1.0/createServiceToken':
      case '1.0/getServiceUrl':
        throw new Error(`${op} is not available in convex-local (it needs Convex cloud services).`)
      default:
        throw new Error(`Unknown async operation ${op}`)
    }
  }

  private queryPage(args: Record<string, unknown>): unknown {
    const txn = this.requireTxn('paginate()')
    if (this.path.componentPath !== '') {
      throw new Error(
        'PaginationUnsupportedInComponents: paginate() is not supported in components; iterate the query (or use a stream) instead.',
      )
    }
    this.paginated += 1
    if (this.paginated > 1) {
      throw new Error(
        'This query or mutation function ran multiple paginated queries. Convex only supports a single paginated query in each function.',
      )
    }
    const pageSize = args.pageSize as number
    let endCursor = (args.endCursor as string | null | undefined) ?? null
    if (endCursor === null && this.journalIn) {
      try {
        const j = JSON.parse(this.journalIn) as { endCursor?: string | null }
        if (typeof j.endCursor === 'string') endCursor = j.endCursor
      } catch {
        // ignore a malformed journal
      }
    }
    const result = txn.paginate(this.path.componentPath, {
      query: args.query as SerializedQuery,
      cursor: (args.cursor as string | null) ?? null,
      endCursor,
      pageSize,
      maximumRowsRead: (args.maximumRowsRead as number | null | undefined) ?? null,
      maximumBytesRead: (args.maximumBytesRead as number | null | undefined) ?? null,
      encoded: true,
    })
    this.journalOut = JSON.stringify({ endCursor: result.continueCursor })
    return {
      page: result.pageEncoded ?? result.page.map((d: Document) => convexToJson(d as Value)),
      isDone: result.isDone,
      continueCursor: result.continueCursor,
      splitCursor: result.splitCursor,
      pageStatus: result.pageStatus,
    }
  }

  /** A file of this component, read through the function's transaction (or a fresh snapshot). */
  private readFile(storageId: string, method: string): StoredFile | null {
    checkStorageId(storageId, method)
    if (this.txn) return lookupFile(this.txn, this.path.componentPath, storageId)
    const read = this.executor.store.beginRead({ limits: null })
    try {
      return lookupFile(read, this.path.componentPath, storageId)
    } finally {
      read.close()
    }
  }

  jsSyscall(op: string, args: Record<string, unknown>): unknown {
    const cp = this.path.componentPath
    switch (op) {
      case 'storage/storeBlob':
        return (async () => {
          const blob = args.blob as Blob
          const contentType = blob.type || null
          const info = await this.executor.blobs.write(new Uint8Array(await blob.arrayBuffer()), {
            contentType,
            expectedSha256: digestToBase64(
              (args.options as { sha256?: string } | undefined)?.sha256,
            ),
          })
          return this.executor.withWrite((txn) => recordFile(txn, cp, info, contentType))
        })()
      case 'storage/getBlob':
        return (async () => {
          // The backend names this check after getMetadata too (action/storage.rs).
          const f = this.readFile(args.storageId as string, 'storage.getMetadata')
          const bytes = f ? await this.executor.blobs.readBytes(f.uuid) : null
          if (!f || !bytes) return null
          return new Blob([new Uint8Array(bytes)], { type: f.contentType ?? '' })
        })()
      default:
        throw new Error(`Unknown JS syscall ${op}`)
    }
  }

  closeStreams() {
    for (const s of this.streams.values()) s.close()
    this.streams.clear()
  }
}

const validatorCache = new WeakMap<object, { args: ValidatorJSON; returns: ValidatorJSON | null }>()

/** Parsed exportArgs()/exportReturns() of a registered function (they never change). */
function cachedValidators(fn: RegisteredFunction): {
  args: ValidatorJSON
  returns: ValidatorJSON | null
} {
  let v = validatorCache.get(fn)
  if (!v) {
    v = {
      args: parseArgsValidator(fn.exportArgs ? fn.exportArgs() : '{"type":"any"}'),
      returns: fn.exportReturns ? parseReturnsValidator(fn.exportReturns()) : null,
    }
    validatorCache.set(fn, v)
  }
  return v
}

/** Captured at load: fake timers must not make user code look slow (or fast). */
const perfNow: () => number = performance.now.bind(performance)

/** Convex's limit on function arguments and return values. */
const MAX_ARGS_OR_RESULT_BYTES = 16 * 1024 * 1024

function formatMiB(n: number): string {
  return `${(n / (1024 * 1024)).toFixed(1)} MiB`
}

function timeoutMessage(ms: number): string {
  const s = ms / 1000
  return `Function execution timed out (maximum duration: ${Number.isInteger(s) ? `${s}s` : `${ms}ms`})`
}

export function identityJson(identity: Identity): UserIdentityJson | null {
  if (identity.kind === 'user') return identity.identity
  if (identity.kind === 'admin') return identity.impersonating ?? null
  return null
}

function transactionMetricsJson(txn: ReadOperations, limits: TransactionLimits | null) {
  const m = txn.metrics()
  const l = limits ?? DEFAULT_TRANSACTION_LIMITS
  const metric = (used: number, limit: number) => ({ used, remaining: Math.max(0, limit - used) })
  return {
    bytesRead: metric(m.bytesRead, l.bytesRead),
    bytesWritten: metric(m.bytesWritten, l.bytesWritten),
    databaseQueries: metric(m.databaseQueries, l.databaseQueries),
    documentsRead: metric(m.documentsRead, l.documentsRead),
    documentsWritten: metric(m.documentsWritten, l.documentsWritten),
    functionsScheduled: metric(0, 1000),
    scheduledFunctionArgsBytes: metric(0, 16 * 1024 * 1024),
    filesWritten: metric(0, 1000),
    fileWriteBytes: metric(0, 1024 * 1024 * 1024),
    filesRead: metric(0, 1000),
    fileReadBytes: metric(0, 1024 * 1024 * 1024),
  }
}

function storageMessage(e: unknown): unknown {
  // Storage errors surface like errors thrown by user code ("Uncaught Error: ...").
  if (e instanceof StorageError) {
    const err = new Error(e.message)
    return err
  }
  return e
}

let requestCounter = 0
function newRequestId(): string {
  requestCounter += 1
  return `${realDate.now().toString(16)}${requestCounter.toString(16).padStart(6, '0')}`
}

type RegisteredHttp = {
  isHttp?: boolean
  invokeHttpAction: (request: Request) => Promise<Response>
}

export type HttpActionResult = {
  response: Response
  logLines: string[]
  /** Set when the handler threw (the response is then a 500). */
  error?: { errorMessage: string; errorData?: JSONValue; thrown: unknown }
}

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
  private readonly onCommit?: ExecutorOptions['onCommit']
  /** Serializes top-level mutations before they ask storage for the write lock (keeps FIFO order). */
  private readonly mutationQueue = new Mutex()
  readonly scheduler: Scheduler
  /** Reads and writes per function since start (./usage). */
  readonly usage = new UsageCounters()
  private readonly onJobFinished?: ExecutorOptions['onJobFinished']
  /** File bytes (src/files): `<dataDir>/storage/<uuid>`. */
  readonly blobs: BlobStore
  readonly cloudUrl: string
  private readonly uploadTokens: UploadTokens
  /** Set when the upload-token secret is new and must be saved (at startup). */
  private unsavedTokenSecret: string | null = null
  /** The deployment's ES256 key behind ctx.auth.signJwt (global `jwt_signing_key`). */
  readonly signingKey: SigningKey
  private unsavedSigningKey: string | null = null
  private readonly fileDeletes = new WeakMap<WriteTransaction, string[]>()

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
    this.blobs = createBlobStore(path.join(this.store.dataDir, 'storage'))
    let secret = this.store.getGlobal(TOKEN_SECRET_KEY) as string | undefined
    if (typeof secret !== 'string') {
      secret = randomBytes(32).toString('base64url')
      this.unsavedTokenSecret = secret
    }
    this.uploadTokens = createUploadTokens(secret)
    const storedKey = this.store.getGlobal(SIGNING_KEY) as string | undefined
    if (typeof storedKey === 'string') {
      this.signingKey = importSigningKey(storedKey)
    } else {
      this.signingKey = generateSigningKey()
      this.unsavedSigningKey = exportSigningKey(this.signingKey)
    }
    this.cloudUrl = (options.cloudUrl ?? 'http://127.0.0.1:3210').replace(/\/$/, '')
  }

  // --- file storage --------------------------------------------------------------------------

  /** `storage.generateUploadUrl()`: `<cloudUrl>/api/storage/upload?token=` (HMAC, one hour). */
  generateUploadUrl(componentPath: ComponentPath): string {
    return uploadUrl(this.cloudUrl, this.uploadTokens.issue(componentPath))
  }

  /**
   * Stores an upload made with a token from generateUploadUrl(); returns the storage ID.
   * Throws UploadTokenError (bad/expired token) or BlobStoreError (digest/length mismatch).
   */
  async storeUpload(
    token: string,
    body: BlobBody,
    contentType: string | null,
    sha256?: string | null,
  ): Promise<string> {
    const { componentPath } = this.uploadTokens.check(token)
    const info = await this.blobs.write(body, {
      contentType,
      expectedSha256: digestToBase64(sha256),
    })
    return this.withWrite((txn) => recordFile(txn, componentPath, info, contentType))
  }

  /** Metadata behind a file URL (`/api/storage/<uuid>`), or null if there is no such file. */
  fileInfo(uuid: string): StoredFile | null {
    const read = this.store.beginRead({ limits: null })
    try {
      return lookupUuid(read, uuid)
    } finally {
      read.close()
    }
  }

  deleteFileAfterCommit(txn: WriteTransaction, uuid: string) {
    const list = this.fileDeletes.get(txn) ?? []
    list.push(uuid)
    this.fileDeletes.set(txn, list)
  }

  // --- scheduled functions -------------------------------------------------------------------

  /** Commits a write transaction and tells listeners and the scheduler. */
  private commitWrite(txn: WriteTransaction): CommitResult {
    const commit = txn.commit()
    for (const uuid of this.fileDeletes.get(txn) ?? []) void this.blobs.delete(uuid).catch(() => {})
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

  /**
   * `ctx.scheduler.runAfter/runAt`: a pending job in the caller's transaction, recorded in the
   * caller's `_scheduled_functions` (so the caller can read and cancel it). A job targeting
   * another component (`components.x.fn`) remembers that component in a global.
   */
  async scheduleJob(
    txn: WriteTransaction,
    callerPath: ComponentPath,
    target: FunctionPath,
    tsSeconds: number,
    argsJson: JSONValue,
  ): Promise<string> {
    const r = await this.resolve(target, null, false)
    if (r.kind !== 'mutation' && r.kind !== 'action') {
      throw new Error(
        `Only mutations and actions can be scheduled, but ${r.path.udfPath} is a ${r.kind}.`,
      )
    }
    const args = jsonToConvex(argsJson ?? {})
    const id = txn.insert(callerPath, SCHEDULED_FUNCTIONS_TABLE, {
      name: r.path.udfPath,
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
  cancelJob(txn: WriteTransaction, componentPath: ComponentPath, id: string): void {
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

  /** At startup: actions left `inProgress` by a crash are failed; pending jobs get timers. */
  async recoverJobs(componentPath: ComponentPath = ''): Promise<void> {
    await this.withWrite((txn) => {
      if (this.unsavedTokenSecret !== null) {
        txn.setGlobal(TOKEN_SECRET_KEY, this.unsavedTokenSecret)
        this.unsavedTokenSecret = null
      }
      if (this.unsavedSigningKey !== null) {
        txn.setGlobal(SIGNING_KEY, this.unsavedSigningKey)
        this.unsavedSigningKey = null
      }
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
    this.scheduler.rearm(componentPath)
  }

  /** Runs a cron job's function (a mutation or action) with no identity. */
  runCron(udfPath: string, argsJson: JSONValue, componentPath: ComponentPath = ''): Promise<void> {
    return withRequestMetadata({}, () => this.runCronInner(udfPath, argsJson, componentPath))
  }

  private async runCronInner(
    udfPath: string,
    argsJson: JSONValue,
    componentPath: ComponentPath,
  ): Promise<void> {
    const logLines: string[] = []
    let result: CallResult
    try {
      const r = await this.resolve({ componentPath, udfPath }, null, false)
      if (r.kind === 'mutation') {
        result = await this.runMutation(r, argsJson, { kind: 'none' }, logLines, undefined)
      } else if (r.kind === 'action') {
        result = await this.runAction(r, argsJson, { kind: 'none' }, logLines)
      } else {
        throw new Error(
          `Only mutations and actions can be cron jobs, but ${r.path.udfPath} is a ${r.kind}.`,
        )
      }
    } catch (e) {
      result = { success: false, ...normalizeError(e), logLines, ts: this.store.latestTs() }
    }
    this.onJobFinished?.({
      udfPath,
      success: result.success,
      error: result.success ? undefined : result.errorMessage,
      logLines,
    })
  }

  /** Runs a due job (JobRunner). Jobs belong to no request: no ip or user agent. */
  runJob(componentPath: ComponentPath, jobId: string): Promise<void> {
    return withRequestMetadata({}, () => this.runJobInner(componentPath, jobId))
  }

  private async runJobInner(componentPath: ComponentPath, jobId: string): Promise<void> {
    const read = this.store.beginRead({ limits: null })
    let job: JobDocument | null
    try {
      job = read.get(componentPath, jobId) as JobDocument | null
    } finally {
      read.close()
    }
    if (!job || job.state.kind !== 'pending') return
    const logLines: string[] = []
    const argsJson = convexToJson((job.args[0] ?? {}) as Value)
    let r: Resolved
    try {
      const target = this.store.getGlobal(jobTargetKey(componentPath, jobId))
      r = await this.resolve(
        { componentPath: typeof target === 'string' ? target : componentPath, udfPath: job.name },
        null,
        false,
      )
    } catch (e) {
      const error = normalizeError(e).errorMessage
      await this.withWrite((txn) => {
        txn.patch(componentPath, jobId, {
          state: { kind: 'failed', error },
          completedTime: envNow(),
        })
      })
      this.onJobFinished?.({ udfPath: job.name, success: false, error, logLines })
      return
    }
    if (r.kind === 'mutation') {
      const outcome = await this.withWrite(async (txn) => {
        const doc = txn.get(componentPath, jobId) as JobDocument | null
        if (!doc || doc.state.kind !== 'pending') return null
        const sub = txn.savepoint()
        const exec = new Execution(
          this,
          'mutation',
          r.path,
          { kind: 'none' },
          txn,
          logLines,
          newRequestId(),
          null,
          this.userTimeoutMs,
          false,
        )
        exec.scheduledFunctionId = jobId
        let state: JobState
        try {
          this.validateArgs(r, argsJson, txn)
          const value = await this.invoke(exec, r, argsJson)
          ;(await exec.childLock.acquire())()
          this.validateReturn(r, value, txn)
          sub.release()
          state = { kind: 'success' }
        } catch (e) {
          sub.rollback()
          state = { kind: 'failed', error: normalizeError(this.finalError(exec, e)).errorMessage }
        }
        this.usage.record(r.path, txn.metrics())
        txn.patch(componentPath, jobId, { state, completedTime: envNow() })
        return state
      })
      if (outcome) {
        this.onJobFinished?.({
          udfPath: job.name,
          success: outcome.kind === 'success',
          error: outcome.kind === 'failed' ? outcome.error : undefined,
          logLines,
        })
      }
      return
    }
    // Actions: inProgress is its own commit, then the outcome (at most once).
    const started = await this.withWrite((txn) => {
      const doc = txn.get(componentPath, jobId) as JobDocument | null
      if (!doc || doc.state.kind !== 'pending') return false
      txn.patch(componentPath, jobId, { state: { kind: 'inProgress' } })
      return true
    })
    if (!started) return
    const result = await this.runAction(r, argsJson, { kind: 'none' }, logLines, jobId)
    await this.withWrite((txn) => {
      const doc = txn.get(componentPath, jobId) as JobDocument | null
      if (!doc || doc.state.kind !== 'inProgress') return
      txn.patch(componentPath, jobId, {
        state: result.success
          ? { kind: 'success' }
          : { kind: 'failed', error: result.errorMessage },
        completedTime: envNow(),
      })
    })
    this.onJobFinished?.({
      udfPath: job.name,
      success: result.success,
      error: result.success ? undefined : result.errorMessage,
      logLines,
    })
  }

  // --- resolution ----------------------------------------------------------------------------

  /** Resolves `{name}` / `{reference}` / `{functionHandle}` relative to the caller. */
  resolveAddress(caller: FunctionPath, args: Record<string, unknown>): FunctionPath {
    if (typeof args.functionHandle === 'string') {
      const rest = args.functionHandle.slice('function://'.length)
      const i = rest.indexOf(';')
      if (!args.functionHandle.startsWith('function://') || i === -1) {
        throw new Error(`Invalid function handle "${args.functionHandle}"`)
      }
      return { componentPath: rest.slice(0, i), udfPath: canonicalizeUdfPath(rest.slice(i + 1)) }
    }
    if (typeof args.name === 'string') {
      return { componentPath: caller.componentPath, udfPath: canonicalizeUdfPath(args.name) }
    }
    if (typeof args.reference === 'string') {
      // `_reference/childComponent/<child>/<dir...>/<fn>`, relative to the caller's component.
      const parts = args.reference.split('/')
      if (parts[0] !== '_reference' || parts[1] !== 'childComponent' || parts.length < 5) {
        throw new Error(`Invalid function reference "${args.reference}"`)
      }
      const child = parts[2]!
      const fn = parts[parts.length - 1]!
      const modulePath = parts.slice(3, -1).join('/')
      return {
        componentPath: caller.componentPath ? `${caller.componentPath}/${child}` : child,
        udfPath: canonicalizeUdfPath(`${modulePath}:${fn}`),
        viaReference: true,
      }
    }
    throw new Error('Function address not supported')
  }

  /**
   * Finds the function. `expected` null accepts any kind. When `publicOnly`, internal
   * functions and missing ones give Convex's "Could not find public function" text.
   */
  async resolve(
    path: FunctionPath,
    expected: UdfType | null,
    publicOnly: boolean,
  ): Promise<Resolved> {
    const udfPath = canonicalizeUdfPath(path.udfPath)
    const i = udfPath.indexOf(':')
    const modulePath = udfPath.slice(0, i)
    const exportName = udfPath.slice(i + 1)
    const inComponent = path.componentPath ? ` in component '${path.componentPath}'` : ''
    const notFound = () =>
      publicOnly
        ? new SystemError(`Could not find public function for '${udfPath}'${inComponent}.`)
        : new SystemError(
            `Could not find function for '${udfPath}'${inComponent}. Did you forget to run \`npx convex dev\` or \`npx convex deploy\`?`,
          )
    const mod = await this.modules.getModule(path.componentPath, modulePath)
    const fn = mod?.[exportName] as RegisteredFunction | undefined
    if (!fn || (typeof fn !== 'object' && typeof fn !== 'function')) throw notFound()
    const kind = kindOf(fn)
    if (kind === null || kind === 'http') throw notFound()
    if (publicOnly && (!fn.isPublic || path.componentPath !== '')) throw notFound()
    if (path.viaReference && !fn.isPublic) {
      throw new SystemError(`Could not find public function for '${udfPath}'${inComponent}.`)
    }
    if (expected !== null && kind !== expected) {
      throw new SystemError(
        `Trying to execute ${udfPath}${inComponent} as ${capitalize(expected)}, but it is defined as ${capitalize(kind)}.`,
      )
    }
    return { fn, path: { componentPath: path.componentPath, udfPath }, kind }
  }

  // --- validation ----------------------------------------------------------------------------

  private idResolver(
    txn: ReadOperations | null,
    componentPath: ComponentPath,
  ): IdResolver | undefined {
    if (!txn) return undefined
    return (id: string) => {
      const tableName = txn.tableNameForId(componentPath, id)
      return tableName === null ? null : { tableName }
    }
  }

  /** Decodes and validates args; throws SystemError("ArgumentValidationError: ..."). */
  validateArgs(r: Resolved, argsJson: JSONValue, txn: ReadOperations | null): Value {
    if (argsJson === null || typeof argsJson !== 'object' || Array.isArray(argsJson)) {
      throw new SystemError(
        `ArgumentValidationError: Expected the arguments of ${r.path.udfPath} to be an object, but got ${JSON.stringify(argsJson)}.`,
      )
    }
    let args: Value
    try {
      args = jsonToConvex(argsJson)
      checkValueShape(args, 'Arguments')
    } catch (e) {
      throw new SystemError((e as Error).message)
    }
    const size = getConvexSize(args)
    if (size > MAX_ARGS_OR_RESULT_BYTES) {
      throw new SystemError(
        `Arguments for ${r.path.udfPath} are too large (actual: ${formatMiB(size)}, limit: ${formatMiB(MAX_ARGS_OR_RESULT_BYTES)})`,
      )
    }
    let validator
    try {
      validator = cachedValidators(r.fn).args
    } catch (e) {
      throw new SystemError(
        `Invalid JSON returned from ${r.path.udfPath.replace(':', '.js:')}.exportArgs(): ${(e as Error).message}`,
      )
    }
    if (validator.type === 'any') return args
    const msg = validationMessage(validator, args, this.idResolver(txn, r.path.componentPath))
    if (msg !== null) throw new SystemError(`ArgumentValidationError: ${msg}`)
    return args
  }

  validateReturn(r: Resolved, resultJson: JSONValue, txn: ReadOperations | null) {
    const decoded = jsonToConvex(resultJson)
    const size = getConvexSize(decoded)
    if (size > MAX_ARGS_OR_RESULT_BYTES) {
      throw new SystemError(
        `Function ${r.path.udfPath} return value is too large (actual: ${formatMiB(size)}, limit: ${formatMiB(MAX_ARGS_OR_RESULT_BYTES)})`,
      )
    }
    const validator = cachedValidators(r.fn).returns
    if (validator === null) return
    const msg = validationMessage(validator, decoded, this.idResolver(txn, r.path.componentPath))
    if (msg !== null) throw new SystemError(`ReturnsValidationError: ${msg}`)
  }

  // --- invocation ----------------------------------------------------------------------------

  private async invoke(
    exec: Execution,
    r: Resolved | { fn: RegisteredFunction; kind: UdfType },
    argsJson: JSONValue,
  ) {
    const argsStr = JSON.stringify([argsJson])
    const fn = r.fn
    let out: string
    try {
      out = await runWithTarget(exec, async () => {
        switch (r.kind) {
          case 'query':
            return await fn.invokeQuery!(argsStr)
          case 'mutation':
            return await fn.invokeMutation!(argsStr)
          case 'action':
            return await fn.invokeAction!(exec.requestId, argsStr)
        }
      })
    } finally {
      exec.finished = true
      exec.closeStreams()
    }
    if (exec.userTimeoutMs !== null && (exec.timedOut || exec.userTimeMs() > exec.userTimeoutMs)) {
      exec.timedOut = true
      throw new SystemError(timeoutMessage(exec.userTimeoutMs))
    }
    return JSON.parse(out) as JSONValue
  }

  /** Rethrows a timeout in place of whatever user code made of it. */
  private finalError(exec: Execution, e: unknown): unknown {
    if (exec.timedOut && exec.userTimeoutMs !== null)
      return new SystemError(timeoutMessage(exec.userTimeoutMs))
    return storageMessage(e)
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
        return this.runQuery(
          resolved,
          request.args,
          request.identity,
          logLines,
          request.journal ?? null,
        )
      case 'mutation':
        return this.runMutation(
          resolved,
          request.args,
          request.identity,
          logLines,
          request.idempotencyKey,
        )
      case 'action':
        return this.runAction(resolved, request.args, request.identity, logLines)
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
        return this.runQuery(r, call.args, call.identity, logLines, null)
      case 'mutation':
        return this.runMutation(r, call.args, call.identity, logLines, undefined)
      case 'action':
        return this.runAction(r, call.args, call.identity, logLines)
    }
  }

  private async runQuery(
    r: Resolved,
    argsJson: JSONValue,
    identity: Identity,
    logLines: string[],
    journal: string | null,
  ): Promise<CallResult> {
    const txn: ReadTransaction = this.store.beginRead({ limits: this.limits })
    const exec = new Execution(
      this,
      'query',
      r.path,
      identity,
      txn,
      logLines,
      newRequestId(),
      journal,
      this.userTimeoutMs,
      false,
    )
    try {
      this.validateArgs(r, argsJson, txn)
      const value = await this.invoke(exec, r, argsJson)
      this.validateReturn(r, value, txn)
      if (hasCommitTs(value)) {
        throw new SystemError(
          `Function ${r.path.udfPath} return value invalid: queries cannot return an unresolved placeholder value.`,
        )
      }
      return {
        success: true,
        value,
        logLines,
        ts: txn.snapshotTs,
        journal: exec.journalOut,
        readSet: txn.readSet,
      }
    } catch (e) {
      return {
        success: false,
        ...normalizeError(this.finalError(exec, e)),
        logLines,
        ts: txn.snapshotTs,
        journal: exec.journalOut,
        readSet: txn.readSet,
      }
    } finally {
      this.usage.record(r.path, txn.metrics())
      txn.close()
    }
  }

  private async runMutation(
    r: Resolved,
    argsJson: JSONValue,
    identity: Identity,
    logLines: string[],
    idempotencyKey: string | undefined,
  ): Promise<CallResult> {
    const key = idempotencyKey ? IDEMPOTENCY_PREFIX + idempotencyKey : null
    if (key) {
      const replay = this.replay(key)
      if (replay) return replay
    }
    const release = await this.mutationQueue.acquire()
    let txn: WriteTransaction
    try {
      txn = await this.store.beginWrite({ limits: this.limits })
    } catch (e) {
      release()
      return { success: false, ...normalizeError(e), logLines, ts: this.store.latestTs() }
    }
    const exec = new Execution(
      this,
      'mutation',
      r.path,
      identity,
      txn,
      logLines,
      newRequestId(),
      null,
      this.userTimeoutMs,
      false,
    )
    let counted = false
    try {
      if (key) {
        const stored = txn.getGlobal(key) as { value: JSONValue } | undefined
        if (stored !== undefined) {
          txn.rollback()
          release()
          return { success: true, value: stored.value, logLines: [], ts: this.store.latestTs() }
        }
      }
      this.validateArgs(r, argsJson, txn)
      const value = await this.invoke(exec, r, argsJson)
      // Nested calls the function started but did not await still finish inside this transaction.
      ;(await exec.childLock.acquire())()
      this.validateReturn(r, value, txn)
      if (key) {
        txn.setGlobal(key, { value, at: realDate.now() })
        this.pruneIdempotencyRecords(txn)
      }
      this.usage.record(r.path, txn.metrics())
      counted = true
      const commit = this.commitWrite(txn)
      release()
      return { success: true, value: resolveCommitTs(value, commit.ts), logLines, ts: commit.ts }
    } catch (e) {
      if (!counted) this.usage.record(r.path, txn.metrics())
      if (txn.isOpen) txn.rollback()
      release()
      return {
        success: false,
        ...normalizeError(this.finalError(exec, e)),
        logLines,
        ts: this.store.latestTs(),
      }
    }
  }

  private keyedMutations = 0
  /** Forgets re-send records older than an hour (clients re-send within seconds of reconnecting). */
  private pruneIdempotencyRecords(txn: WriteTransaction) {
    this.keyedMutations += 1
    if (this.keyedMutations % 500 !== 0) return
    const cutoff = realDate.now() - 60 * 60 * 1000
    for (const [k, v] of this.store.listGlobals(IDEMPOTENCY_PREFIX)) {
      const at = (v as { at?: number } | undefined)?.at
      if (typeof at === 'number' && at < cutoff) txn.setGlobal(k, undefined)
    }
  }

  private replay(key: string): CallResult | null {
    const stored = this.store.getGlobal(key) as { value: JSONValue } | undefined
    if (stored === undefined) return null
    return { success: true, value: stored.value, logLines: [], ts: this.store.latestTs() }
  }

  private async runAction(
    r: Resolved,
    argsJson: JSONValue,
    identity: Identity,
    logLines: string[],
    scheduledFunctionId: string | null = null,
  ): Promise<CallResult> {
    const exec = new Execution(
      this,
      'action',
      r.path,
      identity,
      null,
      logLines,
      newRequestId(),
      null,
      null,
      false,
    )
    exec.scheduledFunctionId = scheduledFunctionId
    try {
      const txn = this.store.beginRead()
      try {
        this.validateArgs(r, argsJson, txn)
      } finally {
        txn.close()
      }
      const value = await this.invoke(exec, r, argsJson)
      const txn2 = this.store.beginRead()
      try {
        this.validateReturn(r, value, txn2)
      } finally {
        txn2.close()
      }
      return { success: true, value, logLines, ts: this.store.latestTs() }
    } catch (e) {
      return {
        success: false,
        ...normalizeError(this.finalError(exec, e)),
        logLines,
        ts: this.store.latestTs(),
      }
    }
  }

  // --- HTTP actions --------------------------------------------------------------------------

  /**
   * Routes a request through the app's `http.ts` router and runs the HTTP action. Never throws:
   * an uncaught error becomes a 500 response (and is returned as `error`).
   */
  async runHttpAction(request: Request, identity: Identity): Promise<HttpActionResult> {
    const logLines: string[] = []
    const url = new URL(request.url)
    // Components mounted with `app.use(c, { httpPrefix })` serve paths under their prefix.
    let componentPath: ComponentPath = ''
    let pathname = url.pathname
    for (let depth = 0; depth < 32; depth++) {
      const mounts = this.modules.httpMounts?.(componentPath) ?? {}
      const prefix = Object.keys(mounts)
        .filter((p) => pathname.startsWith(p))
        .sort((a, b) => b.length - a.length)[0]
      if (prefix === undefined) break
      const child = mounts[prefix]!.split('/')[2]!
      componentPath = componentPath ? `${componentPath}/${child}` : child
      pathname = pathname.slice(prefix.length - 1)
    }
    const mod = await this.modules.getModule(componentPath, 'http')
    const router = mod?.default as
      | {
          isRouter?: boolean
          lookup: (path: string, method: string) => [RegisteredHttp, string, string] | null
        }
      | undefined
    if (!router || !router.isRouter) {
      return {
        response: new Response('No HTTP routes are defined (convex/http.ts).', { status: 404 }),
        logLines,
      }
    }
    const method = request.method === 'HEAD' ? 'GET' : request.method
    const found = router.lookup(pathname, method)
    if (!found) {
      return {
        response: new Response(`No HttpAction routed for ${url.pathname}`, { status: 404 }),
        logLines,
      }
    }
    const [fn, routeMethod, routePath] = found
    if (!requestMetaStorage.getStore()) {
      const forwarded = request.headers.get('x-forwarded-for')?.split(',')[0]?.trim()
      return withRequestMetadata(
        {
          ip: forwarded || request.headers.get('x-real-ip') || null,
          userAgent: request.headers.get('user-agent'),
        },
        () => this.runHttpAction(request, identity),
      )
    }
    const exec = new Execution(
      this,
      'action',
      { componentPath, udfPath: `${routeMethod} ${routePath}` },
      crossComponentIdentity(identity, '', componentPath),
      null,
      logLines,
      newRequestId(),
      null,
      null,
      false,
    )
    try {
      const response = await runWithTarget(exec, () => fn.invokeHttpAction(request))
      exec.finished = true
      return { response, logLines }
    } catch (e) {
      exec.finished = true
      const normalized = normalizeError(e)
      logLines.push(`[ERROR] ${normalized.errorMessage}`)
      return {
        response: new Response(normalized.errorMessage, {
          status: 500,
          headers: { 'Content-Type': 'text/plain' },
        }),
        logLines,
        error: { ...normalized, thrown: e },
      }
    }
  }

  // --- nested calls --------------------------------------------------------------------------

  /** `ctx.runQuery` / `ctx.runMutation` inside a query or mutation: same transaction. */
  async runNested(
    parent: Execution,
    udfType: 'query' | 'mutation' | 'snapshotQuery',
    target: FunctionPath,
    argsJson: JSONValue,
  ): Promise<JSONValue> {
    const release = await parent.childLock.acquire()
    try {
      if (parent.finished && parent.kind !== 'mutation') {
        throw new Error('The calling function has already returned.')
      }
      if (udfType === 'mutation' && parent.kind !== 'mutation') {
        throw new Error(
          'Mutations can only be called from mutations and actions, not from queries.',
        )
      }
      const kind: UdfType = udfType === 'mutation' ? 'mutation' : 'query'
      const r = await this.resolve(target, kind, false)
      const parentTxn = parent.requireTxn('runQuery')
      let txn: ReadOperations = parentTxn
      let snapshot: ReadTransaction | null = null
      if (udfType === 'snapshotQuery') {
        snapshot = this.store.beginRead({ limits: this.limits })
        txn = snapshot
      }
      const exec = new Execution(
        this,
        kind,
        r.path,
        crossComponentIdentity(parent.identity, parent.path.componentPath, r.path.componentPath),
        txn,
        parent.logLines,
        parent.requestId,
        null,
        this.userTimeoutMs,
        true,
      )
      const sub = kind === 'mutation' ? (parentTxn as WriteTransaction).savepoint() : null
      try {
        this.validateArgs(r, argsJson, txn)
        const value = await this.invoke(exec, r, argsJson)
        this.validateReturn(r, value, txn)
        sub?.release()
        return value
      } catch (e) {
        sub?.rollback()
        throw this.finalError(exec, e)
      } finally {
        snapshot?.close()
      }
    } finally {
      release()
    }
  }

  /** `ctx.runQuery` / `runMutation` / `runAction` from an action: each its own transaction. */
  async runFromAction(
    parent: Execution,
    kind: UdfType,
    target: FunctionPath,
    argsJson: JSONValue,
  ): Promise<JSONValue> {
    const r = await this.resolve(target, kind, false)
    const identity = crossComponentIdentity(
      parent.identity,
      parent.path.componentPath,
      r.path.componentPath,
    )
    let result: CallResult
    const lines: string[] = []
    switch (kind) {
      case 'query':
        result = await this.runQuery(r, argsJson, identity, lines, null)
        break
      case 'mutation':
        result = await this.runMutation(r, argsJson, identity, lines, undefined)
        break
      case 'action':
        result = await this.runAction(r, argsJson, identity, lines)
        break
    }
    parent.logLines.push(...lines)
    if (result.success) return result.value
    throw nestedFailure(result.errorMessage, result.errorData)
  }
}

/** Global naming the component a job runs in when it is not the component that scheduled it. */
function jobTargetKey(componentPath: ComponentPath, jobId: string): string {
  return `jobTarget:${componentPath}:${jobId}`
}

function hasCommitTs(v: JSONValue): boolean {
  if (Array.isArray(v)) return v.some(hasCommitTs)
  if (v !== null && typeof v === 'object') {
    const keys = Object.keys(v)
    if (keys.length === 1 && keys[0] === '$commitTs') return true
    return keys.some((k) => hasCommitTs((v as Record<string, JSONValue>)[k]!))
  }
  return false
}

/** Replaces `{$commitTs: null}` placeholders in a convex-encoded value by the commit ts. */
function resolveCommitTs(v: JSONValue, ts: bigint): JSONValue {
  if (!hasCommitTs(v)) return v
  const encoded = convexToJson(ts)
  const walk = (x: JSONValue): JSONValue => {
    if (Array.isArray(x)) return x.map(walk)
    if (x !== null && typeof x === 'object') {
      const keys = Object.keys(x)
      if (keys.length === 1 && keys[0] === '$commitTs') return encoded
      return Object.fromEntries(keys.map((k) => [k, walk((x as Record<string, JSONValue>)[k]!)]))
    }
    return x
  }
  return walk(v)
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

/** Identity passes only between root functions; admin always propagates. */
function crossComponentIdentity(
  identity: Identity,
  from: ComponentPath,
  to: ComponentPath,
): Identity {
  if (identity.kind === 'admin') return identity
  if (from === '' && to === '') return identity
  return { kind: 'none' }
}

function capitalize(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1)
}
