/// <reference types="vite/client" />
/**
 * Transaction limits through convex-local/test: convex-test's call forms, limits a function
 * gives a nested `ctx.runQuery` / `ctx.runMutation` (Convex's budget semantics), and bytes read
 * counted by Convex's document size.
 */
import { afterEach, describe, expect, test } from 'vitest'
import { anyApi } from 'convex/server'
import {
  CommitTsPlaceholder,
  convexToJson,
  getConvexSize,
  getDocumentSize,
  type Value,
} from 'convex/values'
import { convexTest } from '../../src/test/index'
import { convexSizeOfJson } from '../../src/values/jsonSize'
import schema from '../fixtures/compat-app/convex/schema'

const modules = import.meta.glob('../fixtures/compat-app/convex/*.*s')
const api = anyApi as any
const open: Array<{ close: () => Promise<void> }> = []
afterEach(async () => {
  for (const t of open.splice(0)) await t.close()
})

function make(transactionLimits?: Record<string, number> | boolean) {
  const t = convexTest({ schema, modules, transactionLimits })
  open.push(t)
  return t
}

async function seed(t: ReturnType<typeof make>, n: number) {
  await t.run(async (ctx) => {
    for (let i = 0; i < n; i++) await ctx.db.insert('messages', { author: 'a', body: `b${i}` })
  })
}

describe('transactionLimits (convex-test option)', () => {
  test('off by default; the options object and the positional form both work', async () => {
    const t = make()
    await seed(t, 50)
    expect(await t.query(api.nested.readAll, {})).toBe(50)
    const positional = convexTest(schema, modules)
    open.push(positional)
    await positional.mutation(api.nested.insertMany, { n: 3 })
    expect(await positional.query(api.nested.readAll, {})).toBe(3)
  })

  test('each limit throws with the backend text; unknown keys are accepted', async () => {
    const t = make({ documentsRead: 5, functionsScheduled: 10 })
    await seed(t, 10)
    await expect(t.query(api.nested.readAll, {})).rejects.toThrow(
      /Too many documents read in a single function execution \(limit: 5\)/,
    )
    const w = make({ documentsWritten: 3 })
    await expect(w.mutation(api.nested.insertMany, { n: 4 })).rejects.toThrow(
      /Too many writes in a single function execution \(limit: 3\)/,
    )
    const q = make({ databaseQueries: 2 })
    await seed(q, 1)
    await expect(
      q.query(async (ctx) => {
        const [doc] = await ctx.db.query('messages').collect()
        await ctx.db.get(doc!._id)
        await ctx.db.get(doc!._id)
      }),
    ).rejects.toThrow(/Too many reads in a single function execution \(limit: 2\)/)
  })

  test('a nested call enforces its own budget even with global limits off', async () => {
    const t = make()
    await seed(t, 10)
    await expect(t.query(api.nested.readNested, { limits: { documentsRead: 5 } })).rejects.toThrow(
      /Too many documents read/,
    )
    expect(await t.query(api.nested.readNested, { limits: { documentsRead: 50 } })).toBe(10)
    await expect(
      t.mutation(api.nested.insertNested, { n: 4, limits: { documentsWritten: 3 } }),
    ).rejects.toThrow(/Too many writes/)
    // Within budget: the nested writes count in the caller's transaction.
    expect(
      await t.mutation(api.nested.insertNested, { n: 2, limits: { documentsWritten: 3 } }),
    ).toBe(2)
  })

  test("the nested budget ends with the call, and can't raise the global limit", async () => {
    const t = make()
    await seed(t, 10)
    // Nested reads 10 of budget 10; then the caller reads 10 more with no limit of its own.
    expect(await t.query(api.nested.readNestedThenAll, { limits: { documentsRead: 10 } })).toBe(10)
    const capped = make({ documentsRead: 5 })
    await seed(capped, 10)
    await expect(
      capped.query(api.nested.readNested, { limits: { documentsRead: 100_000 } }),
    ).rejects.toThrow(/Too many documents read in a single function execution \(limit: 5\)/)
  })
})

describe('bytes read are Convex document sizes', () => {
  test('getTransactionMetrics().bytesRead is the sum of getDocumentSize of what was read', async () => {
    const t = make()
    await t.run(async (ctx) => {
      await ctx.db.insert('messages', { author: 'sarah', body: 'hello 😀 "quoted" \\ é' })
      await ctx.db.insert('messages', { author: 'michal', body: 'world' })
    })
    const { metrics, total } = await t.query(async (ctx) => {
      const docs = await ctx.db.query('messages').collect()
      const again = await ctx.db.get(docs[0]!._id)
      const total = [...docs, again!].reduce((sum, d) => sum + getDocumentSize(d), 0)
      return { metrics: await ctx.meta.getTransactionMetrics(), total }
    })
    expect(metrics.documentsRead.used).toBe(3)
    expect(metrics.bytesRead.used).toBe(total)
    expect(metrics.bytesRead.remaining).toBe(16 * 1024 * 1024 - total)
    expect(metrics.databaseQueries.used).toBe(2)
  })

  test('the size computed from stored JSON text equals getConvexSize of the value', () => {
    let seed = 7
    const rand = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31
    const leaves: Value[] = [
      null,
      true,
      false,
      0,
      -0,
      1.5e300,
      NaN,
      -Infinity,
      -1234567890123456789n,
      '',
      'plain',
      'esc "q" \\ \n \t \u0001',
      'é€😀',
      new Uint8Array([1, 2, 3, 4, 5]).buffer,
      new ArrayBuffer(0),
      new CommitTsPlaceholder() as unknown as Value,
    ]
    const gen = (depth: number): Value => {
      const r = rand()
      if (depth > 3 || r < 0.4) return leaves[Math.floor(rand() * leaves.length)]!
      if (r < 0.7) return Array.from({ length: Math.floor(rand() * 4) }, () => gen(depth + 1))
      const o: Record<string, Value> = {}
      const n = Math.floor(rand() * 4)
      for (let i = 0; i < n; i++) o[`k_${i}`] = gen(depth + 1)
      return o
    }
    for (let i = 0; i < 500; i++) {
      const v = gen(0)
      const json = convexToJson(v)
      expect(convexSizeOfJson(JSON.stringify(json))).toBe(getConvexSize(v))
      expect(convexSizeOfJson(JSON.stringify(json, null, 2))).toBe(getConvexSize(v))
    }
  })
})
