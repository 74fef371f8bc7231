/// <reference types="vite/client" />
/**
 * Full-text and vector search on the same data through convex-test 0.0.60 (the in-memory oracle)
 * and convex-local/test (the real engine, SQLite FTS5): the SET of matching documents agrees for
 * single terms, several terms, the prefix match on the last term and each `eq` filter; convex-local
 * additionally ranks by relevance and caps a search at 1024 results; vector top-k equals the
 * oracle's brute-force cosine order.
 *
 * Known oracle difference (not compared): convex-test treats EVERY query term as a prefix, Convex
 * (and convex-local) only the last one, so queries here never rely on a non-last prefix.
 */
import { describe, expect, test } from 'vitest'
import { anyApi } from 'convex/server'
import { convexTest as oracleConvexTest } from 'convex-test'
import { convexTest as localConvexTest } from '../../src/test/index'
import schema from '../fixtures/search-app/convex/schema'

const modules = import.meta.glob('../fixtures/search-app/convex/**/*.*s')
const api = anyApi as any
type T = ReturnType<typeof localConvexTest>

const DOCS = [
  { body: 'the quick brown fox jumps', channel: 'a', author: 'ann', embedding: [1, 0.1, 0] },
  { body: 'fox fox fox hunting season', channel: 'b', author: 'bob', embedding: [0.9, 0.5, 0.1] },
  { body: 'lazy dog sleeps all day', channel: 'a', author: 'bob', embedding: [0, 1, 0.2] },
  { body: 'brown bears love honey', channel: 'b', author: 'ann', embedding: [0.2, 0.3, 1] },
  { body: 'foxglove is a flowering plant', channel: 'a', author: 'cat', embedding: [0.7, 0, 0.7] },
  {
    body: 'quiet evening with a good book',
    channel: 'b',
    author: 'ann',
    embedding: [0.4, 0.8, 0.4],
  },
  { body: 'a fox and a dog', channel: 'a', author: 'bob', embedding: [0.6, 0.6, 0] },
]

const QUERIES: Array<{ name: string; args: Record<string, unknown>; expected: string[] }> = [
  { name: 'single term', args: { query: 'dog' }, expected: [DOCS[2]!.body, DOCS[6]!.body] },
  {
    name: 'several terms',
    args: { query: 'honey sleeps' },
    expected: [DOCS[2]!.body, DOCS[3]!.body],
  },
  {
    name: 'case and several terms',
    args: { query: 'Book SEASON' },
    expected: [DOCS[1]!.body, DOCS[5]!.body],
  },
  { name: 'prefix of the last term', args: { query: 'quic' }, expected: [DOCS[0]!.body] },
  {
    name: 'full term then prefix',
    args: { query: 'honey qui' },
    expected: [DOCS[0]!.body, DOCS[3]!.body, DOCS[5]!.body],
  },
  {
    name: 'last term matches whole words and as a prefix',
    args: { query: 'fox' },
    expected: [DOCS[0]!.body, DOCS[1]!.body, DOCS[4]!.body, DOCS[6]!.body],
  },
  {
    name: 'eq on the first filter field',
    args: { query: 'fox', channel: 'a' },
    expected: [DOCS[0]!.body, DOCS[4]!.body, DOCS[6]!.body],
  },
  {
    name: 'eq on the second filter field',
    args: { query: 'fox', author: 'bob' },
    expected: [DOCS[1]!.body, DOCS[6]!.body],
  },
  {
    name: 'eq on both filter fields',
    args: { query: 'dog fox', channel: 'a', author: 'bob' },
    expected: [DOCS[2]!.body, DOCS[6]!.body],
  },
  { name: 'eq that excludes everything', args: { query: 'fox', channel: 'z' }, expected: [] },
  { name: 'no matching term', args: { query: 'zebra' }, expected: [] },
  { name: 'take', args: { query: 'fox', channel: 'b', take: 5 }, expected: [DOCS[1]!.body] },
]

async function seeded(t: T): Promise<T> {
  await t.mutation(api.docs.seed, { docs: DOCS })
  return t
}

describe('search: convex-local vs convex-test on the same data', () => {
  test.each(QUERIES)('$name: same set of documents', async ({ args, expected }) => {
    const oracle = await seeded(oracleConvexTest(schema, modules) as unknown as T)
    const local = await seeded(localConvexTest(schema, modules))
    const fromOracle = (await oracle.query(api.docs.search, args)) as string[]
    const fromLocal = (await local.query(api.docs.search, args)) as string[]
    expect([...fromLocal].sort()).toEqual([...fromOracle].sort())
    expect([...fromLocal].sort()).toEqual([...expected].sort())
    expect(new Set(fromLocal).size).toBe(fromLocal.length)
  })

  test('convex-local ranks the unambiguous best match first', async () => {
    const local = await seeded(localConvexTest(schema, modules))
    const hits = (await local.query(api.docs.search, { query: 'fox' })) as string[]
    expect(hits[0]).toBe('fox fox fox hunting season')
    const one = (await local.query(api.docs.search, { query: 'fox', take: 1 })) as string[]
    expect(one).toEqual(['fox fox fox hunting season'])
  })

  test('a search returns at most 1024 documents (collect and take)', async () => {
    const local = localConvexTest(schema, modules)
    await local.mutation(api.docs.seedMany, { count: 1030, body: 'filler text' })
    await local.mutation(api.docs.seed, { docs: DOCS })
    expect(((await local.query(api.docs.search, { query: 'filler' })) as string[]).length).toBe(
      1024,
    )
    expect(
      ((await local.query(api.docs.search, { query: 'filler', take: 2000 })) as string[]).length,
    ).toBe(1024)
    // Below the cap nothing is cut, and the filler does not crowd out a selective filter.
    expect(
      ((await local.query(api.docs.search, { query: 'filler', take: 10 })) as string[]).length,
    ).toBe(10)
    expect(await local.query(api.docs.search, { query: 'filler fox', channel: 'a' })).toHaveLength(
      3,
    )
  })
})

describe('vector search: convex-local vs convex-test brute-force cosine', () => {
  test.each([
    { name: 'top 3', args: { vector: [1, 0, 0], limit: 3 } },
    { name: 'top 7 (all)', args: { vector: [0.3, 0.5, 0.8], limit: 7 } },
    { name: 'filtered by channel', args: { vector: [0.5, 0.5, 0], limit: 3, channel: 'a' } },
    { name: 'limit above the matches', args: { vector: [0, 0, 1], limit: 10, channel: 'b' } },
  ])('$name: same order and scores', async ({ args }) => {
    const oracle = await seeded(oracleConvexTest(schema, modules) as unknown as T)
    const local = await seeded(localConvexTest(schema, modules))
    const fromOracle = (await oracle.action(api.docs.similar, args)) as Array<{
      body: string
      score: number
    }>
    const fromLocal = (await local.action(api.docs.similar, args)) as typeof fromOracle
    expect(fromLocal.map((r) => r.body)).toEqual(fromOracle.map((r) => r.body))
    fromLocal.forEach((r, i) => expect(r.score).toBeCloseTo(fromOracle[i]!.score, 9))
    expect(fromLocal.length).toBe(
      Math.min(
        args.limit,
        DOCS.filter((d) => args.channel === undefined || d.channel === args.channel).length,
      ),
    )
  })
})
