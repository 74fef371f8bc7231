/**
 * The request a call belongs to (`ctx.meta.getRequestMetadata()`'s ip and user agent): set
 * around the outermost engine call, inherited by nested calls and scheduled work they start.
 */
import { AsyncLocalStorage } from 'node:async_hooks'

export type RequestMeta = { ip: string | null; userAgent: string | null }

export const NO_REQUEST_META: RequestMeta = { ip: null, userAgent: null }

const requestMetaStorage = new AsyncLocalStorage<RequestMeta>()

/** Runs `fn` (engine calls) as part of a request from `meta` (getRequestMetadata's ip/userAgent). */
export function withRequestMetadata<T>(meta: Partial<RequestMeta>, fn: () => T): T {
  return requestMetaStorage.run({ ip: meta.ip ?? null, userAgent: meta.userAgent ?? null }, fn)
}

/** The metadata of the request being served, if any. */
export function currentRequestMetadata(): RequestMeta | undefined {
  return requestMetaStorage.getStore()
}
