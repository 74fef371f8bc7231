import { createFileRoute } from '@tanstack/react-router'
import { SystemTemplates } from '@/components/admin/system-templates'
import { adminQueries } from '@/queries/admin'

export const Route = createFileRoute('/_superadmin/admin/tables')({
  loader: ({ context }) => context.queryClient.ensureQueryData(adminQueries.systemTemplates()),
  head: () => ({ meta: [{ title: 'Table templates · Admin · Casefile' }] }),
  component: SystemTemplates,
})
