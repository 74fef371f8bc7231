import { createMiddleware } from '@tanstack/react-start'

// Methods a page answers; everything else is a native form submission or a stray request.
const PAGE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])

/**
 * The answer to a form that posted to its own page before React took it over (see Form): 303 See
 * Other back to the same URL, so the browser loads it again with a GET and the Back button never
 * re-posts. The body is never read: nothing the visitor typed is parsed, echoed or logged. Null
 * for anything else, including the /api/ routes, which have their own POST handlers.
 */
export function pagePostRedirect(request: Request): Response | null {
  if (PAGE_METHODS.has(request.method.toUpperCase())) return null
  const url = new URL(request.url)
  if (url.pathname === '/api' || url.pathname.startsWith('/api/')) return null
  // One leading slash: '//host/…' in a Location header would send the browser to another site.
  const location = `/${url.pathname.replace(/^\/+/, '')}${url.search}`
  return new Response(null, {
    status: 303,
    headers: { Location: location, 'Cache-Control': 'no-store' },
  })
}

/** Page routes only: server functions (/_serverFn/) are RPC with a POST body of their own. */
export const pagePostMiddleware = createMiddleware().server(({ request, handlerType, next }) => {
  if (handlerType !== 'router') return next()
  return pagePostRedirect(request) ?? next()
})
