import { createFileRoute } from '@tanstack/react-router'
import { OrganizationPage } from '@/components/account/organization-page'
import { prefetchOrNull } from '@/lib/session-loss'
import { organizationQueries } from '@/queries/organizations'
import { userQueries } from '@/queries/users'

export const Route = createFileRoute('/_authed/account/organization')({
  // Spec §8: a lost session is swallowed here and the page renders without the data.
  loader: async ({ context }) => {
    await Promise.all([
      prefetchOrNull(context.queryClient, organizationQueries.listMine()),
      prefetchOrNull(context.queryClient, userQueries.me()),
    ])
  },
  component: OrganizationRoute,
})

function OrganizationRoute() {
  const organizationId = Route.useRouteContext({
    select: (context) => context.session.organizationId,
  })
  return <OrganizationPage organizationId={organizationId} />
}
