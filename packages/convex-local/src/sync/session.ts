/**
 * One WebSocket connection of the sync protocol (local-backend.md §1). Every socket is fresh state:
 * the stock client resets its RemoteQuerySet on reconnect and re-sends Connect, Authenticate,
 * ModifyQuerySet 0→1 and its unacknowledged mutations.
 */
import type { JSONValue } from 'convex/values'
import type { CallResult, CallSuccess, Engine, Identity, ReadSet, WriteSet } from '../engine/types'
import { adminKeyMatches, impersonatedIdentity, type Authenticator } from '../http/auth'
import type { MutationDedup } from './dedup'
import type { QueryCache } from '../engine/queryCache'
import { canonicalizeUdfPath, encodeTs, messageJson, withRawValue } from './encoding'
import { checkJsonText } from '../values/jsonShape'

/** The subset of `ws.WebSocket` a session needs (kept small so tests can use fakes). */
export interface SessionSocket {
  send(data: string): void
  close(code?: number, reason?: string): void
  readonly readyState: number
}

export type SessionOptions = {
  engine: Engine
  adminKey: string
  authenticate: Authenticator
  dedup: MutationDedup
  /** Shares query results between sessions at one timestamp (SyncServer passes one). */
  queryCache?: QueryCache
  log: (message: string) => void
  /** Sees every frame in both directions (debugging, tests). */
  trace?: (direction: 'in' | 'out', session: SyncSession, message: unknown) => void
}

type Version = { querySet: number; identity: number; ts: bigint }

type QueryState = {
  queryId: number
  udfPath: string
  args: JSONValue
  componentPath?: string
  journal: string | null
  /** Needs (re-)running before the next transition. */
  dirty: boolean
  /** Comparison key of the last result sent; undefined until first sent. */
  lastSentKey?: string
  readSet?: ReadSet
}

type StateModification =
  | {
      type: 'QueryUpdated'
      queryId: number
      value: JSONValue
      logLines: string[]
      journal: string | null
    }
  | {
      type: 'QueryFailed'
      queryId: number
      errorMessage: string
      logLines: string[]
      journal: string | null
      errorData?: JSONValue
    }
  | { type: 'QueryRemoved'; queryId: number }

class ProtocolError extends Error {}

const OPEN = 1

/**
 * A QueryUpdated modification. With the result's JSON text at hand, `value` reads through to the
 * result (decoded only if something reads it, e.g. a trace) and messageJson sends the text.
 */
function queryUpdated(queryId: number, r: CallSuccess, journal: string | null): StateModification {
  if (r.valueText === undefined) {
    return { type: 'QueryUpdated', queryId, value: r.value, logLines: r.logLines, journal }
  }
  const modification = {
    type: 'QueryUpdated' as const,
    queryId,
    get value() {
      return r.value
    },
    logLines: r.logLines,
    journal,
  }
  return withRawValue(modification, r.valueText)
}

function isObject(x: unknown): x is Record<string, unknown> {
  return x !== null && typeof x === 'object' && !Array.isArray(x)
}

function argsObject(args: unknown): JSONValue {
  if (Array.isArray(args)) {
    if (args.length !== 1)
      throw new ProtocolError(`Expected one argument object, got ${args.length}`)
    return args[0] as JSONValue
  }
  if (args === undefined) return {}
  return args as JSONValue
}

function componentPathOf(msg: Record<string, unknown>): string | undefined {
  const p = msg.componentPath
  return typeof p === 'string' && p !== '' ? p : undefined
}

function tokenExp(token: string): number | undefined {
  try {
    const payload = JSON.parse(
      Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8'),
    ) as {
      exp?: unknown
    }
    return typeof payload.exp === 'number' ? payload.exp : undefined
  } catch {
    return undefined
  }
}

export class SyncSession {
  sessionId = ''
  closed = false
  lastSendAt = Date.now()

  private identity: Identity = { kind: 'none' }
  /** `exp` (seconds) of the current user token, if it has one. */
  private identityExp: number | undefined
  private recvQuerySet = 0
  private recvIdentity = 0
  private sent: Version = { querySet: 0, identity: 0, ts: 0n }
  /** Highest MutationResponse ts sent on this socket; transitions never go below it. */
  private maxReportedTs = 0n
  private clientClockSkew: number | undefined
  private readonly queries = new Map<number, QueryState>()
  private readonly removed = new Set<number>()
  private inbound: Promise<void> = Promise.resolve()
  private mutations: Promise<void> = Promise.resolve()
  private needsTransition = false
  private computing = false
  private startScheduled = false
  /** Write sets committed while a transition computation runs (its queries may have missed them). */
  private commitsDuringCompute: WriteSet[] | null = null

