import { useQuery } from '@tanstack/react-query'
import { useEffect } from 'react'
import { getAppErrorCode } from '@/lib/errors'
import { userQueries } from '@/queries/users'
import { useLeaveToLogin } from './session-actions'

/**
 * Keeps a live subscription to the signed-in user. When the backend stops accepting the session
 * (signed out elsewhere, revoked from another device, account deleted) the query fails with
 * UNAUTHENTICATED, and this sends the browser to /login instead of leaving a dead page open.
 */
export function useSessionWatch() {
  const me = useQuery(userQueries.me())
  const leaveToLogin = useLeaveToLogin()
  const lostSession = getAppErrorCode(me.error) === 'UNAUTHENTICATED'

  useEffect(() => {
    if (lostSession) {
      leaveToLogin()
    }
  }, [lostSession, leaveToLogin])

  return me.data ?? null
}
