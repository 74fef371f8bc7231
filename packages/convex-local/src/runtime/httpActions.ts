/**
 * HTTP actions: a request to the site origin is routed through the `http.ts` router of the app
 * (or of a component mounted with `app.use(c, { httpPrefix })`) and runs as an action.
 */
import type { JSONValue } from 'convex/values'
import type { Identity } from '../engine/types'
import type { ComponentPath } from '../storage/types'
import { runWithTarget } from './context'
import { normalizeError } from './errors'
import { Execution, newRequestId } from './execution'
import type { Executor } from './executor'
import { crossComponentIdentity } from './nestedCalls'
import { currentRequestMetadata, withRequestMetadata } from './requestMetadata'

type RegisteredHttp = {
  isHttp?: boolean
  invokeHttpAction: (request: Request) => Promise<Response>
}

type HttpRouter = {
  isRouter?: boolean
  lookup: (path: string, method: string) => [RegisteredHttp, string, string] | null
}

export type HttpActionResult = {
  response: Response
  logLines: string[]
  /** Set when the handler threw (the response is then a 500). */
  error?: { errorMessage: string; errorData?: JSONValue; thrown: unknown }
}

/** The component serving `pathname` (following `httpPrefix` mounts) and the path within it. */
function mountedComponent(
  executor: Executor,
  pathname: string,
): { componentPath: ComponentPath; pathname: string } {
  let componentPath: ComponentPath = ''
  for (let depth = 0; depth < 32; depth++) {
    const mounts = executor.modules.httpMounts?.(componentPath) ?? {}
    const prefix = Object.keys(mounts)
      .filter((p) => pathname.startsWith(p))
      .sort((a, b) => b.length - a.length)[0]
    if (prefix === undefined) break
    const child = mounts[prefix]!.split('/')[2]!
    componentPath = componentPath ? `${componentPath}/${child}` : child
    pathname = pathname.slice(prefix.length - 1)
  }
  return { componentPath, pathname }
}

/**
 * Routes a request through the `http.ts` router and runs the HTTP action. Never throws: an
 * uncaught error becomes a 500 response (and is returned as `error`).
 */
export async function runHttpAction(
  executor: Executor,
  request: Request,
  identity: Identity,
): Promise<HttpActionResult> {
  const logLines: string[] = []
  const url = new URL(request.url)
  const { componentPath, pathname } = mountedComponent(executor, url.pathname)
  const mod = await executor.modules.getModule(componentPath, 'http')
  const router = mod?.default as HttpRouter | undefined
  if (!router || !router.isRouter) {
    return {
      response: new Response('No HTTP routes are defined (convex/http.ts).', { status: 404 }),
      logLines,
    }
  }
  const method = request.method === 'HEAD' ? 'GET' : request.method
  const found = router.lookup(pathname, method)
  if (!found) {
    return {
      // Convex's text (isolate/src/environment/action/mod.rs).
      response: new Response('No matching routes found', {
        status: 404,
        headers: { 'Content-Type': 'text/plain; charset=utf-8' },
      }),
      logLines,
    }
  }
  const [fn] = found
  if (!currentRequestMetadata()) {
    const forwarded = request.headers.get('x-forwarded-for')?.split(',')[0]?.trim()
    return withRequestMetadata(
      {
        ip: forwarded || request.headers.get('x-real-ip') || null,
        userAgent: request.headers.get('user-agent'),
      },
      () => runHttpAction(executor, request, identity),
    )
  }
  const exec = new Execution(executor, {
    kind: 'action',
    // Convex runs every route as the router module's default export (`http.js`).
    path: { componentPath, udfPath: 'http:default' },
    identity: crossComponentIdentity(identity, '', componentPath),
    txn: null,
    logLines,
    requestId: newRequestId(),
    userTimeoutMs: null,
  })
  try {
    const response = await runWithTarget(exec, () => fn.invokeHttpAction(request))
    exec.finished = true
    return { response, logLines }
  } catch (e) {
    exec.finished = true
    const normalized = normalizeError(e)
    logLines.push(`[ERROR] ${normalized.errorMessage}`)
    return {
      response: Response.json(errorBody(exec.requestId, normalized, e), { status: 500 }),
      logLines,
      error: { ...normalized, thrown: e },
    }
  }
}

/**
 * The 500 body of a handler that threw, as Convex sends it unredacted (`to_http_response_parts`
 * in application/src/redaction.rs): `code` with the request id and message, `trace` (message and
 * stack frames) and, for a ConvexError, its `data`.
 */
function errorBody(
  requestId: string,
  { errorMessage, errorData }: { errorMessage: string; errorData?: JSONValue },
  thrown: unknown,
): Record<string, JSONValue> {
  const stack = (thrown as { stack?: unknown } | null)?.stack
  const frames = (typeof stack === 'string' ? stack : '')
    .split('\n')
    .filter((line) => /^\s+at /.test(line))
    .map((line) => `    ${line.trim()}\n`)
    .join('')
  const body: Record<string, JSONValue> = {
    code: `[Request ID: ${requestId}] Server Error: ${errorMessage}`,
    trace: `${errorMessage}\n${frames}`,
  }
  if (errorData !== undefined) body.data = errorData
  return body
}
