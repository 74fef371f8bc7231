// Casefile's requests to a workflow engine, and the engine's callbacks to Casefile, are signed
// with an HMAC-SHA256 over "<timestamp>.<body>" under the installation's shared secret. The
// timestamp (milliseconds) is signed too, so a captured request cannot be replayed later than the
// tolerance. WebCrypto only: it runs in Convex's runtime as in Node.

export const SIGNATURE_HEADER = 'x-casefile-signature'
export const TIMESTAMP_HEADER = 'x-casefile-timestamp'
/** How far a signed timestamp may be from now, either way. */
export const SIGNATURE_TOLERANCE_MS = 5 * 60_000

const encoder = new TextEncoder()

async function hmac(secret: string, message: string) {
  const key = await crypto.subtle.importKey(
    'raw',
    encoder.encode(secret),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  )
  const signature = new Uint8Array(await crypto.subtle.sign('HMAC', key, encoder.encode(message)))
  return Array.from(signature, (byte) => byte.toString(16).padStart(2, '0')).join('')
}

/** A text's SHA-256, in hex: how a run's callback token is kept (never the token itself). */
export async function sha256Hex(text: string) {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', encoder.encode(text)))
  return Array.from(digest, (byte) => byte.toString(16).padStart(2, '0')).join('')
}

/** The signature header's value for a body sent at `timestamp`: "v1=<hex>". */
export async function sign(secret: string, timestamp: number, body: string) {
  return `v1=${await hmac(secret, `${timestamp}.${body}`)}`
}

/** Compares two strings in time that depends only on their length. */
export function sameText(a: string, b: string) {
  if (a.length !== b.length) return false
  let difference = 0
  for (let i = 0; i < a.length; i++) difference |= a.charCodeAt(i) ^ b.charCodeAt(i)
  return difference === 0
}

export type Verdict = 'ok' | 'stale' | 'bad'

/**
 * Whether a signed request is genuine: its signature matches the body and timestamp, and the
 * timestamp is within the tolerance of `now`. A missing or malformed header is 'bad'.
 */
export async function verify(
  secret: string,
  headers: { timestamp: string | null; signature: string | null },
  body: string,
  now: number,
): Promise<Verdict> {
  const { timestamp, signature } = headers
  if (!timestamp || !signature || !/^\d{1,16}$/.test(timestamp)) return 'bad'
  if (!sameText(await sign(secret, Number(timestamp), body), signature)) return 'bad'
  return Math.abs(now - Number(timestamp)) > SIGNATURE_TOLERANCE_MS ? 'stale' : 'ok'
}
