import { createFileRoute } from '@tanstack/react-router'
import { AdminOverview } from '@/components/admin/admin-overview'
import { prefetchOrNull } from '@/lib/session-loss'
import { adminQueries } from '@/queries/admin'

export const Route = createFileRoute('/_superadmin/admin/')({
  loader: async ({ context }) => {
    await Promise.all([
      prefetchOrNull(context.queryClient, adminQueries.overview()),
      prefetchOrNull(context.queryClient, adminQueries.deploymentLog()),
    ])
  },
  component: AdminOverview,
})
