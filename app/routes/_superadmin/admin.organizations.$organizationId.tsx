import { createFileRoute } from '@tanstack/react-router'
import { AdminOrganizationPage } from '@/components/admin/console/admin-organization-page'
import { OrganizationNotFound } from '@/components/admin/console/console-not-found'
import { rethrowAsNotFound } from '@/lib/errors'
import { prefetchOrNull } from '@/lib/session-loss'
import { consoleQueries } from '@/queries/admin-console'

export const Route = createFileRoute('/_superadmin/admin/organizations/$organizationId')({
  loader: async ({ context, params }) => {
    await prefetchOrNull(
      context.queryClient,
      consoleQueries.organization(params.organizationId),
    ).catch(rethrowAsNotFound)
  },
  head: () => ({ meta: [{ title: 'Organization · Admin · Casefile' }] }),
  notFoundComponent: OrganizationNotFound,
  component: function AdminOrganizationRoute() {
    const { organizationId } = Route.useParams()
    return <AdminOrganizationPage organizationId={organizationId} />
  },
})
