/**
 * The engine: a loaded app (modules + schema) over a store, running calls through the
 * runtime's Executor. Implements the transport contract in ./types.
 */
import fs from 'node:fs'
import path from 'node:path'
import type { JSONValue } from 'convex/values'
import type {
  CallRequest,
  CallResult,
  CommitEvent,
  Engine,
  Identity,
  ReadSet,
  UdfType,
  WriteSet,
} from './types'
import { openStore, readSetIntersects } from '../storage/index'
import type {
  CommitResult,
  ComponentPath,
  SchemaJson,
  Store,
  TransactionLimits,
} from '../storage/types'
import {
  listFunctions,
  loadConvexDir,
  watchConvexDir,
  type FunctionInfo,
  type AppModules,
  type ChildComponentJson,
  type ComponentModules,
  type LoadedApp,
  type ModuleNamespace,
  type WatchHandle,
} from '../loader/index'
import {
  Executor,
  type HttpActionResult,
  type JobFinishedListener,
  type RegisteredFunction,
} from '../runtime/executor'
import { runHttpAction } from '../runtime/httpActions'
import { QueryCache } from './queryCache'
import { recoverJobs } from '../runtime/scheduledJobs'
import { withRequestMetadata } from '../runtime/requestMetadata'
import { canonicalizeUdfPath } from '../sync/encoding'
import { documentMismatch, type ValidatorJSON } from '../values/validators'
import { Mutex } from '../storage/mutex'
import type { BlobBody, BlobStore } from '../files/index'
import { jwksJson } from '../auth/index'
import { cronSpecs, runCron, startCronRunners, type CronRunner } from '../runtime/crons'
import type { CronJobSpec } from '../cron/index'
import type { FunctionUsage } from '../runtime/usage'

export type * from './types'
export { canonicalizeUdfPath } from '../sync/encoding'
export type { HttpActionResult, JobFinishedListener } from '../runtime/executor'
export type { FunctionUsage } from '../runtime/usage'

export type EngineOptions = {
  /** Absolute or relative path of the app's `convex/` directory. */
  convexDir: string
  /** Where the SQLite file and build output live. Undefined = a temporary directory. */
  dataDir?: string
  synchronous?: 'FULL' | 'NORMAL'
  watch?: boolean
  cloudUrl?: string
  siteUrl?: string
  env?: Record<string, string>
  /** Transaction limits (default Convex's; null disables). */
  transactionLimits?: TransactionLimits | null
  /** User JS time per query/mutation in ms (default 1000). */
  userTimeoutMs?: number
  /** Called when a watch-mode rebuild fails (the previous code stays loaded). */
  onReloadError?: (error: Error) => void
  /** Outcome and log lines of scheduled functions and crons (default: printed to the console). */
  onJobFinished?: JobFinishedListener
  /** Run the cron jobs of convex/crons.ts (default true). */
  crons?: boolean
  /** Keep query results while no commit meets their reads, as Convex does (./queryCache; default true). */
  queryCache?: boolean
  /** Largest file an upload URL accepts, in bytes (default: no limit, as Convex). */
  maxUploadBytes?: number | null
  /** The wall clock of upload-URL expiry (default Date.now; tests inject one). */
  uploadClock?: () => number
}

/** What an engine runs: module lookup and schema of the app, its components in `components`. */
export interface AppSource {
  current(): AppModules
}

