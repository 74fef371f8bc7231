// @vitest-environment node
/**
 * The same backend on the real engine (convex-local): better-auth's JWT is verified against the
 * JWKS our own /api/auth routes serve, which convex-test cannot check (it trusts any identity).
 */
import { ConvexHttpClient } from 'convex/browser'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { api } from './_generated/api'
import {
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
    await expect(anonymous.query(api.session.authContext, {})).resolves.toBeNull()

    const client = new ConvexHttpClient(server.url)
    client.setAuth(token)
    const { organizationId, slug } = await client.mutation(api.organizations.create, {
      organizationName: 'Engine & Sons',
    })
    await expect(client.query(api.session.authContext, {})).resolves.toMatchObject({
      organizationId,
      organizationSlug: slug,
    })
    await expect(client.query(api.users.getMe, {})).resolves.toMatchObject({
      email: 'engine@firm.test',
      role: 'user',
    })

    const signOut = await fetch(`${server.siteUrl}/api/auth/sign-out`, {
      method: 'POST',
      headers: { cookie, origin: SITE_URL, 'content-type': 'application/json' },
      body: '{}',
    })
    expect(signOut.status).toBe(200)
    await expect(client.query(api.session.authContext, {})).resolves.toBeNull()
  }, 120_000)
})
