import type { ErrorComponentProps } from '@tanstack/react-router'
import { useEffect } from 'react'
import { ErrorScreen } from '@/components/layout/error-screen'
import { PageSpinner } from '@/components/layout/page-spinner'
import { useRefreshSession } from '@/components/shell/session-actions'
import { isSessionLost } from '@/lib/errors'

/**
 * The matters list failed. If the live list lost its session (spec §8), the cached session is
 * re-read and the guards run again: the signed-in guard sends a session that is gone to /login,
 * and a session that was only late loads the list. Anything else is a route error.
 */
export function MattersListError(props: ErrorComponentProps) {
  const refreshSession = useRefreshSession()
  const signedOut = isSessionLost(props.error)
  useEffect(() => {
    if (signedOut) void refreshSession()
  }, [signedOut, refreshSession])
  if (signedOut) {
    return <PageSpinner />
  }
  return <ErrorScreen {...props} />
}
