import path from 'node:path'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type { JSONValue } from 'convex/values'
import { createEngine, type LocalEngine } from '../../src/engine/index'
import type { CallRequest, CommitEvent, Identity } from '../../src/engine/types'

const convexDir = path.resolve(__dirname, '../fixtures/basic/convex')
const none: Identity = { kind: 'none' }
const admin: Identity = { kind: 'admin' }

let engine: LocalEngine
const commits: CommitEvent[] = []

beforeAll(async () => {
  engine = await createEngine({ convexDir })
  engine.onCommit((e) => commits.push(e))
})
afterAll(async () => {
  await engine?.close()
})

function call(
  udfType: CallRequest['udfType'],
  udfPath: string,
  args: JSONValue = {},
  extra: Partial<CallRequest> = {},
) {
  return engine.call({ udfType, udfPath, args, identity: none, ...extra })
}
async function ok(
  udfType: CallRequest['udfType'],
  udfPath: string,
  args: JSONValue = {},
  extra: Partial<CallRequest> = {},
) {
  const r = await call(udfType, udfPath, args, extra)
  if (!r.success) throw new Error(`expected success, got: ${r.errorMessage}`)
  return r
}
async function fail(
  udfType: CallRequest['udfType'],
  udfPath: string,
  args: JSONValue = {},
  extra: Partial<CallRequest> = {},
) {
  const r = await call(udfType, udfPath, args, extra)
  if (r.success) throw new Error(`expected failure, got: ${JSON.stringify(r.value)}`)
  return r
}
type Doc = { _id: string; _creationTime: number; author: string; body: string; channel?: string }

describe('documents and indexes', () => {
  test('insert returns a real Convex ID and queries read it back', async () => {
    const sent = await ok('mutation', 'messages:send', { author: 'ann', body: 'hello' })
    expect(typeof sent.value).toBe('string')
    expect(sent.value as string).toMatch(/^[0-9a-hjkmnp-tv-z]{31,37}$/)
    expect(sent.ts).toBeGreaterThan(0n)
    expect(engine.latestTs()).toBe(sent.ts)
    const got = await ok('query', 'messages:get', { id: sent.value })
    expect(got.value).toMatchObject({ _id: sent.value, author: 'ann', body: 'hello' })
    expect(typeof (got.value as Doc)._creationTime).toBe('number')
  })

  test('withIndex equality and ranges, order and take', async () => {
    await ok('mutation', 'messages:send', { author: 'bob', body: 'b1', channel: 'c' })
    await ok('mutation', 'messages:send', { author: 'cat', body: 'c1', channel: 'c' })
    await ok('mutation', 'messages:send', { author: 'bob', body: 'b2', channel: 'd' })
    const bob = (await ok('query', 'messages:byAuthor', { author: 'bob' })).value as Doc[]
    expect(bob.map((d) => d.body)).toEqual(['b1', 'b2'])
    const range = (await ok('query', 'messages:byChannelRange', { channel: 'c', from: 'bob' }))
      .value as Doc[]
    expect(range.map((d) => d.author)).toEqual(['cat', 'bob'])
    const last2 = (await ok('query', 'messages:listDesc', { limit: 2 })).value as Doc[]
    expect(last2.map((d) => d.body)).toEqual(['b2', 'c1'])
    const filtered = (await ok('query', 'messages:filtered', { body: 'cat' })).value as Doc[]
    expect(filtered.map((d) => d.body)).toEqual(['c1'])
    const first = (await ok('query', 'messages:first', { author: 'nobody' })).value
    expect(first).toBeNull()
  })

  test('patch, replace and delete', async () => {
    const id = (await ok('mutation', 'messages:send', { author: 'dan', body: 'v1' })).value
    expect((await ok('mutation', 'messages:edit', { id, body: 'v2' })).value).toBeNull()
    expect((await ok('query', 'messages:get', { id })).value).toMatchObject({
      body: 'v2',
      author: 'dan',
    })
    await ok('mutation', 'messages:replaceOne', { id, author: 'dora', body: 'v3' })
    expect((await ok('query', 'messages:get', { id })).value).toMatchObject({
      body: 'v3',
      author: 'dora',
    })
    await ok('mutation', 'messages:remove', { id })
    expect((await ok('query', 'messages:get', { id })).value).toBeNull()
  })

  test('normalizeId accepts only IDs of the named table', async () => {
    const id = (await ok('mutation', 'messages:send', { author: 'eve', body: 'x' })).value
    expect((await ok('query', 'messages:normalize', { id })).value).toEqual({
      messages: id,
      notes: null,
    })
    expect((await ok('query', 'messages:normalize', { id: 'garbage' })).value).toEqual({
      messages: null,
      notes: null,
    })
  })
})

