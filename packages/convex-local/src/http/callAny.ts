import type { CallRequest, CallResult, Engine, UdfType } from '../engine/types'

/** Optional engine extension: the type of a function, or null when it does not exist. */
export type EngineWithIntrospection = Engine & {
  udfTypeOf?: (udfPath: string, componentPath?: string) => Promise<UdfType | null> | UdfType | null
}

const MISMATCH = /but it is defined as (?:an? )?(query|mutation|action)\b/i

/**
 * Runs a function whose type the caller does not know (`/api/function`, `/api/run/*`, CLI `run`).
 * Uses `engine.udfTypeOf` when the engine offers it; otherwise tries a query and follows Convex's
 * type-mismatch error ("Trying to execute X as Query, but it is defined as Mutation.").
 */
export async function callUnknownType(
  engine: Engine,
  request: Omit<CallRequest, 'udfType'>,
): Promise<CallResult> {
  const e = engine as EngineWithIntrospection
  if (typeof e.udfTypeOf === 'function') {
    const t = await e.udfTypeOf(request.udfPath, request.componentPath)
    return engine.call({ ...request, udfType: t ?? 'query' })
  }
  const first = await engine.call({ ...request, udfType: 'query' })
  if (first.success) return first
  const m = MISMATCH.exec(first.errorMessage)
  if (!m) return first
  const actual = m[1]!.toLowerCase() as UdfType
  if (actual === 'query') return first
  return engine.call({ ...request, udfType: actual })
}
