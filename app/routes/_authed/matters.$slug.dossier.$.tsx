import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { DossierFolderPage } from '@/components/dossier/dossier-folder-page'
import { loadDossierFolder } from '@/components/dossier/dossier-loaders'
import { DossierScreen } from '@/components/dossier/dossier-screen'
import { DossierSkeleton } from '@/components/dossier/dossier-skeleton'
import { FolderNotFound } from '@/components/dossier/folder-not-found'
import { folderPathFromSplat } from '@/lib/folder-path'
import { projectQueries } from '@/queries/projects'

// The splat is the folder's full slug path (spec §2): /matters/{slug}/dossier/pleadings/motions;
// empty for the dossier's top level.
export const Route = createFileRoute('/_authed/matters/$slug/dossier/$')({
  loader: ({ context, params }) =>
    loadDossierFolder(context.queryClient, params.slug, params._splat),
  pendingComponent: DossierSkeleton,
  notFoundComponent: FolderNotFoundView,
  component: DossierFolderRoute,
})

function DossierFolderRoute() {
  const { slug, _splat } = Route.useParams()
  const session = Route.useRouteContext({ select: (context) => context.session })
  const { data: matter } = useSuspenseQuery(projectQueries.bySlug(slug))
  const path = folderPathFromSplat(_splat)
  return (
    <DossierScreen
      matter={matter}
      viewerId={session.userId ?? ''}
      organizationId={session.organizationId ?? ''}
    >
      <DossierFolderPage key={path} path={path} />
    </DossierScreen>
  )
}

function FolderNotFoundView() {
  const { slug } = Route.useParams()
  return <FolderNotFound matterSlug={slug} />
}
