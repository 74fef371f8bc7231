import { createFileRoute } from '@tanstack/react-router'
import { getRequestIP } from '@tanstack/react-start/server'
import { authProxyHandler } from '@/lib/auth.server'
import { headersForBackend } from '@/lib/client-address.server'

/** The request as the backend gets it: the client address this proxy vouches for, nothing claimed. */
function withClientAddress(request: Request) {
  const headers = headersForBackend(request.headers, getRequestIP({ xForwardedFor: false }))
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD'
  // `duplex` is required by Node's fetch for streamed bodies; the DOM typings do not know it yet.
  return new Request(request.url, {
    method: request.method,
    headers,
    body: hasBody ? request.body : undefined,
    duplex: 'half',
  } as RequestInit)
}

/**
 * Every auth POST comes from this app's own pages. better-auth checks the Origin of requests that
 * carry cookies; a signed-out browser sends none, so a form on another site could otherwise post a
 * sign-in or a one-time token and sign the visitor into someone else's account.
 */
function crossSite(request: Request) {
  const site = request.headers.get('sec-fetch-site')
  return site !== null && site !== 'same-origin'
}

// Every better-auth call goes through the app's own origin (first-party cookies, spec §7).
export const Route = createFileRoute('/api/auth/$')({
  server: {
    handlers: {
      GET: ({ request }) => authProxyHandler(withClientAddress(request)),
      POST: ({ request }) =>
        crossSite(request)
          ? Response.json(
              { code: 'CROSS_SITE_REQUEST', message: 'Cross-site requests are not accepted' },
              { status: 403 },
            )
          : authProxyHandler(withClientAddress(request)),
    },
  },
})
