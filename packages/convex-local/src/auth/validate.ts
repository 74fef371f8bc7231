/**
 * User JWT validation as the Convex backend does it (`crates/authentication/src/lib.rs`):
 * route the token to a provider of `auth.config.ts` by issuer and audience, fetch the provider's
 * keys (customJwt `jwks` URL or `data:` URL; OIDC discovery → `jwks_uri`), verify the signature,
 * check `exp`/`nbf`/`iat` with a 5 s leeway, and map the claims to the UserIdentity JSON.
 *
 * Usage:
 *   const validator = createTokenValidator({ providers: authConfig.providers })
 *   const identity = await validator.validate(token) // throws AuthError
 */
import { compactVerify, importJWK, type JSONWebKeySet, type JWK } from 'jose'
import type { UserIdentityJson } from '../engine/types'
import { AuthError } from './errors'
import { customJwtIdentity, oidcIdentity } from './identity'
import { fetchJwksText, parseJwks, UrlCache, type FetchLike } from './jwks'
import {
  findProvider,
  noProviderMessage,
  normalizeProviders,
  type AuthProviderConfig,
  type NormalizedProvider,
} from './providers'

export type OidcAlgorithm = 'RS256' | 'ES256' | 'EdDSA'

export type TokenValidatorOptions = {
  /** `authConfig.providers` from `convex/auth.config.ts` (validated here; bad entries throw). */
  providers: readonly (AuthProviderConfig | Record<string, unknown>)[]
  /** Used for JWKS and OIDC discovery requests. Default: global `fetch`. */
  fetch?: FetchLike
  /** Clock in milliseconds. Default `Date.now`. */
  now?: () => number
  /** How long a fetched JWKS / discovery document is reused. Default 10 minutes. */
  cacheTtlMs?: number
  /** Clock skew allowed for `exp`, `nbf` and `iat`, in seconds. Default 5. */
  leewaySeconds?: number
  /**
   * Signature algorithms accepted for OIDC providers. Default `['RS256', 'EdDSA']`, which is what
   * the backend allows; add 'ES256' to be more lenient than production.
   */
  oidcAlgorithms?: readonly OidcAlgorithm[]
  /** Production-style terse messages (no provider list, no kid). Default false. */
  redactErrors?: boolean
}

export type VerifiedToken = {
  identity: UserIdentityJson
  /** `exp` in milliseconds since the epoch. */
  expiresAtMs: number
  provider: NormalizedProvider
  claims: Record<string, unknown>
}

export type TokenValidator = {
  /** Verifies `token` and returns the identity `ctx.auth.getUserIdentity()` sees. Throws AuthError. */
  validate(token: string): Promise<UserIdentityJson>
  /** Same as validate, with the expiry, the matched provider and the raw claims. */
  verify(token: string): Promise<VerifiedToken>
  /** The normalized providers (useful for messages and `auth.config` reloads). */
  readonly providers: readonly NormalizedProvider[]
  /** Forgets cached JWKS and discovery documents. */
  clearCache(): void
}

const DEFAULT_TTL_MS = 10 * 60 * 1000
/** Verified tokens remembered per key (oldest forgotten first). */
const MAX_VERDICTS_PER_KEY = 1000

type DiscoveryDoc = { issuer: string; jwks_uri: string }

function b64urlJson(part: string): unknown {
  if (!/^[A-Za-z0-9_-]*$/.test(part)) throw new Error('not base64url')
  return JSON.parse(Buffer.from(part, 'base64url').toString('utf8'))
}

function isObject(v: unknown): v is Record<string, unknown> {
  return v !== null && typeof v === 'object' && !Array.isArray(v)
}

