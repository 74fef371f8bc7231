import { createFileRoute } from '@tanstack/react-router'
import { getRequestIP } from '@tanstack/react-start/server'
import { authProxyHandler } from '@/lib/auth.server'

// better-auth rate-limits per client address, read from X-Forwarded-For. The proxy states the
// address it saw and drops whatever the client claimed, so nobody can pick a fresh bucket per
// request. Only a deployment behind its own trusted proxy (or the test stack, which simulates
// distinct clients) sets CASEFILE_TRUST_FORWARDED_FOR=1 to pass the incoming header on.
function withClientAddress(request: Request) {
  const headers = new Headers(request.headers)
  const claimed = headers.get('x-forwarded-for')
  headers.delete('x-forwarded-for')
  headers.delete('x-real-ip')
  const address =
    process.env.CASEFILE_TRUST_FORWARDED_FOR === '1' && claimed
      ? claimed.split(',')[0]!.trim()
      : getRequestIP({ xForwardedFor: false })
  if (address) headers.set('x-forwarded-for', address)
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD'
  // `duplex` is required by Node's fetch for streamed bodies; the DOM typings do not know it yet.
  return new Request(request.url, {
    method: request.method,
    headers,
    body: hasBody ? request.body : undefined,
    duplex: 'half',
  } as RequestInit)
}

// Every better-auth call goes through the app's own origin (first-party cookies, spec §7).
export const Route = createFileRoute('/api/auth/$')({
  server: {
    handlers: {
      GET: ({ request }) => authProxyHandler(withClientAddress(request)),
      POST: ({ request }) => authProxyHandler(withClientAddress(request)),
    },
  },
})
