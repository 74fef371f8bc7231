import { createFileRoute } from '@tanstack/react-router'
import { Star } from 'lucide-react'
import { MatterAreaPlaceholder } from '@/components/matters/matter-area-placeholder'

export const Route = createFileRoute('/_authed/matters/$slug/dossier/favorites')({
  component: DossierFavoritesPage,
})

function DossierFavoritesPage() {
  return (
    <MatterAreaPlaceholder
      title="Favorites"
      icon={<Star className="size-5" aria-hidden />}
      description="Documents and folders you mark as favorites gather here. They arrive with the dossier feature; nothing is marked yet."
    />
  )
}
