import { Outlet, createFileRoute } from '@tanstack/react-router'
import { z } from 'zod'
import { MatterDossierNav } from '@/components/matters/matter-nav'

// Spec §2: the dossier takes an optional documentId (the document open beside the list).
const dossierSearch = z.object({
  documentId: z.string().optional().catch(undefined),
})

export const Route = createFileRoute('/_authed/matters/$slug/dossier')({
  validateSearch: dossierSearch,
  component: DossierLayout,
})

function DossierLayout() {
  const { slug } = Route.useParams()
  return (
    <div className="grid gap-6">
      <MatterDossierNav slug={slug} />
      <Outlet />
    </div>
  )
}
