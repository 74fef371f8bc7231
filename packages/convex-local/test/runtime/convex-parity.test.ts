/**
 * Differences from Convex found by running public apps against convex-local, each checked
 * against the backend's text: storage IDs of other tables, `storage.getMetadata`'s shape,
 * `storage.get(null)`, HTTP 404/500 bodies and `_scheduled_functions` names.
 */
import crypto from 'node:crypto'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type { JSONValue } from 'convex/values'
import { createEngine, type LocalEngine } from '../../src/engine/index'
import type { CallRequest } from '../../src/engine/types'
import { newId } from '../../src/values/ids'

let engine: LocalEngine
beforeAll(async () => {
  engine = await createEngine({
    convexDir: path.resolve(__dirname, '../fixtures/parity-app/convex'),
    cloudUrl: 'http://127.0.0.1:4321',
  })
})
afterAll(async () => {
  await engine?.close()
})

async function call(udfType: CallRequest['udfType'], udfPath: string, args: JSONValue = {}) {
  return engine.call({ udfType, udfPath, args, identity: { kind: 'none' } })
}

async function ok(udfType: CallRequest['udfType'], udfPath: string, args: JSONValue = {}) {
  const r = await call(udfType, udfPath, args)
  if (!r.success) throw new Error(r.errorMessage)
  return r.value
}

async function failure(udfType: CallRequest['udfType'], udfPath: string, args: JSONValue = {}) {
  const r = await call(udfType, udfPath, args)
  if (r.success) throw new Error(`expected ${udfPath} to fail, got ${JSON.stringify(r.value)}`)
  return r.errorMessage
}

const notStorage =
  "Uncaught Error: Invalid storage ID. Storage ID cannot be an ID on any table other than '_storage'."

describe('storage IDs of other tables', () => {
  test('getUrl / getMetadata / get / delete refuse an ID of another table or of no table', async () => {
    const noteId = (await ok('mutation', 'files:insertNote')) as string
    const noTable = newId(777_777)
    for (const id of [noteId, noTable]) {
      for (const method of ['getUrl', 'getMetadata']) {
        expect(await failure('query', 'files:probe', { id, method })).toBe(notStorage)
      }
      expect(await failure('action', 'files:probeGet', { id })).toBe(notStorage)
      expect(await failure('mutation', 'files:probeDelete', { id })).toBe(notStorage)
    }
  })
})

describe('storage.getMetadata', () => {
  test('answers the file uuid and a hex digest; the _storage document keeps base64', async () => {
    const id = (await ok('action', 'files:storeText', { text: 'hello parity' })) as string
    const digest = crypto.createHash('sha256').update('hello parity').digest()
    const meta = (await ok('query', 'files:probe', { id, method: 'getMetadata' })) as Record<
      string,
      unknown
    >
    const url = (await ok('query', 'files:probe', { id, method: 'getUrl' })) as string
    const uuid = url.slice('http://127.0.0.1:4321/api/storage/'.length)
    expect(uuid).toMatch(/^[0-9a-f-]{36}$/)
    expect(meta).toEqual({
      storageId: uuid,
      sha256: digest.toString('hex'),
      size: 12,
      contentType: 'text/plain',
    })
    const doc = (await ok('query', 'files:probe', { id, method: 'system.get' })) as Record<
      string,
      unknown
    >
    expect(doc).toMatchObject({ _id: id, sha256: digest.toString('base64'), size: 12 })
    // The uuid (a legacy storage ID) still finds the file.
    expect(await ok('query', 'files:probe', { id: uuid, method: 'getMetadata' })).toEqual(meta)
  })
})

describe('storage.get / store argument checks', () => {
  test("the udf-runtime's messages", async () => {
    expect(await failure('action', 'files:probeGet', { id: null })).toBe(
      'Uncaught Error: storage.get requires a string storageId but received null',
    )
    expect(await failure('action', 'files:storeNotABlob')).toBe(
      'Uncaught Error: store() expects a Blob. If you are trying to store a Request, `await request.blob()` will give you the correct input.',
    )
  })
})

describe('_scheduled_functions', () => {
  test('name is the canonical path with .js, and the job still resolves', async () => {
    expect(await ok('mutation', 'files:scheduleNoop')).toEqual(['files.js:noop'])
  })
})

describe('HTTP action responses', () => {
  test('no route: 404 "No matching routes found" as text/plain', async () => {
    const r = await engine.runHttpAction(new Request('http://127.0.0.1:3211/nope'), {
      kind: 'none',
    })
    expect(r.response.status).toBe(404)
    expect(r.response.headers.get('content-type')).toBe('text/plain; charset=utf-8')
    expect(await r.response.text()).toBe('No matching routes found')
  })

  test('a throwing handler: 500 JSON {code, trace}', async () => {
    const r = await engine.runHttpAction(new Request('http://127.0.0.1:3211/boom'), {
      kind: 'none',
    })
    expect(r.response.status).toBe(500)
    expect(r.response.headers.get('content-type')).toBe('application/json')
    const body = (await r.response.json()) as Record<string, unknown>
    expect(Object.keys(body).sort()).toEqual(['code', 'trace'])
    expect(body.code).toMatch(/^\[Request ID: [0-9a-f]+\] Server Error: Uncaught Error: http boom$/)
    expect(body.trace).toMatch(/^Uncaught Error: http boom\n( {4}at .*\n)+$/)
    expect(r.error?.errorMessage).toBe('Uncaught Error: http boom')
  })

  test('a ConvexError adds its data', async () => {
    const r = await engine.runHttpAction(
      new Request('http://127.0.0.1:3211/convex-error', { method: 'POST' }),
      { kind: 'none' },
    )
    expect(r.response.status).toBe(500)
    const body = (await r.response.json()) as Record<string, unknown>
    expect(body.code).toMatch(
      /^\[Request ID: [0-9a-f]+\] Server Error: Uncaught ConvexError: \{"code":"NOPE","n":1\}$/,
    )
    expect(body.data).toEqual({ code: 'NOPE', n: 1 })
    expect(body.trace).toMatch(/^Uncaught ConvexError: /)
  })
})
