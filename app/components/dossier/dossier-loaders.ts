// What the dossier routes prefetch, so the first page (20 documents) and the folders render on
// the server. Each loader reads exactly what its screen then reads with useSuspenseQuery/useQuery.
// Spec §8: a lost session is swallowed (lib/session-loss.ts) and the route renders without data.
import { notFound } from '@tanstack/react-router'
import type { QueryClient } from '@tanstack/react-query'
import { hasCode, rethrowAsNotFound } from '@/lib/errors'
import { folderPathFromSplat } from '@/lib/folder-path'
import { orNullWhenSessionLost, prefetchOrNull } from '@/lib/session-loss'
import { dossierQueries } from '@/queries/dossier'
import { matterQueries } from '@/queries/matters'
import type { Id } from '@convex/_generated/dataModel'

/** The matter; an unknown slug is the matter layout's 'Project not found', not the folder's. */
async function loadMatter(queryClient: QueryClient, slug: string) {
  try {
    return await prefetchOrNull(queryClient, matterQueries.bySlug(slug))
  } catch (error) {
    if (hasCode(error, 'NOT_FOUND')) {
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
  if (!matter) return
  const path = folderPathFromSplat(splat)
  let folderId: Id<'folders'> | undefined
  if (path) {
    const query = dossierQueries.folderByPath(matter._id, path)
    const at = await orNullWhenSessionLost(
      queryClient,
      query.queryKey,
      queryClient.ensureQueryData(query).catch(rethrowAsNotFound),
    )
    if (!at) return
    folderId = at.folderId
  }
  const subfolders = dossierQueries.subfolders(matter._id, folderId)
  const documents = dossierQueries.documents(matter._id, { kind: 'folder', folderId, sort: null })
  await Promise.all([
    prefetchOrNull(queryClient, subfolders),
    prefetchOrNull(queryClient, documents),
  ])
}

/** Favorites or Shared: the marked folders and the first page of marked documents. */
export async function loadDossierMarked(
  queryClient: QueryClient,
  slug: string,
  kind: 'favorites' | 'shared',
) {
  const matter = await loadMatter(queryClient, slug)
  if (!matter) return
  const folders = dossierQueries.markedFolders(kind, matter._id)
  const documents = dossierQueries.documents(matter._id, { kind })
  await Promise.all([prefetchOrNull(queryClient, folders), prefetchOrNull(queryClient, documents)])
}
