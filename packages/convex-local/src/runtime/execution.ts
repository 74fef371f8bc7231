/**
 * A running function: the syscall target its `Convex.*` calls are routed to. It holds the
 * call's transaction, identity, log lines, open query streams and user-time accounting; the
 * syscalls themselves are in ./databaseSyscalls, ./fileSyscalls and ./functionSyscalls (by
 * name: ./syscalls).
 */
import type { JSONValue } from 'convex/values'
import type { Identity, UdfType } from '../engine/types'
import { Mutex } from '../storage/mutex'
import type { QueryStream, ReadOperations, WriteTransaction } from '../storage/types'
import { StorageError } from '../storage/types'
import {
  currentGlobal,
  realDate,
  realMath,
  runWithTarget,
  transactionGlobals,
  type LogLevel,
  type SyscallTarget,
} from './context'
import { syscallRejection, SystemError } from './errors'
import type { Executor } from './executor'
import { JsonText } from './jsonText'
import { currentRequestMetadata, NO_REQUEST_META, type RequestMeta } from './requestMetadata'
import type { FunctionPath, RegisteredFunction } from './resolve'
import { ASYNC_SYSCALLS, JS_SYSCALLS, SYNC_SYSCALLS } from './syscalls'
import { ResultText } from './validation'

/** Captured at load: fake timers must not make user code look slow (or fast). */
export const perfNow: () => number = performance.now.bind(performance)

export function timeoutMessage(ms: number): string {
  const s = ms / 1000
  return `Function execution timed out (maximum duration: ${Number.isInteger(s) ? `${s}s` : `${ms}ms`})`
}

let requestCounter = 0

/** The request id of a top-level call (nested calls share their parent's). */
export function newRequestId(): string {
  requestCounter += 1
  return `${realDate.now().toString(16)}${requestCounter.toString(16).padStart(6, '0')}`
}

export type ExecutionOptions = {
  kind: UdfType
  path: FunctionPath
  identity: Identity
  /** Query: read txn; mutation: write txn; action: null. */
  txn: ReadOperations | null
  /** Where console output and system log lines go (a nested call shares its parent's). */
  logLines: string[]
  requestId: string
  /** The journal a query subscription sent back (gapless pagination), if any. */
  journal?: string | null
  /** User JS time limit in ms; null = none (actions). */
  userTimeoutMs: number | null
  /** The `_scheduled_functions` id when this runs as a scheduled job. */
  scheduledFunctionId?: string | null
}

const never = () => new Promise<string>(() => {})

export class Execution implements SyscallTarget {
  readonly kind: UdfType
  readonly path: FunctionPath
  readonly identity: Identity
  readonly txn: ReadOperations | null
  readonly logLines: string[]
  readonly requestId: string
  readonly journalIn: string | null
  readonly userTimeoutMs: number | null
  readonly scheduledFunctionId: string | null
  private nextQueryId = 0
  private readonly streams = new Map<number, QueryStream>()
  paginated = 0
  journalOut: string | null = null
  private inFlight = 0
  private waitStart = 0
  private waitMs = 0
  readonly startedAt = perfNow()
  timedOut = false
  /** The function read the time or a random number (its result is not cacheable). */
  observedTimeOrRandom = false
  /** Set when the function has returned: later syscalls come from dangling promises. */
  finished = false
  /** Serializes nested runQuery/runMutation calls (savepoints are a stack). */
  readonly childLock = new Mutex()
  /** ip / user agent of the request that started the outermost call (nested calls inherit). */
  readonly requestMeta: RequestMeta = currentRequestMetadata() ?? NO_REQUEST_META

  constructor(
    readonly executor: Executor,
    options: ExecutionOptions,
  ) {
    this.kind = options.kind
    this.path = options.path
    this.identity = options.identity
    this.txn = options.txn
    this.logLines = options.logLines
    this.requestId = options.requestId
    this.journalIn = options.journal ?? null
    this.userTimeoutMs = options.userTimeoutMs
    this.scheduledFunctionId = options.scheduledFunctionId ?? null
    if (this.kind !== 'action') {
      const seed = realMath.floor(realMath.random() * 2 ** 32)
      const EnvDate = currentGlobal('Date') as DateConstructor
      const EnvMath = currentGlobal('Math') as Math
      const now = EnvDate.now()
      // Built when the function first touches one of them (most never do).
      this.makeGlobals = () =>
        transactionGlobals({
          seed,
          nowMs: now,
          checkDeadline: () => this.checkTime(),
          observe: () => {
            this.observedTimeOrRandom = true
          },
          RealDate: EnvDate,
          RealMath: EnvMath,
        })
    }
  }

  private makeGlobals: (() => Record<string, unknown>) | null = null
  private overrides: Record<string, unknown> | undefined

