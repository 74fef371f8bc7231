import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute, redirect } from '@tanstack/react-router'
import { MattersList } from '@/components/matters/matters-list'
import { MattersListSkeleton } from '@/components/matters/matters-list-skeleton'
import { MattersListError } from '@/components/matters/matters-list-error'
import { prefetchOrNull } from '@/lib/session-loss'
import { matterQueries } from '@/queries/matters'

export const Route = createFileRoute('/_authed/matters/')({
  loader: async ({ context }) => {
    // Spec §8: a lost session drops the cached one (prefetchOrNull); the list then fails live and
    // MattersListError hands the user to the signed-in guard.
    const matters = await prefetchOrNull(context.queryClient, matterQueries.list())
    // Spec §4: a user with no matter at all (archived ones count) starts on the create screen.
    if (matters?.length === 0) {
      throw redirect({ to: '/matters/new', replace: true })
    }
  },
  pendingComponent: MattersListSkeleton,
  errorComponent: MattersListError,
  component: MattersPage,
})

function MattersPage() {
  const { data: matters } = useSuspenseQuery(matterQueries.list())
  return <MattersList matters={matters} />
}
