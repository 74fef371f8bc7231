import { createFileRoute } from '@tanstack/react-router'
import { MigrateUserPage } from '@/components/migration/migrate-user-page'
import { rethrowAsNotFound } from '@/lib/errors'
import { prefetchOrNull } from '@/lib/session-loss'
import { migrationQueries } from '@/queries/migration'

export const Route = createFileRoute('/_superadmin/admin/migrate/$userId')({
  loader: async ({ context, params }) => {
    await prefetchOrNull(context.queryClient, migrationQueries.user(params.userId)).catch(
      rethrowAsNotFound,
    )
  },
  head: () => ({ meta: [{ title: 'Move a user · Admin · Casefile' }] }),
  component: function MigrateUserRoute() {
    const { userId } = Route.useParams()
    return <MigrateUserPage userId={userId} />
  },
})
