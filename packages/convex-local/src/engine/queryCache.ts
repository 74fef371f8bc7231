/**
 * Convex's query cache: a query's result is kept, keyed by function, arguments, identity and
 * journal, and handed out again at later timestamps for as long as no commit writes into what it
 * read. A commit drops exactly the entries whose read sets its writes meet; a code reload (which
 * an environment change causes) drops everything.
 *
 * Only results that depend on nothing but their arguments, identity and reads are kept past
 * their timestamp: a query that read the time or a random number runs again next time (Convex
 * may serve those stale; running them again is never observable). Identical calls at the same
 * timestamp share one execution, whatever its outcome: N subscribers re-running a query after a
 * commit run it once. An engine failure (a rejection, or a transport's InternalServerError) is
 * never shared after it settles.
 *
 * The engine keeps one (LocalEngine.queryCache); the sync server makes its own only for an engine
 * without one, where it amounts to sharing results at one timestamp.
 */
import { QuerySuccess } from '../runtime/calls'
import { canonicalizeUdfPath } from '../sync/encoding'
import type { CallRequest, CallResult, Identity, ReadSet, WriteSet } from './types'

/** Entries kept at most, and their results' JSON text at most; the least recently used goes first. */
export const QUERY_CACHE_ENTRIES = 1024
export const QUERY_CACHE_CHARS = 64 * 1024 * 1024
/** Calls whose key (arguments included) is longer run uncached: rare, and never worth keeping. */
const MAX_KEY_CHARS = 64 * 1024

type Entry = {
  /** The engine's latest timestamp when the execution started (shared with calls at it). */
  startTs: bigint
  running: Promise<CallResult>
  /** Set once settled: the result, kept across commits only when cacheable. */
  settled: CallResult | null
  /** Length of its key and of the settled result's JSON text (what it holds in memory). */
  chars: number
}

function identityKey(identity: Identity): string {
  switch (identity.kind) {
    case 'none':
      return 'none'
    case 'user':
      return `user:${identity.token}`
    case 'admin':
      return `admin:${JSON.stringify(identity.impersonating ?? null)}`
  }
}

/** A result handed to a caller that did not run it: no log lines, a value of its own. */
function shared(result: CallResult): CallResult {
  return result instanceof QuerySuccess ? result.reissue(result.ts) : result
}

function queryCacheKey(request: CallRequest): string {
  return JSON.stringify([
    request.componentPath ?? '',
    canonicalizeUdfPath(request.udfPath),
    identityKey(request.identity),
    request.enforceVisibility !== false,
    request.journal ?? null,
    request.args,
  ])
}

export class QueryCache {
  private readonly entries = new Map<string, Entry>()
  private chars = 0

  constructor(
    private readonly latestTs: () => bigint,
    private readonly intersects: (readSet: ReadSet, writeSet: WriteSet) => boolean,
    private readonly capacity = QUERY_CACHE_ENTRIES,
    private readonly maxChars = QUERY_CACHE_CHARS,
  ) {}

  private drop(key: string, entry: Entry): void {
    this.entries.delete(key)
    this.chars -= entry.chars
  }

  /** Evicts the least recently used entries while over either budget. */
  private trim(): void {
    for (const [key, entry] of this.entries) {
      if (this.entries.size <= this.capacity && this.chars <= this.maxChars) return
      this.drop(key, entry)
    }
  }

  /** The result of `request` (a query) at the latest timestamp, running it only when needed. */
  run(request: CallRequest, execute: () => Promise<CallResult>): Promise<CallResult> {
    const now = this.latestTs()
    const key = queryCacheKey(request)
    if (key.length > MAX_KEY_CHARS) return execute()
    const entry = this.entries.get(key)
    if (entry !== undefined) {
      const settled = entry.settled
      if (entry.startTs === now) {
        if (settled === null) return entry.running.then(shared)
        return Promise.resolve(shared(settled))
      }
      if (settled !== null && QuerySuccess.isCacheable(settled)) {
        // Still here, so no commit since met its reads: the result holds at `now`.
        this.entries.delete(key)
        this.entries.set(key, entry)
        return Promise.resolve(settled.reissue(now))
      }
    }
    const fresh: Entry = { startTs: now, running: execute(), settled: null, chars: key.length }
    if (entry !== undefined) this.drop(key, entry)
    this.entries.set(key, fresh)
    this.chars += fresh.chars
    this.trim()
    fresh.running.then(
      (result) => {
        if (this.entries.get(key) !== fresh) return
        if (!result.success && result.errorMessage.startsWith('InternalServerError')) {
          this.drop(key, fresh)
          return
        }
        fresh.settled = result
        if (result instanceof QuerySuccess) {
          const chars = result.valueText.length
          // A result bigger than the whole budget is not kept, and evicts nothing.
          if (chars > this.maxChars) return this.drop(key, fresh)
          fresh.chars += chars
          this.chars += chars
          this.trim()
        }
      },
      () => {
        if (this.entries.get(key) === fresh) this.drop(key, fresh)
      },
    )
    return fresh.running
  }

  /**
   * After a commit: drops the results it may have changed, and every execution still running
   * (it read a snapshot from before the commit, and what it read is not known yet).
   */
  committed(writeSet: WriteSet): void {
    for (const [key, entry] of this.entries) {
      const settled = entry.settled
      if (
        settled === null ||
        !QuerySuccess.isCacheable(settled) ||
        this.intersects(settled.readSet, writeSet)
      ) {
        this.drop(key, entry)
      }
    }
  }

  clear(): void {
    this.entries.clear()
    this.chars = 0
  }
}
