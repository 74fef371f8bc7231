/**
 * Upload tokens for `ctx.storage.generateUploadUrl()` → `POST /api/storage/upload?token=<token>`:
 * HMAC-SHA256 signed, valid for one hour, bound to the component that issued them (the upload's
 * `_storage` document goes into that component's namespace).
 *
 * Token text: `<base64url(JSON {v, c, iat, n})>.<base64url(hmac)>`. The signature is stateless, so
 * tokens survive a restart as long as the secret is kept (store it with the admin key in the data
 * dir); the nonce `n` is what the runtime records once a token has stored its file.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'

export const UPLOAD_TOKEN_VALIDITY_MS = 60 * 60 * 1000

export class UploadTokenError extends Error {
  override readonly name = 'UploadTokenError'
  constructor(
    /**
     * `StorageTokenInvalid` or `StorageTokenExpired` (the backend's codes), or `StorageTokenUsed`
     * (convex-local's: an upload URL stores one file).
     */
    readonly code: 'StorageTokenInvalid' | 'StorageTokenExpired' | 'StorageTokenUsed',
    message: string,
    readonly status = 401,
  ) {
    super(message)
  }
}

export type UploadTokens = {
  /** A token for an upload into `componentPath` ('' = the root app). */
  issue(componentPath?: string): string
  /**
   * Verifies a token; returns the component path it was issued for, when, and its nonce (what
   * marks it used). Throws UploadTokenError.
   */
  check(token: string): { componentPath: string; issuedAtMs: number; nonce: string }
}

export type UploadTokenOptions = {
  now?: () => number
  validityMs?: number
}

export function createUploadTokens(
  secret: string | Uint8Array,
  options: UploadTokenOptions = {},
): UploadTokens {
  const key = typeof secret === 'string' ? Buffer.from(secret, 'utf8') : Buffer.from(secret)
  if (key.length < 16) throw new Error('Upload token secret must be at least 16 bytes')
  const now = options.now ?? Date.now
  const validity = options.validityMs ?? UPLOAD_TOKEN_VALIDITY_MS
  const mac = (payload: string) =>
    createHmac('sha256', key).update(`convex-local/upload:${payload}`).digest()

  return {
    issue(componentPath = '') {
      const payload = Buffer.from(
        JSON.stringify({
          v: 1,
          c: componentPath,
          iat: Math.floor(now() / 1000),
          n: randomBytes(9).toString('base64url'),
        }),
      ).toString('base64url')
      return `${payload}.${mac(payload).toString('base64url')}`
    },
    check(token) {
      const invalid = () =>
        new UploadTokenError(
          'StorageTokenInvalid',
          "Couldn't decode the StoreFileAuthorization token",
        )
      if (typeof token !== 'string') throw invalid()
      const dot = token.indexOf('.')
      if (dot === -1) throw invalid()
      const payload = token.slice(0, dot)
      const given = Buffer.from(token.slice(dot + 1), 'base64url')
      const expected = mac(payload)
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw invalid()
      let o: { v?: unknown; c?: unknown; iat?: unknown; n?: unknown }
      try {
        o = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'))
      } catch {
        throw invalid()
      }
      if (
        o.v !== 1 ||
        typeof o.c !== 'string' ||
        typeof o.iat !== 'number' ||
        typeof o.n !== 'string'
      )
        throw invalid()
      const issuedAtMs = o.iat * 1000
      if (issuedAtMs + validity <= now()) {
        throw new UploadTokenError('StorageTokenExpired', 'Store File Authorization expired')
      }
      return { componentPath: o.c, issuedAtMs, nonce: o.n }
    },
  }
}

/** `${cloudUrl}/api/storage/upload?token=<token>` (what generateUploadUrl returns). */
export function uploadUrl(cloudUrl: string, token: string): string {
  return `${cloudUrl.replace(/\/+$/, '')}/api/storage/upload?token=${encodeURIComponent(token)}`
}

/** `${cloudUrl}/api/storage/<uuid>`, plus `?component=<id>` for non-root components (storage.getUrl). */
export function fileUrl(cloudUrl: string, uuid: string, componentId?: string): string {
  const base = `${cloudUrl.replace(/\/+$/, '')}/api/storage/${uuid}`
  return componentId ? `${base}?component=${encodeURIComponent(componentId)}` : base
}
