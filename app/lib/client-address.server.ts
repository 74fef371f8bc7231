import { BlockList, isIP } from 'node:net'
import { CLIENT_ADDRESS_HEADER, PROXY_SECRET_HEADER } from '@shared/clientAddress'

// Server-only. The backend believes a client address only from this proxy, which proves itself with
// CASEFILE_PROXY_SECRET (shared/clientAddress). The address is the socket peer's, unless the
// peer is one of the firm's own reverse proxies (CASEFILE_TRUSTED_PROXIES: addresses or CIDR
// ranges, comma separated): then X-Forwarded-For is read from the right, past every trusted hop.

const CLAIMED_ADDRESS_HEADERS = ['x-forwarded-for', 'x-real-ip', 'forwarded']

/** A socket address as a plain IP (Node reports IPv4 peers on dual-stack sockets as ::ffff:a.b.c.d). */
function plainAddress(address: string) {
  const trimmed = address.trim()
  return trimmed.startsWith('::ffff:') && isIP(trimmed.slice(7)) === 4 ? trimmed.slice(7) : trimmed
}

/** The firm's trusted reverse proxies; throws on an entry that is not an address or a range. */
export function parseTrustedProxies(list: string | undefined) {
  const proxies = new BlockList()
  for (const entry of (list ?? '').split(',').map((item) => item.trim())) {
    if (entry === '') continue
    const [address = '', bits] = entry.split('/')
    const family = isIP(address)
    if (family === 0 || (bits !== undefined && !/^\d{1,3}$/.test(bits))) {
      throw new Error(`CASEFILE_TRUSTED_PROXIES: "${entry}" is not an address or a CIDR range`)
    }
    const type = family === 4 ? 'ipv4' : 'ipv6'
    if (bits === undefined) proxies.addAddress(address, type)
    else proxies.addSubnet(address, Number(bits), type)
  }
  return proxies
}

function isTrusted(proxies: BlockList, address: string) {
  const family = isIP(address)
  return family !== 0 && proxies.check(address, family === 4 ? 'ipv4' : 'ipv6')
}

/**
 * The client's address: the socket peer, or, when the peer is a trusted proxy, the right-most
 * X-Forwarded-For entry that is not one. Null when nothing usable is known.
 */
export function clientAddress(
  peer: string | undefined,
  forwardedFor: string | null,
  proxies: BlockList,
): string | null {
  if (!peer) return null
  let address = plainAddress(peer)
  if (!isTrusted(proxies, address) || !forwardedFor) return isIP(address) ? address : null
  const hops = forwardedFor.split(',').map(plainAddress).reverse()
  for (const hop of hops) {
    if (isIP(hop) === 0) return null
    address = hop
    if (!isTrusted(proxies, hop)) break
  }
  return address
}

let configured: BlockList | undefined

/**
 * The headers the backend's auth routes get for this request: every address the caller claimed is
 * removed, and the proxy states the one it determined, with its secret.
 */
export function headersForBackend(incoming: Headers, peer: string | undefined) {
  configured ??= parseTrustedProxies(process.env.CASEFILE_TRUSTED_PROXIES)
  const headers = new Headers(incoming)
  const address = clientAddress(peer, incoming.get('x-forwarded-for'), configured)
  for (const name of [...CLAIMED_ADDRESS_HEADERS, CLIENT_ADDRESS_HEADER, PROXY_SECRET_HEADER]) {
    headers.delete(name)
  }
  const secret = process.env.CASEFILE_PROXY_SECRET
  if (address && secret) {
    headers.set(CLIENT_ADDRESS_HEADER, address)
    headers.set(PROXY_SECRET_HEADER, secret)
  }
  return headers
}
