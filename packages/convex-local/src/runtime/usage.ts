/**
 * What each function has read and written since the engine started, summed over the
 * transactions it ran in: a query's snapshot, a mutation's commit or rollback, a scheduled
 * mutation. Nested `ctx.runQuery`/`runMutation` calls count in the transaction that ran them
 * (Convex bills them there too); an action's own calls are separate transactions and count under
 * the functions they call. Convex shows the same figures per function in its dashboard; here
 * `GET /api/convex_local/usage` serves them, e.g. for tests that check a request's reads stay
 * bounded however much data is stored.
 */
import type { TransactionMetrics } from '../storage/types'

export type FunctionUsage = {
  /** `''` for the app, else the component instance path (`betterAuth`). */
  componentPath: string
  /** `module:export` (`inline` for the test harness's inline functions). */
  udfPath: string
  /** Transactions counted (calls that failed before opening one are not). */
  calls: number
  documentsRead: number
  bytesRead: number
  databaseQueries: number
  documentsWritten: number
  bytesWritten: number
}

export class UsageCounters {
  private readonly byFunction = new Map<string, FunctionUsage>()

  record(path: { componentPath: string; udfPath: string }, metrics: TransactionMetrics): void {
    const key = `${path.componentPath}\u0000${path.udfPath}`
    let usage = this.byFunction.get(key)
    if (!usage) {
      usage = {
        componentPath: path.componentPath,
        udfPath: path.udfPath,
        calls: 0,
        documentsRead: 0,
        bytesRead: 0,
        databaseQueries: 0,
        documentsWritten: 0,
        bytesWritten: 0,
      }
      this.byFunction.set(key, usage)
    }
    usage.calls += 1
    usage.documentsRead += metrics.documentsRead
    usage.bytesRead += metrics.bytesRead
    usage.databaseQueries += metrics.databaseQueries
    usage.documentsWritten += metrics.documentsWritten
    usage.bytesWritten += metrics.bytesWritten
  }

  /** A copy of every function's totals, in the order they were first called. */
  snapshot(): FunctionUsage[] {
    return [...this.byFunction.values()].map((usage) => ({ ...usage }))
  }
}
