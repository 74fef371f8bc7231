/**
 * What every HTTP route shares: the handler type, errors answered as `{code, message}` JSON,
 * replies, CORS and reading a request body under a size cap.
 */
import type { IncomingMessage, ServerResponse } from 'node:http'

/** A request handler; returns false when the request is not its own. */
export type HttpRoute = (
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
) => Promise<boolean> | boolean

/** Admin routes (codegen pushes, snapshot import parts): convex-local's own cap. */
const MAX_BODY = 32 * 1024 * 1024

export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    /** The rest of the body is not read: after the answer it is read on and thrown away. */
    readonly bodyUnread = false,
  ) {
    super(message)
  }
}

/** How long, and how many more bytes, a refused body is read and thrown away before the cut. */
const LINGER_MS = 5_000
const LINGER_BYTES = 16 * 1024 * 1024

/**
 * After answering a request whose body was refused unread: reads on and discards what the client
 * still sends, for a bounded time and size. Closing at once with bytes unread makes
 * the kernel reset the connection, and a client still writing then sees EPIPE or ECONNRESET
 * instead of the answer (a lingering close, as HTTP servers do). A body read to its end leaves
 * the connection usable; one still arriving after the time or size allowed is cut. Nothing is
 * kept.
 */
export function discardUnreadBody(req: IncomingMessage): void {
  const socket = req.socket
  let drained = 0
  const close = () => {
    clearTimeout(timer)
    socket.destroy()
  }
  const timer = setTimeout(close, LINGER_MS)
  timer.unref()
  req.on('data', (chunk: Buffer) => {
    drained += chunk.length
    if (drained > LINGER_BYTES) close()
  })
  // Read to its end, the connection is clean again and may carry the next request.
  req.once('end', () => clearTimeout(timer))
  socket.once('close', () => clearTimeout(timer))
  req.resume()
}

/** Convex's answer to a body over its limit (axum's length-limit rejection as `BadJsonBody`). */
function bodyTooLarge(): HttpError {
  return new HttpError(
    400,
    'BadJsonBody',
    'Failed to buffer the request body: length limit exceeded',
    true,
  )
}

export function sendJson(res: ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body)
  res.writeHead(status, {
    'Content-Type': 'application/json',
    'Content-Length': Buffer.byteLength(text),
  })
  res.end(text)
}

export function sendText(res: ServerResponse, status: number, text: string): void {
  res.writeHead(status, {
    'Content-Type': 'text/plain; charset=utf-8',
    'Content-Length': Buffer.byteLength(text),
  })
  res.end(text)
}

/** Echoes the caller's origin so browser apps (e.g. http://localhost:3000) can call the API. */
export function applyCors(req: IncomingMessage, res: ServerResponse): boolean {
  const origin = req.headers.origin
  res.setHeader('Access-Control-Allow-Origin', origin ?? '*')
  if (origin) {
    res.setHeader('Access-Control-Allow-Credentials', 'true')
    res.setHeader('Vary', 'Origin')
  }
  if (req.method === 'OPTIONS') {
    res.setHeader('Access-Control-Allow-Methods', 'GET, POST, PUT, PATCH, DELETE, OPTIONS')
    res.setHeader(
      'Access-Control-Allow-Headers',
      req.headers['access-control-request-headers'] ?? 'Content-Type, Authorization, Convex-Client',
    )
    res.setHeader('Access-Control-Max-Age', '86400')
    res.writeHead(204)
    res.end()
    return true
  }
  return false
}

/**
 * The whole body, refused (without reading on) once it passes `limit`: at once when
 * `Content-Length` says so, else as soon as the bytes received do. Nothing over the limit is ever
 * held in memory.
 */
export function readBody(req: IncomingMessage, limit = MAX_BODY): Promise<Buffer> {
  const declared = Number(req.headers['content-length'])
  if (Number.isFinite(declared) && declared > limit) return Promise.reject(bodyTooLarge())
  return new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = []
    let size = 0
    const done = () => {
      req.off('data', onData)
      req.off('end', onEnd)
      req.off('error', onError)
      req.off('close', onClose)
    }
    const onData = (chunk: Buffer) => {
      size += chunk.length
      if (size > limit) {
        done()
        req.pause()
        chunks.length = 0
        reject(bodyTooLarge())
        return
      }
      chunks.push(chunk)
    }
    const onEnd = () => {
      done()
      resolve(Buffer.concat(chunks, size))
    }
    const onError = (e: Error) => {
      done()
      reject(e)
    }
    const onClose = () => {
      done()
      reject(new HttpError(400, 'BadJsonBody', 'The request body ended early'))
    }
    req.on('data', onData)
    req.on('end', onEnd)
    req.on('error', onError)
    req.on('close', onClose)
  })
}
