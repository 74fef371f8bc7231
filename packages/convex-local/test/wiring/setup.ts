/** Shared setup for the wiring tests: the site-app fixture and RS256 keys for its auth.config. */
import { fileURLToPath } from 'node:url'
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey } from 'jose'

export const siteAppDir = fileURLToPath(new URL('../fixtures/site-app/convex', import.meta.url))

export type TestKeys = {
  /** Signs tokens of the `https://issuer.test` provider (JWKS as a data: URI). */
  dataKey: CryptoKey
  /** Signs tokens of the provider whose JWKS the app serves on its own site port. */
  siteKey: CryptoKey
  /** A key no provider knows. */
  strangerKey: CryptoKey
  env: Record<string, string>
}

export async function makeKeys(): Promise<TestKeys> {
  const data = await generateKeyPair('RS256', { extractable: true })
  const site = await generateKeyPair('RS256', { extractable: true })
  const stranger = await generateKeyPair('RS256', { extractable: true })
  const dataJwks = { keys: [{ ...(await exportJWK(data.publicKey)), kid: 'data-1', alg: 'RS256' }] }
  const siteJwks = { keys: [{ ...(await exportJWK(site.publicKey)), kid: 'site-1', alg: 'RS256' }] }
  return {
    dataKey: data.privateKey,
    siteKey: site.privateKey,
    strangerKey: stranger.privateKey,
    env: {
      TEST_JWKS_DATA_URI: `data:application/json;base64,${Buffer.from(JSON.stringify(dataJwks)).toString('base64')}`,
      SITE_JWKS: JSON.stringify(siteJwks),
    },
  }
}

export async function signToken(
  key: CryptoKey,
  kid: string,
  claims: Record<string, unknown>,
  expiresInSeconds = 3600,
): Promise<string> {
  const now = Math.floor(Date.now() / 1000)
  return new SignJWT(claims)
    .setProtectedHeader({ alg: 'RS256', kid, typ: 'JWT' })
    .setIssuedAt(now)
    .setExpirationTime(now + expiresInSeconds)
    .sign(key)
}

export function dataToken(keys: TestKeys, claims: Record<string, unknown> = {}, exp?: number) {
  return signToken(
    keys.dataKey,
    'data-1',
    { iss: 'https://issuer.test', aud: 'site-app', sub: 'user-1', ...claims },
    exp,
  )
}

/** Re-checks an async condition until it holds (no fixed sleeps); fails after `timeoutMs`. */
export async function pollUntil(
  check: () => Promise<boolean>,
  what: string,
  timeoutMs = 10_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`)
    await new Promise((r) => setTimeout(r, 10))
  }
}
