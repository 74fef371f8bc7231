import { useQuery } from '@tanstack/react-query'
import { useEffect } from 'react'
import { authClient } from '@/lib/auth-client'
import { isSessionLost } from '@/lib/errors'
import { userQueries } from '@/queries/users'
import { useLeaveToLogin } from './session-actions'

/**
 * Keeps a live subscription to the signed-in user. When the backend stops accepting the session
 * (signed out elsewhere, revoked from another device, account deleted) the query fails with
 * UNAUTHENTICATED, and this sends the browser to /login instead of leaving a dead page open. It is
 * one of the two places that act on a lost session (lib/session-loss.ts).
 */
export function useSessionWatch() {
  const me = useQuery(userQueries.me())
  const leaveToLogin = useLeaveToLogin()
  const unauthenticated = isSessionLost(me.error)

  useEffect(() => {
    if (!unauthenticated) return
    let cancelled = false
    // While the page boots, the Convex client briefly runs its queries without a token before the
    // auth provider hands it one, so one UNAUTHENTICATED is not proof. Ask the auth server itself.
    void authClient
      .getSession({ query: { disableCookieCache: true } })
      .then(({ data, error }) => {
        if (!cancelled && !error && !data) {
          leaveToLogin()
        }
      })
      .catch(() => {})
    return () => {
      cancelled = true
    }
  }, [unauthenticated, leaveToLogin])

  return me.data ?? null
}
