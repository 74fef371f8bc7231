// better-auth limits sign-in attempts per client address. The backend's ports are reachable by
// browsers, so a forwarded address is believed only from the app's own /api/auth proxy, which
// proves itself with a secret it shares with the backend (CASEFILE_PROXY_SECRET). Everything else
// a caller claims is dropped.

/** The address the app's proxy saw (the socket peer, or past the firm's trusted proxies). */
export const CLIENT_ADDRESS_HEADER = 'x-casefile-client-address'
/** The shared secret that proves a request came through the app's proxy. */
export const PROXY_SECRET_HEADER = 'x-casefile-proxy-secret'

/**
 * The one address every caller that bypasses the app shares (RFC 6666's discard-only prefix, which
 * no real client has): whoever talks to the backend's auth routes directly gets one rate-limit
 * bucket between them, so a fresh forged header buys no fresh attempts.
 */
export const DIRECT_CALLER_ADDRESS = '100::'

const CLAIMED_ADDRESS_HEADERS = [
  'x-forwarded-for',
  'x-real-ip',
  'forwarded',
  CLIENT_ADDRESS_HEADER,
  PROXY_SECRET_HEADER,
]

const IPV4 = /^(\d{1,3})(\.\d{1,3}){3}$/
const IPV6 = /^[0-9a-f:.]+$/i

/** A plain IPv4 or IPv6 address (what the proxy sends), nothing else. */
export function isAddress(value: string) {
  if (IPV4.test(value)) return value.split('.').every((part) => Number(part) <= 255)
  return value.includes(':') && value.length <= 45 && IPV6.test(value)
}

/** Compares in time independent of where the strings differ (the secret must not leak by timing). */
export function sameSecret(given: string, expected: string) {
  if (given.length !== expected.length) return false
  let difference = 0
  for (let i = 0; i < expected.length; i++) {
    difference |= given.charCodeAt(i) ^ expected.charCodeAt(i)
  }
  return difference === 0
}

/** The client address to believe for this request: the proxy's statement, or the shared one. */
export function trustedClientAddress(headers: Headers, secret: string | undefined) {
  const claimedSecret = headers.get(PROXY_SECRET_HEADER)
  const address = headers.get(CLIENT_ADDRESS_HEADER)?.trim()
  const fromProxy =
    secret !== undefined && secret.length >= 32 && claimedSecret !== null
      ? sameSecret(claimedSecret, secret)
      : false

  return fromProxy && address && isAddress(address) ? address : DIRECT_CALLER_ADDRESS
}

/** The request better-auth sees: every claimed address removed, the trusted one stated. */
export function withTrustedClientAddress(request: Request, secret: string | undefined) {
  const headers = new Headers(request.headers)
  const address = trustedClientAddress(headers, secret)
  for (const name of CLAIMED_ADDRESS_HEADERS) headers.delete(name)
  headers.set(CLIENT_ADDRESS_HEADER, address)

  return new Request(request, { headers })
}
