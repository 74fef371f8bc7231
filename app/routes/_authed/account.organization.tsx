import { createFileRoute } from '@tanstack/react-router'
import { OrganizationPage } from '@/components/account/organization-page'
import { prefetchIgnoringSignOut } from '@/components/account/prefetch'
import { organizationQueries } from '@/queries/organizations'
import { userQueries } from '@/queries/users'

export const Route = createFileRoute('/_authed/account/organization')({
  loader: ({ context }) =>
    prefetchIgnoringSignOut(
      Promise.all([
        context.queryClient.ensureQueryData(organizationQueries.listMine()),
        context.queryClient.ensureQueryData(userQueries.me()),
      ]),
    ),
  component: OrganizationRoute,
})

function OrganizationRoute() {
  const organizationId = Route.useRouteContext({
    select: (context) => context.session.organizationId,
  })
  return <OrganizationPage organizationId={organizationId} />
}
