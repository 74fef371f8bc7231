/**
 * Fetching JSON documents for authentication (JWKS sets and OIDC discovery documents) with a
 * per-URL cache. `data:` URLs are decoded inline and never fetched.
 */
import type { JSONWebKeySet } from 'jose'
import { AuthError } from './errors'

export type FetchLike = (
  url: string,
  init?: { headers?: Record<string, string> },
) => Promise<{
  status: number
  statusText?: string
  headers: { get(name: string): string | null }
  text(): Promise<string>
}>

const JWKS_MEDIA_TYPES = ['application/json', 'application/jwk-set+json']

/** Decodes a `data:` URL (base64 or percent-encoded). Returns undefined when `url` is not one. */
export function decodeDataUrl(url: string): Uint8Array | undefined {
  if (!/^data:/i.test(url)) return undefined
  const comma = url.indexOf(',')
  if (comma === -1) throw new Error('missing comma')
  const meta = url.slice(5, comma)
  const data = url.slice(comma + 1)
  if (/;\s*base64\s*$/i.test(meta)) {
    const cleaned = decodeURIComponent(data).replace(/\s+/g, '')
    if (!/^[A-Za-z0-9+/\-_]*={0,2}$/.test(cleaned)) throw new Error('invalid base64')
    return new Uint8Array(Buffer.from(cleaned.replace(/-/g, '+').replace(/_/g, '/'), 'base64'))
  }
  return new Uint8Array(Buffer.from(decodeURIComponent(data), 'utf8'))
}

function contentTypeAllowed(header: string | null, allowed: readonly string[]): boolean {
  if (!header) return false
  const [essence, ...params] = header.split(';').map((s) => s.trim())
  if (!essence || !allowed.includes(essence.toLowerCase())) return false
  for (const p of params) {
    const eq = p.indexOf('=')
    if (eq === -1) continue
    if (p.slice(0, eq).trim().toLowerCase() === 'charset') {
      const v = p
        .slice(eq + 1)
        .trim()
        .replace(/^"|"$/g, '')
        .toLowerCase()
      if (v !== 'utf-8') return false
    }
  }
  return true
}

/** Fetches a JWKS body (customJwt `jwks`, OIDC `jwks_uri`), with the backend's error texts. */
export async function fetchJwksText(url: string, fetchImpl: FetchLike): Promise<string> {
  let inline: Uint8Array | undefined
  try {
    inline = decodeDataUrl(url)
  } catch {
    throw new AuthError(
      'InvalidAuthHeader',
      'Invalid JWKS data URL. Check that the data URL is properly formatted and contains valid base64-encoded JSON.',
    )
  }
  if (inline) return Buffer.from(inline).toString('utf8')
  let res: Awaited<ReturnType<FetchLike>>
  try {
    res = await fetchImpl(url, { headers: { accept: 'application/json' } })
  } catch (e) {
    throw new AuthError(
      'InvalidAuthHeader',
      `Could not fetch JWKS from URL '${url}': ${(e as Error).message}. Check that the URL is correct and accessible.`,
    )
  }
  if (res.status !== 200) {
    throw new AuthError(
      'InvalidAuthHeader',
      `Could not fetch JWKS from URL '${url}': HTTP ${res.status} ${res.statusText || 'Unknown'}. Check that the URL is correct and accessible.`,
    )
  }
  const ct = res.headers.get('content-type')
  if (!contentTypeAllowed(ct, JWKS_MEDIA_TYPES)) {
    throw new AuthError(
      'InvalidAuthHeader',
      `Invalid Content-Type '${ct ?? 'unknown'}' when fetching JWKS from '${url}'. Expected 'application/json' or 'application/jwk-set+json'.`,
    )
  }
  return await res.text()
}

export function parseJwks(body: string, url: string): JSONWebKeySet {
  let parsed: unknown
  try {
    parsed = JSON.parse(body)
  } catch {
    parsed = undefined
  }
  if (
    parsed === null ||
    typeof parsed !== 'object' ||
    !Array.isArray((parsed as { keys?: unknown }).keys)
  ) {
    const shown = url.startsWith('data:') ? 'data: URL' : url
    throw new AuthError(
      'InvalidAuthHeader',
      `Invalid JWKS response body from '${shown}'. The response is not valid JSON or doesn't match the expected JWKS format.`,
    )
  }
  return parsed as JSONWebKeySet
}

type Entry<T> = { value: T; fetchedAt: number } | { pending: Promise<T> }

/**
 * A small per-URL cache: values are kept `ttlMs`, concurrent loads of one URL share a request,
 * and `force` bypasses a fresh value (used to refetch once on an unknown `kid`).
 */
export class UrlCache<T> {
  private entries = new Map<string, Entry<T>>()
  constructor(
    private readonly ttlMs: number,
    private readonly now: () => number,
  ) {}

  async get(url: string, load: () => Promise<T>, force = false): Promise<T> {
    const e = this.entries.get(url)
    if (e && 'pending' in e) return await e.pending
    if (e && !force && this.now() - e.fetchedAt < this.ttlMs) return e.value
    const pending = load()
    this.entries.set(url, { pending })
    try {
      const value = await pending
      this.entries.set(url, { value, fetchedAt: this.now() })
      return value
    } catch (err) {
      if (e && 'value' in e) this.entries.set(url, e)
      else this.entries.delete(url)
      throw err
    }
  }

  clear(): void {
    this.entries.clear()
  }
}
