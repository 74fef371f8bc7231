/**
 * File storage endpoints on the cloud port (upload, download with ranges) and the signJwt JWKS,
 * driven through the stock ConvexHttpClient and plain fetch.
 */
import { createHash, randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ConvexHttpClient } from 'convex/browser'
import { anyApi } from 'convex/server'
import { createLocalJWKSet, jwtVerify } from 'jose'
import { startServer, type RunningServer } from '../../src/server'
import { makeKeys, siteAppDir } from './setup'

const api = anyApi as any
let server: RunningServer
let http: ConvexHttpClient

beforeAll(async () => {
  server = await startServer({
    convexDir: siteAppDir,
    port: 0,
    sitePort: 0,
    env: (await makeKeys()).env,
    log: () => {},
  })
  http = new ConvexHttpClient(server.url, { logger: false })
})

afterAll(async () => {
  await server?.close()
})

const bytes = Buffer.from('0123456789abcdefghij')
const sha256 = createHash('sha256').update(bytes).digest('base64')

async function upload(body: Buffer, headers: Record<string, string> = {}) {
  const uploadUrl = (await http.mutation(api.files.generateUploadUrl, {})) as string
  expect(uploadUrl.startsWith(`${server.url}/api/storage/upload?token=`)).toBe(true)
  return fetch(uploadUrl, { method: 'POST', headers, body: new Uint8Array(body) })
}

describe('file storage', () => {
  it('uploads through generateUploadUrl and serves the file, whole and by range', async () => {
    const res = await upload(bytes, {
      'Content-Type': 'text/plain',
      Origin: 'http://localhost:3000',
      Digest: `sha-256=${sha256}`,
    })
    expect(res.status).toBe(200)
    expect(res.headers.get('access-control-allow-origin')).toBe('http://localhost:3000')
    const { storageId } = (await res.json()) as { storageId: string }
    expect(typeof storageId).toBe('string')

    const meta = await http.query(api.files.getMetadata, { id: storageId })
    expect(meta).toMatchObject({ _id: storageId, sha256, size: 20, contentType: 'text/plain' })

    const url = (await http.query(api.files.getUrl, { id: storageId })) as string
    const uuid = url.slice(`${server.url}/api/storage/`.length)
    expect(uuid).toMatch(/^[0-9a-f-]{36}$/)
    const full = await fetch(url)
    expect(full.status).toBe(200)
    expect(full.headers.get('content-type')).toBe('text/plain')
    expect(full.headers.get('content-length')).toBe('20')
    expect(full.headers.get('digest')).toBe(`sha-256=${sha256}`)
    expect(full.headers.get('cache-control')).toMatch(/^private/)
    expect(full.headers.get('accept-ranges')).toBe('bytes')
    expect(full.headers.get('access-control-expose-headers')).toMatch(
      /Accept-Ranges.*Content-Range/,
    )
    expect(Buffer.from(await full.arrayBuffer())).toEqual(bytes)

    const part = await fetch(url, { headers: { Range: 'bytes=2-5' } })
    expect(part.status).toBe(206)
    expect(part.headers.get('content-range')).toBe('bytes 2-5/20')
    expect(part.headers.get('content-length')).toBe('4')
    expect(await part.text()).toBe('2345')

    const suffix = await fetch(url, { headers: { Range: 'bytes=-3' } })
    expect(suffix.status).toBe(206)
    expect(await suffix.text()).toBe('hij')

    const unsatisfiable = await fetch(url, { headers: { Range: 'bytes=100-' } })
    expect(unsatisfiable.status).toBe(416)
    expect(unsatisfiable.headers.get('content-range')).toBe('bytes */20')
    await unsatisfiable.arrayBuffer()

    await http.mutation(api.files.remove, { id: storageId })
    expect(await http.query(api.files.getUrl, { id: storageId })).toBeNull()
    const gone = await fetch(url)
    expect(gone.status).toBe(404)
    await gone.arrayBuffer()
  })

  it('streams a large upload and download, and answers HEAD without a body', async () => {
    const big = Buffer.alloc(3 * 1024 * 1024 + 7)
    for (let i = 0; i < big.length; i += 4096) big.writeUInt32LE(i, i)
    const res = await upload(big, { 'Content-Type': 'application/octet-stream' })
    expect(res.status).toBe(200)
    const { storageId } = (await res.json()) as { storageId: string }
    const url = (await http.query(api.files.getUrl, { id: storageId })) as string
    const down = Buffer.from(await (await fetch(url)).arrayBuffer())
    expect(down.length).toBe(big.length)
    expect(down.equals(big)).toBe(true)
    const head = await fetch(url, { method: 'HEAD' })
    expect(head.status).toBe(200)
    expect(head.headers.get('content-length')).toBe(String(big.length))
    expect((await head.arrayBuffer()).byteLength).toBe(0)
  })

  it('refuses an upload whose Digest does not match, and bad tokens', async () => {
    const mismatch = await upload(bytes, {
      'Content-Type': 'text/plain',
      Digest: `sha-256=${createHash('sha256').update('other').digest('base64')}`,
    })
    expect(mismatch.status).toBe(400)
    expect(await mismatch.json()).toMatchObject({ code: 'Sha256Mismatch' })

    const badToken = await fetch(`${server.url}/api/storage/upload?token=garbage`, {
      method: 'POST',
      body: new Uint8Array(bytes),
    })
    expect(badToken.status).toBe(401)
    expect(await badToken.json()).toMatchObject({ code: 'StorageTokenInvalid' })

    const noToken = await fetch(`${server.url}/api/storage/upload`, {
      method: 'POST',
      body: new Uint8Array(bytes),
    })
    expect(noToken.status).toBe(400)
    await noToken.arrayBuffer()
  })

  it('answers preflight requests for browser uploads', async () => {
    const res = await fetch(`${server.url}/api/storage/upload?token=x`, {
      method: 'OPTIONS',
      headers: {
        Origin: 'http://localhost:3000',
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'content-type',
      },
    })
    expect(res.status).toBe(204)
    expect(res.headers.get('access-control-allow-origin')).toBe('http://localhost:3000')
    expect(res.headers.get('access-control-allow-methods')).toContain('POST')
  })

  it('answers 400 InvalidStoragePath for a non-uuid path and 404 for an unknown uuid', async () => {
    const invalid = await fetch(`${server.url}/api/storage/not-a-uuid`)
    expect(invalid.status).toBe(400)
    expect(await invalid.json()).toMatchObject({ code: 'InvalidStoragePath' })
    const unknown = await fetch(`${server.url}/api/storage/${randomUUID()}`)
    expect(unknown.status).toBe(404)
    await unknown.arrayBuffer()
  })
})

describe('/.well-known/jwks.json', () => {
  it('serves the key that verifies ctx.auth.signJwt tokens', async () => {
    const res = await fetch(`${server.url}/.well-known/jwks.json`)
    expect(res.status).toBe(200)
    const jwks = (await res.json()) as { keys: Array<Record<string, unknown>> }
    expect(jwks.keys.length).toBeGreaterThan(0)
    const token = (await http.mutation(api.files.signed, {})) as string
    const { payload } = await jwtVerify(token, createLocalJWKSet(jwks as never), {
      issuer: server.url,
    })
    expect(payload.sub).toBe('robot')
  })
})
