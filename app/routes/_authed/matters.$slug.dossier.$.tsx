import { createFileRoute } from '@tanstack/react-router'
import { FolderOpen } from 'lucide-react'
import { MatterAreaPlaceholder } from '@/components/matters/matter-area-placeholder'

// The splat is the folder path (spec §2); empty for the dossier's top level.
export const Route = createFileRoute('/_authed/matters/$slug/dossier/$')({
  component: DossierFolderPage,
})

function DossierFolderPage() {
  const { _splat: folderPath } = Route.useParams()
  return (
    <MatterAreaPlaceholder
      title={folderPath ? `Dossier: ${folderPath}` : 'Dossier'}
      icon={<FolderOpen className="size-5" aria-hidden />}
      description="The matter's documents, in folders, to upload, preview, tag and share. They arrive with the dossier feature; no document has been added to this matter."
    />
  )
}
