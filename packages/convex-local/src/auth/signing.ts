/**
 * `ctx.auth.signJwt` (syscall `1.0/signJwt`, mutations only): ES256 tokens signed with the
 * deployment's persistent key, verifiable against `${CONVEX_CLOUD_URL}/.well-known/jwks.json`.
 *
 *   const key = generateSigningKey()                  // first start
 *   globals.set('jwt_signing_key', exportSigningKey(key))
 *   const key2 = importSigningKey(globals.get('jwt_signing_key'))
 *   const jwt = await signJwt(key2, { claims, expiresInSeconds, issuer: cloudUrl })
 *   GET /.well-known/jwks.json → JSON.stringify(jwksJson(key2))
 *
 * Rules (convex/src/server/authentication.ts): Convex sets the header and `iss`, `iat`, `exp`;
 * the claims `iss`, `iat`, `exp`, `nbf` and any claim starting with `convex` or `cvx` (any casing)
 * are reserved; `expiresInSeconds` is 1 s to 1 h. `iss` is the cloud URL for the app and
 * `${cloudUrl}/components/<name>` for a component (see `signJwtIssuer`).
 */
import { createHash, createPrivateKey, generateKeyPairSync, type JsonWebKey } from 'node:crypto'
import { importJWK, SignJWT, type JWK } from 'jose'

export type SigningKey = {
  /** Key id put in the JWT header and the JWKS (RFC 7638 thumbprint of the public key). */
  kid: string
  createdAtMs: number
  /** EC P-256 private JWK (`d`, `x`, `y`). Keep it secret. */
  privateJwk: JWK
  /** The public half as served in the JWKS. */
  publicJwk: JWK
}

export const SIGN_JWT_MIN_SECONDS = 1
export const SIGN_JWT_MAX_SECONDS = 60 * 60
export const RESERVED_JWT_CLAIMS = ['iss', 'iat', 'exp', 'nbf'] as const

function thumbprint(pub: JWK): string {
  const canonical = JSON.stringify({ crv: pub.crv, kty: pub.kty, x: pub.x, y: pub.y })
  return createHash('sha256').update(canonical).digest('base64url')
}

function publicOf(jwk: JWK, kid: string): JWK {
  return { kty: 'EC', crv: 'P-256', x: jwk.x!, y: jwk.y!, kid, alg: 'ES256', use: 'sig' }
}

