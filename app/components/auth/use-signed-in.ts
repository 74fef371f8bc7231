import { useQueryClient } from '@tanstack/react-query'
import { useRouter } from '@tanstack/react-router'
import { sessionQuery } from '@/lib/session'

/** After any sign-in: drop the cached session so guards see the new user, then go on. */
export function useAfterSignIn() {
  const queryClient = useQueryClient()
  const router = useRouter()
  return async (to: string = '/matters') => {
    await queryClient.invalidateQueries({ queryKey: sessionQuery.queryKey })
    await router.invalidate()
    await router.navigate({ to })
  }
}