  /** Per-call global overrides (queries and mutations: frozen Date, seeded Math.random, ...). */
  get globals(): Record<string, unknown> | undefined {
    if (this.overrides === undefined && this.makeGlobals !== null) {
      this.overrides = this.makeGlobals()
    }
    return this.overrides
  }

  get writeTxn(): WriteTransaction | null {
    return this.kind === 'mutation' ? (this.txn as WriteTransaction) : null
  }

  log(level: LogLevel, message: string) {
    this.logLines.push(`[${level}] ${message}`)
  }

  /** JS time of the function so far (`now` = perfNow()), not counting syscalls it waited for. */
  userTimeMs(now = perfNow()): number {
    const waiting = this.inFlight > 0 ? now - this.waitStart : 0
    return now - this.startedAt - this.waitMs - waiting
  }

  checkTime(now?: number) {
    if (this.userTimeoutMs === null) return
    if (this.timedOut || this.userTimeMs(now) > this.userTimeoutMs) {
      this.timedOut = true
      throw new SystemError(timeoutMessage(this.userTimeoutMs))
    }
  }

  private enterWait(now: number) {
    if (this.inFlight++ === 0) this.waitStart = now
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

  /** Registers a stream opened by `1.0/queryStream`; returns its query id. */
  addStream(stream: QueryStream): number {
    const queryId = this.nextQueryId++
    this.streams.set(queryId, stream)
    return queryId
  }

  stream(queryId: number): QueryStream | undefined {
    return this.streams.get(queryId)
  }

  /** Forgets a stream (`close`: and closes it first). */
  dropStream(queryId: number, close: boolean) {
    const stream = this.streams.get(queryId)
    if (!stream) return
    if (close) stream.close()
    this.streams.delete(queryId)
  }

  closeStreams() {
    for (const s of this.streams.values()) s.close()
    this.streams.clear()
  }

  // --- running the function ----------------------------------------------------------------

  /**
   * Runs the function's JS (a registered function of this execution's kind) with syscalls
   * routed here; returns its result as JSON text (decoded by ResultText only when needed).
   */
  async run(fn: RegisteredFunction, argsJson: JSONValue): Promise<ResultText> {
    const argsStr = JSON.stringify([argsJson])
    let out: string
    try {
      out = await runWithTarget(this, () => {
        switch (this.kind) {
          case 'query':
            return fn.invokeQuery!(argsStr)
          case 'mutation':
            return fn.invokeMutation!(argsStr)
          case 'action':
            return fn.invokeAction!(this.requestId, argsStr)
        }
      })
    } finally {
      this.finished = true
      this.closeStreams()
    }
    if (this.userTimeoutMs !== null && (this.timedOut || this.userTimeMs() > this.userTimeoutMs)) {
      this.timedOut = true
      throw new SystemError(timeoutMessage(this.userTimeoutMs))
    }
    return new ResultText(out)
  }

  /** What a failure of the function reports: a timeout in place of whatever user code made of it. */
  finalError(e: unknown): unknown {
    if (this.timedOut && this.userTimeoutMs !== null) {
      return new SystemError(timeoutMessage(this.userTimeoutMs))
    }
    // Storage errors surface like errors thrown by user code ("Uncaught Error: ...").
    return e instanceof StorageError ? new Error(e.message) : e
  }

  // --- the Convex global's entry points ----------------------------------------------------

  syscall(op: string, jsonArgs: string): string {
    this.checkTime()
    const args = JSON.parse(jsonArgs) as Record<string, unknown>
    const handler = SYNC_SYSCALLS.get(op)
    if (!handler) throw new Error(`Unknown operation ${op}`)
    return JSON.stringify(handler(this, args))
  }

  async asyncSyscall(op: string, jsonArgs: string): Promise<string> {
    if (this.finished) {
      // A promise the function did not await, running after it returned. Convex drops these;
      // never settle, so nothing surfaces as an unhandled rejection.
      return never()
    }
    const now = perfNow()
    try {
      this.checkTime(now)
    } catch (e) {
      throw syscallRejection(e)
    }
    this.enterWait(now)
    try {
      const args = JSON.parse(jsonArgs) as Record<string, unknown>
      const handler = ASYNC_SYSCALLS.get(op)
      if (!handler) throw new Error(`Unknown async operation ${op}`)
      let result = handler(this, args)
      // Most syscalls answer synchronously: only wait for the ones that do not.
      if (result instanceof Promise) result = await result
      if (this.finished) return never()
      if (result instanceof JsonText) return result.text
      return JSON.stringify(result === undefined ? null : result)
    } catch (e) {
      if (this.finished) return never()
      throw syscallRejection(e)
    } finally {
      this.exitWait()
    }
  }

  jsSyscall(op: string, args: Record<string, unknown>): unknown {
    const handler = JS_SYSCALLS.get(op)
    if (!handler) throw new Error(`Unknown JS syscall ${op}`)
    return handler(this, args)
  }
}