  constructor(
    private readonly socket: SessionSocket,
    private readonly options: SessionOptions,
  ) {}

  // ---- inbound -------------------------------------------------------------------------------

  /** Handles one text frame. Messages are processed in arrival order. */
  receive(text: string): void {
    let msg: unknown
    try {
      // Nesting and the number of values first: JSON.parse blocks every other caller for
      // seconds on a few megabytes of a hostile shape.
      checkJsonText(text)
    } catch (e) {
      this.fatal(`Invalid message: ${(e as Error).message}`)
      return
    }
    try {
      msg = JSON.parse(text)
    } catch {
      this.fatal('Invalid message: not JSON')
      return
    }
    this.options.trace?.('in', this, msg)
    this.inbound = this.inbound
      .then(() => (this.closed ? undefined : this.handle(msg)))
      .catch((e: unknown) => {
        if (e instanceof ProtocolError) this.fatal(e.message)
        else {
          this.options.log(`sync: internal error: ${(e as Error)?.stack ?? String(e)}`)
          this.fatal(`InternalServerError: ${(e as Error)?.message ?? String(e)}`)
        }
      })
  }

  private async handle(msg: unknown): Promise<void> {
    if (!isObject(msg) || typeof msg.type !== 'string')
      throw new ProtocolError('Invalid message: missing type')
    switch (msg.type) {
      case 'Connect': {
        this.sessionId = typeof msg.sessionId === 'string' ? msg.sessionId : ''
        // The client's clock minus ours at Connect (local-backend.md). The stock client's clock is
        // `monotonicMillis()`, its first Date.now() plus performance.now(), so it runs ahead of
        // Date.now() by however long the page or process lived before connecting; it subtracts this
        // skew from that clock to read our `serverTs` (reportLargeTransition), so the offset cancels
        // only with this sign. The other sign doubles it, and a client that connected 10 s into its
        // process logs "query results ... took more than 20s to arrive" on every transition.
        if (typeof msg.clientTs === 'number') this.clientClockSkew = msg.clientTs - Date.now()
        // maxObservedTimestamp is ignored on purpose: after a database reset, open tabs must not loop.
        return
      }
      case 'ModifyQuerySet':
        return this.modifyQuerySet(msg)
      case 'Authenticate':
        return this.authenticateMessage(msg)
      case 'Mutation':
        return this.mutation(msg)
      case 'Action':
        return this.action(msg)
      case 'Event':
        return
      default:
        throw new ProtocolError(`Invalid message type: ${msg.type}`)
    }
  }

  private modifyQuerySet(msg: Record<string, unknown>): void {
    const { baseVersion, newVersion, modifications } = msg
    if (
      typeof baseVersion !== 'number' ||
      typeof newVersion !== 'number' ||
      !Array.isArray(modifications)
    ) {
      throw new ProtocolError('Invalid ModifyQuerySet message')
    }
    if (baseVersion !== this.recvQuerySet || newVersion <= baseVersion) {
      throw new ProtocolError(
        `BaseVersionMismatch: query set base version ${baseVersion} (new ${newVersion}) does not follow ${this.recvQuerySet}`,
      )
    }
    for (const mod of modifications) {
      if (!isObject(mod)) throw new ProtocolError('Invalid query set modification')
      if (mod.type === 'Add') {
        if (typeof mod.queryId !== 'number' || typeof mod.udfPath !== 'string') {
          throw new ProtocolError('Invalid Add modification')
        }
        if (this.queries.has(mod.queryId))
          throw new ProtocolError(`Duplicate query id ${mod.queryId}`)
        this.removed.delete(mod.queryId)
        this.queries.set(mod.queryId, {
          queryId: mod.queryId,
          udfPath: canonicalizeUdfPath(mod.udfPath),
          args: argsObject(mod.args),
          componentPath: componentPathOf(mod),
          journal: typeof mod.journal === 'string' ? mod.journal : null,
          dirty: true,
        })
      } else if (mod.type === 'Remove') {
        if (typeof mod.queryId !== 'number') throw new ProtocolError('Invalid Remove modification')
        this.queries.delete(mod.queryId)
        this.removed.add(mod.queryId)
      } else {
        throw new ProtocolError(`Invalid query set modification type ${String(mod.type)}`)
      }
    }
    this.recvQuerySet = newVersion
    this.scheduleTransition()
  }

