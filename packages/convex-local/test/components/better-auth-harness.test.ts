/// <reference types="vite/client" />
/**
 * The convex-test way of testing better-auth (registerComponent with the package's component
 * directory), on convex-local/test.
 */
import { afterEach, beforeAll, describe, expect, test } from 'vitest'
import { anyApi } from 'convex/server'
import { convexTest } from '../../src/test/index'
import appSchema from '../fixtures/better-auth-app/convex/schema'
import componentSchema from '../../../../node_modules/@convex-dev/better-auth/dist/component/schema.js'

const modules = import.meta.glob('../fixtures/better-auth-app/convex/**/*.*s')
const componentModules = import.meta.glob(
  '../../../../node_modules/@convex-dev/better-auth/dist/component/**/*.js',
)
const api = anyApi
const SITE = 'http://localhost:3000'
const open: Array<{ close: () => Promise<void> }> = []

beforeAll(() => {
  process.env.SITE_URL = SITE
  process.env.BETTER_AUTH_SECRET = 'harness-secret-long-enough-0123456789abcdef'
  process.env.CONVEX_SITE_URL = 'https://some.convex.site'
})
afterEach(async () => {
  for (const t of open.splice(0)) await t.close()
})

describe('better-auth with convex-local/test registerComponent', () => {
  test('sign-up through t.fetch runs the component and the app triggers', async () => {
    const t = convexTest(appSchema, modules)
    open.push(t)
    t.registerComponent('betterAuth', componentSchema, componentModules)
    const res = await t.fetch('/api/auth/sign-up/email', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: SITE },
      body: JSON.stringify({
        email: 'lin@example.com',
        password: 'a long password 123',
        name: 'Lin',
      }),
    })
    expect(res.status, await res.clone().text()).toBe(200)
    expect(res.headers.getSetCookie().join(';')).toContain('better-auth.session_token=')
    expect(await t.query(api.users.profiles, {})).toEqual([
      { email: 'lin@example.com', name: 'Lin' },
    ])
  })
})
