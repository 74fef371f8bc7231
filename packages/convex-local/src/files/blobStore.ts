/**
 * File storage bytes on disk (design §7): `<dir>/<uuid>` holds the bytes and `<dir>/<uuid>.meta.json`
 * holds `{sha256, size, contentType}`. Uploads stream through a SHA-256 hash into a temp file under
 * `<dir>/.tmp/` and are renamed into place only when complete and verified, so the body is never
 * held in memory and a failed or mismatched upload leaves nothing behind.
 *
 * The `_storage` documents (and the `_id` ↔ uuid mapping) belong to the engine; this store only
 * knows uuids.
 */
import { createHash, randomUUID } from 'node:crypto'
import { createReadStream, createWriteStream, existsSync, promises as fsp } from 'node:fs'
import { join } from 'node:path'
import { Readable, Transform } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import type { ReadableStream as NodeReadableStream } from 'node:stream/web'

export type BlobInfo = {
  /** Storage uuid (what `/api/storage/<uuid>` and legacy storage ids use). */
  uuid: string
  /** Standard base64 of the SHA-256 digest (what `_storage.sha256` holds). */
  sha256Base64: string
  size: number
  contentType: string | null
}

export type BlobBody =
  | Uint8Array
  | Readable
  | ReadableStream<Uint8Array>
  | AsyncIterable<Uint8Array>
  | Iterable<Uint8Array>

