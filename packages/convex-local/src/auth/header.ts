/**
 * `Authorization` header parsing as the backend does it (`local_backend/src/authentication.rs`):
 *   - absent or blank             → { kind: 'none' }
 *   - `Convex <key>`              → { kind: 'admin', key }
 *   - `Convex <key>:<base64 JSON>` → { kind: 'admin', key, actingAs } (UserIdentityAttributes JSON)
 *   - `Bearer <token>`            → { kind: 'user', token }   (scheme case-insensitive)
 * Anything else throws AuthError (status 400 for a malformed admin header, 401 otherwise).
 * The admin key itself is NOT checked here; compare it with the instance key (timing-safe).
 */
import type { JSONValue } from 'convex/values'
import { AuthError } from './errors'

export type ParsedAuthorization =
  | { kind: 'none' }
  | { kind: 'user'; token: string }
  | { kind: 'admin'; key: string; actingAs?: Record<string, JSONValue> }

/**
 * Strips the dashboard/CLI's cosmetic `<type>:<instance>|` prefix from an admin key:
 * `preview:team:proj|secret` → `secret`, `prod:name|secret` → `name|secret`.
 */
export function removeAdminKeyTypePrefix(key: string): string {
  const bar = key.indexOf('|')
  if (bar === -1) return key
  const instancePrefix = key.slice(0, bar)
  const keyPart = key.slice(bar + 1)
  const colon = instancePrefix.indexOf(':')
  if (colon === -1) return key
  const type = instancePrefix.slice(0, colon).toLowerCase()
  if (type === 'preview' || type === 'project') return keyPart
  return `${instancePrefix.slice(colon + 1)}|${keyPart}`
}

export function parseAuthorizationHeader(header: string | null | undefined): ParsedAuthorization {
  if (header === undefined || header === null || header.trim() === '') return { kind: 'none' }
  if (header.length >= 7 && header.slice(0, 7).toLowerCase() === 'convex ') {
    const key = removeAdminKeyTypePrefix(header.slice(7).trim())
    const colon = key.indexOf(':')
    if (colon === -1) return { kind: 'admin', key }
    const malformed = () =>
      new AuthError('HeaderParseFailure', 'Malformed Authorization header.', 400)
    const b64 = key.slice(colon + 1)
    if (!/^[A-Za-z0-9+/]*={0,2}$/.test(b64)) throw malformed()
    let attrs: unknown
    try {
      attrs = JSON.parse(Buffer.from(b64, 'base64').toString('utf8'))
    } catch {
      throw malformed()
    }
    if (attrs === null || typeof attrs !== 'object' || Array.isArray(attrs)) throw malformed()
    const a = attrs as Record<string, JSONValue>
    // Either tokenIdentifier or issuer + subject must be present.
    if (
      typeof a.tokenIdentifier !== 'string' &&
      !(typeof a.issuer === 'string' && typeof a.subject === 'string')
    ) {
      throw malformed()
    }
    return { kind: 'admin', key: key.slice(0, colon), actingAs: a }
  }
  if (header.length <= 7 || header.slice(0, 7).toLowerCase() !== 'bearer ') {
    throw new AuthError('InvalidAuthHeader', 'Header must begin with `bearer `')
  }
  const token = header.slice(7).trim()
  if (token === '') throw new AuthError('InvalidAuthHeader', 'Header must begin with `bearer `')
  return { kind: 'user', token }
}

/**
 * The identity an admin acts as (`Convex <key>:<b64>`): UserIdentityAttributes JSON →
 * UserIdentityJson, filling `tokenIdentifier` from `issuer|subject` when absent.
 */
export function actingAsIdentity(attrs: Record<string, JSONValue>): {
  tokenIdentifier: string
  subject: string
  issuer: string
} & Record<string, JSONValue> {
  const issuer = typeof attrs.issuer === 'string' ? attrs.issuer : ''
  const subject = typeof attrs.subject === 'string' ? attrs.subject : ''
  const tokenIdentifier =
    typeof attrs.tokenIdentifier === 'string' ? attrs.tokenIdentifier : `${issuer}|${subject}`
  return { ...attrs, tokenIdentifier, subject, issuer }
}