describe('pagination and journals', () => {
  test('pages walk the table and a journal pins the first page end', async () => {
    const all = (await ok('query', 'messages:list')).value as Doc[]
    expect(all.length).toBeGreaterThan(3)
    const p1 = await ok('query', 'messages:page', { paginationOpts: { numItems: 2, cursor: null } })
    const v1 = p1.value as { page: Doc[]; isDone: boolean; continueCursor: string }
    expect(v1.page.map((d) => d._id)).toEqual(all.slice(0, 2).map((d) => d._id))
    expect(v1.isDone).toBe(false)
    expect(typeof p1.journal).toBe('string')
    const p2 = await ok('query', 'messages:page', {
      paginationOpts: { numItems: 100, cursor: v1.continueCursor },
    })
    const v2 = p2.value as { page: Doc[]; isDone: boolean }
    expect(v2.page.map((d) => d._id)).toEqual(all.slice(2).map((d) => d._id))
    expect(v2.isDone).toBe(true)

    // After a document of page 1 is deleted, re-running page 1 with its journal keeps the same
    // end (the page shrinks) instead of pulling the next document forward.
    await ok('mutation', 'messages:remove', { id: all[0]!._id })
    const again = await ok(
      'query',
      'messages:page',
      { paginationOpts: { numItems: 2, cursor: null } },
      { journal: p1.journal },
    )
    const va = again.value as { page: Doc[]; continueCursor: string }
    expect(va.page.map((d) => d._id)).toEqual([all[1]!._id])
    expect(va.continueCursor).toBe(v1.continueCursor)
    const fresh = await ok('query', 'messages:page', {
      paginationOpts: { numItems: 2, cursor: null },
    })
    expect((fresh.value as { page: Doc[] }).page.map((d) => d._id)).toEqual([
      all[1]!._id,
      all[2]!._id,
    ])
  })

  test('a second paginate in one function is an error', async () => {
    const r = await engine.callInline({
      udfType: 'query',
      identity: none,
      args: {},
      fn: (await import('convex/server')).queryGeneric({
        handler: async (ctx: any) => {
          await ctx.db.query('messages').paginate({ numItems: 1, cursor: null })
          await ctx.db.query('messages').paginate({ numItems: 1, cursor: null })
        },
      }) as any,
    })
    expect(r.success).toBe(false)
    expect((r as { errorMessage: string }).errorMessage).toContain('multiple paginated queries')
  })
})

describe('errors', () => {
  test('a thrown Error becomes "Uncaught Error: ..."', async () => {
    const r = await fail('query', 'errors:plain')
    expect(r.errorMessage).toBe('Uncaught Error: something broke')
    expect(r.errorData).toBeUndefined()
    const t = await fail('query', 'errors:typed')
    expect(t.errorMessage).toMatch(/^Uncaught TypeError: /)
  })

  test('ConvexError data comes back as errorData (convex-encoded)', async () => {
    const r = await fail('mutation', 'errors:convexError', { code: 'E1' })
    expect(r.errorData).toEqual({ code: 'E1', count: { $integer: 'AwAAAAAAAAA=' } })
    expect(r.errorMessage).toMatch(/^Uncaught ConvexError: /)
    const s = await fail('query', 'errors:convexErrorString')
    expect(s.errorData).toBe('just a string')
  })

  test('fetch is refused in queries; Date.now is frozen and Math.random works in mutations', async () => {
    const r = await fail('query', 'errors:useFetch')
    expect(r.errorMessage).toContain('`fetch` is not supported in Convex queries or mutations')
    const d = await ok('mutation', 'errors:determinism')
    expect(d.value).toEqual({ same: true, random: true, spin: true })
  })
})

