/**
 * File storage endpoints on the cloud port (design §7) and `/.well-known/jwks.json` (§6.8):
 *
 * - `POST /api/storage/upload?token=…`: the raw body is streamed to the blob store with its
 *   `Content-Type`; an optional `Digest: sha-256=<base64>` is checked. → `{"storageId": …}`.
 *   A URL stores one file; a body over the upload cap is refused while it streams.
 * - `GET|HEAD /api/storage/<uuid>`: the bytes with Content-Type, Content-Length, Digest,
 *   `Cache-Control: private`, `Accept-Ranges: bytes`; one `Range` → 206, unsatisfiable → 416.
 *   Every answer carries `nosniff`, a sandboxing CSP and, unless the type is one a browser shows
 *   without running it, `Content-Disposition: attachment` (fileSafetyHeaders).
 * - `GET /.well-known/jwks.json`: the public key of `ctx.auth.signJwt` tokens.
 *
 * CORS comes from the cloud port's route chain (any origin).
 */
import type { Engine } from '../engine/types'
import type { BlobBody, BlobStore } from '../files/index'
import { isStorageUuid, parseDigestHeader, parseRangeHeader } from '../files/index'
import { sendJson, type HttpRoute } from './route'

type FileInfo = {
  id: string
  uuid: string
  sha256: string
  size: number
  contentType: string | null
}

/** What the routes need of the engine (LocalEngine has it). */
export type StorageEngine = Engine & {
  storeUpload(
    token: string,
    body: BlobBody,
    contentType: string | null,
    sha256?: string | null,
    declaredSize?: number,
  ): Promise<string>
  fileInfo(uuid: string): FileInfo | null
  readonly blobs: BlobStore
}

export function hasStorage(engine: Engine): engine is StorageEngine {
  const e = engine as Partial<StorageEngine>
  return typeof e.storeUpload === 'function' && typeof e.fileInfo === 'function'
}

export function hasJwks(engine: Engine): engine is Engine & { jwks(): { keys: unknown[] } } {
  return typeof (engine as { jwks?: unknown }).jwks === 'function'
}

function errorStatus(e: unknown): { status: number; code: string; message: string } | null {
  const err = e as { name?: string; code?: unknown; status?: unknown; message?: string }
  if (
    (err?.name === 'UploadTokenError' || err?.name === 'BlobStoreError') &&
    typeof err.code === 'string'
  ) {
    return {
      status: typeof err.status === 'number' ? err.status : 400,
      code: err.code,
      message: err.message ?? String(e),
    }
  }
  return null
}

/**
 * Types a browser shows itself without running anything from the file. Everything else (HTML,
 * SVG, any XML, scripts, unknown or missing types) is served as an attachment.
 */
const INLINE_TYPES = new Set([
  'application/pdf',
  'image/png',
  'image/jpeg',
  'image/gif',
  'image/webp',
  'text/plain',
])

/**
 * What keeps an uploaded file from running as a page of this origin, whatever type the uploader
 * claimed: no sniffing into another type, a CSP that allows nothing and sandboxes the document
 * (a unique origin, no scripts), and a download instead of a page for any type not shown inline.
 * Reading the bytes with `fetch` (pdf.js, thumbnails) is unaffected.
 */
export function fileSafetyHeaders(contentType: string | null): Record<string, string> {
  const headers: Record<string, string> = {
    'X-Content-Type-Options': 'nosniff',
    'Content-Security-Policy': "default-src 'none'; sandbox",
  }
  const essence = (contentType ?? '').split(';')[0]!.trim().toLowerCase()
  if (!INLINE_TYPES.has(essence)) headers['Content-Disposition'] = 'attachment'
  return headers
}

