import { createFileRoute } from '@tanstack/react-router'
import { SystemTemplates } from '@/components/admin/system-templates'
import { prefetchOrNull } from '@/lib/session-loss'
import { adminQueries } from '@/queries/admin'

export const Route = createFileRoute('/_superadmin/admin/tables')({
  loader: async ({ context }) => {
    await prefetchOrNull(context.queryClient, adminQueries.systemTemplates())
  },
  head: () => ({ meta: [{ title: 'Table templates · Admin · Casefile' }] }),
  component: SystemTemplates,
})
