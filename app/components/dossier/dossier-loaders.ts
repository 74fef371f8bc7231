// What the dossier routes prefetch, so the first page (20 documents) and the folders render on
// the server. Each loader reads exactly what its screen then reads with useSuspenseQuery/useQuery.
import { notFound } from '@tanstack/react-router'
import type { QueryClient, QueryKey } from '@tanstack/react-query'
import { isAuthenticationRequired } from '@/components/matters/auth-required'
import { getAppErrorCode, rethrowAsNotFound } from '@/lib/errors'
import { folderPathFromSplat } from '@/lib/folder-path'
import { dossierQueries } from '@/queries/dossier'
import { projectQueries } from '@/queries/projects'
import type { Id } from '@convex/_generated/dataModel'

/**
 * Awaits one prefetch, swallowing 'Authentication required' (spec §8: on the dossier routes the
 * route then renders without data). While a page boots, or its token is renewed, the Convex client
 * briefly runs without one; the failed entry is dropped so the screen fetches it again itself,
 * with retries. A session that really ended is the shell's session watch's to handle.
 */
async function orNullWhenSignedOut<T>(
  queryClient: QueryClient,
  queryKey: QueryKey,
  prefetch: Promise<T>,
): Promise<T | null> {
  try {
    return await prefetch
  } catch (error) {
    if (!isAuthenticationRequired(error)) throw error
    queryClient.removeQueries({ queryKey, exact: true })
    return null
  }
}

/** The matter; an unknown slug is the matter layout's 'Project not found', not the folder's. */
async function loadMatter(queryClient: QueryClient, slug: string) {
  const query = projectQueries.bySlug(slug)
  try {
    return await orNullWhenSignedOut(
      queryClient,
      query.queryKey,
      queryClient.ensureQueryData(query),
    )
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
  if (!matter) return
  const path = folderPathFromSplat(splat)
  let folderId: Id<'folders'> | undefined
  if (path) {
    const query = dossierQueries.folderByPath(matter._id, path)
    const at = await orNullWhenSignedOut(
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
    orNullWhenSignedOut(queryClient, subfolders.queryKey, queryClient.ensureQueryData(subfolders)),
    orNullWhenSignedOut(queryClient, documents.queryKey, queryClient.ensureQueryData(documents)),
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
  await Promise.all([
    orNullWhenSignedOut(queryClient, folders.queryKey, queryClient.ensureQueryData(folders)),
    orNullWhenSignedOut(queryClient, documents.queryKey, queryClient.ensureQueryData(documents)),
  ])
}