export function createStorageRoute(options: {
  engine: StorageEngine
  log: (message: string) => void
}): HttpRoute {
  const { engine, log } = options
  return async (req, res, url) => {
    const path = url.pathname
    if (!path.startsWith('/api/storage/')) return false
    const method = req.method ?? 'GET'
    if (path === '/api/storage/upload') {
      if (method !== 'POST') return false
      const token = url.searchParams.get('token')
      if (!token) {
        req.resume()
        sendJson(res, 400, {
          code: 'MissingStorageToken',
          message: 'The upload URL is missing its "token" query parameter',
        })
        return true
      }
      const contentType = req.headers['content-type'] ?? null
      const digest = req.headers.digest
      const sha256 = parseDigestHeader(Array.isArray(digest) ? digest[0] : digest) ?? null
      const length = Number(req.headers['content-length'])
      try {
        const storageId = await engine.storeUpload(
          token,
          req,
          contentType,
          sha256,
          Number.isFinite(length) ? length : undefined,
        )
        sendJson(res, 200, { storageId })
      } catch (e) {
        const known = errorStatus(e)
        if (!known) throw e
        log(`storage: upload refused: ${known.code}: ${known.message}`)
        if (!req.complete) {
          // The rest of an oversize body is never read: the answer closes the connection.
          req.unpipe()
          req.pause()
          res.setHeader('Connection', 'close')
        }
        sendJson(res, known.status, { code: known.code, message: known.message })
      }
      return true
    }
    if (method !== 'GET' && method !== 'HEAD') return false
    const uuid = decodeURIComponent(path.slice('/api/storage/'.length))
    if (!isStorageUuid(uuid)) {
      sendJson(res, 400, {
        code: 'InvalidStoragePath',
        message: `Invalid storage path: "${uuid}" is not a valid storage id`,
      })
      return true
    }
    const info = engine.fileInfo(uuid.toLowerCase()) ?? engine.fileInfo(uuid)
    if (!info) {
      sendJson(res, 404, { code: 'FileNotFound', message: `File ${uuid} not found` })
      return true
    }
    const headers: Record<string, string | number> = {
      'Content-Type': info.contentType ?? 'application/octet-stream',
      ...fileSafetyHeaders(info.contentType),
      // As Convex: the bytes under a storage id never change.
      'Cache-Control': 'private, max-age=2592000',
      'Accept-Ranges': 'bytes',
      Digest: `sha-256=${info.sha256}`,
      // A page on another origin (the app) reads these to fetch a file in ranges: pdf.js opens a
      // long PDF at page 1 after its first chunks instead of after the whole file.
      'Access-Control-Expose-Headers': 'Accept-Ranges, Content-Range, Content-Length, Digest',
    }
    const rangeHeader = req.headers.range
    const range = parseRangeHeader(rangeHeader ?? null, info.size)
    if (range.kind === 'unsatisfiable') {
      res.writeHead(416, { 'Content-Range': range.contentRange, 'Content-Length': 0 })
      res.end()
      return true
    }
    const partial = range.kind === 'partial'
    const stream = await engine.blobs.readStream(
      info.uuid,
      partial ? { start: range.start, end: range.end } : undefined,
    )
    if (!stream) {
      sendJson(res, 404, { code: 'FileNotFound', message: `File ${uuid} not found` })
      return true
    }
    if (partial) {
      headers['Content-Range'] = range.contentRange
      headers['Content-Length'] = range.length
    } else {
      headers['Content-Length'] = info.size
    }
    res.writeHead(partial ? 206 : 200, headers)
    if (method === 'HEAD') {
      stream.destroy()
      res.end()
      return true
    }
    res.once('close', () => stream.destroy())
    stream.pipe(res)
    await new Promise<void>((resolve) => {
      stream.once('end', resolve)
      stream.once('error', () => {
        res.destroy()
        resolve()
      })
      res.once('close', resolve)
    })
    return true
  }
}

export function createJwksRoute(engine: Engine & { jwks(): { keys: unknown[] } }): HttpRoute {
  return (req, res, url) => {
    if (
      url.pathname !== '/.well-known/jwks.json' ||
      (req.method !== 'GET' && req.method !== 'HEAD')
    )
      return false
    const text = JSON.stringify(engine.jwks())
    res.writeHead(200, {
      'Content-Type': 'application/json',
      'Content-Length': Buffer.byteLength(text),
      'Cache-Control': 'public, max-age=3600',
    })
    res.end(req.method === 'HEAD' ? undefined : text)
    return true
  }
}
