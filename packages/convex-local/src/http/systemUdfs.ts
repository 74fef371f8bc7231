/**
 * The few `_system/...` queries the stock CLI calls (Convex serves them from its system UDF
 * bundle): `_system/cli/queryImport` and `:list` (`npx convex import`) and
 * `_system/cli/exports:getLatest` (`npx convex export`). They answer admin callers only, over
 * the HTTP API and the WebSocket alike, by wrapping the engine the transports call.
 */
import { convexToJson, jsonToConvex, type Value } from 'convex/values'
import type { CallRequest, CallResult, Engine } from '../engine/types'
import { canonicalizeUdfPath } from '../sync/encoding'

/** A system query: args (Convex values) → result (a Convex value). */
export type SystemQuery = (args: Record<string, Value>) => Value

/**
 * `engine` with `queries` (keyed by canonical path, e.g. `_system/cli/exports:getLatest`) added.
 * Every other call and property goes to `engine` itself.
 */
export function withSystemQueries(engine: Engine, queries: Record<string, SystemQuery>): Engine {
  const call = async (request: CallRequest): Promise<CallResult> => {
    const path = canonicalizeUdfPath(request.udfPath)
    const query = queries[path]
    if (!query || (request.componentPath ?? '') !== '') return engine.call(request)
    const ts = engine.latestTs()
    if (request.identity.kind !== 'admin') {
      return {
        success: false,
        errorMessage: `Could not find public function for '${path}'.`,
        logLines: [],
        ts,
      }
    }
    if (request.udfType !== 'query') {
      return {
        success: false,
        errorMessage: `Trying to execute ${path} as ${request.udfType}, but it is defined as Query.`,
        logLines: [],
        ts,
      }
    }
    try {
      const args = (jsonToConvex(request.args ?? {}) ?? {}) as Record<string, Value>
      return { success: true, value: convexToJson(query(args)), logLines: [], ts }
    } catch (e) {
      return {
        success: false,
        errorMessage: `Uncaught Error: ${(e as Error)?.message ?? String(e)}`,
        logLines: [],
        ts,
      }
    }
  }
  return new Proxy(engine, {
    get(target, prop) {
      if (prop === 'call') return call
      const value: unknown = Reflect.get(target, prop, target)
      return typeof value === 'function'
        ? (value as (...a: unknown[]) => unknown).bind(target)
        : value
    },
  })
}
