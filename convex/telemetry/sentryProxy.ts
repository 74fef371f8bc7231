// The error-reporting tunnel (spec §7): POST <site>/api/sentry-proxy. The browser sends its Sentry
// envelopes here instead of to the reporting host, so ad blockers and the page's own origin rules
// never see that host, and a firm's self-hosted Sentry or GlitchTip needs no public CORS setup.
// Forwarded only when the envelope names this deployment's SENTRY_DSN (shared/sentryEnvelope.ts):
// never an open relay. With no SENTRY_DSN the route answers 404 and nothing is sent anywhere.
import { httpAction } from '../_generated/server'
import { SENTRY_TUNNEL_MAX_BYTES, checkEnvelope } from '../../shared/sentryEnvelope'

/** The app's origins (the auth settings name them): the only pages that may read the answer. */
function allowedOrigin(request: Request): string | null {
  const origin = request.headers.get('origin')
  if (!origin) return null
  const origins = [
    process.env.SITE_URL,
    ...(process.env.BETTER_AUTH_TRUSTED_ORIGINS ?? '').split(','),
  ]
    .filter((value): value is string => Boolean(value && value.trim()))
    .map((value) => {
      try {
        return new URL(value.trim()).origin
      } catch {
        return null
      }
    })
  return origins.includes(origin) ? origin : null
}

function corsHeaders(request: Request): Record<string, string> {
  const origin = allowedOrigin(request)
  return origin ? { 'access-control-allow-origin': origin, vary: 'origin' } : { vary: 'origin' }
}

const answer = (request: Request, status: number, error?: string) =>
  new Response(error ? JSON.stringify({ error }) : null, {
    status,
    headers: { ...corsHeaders(request), ...(error ? { 'content-type': 'application/json' } : {}) },
  })

/** Reads at most `max` bytes of the body; null when it is longer. */
async function readBounded(request: Request, max: number): Promise<Uint8Array | null> {
  if (!request.body) return new Uint8Array()
  const reader = request.body.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.byteLength
    if (size > max) {
      await reader.cancel()
      return null
    }
    chunks.push(value)
  }
  const body = new Uint8Array(size)
  let offset = 0
  for (const chunk of chunks) {
    body.set(chunk, offset)
    offset += chunk.byteLength
  }
  return body
}

export const sentryProxy = httpAction(async (_ctx, request) => {
  const dsn = process.env.SENTRY_DSN
  if (!dsn) return answer(request, 404, 'Error reporting is not configured')
  if (Number(request.headers.get('content-length') ?? 0) > SENTRY_TUNNEL_MAX_BYTES) {
    return answer(request, 413, 'Envelope too large')
  }
  const body = await readBounded(request, SENTRY_TUNNEL_MAX_BYTES)
  if (!body) return answer(request, 413, 'Envelope too large')
  const verdict = checkEnvelope(body, dsn)
  if (!verdict.ok) return answer(request, verdict.status, verdict.reason)
  // Only the envelope travels on: no cookie, no client header, no client address.
  const upstream = await fetch(verdict.url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-sentry-envelope' },
    body: body.buffer as ArrayBuffer,
  }).catch(() => null)
  if (!upstream) return answer(request, 502, 'The reporting host did not answer')
  await upstream.body?.cancel()
  return answer(request, upstream.ok ? 200 : upstream.status)
})

/** The CORS preflight, for a browser that sends the envelope with a non-simple content type. */
export const sentryProxyPreflight = httpAction(async (_ctx, request) => {
  return new Response(null, {
    status: 204,
    headers: {
      ...corsHeaders(request),
      'access-control-allow-methods': 'POST',
      // Whatever headers the browser asks for: the answer is never read with credentials (no
      // allow-credentials), and the envelope alone travels on.
      'access-control-allow-headers':
        request.headers.get('access-control-request-headers') ?? 'content-type',
      'access-control-max-age': '600',
    },
  })
})
