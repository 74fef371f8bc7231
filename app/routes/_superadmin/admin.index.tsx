import { createFileRoute } from '@tanstack/react-router'
import { AdminOverview } from '@/components/admin/admin-overview'
import { prefetchOrNull } from '@/lib/session-loss'
import { adminQueries } from '@/queries/admin'

export const Route = createFileRoute('/_superadmin/admin/')({
  loader: async ({ context }) => {
    await prefetchOrNull(context.queryClient, adminQueries.overview())
  },
  component: AdminOverview,
})
