// Compresses what the SSR handler answers (pages, server functions, the auth proxy) the way the
// static files are served: brotli when the browser takes it, else gzip. Streamed pages stay
// streamed: every chunk React writes is flushed through the compressor at once.
import { Readable } from 'node:stream'
import zlib from 'node:zlib'

const COMPRESSIBLE = /^(text\/|application\/(json|javascript|x-ndjson|xml)|image\/svg\+xml)/
// Below this the headers cost more than the saving.
const MIN_BYTES = 1024

/** 'br', 'gzip' or null: the encoding to use for a request's Accept-Encoding. */
export function chooseEncoding(acceptEncoding) {
  const offered = new Map()
  for (const part of (acceptEncoding ?? '').toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';')
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='))
    offered.set(name, q ? Number(q.slice(2)) : 1)
  }
  for (const encoding of ['br', 'gzip']) {
    if ((offered.get(encoding) ?? offered.get('*') ?? 0) > 0) return encoding
  }
  return null
}

function compressor(encoding) {
  return encoding === 'br'
    ? zlib.createBrotliCompress({
        flush: zlib.constants.BROTLI_OPERATION_FLUSH,
        // Quality 5: most of brotli's gain at a fraction of its top setting's CPU, per request.
        params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 },
      })
    : zlib.createGzip({ flush: zlib.constants.Z_SYNC_FLUSH, level: 6 })
}

/** The response, compressed when the request allows it and the body is worth it. */
export function compressResponse(request, response) {
  const type = response.headers.get('content-type') ?? ''
  const length = Number(response.headers.get('content-length') ?? Infinity)
  const encoding = chooseEncoding(request.headers.get('accept-encoding'))
  if (
    !encoding ||
    !response.body ||
    request.method === 'HEAD' ||
    response.status === 204 ||
    response.status === 304 ||
    response.headers.has('content-encoding') ||
    !COMPRESSIBLE.test(type) ||
    length < MIN_BYTES
  ) {
    return response
  }
  const headers = new Headers(response.headers)
  headers.delete('content-length')
  headers.set('content-encoding', encoding)
  headers.append('vary', 'Accept-Encoding')
  const body = Readable.toWeb(Readable.fromWeb(response.body).pipe(compressor(encoding)))
  return new Response(body, { status: response.status, statusText: response.statusText, headers })
}
