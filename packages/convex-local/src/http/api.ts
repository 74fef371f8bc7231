/**
 * The public HTTP API on the cloud port (local-backend.md §2): what `ConvexHttpClient`, SSR helpers,
 * `npx convex run` and curl use.
 */
import type { IncomingMessage, ServerResponse } from 'node:http'
import type { JSONValue } from 'convex/values'
import type { CallRequest, CallResult, Engine, Identity, UdfType } from '../engine/types'
import { canonicalizeUdfPath, encodeTs } from '../sync/encoding'
import { AuthHeaderError, identityFromAuthorizationHeader, type Authenticator } from './auth'
import { callUnknownType } from './callAny'
import { formatValue, parseFormat, type OutputFormat } from './format'
import { withRequest } from './requestMetadata'
import { HttpError, discardUnreadBody, readBody, sendJson, sendText, type HttpRoute } from './route'
import { checkJsonText, JsonShapeError } from '../values/jsonShape'

export type ApiOptions = {
  engine: Engine
  adminKey: string
  authenticate: Authenticator
  version: string
  instanceName: string
  log?: (message: string) => void
}

/**
 * Convex's cap on public API bodies (`MAX_BACKEND_PUBLIC_API_REQUEST_SIZE`, 8 MiB + 2000 bytes):
 * `/api/query`, `/api/mutation`, `/api/action`, `/api/function`, `/api/run/*`, `/api/query_batch`.
 */
export const MAX_PUBLIC_API_BODY = 8 * 1024 * 1024 + 2000

const YIELD_AFTER_BYTES = 256 * 1024

/**
 * A request whose arguments break Convex's value limits (or convex-local's value count): answered
 * as the function's error, as the executor would, but before the body is parsed.
 */
class ArgumentsRefused extends Error {}

async function readJsonBody(req: IncomingMessage): Promise<Record<string, unknown>> {
  const body = await readBody(req, MAX_PUBLIC_API_BODY)
  if (body.length === 0) return {}
  const text = body.toString('utf8')
  // Convex's value limits on the text, before JSON.parse spends seconds on a hostile shape.
  try {
    checkJsonText(text)
  } catch (e) {
    if (e instanceof JsonShapeError) throw new ArgumentsRefused(e.message)
    throw e
  }
  let parsed: unknown
  try {
    parsed = JSON.parse(text)
  } catch (e) {
    throw new HttpError(
      400,
      'BadJsonBody',
      `Failed to parse the JSON body: ${(e as Error).message}`,
    )
  }
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) {
    throw new HttpError(400, 'BadJsonBody', 'The JSON body must be an object')
  }
  // Parsing a large body was one block of work; let other callers in before converting it.
  if (text.length > YIELD_AFTER_BYTES) await new Promise<void>((resolve) => setImmediate(resolve))
  return parsed as Record<string, unknown>
}

/** `args` may be an object or the legacy one-element positional array. */
function parseArgs(args: unknown): JSONValue {
  if (args === undefined || args === null) return {}
  if (Array.isArray(args)) {
    if (args.length === 0) return {}
    if (args.length !== 1)
      throw new HttpError(400, 'InvalidArgs', `Expected one argument object, got ${args.length}`)
    // One level only: `[[...]]` is a call whose argument is an array, which the executor refuses
    // with ArgumentValidationError as Convex does, not a call with the inner value.
    return args[0] as JSONValue
  }
  if (typeof args !== 'object') throw new HttpError(400, 'InvalidArgs', 'args must be an object')
  return args as JSONValue
}

function requirePath(path: unknown): string {
  if (typeof path !== 'string' || path === '')
    throw new HttpError(400, 'BadRequest', 'Missing "path"')
  return canonicalizeUdfPath(path)
}

function chooseFormat(
  req: IncomingMessage,
  explicit: unknown,
  fallback?: OutputFormat,
): OutputFormat {
  if (explicit !== undefined && explicit !== null) {
    const f = parseFormat(explicit)
    if (!f) throw new HttpError(400, 'BadFormat', `Unsupported format ${JSON.stringify(explicit)}`)
    return f
  }
  if (fallback) return fallback
  const client = req.headers['convex-client']
  return typeof client === 'string' && client.startsWith('npm-') ? 'encoded' : 'clean'
}

export function udfResponseBody(result: CallResult, format: OutputFormat): Record<string, unknown> {
  if (result.success) {
    return {
      status: 'success',
      value: formatValue(result.value, format),
      logLines: result.logLines,
    }
  }
  return {
    status: 'error',
    errorMessage: result.errorMessage,
    ...(result.errorData !== undefined ? { errorData: formatValue(result.errorData, format) } : {}),
    logLines: result.logLines,
  }
}

