/**
 * Who made an HTTP request (address and user agent), handed to the engine so the functions a
 * request runs can read it (`ctx.meta.getRequestMetadata()`).
 */
import type { IncomingMessage } from 'node:http'
import type { Engine } from '../engine/types'

/** Optional engine extension: run calls as part of a request (ctx.meta.getRequestMetadata()). */
type WithRequestMetadata = {
  withRequestMetadata?<T>(meta: { ip?: string | null; userAgent?: string | null }, fn: () => T): T
}

/**
 * The caller of an HTTP request: the first `X-Forwarded-For` address, else `X-Real-IP`, else the
 * socket's peer address (IPv4-mapped IPv6 unwrapped).
 */
export function requestMetadata(req: IncomingMessage): {
  ip: string | null
  userAgent: string | null
} {
  const first = (h: string | string[] | undefined) => (Array.isArray(h) ? h[0] : h)
  const forwarded = first(req.headers['x-forwarded-for'])?.split(',')[0]?.trim()
  const real = first(req.headers['x-real-ip'])?.trim()
  const peer = req.socket.remoteAddress?.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/, '')
  return {
    ip: forwarded || real || peer || null,
    userAgent: first(req.headers['user-agent']) ?? null,
  }
}

/** Runs `fn` with the request's metadata when the engine supports it. */
export function withRequest<T>(engine: Engine, req: IncomingMessage, fn: () => T): T {
  const e = engine as Engine & WithRequestMetadata
  return typeof e.withRequestMetadata === 'function'
    ? e.withRequestMetadata(requestMetadata(req), fn)
    : fn()
}
