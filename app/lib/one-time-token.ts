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
 * Only a page load the user began here (a link on this site, the address bar, a bookmark, an email
 * app) may exchange a token. A navigation from another site could carry an attacker's own token
 * and sign the victim into the attacker's account (login CSRF), so it is refused. Magic links
 * opened from webmail are cross-site too, but their verify step has already set the session cookie.
 */
export function mayExchangeOneTimeToken(fetchSite: string | null | undefined) {
  return fetchSite === 'same-origin' || fetchSite === 'none'
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
    const [{ authProxyHandler }, { headersForBackend }, server] = await Promise.all([
      import('./auth.server'),
      import('./client-address.server'),
      import('@tanstack/react-start/server'),
    ])
    const incoming = server.getRequest()
    if (!mayExchangeOneTimeToken(incoming.headers.get('sec-fetch-site'))) {
      return { ok: false }
    }
    const origin = new URL(incoming.url).origin
    const sent = new Headers({ 'content-type': 'application/json', origin })
    const forwardedFor = incoming.headers.get('x-forwarded-for')
    if (forwardedFor) sent.set('x-forwarded-for', forwardedFor)
    const headers = headersForBackend(sent, server.getRequestIP({ xForwardedFor: false }))
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
      server.appendResponseHeader('set-cookie', cookie)
    }
    return { ok: true }
  })
