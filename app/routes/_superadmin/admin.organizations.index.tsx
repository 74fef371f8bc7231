import { createFileRoute } from '@tanstack/react-router'
import { AdminOrganizationsTable } from '@/components/admin/console/admin-organizations-table'
import { prefetchOrNull } from '@/lib/session-loss'
import { consoleQueries } from '@/queries/admin-console'

export const Route = createFileRoute('/_superadmin/admin/organizations/')({
  loader: async ({ context }) => {
    await prefetchOrNull(context.queryClient, consoleQueries.organizations('', null))
  },
  head: () => ({ meta: [{ title: 'Organizations · Admin · Casefile' }] }),
  component: AdminOrganizationsTable,
})
