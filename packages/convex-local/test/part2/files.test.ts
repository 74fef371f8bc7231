import { createHash } from 'node:crypto'
import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { Readable } from 'node:stream'
import { setFlagsFromString } from 'node:v8'
import { runInNewContext } from 'node:vm'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import {
  BlobStoreError,
  createBlobStore,
  createUploadTokens,
  fileUrl,
  isStorageUuid,
  parseDigestHeader,
  parseRangeHeader,
  UploadTokenError,
  uploadUrl,
  type BlobStore,
} from '../../src/files'

async function collect(stream: Readable | null): Promise<Buffer> {
  expect(stream).not.toBeNull()
  const chunks: Buffer[] = []
  for await (const c of stream!) chunks.push(Buffer.from(c as Uint8Array))
  return Buffer.concat(chunks)
}

/** A real gc() even without --expose-gc (the flag is set at runtime, then gc fetched from a fresh context). */
function forceGc(): () => void {
  setFlagsFromString('--expose-gc')
  return runInNewContext('gc') as () => void
}

const sha = (b: Uint8Array) => createHash('sha256').update(b).digest('base64')

describe('files: blob store', () => {
  let dir: string
  let store: BlobStore
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'cl-blobs-'))
    store = createBlobStore(dir)
  })
  afterEach(() => rmSync(dir, { recursive: true, force: true }))

  const entries = () =>
    readdirSync(dir)
      .filter((n) => n !== '.tmp')
      .sort()
  const tmpEntries = () => readdirSync(join(dir, '.tmp'))

  it('writes a Uint8Array, stats, reads (whole and ranged) and deletes it', async () => {
    const bytes = new TextEncoder().encode('hello, storage')
    const info = await store.write(bytes, { contentType: 'text/plain', expectedSha256: sha(bytes) })
    expect(isStorageUuid(info.uuid)).toBe(true)
    expect(info).toEqual({
      uuid: info.uuid,
      sha256Base64: sha(bytes),
      size: bytes.length,
      contentType: 'text/plain',
    })
    expect(await store.stat(info.uuid)).toEqual(info)
    expect((await collect(await store.readStream(info.uuid))).toString()).toBe('hello, storage')
    expect(
      (await collect(await store.readStream(info.uuid, { start: 7, end: 13 }))).toString(),
    ).toBe('storage')
    expect((await collect(await store.readStream(info.uuid, { start: 7 }))).toString()).toBe(
      'storage',
    )
    expect(Buffer.from((await store.readBytes(info.uuid))!).toString()).toBe('hello, storage')
    expect(await store.list()).toEqual([info.uuid])
    expect(await store.delete(info.uuid)).toBe(true)
    expect(await store.delete(info.uuid)).toBe(false)
    expect(await store.stat(info.uuid)).toBeNull()
    expect(await store.readStream(info.uuid)).toBeNull()
    expect(await store.readBytes(info.uuid)).toBeNull()
    expect(entries()).toEqual([])
  })

  it('accepts web streams, node streams and iterables; empty bodies; no content type', async () => {
    const web = new ReadableStream<Uint8Array>({
      start(c) {
        c.enqueue(new Uint8Array([1, 2]))
        c.enqueue(new Uint8Array([3]))
        c.close()
      },
    })
    const a = await store.write(web, {})
    expect(a.size).toBe(3)
    expect(a.contentType).toBeNull()
    const b = await store.write(Readable.from([Buffer.from('ab'), Buffer.from('cd')]), {
      contentType: 'x/y',
    })
    expect((await collect(await store.readStream(b.uuid))).toString()).toBe('abcd')
    const c = await store.write([new Uint8Array([9])])
    expect(c.sha256Base64).toBe(sha(new Uint8Array([9])))
    const empty = await store.write(new Uint8Array(0))
    expect(empty.size).toBe(0)
    expect(empty.sha256Base64).toBe('47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU=')
    expect((await collect(await store.readStream(empty.uuid))).length).toBe(0)
  })

  it('rejects a digest mismatch and leaves nothing behind', async () => {
    const body = Readable.from([Buffer.from('payload')])
    const wrong = sha(new TextEncoder().encode('other'))
    const err = await store.write(body, { expectedSha256: wrong }).catch((e: unknown) => e)
    expect(err).toBeInstanceOf(BlobStoreError)
    expect((err as BlobStoreError).code).toBe('Sha256Mismatch')
    expect((err as BlobStoreError).message).toBe(
      `Sha256 mismatch. Expected: ${wrong} Actual: ${sha(new TextEncoder().encode('payload'))}`,
    )
    expect(entries()).toEqual([])
    expect(tmpEntries()).toEqual([])
    await expect(store.write(new Uint8Array([1, 2]), { expectedSize: 3 })).rejects.toMatchObject({
      code: 'ContentLengthMismatch',
    })
    expect(entries()).toEqual([])
    // base64url / unpadded digests from clients are accepted.
    const ok = await store.write(new Uint8Array([1, 2]), {
      expectedSha256: sha(new Uint8Array([1, 2]))
        .replace(/=+$/, '')
        .replace(/\+/g, '-')
        .replace(/\//g, '_'),
    })
    expect(ok.size).toBe(2)
  })

  it('cleans up when the source stream fails midway', async () => {
    async function* failing() {
      yield Buffer.alloc(1024, 1)
      throw new Error('client went away')
    }
    await expect(store.write(failing())).rejects.toThrow('client went away')
    expect(entries()).toEqual([])
    expect(tmpEntries()).toEqual([])
  })

  it('streams a 20 MB upload to disk without buffering it (temp file grows while the source is read)', async () => {
    const CHUNK = 256 * 1024
    const COUNT = 80 // 20 MiB
    const expected = createHash('sha256')
    const observedTmpSizes: number[] = []
    const gc = forceGc()
    gc()
    const buffersBefore = process.memoryUsage().arrayBuffers
    let peakBuffers = buffersBefore
    async function* source() {
      for (let i = 0; i < COUNT; i++) {
        if (i > 0 && i % 10 === 0) {
          // How much has already reached the temp file while we are still producing?
          const files = readdirSync(join(dir, '.tmp'))
          const sizeOnDisk = files.reduce((n, f) => n + statSync(join(dir, '.tmp', f)).size, 0)
          observedTmpSizes.push(sizeOnDisk)
          gc()
          peakBuffers = Math.max(peakBuffers, process.memoryUsage().arrayBuffers)
        }
        const chunk = Buffer.alloc(CHUNK, i % 251)
        expected.update(chunk)
        yield chunk
      }
    }
    const info = await store.write(source(), { contentType: 'application/octet-stream' })
    expect(info.size).toBe(CHUNK * COUNT)
    expect(info.sha256Base64).toBe(expected.digest('base64'))
    expect(statSync(join(dir, info.uuid)).size).toBe(CHUNK * COUNT)
    // At every checkpoint all but a few chunks (stream buffers) are already on disk.
    observedTmpSizes.forEach((onDisk, k) => {
      const produced = (k + 1) * 10 * CHUNK
      expect(produced - onDisk).toBeLessThanOrEqual(4 * CHUNK)
    })
    // Loose: after a GC, live Buffer memory would grow with the body if it were held (≥ 15 MB by
    // the last checkpoint); streamed, only a few chunks are alive.
    expect(peakBuffers - buffersBefore).toBeLessThan(8 * 1024 * 1024)
    // Ranged read at the end of the big file.
    const tail = await collect(await store.readStream(info.uuid, { start: CHUNK * COUNT - 3 }))
    expect([...tail]).toEqual([(COUNT - 1) % 251, (COUNT - 1) % 251, (COUNT - 1) % 251])
  })

  it('removes temp files left over by a crash more than an hour ago, keeps recent ones', async () => {
    const { mkdirSync, writeFileSync, utimesSync } = await import('node:fs')
    mkdirSync(join(dir, '.tmp'), { recursive: true })
    writeFileSync(join(dir, '.tmp', 'old.part'), 'x')
    writeFileSync(join(dir, '.tmp', 'recent.part'), 'y')
    const twoHoursAgo = new Date(Date.now() - 2 * 60 * 60 * 1000)
    utimesSync(join(dir, '.tmp', 'old.part'), twoHoursAgo, twoHoursAgo)
    const fresh = createBlobStore(dir)
    await fresh.list()
    expect(tmpEntries()).toEqual(['recent.part'])
  })

  it('never touches paths that are not uuids', async () => {
    expect(await store.stat('../etc/passwd')).toBeNull()
    expect(await store.readStream('..')).toBeNull()
    expect(await store.delete('.tmp')).toBe(false)
    expect(isStorageUuid('3f2504e0-4f89-11d3-9a0c-0305e82c3301')).toBe(true)
    expect(isStorageUuid('kg2abc')).toBe(false)
  })

  it('parses Digest headers', () => {
    expect(parseDigestHeader('sha-256=abc=')).toBe('abc=')
    expect(parseDigestHeader('md5=zzz, SHA-256=q+/=')).toBe('q+/=')
    expect(parseDigestHeader('md5=zzz')).toBeUndefined()
    expect(parseDigestHeader(undefined)).toBeUndefined()
  })
})

