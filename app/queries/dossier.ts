import { convexQuery, useConvexMutation } from '@/lib/convex-react'
import { useMutation } from '@tanstack/react-query'
import type { FunctionArgs, FunctionReturnType } from 'convex/server'
import { DOSSIER_PAGE_SIZE, DOSSIER_STALE_TIME_MS } from '@/lib/constants'
import type { SortState } from '@/lib/sort-cycle'
import { api } from '@convex/_generated/api'
import type { Id } from '@convex/_generated/dataModel'

/** One document of a dossier list. */
export type DocumentRow = FunctionReturnType<typeof api.dossier.documents.list>['page'][number]
/** One page of a dossier list. */
export type DocumentPage = FunctionReturnType<typeof api.dossier.documents.list>
/** A folder with the viewer's favorite and share marks. */
export type FolderRow = FunctionReturnType<typeof api.dossier.folders.subfolders>[number]
/** A folder of the move dialog's tree (no marks). */
export type FolderTreeRow = FunctionReturnType<typeof api.dossier.folders.listAll>[number]
/** The folder a path names, with its breadcrumbs (top level first). */
export type FolderAtPath = FunctionReturnType<typeof api.dossier.folders.idByPath>
/** A colleague an item is shared with. */
export type ShareRecipient = FunctionReturnType<
  typeof api.dossier.shares.documentRecipients
>[number]

/** The sortable columns of the dossier table (spec §2). */
export type DocumentSortColumn = 'name' | 'type' | 'added'
export type DocumentSort = SortState<DocumentSortColumn>

/** Which documents a dossier list shows: one folder (top level without folderId), favorites or shared. */
export type DocumentListing =
  | { kind: 'folder'; folderId?: Id<'folders'>; sort: DocumentSort }
  | { kind: 'favorites' }
  | { kind: 'shared' }

type ListArgs = FunctionArgs<typeof api.dossier.documents.list>

// Spec §9: dossier data counts as fresh for 5 minutes. The Convex subscription behind each query
// keeps it live regardless, so this only spares refetches when a list is opened again.
const fresh = { staleTime: DOSSIER_STALE_TIME_MS } as const

function listArgs(
  projectId: Id<'projects'>,
  listing: DocumentListing,
  cursor: string | null,
): ListArgs {
  const paginationOpts = { numItems: DOSSIER_PAGE_SIZE, cursor }
  switch (listing.kind) {
    case 'favorites':
      return { paginationOpts, filter: { projectId, isFavorite: true } }
    case 'shared':
      return { paginationOpts, filter: { projectId, isShared: true } }
    case 'folder':
      // Undefined fields are left out, so the server's and the browser's query keys are equal.
      return {
        paginationOpts,
        filter: {
          projectId,
          from: 'dossier',
          ...(listing.folderId ? { folderId: listing.folderId } : {}),
        },
        ...(listing.sort ? { sort: listing.sort } : {}),
      }
  }
}

export const dossierQueries = {
  /** One page (20) of a folder's, the favorite or the shared documents. */
  documents: (
    projectId: Id<'projects'>,
    listing: DocumentListing,
    cursor: string | null = null,
  ) => ({
    ...convexQuery(api.dossier.documents.list, listArgs(projectId, listing, cursor)),
    ...fresh,
  }),
  /** The folders directly inside a folder, or at the top level. */
  subfolders: (projectId: Id<'projects'>, parentId?: Id<'folders'>) => ({
    ...convexQuery(
      api.dossier.folders.subfolders,
      parentId ? { projectId, parentId } : { projectId },
    ),
    ...fresh,
  }),
  /** The folder at a full slug path ('Folder not found' otherwise). */
  folderByPath: (projectId: Id<'projects'>, path: string) => ({
    ...convexQuery(api.dossier.folders.idByPath, { projectId, path }),
    ...fresh,
  }),
  /** Every folder of the matter, by path (the move dialog). */
  allFolders: (projectId: Id<'projects'>) => ({
    ...convexQuery(api.dossier.folders.listAll, { projectId }),
    ...fresh,
  }),
  favoriteFolders: (projectId: Id<'projects'>) => ({
    ...convexQuery(api.dossier.folders.favorites, { projectId }),
    ...fresh,
  }),
  sharedFolders: (projectId: Id<'projects'>) => ({
    ...convexQuery(api.dossier.folders.sharedWithMe, { projectId }),
    ...fresh,
  }),
  /** The folders of a marked view: the viewer's favorites, or those shared with the viewer. */
  markedFolders: (kind: 'favorites' | 'shared', projectId: Id<'projects'>) =>
    kind === 'favorites'
      ? dossierQueries.favoriteFolders(projectId)
      : dossierQueries.sharedFolders(projectId),
  /** How much a folder holds (the delete confirmation). */
  folderContents: (folderId: Id<'folders'>) => ({
    ...convexQuery(api.dossier.folders.contents, { folderId }),
    ...fresh,
  }),
  /** Who a document is shared with; null skips the query (the share dialog names one or the other). */
  documentRecipients: (documentId: Id<'documents'> | null) => ({
    ...convexQuery(api.dossier.shares.documentRecipients, documentId ? { documentId } : 'skip'),
    ...fresh,
  }),
  /** Who a folder is shared with; null skips the query. */
  folderRecipients: (folderId: Id<'folders'> | null) => ({
    ...convexQuery(api.dossier.shares.folderRecipients, folderId ? { folderId } : 'skip'),
    ...fresh,
  }),
}

export function useCreateFolderMutation() {
  return useMutation({
    mutationFn: useConvexMutation(api.dossier.folders.create),
    // The new-folder dialog shows the refusal under its field.
    meta: { showsOwnErrors: true },
  })
}

export function useRenameFolderMutation() {
  return useMutation({ mutationFn: useConvexMutation(api.dossier.folders.rename) })
}

export function useMoveFolderMutation() {
  return useMutation({ mutationFn: useConvexMutation(api.dossier.folders.move) })
}

export function useRemoveFolderMutation() {
  return useMutation({ mutationFn: useConvexMutation(api.dossier.folders.remove) })
}

export function useRenameDocumentMutation() {
  return useMutation({ mutationFn: useConvexMutation(api.dossier.documents.rename) })
}

export function useMoveDocumentsMutation() {
  return useMutation({ mutationFn: useConvexMutation(api.dossier.documentsBulk.move) })
}

export function useRemoveDocumentsMutation() {
  return useMutation({ mutationFn: useConvexMutation(api.dossier.documentsBulk.remove) })
}

export function useSetDocumentFavoritesMutation() {
  return useMutation({ mutationFn: useConvexMutation(api.dossier.favorites.setDocuments) })
}

export function useSetFolderFavoriteMutation() {
  return useMutation({ mutationFn: useConvexMutation(api.dossier.favorites.setFolder) })
}

export function useShareDocumentsMutation() {
  return useMutation({ mutationFn: useConvexMutation(api.dossier.shares.shareDocuments) })
}

export function useShareFolderMutation() {
  return useMutation({ mutationFn: useConvexMutation(api.dossier.shares.shareFolder) })
}

export function useUnshareDocumentMutation() {
  return useMutation({ mutationFn: useConvexMutation(api.dossier.shares.unshareDocument) })
}

export function useUnshareFolderMutation() {
  return useMutation({ mutationFn: useConvexMutation(api.dossier.shares.unshareFolder) })
}
