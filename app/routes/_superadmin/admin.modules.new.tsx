import { createFileRoute } from '@tanstack/react-router'
import { AdminModuleCreate } from '@/components/modules/admin-module-editor'
import { prefetchOrNull } from '@/lib/session-loss'
import { moduleQueries } from '@/queries/modules'

export const Route = createFileRoute('/_superadmin/admin/modules/new')({
  loader: async ({ context }) => {
    await prefetchOrNull(context.queryClient, moduleQueries.categories())
  },
  head: () => ({ meta: [{ title: 'New module · Admin · Casefile' }] }),
  component: AdminModuleCreate,
})
