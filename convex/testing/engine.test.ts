// @vitest-environment node
/**
 * The same backend on the real engine (convex-local): better-auth's JWT is verified against the
 * JWKS our own /api/auth routes serve, which convex-test cannot check (it trusts any identity).
 */
import { ConvexHttpClient } from 'convex/browser'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { api } from '../_generated/api'
import {
  ENGINE_PROXY_SECRET,
  ENGINE_SITE_URL as SITE_URL,
  type Engine,
  signUpOnEngine,
  startEngine,
} from './test.engine'

let server: Engine

beforeAll(async () => {
  server = await startEngine()
}, 120_000)

afterAll(async () => await server.stop(), 30_000)

describe('on the real engine', () => {
  test('sign-up, token, authContext and organisation creation with a verified JWT', async () => {
    const { cookie, token } = await signUpOnEngine(server, 'engine@firm.test', 'Engine')

    const anonymous = new ConvexHttpClient(server.url)
    await expect(anonymous.query(api.accounts.session.authContext, {})).resolves.toBeNull()

    const client = new ConvexHttpClient(server.url)
    client.setAuth(token)
    const { organizationId, slug } = await client.mutation(api.accounts.organizations.create, {
      organizationName: 'Engine & Sons',
    })
    await expect(client.query(api.accounts.session.authContext, {})).resolves.toMatchObject({
      organizationId,
      organizationSlug: slug,
    })
    await expect(client.query(api.accounts.users.getMe, {})).resolves.toMatchObject({
      email: 'engine@firm.test',
      role: 'user',
    })

    const signOut = await fetch(`${server.siteUrl}/api/auth/sign-out`, {
      method: 'POST',
      headers: { cookie, origin: SITE_URL, 'content-type': 'application/json' },
      body: '{}',
    })
    expect(signOut.status).toBe(200)
    await expect(client.query(api.accounts.session.authContext, {})).resolves.toBeNull()
  }, 120_000)

  test('sign-ins straight to the backend ports with forged addresses hit 429 where the proxy does', async () => {
    const attempts = async (url: string, headers: (attempt: number) => Record<string, string>) => {
      const statuses: number[] = []
      for (let attempt = 0; attempt < 8; attempt++) {
        const response = await fetch(url, {
          method: 'POST',
          headers: { 'content-type': 'application/json', origin: SITE_URL, ...headers(attempt) },
          body: JSON.stringify({ email: 'engine@firm.test', password: 'not the password' }),
        })
        statuses.push(response.status)
      }
      return statuses
    }
    const forged = (attempt: number) => ({
      'x-forwarded-for': `203.0.113.${attempt + 1}`,
      'x-real-ip': `203.0.113.${attempt + 1}`,
    })
    const limited = [401, 401, 401, 429, 429, 429, 429, 429]

    // Through the app's proxy: one client address, vouched for by the shared secret.
    expect(
      await attempts(`${server.siteUrl}/api/auth/sign-in/email`, () => ({
        'x-casefile-client-address': '198.51.100.77',
        'x-casefile-proxy-secret': ENGINE_PROXY_SECRET,
      })),
    ).toEqual(limited)
    // Straight to the site port, a fresh forged address each time: the same point.
    expect(await attempts(`${server.siteUrl}/api/auth/sign-in/email`, forged)).toEqual(limited)
    // The main port's /http route shares the bucket of every direct caller: still refused.
    expect(await attempts(`${server.url}/http/api/auth/sign-in/email`, forged)).toEqual(
      Array(8).fill(429),
    )
  }, 60_000)
})
