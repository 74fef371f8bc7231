// @vitest-environment node
/**
 * Security issue 15: better-auth's own queries find an index (convex/betterAuth/schema.ts), so
 * what signing in costs does not grow with the rows stored. Without one the component's adapter
 * warns "Querying without an index" and pages through the whole table. With the 5,000 sessions
 * and 5,000 rate-limit rows seeded here, measured on the real engine (convex-local's per-function
 * usage counters, over every transaction a request runs): a sign-in that starts a new rate-limit
 * window read 9,810 documents without the indexes (49 pages pruning the limiter's old rows) and 7
 * with them; GET /list-sessions 9,905 and 5; /get-session and /convex/token 3 either way.
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { CLIENT_ADDRESS_HEADER, PROXY_SECRET_HEADER } from '../../shared/clientAddress'
import {
  ENGINE_PROXY_SECRET,
  ENGINE_SITE_URL,
  type Engine,
  signUpOnEngine,
  startEngine,
} from '../testing/test.engine'

const SEEDED = 5_000
const BATCH = 500
const PASSWORD = 'long enough'
const EMAIL = 'bounded@firm.test'
const CLIENT = '198.51.100.7'
// Far below a scan of either table: the reads a request makes for its own user and client.
const MAX_READS = 50

type Usage = { componentPath: string; udfPath: string; calls: number; documentsRead: number }

type AuthRows = {
  sessions?: { userId: string; token: string; expiresAt: number }[]
  rateLimits?: { key: string; count: number; lastRequest: number }[]
}

let engine: Engine
let adminKey: string
let cookie: string

beforeAll(async () => {
  engine = await startEngine({ IS_TEST: '1' })
  adminKey = readFileSync(join(engine.dataDir, 'admin_key'), 'utf8').trim()
  ;({ cookie } = await signUpOnEngine(engine, EMAIL, 'Bounded Reader'))
  await seed()
}, 180_000)

afterAll(async () => await engine.stop(), 30_000)

/**
 * Other users' live sessions, and live rate-limit rows of other clients (newer than the pruning
 * cutoff, a minute, so no request deletes them). This client's own sign-in row is 20 s old, past
 * the sign-in window (10 s): the next sign-in starts a new window, which prunes old rows.
 */
async function seed() {
  const now = Date.now()
  for (let start = 0; start < SEEDED; start += BATCH) {
    const numbers = Array.from({ length: BATCH }, (_, i) => start + i)
    await insertAuthRows({
      sessions: numbers.map((n) => ({
        userId: `seeded-user-${n % 1_000}`,
        token: `seeded-token-${n}`,
        expiresAt: now + 7 * 24 * 3_600_000,
      })),
    })
  }
  for (let start = 0; start < SEEDED; start += BATCH) {
    const numbers = Array.from({ length: BATCH }, (_, i) => start + i)
    await insertAuthRows({
      rateLimits: numbers.map((n) => ({
        key: `10.0.${n >> 8}.${n & 255}|/sign-in/email`,
        count: 1,
        lastRequest: Date.now(),
      })),
    })
  }
  await insertAuthRows({
    rateLimits: [{ key: `${CLIENT}|/sign-in/email`, count: 3, lastRequest: Date.now() - 20_000 }],
  })
}

/** testing/rows:insertAuthRows, an internal mutation, called with the engine's admin key. */
async function insertAuthRows(rows: AuthRows) {
  const response = await fetch(`${engine.url}/api/function`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Convex ${adminKey}` },
    body: JSON.stringify({ path: 'testing/rows:insertAuthRows', args: rows, format: 'json' }),
  })
  const result = (await response.json()) as { status: string; errorMessage?: string }
  if (result.status !== 'success') throw new Error(`insertAuthRows: ${result.errorMessage}`)
}

async function usage(): Promise<Usage[]> {
  const response = await fetch(`${engine.url}/api/convex_local/usage`, {
    headers: { authorization: `Convex ${adminKey}` },
  })
  return ((await response.json()) as { functions: Usage[] }).functions
}

/** Runs `request`; what every function read meanwhile, and the calls per function. */
async function measure(request: () => Promise<Response>) {
  const before = await usage()
  const response = await request()
  const after = await usage()
  const key = (u: Usage) => `${u.componentPath}/${u.udfPath}`
  const earlier = new Map(before.map((u) => [key(u), u]))
  let documentsRead = 0
  const calls: Record<string, number> = {}
  for (const u of after) {
    const previous = earlier.get(key(u))
    documentsRead += u.documentsRead - (previous?.documentsRead ?? 0)
    const made = u.calls - (previous?.calls ?? 0)
    if (made > 0) calls[key(u)] = made
  }

  return { status: response.status, documentsRead, calls }
}

describe('better-auth reads with 5,000 sessions and 5,000 rate-limit rows stored', () => {
  test('a sign-in that starts a new rate-limit window reads a bounded number of documents', async () => {
    const signIn = await measure(() =>
      fetch(`${engine.siteUrl}/api/auth/sign-in/email`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          origin: ENGINE_SITE_URL,
          [CLIENT_ADDRESS_HEADER]: CLIENT,
          [PROXY_SECRET_HEADER]: ENGINE_PROXY_SECRET,
        },
        body: JSON.stringify({ email: EMAIL, password: PASSWORD }),
      }),
    )

    expect(signIn.status).toBe(200)
    // The new window pruned the limiter's old rows: the query that scanned without an index.
    expect(signIn.calls['betterAuth/adapter:deleteMany']).toBeGreaterThan(0)
    expect(signIn.documentsRead).toBeLessThan(MAX_READS)
  })

  test('reading the session, a backend token and the list of sessions stays bounded', async () => {
    const get = (path: string) => () =>
      fetch(`${engine.siteUrl}/api/auth${path}`, { headers: { cookie } })

    for (const path of ['/get-session', '/convex/token', '/list-sessions']) {
      const read = await measure(get(path))

      expect(read.status, path).toBe(200)
      expect(read.documentsRead, path).toBeLessThan(MAX_READS)
    }
  })
})
