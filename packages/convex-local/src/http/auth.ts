/**
 * Caller identity for the transports: JWT handling for `Authorization: Bearer` and the sync
 * protocol's `Authenticate{User}`, admin keys for `Authorization: Convex` and `Authenticate{Admin}`.
 * Real JWT verification against `auth.config.ts` is pluggable (`Authenticator`).
 */
import { timingSafeEqual } from 'node:crypto'
import type { JSONValue } from 'convex/values'
import type { Identity, UserIdentityJson } from '../engine/types'
import { unverifiedIdentity } from '../auth/identity'

/** Verifies a user JWT and returns the identity `ctx.auth.getUserIdentity()` sees. Throws on rejection. */
export type Authenticator = (token: string) => Promise<UserIdentityJson>

const REGISTERED_CLAIMS = new Set(['iss', 'sub', 'aud', 'exp', 'nbf', 'iat', 'jti'])

export function decodeJwtPayload(token: string): Record<string, unknown> {
  const parts = token.split('.')
  if (parts.length !== 3)
    throw new Error('Could not parse JWT: expected three dot-separated segments')
  let payload: unknown
  try {
    payload = JSON.parse(Buffer.from(parts[1]!, 'base64url').toString('utf8'))
  } catch {
    throw new Error('Could not parse JWT payload')
  }
  if (payload === null || typeof payload !== 'object' || Array.isArray(payload)) {
    throw new Error('Could not parse JWT payload: not an object')
  }
  return payload as Record<string, unknown>
}

function flattenClaims(prefix: string, value: unknown, out: Record<string, JSONValue>): void {
  if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
    for (const [k, v] of Object.entries(value)) flattenClaims(prefix ? `${prefix}.${k}` : k, v, out)
  } else if (value !== undefined) {
    out[prefix] = value as JSONValue
  }
}

/** customJwt-style identity: `{tokenIdentifier: "iss|sub", subject, issuer, ...customClaims}` (§6.5). */
export function identityFromClaims(claims: Record<string, unknown>): UserIdentityJson {
  const iss = claims.iss
  const sub = claims.sub
  if (typeof iss !== 'string' || iss === '') throw new Error('Invalid JWT: missing "iss" claim')
  if (typeof sub !== 'string' || sub === '') throw new Error('Invalid JWT: missing "sub" claim')
  const custom: Record<string, JSONValue> = {}
  for (const [k, v] of Object.entries(claims)) {
    if (REGISTERED_CLAIMS.has(k) || k === 'fva') continue
    flattenClaims(k, v, custom)
  }
  return { ...custom, tokenIdentifier: `${iss}|${sub}`, subject: sub, issuer: iss }
}

/**
 * DEVELOPMENT ONLY: accepts any structurally valid JWT without checking its signature, issuer or
 * audience. Expiry is still enforced (5 s leeway) so the stock client's refresh logic behaves.
 * The identity uses Convex's field names (auth/identity `unverifiedIdentity`).
 */
export function unverifiedJwtAuthenticator(
  /** auth.config.ts's providers: they decide between customJwt and OIDC claim names. */
  providers: () => readonly unknown[] = () => [],
): Authenticator {
  return async (token) => {
    const claims = decodeJwtPayload(token)
    if (typeof claims.exp === 'number' && claims.exp + 5 < Date.now() / 1000) {
      throw new Error('Token expired')
    }
    return unverifiedIdentity(claims, providers())
  }
}

/** Used when no verifier is configured: every user token is rejected with an explanation. */
export function rejectingAuthenticator(): Authenticator {
  return async () => {
    throw new Error(
      'No auth provider found matching the given token: convex-local has no JWT verifier configured ' +
        '(use --insecure-accept-unverified-jwt during development)',
    )
  }
}

export function adminKeyMatches(candidate: string, adminKey: string): boolean {
  const a = Buffer.from(candidate)
  const b = Buffer.from(adminKey)
  return a.length === b.length && timingSafeEqual(a, b)
}

/** The acting-as attributes an admin may pass (UserIdentityAttributes JSON) → UserIdentityJson. */
export function impersonatedIdentity(attrs: unknown): UserIdentityJson {
  if (attrs === null || typeof attrs !== 'object' || Array.isArray(attrs)) {
    throw new Error('Invalid acting-as identity: expected an object')
  }
  const a = attrs as Record<string, JSONValue>
  const subject = typeof a.subject === 'string' ? a.subject : ''
  const issuer = typeof a.issuer === 'string' ? a.issuer : ''
  const tokenIdentifier =
    typeof a.tokenIdentifier === 'string' ? a.tokenIdentifier : `${issuer}|${subject}`
  return { ...a, tokenIdentifier, subject, issuer }
}

export class AuthHeaderError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly status = 401,
  ) {
    super(message)
  }
}

/** Parses an HTTP `Authorization` header into an Identity (throws AuthHeaderError). */
export async function identityFromAuthorizationHeader(
  header: string | undefined,
  adminKey: string,
  authenticate: Authenticator,
): Promise<Identity> {
  if (header === undefined || header.trim() === '') return { kind: 'none' }
  const value = header.trim()
  const space = value.indexOf(' ')
  const scheme = space === -1 ? value : value.slice(0, space)
  const rest = space === -1 ? '' : value.slice(space + 1).trim()
  if (/^bearer$/i.test(scheme)) {
    if (!rest) throw new AuthHeaderError('AuthHeaderInvalid', 'Bearer token is empty')
    try {
      return { kind: 'user', identity: await authenticate(rest), token: rest }
    } catch (e) {
      throw new AuthHeaderError(
        'Unauthenticated',
        `Could not verify token: ${(e as Error).message}`,
      )
    }
  }
  if (scheme === 'Convex') {
    const colon = rest.indexOf(':')
    const key = colon === -1 ? rest : rest.slice(0, colon)
    if (!adminKeyMatches(key, adminKey)) {
      throw new AuthHeaderError(
        'BadAdminKey',
        'The provided admin key was invalid for this instance',
      )
    }
    if (colon === -1) return { kind: 'admin' }
    try {
      const json = JSON.parse(Buffer.from(rest.slice(colon + 1), 'base64').toString('utf8'))
      return { kind: 'admin', impersonating: impersonatedIdentity(json) }
    } catch (e) {
      throw new AuthHeaderError(
        'AuthHeaderInvalid',
        `Invalid acting-as identity: ${(e as Error).message}`,
      )
    }
  }
  throw new AuthHeaderError(
    'AuthHeaderInvalid',
    'Authorization header must be "Bearer <token>" or "Convex <admin key>"',
  )
}
