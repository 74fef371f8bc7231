/**
 * User JWT authentication from the app's convex/auth.config.ts, through the stock clients: a
 * provider whose JWKS is a data: URI, and one whose JWKS is served by the app's own HTTP route on
 * the same server's site port.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { ConvexClient, ConvexHttpClient } from 'convex/browser'
import { anyApi } from 'convex/server'
import { SignJWT } from 'jose'
import { startServer, type RunningServer } from '../../src/server'
import { recordingLogger } from '../protocol/helpers'
import { dataToken, makeKeys, pollUntil, signToken, siteAppDir, type TestKeys } from './setup'

const api = anyApi as any
let server: RunningServer
let keys: TestKeys
const clients: ConvexClient[] = []
const frames: Array<{ dir: 'in' | 'out'; msg: any }> = []

beforeAll(async () => {
  keys = await makeKeys()
  server = await startServer({
    convexDir: siteAppDir,
    port: 0,
    sitePort: 0,
    env: keys.env,
    log: () => {},
    trace: (dir, _session, msg) => frames.push({ dir, msg }),
  })
})

afterEach(async () => {
  for (const c of clients.splice(0)) await c.close()
})

afterAll(async () => {
  await server?.close()
})

function client() {
  const c = new ConvexClient(server.url, { logger: recordingLogger() as any })
  clients.push(c)
  return c
}

/** setAuth with a fixed token; resolves with the first onChange value. */
function authenticate(c: ConvexClient, token: string): Promise<boolean> {
  return new Promise((resolve) => {
    c.setAuth(
      async () => token,
      (isAuthenticated) => resolve(isAuthenticated),
    )
  })
}

