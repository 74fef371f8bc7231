/// <reference types="vite/client" />
import crypto from 'node:crypto'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { anyApi } from 'convex/server'
import type { JSONValue } from 'convex/values'
import { createEngine, type LocalEngine } from '../../src/engine/index'
import type { CallRequest } from '../../src/engine/types'
import { convexTest } from '../../src/test/index'
import schema from '../fixtures/basic/convex/schema'

const modules = import.meta.glob('../fixtures/basic/convex/**/*.*s')
let engine: LocalEngine
beforeAll(async () => {
  engine = await createEngine({
    convexDir: path.resolve(__dirname, '../fixtures/basic/convex'),
    cloudUrl: 'http://127.0.0.1:4321',
  })
})
afterAll(async () => {
  await engine?.close()
})

async function ok(udfType: CallRequest['udfType'], udfPath: string, args: JSONValue = {}) {
  const r = await engine.call({ udfType, udfPath, args, identity: { kind: 'none' } })
  if (!r.success) throw new Error(r.errorMessage)
  return r.value
}

describe('file storage', () => {
  test('store and read blobs from actions and mutations; metadata, URLs and delete', async () => {
    const id = (await ok('action', 'files:storeText', { text: 'hello file' })) as string
    expect(await ok('action', 'files:readText', { id })).toEqual({
      text: 'hello file',
      type: 'text/plain',
    })
    const info = (await ok('query', 'files:info', { id })) as { size: number; url: string }
    expect(info).toMatchObject({ size: 10, contentType: 'text/plain', hasSha: true })
    const uuid = info.url.split('/').pop()!
    expect(info.url).toBe(`http://127.0.0.1:4321/api/storage/${uuid}`)
    const file = engine.fileInfo(uuid)!
    expect(file).toMatchObject({ id, uuid, size: 10, contentType: 'text/plain' })
    expect(file.sha256).toBe(crypto.createHash('sha256').update('hello file').digest('base64'))
    expect(Buffer.from((await engine.blobs.readBytes(uuid))!).toString()).toBe('hello file')

    const mid = (await ok('mutation', 'files:storeInMutation', { text: '# md' })) as string
    expect(await ok('action', 'files:readText', { id: mid })).toEqual({
      text: '# md',
      type: 'text/markdown',
    })

    await ok('mutation', 'files:remove', { id })
    expect(engine.fileInfo(uuid)).toBeNull()
    expect(await ok('action', 'files:readText', { id })).toBeNull()
    const again = await engine.call({
      udfType: 'mutation',
      udfPath: 'files:remove',
      args: { id },
      identity: { kind: 'none' },
    })
    expect(!again.success && again.errorMessage).toMatch(/not found/)
  })

  test('uploads through a generated URL, with a digest check', async () => {
    const url = (await ok('mutation', 'files:uploadUrl')) as string
    const token = new URL(url).searchParams.get('token')!
    expect(url.startsWith('http://127.0.0.1:4321/api/storage/upload?token=')).toBe(true)
    const body = new TextEncoder().encode('uploaded bytes')
    const sha = crypto.createHash('sha256').update(body).digest('base64')
    const id = await engine.storeUpload(token, body, 'application/octet-stream', sha)
    expect(await ok('action', 'files:readText', { id })).toEqual({
      text: 'uploaded bytes',
      type: 'application/octet-stream',
    })
    await expect(engine.storeUpload('forged.token', body, null)).rejects.toThrow(
      "Couldn't decode the StoreFileAuthorization token",
    )
    // A refused upload stores nothing and does not spend its URL; a stored one does.
    const next = new URL((await ok('mutation', 'files:uploadUrl')) as string).searchParams.get(
      'token',
    )!
    await expect(engine.storeUpload(next, body, null, 'AAAA')).rejects.toThrow('Sha256 mismatch')
    await engine.storeUpload(next, body, null, sha)
    await expect(engine.storeUpload(token, body, null)).rejects.toThrow(
      'This upload URL was already used',
    )
  })

  test('t.run gets ctx.storage in convex-local/test', async () => {
    const t = convexTest(schema, modules)
    try {
      const id = await t.run(async (ctx) => ctx.storage.store(new Blob(['via run'])))
      expect(await t.action(anyApi.files.readText, { id })).toMatchObject({ text: 'via run' })
    } finally {
      await t.close()
    }
  })
})
