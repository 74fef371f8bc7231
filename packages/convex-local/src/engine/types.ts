/**
 * The contract between the engine (storage, runtime, transactions: src/engine, src/storage,
 * src/runtime, src/values, src/query) and the transports (WebSocket sync, HTTP API, CLI:
 * src/sync, src/http, src/cli). The transports treat read and write sets as opaque and ask the
 * engine whether a commit invalidates a subscription.
 */
import type { JSONValue } from 'convex/values'

/** Convex's UserIdentity JSON as getUserIdentity() returns it (tokenIdentifier, subject, issuer, claims). */
export type UserIdentityJson = {
  tokenIdentifier: string
  subject: string
  issuer: string
} & Record<string, JSONValue>

/** Who is calling. Admin may call internal functions and set componentPath. */
export type Identity =
  | { kind: 'none' }
  | { kind: 'user'; identity: UserIdentityJson; token: string }
  | { kind: 'admin'; impersonating?: UserIdentityJson }

export type UdfType = 'query' | 'mutation' | 'action'

export type CallRequest = {
  udfType: UdfType
  /** Canonical `module:function` (no `.js`, `:default` filled in). Use canonicalizeUdfPath(). */
  udfPath: string
  /** Convex-encoded JSON of the args object (NOT wrapped in an array). */
  args: JSONValue
  identity: Identity
  /** '' (root) unless an admin targets a component. */
  componentPath?: string
  /** The journal the client sent back with a query subscription (gapless pagination). */
  journal?: string | null
  /** For mutations from the sync protocol: `${sessionId}:${requestId}`, used to de-duplicate re-sends. */
  idempotencyKey?: string
  /** Reject functions that are not public in the root component unless identity is admin. Default true. */
  enforceVisibility?: boolean
}

/** Opaque to the transports. Produced by a query run, consumed by Engine.invalidates. */
export type ReadSet = { readonly __brand: 'ReadSet' }
/** Opaque to the transports. Produced by a commit. */
export type WriteSet = { readonly __brand: 'WriteSet' }

export type CallSuccess = {
  success: true
  /** Convex-encoded JSON result (undefined becomes null). */
  value: JSONValue
  /**
   * The JSON text of `value`, when the engine holds it (query results; a non-enumerable
   * property): a transport can send it as is, and `value` is then only decoded when read.
   */
  valueText?: string
  /** Each line formatted `[LEVEL] message`, as the stock client expects. */
  logLines: string[]
  /** Commit timestamp (ns) for mutations; snapshot ts for queries. */
  ts: bigint
  journal?: string | null
  readSet?: ReadSet
}

export type CallFailure = {
  success: false
  /** Convex's error message text, e.g. `ArgumentValidationError: ...` or `Uncaught Error: ...`. */
  errorMessage: string
  /** ConvexError.data, convex-encoded, when the function threw a ConvexError. */
  errorData?: JSONValue
  logLines: string[]
  ts: bigint
  journal?: string | null
  readSet?: ReadSet
}

export type CallResult = CallSuccess | CallFailure

export type CommitEvent = { ts: bigint; writeSet: WriteSet }

export interface Engine {
  /** Runs a query, mutation or action to completion. Never throws for function errors. */
  call(request: CallRequest): Promise<CallResult>
  /** The latest committed timestamp (ns), for Transitions' `ts` and /api/query_ts. */
  latestTs(): bigint
  /** Called after each commit (mutations, scheduled jobs, imports). Returns an unsubscribe. */
  onCommit(listener: (event: CommitEvent) => void): () => void
  /** Called after code or schema reloads: every subscription must be re-run. */
  onReload(listener: () => void): () => void
  /** True when a commit's writes meet what a query read. */
  invalidates(readSet: ReadSet, writeSet: WriteSet): boolean
  close(): Promise<void>
}