  private async authenticateMessage(msg: Record<string, unknown>): Promise<void> {
    if (msg.baseVersion !== this.recvIdentity) {
      throw new ProtocolError(
        `BaseVersionMismatch: identity base version ${String(msg.baseVersion)} does not follow ${this.recvIdentity}`,
      )
    }
    let identity: Identity
    if (msg.tokenType === 'User') {
      const token = typeof msg.value === 'string' ? msg.value : ''
      try {
        identity = { kind: 'user', identity: await this.options.authenticate(token), token }
      } catch (e) {
        this.authError(`Could not verify token: ${(e as Error)?.message ?? String(e)}`)
        return
      }
    } else if (msg.tokenType === 'Admin') {
      const key = typeof msg.value === 'string' ? msg.value : ''
      if (!adminKeyMatches(key, this.options.adminKey)) {
        this.authError('The provided admin key was invalid for this instance')
        return
      }
      identity =
        msg.impersonating !== undefined && msg.impersonating !== null
          ? { kind: 'admin', impersonating: impersonatedIdentity(msg.impersonating) }
          : { kind: 'admin' }
    } else if (msg.tokenType === 'None') {
      identity = { kind: 'none' }
    } else {
      throw new ProtocolError(`Invalid tokenType ${String(msg.tokenType)}`)
    }
    if (this.closed) return
    this.identity = identity
    this.identityExp = identity.kind === 'user' ? tokenExp(identity.token) : undefined
    this.recvIdentity += 1
    // A new identity re-runs every query (worker.rs re-evaluates all on identity change).
    for (const q of this.queries.values()) q.dirty = true
    this.scheduleTransition()
  }

  private authError(error: string, authUpdateAttempted = true): void {
    this.send({ type: 'AuthError', error, baseVersion: this.recvIdentity, authUpdateAttempted })
    this.close(1000, 'AuthError')
  }

  /**
   * A user token that expired mid-session (5 s leeway): like the real server, answer AuthError
   * (authUpdateAttempted: false) and close; the client fetches a fresh token and reconnects,
   * re-sending its unacknowledged mutations.
   */
  private expired(): boolean {
    if (this.identityExp === undefined || this.identityExp + 5 >= Date.now() / 1000) return false
    // Not yet confirmed to the client: this answers its Authenticate (authUpdateAttempted: true).
    this.authError('Token expired', this.sent.identity < this.recvIdentity)
    return true
  }

  private mutation(msg: Record<string, unknown>): void {
    const requestId = msg.requestId
    if (typeof requestId !== 'number' || typeof msg.udfPath !== 'string') {
      throw new ProtocolError('Invalid Mutation message')
    }
    if (this.expired()) return
    const identity = this.identity
    const udfPath = canonicalizeUdfPath(msg.udfPath)
    const args = argsObject(msg.args)
    const componentPath = componentPathOf(msg)
    // Without a session id (no Connect yet) there is nothing stable to de-duplicate on.
    const idempotencyKey = this.sessionId ? `${this.sessionId}:${requestId}` : undefined
    // Mutations of one socket run strictly in order.
    this.mutations = this.mutations.then(async () => {
      let result: CallResult
      if (componentPath !== undefined && identity.kind !== 'admin') {
        result = this.componentPathDenied()
      } else {
        const execute = () =>
          this.safeCall(() =>
            this.options.engine.call({
              udfType: 'mutation',
              udfPath,
              args,
              identity,
              componentPath,
              idempotencyKey,
            }),
          )
        result = idempotencyKey
          ? await this.options.dedup.run(idempotencyKey, execute)
          : await execute()
      }
      if (this.closed) return
      if (result.success) {
        if (result.ts > this.maxReportedTs) this.maxReportedTs = result.ts
        this.send({
          type: 'MutationResponse',
          requestId,
          success: true,
          result: result.value,
          ts: encodeTs(result.ts),
          logLines: result.logLines,
        })
      } else {
        this.send({
          type: 'MutationResponse',
          requestId,
          success: false,
          result: result.errorMessage,
          logLines: result.logLines,
          ...(result.errorData !== undefined ? { errorData: result.errorData } : {}),
        })
      }
      // The promise of a successful mutation resolves on the transition that carries its ts.
      this.scheduleTransition()
    })
  }

