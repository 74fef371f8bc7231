import { createFileRoute } from '@tanstack/react-router'
import { DossierFolderPage } from '@/components/dossier/dossier-folder-page'
import { loadDossierFolder } from '@/components/dossier/dossier-loaders'
import { DossierScreen } from '@/components/dossier/dossier-screen'
import { DossierSkeleton } from '@/components/dossier/dossier-skeleton'
import { FolderNotFound } from '@/components/dossier/folder-not-found'
import { folderPathFromSplat } from '@/lib/folder-path'

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
  const path = folderPathFromSplat(_splat)
  return (
    <DossierScreen slug={slug}>
      <DossierFolderPage key={path} path={path} />
    </DossierScreen>
  )
}

function FolderNotFoundView() {
  const { slug } = Route.useParams()
  return <FolderNotFound matterSlug={slug} />
}