export function createApiHandler(options: ApiOptions): HttpRoute {
  const { engine } = options
  const log = options.log ?? (() => {})

  const identityOf = async (req: IncomingMessage): Promise<Identity> => {
    const header = req.headers.authorization
    return identityFromAuthorizationHeader(
      Array.isArray(header) ? header[0] : header,
      options.adminKey,
      options.authenticate,
    )
  }

  const safeCall = async (fn: () => Promise<CallResult>): Promise<CallResult> => {
    try {
      return await fn()
    } catch (e) {
      log(`http: engine error: ${(e as Error)?.stack ?? String(e)}`)
      return {
        success: false,
        errorMessage: `InternalServerError: ${(e as Error)?.message ?? String(e)}`,
        logLines: [],
        ts: 0n,
      }
    }
  }

  const typed = async (req: IncomingMessage, res: ServerResponse, udfType: UdfType) => {
    const body = await readJsonBody(req)
    const format = chooseFormat(req, body.format)
    const identity = await identityOf(req)
    const request: CallRequest = {
      udfType,
      udfPath: requirePath(body.path),
      args: parseArgs(body.args),
      identity,
    }
    const result = await safeCall(() => engine.call(request))
    sendJson(res, 200, udfResponseBody(result, format))
  }

  const untyped = async (
    req: IncomingMessage,
    res: ServerResponse,
    udfPath: string,
    body: Record<string, unknown>,
    fallbackFormat?: OutputFormat,
  ) => {
    const format = chooseFormat(req, body.format, fallbackFormat)
    const identity = await identityOf(req)
    const componentPath =
      typeof body.componentPath === 'string' && body.componentPath !== ''
        ? body.componentPath
        : undefined
    if (componentPath !== undefined && identity.kind !== 'admin') {
      throw new HttpError(403, 'Unauthorized', 'componentPath may only be used with an admin key')
    }
    const result = await safeCall(() =>
      callUnknownType(engine, { udfPath, args: parseArgs(body.args), identity, componentPath }),
    )
    sendJson(res, 200, udfResponseBody(result, format))
  }

  return (req, res, url) => withRequest(engine, req, () => handle(req, res, url))

  async function handle(req: IncomingMessage, res: ServerResponse, url: URL): Promise<boolean> {
    const path = url.pathname
    const method = req.method ?? 'GET'
    try {
      if (method === 'GET' && path === '/version') {
        sendText(res, 200, options.version)
        return true
      }
      if (method === 'GET' && path === '/instance_name') {
        sendText(res, 200, options.instanceName)
        return true
      }
      if (!path.startsWith('/api/')) return false
      if (method === 'POST') {
        switch (path) {
          case '/api/query':
            await typed(req, res, 'query')
            return true
          case '/api/mutation':
            await typed(req, res, 'mutation')
            return true
          case '/api/action':
            await typed(req, res, 'action')
            return true
          case '/api/function': {
            const body = await readJsonBody(req)
            await untyped(req, res, requirePath(body.path), body)
            return true
          }
          case '/api/query_at_ts': {
            // There is no MVCC history to read from: the query runs at the latest timestamp.
            await typed(req, res, 'query')
            return true
          }
          case '/api/query_ts': {
            await readBody(req, MAX_PUBLIC_API_BODY)
            sendJson(res, 200, { ts: encodeTs(engine.latestTs()) })
            return true
          }
          case '/api/query_batch': {
            const body = await readJsonBody(req)
            const identity = await identityOf(req)
            if (!Array.isArray(body.queries))
              throw new HttpError(400, 'BadRequest', 'Missing "queries"')
            const results = []
            for (const q of body.queries as Array<Record<string, unknown>>) {
              const format = chooseFormat(req, q.format)
              const r = await safeCall(() =>
                engine.call({
                  udfType: 'query',
                  udfPath: requirePath(q.path),
                  args: parseArgs(q.args),
                  identity,
                }),
              )
              results.push(udfResponseBody(r, format))
            }
            sendJson(res, 200, { results })
            return true
          }
        }
        if (path.startsWith('/api/run/')) {
          const segments = path
            .slice('/api/run/'.length)
            .split('/')
            .filter((s) => s !== '')
            .map(decodeURIComponent)
          if (segments.length < 2) {
            throw new HttpError(
              400,
              'BadRequest',
              'Expected /api/run/<module path>/<function name>',
            )
          }
          const fn = segments.pop()!
          const body = await readJsonBody(req)
          await untyped(
            req,
            res,
            `${segments.join('/')}:${fn}`,
            { args: body.args, format: body.format },
            'clean',
          )
          return true
        }
      }
      if (method === 'GET' && path === '/api/query') {
        const p = url.searchParams
        let args: unknown = {}
        const rawArgs = p.get('args')
        if (rawArgs !== null && rawArgs !== '') {
          try {
            args = JSON.parse(rawArgs)
          } catch (e) {
            throw new HttpError(
              400,
              'BadQueryArgs',
              `Failed to parse args: ${(e as Error).message}`,
            )
          }
        }
        const format = chooseFormat(req, p.get('format') ?? undefined)
        const identity = await identityOf(req)
        const result = await safeCall(() =>
          engine.call({
            udfType: 'query',
            udfPath: requirePath(p.get('path')),
            args: parseArgs(args),
            identity,
          }),
        )
        sendJson(res, 200, udfResponseBody(result, format))
        return true
      }
      return false
    } catch (e) {
      if (res.headersSent) {
        res.destroy()
        return true
      }
      if (e instanceof ArgumentsRefused) {
        sendJson(res, 200, { status: 'error', errorMessage: e.message, logLines: [] })
      } else if (e instanceof HttpError) {
        sendJson(res, e.status, { code: e.code, message: e.message })
        if (e.bodyUnread) discardUnreadBody(req)
      } else if (e instanceof AuthHeaderError)
        sendJson(res, e.status, { code: e.code, message: e.message })
      else {
        log(`http: ${method} ${path} failed: ${(e as Error)?.stack ?? String(e)}`)
        sendJson(res, 500, {
          code: 'InternalServerError',
          message: (e as Error)?.message ?? String(e),
        })
      }
      return true
    }
  }
}
