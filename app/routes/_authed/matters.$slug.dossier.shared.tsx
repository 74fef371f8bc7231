import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { loadDossierMarked } from '@/components/dossier/dossier-loaders'
import { DossierMarkedPage } from '@/components/dossier/dossier-marked-page'
import { DossierScreen } from '@/components/dossier/dossier-screen'
import { DossierSkeleton } from '@/components/dossier/dossier-skeleton'
import { projectQueries } from '@/queries/projects'

export const Route = createFileRoute('/_authed/matters/$slug/dossier/shared')({
  loader: ({ context, params }) => loadDossierMarked(context.queryClient, params.slug, 'shared'),
  pendingComponent: DossierSkeleton,
  component: DossierSharedPage,
})

function DossierSharedPage() {
  const { slug } = Route.useParams()
  const session = Route.useRouteContext({ select: (context) => context.session })
  const { data: matter } = useSuspenseQuery(projectQueries.bySlug(slug))
  return (
    <DossierScreen
      matter={matter}
      viewerId={session.userId ?? ''}
      organizationId={session.organizationId ?? ''}
    >
      <DossierMarkedPage kind="shared" />
    </DossierScreen>
  )
}