export type WriteOptions = {
  contentType?: string | null
  /** Base64 SHA-256 the client promised (`Digest: sha-256=<b64>`); a mismatch rejects the write. */
  expectedSha256?: string
  /** Content-Length the client promised; a mismatch rejects the write. */
  expectedSize?: number
  /**
   * Refuses the write (`StorageFileTooLarge`, 413) as soon as more bytes than this arrive, so an
   * oversize body is never written out in full.
   */
  maxSize?: number
  /**
   * The uuid to keep (a snapshot import keeps each file's storage id, as Convex does); used only
   * when it is a well-formed UUID that no blob has yet, otherwise a fresh one is drawn.
   */
  uuid?: string
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/

export type ReadRange = {
  /** First byte, inclusive. Default 0. */
  start?: number
  /** Last byte, INCLUSIVE (like HTTP ranges and fs.createReadStream). Default: end of file. */
  end?: number
}

export class BlobStoreError extends Error {
  override readonly name = 'BlobStoreError'
  constructor(
    /** `Sha256Mismatch`, `ContentLengthMismatch`, `InvalidStorageId`, `StorageFileTooLarge`. */
    readonly code: string,
    message: string,
    readonly status = 400,
  ) {
    super(message)
  }
}

export type BlobStore = {
  readonly dir: string
  /** Streams `body` to disk; resolves once the blob is durable and visible under its new uuid. */
  write(body: BlobBody, options?: WriteOptions): Promise<BlobInfo>
  /** Metadata, or null if there is no such blob. */
  stat(uuid: string): Promise<BlobInfo | null>
  /** A stream of the bytes (optionally a range, `end` inclusive), or null if missing. */
  readStream(uuid: string, range?: ReadRange): Promise<Readable | null>
  /** The whole blob in memory (for `storageGet` from mutations, which base64-encode it), or null. */
  readBytes(uuid: string): Promise<Uint8Array | null>
  /** Removes the bytes. Resolves false if there was nothing to delete. */
  delete(uuid: string): Promise<boolean>
  /** Every stored uuid (e.g. to garbage-collect blobs without a `_storage` document). */
  list(): Promise<string[]>
}

/** The upload cap's refusal. */
export function fileTooLarge(maxSize: number): BlobStoreError {
  return new BlobStoreError(
    'StorageFileTooLarge',
    `The file is larger than this deployment accepts (limit: ${maxSize} bytes)`,
    413,
  )
}

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/** True for a storage uuid (hyphenated hex). Anything else must never reach the file system. */
export function isStorageUuid(s: unknown): s is string {
  return typeof s === 'string' && UUID_RE.test(s)
}

/** The base64 digest of a `Digest: sha-256=<b64>` header (RFC 3230 list), or undefined. */
export function parseDigestHeader(header: string | null | undefined): string | undefined {
  if (!header) return undefined
  for (const part of header.split(',')) {
    const eq = part.indexOf('=')
    if (eq === -1) continue
    if (part.slice(0, eq).trim().toLowerCase() === 'sha-256') return part.slice(eq + 1).trim()
  }
  return undefined
}

function normalizeB64(s: string): string {
  // Accept base64url and missing padding from clients; compare as standard padded base64.
  return Buffer.from(s.replace(/-/g, '+').replace(/_/g, '/'), 'base64').toString('base64')
}

function toReadable(body: BlobBody): Readable {
  if (body instanceof Readable) return body
  if (typeof (body as ReadableStream).getReader === 'function') {
    return Readable.fromWeb(body as NodeReadableStream<Uint8Array>)
  }
  return Readable.from(body as AsyncIterable<Uint8Array> | Iterable<Uint8Array>, {
    objectMode: false,
  })
}

export function createBlobStore(dir: string): BlobStore {
  const tmpDir = join(dir, '.tmp')
  let ready: Promise<void> | undefined
  const ensureDirs = () => (ready ??= fsp.mkdir(tmpDir, { recursive: true }).then(removeStaleTemp))
  /** Temp files older than an hour are leftovers of a crash mid-upload. */
  async function removeStaleTemp(): Promise<void> {
    const cutoff = Date.now() - 60 * 60 * 1000
    for (const name of await fsp.readdir(tmpDir)) {
      const p = join(tmpDir, name)
      const st = await fsp.stat(p).catch(() => null)
      if (st && st.mtimeMs < cutoff) await fsp.rm(p, { force: true })
    }
  }
  const blobPath = (uuid: string) => join(dir, uuid)
  const metaPath = (uuid: string) => join(dir, `${uuid}.meta.json`)

  async function write(body: BlobBody, options: WriteOptions = {}): Promise<BlobInfo> {
    await ensureDirs()
    const wanted = options.uuid?.toLowerCase()
    const uuid =
      wanted !== undefined &&
      UUID.test(wanted) &&
      !existsSync(metaPath(wanted)) &&
      !existsSync(blobPath(wanted))
        ? wanted
        : randomUUID()
    const tmpBlob = join(tmpDir, `${uuid}.part`)
    const tmpMeta = join(tmpDir, `${uuid}.meta.part`)
    const hash = createHash('sha256')
    let size = 0
    const maxSize = options.maxSize ?? Infinity
    const hasher = new Transform({
      transform(chunk: Buffer, _enc, cb) {
        size += chunk.length
        if (size > maxSize) {
          cb(fileTooLarge(maxSize))
          return
        }
        hash.update(chunk)
        cb(null, chunk)
      },
    })
    try {
      if (body instanceof Uint8Array && body.length > maxSize) throw fileTooLarge(maxSize)
      if (body instanceof Uint8Array) {
        hash.update(body)
        size = body.length
        await fsp.writeFile(tmpBlob, body, { flush: true } as Parameters<typeof fsp.writeFile>[2])
      } else {
        // Piped, not pipelined: a refused body (over maxSize) must not destroy its source, which
        // for an upload is the HTTP request whose socket still has to carry the answer.
        const source = toReadable(body)
        source.once('error', (e) => hasher.destroy(e))
        source.pipe(hasher)
        await pipeline(
          hasher,
          createWriteStream(tmpBlob, { flush: true } as Parameters<typeof createWriteStream>[1]),
        )
      }
      const sha256Base64 = hash.digest('base64')
      if (
        options.expectedSha256 !== undefined &&
        normalizeB64(options.expectedSha256) !== sha256Base64
      ) {
        throw new BlobStoreError(
          'Sha256Mismatch',
          `Sha256 mismatch. Expected: ${options.expectedSha256} Actual: ${sha256Base64}`,
        )
      }
      if (options.expectedSize !== undefined && options.expectedSize !== size) {
        throw new BlobStoreError(
          'ContentLengthMismatch',
          `Content-Length mismatch. Expected: ${options.expectedSize} Actual: ${size}`,
        )
      }
      const info: BlobInfo = { uuid, sha256Base64, size, contentType: options.contentType ?? null }
      await fsp.writeFile(
        tmpMeta,
        JSON.stringify({ sha256: sha256Base64, size, contentType: info.contentType }),
      )
      // Metadata first: the bytes file appearing is what makes the blob exist.
      await fsp.rename(tmpMeta, metaPath(uuid))
      await fsp.rename(tmpBlob, blobPath(uuid))
      return info
    } catch (e) {
      await Promise.all([
        fsp.rm(tmpBlob, { force: true }),
        fsp.rm(tmpMeta, { force: true }),
        fsp.rm(metaPath(uuid), { force: true }),
      ])
      throw e
    }
  }

  async function stat(uuid: string): Promise<BlobInfo | null> {
    if (!isStorageUuid(uuid)) return null
    let meta: { sha256: string; size: number; contentType: string | null }
    try {
      await fsp.access(blobPath(uuid))
      meta = JSON.parse(await fsp.readFile(metaPath(uuid), 'utf8'))
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code === 'ENOENT') return null
      throw e
    }
    return { uuid, sha256Base64: meta.sha256, size: meta.size, contentType: meta.contentType }
  }

  async function readStream(uuid: string, range: ReadRange = {}): Promise<Readable | null> {
    if (!isStorageUuid(uuid)) return null
    const handle = await fsp.open(blobPath(uuid), 'r').catch((e: NodeJS.ErrnoException) => {
      if (e.code === 'ENOENT') return null
      throw e
    })
    if (!handle) return null
    const start = range.start ?? 0
    const { size } = await handle.stat()
    const end = Math.min(range.end ?? size - 1, size - 1)
    if (end < start) {
      await handle.close()
      return Readable.from([])
    }
    // Reading through the open handle keeps the bytes readable even if the blob is deleted meanwhile.
    return createReadStream('', { fd: handle, start, end, autoClose: true })
  }

  async function readBytes(uuid: string): Promise<Uint8Array | null> {
    if (!isStorageUuid(uuid)) return null
    try {
      return new Uint8Array(await fsp.readFile(blobPath(uuid)))
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code === 'ENOENT') return null
      throw e
    }
  }

  async function del(uuid: string): Promise<boolean> {
    if (!isStorageUuid(uuid)) return false
    let existed = true
    await fsp.unlink(blobPath(uuid)).catch((e: NodeJS.ErrnoException) => {
      if (e.code !== 'ENOENT') throw e
      existed = false
    })
    await fsp.rm(metaPath(uuid), { force: true })
    return existed
  }

  async function list(): Promise<string[]> {
    await ensureDirs()
    return (await fsp.readdir(dir)).filter(isStorageUuid).sort()
  }

  return { dir, write, stat, readStream, readBytes, delete: del, list }
}
