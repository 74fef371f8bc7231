// The error-reporting tunnel's rule (convex/telemetry/sentryProxy.ts): the browser posts Sentry
// envelopes to the backend, which forwards one only when the envelope names the deployment's own
// DSN. Anything else is refused, so the tunnel is never an open relay to an arbitrary host.
// The DSN may point at sentry.io, a self-hosted Sentry or GlitchTip: any URL of the DSN shape.

/**
 * The largest envelope the tunnel forwards: room for an uncompressed replay segment (the app
 * sends them uncompressed so it can scrub them, app/lib/telemetry-envelope.ts).
 */
export const SENTRY_TUNNEL_MAX_BYTES = 10 * 1024 * 1024

/** The tunnel's path on the backend's site URL (spec §7). */
export const SENTRY_TUNNEL_PATH = '/api/sentry-proxy'

export type SentryDsn = {
  protocol: 'http' | 'https'
  publicKey: string
  /** Host with its port, if any: `errors.example.com:9000`. */
  host: string
  /** Path before the project id, '' for none (`/sentry` for a DSN behind a sub-path). */
  path: string
  projectId: string
}

/** Parses `protocol://publicKey@host[:port][/path]/projectId`; null when it is not one. */
export function parseDsn(dsn: string): SentryDsn | null {
  let url: URL
  try {
    url = new URL(dsn.trim())
  } catch {
    return null
  }
  const protocol = url.protocol.slice(0, -1)
  if (protocol !== 'http' && protocol !== 'https') return null
  if (!url.username || url.search || url.hash) return null
  const segments = url.pathname.split('/').filter(Boolean)
  const projectId = segments.pop()
  if (!projectId || !/^\d+$/.test(projectId)) return null
  return {
    protocol,
    publicKey: decodeURIComponent(url.username),
    host: url.host,
    path: segments.length ? `/${segments.join('/')}` : '',
    projectId,
  }
}

/** Where an envelope for `dsn` goes: `{protocol}://{host}{path}/api/{projectId}/envelope/`. */
export function envelopeEndpoint(dsn: SentryDsn): string {
  return `${dsn.protocol}://${dsn.host}${dsn.path}/api/${dsn.projectId}/envelope/`
}

export type TunnelVerdict =
  { ok: true; url: string } | { ok: false; status: 400 | 403 | 413; reason: string }

/**
 * Whether the tunnel forwards `body`, an envelope, for the deployment's `configuredDsn`: its header
 * (the first line, JSON) must name a DSN with the same host, project and public key. Returns where
 * to send it, or the status to refuse it with (413 too large, 400 not an envelope, 403 another DSN).
 */
export function checkEnvelope(body: Uint8Array, configuredDsn: string): TunnelVerdict {
  if (body.byteLength > SENTRY_TUNNEL_MAX_BYTES) {
    return { ok: false, status: 413, reason: 'Envelope too large' }
  }
  const configured = parseDsn(configuredDsn)
  if (!configured) return { ok: false, status: 403, reason: 'Error reporting is not configured' }
  const newline = body.indexOf(0x0a)
  const headerLine = new TextDecoder().decode(newline === -1 ? body : body.subarray(0, newline))
  let header: unknown
  try {
    header = JSON.parse(headerLine)
  } catch {
    return { ok: false, status: 400, reason: 'Not an envelope' }
  }
  const dsnText =
    header && typeof header === 'object' && 'dsn' in header
      ? (header as { dsn: unknown }).dsn
      : null
  if (typeof dsnText !== 'string') return { ok: false, status: 400, reason: 'Not an envelope' }
  const claimed = parseDsn(dsnText)
  if (!claimed) return { ok: false, status: 400, reason: 'Not an envelope' }
  const same =
    claimed.host === configured.host &&
    claimed.projectId === configured.projectId &&
    claimed.publicKey === configured.publicKey &&
    claimed.path === configured.path
  if (!same) return { ok: false, status: 403, reason: 'Unknown DSN' }
  return { ok: true, url: envelopeEndpoint(configured) }
}
