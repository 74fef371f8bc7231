import { useQueryClient } from '@tanstack/react-query'
import { useRouter } from '@tanstack/react-router'
import { useCallback } from 'react'
import { sessionQuery } from '@/lib/session'

/** Re-reads the session (user, current organisation, token) and re-runs every route's guards. */
export function useRefreshSession() {
  const queryClient = useQueryClient()
  const router = useRouter()

  return useCallback(async () => {
    await queryClient.invalidateQueries({ queryKey: sessionQuery.queryKey })
    await router.invalidate()
  }, [queryClient, router])
}

/**
 * Forgets all cached data and loads the sign-in page from scratch. A full load drops every live
 * subscription and in-memory token that belonged to the old session.
 */
export function useLeaveToLogin() {
  const queryClient = useQueryClient()

  return useCallback(() => {
    queryClient.clear()
    window.location.assign('/login')
  }, [queryClient])
}
