import { Outlet, createFileRoute } from '@tanstack/react-router'
import { DocumentPreview } from '@/components/dossier/document-preview'
import { MatterDossierNav } from '@/components/matters/matter-nav'
import { readDossierSearch } from '@/lib/dossier-search-params'

// Spec §2: the dossier takes an optional documentId (the document open beside the list); the
// search at its top keeps its query, filters and sort here too (app/lib/dossier-search-params.ts).
export const Route = createFileRoute('/_authed/matters/$slug/dossier')({
  validateSearch: readDossierSearch,
  component: DossierLayout,
})

function DossierLayout() {
  const { slug } = Route.useParams()
  const { documentId } = Route.useSearch()
  return (
    <div className="grid gap-6">
      <MatterDossierNav slug={slug} />
      <Outlet />
      {documentId ? <DocumentPreview key={documentId} documentId={documentId} /> : null}
    </div>
  )
}
