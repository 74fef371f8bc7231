/**
 * User JWT authentication from the app's convex/auth.config.ts, through the stock clients: a
 * provider whose JWKS is a data: URI, and one whose JWKS is served by the app's own HTTP route on
 * the same server's site port.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { ConvexClient, ConvexHttpClient } from 'convex/browser'
import { anyApi } from 'convex/server'
import { startServer, type RunningServer } from '../../src/server'
import { recordingLogger } from '../protocol/helpers'
import { dataToken, makeKeys, signToken, siteAppDir, type TestKeys } from './setup'

const api = anyApi as any
let server: RunningServer
let keys: TestKeys
const clients: ConvexClient[] = []

beforeAll(async () => {
  keys = await makeKeys()
  server = await startServer({
    convexDir: siteAppDir,
    port: 0,
    sitePort: 0,
    env: keys.env,
    log: () => {},
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

  it('answers a token signed by an unknown key with AuthError (the client reports unauthenticated)', async () => {
    const c = client()
    const token = await signToken(keys.strangerKey, 'data-1', {
      iss: 'https://issuer.test',
      aud: 'site-app',
      sub: 'mallory',
    })
    expect(await authenticate(c, token)).toBe(false)
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
