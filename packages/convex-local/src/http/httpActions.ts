/**
 * HTTP actions (design §9.1): every request on the site port (and under `/http/*` on the cloud
 * port) goes to the app's `convex/http.ts` router through `engine.runHttpAction`, as a Web
 * `Request`; the Web `Response` is streamed back unchanged (status, every header including repeated
 * `Set-Cookie`, body). Redirects are passed through, never followed. Unmatched routes answer the
 * engine's 404. CORS is the app's business (its router), so nothing is added here.
 */
import type { IncomingMessage, ServerResponse } from 'node:http'
import { Readable, Transform } from 'node:stream'
import type { ReadableStream as NodeReadableStream } from 'node:stream/web'
import type { Engine, Identity } from '../engine/types'
import type { Authenticator } from './auth'
import { withRequest } from './requestMetadata'
import { sendJson, type HttpRoute } from './route'

/** What the route needs of the engine (LocalEngine has it). */
export type HttpActionEngine = Engine & {
  runHttpAction(
    request: Request,
    identity: Identity,
  ): Promise<{ response: Response; logLines: string[]; error?: { errorMessage: string } }>
}

export function hasHttpActions(engine: Engine): engine is HttpActionEngine {
  return typeof (engine as Partial<HttpActionEngine>).runHttpAction === 'function'
}

export type HttpActionRouteOptions = {
  engine: HttpActionEngine
  /** The current user-JWT verifier (looked up per request, so reloads are seen). */
  authenticate: () => Authenticator
  /** Origin the Request URL is built on (the site URL), e.g. http://127.0.0.1:3211. */
  siteUrl: string
  log: (message: string) => void
}

/** Convex's cap on an HTTP action's request body (`HTTP_ACTION_BODY_LIMIT`, 20 MiB). */
export const MAX_HTTP_ACTION_BODY = 20 * 1024 * 1024

const bodyTooLargeMessage = 'HTTP request body exceeds the 20 MiB limit'

/** `req`, failing with an error (which the handler's `request.text()` rejects with) past `limit` bytes. */
function capped(req: IncomingMessage, limit: number): Readable {
  let size = 0
  const out = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      size += chunk.length
      if (size > limit) {
        req.unpipe(out)
        req.pause()
        callback(new Error(bodyTooLargeMessage))
      } else callback(null, chunk)
    },
  })
  req.once('error', (e) => out.destroy(e))
  return req.pipe(out)
}

/** Node request → Web Request (body streamed, not buffered, at most 20 MiB). */
export function toWebRequest(req: IncomingMessage, url: string): Request {
  const headers = new Headers()
  for (let i = 0; i < req.rawHeaders.length; i += 2) {
    const name = req.rawHeaders[i]!
    // Hop-by-hop headers are not the app's, and undici refuses some of them.
    if (/^(connection|keep-alive|transfer-encoding|upgrade|expect)$/i.test(name)) continue
    headers.append(name, req.rawHeaders[i + 1]!)
  }
  const method = req.method ?? 'GET'
  const hasBody = method !== 'GET' && method !== 'HEAD'
  const controller = new AbortController()
  req.once('close', () => {
    if (!req.complete) controller.abort()
  })
  return new Request(url, {
    method,
    headers,
    body: hasBody
      ? (Readable.toWeb(capped(req, MAX_HTTP_ACTION_BODY)) as unknown as ReadableStream<Uint8Array>)
      : undefined,
    signal: controller.signal,
    redirect: 'manual',
    // Required by undici for streaming request bodies.
    ...(hasBody ? { duplex: 'half' } : {}),
  } as RequestInit)
}

/** Web Response → Node response, streaming the body; `Set-Cookie` headers stay separate. */
export async function sendWebResponse(
  res: ServerResponse,
  response: Response,
  head: boolean,
): Promise<void> {
  const headers: Record<string, string | string[]> = {}
  response.headers.forEach((value, name) => {
    if (name === 'set-cookie') return
    headers[name] = value
  })
  const cookies = response.headers.getSetCookie()
  if (cookies.length > 0) headers['set-cookie'] = cookies
  res.writeHead(response.status, response.statusText || undefined, headers)
  if (head || response.body === null) {
    res.end()
    if (response.body) await response.body.cancel().catch(() => {})
    return
  }
  const body = Readable.fromWeb(response.body as unknown as NodeReadableStream<Uint8Array>)
  res.once('close', () => {
    if (!res.writableFinished) body.destroy()
  })
  res.flushHeaders()
  for await (const chunk of body) {
    if (!res.write(chunk)) {
      await new Promise<void>((resolve) => {
        const done = () => {
          res.off('drain', done)
          res.off('close', done)
          resolve()
        }
        res.once('drain', done)
        res.once('close', done)
      })
    }
    if (res.destroyed) return
  }
  res.end()
}

/**
 * The identity of an HTTP action request: a `Bearer` JWT is verified like a client token. A token
 * that fails verification makes the request anonymous (logged) rather than failing it, since HTTP
 * routes (e.g. better-auth's) may carry their own non-JWT bearer tokens.
 */
async function identityOf(
  req: IncomingMessage,
  authenticate: Authenticator,
  log: (m: string) => void,
): Promise<Identity> {
  const header = req.headers.authorization
  const m = typeof header === 'string' ? /^\s*bearer\s+(\S+)\s*$/i.exec(header) : null
  if (!m) return { kind: 'none' }
  const token = m[1]!
  try {
    return { kind: 'user', identity: await authenticate(token), token }
  } catch (e) {
    log(`http action: Bearer token not accepted: ${(e as Error)?.message ?? String(e)}`)
    return { kind: 'none' }
  }
}

/** The route for the site port: every request is an HTTP action. */
export function createHttpActionRoute(options: HttpActionRouteOptions): HttpRoute {
  const { engine, log } = options
  const origin = options.siteUrl.replace(/\/$/, '')
  return async (req, res, url) => {
    if (Number(req.headers['content-length']) > MAX_HTTP_ACTION_BODY) {
      // Refused before the body is read, and the connection closed so it is never read.
      res.setHeader('Connection', 'close')
      sendJson(res, 413, { code: 'HttpRequestBodyTooLarge', message: bodyTooLargeMessage })
      return true
    }
    const identity = await identityOf(req, options.authenticate(), log)
    const request = toWebRequest(req, origin + url.pathname + url.search)
    const result = await withRequest(engine, req, () => engine.runHttpAction(request, identity))
    for (const line of result.logLines) log(`[http ${req.method} ${url.pathname}] ${line}`)
    await sendWebResponse(res, result.response, req.method === 'HEAD')
    return true
  }
}
