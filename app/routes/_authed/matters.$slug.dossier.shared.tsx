import { createFileRoute } from '@tanstack/react-router'
import { Share2 } from 'lucide-react'
import { MatterAreaPlaceholder } from '@/components/matters/matter-area-placeholder'

export const Route = createFileRoute('/_authed/matters/$slug/dossier/shared')({
  component: DossierSharedPage,
})

function DossierSharedPage() {
  return (
    <MatterAreaPlaceholder
      title="Shared"
      icon={<Share2 className="size-5" aria-hidden />}
      description="Documents and folders shared on this matter gather here. Sharing arrives with the dossier feature; nothing has been shared yet."
    />
  )
}