/** Extras beyond the transport contract, used by the test harness and the CLI. */
export interface LocalEngine extends Engine {
  readonly store: Store
  /** Runs an inline registered function (`queryGeneric({handler})` etc.). */
  callInline(call: {
    udfType: UdfType
    fn: RegisteredFunction
    args: JSONValue
    identity: Identity
  }): Promise<CallResult>
  /** Rebuilds and reloads the code now (watch mode does this on change). */
  reload(): Promise<void>
  /** The loaded app (modules, schema, auth config: `app().authConfig`). */
  app(): AppModules
  /**
   * Runs an HTTP action of the app's `http.ts` router (the site origin). Never throws; an
   * uncaught error gives a 500 response and `error`.
   */
  runHttpAction(request: Request, identity: Identity): Promise<HttpActionResult>
  /**
   * `POST /api/storage/upload?token=...`: stores the body under a token from
   * `storage.generateUploadUrl()`; returns the storage ID. Throws UploadTokenError or
   * BlobStoreError (src/files) for a bad token, digest or length.
   */
  storeUpload(
    token: string,
    body: BlobBody,
    contentType: string | null,
    sha256?: string | null,
    declaredSize?: number,
  ): Promise<string>
  /** `GET /api/storage/<uuid>`: the file's metadata (null if none); stream it from `blobs`. */
  fileInfo(uuid: string): {
    id: string
    uuid: string
    sha256: string
    size: number
    contentType: string | null
  } | null
  /** The blob store (src/files) holding file bytes, for streaming downloads with ranges. */
  readonly blobs: BlobStore
  /** `GET /.well-known/jwks.json`: the public key of ctx.auth.signJwt tokens. */
  jwks(): { keys: unknown[] }
  /** Resolves when no scheduled function is running. */
  finishInProgressScheduledFunctions(): Promise<void>
  /** Advances (fake) timers and waits until no scheduled function is running or due. */
  finishAllScheduledFunctions(advanceTimers: () => void, maxIterations?: number): Promise<void>
  /**
   * Runs `fn` (which makes engine calls) as part of a request from `meta`: functions see it in
   * `ctx.meta.getRequestMetadata()` (nested calls too). HTTP actions default to the request's
   * `x-forwarded-for` / `x-real-ip` and `user-agent` headers.
   */
  withRequestMetadata<T>(meta: { ip?: string | null; userAgent?: string | null }, fn: () => T): T
  /** Every registered function of the loaded app. */
  functions(): Promise<FunctionInfo[]>
  /** The type of a function (canonicalized path) of a component ('' = the app), or null. */
  udfTypeOf(udfPath: string, componentPath?: string): Promise<FunctionInfo['udfType'] | null>
  /**
   * The components a definition instantiates (`''` = the app's convex.config.ts), as
   * `app.export().childComponents` reports them: for codegen's start_push analysis.
   */
  childComponents(definitionPath: string): ChildComponentJson[]
  /**
   * The registered functions of a component definition (`''` = the app), for codegen's
   * start_push analysis: a locally installed component's `_generated/component.ts` lists them.
   */
  definitionFunctions(definitionPath: string): Promise<FunctionInfo[]>
  /** `''` and every component instance path of the loaded app. */
  componentPaths(): string[]
  /** Reads and writes per function since the engine started (runtime/usage). */
  usage(): FunctionUsage[]
  /** Applies `Store.importAll` lines (a snapshot import) and tells subscribers about it. */
  importLines(lines: Iterable<string>): Promise<CommitResult>
}

type EngineCoreOptions = {
  store: Store
  app: AppModules
  /** Produces a fresh app on reload; null = reload is a no-op. */
  rebuild: (() => Promise<AppModules>) | null
  transactionLimits?: TransactionLimits | null
  userTimeoutMs?: number
  onClose?: () => Promise<void> | void
  onJobFinished?: JobFinishedListener
  cloudUrl?: string
  deploymentName?: string
  queryCache: boolean
  maxUploadBytes?: number | null
  uploadClock?: () => number
}

function defaultJobListener(info: Parameters<JobFinishedListener>[0]) {
  for (const line of info.logLines) console.log(`[scheduled ${info.udfPath}] ${line}`)
  if (!info.success) console.error(`[scheduled ${info.udfPath}] failed: ${info.error}`)
}

/** Formats the schema-enforcement error as the backend does. */
function schemaError(table: string, message: string): Error {
  return new Error(
    `Failed to insert or update a document in table "${table}" because it does not match the schema: ${message}`,
  )
}

