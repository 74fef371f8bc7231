import { createFileRoute } from '@tanstack/react-router'
import { DossierHealth } from '@/components/admin/dossier-health'

// The health query takes the browser's clock (to the minute), so it loads after hydration.
export const Route = createFileRoute('/_superadmin/admin/dossier')({
  head: () => ({ meta: [{ title: 'Dossier health · Admin · Casefile' }] }),
  component: DossierHealth,
})
