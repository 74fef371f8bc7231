// What the dossier routes prefetch, so the first page (20 documents) and the folders render on
// the server. Each loader reads exactly what its screen then reads with useSuspenseQuery/useQuery.
import { notFound } from '@tanstack/react-router'
import type { QueryClient } from '@tanstack/react-query'
import { getAppErrorCode, rethrowAsNotFound } from '@/lib/errors'
import { folderPathFromSplat } from '@/lib/folder-path'
import { dossierQueries } from '@/queries/dossier'
import { projectQueries } from '@/queries/projects'

/** The matter; an unknown slug is the matter layout's 'Project not found', not the folder's. */
async function loadMatter(queryClient: QueryClient, slug: string) {
  try {
    return await queryClient.ensureQueryData(projectQueries.bySlug(slug))
  } catch (error) {
    if (getAppErrorCode(error) === 'NOT_FOUND') {
      throw notFound({ routeId: '/_authed/matters/$slug' })
    }
    throw error
  }
}

/** A folder view: the folder at the path ('Folder not found' otherwise), its subfolders and first page. */
export async function loadDossierFolder(
  queryClient: QueryClient,
  slug: string,
  splat: string | undefined,
) {
  const matter = await loadMatter(queryClient, slug)
  const path = folderPathFromSplat(splat)
  const at = path
    ? await queryClient
        .ensureQueryData(dossierQueries.folderByPath(matter._id, path))
        .catch(rethrowAsNotFound)
    : null
  await Promise.all([
    queryClient.ensureQueryData(dossierQueries.subfolders(matter._id, at?.folderId)),
    queryClient.ensureQueryData(
      dossierQueries.documents(matter._id, { kind: 'folder', folderId: at?.folderId, sort: null }),
    ),
  ])
}

/** Favorites or Shared: the marked folders and the first page of marked documents. */
export async function loadDossierMarked(
  queryClient: QueryClient,
  slug: string,
  kind: 'favorites' | 'shared',
) {
  const matter = await loadMatter(queryClient, slug)
  await Promise.all([
    queryClient.ensureQueryData(dossierQueries.markedFolders(kind, matter._id)),
    queryClient.ensureQueryData(dossierQueries.documents(matter._id, { kind })),
  ])
}