  private action(msg: Record<string, unknown>): void {
    const requestId = msg.requestId
    if (typeof requestId !== 'number' || typeof msg.udfPath !== 'string') {
      throw new ProtocolError('Invalid Action message')
    }
    if (this.expired()) return
    const identity = this.identity
    const udfPath = canonicalizeUdfPath(msg.udfPath)
    const args = argsObject(msg.args)
    const componentPath = componentPathOf(msg)
    // Actions run concurrently with each other and with mutations.
    void (async () => {
      const result =
        componentPath !== undefined && identity.kind !== 'admin'
          ? this.componentPathDenied()
          : await this.safeCall(() =>
              this.options.engine.call({
                udfType: 'action',
                udfPath,
                args,
                identity,
                componentPath,
              }),
            )
      if (this.closed) return
      if (result.success) {
        this.send({
          type: 'ActionResponse',
          requestId,
          success: true,
          result: result.value,
          logLines: result.logLines,
        })
      } else {
        this.send({
          type: 'ActionResponse',
          requestId,
          success: false,
          result: result.errorMessage,
          logLines: result.logLines,
          ...(result.errorData !== undefined ? { errorData: result.errorData } : {}),
        })
      }
      this.scheduleTransition()
    })()
  }

  private componentPathDenied(): CallResult {
    return {
      success: false,
      errorMessage: 'Only admins may call functions in a non-root component (componentPath)',
      logLines: [],
      ts: this.options.engine.latestTs(),
    }
  }

  /** Engine.call never throws for function errors; anything else still becomes a failed result. */
  private async safeCall(fn: () => Promise<CallResult>): Promise<CallResult> {
    try {
      return await fn()
    } catch (e) {
      this.options.log(`sync: engine error: ${(e as Error)?.stack ?? String(e)}`)
      return {
        success: false,
        errorMessage: `InternalServerError: ${(e as Error)?.message ?? String(e)}`,
        logLines: [],
        ts: 0n,
      }
    }
  }

  // ---- reactivity ----------------------------------------------------------------------------

  /** After an engine commit: mark the queries whose read set it invalidates. */
  onCommit(writeSet: WriteSet): void {
    if (this.closed) return
    if (this.commitsDuringCompute) this.commitsDuringCompute.push(writeSet)
    let any = false
    for (const q of this.queries.values()) {
      if (q.dirty) continue
      if (q.readSet === undefined || this.invalidatedBy(q.readSet, writeSet)) {
        q.dirty = true
        any = true
      }
    }
    if (any) this.scheduleTransition()
  }

  /** engine.invalidates, failing safe (re-run) if it throws: it runs inside the engine's commit. */
  private invalidatedBy(readSet: ReadSet, writeSet: WriteSet): boolean {
    try {
      return this.options.engine.invalidates(readSet, writeSet)
    } catch (e) {
      this.options.log(`sync: invalidates() failed: ${(e as Error)?.message ?? String(e)}`)
      return true
    }
  }

  /** After a code reload: everything re-runs. */
  onReload(): void {
    if (this.closed) return
    for (const q of this.queries.values()) q.dirty = true
    this.scheduleTransition()
    // auth.config may have changed: check the current user token again.
    const current = this.identity
    if (current.kind === 'user') {
      this.options.authenticate(current.token).then(
        (identity) => {
          if (this.identity === current)
            this.identity = { kind: 'user', identity, token: current.token }
        },
        (e: unknown) => {
          if (this.identity === current && !this.closed) {
            this.authError(`Could not verify token: ${(e as Error)?.message ?? String(e)}`, false)
          }
        },
      )
    }
  }

  /**
   * Requests a transition. Triggers are coalesced and at most one computation runs at a time; the
   * start is deferred one macrotask so a commit's invalidations are always seen first.
   */
  scheduleTransition(): void {
    this.needsTransition = true
    if (this.computing || this.startScheduled || this.closed) return
    this.startScheduled = true
    setImmediate(() => {
      this.startScheduled = false
      void this.runTransitions()
    })
  }

  private async runTransitions(): Promise<void> {
    if (this.computing) return
    this.computing = true
    try {
      while (this.needsTransition && !this.closed) {
        this.needsTransition = false
        await this.computeTransition()
      }
    } catch (e) {
      this.options.log(`sync: transition failed: ${(e as Error)?.stack ?? String(e)}`)
      this.fatal(`InternalServerError: ${(e as Error)?.message ?? String(e)}`)
    } finally {
      this.computing = false
    }
  }