describe('files: Range header', () => {
  it('bytes=a-b, a-, -n, clamping', () => {
    expect(parseRangeHeader('bytes=0-4', 10)).toEqual({
      kind: 'partial',
      start: 0,
      end: 4,
      length: 5,
      contentRange: 'bytes 0-4/10',
    })
    expect(parseRangeHeader('bytes=5-', 10)).toEqual({
      kind: 'partial',
      start: 5,
      end: 9,
      length: 5,
      contentRange: 'bytes 5-9/10',
    })
    expect(parseRangeHeader('bytes=-3', 10)).toEqual({
      kind: 'partial',
      start: 7,
      end: 9,
      length: 3,
      contentRange: 'bytes 7-9/10',
    })
    expect(parseRangeHeader('bytes=-30', 10)).toMatchObject({ start: 0, end: 9, length: 10 })
    expect(parseRangeHeader('bytes=8-100', 10)).toMatchObject({
      start: 8,
      end: 9,
      contentRange: 'bytes 8-9/10',
    })
    expect(parseRangeHeader('bytes=9-9', 10)).toMatchObject({ start: 9, end: 9, length: 1 })
    expect(parseRangeHeader('Bytes = 0-0', 10)).toMatchObject({ start: 0, end: 0 })
  })

  it('unsatisfiable ranges give 416 with bytes */size', () => {
    const u = { kind: 'unsatisfiable', status: 416, contentRange: 'bytes */10' }
    expect(parseRangeHeader('bytes=10-', 10)).toEqual(u)
    expect(parseRangeHeader('bytes=10-20', 10)).toEqual(u)
    expect(parseRangeHeader('bytes=-0', 10)).toEqual(u)
    expect(parseRangeHeader('bytes=0-', 0)).toEqual({
      kind: 'unsatisfiable',
      status: 416,
      contentRange: 'bytes */0',
    })
    expect(parseRangeHeader('bytes=-5', 0)).toMatchObject({ kind: 'unsatisfiable' })
    // Convex serves a single range only.
    expect(parseRangeHeader('bytes=0-1,4-5', 10)).toEqual(u)
    // ...but unsatisfiable parts of a list do not count.
    expect(parseRangeHeader('bytes=0-1,40-50', 10)).toMatchObject({
      kind: 'partial',
      start: 0,
      end: 1,
    })
  })

  it('malformed or foreign headers are ignored (whole file)', () => {
    for (const h of [
      undefined,
      null,
      '',
      'bytes=',
      'bytes=abc',
      'bytes=5-2',
      'items=0-1',
      'bytes=--1',
      'bytes=1-2-3',
      'bytes=-',
    ]) {
      expect(parseRangeHeader(h, 10)).toEqual({ kind: 'none' })
    }
  })
})

