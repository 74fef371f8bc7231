import { convexClient } from '@convex-dev/better-auth/client/plugins'
import { emailOTPClient, magicLinkClient } from 'better-auth/client/plugins'
import type { BetterAuthClientPlugin } from 'better-auth/client'
import { createAuthClient } from 'better-auth/react'
import { AUTH_BASE_PATH } from './constants'

// The one-time-token exchange (`?ott=`) needs `crossDomain.oneTimeToken.verify` (a dynamic path
// the client proxies to POST /cross-domain/one-time-token/verify) and an `updateSession` action;
// without crossDomainClient (which would move cookies into localStorage) this tiny plugin
// supplies the latter by notifying the session atom.
const sessionSignal = () =>
  ({
    id: 'session-signal',
    getActions: (_fetch, $store) => ({
      updateSession: () => $store.notify('$sessionSignal'),
    }),
  }) satisfies BetterAuthClientPlugin

/**
 * The browser's better-auth client. Proxy mode: it talks to this app's own `/api/auth/*`, which
 * forwards to the backend's site URL, so cookies are first-party and SSR can read them.
 */
export const authClient = createAuthClient({
  baseURL: typeof window === 'undefined' ? undefined : window.location.origin,
  basePath: AUTH_BASE_PATH,
  fetchOptions: { credentials: 'include' },
  plugins: [convexClient(), magicLinkClient(), emailOTPClient(), sessionSignal()],
})