  private async computeTransition(): Promise<void> {
    if (this.expired()) return
    const engine = this.options.engine
    let ts = engine.latestTs()
    if (ts < this.sent.ts) ts = this.sent.ts
    if (ts < this.maxReportedTs) ts = this.maxReportedTs
    const end: Version = { querySet: this.recvQuerySet, identity: this.recvIdentity, ts }
    const identity = this.identity
    const modifications: StateModification[] = []
    for (const queryId of this.removed) modifications.push({ type: 'QueryRemoved', queryId })
    this.removed.clear()

    const toRun = [...this.queries.values()].filter((q) => q.dirty)
    for (const q of toRun) q.dirty = false
    this.commitsDuringCompute = []
    const results = await Promise.all(toRun.map((q) => this.runQuery(q, identity)))
    const missed = this.commitsDuringCompute
    this.commitsDuringCompute = null
    if (this.closed) return

    toRun.forEach((q, i) => {
      const r = results[i]!
      if (this.queries.get(q.queryId) !== q) return // removed meanwhile; QueryRemoved follows
      q.readSet = r.readSet
      if (r.journal !== undefined) q.journal = r.journal
      const journal = q.journal
      // A commit that landed while this query ran may not be reflected: run it again.
      if (
        missed.length > 0 &&
        (r.readSet === undefined || missed.some((w) => this.invalidatedBy(r.readSet!, w)))
      ) {
        q.dirty = true
        this.needsTransition = true
      }
      // A result the engine holds as JSON text is compared and sent as that text, never decoded.
      const text = r.success ? r.valueText : undefined
      const key = r.success
        ? text !== undefined
          ? `["ok",${text},${JSON.stringify(journal)}]`
          : JSON.stringify(['ok', r.value, journal])
        : JSON.stringify(['err', r.errorMessage, r.errorData ?? null, journal])
      if (key === q.lastSentKey) return
      q.lastSentKey = key
      modifications.push(
        r.success
          ? queryUpdated(q.queryId, r, journal)
          : {
              type: 'QueryFailed',
              queryId: q.queryId,
              errorMessage: r.errorMessage,
              logLines: r.logLines,
              journal,
              ...(r.errorData !== undefined ? { errorData: r.errorData } : {}),
            },
      )
    })

    this.send({
      type: 'Transition',
      startVersion: {
        querySet: this.sent.querySet,
        identity: this.sent.identity,
        ts: encodeTs(this.sent.ts),
      },
      endVersion: { querySet: end.querySet, identity: end.identity, ts: encodeTs(end.ts) },
      modifications,
      ...(this.clientClockSkew !== undefined ? { clientClockSkew: this.clientClockSkew } : {}),
      // Nanoseconds: the client divides by 1e6 to compare with its millisecond clock.
      serverTs: Date.now() * 1_000_000,
    })
    this.sent = end
  }

  private runQuery(q: QueryState, identity: Identity): Promise<CallResult> {
    if (q.componentPath !== undefined && identity.kind !== 'admin') {
      return Promise.resolve(this.componentPathDenied())
    }
    const request = {
      udfType: 'query' as const,
      udfPath: q.udfPath,
      args: q.args,
      identity,
      componentPath: q.componentPath,
      journal: q.journal,
    }
    const execute = () => this.safeCall(() => this.options.engine.call(request))
    const cache = this.options.queryCache
    return cache ? cache.run(request, execute) : execute()
  }

  // ---- outbound ------------------------------------------------------------------------------

  send(message: Record<string, unknown>): void {
    if (this.closed || this.socket.readyState !== OPEN) return
    this.lastSendAt = Date.now()
    this.options.trace?.('out', this, message)
    this.socket.send(messageJson(message))
  }

  /** Sends a Ping if nothing was sent for `idleMs`. */
  pingIfIdle(idleMs: number): void {
    if (Date.now() - this.lastSendAt >= idleMs) this.send({ type: 'Ping' })
  }

  /** Protocol violations only. Terminal for the client: never use it for function errors. */
  private fatal(error: string): void {
    if (this.closed) return
    this.options.log(`sync: FatalError sent to session ${this.sessionId || '?'}: ${error}`)
    this.send({ type: 'FatalError', error })
    this.close(1011, 'FatalError')
  }

  close(code = 1000, reason = ''): void {
    if (this.closed) return
    this.closed = true
    try {
      this.socket.close(code, reason)
    } catch {
      // already closing
    }
  }

  /** Called when the socket closed from the other side. */
  markClosed(): void {
    this.closed = true
  }
}
