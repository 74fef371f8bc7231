/**
 * Convex's query cache (src/engine/queryCache.ts): a query's result is handed out again, at the
 * latest timestamp, until a commit writes into what it read; results that read the time or a
 * random number are never kept past their timestamp; and no caller can change another's answer.
 * Each fixture query logs a line when it runs, so an execution and a cached answer differ.
 */
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type { JSONValue } from 'convex/values'
import { createEngine, type LocalEngine } from '../../src/engine/index'
import type { CallRequest, CallResult, Identity } from '../../src/engine/types'
import { QueryCache } from '../../src/engine/queryCache'
import { QuerySuccess } from '../../src/runtime/calls'
import { ResultText } from '../../src/runtime/validation'

const fixture = path.resolve(__dirname, '../fixtures/query-cache-app/convex')
const none: Identity = { kind: 'none' }

let engine: LocalEngine
beforeAll(async () => {
  engine = await createEngine({ convexDir: fixture, crons: false })
})
afterAll(async () => {
  await engine?.close()
})

async function call(
  udfType: CallRequest['udfType'],
  udfPath: string,
  args: JSONValue = {},
  identity: Identity = none,
): Promise<CallResult & { success: true }> {
  const r = await engine.call({ udfType, udfPath, args, identity })
  if (!r.success) throw new Error(`expected success, got: ${r.errorMessage}`)
  return r
}
const ran = (r: CallResult) => r.logLines.some((l) => l.includes('ran '))

describe('the query cache', () => {
  test('answers a repeated query from the cache until a write meets what it read', async () => {
    await call('mutation', 'items:add', { list: 'a', text: 'first' })
    const first = await call('query', 'items:list', { list: 'a' })
    expect(ran(first)).toBe(true)
    expect(first.value).toEqual(['first'])

    const again = await call('query', 'items:list', { list: 'a' })
    expect(ran(again)).toBe(false)
    expect(again.value).toEqual(['first'])
    expect(again.ts).toBe(first.ts)

    // Writes elsewhere (another table, another index range) leave it in place, at a newer ts.
    const other = await call('mutation', 'items:addOther')
    await call('mutation', 'items:add', { list: 'b', text: 'elsewhere' })
    const afterUnrelated = await call('query', 'items:list', { list: 'a' })
    expect(ran(afterUnrelated)).toBe(false)
    expect(afterUnrelated.ts).toBe(engine.latestTs())
    expect(afterUnrelated.ts).toBeGreaterThan(other.ts)

    // A write into its range runs it again.
    await call('mutation', 'items:add', { list: 'a', text: 'second' })
    const afterWrite = await call('query', 'items:list', { list: 'a' })
    expect(ran(afterWrite)).toBe(true)
    expect(afterWrite.value).toEqual(['first', 'second'])
  })

  test('keeps other arguments and other identities apart', async () => {
    await call('query', 'items:list', { list: 'c' })
    expect(ran(await call('query', 'items:list', { list: 'd' }))).toBe(true)

    const user = (subject: string): Identity => ({
      kind: 'user',
      identity: { tokenIdentifier: `issuer|${subject}`, subject, issuer: 'issuer' },
      token: `token-${subject}`,
    })
    const ann = await call('query', 'items:whoami', {}, user('ann'))
    const bob = await call('query', 'items:whoami', {}, user('bob'))
    expect([ann.value, bob.value]).toEqual(['ann', 'bob'])
    expect(ran(bob)).toBe(true)
    const annAgain = await call('query', 'items:whoami', {}, user('ann'))
    expect(annAgain.value).toBe('ann')
    expect(ran(annAgain)).toBe(false)
    expect((await call('query', 'items:whoami')).value).toBe(null)
  })

  test('runs again a query that read the time or a random number, once anything commits', async () => {
    const stamped = await call('query', 'items:stamped')
    const random = await call('query', 'items:random')
    await call('query', 'items:stampedNested')
    await call('mutation', 'items:addOther')
    const stampedAgain = await call('query', 'items:stamped')
    const randomAgain = await call('query', 'items:random')
    expect(ran(stampedAgain)).toBe(true)
    expect(ran(randomAgain)).toBe(true)
    expect(ran(await call('query', 'items:stampedNested'))).toBe(true)
    expect(stampedAgain.ts).toBeGreaterThan(stamped.ts)
    expect(randomAgain.value).not.toBe(random.value)
  })

  test('never keeps a failure past its timestamp', async () => {
    const failing = () =>
      engine.call({ udfType: 'query', udfPath: 'items:failing', args: {}, identity: none })
    const first = await failing()
    expect(first.success).toBe(false)
    await call('mutation', 'items:addOther')
    const second = await failing()
    expect(second.success).toBe(false)
    expect(ran(second)).toBe(true)
  })

  test('a caller that changes its answer changes nobody else’s', async () => {
    await call('mutation', 'items:add', { list: 'e', text: 'kept' })
    const mine = await call('query', 'items:list', { list: 'e' })
    ;(mine.value as string[]).push('tampered')
    const theirs = await call('query', 'items:list', { list: 'e' })
    ;(theirs.value as string[]).length = 0
    const later = await call('query', 'items:list', { list: 'e' })
    expect(ran(later)).toBe(false)
    expect(later.value).toEqual(['kept'])
  })

  test('identical calls at one timestamp share one execution', async () => {
    await call('mutation', 'items:add', { list: 'f', text: 'x' })
    const results = await Promise.all(
      Array.from({ length: 5 }, () => call('query', 'items:list', { list: 'f' })),
    )
    expect(results.filter(ran)).toHaveLength(1)
    expect(results.map((r) => r.value)).toEqual(Array(5).fill(['x']))
  })

  test('a code reload empties it', async () => {
    const e = await createEngine({ convexDir: fixture, crons: false })
    try {
      const q = {
        udfType: 'query' as const,
        udfPath: 'items:list',
        args: { list: 'g' },
        identity: none,
      }
      expect(ran(await e.call(q))).toBe(true)
      expect(ran(await e.call(q))).toBe(false)
      await e.reload()
      expect(ran(await e.call(q))).toBe(true)
    } finally {
      await e.close()
    }
  })

  test('is off under createEngineFromModules unless asked for (the test harness runs every query)', async () => {
    const { createEngineFromModules } = await import('../../src/engine/index')
    const { queryGeneric } = await import('convex/server')
    const q = queryGeneric({
      args: {},
      handler: async () => {
        console.log('ran inline')
        return 1
      },
    })
    for (const queryCache of [undefined, true]) {
      const e = await createEngineFromModules({
        app: {
          getModule: async (p: string) => (p === 'm' ? ({ q } as never) : null),
          modulePaths: () => ['m'],
          schema: null,
          authConfig: null,
          componentConfigFile: null,
        } as never,
        queryCache,
      })
      const request = { udfType: 'query' as const, udfPath: 'm:q', args: {}, identity: none }
      await e.call(request)
      expect(ran(await e.call(request))).toBe(queryCache !== true)
      await e.close()
    }
  })
})

