/**
 * @convex-dev/better-auth end to end over real ports: better-auth's HTTP routes on the site port,
 * its JWT accepted by the server (auth.config.ts -> the JWKS route on the same server), and the
 * stock ConvexHttpClient calling users:me as the signed-in user.
 */
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { ConvexClient, ConvexHttpClient } from 'convex/browser'
import { anyApi } from 'convex/server'
import { createRemoteJWKSet, jwtVerify } from 'jose'
import { startServer, type RunningServer } from '../../src/server'
import { recordingLogger } from '../protocol/helpers'

const convexDir = path.resolve(__dirname, '../fixtures/better-auth-app/convex')
const SITE = 'http://localhost:3000'
const api = anyApi as any
let server: RunningServer

beforeAll(async () => {
  server = await startServer({
    convexDir,
    port: 0,
    sitePort: 0,
    env: { SITE_URL: SITE, BETTER_AUTH_SECRET: 'another-test-secret-long-enough-9876543210' },
    log: () => {},
  })
}, 60_000)
afterAll(async () => {
  await server?.close()
})

function post(pathname: string, body: unknown, cookie?: string) {
  return fetch(`${server.siteUrl}${pathname}`, {
    method: 'POST',
    headers: {
      origin: SITE,
      'content-type': 'application/json',
      ...(cookie ? { cookie } : {}),
    },
    body: JSON.stringify(body),
  })
}

describe('@convex-dev/better-auth over the site port', () => {
  test('sign-up, token, codegen children, users:me through the stock client, sign-out', async () => {
    const email = 'grace@example.com'
    const signUp = await post('/api/auth/sign-up/email', {
      email,
      password: 'hopper hopper hopper',
      name: 'Grace',
    })
    expect(signUp.status, await signUp.clone().text()).toBe(200)
    const cookies = signUp.headers.getSetCookie()
    expect(cookies.length).toBeGreaterThanOrEqual(1)
    const cookie = cookies
      .map((c) => c.split(';')[0]!)
      .filter((c) => !c.endsWith('='))
      .join('; ')
    expect(cookie).toContain('better-auth.session_token=')

    const tokenRes = await fetch(`${server.siteUrl}/api/auth/convex/token`, {
      headers: { cookie, origin: SITE },
    })
    expect(tokenRes.status, await tokenRes.clone().text()).toBe(200)
    const { token } = (await tokenRes.json()) as { token: string }
    const { payload } = await jwtVerify(
      token,
      createRemoteJWKSet(new URL(`${server.siteUrl}/api/auth/convex/jwks`)),
      { issuer: server.siteUrl, audience: 'convex' },
    )
    expect(payload).toMatchObject({ email })

    const push = await fetch(`${server.url}/api/deploy2/start_push`, {
      method: 'POST',
      headers: { authorization: `Convex ${server.adminKey}`, 'content-type': 'application/json' },
      body: JSON.stringify({}),
    })
    expect(push.status).toBe(200)
    const analysis = ((await push.json()) as { analysis: Record<string, any> }).analysis
    expect(analysis['']!.definition.childComponents).toMatchObject([
      { name: 'betterAuth', path: expect.stringMatching(/better-auth\/dist\/component$/) },
    ])

    const anonymous = new ConvexHttpClient(server.url)
    expect(await anonymous.query(api.users.me, {})).toBe(null)
    const client = new ConvexHttpClient(server.url)
    client.setAuth(token)
    expect(await client.query(api.users.me, {})).toMatchObject({
      email,
      name: 'Grace',
      id: payload.sub,
    })

    // A WebSocket subscription to users:me (it reads the component's session table) is
    // invalidated by sign-out, a component write.
    const ws = new ConvexClient(server.url, { logger: recordingLogger() as never })
    try {
      const authenticated = new Promise<boolean>((resolve) =>
        ws.setAuth(
          async () => token,
          (ok) => resolve(ok),
        ),
      )
      const values: unknown[] = []
      let notify = () => {}
      ws.onUpdate(api.users.me, {}, (v: unknown) => {
        values.push(v)
        notify()
      })
      const next = (pred: (v: unknown) => boolean, from = 0) =>
        new Promise<void>((resolve) => {
          const check = () => {
            if (values.slice(from).some(pred)) resolve()
          }
          notify = check
          check()
        })
      expect(await authenticated).toBe(true)
      await next((v) => (v as { email?: string } | null)?.email === email)

      const seen = values.length
      const signOut = await post('/api/auth/sign-out', {}, cookie)
      expect(signOut.status).toBe(200)
      await next((v) => v === null, seen)
      expect(values.at(-1)).toBe(null)
    } finally {
      await ws.close()
    }
    expect(await client.query(api.users.me, {})).toBe(null)
  }, 60_000)
})
