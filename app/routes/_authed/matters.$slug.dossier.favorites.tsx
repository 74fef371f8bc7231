import { createFileRoute } from '@tanstack/react-router'
import { loadDossierMarked } from '@/components/dossier/dossier-loaders'
import { DossierMarkedScreen } from '@/components/dossier/dossier-marked-screen'
import { DossierSkeleton } from '@/components/dossier/dossier-skeleton'

export const Route = createFileRoute('/_authed/matters/$slug/dossier/favorites')({
  loader: ({ context, params }) => loadDossierMarked(context.queryClient, params.slug, 'favorites'),
  pendingComponent: DossierSkeleton,
  component: DossierFavoritesRoute,
})

function DossierFavoritesRoute() {
  return <DossierMarkedScreen kind="favorites" />
}
