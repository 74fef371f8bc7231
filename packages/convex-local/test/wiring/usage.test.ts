/**
 * `GET /api/convex_local/usage`: documents read and written per function since the server
 * started, summed over transactions, for the admin key only. A nested call counts in the
 * transaction that ran it; an index range read counts only the rows it returned.
 */
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ConvexHttpClient } from 'convex/browser'
import { anyApi } from 'convex/server'
import { startServer, type RunningServer } from '../../src/server'

const api = anyApi as any
const basicDir = fileURLToPath(new URL('../fixtures/basic/convex', import.meta.url))

type Usage = {
  componentPath: string
  udfPath: string
  calls: number
  documentsRead: number
  documentsWritten: number
}

let server: RunningServer
let client: ConvexHttpClient

beforeAll(async () => {
  server = await startServer({ convexDir: basicDir, port: 0, sitePort: 0, log: () => {} })
  client = new ConvexHttpClient(server.url, { logger: false })
})

afterAll(async () => await server.close())

async function usage(key = server.adminKey) {
  const response = await fetch(`${server.url}/api/convex_local/usage`, {
    headers: { authorization: `Convex ${key}` },
  })
  return { status: response.status, body: (await response.json()) as { functions: Usage[] } }
}

const of = (functions: Usage[], udfPath: string) =>
  functions.find((u) => u.componentPath === '' && u.udfPath === udfPath)

describe('usage counters', () => {
  it('sums reads and writes per function over its calls', async () => {
    for (const author of ['ada', 'ada', 'grace']) {
      await client.mutation(api.messages.send, { author, body: 'hi' })
    }
    await client.query(api.messages.byAuthor, { author: 'ada' })
    await client.query(api.messages.byAuthor, { author: 'grace' })
    await client.query(api.messages.list, {})

    const { status, body } = await usage()

    expect(status).toBe(200)
    expect(of(body.functions, 'messages:send')).toMatchObject({
      calls: 3,
      documentsWritten: 3,
    })
    // The index serves each author's rows: 2 + 1 read, never the whole table twice.
    expect(of(body.functions, 'messages:byAuthor')).toMatchObject({ calls: 2, documentsRead: 3 })
    expect(of(body.functions, 'messages:list')).toMatchObject({ calls: 1, documentsRead: 3 })
  })

  it('counts a nested query in the transaction of its caller', async () => {
    const before = of((await usage()).body.functions, 'nesting:countViaNested')

    await client.query(api.nesting.countViaNested, {})

    const { functions } = (await usage()).body
    const after = of(functions, 'nesting:countViaNested')
    expect(after!.calls - (before?.calls ?? 0)).toBe(1)
    // messages:secretCount read the 3 messages inside countViaNested's transaction.
    expect(after!.documentsRead - (before?.documentsRead ?? 0)).toBe(3)
    expect(of(functions, 'messages:secretCount')).toBeUndefined()
  })

  it('refuses a caller without the admin key', async () => {
    expect((await usage('convex-local|not-the-key')).status).toBe(401)
  })
})