describe('the query cache’s budget', () => {
  const request = (n: number): CallRequest => ({
    udfType: 'query',
    udfPath: 'm:q',
    args: { n },
    identity: none,
  })
  function cache(capacity: number, maxChars: number) {
    let ts = 1n
    const runs: number[] = []
    const c = new QueryCache(
      () => ts,
      () => false,
      capacity,
      maxChars,
    )
    const get = (n: number, text = '1') =>
      c.run(request(n), async () => {
        runs.push(n)
        return new QuerySuccess(new ResultText(text), [], ts, null, {} as never, true)
      })
    return { get, runs, tick: () => (ts += 1n) }
  }

  test('keeps the most recently used results, up to its count', async () => {
    const { get, runs, tick } = cache(2, 1000)
    await get(1)
    await get(2)
    tick()
    await get(1) // cached, and now the most recent
    await get(3) // evicts 2
    tick()
    await get(1)
    await get(2)
    expect(runs).toEqual([1, 2, 3, 2])
  })

  test('runs a call with huge arguments uncached, so they never sit in memory', async () => {
    const c = new QueryCache(
      () => 1n,
      () => false,
    )
    let runs = 0
    const huge: CallRequest = { ...request(0), args: { text: 'x'.repeat(100_000) } }
    const execute = async () => {
      runs++
      return new QuerySuccess(new ResultText('1'), [], 1n, null, {} as never, true)
    }
    await c.run(huge, execute)
    await c.run(huge, execute)
    expect(runs).toBe(2)
  })

  test('never keeps more result text than its budget', async () => {
    const { get, runs, tick } = cache(10, 100)
    await get(1, JSON.stringify('x'.repeat(200)))
    await get(2)
    tick()
    await get(1, JSON.stringify('x'.repeat(200)))
    await get(2)
    expect(runs).toEqual([1, 2, 1])
  })
})