describe('user JWTs from auth.config.ts', () => {
  it('confirms a customJwt token (data: JWKS) and exposes its identity to functions', async () => {
    const c = client()
    const token = await dataToken(keys, {
      sub: 'alice',
      email: 'alice@example.com',
      org: { role: 'admin' },
    })
    expect(await authenticate(c, token)).toBe(true)
    const identity = await c.query(api.notes.whoami, {})
    expect(identity).toEqual({
      tokenIdentifier: 'https://issuer.test|alice',
      subject: 'alice',
      issuer: 'https://issuer.test',
      email: 'alice@example.com',
      'org.role': 'admin',
    })
    await c.mutation(api.notes.add, { text: 'by alice' })
  })

  it('fetches the JWKS from the same server (the app serves it on the site port)', async () => {
    const c = client()
    const token = await signToken(keys.siteKey, 'site-1', {
      iss: server.siteUrl,
      sub: 'bob',
      name: 'Bob',
    })
    expect(await authenticate(c, token)).toBe(true)
    expect(await c.query(api.notes.whoami, {})).toMatchObject({
      tokenIdentifier: `${server.siteUrl}|bob`,
      subject: 'bob',
      issuer: server.siteUrl,
      name: 'Bob',
    })
  })

  it('discovers an OIDC provider served by the app itself and maps standard claims', async () => {
    const c = client()
    const token = await signToken(keys.siteKey, 'site-1', {
      iss: `${server.siteUrl}/oidc`,
      aud: 'convex',
      sub: 'dana',
      picture: 'https://img.example/d.png',
      email_verified: true,
    })
    expect(await authenticate(c, token)).toBe(true)
    expect(await c.query(api.notes.whoami, {})).toMatchObject({
      tokenIdentifier: `${server.siteUrl}/oidc|dana`,
      subject: 'dana',
      issuer: `${server.siteUrl}/oidc`,
      pictureUrl: 'https://img.example/d.png',
      emailVerified: true,
    })
  })

  it('answers a token signed by an unknown key with AuthError (the client reports unauthenticated)', async () => {
    const c = client()
    const token = await signToken(keys.strangerKey, 'data-1', {
      iss: 'https://issuer.test',
      aud: 'site-app',
      sub: 'mallory',
    })
    expect(await authenticate(c, token)).toBe(false)
    const authErrors = frames.filter((f) => f.dir === 'out' && f.msg.type === 'AuthError')
    expect(authErrors.length).toBeGreaterThan(0)
    expect(authErrors.at(-1)!.msg.error).toMatch(/Could not verify token/)
  })

  it('handles a token that expires mid-session: AuthError, a fresh token, mutations applied once', async () => {
    const c = client()
    const expiredSent = () =>
      frames.some(
        (f) => f.dir === 'out' && f.msg.type === 'AuthError' && f.msg.error === 'Token expired',
      )
    let freshFetches = 0
    const confirmed = new Promise<boolean>((resolve) =>
      c.setAuth(
        async () => {
          if (expiredSent()) {
            freshFetches++
            return dataToken(keys, { sub: 'shortlived' })
          }
          // Until the server reports the expiry: a token already 2 s past its exp, inside the
          // 5 s leeway (so accepted), that expires for good during the session. Without `iat`
          // the client schedules no refresh of its own.
          return new SignJWT({ iss: 'https://issuer.test', aud: 'site-app', sub: 'shortlived' })
            .setProtectedHeader({ alg: 'RS256', kid: 'data-1' })
            .setExpirationTime(Math.floor(Date.now() / 1000) - 2)
            .sign(keys.dataKey)
        },
        (ok) => resolve(ok),
      ),
    )
    expect(await confirmed).toBe(true)
    let n = 0
    await pollUntil(async () => {
      await c.mutation(api.notes.add, { text: `expiry ${n++}` })
      return freshFetches > 0
    }, 'the client to fetch a fresh token after the expiry')
    expect(await c.query(api.notes.whoami, {})).toMatchObject({ subject: 'shortlived' })
    const texts = (await c.query(api.notes.list, {})) as string[]
    for (let i = 0; i < n; i++) expect(texts.filter((t) => t === `expiry ${i}`)).toHaveLength(1)
  })

  it('rejects a token from an unknown issuer and an expired token', async () => {
    const unknownIssuer = await signToken(keys.dataKey, 'data-1', {
      iss: 'https://elsewhere.test',
      aud: 'site-app',
      sub: 'x',
    })
    expect(await authenticate(client(), unknownIssuer)).toBe(false)
    const expired = await dataToken(keys, { sub: 'late' }, -60)
    expect(await authenticate(client(), expired)).toBe(false)
  })

  it('verifies Bearer tokens on the HTTP API (ConvexHttpClient)', async () => {
    const http = new ConvexHttpClient(server.url, { logger: false })
    http.setAuth(await dataToken(keys, { sub: 'carol' }))
    expect(await http.query(api.notes.whoami, {})).toMatchObject({ subject: 'carol' })
    const bad = new ConvexHttpClient(server.url, { logger: false })
    bad.setAuth(
      await signToken(keys.strangerKey, 'data-1', {
        iss: 'https://issuer.test',
        aud: 'site-app',
        sub: 'x',
      }),
    )
    await expect(bad.query(api.notes.whoami, {})).rejects.toThrow(/Could not verify token/)
  })
})

describe('auth options', () => {
  it('--insecure-accept-unverified-jwt stays available as an explicit dev option', async () => {
    const insecure = await startServer({
      convexDir: siteAppDir,
      port: 0,
      sitePort: 0,
      env: keys.env,
      insecureAcceptUnverifiedJwt: true,
      log: () => {},
    })
    try {
      const c = new ConvexClient(insecure.url, { logger: recordingLogger() as any })
      const token = await signToken(keys.strangerKey, 'nope', {
        iss: 'https://any.test',
        sub: 'dev',
      })
      expect(await authenticate(c, token)).toBe(true)
      expect(await c.query(api.notes.whoami, {})).toMatchObject({ subject: 'dev' })
      await c.close()
    } finally {
      await insecure.close()
    }
  })
})