describe('transactions', () => {
  test('a nested runMutation that throws is rolled back; the outer one commits', async () => {
    const r = await ok('mutation', 'counters:nested', { name: 'n1' })
    expect(r.value).toEqual({ caught: { code: 'INNER_FAILED', name: 'n1' }, seen: 1 })
    expect((await ok('query', 'counters:get', { name: 'n1' })).value).toBe(1)
  })

  test('a failing mutation commits nothing', async () => {
    const before = engine.latestTs()
    const n = commits.length
    const r = await fail('mutation', 'counters:bumpAndThrow', { name: 'n2' })
    expect(r.errorMessage).toBe('Uncaught Error: bump failed')
    expect((await ok('query', 'counters:get', { name: 'n2' })).value).toBe(0)
    expect(engine.latestTs()).toBe(before)
    expect(commits.length).toBe(n)
  })

  test('actions: each runMutation/runQuery is its own transaction, logs are collected', async () => {
    const r = await ok('action', 'actions:sendAndCount', { author: 'act', body: 'from action' })
    const v = r.value as { id: string; count: number; inner: string }
    expect(v.inner).toBe('HI')
    expect(v.count).toBe(((await ok('query', 'messages:list')).value as Doc[]).length)
    expect(r.logLines).toEqual(["[LOG] 'echo' 'hi'"])
    const failed = await fail('action', 'actions:failingMutationFromAction')
    expect(failed.errorMessage).toBe('Uncaught Error: bump failed')
    expect((await ok('query', 'counters:get', { name: 'from-action' })).value).toBe(0)
  })

  test('re-sent mutations with the same idempotency key run once', async () => {
    const first = await ok(
      'mutation',
      'counters:increment',
      { name: 'idem', by: 1 },
      { identity: admin, idempotencyKey: 's1:7' },
    )
    const again = await ok(
      'mutation',
      'counters:increment',
      { name: 'idem', by: 1 },
      { identity: admin, idempotencyKey: 's1:7' },
    )
    expect(again.value).toBe(first.value)
    expect(again.ts).toBeGreaterThanOrEqual(first.ts)
    expect((await ok('query', 'counters:get', { name: 'idem' })).value).toBe(1)
    await ok(
      'mutation',
      'counters:increment',
      { name: 'idem', by: 1 },
      { identity: admin, idempotencyKey: 's1:8' },
    )
    expect((await ok('query', 'counters:get', { name: 'idem' })).value).toBe(2)
  })

  test('query read sets are invalidated by commits that touch what they read', async () => {
    const q = await ok('query', 'counters:get', { name: 'watched' })
    const other = await ok('query', 'messages:byAuthor', { author: 'zed' })
    const n = commits.length
    await ok('mutation', 'counters:increment', { name: 'watched', by: 1 }, { identity: admin })
    const commit = commits[n]!
    expect(commit.ts).toBe(engine.latestTs())
    expect(engine.invalidates(q.readSet!, commit.writeSet)).toBe(true)
    expect(engine.invalidates(other.readSet!, commit.writeSet)).toBe(false)
  })
})

describe('validation', () => {
  test('arguments are validated with ArgumentValidationError', async () => {
    const r = await fail('mutation', 'messages:send', { author: 1, body: 'x' })
    expect(r.errorMessage).toBe(
      'ArgumentValidationError: Value does not match validator.\nPath: .author\nValue: 1.0\nValidator: v.string()',
    )
    const extra = await fail('mutation', 'messages:send', { author: 'a', body: 'x', nope: true })
    expect(extra.errorMessage).toMatch(
      /^ArgumentValidationError: Object contains extra field `nope`/,
    )
  })

  test('v.id checks the table the ID belongs to', async () => {
    const noteId = (
      await ok('mutation', 'errors:insertAny', { table: 'notes', doc: { text: 'n' } })
    ).value as string
    const r = await fail('query', 'messages:get', { id: noteId })
    expect(r.errorMessage).toBe(
      `ArgumentValidationError: Found ID "${noteId}" from table \`notes\`, which does not match the table name in validator \`v.id("messages")\`.Path: .id`,
    )
    const bad = await fail('query', 'messages:get', { id: 'not-an-id' })
    expect(bad.errorMessage).toContain('Validator: v.id("messages")')
  })

  test('return values are validated', async () => {
    const r = await fail('query', 'errors:badReturn')
    expect(r.errorMessage).toBe(
      'ReturnsValidationError: Value does not match validator.\nPath: .n\nValue: "not a number"\nValidator: v.float64()',
    )
  })

  test('writes are checked against the schema; undeclared tables are free', async () => {
    const r = await fail('mutation', 'errors:insertAny', {
      table: 'messages',
      doc: { author: 'a' },
    })
    expect(r.errorMessage).toContain(
      'Failed to insert or update a document in table "messages" because it does not match the schema: Object is missing the required field `body`.',
    )
    const id = (await ok('mutation', 'messages:send', { author: 'pat', body: 'ok' })).value
    const p = await fail('mutation', 'errors:patchAny', { id, patch: { body: 3 } })
    expect(p.errorMessage).toContain(
      'does not match the schema: Value does not match validator.\nPath: .body',
    )
    const free = await ok('mutation', 'errors:insertAny', {
      table: 'scratch',
      doc: { anything: [1, 'two'] },
    })
    expect(typeof free.value).toBe('string')
    const ref = await fail('mutation', 'errors:insertAny', {
      table: 'notes',
      doc: { text: 't', ref: free.value },
    })
    expect(ref.errorMessage).toContain(
      'which does not match the table name in validator `v.id("messages")`',
    )
  })

  test('system fields cannot be changed', async () => {
    const id = (await ok('mutation', 'messages:send', { author: 'sys', body: 'x' })).value
    const r = await fail('mutation', 'errors:patchAny', { id, patch: { _creationTime: 5 } })
    expect(r.errorMessage).toMatch(/_creationTime/)
    const s = await fail('mutation', 'errors:insertAny', { table: 'scratch', doc: { _id: 'x' } })
    expect(s.errorMessage).toMatch(/_id/)
  })
})

