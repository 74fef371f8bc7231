import { createFileRoute } from '@tanstack/react-router'
import { AdminOverview } from '@/components/admin/admin-overview'
import { adminQueries } from '@/queries/admin'

export const Route = createFileRoute('/_superadmin/admin/')({
  loader: ({ context }) => context.queryClient.ensureQueryData(adminQueries.overview()),
  component: AdminOverview,
})
