/**
 * The providers of `convex/auth.config.ts` (`{providers: AuthProvider[]}`, see
 * `convex/src/server/authentication.ts`), normalized the way the backend does when it loads the
 * config, and the rule that routes a token to a provider.
 */
import { AuthError } from './errors'

/** One entry of `auth.config.ts`'s `providers`, as the app exports it (unvalidated). */
export type AuthProviderConfig =
  | { applicationID: string; domain: string; type?: undefined }
  | {
      type: 'customJwt'
      applicationID?: string
      issuer: string
      jwks: string
      algorithm: 'RS256' | 'ES256'
    }

export type NormalizedProvider =
  | { kind: 'oidc'; domain: string; applicationID: string }
  | {
      kind: 'customJwt'
      issuer: string
      applicationID: string | undefined
      jwks: string
      algorithm: 'RS256' | 'ES256'
    }

function configError(message: string): AuthError {
  return new AuthError('InvalidAuthConfig', message, 400)
}

/**
 * Issuer/domain URLs: a value without a scheme gets `https://`; only http and https are allowed.
 * The string is otherwise kept as written (trailing slashes are ignored when matching).
 */
export function normalizeIssuerUrl(original: unknown): string {
  if (typeof original !== 'string' || original === '') {
    throw configError(
      `Invalid provider domain URL "${String(original)}": expected a non-empty string ` +
        '(is the environment variable it comes from set?)',
    )
  }
  if (original.startsWith('"')) {
    throw configError(`Invalid provider domain URL "${original}": starts with a double quote (")`)
  }
  const hadScheme = /^\w+:\/\//.test(original)
  const url = hadScheme ? original : `https://${original}`
  let parsed: URL
  try {
    parsed = new URL(url)
  } catch (e) {
    throw configError(`Invalid provider domain URL "${original}": ${(e as Error).message}`)
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') {
    throw configError(`Invalid provider domain URL "${original}": scheme should be http or https`)
  }
  if (!hadScheme && parsed.hostname !== 'localhost' && !parsed.hostname.includes('.')) {
    throw configError(
      `Invalid provider domain URL "${original}": Does not look like a URL (must have a scheme or end with a top-level domain)`,
    )
  }
  return url
}

/**
 * The `providers` of `convex/auth.config.ts`'s default export (`{providers: [...]}`); no
 * auth.config (undefined) means no providers.
 */
export function authConfigProviders(authConfigDefault: unknown): unknown[] {
  if (authConfigDefault === undefined || authConfigDefault === null) return []
  const providers = (authConfigDefault as { providers?: unknown }).providers
  if (providers === undefined) return []
  if (!Array.isArray(providers)) throw configError('auth.config.ts: `providers` must be an array')
  return providers
}

/** Validates and normalizes `auth.config.ts` providers. Throws AuthError('InvalidAuthConfig'). */
export function normalizeProviders(providers: readonly unknown[]): NormalizedProvider[] {
  if (!Array.isArray(providers)) throw configError('auth.config.ts: `providers` must be an array')
  return providers.map((p, i) => {
    if (p === null || typeof p !== 'object')
      throw configError(`auth.config.ts: provider ${i} is not an object`)
    const o = p as Record<string, unknown>
    if (o.type === 'customJwt') {
      if (o.algorithm !== 'RS256' && o.algorithm !== 'ES256') {
        throw configError(
          `Invalid signature algorithm (only RS256 and ES256 are supported): ${JSON.stringify(o.algorithm)}`,
        )
      }
      if (typeof o.jwks !== 'string' || o.jwks === '') {
        throw configError(`auth.config.ts: customJwt provider ${i} needs a \`jwks\` URL`)
      }
      if (o.applicationID !== undefined && typeof o.applicationID !== 'string') {
        throw configError(
          `auth.config.ts: customJwt provider ${i}: \`applicationID\` must be a string`,
        )
      }
      return {
        kind: 'customJwt',
        issuer: normalizeIssuerUrl(o.issuer),
        applicationID: o.applicationID as string | undefined,
        jwks: o.jwks,
        algorithm: o.algorithm,
      }
    }
    if (o.type !== undefined) {
      throw configError(`auth.config.ts: provider ${i} has unknown type ${JSON.stringify(o.type)}`)
    }
    if (typeof o.applicationID !== 'string') {
      throw configError(`auth.config.ts: OIDC provider ${i} needs an \`applicationID\` string`)
    }
    return { kind: 'oidc', domain: normalizeIssuerUrl(o.domain), applicationID: o.applicationID }
  })
}

/** `iss` without a scheme is compared as `https://<iss>`; trailing slashes are ignored on both sides. */
export function issuerMatches(configured: string, tokenIssuer: string): boolean {
  const withScheme =
    tokenIssuer.startsWith('https://') || tokenIssuer.startsWith('http://')
      ? tokenIssuer
      : `https://${tokenIssuer}`
  return stripTrailingSlashes(configured) === stripTrailingSlashes(withScheme)
}

function stripTrailingSlashes(s: string): string {
  return s.replace(/\/+$/, '')
}

/** The first provider whose issuer matches and, when it has an application id, whose id is in `aud`. */
export function findProvider(
  providers: readonly NormalizedProvider[],
  audiences: readonly string[],
  issuer: string,
): NormalizedProvider | undefined {
  return providers.find((p) => {
    const appId = p.applicationID
    if (appId !== undefined && !audiences.includes(appId)) return false
    return issuerMatches(p.kind === 'oidc' ? p.domain : p.issuer, issuer)
  })
}

/** The backend's `NoAuthProvider` message, listing the configured providers. */
export function noProviderMessage(
  providers: readonly NormalizedProvider[],
  redact = false,
): string {
  if (redact) return 'No auth provider found matching the given token'
  if (providers.length === 0) {
    return 'No auth provider found matching the given token (no providers configured). Check convex/auth.config.ts.'
  }
  const list = providers.map((p) =>
    p.kind === 'oidc'
      ? `OIDC(domain=${p.domain}, app_id=${p.applicationID})`
      : `CustomJWT(issuer=${p.issuer}, app_id=${p.applicationID ?? 'none'})`,
  )
  return (
    "No auth provider found matching the given token. Check that your JWT's issuer and audience match " +
    `one of your configured providers: [${list.join(', ')}]`
  )
}