class EngineCore implements LocalEngine {
  readonly store: Store
  private appModules: AppModules
  private readonly executor: Executor
  private readonly commitListeners = new Set<(e: CommitEvent) => void>()
  private readonly reloadListeners = new Set<() => void>()
  private readonly rebuild: EngineCoreOptions['rebuild']
  private readonly reloadLock = new Mutex()
  // Convex runs one request at a time per isolate; code written for that (better-auth's
  // request-state polyfill keeps the current request in module scope) breaks when two HTTP
  // actions interleave in one Node process. So HTTP actions take turns, as in an isolate.
  private readonly httpActionTurn = new Mutex()
  private readonly onClose?: EngineCoreOptions['onClose']
  private closed = false
  /** Convex's query cache (null: every query runs). */
  readonly queryCache: QueryCache | null

  constructor(options: EngineCoreOptions) {
    this.store = options.store
    this.appModules = options.app
    this.rebuild = options.rebuild
    this.onClose = options.onClose
    this.queryCache = options.queryCache
      ? new QueryCache(() => this.store.latestTs(), readSetIntersects)
      : null
    const modules = {
      getModule: (
        componentPath: ComponentPath,
        modulePath: string,
      ): Promise<ModuleNamespace | null> => {
        if (componentPath === '') return this.appModules.getModule(modulePath)
        const c = this.component(componentPath)
        return c ? c.getModule(modulePath) : Promise.resolve(null)
      },
      httpMounts: (componentPath: ComponentPath): Record<string, string> => {
        if (componentPath === '') return this.appModules.httpMounts?.('') ?? {}
        const c = this.component(componentPath)
        return c ? (this.appModules.httpMounts?.(c.definitionPath) ?? {}) : {}
      },
    }
    this.executor = new Executor({
      store: this.store,
      modules,
      transactionLimits: options.transactionLimits,
      userTimeoutMs: options.userTimeoutMs,
      onCommit: (c) => this.emitCommit({ ts: c.ts, writeSet: c.writeSet as WriteSet }),
      onJobFinished: options.onJobFinished ?? defaultJobListener,
      cloudUrl: options.cloudUrl,
      deploymentName: options.deploymentName,
      uploads: { maxUploadBytes: options.maxUploadBytes, now: options.uploadClock },
    })
    this.store.setWriteValidator((componentPath, table, document, tableInfo, tableNameForId) => {
      const schema: SchemaJson | null = this.store.getSchema(componentPath)
      if (!schema || !schema.schemaValidation || !tableInfo.inSchema) return
      const t = schema.tables.find((x) => x.tableName === table)
      if (!t) return
      const msg = documentMismatch(
        t.documentType as ValidatorJSON,
        document as unknown as Record<string, never>,
        (id) => {
          const name = tableNameForId(id)
          return name === null ? null : { tableName: name }
        },
      )
      if (msg !== null) throw schemaError(table, msg)
    })
  }

  app(): AppModules {
    return this.appModules
  }

  /** A component instance of the loaded app, or undefined. */
  private component(componentPath: ComponentPath): ComponentModules | undefined {
    return this.appModules.components?.find((c) => c.componentPath === componentPath)
  }

  childComponents(definitionPath: string): ChildComponentJson[] {
    return this.appModules.childComponents?.(definitionPath) ?? []
  }

  componentPaths(): string[] {
    return ['', ...(this.appModules.components ?? []).map((c) => c.componentPath)]
  }

  usage(): FunctionUsage[] {
    return this.executor.usage.snapshot()
  }

  async importLines(lines: Iterable<string>): Promise<CommitResult> {
    if (this.closed) throw new Error('The engine is closed')
    const commit = await this.track(this.store.importAll(lines))
    this.emitCommit({ ts: commit.ts, writeSet: commit.writeSet as WriteSet })
    return commit
  }

  async definitionFunctions(definitionPath: string): Promise<FunctionInfo[]> {
    if (definitionPath === '') return await listFunctions(this.appModules)
    const definition = this.appModules.components?.find((c) => c.definitionPath === definitionPath)
    return definition ? await listFunctions(definition) : []
  }

