/**
 * Query results shared by the sessions of one SyncServer. After a commit every session subscribed
 * to the same query re-runs it at the same snapshot; with N tabs on one page that is N identical
 * executions. Like Convex's query cache, a result is keyed by function, arguments, identity and
 * journal, and is only reused at the timestamp it was started at: a commit (a new latestTs) or a
 * code reload starts afresh. Sessions still run their own invalidation and missed-commit checks.
 */
import type { CallRequest, CallResult, Engine, Identity } from '../engine/types'

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

export class QueryResultCache {
  private ts = -1n
  private readonly entries = new Map<string, Promise<CallResult>>()

  constructor(private readonly engine: Engine) {}

  /** The result of `request` (a query) at the current timestamp, running it at most once. */
  run(request: CallRequest, execute: () => Promise<CallResult>): Promise<CallResult> {
    const ts = this.engine.latestTs()
    if (ts !== this.ts) {
      this.entries.clear()
      this.ts = ts
    }
    const key = JSON.stringify([
      request.componentPath ?? '',
      request.udfPath,
      identityKey(request.identity),
      request.journal ?? null,
      request.args,
    ])
    let result = this.entries.get(key)
    if (result === undefined) {
      const running = execute()
      result = running
      this.entries.set(key, running)
      // Only the function's own outcome is kept: after an engine failure (safeCall's
      // InternalServerError, or a rejection) the next session asks again.
      const forget = () => {
        if (this.entries.get(key) === running) this.entries.delete(key)
      }
      running.then((r) => {
        if (!r.success && r.errorMessage.startsWith('InternalServerError')) forget()
      }, forget)
    }
    return result
  }

  clear(): void {
    this.entries.clear()
  }
}