export function createTokenValidator(options: TokenValidatorOptions): TokenValidator {
  const providers = normalizeProviders(options.providers as unknown[])
  const fetchImpl: FetchLike = options.fetch ?? ((url, init) => fetch(url, init))
  const now = options.now ?? Date.now
  const ttl = options.cacheTtlMs ?? DEFAULT_TTL_MS
  const leeway = options.leewaySeconds ?? 5
  const oidcAlgs: readonly string[] = options.oidcAlgorithms ?? ['RS256', 'EdDSA']
  const redact = options.redactErrors ?? false
  const jwksCache = new UrlCache<JSONWebKeySet>(ttl, now)
  const discoveryCache = new UrlCache<DiscoveryDoc>(ttl, now)

  const loadJwks = (url: string, force: boolean) =>
    jwksCache.get(url, async () => parseJwks(await fetchJwksText(url, fetchImpl), url), force)

  /** Keys for `kid` (or, without a kid, every key), refetching the set once if none matches. */
  async function keysFor(
    url: string,
    kid: string | undefined,
    accept: (k: JWK) => boolean,
  ): Promise<JWK[]> {
    const pick = (set: JSONWebKeySet) =>
      set.keys.filter((k) => (kid === undefined || k.kid === kid) && accept(k))
    let found = pick(await loadJwks(url, false))
    if (found.length === 0) found = pick(await loadJwks(url, true))
    return found
  }

  /**
   * Per key of a cached JWKS (and algorithm): the tokens whose signature it has verified. A client
   * sends the same token on every call until it refreshes it, so each is imported and checked once
   * per key; the claims' times are still checked on every call. A refetched set brings new key
   * objects, so a key that left the set takes its verdicts with it.
   */
  const verifiedByKey = new WeakMap<JWK, Map<string, Set<string>>>()

  function verdictsFor(jwk: JWK, alg: string) {
    let byAlg = verifiedByKey.get(jwk)
    if (!byAlg) verifiedByKey.set(jwk, (byAlg = new Map()))
    let verified = byAlg.get(alg)
    if (!verified) byAlg.set(alg, (verified = new Set()))
    return verified
  }

  async function verifySignature(token: string, keys: JWK[], alg: string): Promise<boolean> {
    for (const jwk of keys) {
      const verified = verdictsFor(jwk, alg)
      if (verified.has(token)) return true
      try {
        const key = await importJWK({ ...jwk, alg }, alg)
        await compactVerify(token, key, { algorithms: [alg] })
        if (verified.size >= MAX_VERDICTS_PER_KEY) {
          verified.delete(verified.values().next().value as string)
        }
        verified.add(token)
        return true
      } catch {
        // try the next candidate key
      }
    }
    return false
  }

  function timeError(claims: Record<string, unknown>): string | undefined {
    const nowS = now() / 1000
    const { exp, nbf, iat } = claims
    if (typeof exp === 'number' && nowS - exp > leeway) {
      return `Token expired ${Math.floor(nowS - exp)} seconds ago`
    }
    if (typeof nbf === 'number' && nbf - nowS > leeway) {
      return `Token will be valid in ${Math.floor(nbf - nowS)} seconds`
    }
    if (typeof iat === 'number' && iat - nowS > leeway) {
      return `Token will be valid in ${Math.floor(iat - nowS)} seconds`
    }
    return undefined
  }

  async function verifyCustomJwt(
    token: string,
    header: Record<string, unknown>,
    claims: Record<string, unknown>,
    p: Extract<NormalizedProvider, { kind: 'customJwt' }>,
  ): Promise<UserIdentityJson> {
    const kid = typeof header.kid === 'string' ? header.kid : undefined
    const decodeFailed = () =>
      new AuthError(
        'InvalidAuthHeader',
        kid === undefined
          ? redact
            ? "Could not decode token. The JWT is missing a 'kid' (key ID) header, or the JWT signature is invalid."
            : "Could not decode token. JWT may be missing a 'kid' (key ID) header."
          : redact
            ? "Could not decode token. The JWT's 'kid' (key ID) header doesn't match any key in the provider's JWKS, or the JWT signature is invalid."
            : `Could not decode token. The JWT's 'kid' (key ID) header is '${kid}', does this key match any key in the provider's JWKS?`,
      )
    if (kid === undefined || header.alg !== p.algorithm) {
      // Still surfaces JWKS fetch problems first, as the backend fetches before decoding.
      await loadJwks(p.jwks, false)
      throw decodeFailed()
    }
    const keys = await keysFor(p.jwks, kid, (k) => k.alg === undefined || k.alg === p.algorithm)
    if (!(await verifySignature(token, keys, p.algorithm))) throw decodeFailed()
    if (p.applicationID !== undefined && claims.aud === undefined) {
      throw new AuthError(
        'InvalidAuthHeader',
        "Missing audience claim ('aud') in JWT payload. The JWT must include an 'aud' claim that matches your configured application ID.",
      )
    }
    const t = timeError(claims)
    if (t) throw new AuthError('InvalidAuthHeader', `Could not validate token: ${t}`)
    if (typeof claims.sub !== 'string' || typeof claims.exp !== 'number') {
      throw new AuthError(
        'InvalidAuthHeader',
        'Could not verify token claim. Check that the JWT contains valid claims and matches your auth provider configuration.',
      )
    }
    return customJwtIdentity(claims)
  }

  async function discover(issuer: string): Promise<DiscoveryDoc> {
    const url = `${issuer.replace(/\/+$/, '')}/.well-known/openid-configuration`
    return await discoveryCache.get(url, async () => {
      const failed = (detail?: string) =>
        new AuthError(
          'AuthProviderDiscoveryFailed',
          `Auth provider discovery of ${issuer} failed${detail ? `: ${detail}` : ''}`,
          400,
        )
      let res: Awaited<ReturnType<FetchLike>>
      try {
        res = await fetchImpl(url, { headers: { accept: 'application/json' } })
      } catch {
        throw failed()
      }
      const body = await res.text().catch(() => '')
      if (res.status !== 200) throw failed(`${res.status} ${body}`)
      let doc: unknown
      try {
        doc = JSON.parse(body)
      } catch {
        throw failed()
      }
      if (!isObject(doc) || typeof doc.issuer !== 'string' || typeof doc.jwks_uri !== 'string')
        throw failed()
      // The discovery document must name exactly the issuer it was fetched for.
      if (doc.issuer !== issuer) throw failed()
      return { issuer: doc.issuer, jwks_uri: doc.jwks_uri }
    })
  }

  async function verifyOidc(
    token: string,
    header: Record<string, unknown>,
    claims: Record<string, unknown>,
    p: Extract<NormalizedProvider, { kind: 'oidc' }>,
    issuer: string,
  ): Promise<UserIdentityJson> {
    if (!/^https?:\/\//.test(issuer)) {
      throw new AuthError(
        'AuthProviderDiscoveryFailed',
        `Auth provider discovery of ${issuer} failed`,
        400,
      )
    }
    const metadata = await discover(issuer)
    const claimFailed = () =>
      new AuthError(
        'Unauthenticated',
        "Could not verify OIDC token claim. Check that the token signature is valid and the token hasn't expired.",
      )
    const alg = header.alg
    if (typeof alg !== 'string' || !oidcAlgs.includes(alg)) throw claimFailed()
    const kid = typeof header.kid === 'string' ? header.kid : undefined
    const kty = alg === 'RS256' ? 'RSA' : alg === 'ES256' ? 'EC' : 'OKP'
    const keys = await keysFor(
      metadata.jwks_uri,
      kid,
      (k) => k.kty === kty && (k.alg === undefined || k.alg === alg),
    )
    if (!(await verifySignature(token, keys, alg))) throw claimFailed()
    const aud = claims.aud
    const audiences = typeof aud === 'string' ? [aud] : Array.isArray(aud) ? aud : []
    if (
      claims.iss !== metadata.issuer ||
      !audiences.includes(p.applicationID) ||
      audiences.length !== 1 ||
      typeof claims.sub !== 'string' ||
      typeof claims.exp !== 'number' ||
      typeof claims.iat !== 'number' ||
      timeError(claims) !== undefined
    ) {
      throw claimFailed()
    }
    return oidcIdentity(claims)
  }

  async function verify(token: string): Promise<VerifiedToken> {
    const parts = typeof token === 'string' ? token.trim().split('.') : []
    let header: unknown
    let claims: unknown
    try {
      if (parts.length !== 3) throw new Error('parts')
      header = b64urlJson(parts[0]!)
      claims = b64urlJson(parts[1]!)
    } catch {
      header = undefined
    }
    if (!isObject(header) || !isObject(claims)) {
      throw new AuthError(
        'InvalidAuthHeader',
        'Could not parse JWT payload. Check that the token is a valid JWT format with three base64-encoded parts separated by dots.',
      )
    }
    const issuer = claims.iss
    if (typeof issuer !== 'string') {
      throw new AuthError(
        'InvalidAuthHeader',
        "Missing issuer claim ('iss') in JWT payload. The JWT must include an 'iss' claim that matches one of your configured auth providers.",
      )
    }
    const aud = claims.aud
    const audiences =
      typeof aud === 'string'
        ? [aud]
        : Array.isArray(aud)
          ? aud.filter((a) => typeof a === 'string')
          : []
    const provider = findProvider(providers, audiences, issuer)
    if (!provider) throw new AuthError('NoAuthProvider', noProviderMessage(providers, redact))
    const compact = parts.join('.')
    const identity =
      provider.kind === 'customJwt'
        ? await verifyCustomJwt(compact, header, claims, provider)
        : await verifyOidc(compact, header, claims, provider, issuer)
    return { identity, expiresAtMs: (claims.exp as number) * 1000, provider, claims }
  }

  return {
    providers,
    verify,
    validate: async (token) => (await verify(token)).identity,
    clearCache: () => {
      jwksCache.clear()
      discoveryCache.clear()
    },
  }
}