  runHttpAction(request: Request, identity: Identity): Promise<HttpActionResult> {
    if (this.closed) throw new Error('The engine is closed')
    return this.track(
      this.httpActionTurn.acquire().then(async (release) => {
        try {
          return await runHttpAction(this.executor, request, identity)
        } finally {
          release()
        }
      }),
    )
  }

  storeUpload(
    token: string,
    body: BlobBody,
    contentType: string | null,
    sha256?: string | null,
    declaredSize?: number,
  ) {
    const executor = this.executor
    return this.track(
      executor.uploads.storeUpload(
        token,
        body,
        contentType,
        sha256,
        (fn) => executor.withWrite(fn),
        declaredSize,
      ),
    )
  }

  fileInfo(uuid: string) {
    return this.executor.uploads.fileInfo(uuid)
  }

  get blobs(): BlobStore {
    return this.executor.blobs
  }

  jwks() {
    return jwksJson(this.executor.signingKey) as { keys: unknown[] }
  }

  finishInProgressScheduledFunctions(): Promise<void> {
    return this.executor.scheduler.finishInProgress()
  }

  finishAllScheduledFunctions(advanceTimers: () => void, maxIterations?: number): Promise<void> {
    return this.executor.scheduler.finishAll(advanceTimers, maxIterations)
  }

  /** Fails actions a crash left running and arms timers for pending jobs. */
  async startScheduler(): Promise<void> {
    for (const cp of this.componentPaths()) await recoverJobs(this.executor, cp)
  }

  private cronRunners: CronRunner[] = []
  private cronsEnabled = false

  /**
   * Starts (or restarts, after a reload) the cron jobs of `crons.ts`, in the app and in
   * components, keeping each unchanged job's persisted next run (runtime/crons).
   */
  async startCrons(): Promise<void> {
    this.cronsEnabled = true
    for (const r of this.cronRunners) r.stop()
    this.cronRunners = []
    const sources: Array<[ComponentPath, AppModules | ComponentModules]> = [
      ['', this.appModules],
      ...(this.appModules.components ?? []).map((c): [ComponentPath, ComponentModules] => [
        c.componentPath,
        c,
      ]),
    ]
    const specs = new Map<ComponentPath, CronJobSpec[]>()
    for (const [cp, source] of sources) {
      specs.set(cp, cronSpecs(await source.getModule('crons')) ?? [])
    }
    if (this.closed) return
    const runners = await startCronRunners(
      this.store,
      specs,
      (cp) => (udfPath, args) => runCron(this.executor, udfPath, args, cp),
    )
    if (this.closed) for (const r of runners) r.stop()
    else this.cronRunners = runners
  }

  withRequestMetadata<T>(meta: { ip?: string | null; userAgent?: string | null }, fn: () => T): T {
    return withRequestMetadata(meta, fn)
  }

  functions(): Promise<FunctionInfo[]> {
    return listFunctions(this.appModules)
  }

  async udfTypeOf(
    udfPath: string,
    componentPath: ComponentPath = '',
  ): Promise<FunctionInfo['udfType'] | null> {
    const canonical = canonicalizeUdfPath(udfPath)
    const i = canonical.indexOf(':')
    const source = componentPath === '' ? this.appModules : this.component(componentPath)
    const mod = await source?.getModule(canonical.slice(0, i))
    const fn = mod?.[canonical.slice(i + 1)] as
      { isQuery?: boolean; isMutation?: boolean; isAction?: boolean; isHttp?: boolean } | undefined
    if (!fn) return null
    return fn.isQuery
      ? 'query'
      : fn.isMutation
        ? 'mutation'
        : fn.isAction
          ? 'action'
          : fn.isHttp
            ? 'httpAction'
            : null
  }

  private emitCommit(event: CommitEvent) {
    // Before any listener: a subscriber re-running its query must not be handed the old result.
    this.queryCache?.committed(event.writeSet)
    for (const l of this.commitListeners) {
      try {
        l(event)
      } catch (e) {
        console.error('convex-local: onCommit listener failed', e)
      }
    }
  }

