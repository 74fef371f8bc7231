import { createServerFn } from '@tanstack/react-start'
import { AUTH_BASE_PATH } from './constants'

/** The URL a page was loaded at, without its `ott` parameter (spec §2: removed after use). */
export function withoutOneTimeToken(location: {
  pathname: string
  searchStr: string
  hash: string
}) {
  const params = new URLSearchParams(location.searchStr)
  params.delete('ott')
  const query = params.toString()
  return `${location.pathname}${query ? `?${query}` : ''}${location.hash ? `#${location.hash}` : ''}`
}

/**
 * Exchanges a one-time token (`?ott=`, left by a magic link or OAuth callback) for a session
 * (spec §7). The verify call goes through the same `/api/auth` proxy as every other auth call, and
 * its session cookie is passed on to this response, so the browser is signed in before any guard
 * runs: on a first page load this happens during SSR, ahead of `_authed`'s redirect to /login.
 */
export const exchangeOneTimeToken = createServerFn({ method: 'POST' })
  .validator((data: unknown) => {
    const token = (data as { token?: unknown } | null)?.token
    if (typeof token !== 'string' || token.length === 0 || token.length > 256) {
      throw new Error('Invalid one-time token')
    }
    return { token }
  })
  .handler(async ({ data }): Promise<{ ok: boolean }> => {
    const [{ authProxyHandler }, { appendResponseHeader, getRequest, getRequestIP }] =
      await Promise.all([import('./auth.server'), import('@tanstack/react-start/server')])
    const incoming = getRequest()
    const origin = new URL(incoming.url).origin
    const headers = new Headers({ 'content-type': 'application/json', origin })
    const address = getRequestIP({
      xForwardedFor: process.env.CASEFILE_TRUST_FORWARDED_FOR === '1',
    })
    if (address) headers.set('x-forwarded-for', address)
    const response = await authProxyHandler(
      new Request(`${origin}${AUTH_BASE_PATH}/cross-domain/one-time-token/verify`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ token: data.token }),
      }),
    )
    if (!response.ok) {
      return { ok: false }
    }
    for (const cookie of response.headers.getSetCookie()) {
      appendResponseHeader('set-cookie', cookie)
    }
    return { ok: true }
  })
