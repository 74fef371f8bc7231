import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type { JSONValue } from 'convex/values'
import { createEngine, type LocalEngine } from '../../src/engine/index'
import type { CallRequest, Identity } from '../../src/engine/types'

const fixture = path.resolve(__dirname, '../fixtures/basic/convex')
const none: Identity = { kind: 'none' }

let engine: LocalEngine
beforeAll(async () => {
  engine = await createEngine({ convexDir: fixture })
})
afterAll(async () => {
  await engine?.close()
})

async function run(udfType: CallRequest['udfType'], udfPath: string, args: JSONValue = {}) {
  return engine.call({ udfType, udfPath, args, identity: none })
}
async function ok(udfType: CallRequest['udfType'], udfPath: string, args: JSONValue = {}) {
  const r = await run(udfType, udfPath, args)
  if (!r.success) throw new Error(`expected success, got: ${r.errorMessage}`)
  return r.value
}

describe('nested calls', () => {
  test('runQuery inside a query', async () => {
    await ok('mutation', 'messages:send', { author: 'n', body: 'x' })
    expect(await ok('query', 'nesting:countViaNested')).toBe(1)
  })

  test('parallel nested runMutation calls are serialized inside one transaction', async () => {
    expect(await ok('mutation', 'nesting:parallelIncrements', { name: 'par', n: 10 })).toBe(10)
  })

  test('a stale-snapshot runQuery does not see the pending writes of its mutation', async () => {
    expect(await ok('mutation', 'nesting:staleVsFresh', { name: 'snap' })).toEqual({
      fresh: 1,
      stale: 0,
    })
    expect(await ok('mutation', 'nesting:staleVsFresh', { name: 'snap' })).toEqual({
      fresh: 2,
      stale: 1,
    })
  })

  test('ConvexError data crosses the action → mutation boundary', async () => {
    expect(await ok('action', 'nesting:actionCatchesConvexError')).toEqual({ why: 'nested data' })
  })

  test('function metadata, transaction metrics, snapshot ts and function handles', async () => {
    const v = (await ok('mutation', 'nesting:metadata')) as {
      fn: { name: string; componentPath: string }
      documentsWritten: { used: number; remaining: number }
      snapshotIsBigint: boolean
      handle: string
    }
    expect(v.fn).toMatchObject({ name: 'nesting:metadata', componentPath: '' })
    expect(v.documentsWritten.used).toBe(0)
    expect(v.snapshotIsBigint).toBe(true)
    expect(v.handle).toMatch(/^function:\/\//)
    expect(await ok('action', 'nesting:viaHandle', { handle: v.handle })).toBeInstanceOf(Array)
  })

  test('unawaited nested calls finish inside the transaction and nothing crashes', async () => {
    expect(await ok('mutation', 'nesting:dangling', { name: 'dangle' })).toBe('returned')
    expect(await ok('query', 'counters:get', { name: 'dangle' })).toBe(1)
  })

  test('db.vars.commitTs resolves to the commit timestamp in documents and results', async () => {
    const r = await run('mutation', 'nesting:stampCommit')
    expect(r.success).toBe(true)
    const v = r.success ? (r.value as { id: string; ts: { $integer: string } }) : null
    const ts = Buffer.from(v!.ts.$integer, 'base64').readBigInt64LE(0)
    expect(ts).toBe(r.ts)
    const doc = (await ok('query', 'nesting:readStamp', { id: v!.id })) as {
      at: { $integer: string }
    }
    expect(doc.at).toEqual(v!.ts)
    const bad = await engine.call({
      udfType: 'query',
      udfPath: 'nesting:readStamp',
      args: { id: { $commitTs: null } },
      identity: none,
    })
    expect(!bad.success && bad.errorMessage).toMatch(/unresolved placeholder/)
  })

  test('ctx.auth.signJwt signs ES256 tokens verifiable with the engine JWKS', async () => {
    const { jwtVerify, createLocalJWKSet } = await import('jose')
    const jwt = (await ok('mutation', 'nesting:token', { sub: 'u1' })) as string
    const { payload, protectedHeader } = await jwtVerify(
      jwt,
      createLocalJWKSet(engine.jwks() as never),
      {
        issuer: 'http://127.0.0.1:3210',
      },
    )
    expect(protectedHeader.alg).toBe('ES256')
    expect(payload).toMatchObject({ sub: 'u1', role: 'tester' })
    expect(payload.exp! - payload.iat!).toBe(60)
  })

  test('scheduling a query is refused', async () => {
    const r = await run('mutation', 'nesting:scheduleSomething')
    expect(r.success).toBe(false)
    expect(!r.success && r.errorMessage).toBe(
      'Uncaught Error: Only mutations and actions can be scheduled, but messages:list is a query.',
    )
  })
})

describe('HTTP actions', () => {
  test('routes through http.ts, runs mutations, sees the identity, and turns errors into 500s', async () => {
    const post = await engine.runHttpAction(
      new Request('http://127.0.0.1:3211/messages', {
        method: 'POST',
        body: JSON.stringify({ author: 'web', body: 'hook' }),
      }),
      none,
    )
    expect(post.response.status).toBe(201)
    const { id } = (await post.response.json()) as { id: string }
    expect(await ok('query', 'messages:get', { id })).toMatchObject({ author: 'web', body: 'hook' })
    expect(post.logLines).toEqual([`[LOG] 'stored' '${id}'`])

    const who = await engine.runHttpAction(new Request('http://127.0.0.1:3211/whoami/x'), {
      kind: 'user',
      token: 't',
      identity: { tokenIdentifier: 'i|s', subject: 's', issuer: 'i' },
    })
    expect(await who.response.text()).toBe('/whoami/x s')

    const boom = await engine.runHttpAction(new Request('http://127.0.0.1:3211/boom'), none)
    expect(boom.response.status).toBe(500)
    expect(boom.error?.errorMessage).toBe('Uncaught Error: http boom')

    const missing = await engine.runHttpAction(new Request('http://127.0.0.1:3211/nope'), none)
    expect(missing.response.status).toBe(404)
  })
})

describe('introspection', () => {
  test('functions() lists every registered function with its type, visibility and validators', async () => {
    const fns = await engine.functions()
    const send = fns.find((f) => f.udfPath === 'messages:send')!
    expect(send).toMatchObject({ udfType: 'mutation', visibility: 'public' })
    expect(JSON.parse(send.args)).toMatchObject({ type: 'object' })
    expect(JSON.parse(send.returns)).toEqual({ type: 'id', tableName: 'messages' })
    expect(fns.find((f) => f.udfPath === 'messages:secretCount')).toMatchObject({
      udfType: 'query',
      visibility: 'internal',
    })
    expect(await engine.udfTypeOf('actions:echo')).toBe('action')
    expect(await engine.udfTypeOf('actions.js:whoami')).toBe('query')
    expect(await engine.udfTypeOf('actions:nope')).toBeNull()
  })
})

describe('concurrency and limits in mutations', () => {
  test('concurrent top-level mutations all apply (serialized)', async () => {
    await Promise.all(
      Array.from({ length: 20 }, () =>
        engine.call({
          udfType: 'mutation',
          udfPath: 'counters:increment',
          args: { name: 'conc', by: 1 },
          identity: { kind: 'admin' },
        }),
      ),
    )
    expect(await ok('query', 'counters:get', { name: 'conc' })).toBe(20)
  })

  test('a mutation over the time limit fails and commits nothing', async () => {
    const r = await run('mutation', 'nesting:slowMutation', { name: 'slow' })
    expect(r.success).toBe(false)
    expect(!r.success && r.errorMessage).toBe('Function execution timed out (maximum duration: 1s)')
    expect(await ok('query', 'counters:get', { name: 'slow' })).toBe(0)
  })
})

describe('read limits and argument shape', () => {
  test('reading more documents than the transaction limit fails', async () => {
    const limited = await createEngine({
      convexDir: fixture,
      transactionLimits: {
        documentsRead: 5,
        bytesRead: 1 << 24,
        documentsWritten: 100,
        bytesWritten: 1 << 24,
        databaseQueries: 100,
      },
    })
    try {
      for (let i = 0; i < 6; i++) {
        await limited.call({
          udfType: 'mutation',
          udfPath: 'messages:send',
          args: { author: 'r', body: `${i}` },
          identity: none,
        })
      }
      const r = await limited.call({
        udfType: 'query',
        udfPath: 'messages:list',
        args: {},
        identity: none,
      })
      expect(r.success).toBe(false)
      expect(!r.success && r.errorMessage).toMatch(
        /Too many documents read in a single function execution \(limit: 5\)/,
      )
      const few = await limited.call({
        udfType: 'query',
        udfPath: 'messages:listDesc',
        args: { limit: 3 },
        identity: none,
      })
      expect(few.success).toBe(true)
    } finally {
      await limited.close()
    }
  })

  test('arguments with arrays over 8192 elements are refused', async () => {
    const r = await run('mutation', 'errors:insertAny', {
      table: 'scratch',
      doc: { list: Array.from({ length: 8193 }, () => 1) },
    })
    expect(r.success).toBe(false)
    expect(!r.success && r.errorMessage).toMatch(
      /Array length is too long \(8193 > maximum length 8192\)/,
    )
  })
})

describe('watch mode', () => {
  test('a code change reloads the modules and fires onReload', async () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'convex-local-watch-'))
    const dir = path.join(root, 'convex')
    fs.mkdirSync(dir)
    fs.symlinkSync(
      path.resolve(__dirname, '../../../../node_modules'),
      path.join(root, 'node_modules'),
    )
    const src = (n: number) =>
      `import { queryGeneric } from 'convex/server'\nexport const version = queryGeneric({ args: {}, handler: async () => ${n} })\n`
    fs.writeFileSync(path.join(dir, 'app.ts'), src(1))
    const e = await createEngine({ convexDir: dir, watch: true })
    try {
      const call = () =>
        e.call({ udfType: 'query', udfPath: 'app:version', args: {}, identity: none })
      expect(await call()).toMatchObject({ success: true, value: 1 })
      const reloaded = new Promise<void>((resolve) => e.onReload(resolve))
      fs.writeFileSync(path.join(dir, 'app.ts'), src(2))
      await reloaded
      expect(await call()).toMatchObject({ success: true, value: 2 })
    } finally {
      await e.close()
      fs.rmSync(root, { recursive: true, force: true })
    }
  })

  test('a schema that existing documents break is refused on reload, like a push', async () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'convex-local-schema-'))
    const dir = path.join(root, 'convex')
    fs.mkdirSync(dir)
    fs.symlinkSync(
      path.resolve(__dirname, '../../../../node_modules'),
      path.join(root, 'node_modules'),
    )
    const schema = (validator: string) =>
      `import { defineSchema, defineTable } from 'convex/server'\nimport { v } from 'convex/values'\nexport default defineSchema({ items: defineTable(${validator}) })\n`
    fs.writeFileSync(path.join(dir, 'schema.ts'), schema('v.any()'))
    fs.writeFileSync(
      path.join(dir, 'items.ts'),
      `import { mutationGeneric } from 'convex/server'\nexport const add = mutationGeneric({ args: {}, handler: async (ctx) => ctx.db.insert('items', { n: 'seven' }) })\n`,
    )
    const e = await createEngine({ convexDir: dir })
    try {
      const added = await e.call({
        udfType: 'mutation',
        udfPath: 'items:add',
        args: {},
        identity: none,
      })
      expect(added.success).toBe(true)
      fs.writeFileSync(path.join(dir, 'schema.ts'), schema('{ n: v.number() }'))
      await expect(e.reload()).rejects.toThrow(
        `Schema validation failed.\nDocument with ID "${(added as { value: string }).value}" in table "items" does not match the schema: Value does not match validator.\nPath: .n\nValue: "seven"\nValidator: v.float64()`,
      )
      // The previous schema (v.any()) is still in force.
      expect(
        (await e.call({ udfType: 'mutation', udfPath: 'items:add', args: {}, identity: none }))
          .success,
      ).toBe(true)
      fs.writeFileSync(
        path.join(dir, 'schema.ts'),
        schema('{ n: v.union(v.number(), v.string()) }'),
      )
      await e.reload()
    } finally {
      await e.close()
      fs.rmSync(root, { recursive: true, force: true })
    }
  })

  test('a dataDir keeps data across engines', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'convex-local-data-'))
    try {
      const a = await createEngine({ convexDir: fixture, dataDir })
      const sent = await a.call({
        udfType: 'mutation',
        udfPath: 'messages:send',
        args: { author: 'p', body: 'persist' },
        identity: none,
      })
      await a.close()
      const b = await createEngine({ convexDir: fixture, dataDir })
      const got = await b.call({
        udfType: 'query',
        udfPath: 'messages:get',
        args: { id: (sent as { value: string }).value },
        identity: none,
      })
      await b.close()
      expect(got).toMatchObject({ success: true, value: { body: 'persist' } })
      expect(fs.existsSync(path.join(dataDir, 'build'))).toBe(true)
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true })
    }
  })
})