  call(request: CallRequest): Promise<CallResult> {
    if (this.closed) return Promise.reject(new Error('The engine is closed'))
    const cache = this.queryCache
    if (cache !== null && request.udfType === 'query') {
      return this.track(cache.run(request, () => this.executor.call(request)))
    }
    return this.track(this.executor.call(request))
  }

  async callInline(call: {
    udfType: UdfType
    fn: RegisteredFunction
    args: JSONValue
    identity: Identity
  }) {
    if (this.closed) throw new Error('The engine is closed')
    return this.track(this.executor.callInline(call))
  }

  private inflight = new Set<Promise<unknown>>()
  private track<T>(p: Promise<T>): Promise<T> {
    this.inflight.add(p)
    void p.then(
      () => this.inflight.delete(p),
      () => this.inflight.delete(p),
    )
    return p
  }

  latestTs(): bigint {
    return this.store.latestTs()
  }

  onCommit(listener: (event: CommitEvent) => void): () => void {
    this.commitListeners.add(listener)
    return () => this.commitListeners.delete(listener)
  }

  onReload(listener: () => void): () => void {
    this.reloadListeners.add(listener)
    return () => this.reloadListeners.delete(listener)
  }

  invalidates(readSet: ReadSet, writeSet: WriteSet): boolean {
    return readSetIntersects(readSet, writeSet)
  }

  async reload(): Promise<void> {
    if (!this.rebuild) return
    const release = await this.reloadLock.acquire()
    try {
      const next = await this.rebuild()
      await registerSchemas(this.store, next)
      const previous = this.appModules as Partial<LoadedApp>
      this.appModules = next
      // Everything of the previous generation was imported eagerly, so its files can go.
      if (previous.buildDir && previous.buildDir !== (next as Partial<LoadedApp>).buildDir) {
        fs.rmSync(previous.buildDir, { recursive: true, force: true })
      }
      for (const cp of this.componentPaths()) this.executor.scheduler.rearm(cp)
      if (this.cronsEnabled) await this.startCrons()
    } finally {
      // Also after a failed rebuild: an environment change comes with a reload.
      this.queryCache?.clear()
      release()
    }
    for (const l of this.reloadListeners) {
      try {
        l()
      } catch (e) {
        console.error('convex-local: onReload listener failed', e)
      }
    }
  }

  async close(): Promise<void> {
    if (this.closed) return
    this.closed = true
    for (const r of this.cronRunners) r.stop()
    await this.executor.scheduler.stop()
    await Promise.allSettled([...this.inflight])
    await this.onClose?.()
    this.store.setWriteValidator(null)
    await this.store.close()
  }
}

/**
 * Like a push to Convex: a schema whose validators reject documents already stored is refused
 * (only tables whose document validator changed are scanned).
 */
export function checkExistingDocuments(
  store: Store,
  componentPath: ComponentPath,
  previous: SchemaJson | null,
  next: SchemaJson | null,
): void {
  if (!next || !next.schemaValidation) return
  const known = new Set(store.tables(componentPath).map((t) => t.name))
  const read = store.beginRead({ limits: null })
  try {
    for (const table of next.tables) {
      if (!known.has(table.tableName)) continue
      const before = previous?.schemaValidation
        ? previous.tables.find((t) => t.tableName === table.tableName)
        : undefined
      if (before && JSON.stringify(before.documentType) === JSON.stringify(table.documentType))
        continue
      const stream = read.query(componentPath, {
        source: { type: 'FullTableScan', tableName: table.tableName, order: 'asc' },
        operators: [],
      })
      try {
        for (let doc = stream.next(); doc !== null; doc = stream.next()) {
          const msg = documentMismatch(
            table.documentType as ValidatorJSON,
            doc as unknown as Record<string, never>,
            (id) => {
              const name = read.tableNameForId(componentPath, id)
              return name === null ? null : { tableName: name }
            },
          )
          if (msg !== null) {
            throw new Error(
              `Schema validation failed.\nDocument with ID "${doc._id}" in table "${table.tableName}" does not match the schema: ${msg}`,
            )
          }
        }
      } finally {
        stream.close()
      }
    }
  } finally {
    read.close()
  }
}

