import { createFileRoute } from '@tanstack/react-router'
import { AdminUserPage } from '@/components/admin/console/admin-user-page'
import { UserNotFound } from '@/components/admin/console/console-not-found'
import { rethrowAsNotFound } from '@/lib/errors'
import { prefetchOrNull } from '@/lib/session-loss'
import { consoleQueries } from '@/queries/admin-console'

export const Route = createFileRoute('/_superadmin/admin/users/$userId')({
  loader: async ({ context, params }) => {
    await Promise.all([
      prefetchOrNull(context.queryClient, consoleQueries.user(params.userId)).catch(
        rethrowAsNotFound,
      ),
      prefetchOrNull(context.queryClient, consoleQueries.organizationChoices()),
    ])
  },
  head: () => ({ meta: [{ title: 'User · Admin · Casefile' }] }),
  notFoundComponent: UserNotFound,
  component: function AdminUserRoute() {
    const { userId } = Route.useParams()
    return <AdminUserPage userId={userId} />
  },
})
