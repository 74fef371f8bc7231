/**
 * JWT claims → the UserIdentity JSON that `ctx.auth.getUserIdentity()` returns, as the backend
 * builds it (keybroker `UserIdentity::from_custom_jwt` / `from_token`, serialized camelCase with
 * custom claims flattened at the top level).
 */
import type { JSONValue } from 'convex/values'
import type { UserIdentityJson } from '../engine/types'
import { findProvider, normalizeProviders } from './providers'

/** Registered JWT claims; never copied into customJwt custom claims. */
const REGISTERED = new Set(['iss', 'sub', 'aud', 'exp', 'nbf', 'iat', 'jti'])

/**
 * customJwt: `{tokenIdentifier: "iss|sub", issuer, subject, ...customClaims}`. Custom claims are
 * every non-registered claim under its own name; nested objects are flattened to `a.b` keys
 * (arrays are kept); `fva` is dropped. The fixed fields win over a custom claim of the same name.
 */
export function customJwtIdentity(claims: Record<string, unknown>): UserIdentityJson {
  const iss = claims.iss as string
  const sub = claims.sub as string
  const custom: Record<string, JSONValue> = {}
  const walk = (prefix: string, obj: Record<string, unknown>) => {
    for (const [k, v] of Object.entries(obj)) {
      const key = prefix ? `${prefix}.${k}` : k
      if (v !== null && typeof v === 'object' && !Array.isArray(v))
        walk(key, v as Record<string, unknown>)
      else if (v !== undefined) custom[key] = v as JSONValue
    }
  }
  const top: Record<string, unknown> = {}
  for (const [k, v] of Object.entries(claims)) if (!REGISTERED.has(k)) top[k] = v
  walk('', top)
  delete custom.fva
  return sortKeys({ ...custom, tokenIdentifier: `${iss}|${sub}`, issuer: iss, subject: sub })
}

/** OIDC standard claims and the typed identity fields they become. */
const OIDC_STRING_FIELDS: ReadonlyArray<[claim: string, field: string]> = [
  ['name', 'name'],
  ['given_name', 'givenName'],
  ['family_name', 'familyName'],
  ['nickname', 'nickname'],
  ['preferred_username', 'preferredUsername'],
  ['profile', 'profileUrl'],
  ['picture', 'pictureUrl'],
  ['website', 'websiteUrl'],
  ['email', 'email'],
  ['gender', 'gender'],
  ['birthdate', 'birthday'],
  ['zoneinfo', 'timezone'],
  ['locale', 'language'],
  ['phone_number', 'phoneNumber'],
]

/**
 * Claims that never become OIDC custom claims: the standard claims above (surfaced as typed
 * fields), the ID-token fields the OIDC library consumes itself, and `jti`/`nbf`/`fva`.
 */
const OIDC_NOT_CUSTOM = new Set([
  ...OIDC_STRING_FIELDS.map(([c]) => c),
  'email_verified',
  'phone_number_verified',
  'address',
  'updated_at',
  'sub',
  'iss',
  'aud',
  'exp',
  'iat',
  'auth_time',
  'nonce',
  'acr',
  'amr',
  'azp',
  'at_hash',
  'c_hash',
  'jti',
  'nbf',
  'fva',
])

/** chrono's `to_rfc3339()` for a UTC instant: `2024-05-01T12:00:00+00:00` (fraction only if any). */
export function rfc3339Utc(seconds: number): string {
  const d = new Date(Math.round(seconds * 1000))
  const iso = d.toISOString() // 2024-05-01T12:00:00.000Z
  const ms = d.getUTCMilliseconds()
  return (ms === 0 ? iso.slice(0, 19) : iso.slice(0, 23)) + '+00:00'
}

/**
 * OIDC: standard claims map to camelCase fields (`picture` → `pictureUrl`, `locale` → `language`,
 * `address` → its `formatted` string, `updated_at` → RFC 3339 text). Other claims become custom
 * claims as-is (not flattened).
 */
export function oidcIdentity(claims: Record<string, unknown>): UserIdentityJson {
  const iss = claims.iss as string
  const sub = claims.sub as string
  const out: Record<string, JSONValue> = {}
  for (const [k, v] of Object.entries(claims)) {
    if (!OIDC_NOT_CUSTOM.has(k) && v !== undefined) out[k] = v as JSONValue
  }
  for (const [claim, field] of OIDC_STRING_FIELDS) {
    const v = claims[claim]
    if (typeof v === 'string') out[field] = v
  }
  if (typeof claims.email_verified === 'boolean') out.emailVerified = claims.email_verified
  if (typeof claims.phone_number_verified === 'boolean')
    out.phoneNumberVerified = claims.phone_number_verified
  const address = claims.address
  if (
    address !== null &&
    typeof address === 'object' &&
    typeof (address as { formatted?: unknown }).formatted === 'string'
  ) {
    out.address = (address as { formatted: string }).formatted
  }
  if (typeof claims.updated_at === 'number' && Number.isFinite(claims.updated_at)) {
    out.updatedAt = rfc3339Utc(claims.updated_at)
  }
  return sortKeys({ ...out, tokenIdentifier: `${iss}|${sub}`, issuer: iss, subject: sub })
}

/**
 * The identity of a JWT accepted WITHOUT verification (`--insecure-accept-unverified-jwt`), with
 * the field names Convex would give it: the customJwt rules when the token's issuer (and audience)
 * match a `type: "customJwt"` provider of auth.config.ts, otherwise the OIDC rules (`picture` →
 * `pictureUrl`, `email_verified` → `emailVerified`, ...), which is what the hosted providers
 * (Clerk, Auth0, ...) that this mode stands in for get. `providers` is auth.config.ts's list
 * (unvalidated; an invalid list counts as none).
 */
export function unverifiedIdentity(
  claims: Record<string, unknown>,
  providers: readonly unknown[] = [],
): UserIdentityJson {
  const iss = claims.iss
  const sub = claims.sub
  if (typeof iss !== 'string' || iss === '') throw new Error('Invalid JWT: missing "iss" claim')
  if (typeof sub !== 'string' || sub === '') throw new Error('Invalid JWT: missing "sub" claim')
  let provider: ReturnType<typeof findProvider>
  try {
    const aud = claims.aud
    const audiences = typeof aud === 'string' ? [aud] : Array.isArray(aud) ? aud.map(String) : []
    provider = findProvider(normalizeProviders(providers), audiences, iss)
  } catch {
    provider = undefined
  }
  return provider?.kind === 'customJwt' ? customJwtIdentity(claims) : oidcIdentity(claims)
}

function sortKeys(o: Record<string, JSONValue>): UserIdentityJson {
  const sorted: Record<string, JSONValue> = {}
  for (const k of Object.keys(o).sort()) sorted[k] = o[k]!
  return sorted as UserIdentityJson
}