describe('files: upload tokens', () => {
  it('issues tokens bound to a component, valid for one hour', () => {
    let clock = 1_700_000_000_000
    const tokens = createUploadTokens('0123456789abcdef0123456789abcdef', { now: () => clock })
    const root = tokens.issue()
    const comp = tokens.issue('betterAuth')
    expect(root).not.toBe(tokens.issue())
    expect(tokens.check(root)).toEqual({
      componentPath: '',
      issuedAtMs: clock,
      nonce: expect.stringMatching(/^[\w-]{12}$/),
    })
    expect(tokens.check(root).nonce).not.toBe(tokens.check(comp).nonce)
    expect(tokens.check(comp).componentPath).toBe('betterAuth')
    clock += 60 * 60 * 1000 - 1000
    expect(tokens.check(comp).componentPath).toBe('betterAuth')
    clock += 1000
    expect(() => tokens.check(comp)).toThrow(UploadTokenError)
    expect(() => tokens.check(comp)).toThrow('Store File Authorization expired')
    try {
      tokens.check(comp)
    } catch (e) {
      expect((e as UploadTokenError).code).toBe('StorageTokenExpired')
    }
  })

  it('rejects tampered tokens and tokens from another secret', () => {
    const a = createUploadTokens('a'.repeat(32))
    const b = createUploadTokens('b'.repeat(32))
    const t = a.issue('c1')
    expect(() => b.check(t)).toThrow("Couldn't decode the StoreFileAuthorization token")
    const [payload, mac] = t.split('.')
    const forged = Buffer.from(
      JSON.stringify({ ...JSON.parse(Buffer.from(payload!, 'base64url').toString()), c: '' }),
    ).toString('base64url')
    expect(() => a.check(`${forged}.${mac}`)).toThrow(UploadTokenError)
    expect(() => a.check('garbage')).toThrow(UploadTokenError)
    expect(() => a.check('')).toThrow(UploadTokenError)
    expect(() => createUploadTokens('short')).toThrow(/at least 16 bytes/)
  })

  it('builds the upload and file URLs', () => {
    expect(uploadUrl('http://127.0.0.1:3210/', 'a.b')).toBe(
      'http://127.0.0.1:3210/api/storage/upload?token=a.b',
    )
    const uuid = '3f2504e0-4f89-11d3-9a0c-0305e82c3301'
    expect(fileUrl('http://127.0.0.1:3210', uuid)).toBe(`http://127.0.0.1:3210/api/storage/${uuid}`)
    expect(fileUrl('http://127.0.0.1:3210', uuid, 'comp id')).toBe(
      `http://127.0.0.1:3210/api/storage/${uuid}?component=comp%20id`,
    )
  })
})
