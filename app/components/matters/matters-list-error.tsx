import { useQueryClient } from '@tanstack/react-query'
import { useNavigate, type ErrorComponentProps } from '@tanstack/react-router'
import { useEffect } from 'react'
import { ErrorScreen } from '@/components/layout/error-screen'
import { PageSpinner } from '@/components/layout/page-spinner'
import { sessionQuery } from '@/lib/session'
import { isAuthenticationRequired } from './auth-required'

/**
 * The matters list failed. If the live list lost its session ('Authentication required', spec
 * §8), the cached session is dropped and the user goes to /login; anything else is a route error.
 */
export function MattersListError(props: ErrorComponentProps) {
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const signedOut = isAuthenticationRequired(props.error)
  useEffect(() => {
    if (signedOut) {
      queryClient.removeQueries({ queryKey: sessionQuery.queryKey })
      void navigate({ to: '/login', replace: true })
    }
  }, [signedOut, queryClient, navigate])
  if (signedOut) {
    return <PageSpinner />
  }
  return <ErrorScreen {...props} />
}