describe('visibility', () => {
  test('clients may call only public functions', async () => {
    const r = await fail('query', 'messages:secretCount')
    expect(r.errorMessage).toBe("Could not find public function for 'messages:secretCount'.")
    const missing = await fail('query', 'messages:nope')
    expect(missing.errorMessage).toBe("Could not find public function for 'messages:nope'.")
    const noModule = await fail('query', 'nowhere:fn')
    expect(noModule.errorMessage).toBe("Could not find public function for 'nowhere:fn'.")
    expect((await ok('query', 'messages:secretCount', {}, { identity: admin })).value).toBeTypeOf(
      'number',
    )
    expect(
      (await ok('query', 'messages:secretCount', {}, { enforceVisibility: false })).value,
    ).toBeTypeOf('number')
  })

  test('calling a function as the wrong type is refused', async () => {
    const r = await fail('query', 'messages:send', { author: 'a', body: 'b' })
    expect(r.errorMessage).toBe(
      'Trying to execute messages:send as Query, but it is defined as Mutation.',
    )
  })

  test('udf paths are canonicalized', async () => {
    expect((await ok('query', 'messages.js:list')).success).toBe(true)
  })
})

describe('limits', () => {
  test('a query running user code for more than 1 s fails', async () => {
    const r = await fail('query', 'limits:busy', { ms: 1100 })
    expect(r.errorMessage).toBe('Function execution timed out (maximum duration: 1s)')
    expect((await ok('query', 'limits:busy', { ms: 5 })).value).toBe('done')
  })

  test('documents over 1 MiB, arrays over 8192 and over-nested values are refused', async () => {
    const big = await fail('mutation', 'limits:bigDoc', { kb: 1100 })
    expect(big.errorMessage).toMatch(/too large/i)
    await ok('mutation', 'limits:bigDoc', { kb: 10 })
    const arr = await fail('mutation', 'limits:longArray', { n: 8193 })
    expect(arr.errorMessage).toMatch(/Array length is too long/)
    await ok('mutation', 'limits:longArray', { n: 8192 })
    const deep = await fail('mutation', 'limits:deep', { depth: 80 })
    expect(deep.errorMessage).toMatch(/nest/i)
  })

  test('too many writes in one transaction', async () => {
    const r = await fail('mutation', 'limits:manyWrites', { n: 16_001 })
    expect(r.errorMessage).toMatch(
      /Too many (documents )?writ\w* in a single function execution \(limit: 16000\)/,
    )
  }, 60_000)
})

describe('auth and logs', () => {
  test('getUserIdentity returns the caller identity', async () => {
    expect((await ok('query', 'actions:whoami')).value).toBeNull()
    const identity: Identity = {
      kind: 'user',
      token: 'tok',
      identity: {
        tokenIdentifier: 'https://i|u1',
        subject: 'u1',
        issuer: 'https://i',
        name: 'Uma',
      },
    }
    expect((await ok('query', 'actions:whoami', {}, { identity })).value).toEqual({
      subject: 'u1',
      issuer: 'https://i',
      name: 'Uma',
    })
  })

  test('console output is captured per call as [LEVEL] lines', async () => {
    const r = await ok('query', 'actions:logs')
    expect(r.logLines.slice(0, 5)).toEqual([
      "[LOG] 'hello' { a: 1 }",
      "[INFO] 'info line'",
      "[WARN] 'careful'",
      "[ERROR] 'bad'",
      "[DEBUG] 'dbg'",
    ])
    expect(r.logLines[5]).toMatch(/^\[LOG\] t: \d+ms$/)
    expect(r.logLines[6]).toBe("[WARN] Timer 'missing' does not exist")
    expect(r.logLines).toHaveLength(7)
  })
})
