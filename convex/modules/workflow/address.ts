// Where Casefile may send a run: a firm's workflow engine is named by a superadmin, but a run
// must never become a way into the machine's own network. The address is https, or http to
// loopback only when the operator allows it (a workflow engine on the same machine); a private,
// link-local or otherwise special address (cloud metadata at 169.254.169.254 among them) only
// when the operator allows private addresses. Checked on the URL's host and again on every
// address its name resolves to, just before the request.

export type AddressPolicy = { allowLoopback: boolean; allowPrivate: boolean }

export type AddressKind = 'loopback' | 'private' | 'public'

/** `kind` is null when the host is a name to resolve (and check again) before the request. */
export type EndpointCheck =
  { ok: true; url: URL; kind: AddressKind | null } | { ok: false; reason: string }

const LOOPBACK_NAMES = /^(?:localhost|[a-z0-9-]+\.localhost)$/i

/** What kind of address an IPv4 or IPv6 literal is; null when it is not one. */
export function addressKind(address: string): AddressKind | null {
  const host = address.replace(/^\[|\]$/g, '')
  const v4 = ipv4(host)
  if (v4) return ipv4Kind(v4)
  if (host.includes(':')) return ipv6Kind(host.toLowerCase())
  return null
}

function ipv4(host: string): number[] | null {
  const parts = host.split('.')
  if (parts.length !== 4 || !parts.every((part) => /^\d{1,3}$/.test(part))) return null
  const bytes = parts.map(Number)
  return bytes.every((byte) => byte <= 255) ? bytes : null
}

function ipv4Kind([a, b]: number[]): AddressKind {
  if (a === 127) return 'loopback'
  const special =
    a === 0 || // "this network"
    a === 10 ||
    (a === 100 && b! >= 64 && b! <= 127) || // carrier-grade NAT
    (a === 169 && b === 254) || // link-local, cloud metadata
    (a === 172 && b! >= 16 && b! <= 31) ||
    (a === 192 && b === 168) ||
    (a === 192 && b === 0) || // IETF protocol assignments (192.0.0.0/24 and 192.0.2.0/24)
    (a === 198 && (b === 18 || b === 19)) || // benchmarking
    a! >= 224 // multicast, reserved, broadcast
  return special ? 'private' : 'public'
}

function ipv6Kind(host: string): AddressKind | null {
  if (!/^[0-9a-f:.]+$/.test(host)) return null
  if (host === '::1') return 'loopback'
  if (host === '::') return 'private'
  // An IPv4 address written as IPv6 (::ffff:10.0.0.1, or ::ffff:a00:1 as the URL parser writes it).
  const mapped = /^::ffff:(?:(\d+\.\d+\.\d+\.\d+)|([0-9a-f]{1,4}):([0-9a-f]{1,4}))$/.exec(host)
  if (mapped) {
    if (mapped[1]) return addressKind(mapped[1])
    const high = parseInt(mapped[2]!, 16)
    const low = parseInt(mapped[3]!, 16)
    return ipv4Kind([high >> 8, high & 255, low >> 8, low & 255])
  }
  const first = parseInt(host.split(':')[0] || '0', 16)
  // Unique local (fc00::/7), link-local (fe80::/10), multicast (ff00::/8).
  if ((first & 0xfe00) === 0xfc00 || (first & 0xffc0) === 0xfe80 || (first & 0xff00) === 0xff00) {
    return 'private'
  }
  return 'public'
}

/** Why an address of this kind may not be reached under the policy; null when it may. */
function refusal(kind: AddressKind, policy: AddressPolicy): string | null {
  if (kind === 'loopback' && !policy.allowLoopback) {
    return 'a loopback address, which this installation does not allow'
  }
  if (kind === 'private' && !policy.allowPrivate) {
    return 'a private or reserved address, which this installation does not allow'
  }
  return null
}

/** The endpoint's URL as written: https, or http to an allowed loopback host; no credentials. */
export function checkEndpoint(value: string, policy: AddressPolicy): EndpointCheck {
  let url: URL
  try {
    url = new URL(value)
  } catch {
    return { ok: false, reason: 'The workflow address is not a URL' }
  }
  if (url.username || url.password) {
    return { ok: false, reason: 'The workflow address may not carry a user name or password' }
  }
  const host = url.hostname
  const kind: AddressKind | null = LOOPBACK_NAMES.test(host) ? 'loopback' : addressKind(host)
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && kind === 'loopback')) {
    return { ok: false, reason: 'The workflow address must use https' }
  }
  const refused = kind ? refusal(kind, policy) : null
  if (refused) return { ok: false, reason: `The workflow address is ${refused}` }
  return { ok: true, url, kind }
}

/** The addresses a name resolved to, checked one by one: one refused refuses them all. */
export function checkResolved(addresses: readonly string[], policy: AddressPolicy): string | null {
  if (addresses.length === 0) return 'The workflow address does not resolve'
  for (const address of addresses) {
    const refused = refusal(addressKind(address) ?? 'private', policy)
    if (refused) return `The workflow address resolves to ${refused}`
  }
  return null
}

/** The operator's policy from the environment (both off unless set to 1 or true). */
export function addressPolicy(env: Record<string, string | undefined>): AddressPolicy {
  const on = (value: string | undefined) => value === '1' || value?.toLowerCase() === 'true'
  return {
    allowLoopback: on(env.CASEFILE_WORKFLOW_ALLOW_LOOPBACK),
    allowPrivate: on(env.CASEFILE_WORKFLOW_ALLOW_PRIVATE),
  }
}
