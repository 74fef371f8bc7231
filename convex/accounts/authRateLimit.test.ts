import { describe, expect, test } from 'vitest'
import {
  makeTest,
  postAuth,
  PROXY_SECRET,
  SITE_URL,
  type TestConvex,
  viaProxy,
} from '../testing/test.setup'

// better-auth allows 3 sign-ins per 10 s per client address. The address is the one the app's
// proxy states with its secret (shared/clientAddress.ts); whatever else a caller claims is
// ignored, and every caller who bypasses the proxy shares one bucket.

async function signInStatuses(t: TestConvex, headersFor: (attempt: number) => object, count = 8) {
  const statuses: number[] = []
  for (let attempt = 0; attempt < count; attempt++) {
    const response = await postAuth(
      t,
      '/sign-in/email',
      { email: 'target@firm.test', password: 'bad password' },
      headersFor(attempt) as Record<string, string>,
    )
    statuses.push(response.status)
  }
  return statuses
}

const LIMITED = [401, 401, 401, 429, 429, 429, 429, 429]

describe('the sign-in rate limit', () => {
  test('one client through the proxy is refused from the 4th attempt; another is not', async () => {
    const t = makeTest()

    expect(await signInStatuses(t, () => viaProxy('198.51.100.7'))).toEqual(LIMITED)
    expect(await signInStatuses(t, () => viaProxy('198.51.100.8'), 1)).toEqual([401])
  })

  test('eight direct calls with a fresh forged X-Forwarded-For each hit 429 at the same point', async () => {
    const t = makeTest()

    const forged = (attempt: number) => ({
      'x-forwarded-for': `203.0.113.${attempt + 1}`,
      'x-real-ip': `203.0.113.${attempt + 1}`,
    })

    expect(await signInStatuses(t, forged)).toEqual(LIMITED)
  })

  test('a stated client address without the right proxy secret is ignored', async () => {
    const t = makeTest()

    const forged = (attempt: number) => ({
      'x-casefile-client-address': `203.0.113.${attempt + 1}`,
      'x-casefile-proxy-secret': `${PROXY_SECRET.slice(0, -1)}x`,
    })

    expect(await signInStatuses(t, forged)).toEqual(LIMITED)
  })

  test('a proxy statement that is not an address counts as a direct call', async () => {
    const t = makeTest()

    const statuses = await signInStatuses(t, (attempt) => ({
      ...viaProxy(`not-an-address-${attempt}`),
    }))

    expect(statuses).toEqual(LIMITED)
  })

  test('the public key set and session reads are never limited, even from one shared address', async () => {
    const t = makeTest()
    const statuses = new Set<number>()
    // better-auth's default allows 100 calls per 10 s from one address; go past it.
    for (let i = 0; i < 105; i++) {
      for (const path of ['/convex/jwks', '/get-session']) {
        statuses.add((await t.fetch(`/api/auth${path}`, { headers: { origin: SITE_URL } })).status)
      }
    }
    expect([...statuses]).toEqual([200])
  })
})
