import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute, isRedirect, redirect } from '@tanstack/react-router'
import { MattersList } from '@/components/matters/matters-list'
import { MattersListSkeleton } from '@/components/matters/matters-list-skeleton'
import { MattersListError } from '@/components/matters/matters-list-error'
import { isAuthenticationRequired } from '@/components/matters/auth-required'
import { sessionQuery } from '@/lib/session'
import { projectQueries } from '@/queries/projects'

export const Route = createFileRoute('/_authed/matters/')({
  loader: async ({ context }) => {
    try {
      const matters = await context.queryClient.ensureQueryData(projectQueries.list())
      // Spec §4: a user with no matter at all (archived ones count) starts on the create screen.
      if (matters.length === 0) {
        throw redirect({ to: '/matters/new', replace: true })
      }
    } catch (error) {
      if (isRedirect(error)) throw error
      // Spec §8: the session is gone; drop the cached one so the guard does not trust it again.
      if (isAuthenticationRequired(error)) {
        context.queryClient.removeQueries({ queryKey: sessionQuery.queryKey })
        throw redirect({ to: '/login' })
      }
      throw error
    }
  },
  pendingComponent: MattersListSkeleton,
  errorComponent: MattersListError,
  component: MattersPage,
})

function MattersPage() {
  const { data: matters } = useSuspenseQuery(projectQueries.list())
  return <MattersList matters={matters} />
}