/** Checks, then registers, the schema of the app and of every component instance. */
async function registerSchemas(store: Store, app: AppModules): Promise<void> {
  const all: Array<[ComponentPath, SchemaJson | null]> = [
    ['', app.schema],
    ...(app.components ?? []).map((c): [ComponentPath, SchemaJson | null] => [
      c.componentPath,
      c.schema,
    ]),
  ]
  for (const [cp, schema] of all) checkExistingDocuments(store, cp, store.getSchema(cp), schema)
  for (const [cp, schema] of all) await store.registerSchema(cp, schema)
}

function applyEnv(options: EngineOptions) {
  if (options.cloudUrl) process.env.CONVEX_CLOUD_URL = options.cloudUrl
  if (options.siteUrl) process.env.CONVEX_SITE_URL = options.siteUrl
  for (const [k, v] of Object.entries(options.env ?? {})) process.env[k] = v
}

export async function createEngine(options: EngineOptions): Promise<LocalEngine> {
  applyEnv(options)
  const convexDir = path.resolve(options.convexDir)
  const dataDir = options.dataDir ? path.resolve(options.dataDir) : undefined
  const store = dataDir
    ? openStore({ dataDir, synchronous: options.synchronous ?? 'FULL' })
    : openStore({ temporary: true })
  const buildRoot = path.join(store.dataDir, 'build')
  // Builds of earlier runs are never needed again.
  fs.rmSync(buildRoot, { recursive: true, force: true })
  let app: AppModules
  try {
    app = await loadConvexDir({ convexDir, buildRoot })
    await registerSchemas(store, app)
  } catch (e) {
    await store.close()
    throw e
  }
  let watcher: WatchHandle | null = null
  const engine: EngineCore = new EngineCore({
    store,
    app,
    rebuild: () => loadConvexDir({ convexDir, buildRoot }),
    transactionLimits: options.transactionLimits,
    userTimeoutMs: options.userTimeoutMs,
    onClose: () => watcher?.close(),
    onJobFinished: options.onJobFinished,
    cloudUrl: options.cloudUrl,
    maxUploadBytes: options.maxUploadBytes,
    uploadClock: options.uploadClock,
    // CONVEX_LOCAL_QUERY_CACHE=0 turns it off (side-by-side measurements, debugging).
    queryCache: options.queryCache ?? process.env.CONVEX_LOCAL_QUERY_CACHE !== '0',
  })
  await engine.startScheduler()
  if (options.crons !== false) await engine.startCrons()
  if (options.watch) {
    watcher = watchConvexDir(convexDir, () => {
      engine.reload().catch((e: unknown) => {
        const err = e instanceof Error ? e : new Error(String(e))
        if (options.onReloadError) options.onReloadError(err)
        else console.error(`convex-local: reload failed, keeping the previous code: ${err.message}`)
      })
    })
  }
  return engine
}

/**
 * An engine over already-imported modules (the test harness: `import.meta.glob`), on a
 * temporary store unless `dataDir` is given.
 */
export async function createEngineFromModules(options: {
  app: AppModules
  dataDir?: string
  transactionLimits?: TransactionLimits | null
  userTimeoutMs?: number
  onJobFinished?: JobFinishedListener
  /** `ctx.meta.getDeploymentMetadata().name` (default 'local'). */
  deploymentName?: string
  /** Convex's query cache (./queryCache). Default off: the harness runs every query, as convex-test. */
  queryCache?: boolean
}): Promise<LocalEngine> {
  const store = options.dataDir
    ? openStore({ dataDir: options.dataDir })
    : openStore({ temporary: true })
  await registerSchemas(store, options.app)
  const engine = new EngineCore({
    store,
    app: options.app,
    rebuild: null,
    transactionLimits: options.transactionLimits,
    userTimeoutMs: options.userTimeoutMs,
    onJobFinished: options.onJobFinished,
    deploymentName: options.deploymentName,
    queryCache: options.queryCache ?? false,
  })
  await engine.startScheduler()
  return engine
}
