import { createFileRoute } from '@tanstack/react-router'
import { AdminUsersTable } from '@/components/admin/console/admin-users-table'
import { prefetchOrNull } from '@/lib/session-loss'
import { consoleQueries } from '@/queries/admin-console'

export const Route = createFileRoute('/_superadmin/admin/users/')({
  loader: async ({ context }) => {
    await Promise.all([
      prefetchOrNull(context.queryClient, consoleQueries.users({}, null)),
      prefetchOrNull(context.queryClient, consoleQueries.organizationChoices()),
    ])
  },
  head: () => ({ meta: [{ title: 'Users · Admin · Casefile' }] }),
  component: AdminUsersTable,
})