/** A fresh ES256 (P-256) key pair. */
export function generateSigningKey(nowMs: number = Date.now()): SigningKey {
  const { privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' })
  const jwk = privateKey.export({ format: 'jwk' }) as JWK
  const privateJwk: JWK = { kty: 'EC', crv: 'P-256', x: jwk.x!, y: jwk.y!, d: jwk.d! }
  const kid = thumbprint(privateJwk)
  return { kid, createdAtMs: nowMs, privateJwk, publicJwk: publicOf(privateJwk, kid) }
}

/** JSON text to persist (e.g. in the engine's globals table). Contains the private key. */
export function exportSigningKey(key: SigningKey): string {
  return JSON.stringify({
    version: 1,
    kid: key.kid,
    createdAtMs: key.createdAtMs,
    privateJwk: key.privateJwk,
  })
}

/** Parses exportSigningKey() output; throws if it is not a usable P-256 private key. */
export function importSigningKey(json: string): SigningKey {
  const o = JSON.parse(json) as {
    version?: number
    kid?: unknown
    createdAtMs?: unknown
    privateJwk?: JWK
  }
  const jwk = o.privateJwk
  if (
    o.version !== 1 ||
    !jwk ||
    jwk.kty !== 'EC' ||
    jwk.crv !== 'P-256' ||
    !jwk.d ||
    !jwk.x ||
    !jwk.y
  ) {
    throw new Error(
      'Invalid signing key: expected an ES256 (P-256) private JWK written by exportSigningKey()',
    )
  }
  // Throws if the coordinates do not form a valid key.
  createPrivateKey({ key: jwk as JsonWebKey, format: 'jwk' })
  const kid = typeof o.kid === 'string' ? o.kid : thumbprint(jwk)
  const privateJwk: JWK = { kty: 'EC', crv: 'P-256', x: jwk.x, y: jwk.y, d: jwk.d }
  return {
    kid,
    createdAtMs: typeof o.createdAtMs === 'number' ? o.createdAtMs : 0,
    privateJwk,
    publicJwk: publicOf(privateJwk, kid),
  }
}

/** `{keys: [...]}` for `/.well-known/jwks.json` (public keys only). */
export function jwksJson(keys: SigningKey | readonly SigningKey[]): { keys: JWK[] } {
  const list = Array.isArray(keys) ? keys : [keys as SigningKey]
  return { keys: list.map((k) => ({ ...k.publicJwk })) }
}

/** The `iss` of signJwt tokens: the cloud URL, or `${cloudUrl}/components/<name>` in a component. */
export function signJwtIssuer(cloudUrl: string, componentPath?: string): string {
  const base = cloudUrl.replace(/\/+$/, '')
  return componentPath ? `${base}/components/${componentPath}` : base
}

export type SignJwtArgs = {
  /** Claims from the caller (`options.claims`); must be a plain object of JSON values. */
  claims?: Record<string, unknown> | undefined
  expiresInSeconds: number
  issuer: string
  /** Clock in milliseconds. Default Date.now(). */
  nowMs?: number
}

/** Validation errors are thrown as plain Errors with a message meant for the developer. */
export function checkSignJwtArgs(args: { claims?: unknown; expiresInSeconds?: unknown }): void {
  const e = args.expiresInSeconds
  if (
    typeof e !== 'number' ||
    !Number.isFinite(e) ||
    e < SIGN_JWT_MIN_SECONDS ||
    e > SIGN_JWT_MAX_SECONDS
  ) {
    throw new Error(
      `signJwt: expiresInSeconds must be a number of seconds from ${SIGN_JWT_MIN_SECONDS} to ${SIGN_JWT_MAX_SECONDS} (1 hour), got ${String(e)}`,
    )
  }
  const claims = args.claims
  if (claims === undefined) return
  if (claims === null || typeof claims !== 'object' || Array.isArray(claims)) {
    throw new Error('signJwt: claims must be an object')
  }
  for (const name of Object.keys(claims)) {
    if ((RESERVED_JWT_CLAIMS as readonly string[]).includes(name)) {
      throw new Error(
        `signJwt: the claim "${name}" is reserved: Convex sets iss, iat and exp, and nbf may not be set`,
      )
    }
    if (/^(convex|cvx)/i.test(name)) {
      throw new Error(
        `signJwt: the claim "${name}" is reserved: claims starting with "convex" or "cvx" may not be set`,
      )
    }
    const v = (claims as Record<string, unknown>)[name]
    if (v === undefined)
      throw new Error(`signJwt: the claim "${name}" is undefined; claims must be JSON values`)
  }
  try {
    JSON.stringify(claims)
  } catch (err) {
    throw new Error(`signJwt: claims must be JSON values (${(err as Error).message})`)
  }
}

const cryptoKeys = new WeakMap<SigningKey, Promise<CryptoKey | Uint8Array>>()

/**
 * Signs `{...claims, iss, iat, exp}` with header `{alg: 'ES256', kid, typ: 'JWT'}`.
 * `iat` is the current second and `exp = iat + floor(expiresInSeconds)`.
 */
export async function signJwt(key: SigningKey, args: SignJwtArgs): Promise<string> {
  checkSignJwtArgs(args)
  let k = cryptoKeys.get(key)
  if (!k) {
    k = importJWK(key.privateJwk, 'ES256') as Promise<CryptoKey | Uint8Array>
    cryptoKeys.set(key, k)
  }
  const iat = Math.floor((args.nowMs ?? Date.now()) / 1000)
  const exp = iat + Math.floor(args.expiresInSeconds)
  return await new SignJWT({ ...(args.claims ?? {}), iss: args.issuer, iat, exp })
    .setProtectedHeader({ alg: 'ES256', kid: key.kid, typ: 'JWT' })
    .sign(await k)
}
