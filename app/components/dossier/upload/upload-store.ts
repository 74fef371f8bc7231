// The one upload queue of the page, shared by every <UploadButton>, <DossierDropZone> and
// <UploadPanel> without a provider: a module-level store read with useSyncExternalStore, like the
// toast store. Uploads survive navigation inside the app (the panel shows them again on return);
// leaving or reloading the page while a file is waiting, sending or being checked asks first.
import { useCallback, useSyncExternalStore } from 'react'
import { useConvexAction, useConvexMutation } from '@convex-dev/react-query'
import { api } from '@convex/_generated/api'
import type { Id } from '@convex/_generated/dataModel'
import type { PickedFile } from '@/lib/upload-entries'
import { createUploadRunner } from '@/lib/upload-pipeline'
import { guardUnloadWhileUploading } from '@/lib/upload-guard'
import { createUploadQueue, type UploadItem } from '@/lib/upload-queue'

/** The page's queue. */
export const uploadQueue = createUploadQueue()

const NO_UPLOADS: readonly UploadItem[] = []

/** Every file of the batch, live. Empty during SSR. */
export function useUploadItems(): readonly UploadItem[] {
  return useSyncExternalStore(uploadQueue.subscribe, uploadQueue.getSnapshot, () => NO_UPLOADS)
}

/** Where new uploads go: a matter, and one of its folders or (null/absent) its top level. */
export type UploadDestination = {
  projectId: Id<'projects'>
  folderId?: Id<'folders'> | null
}

/** Queues picked or dropped files for upload to `destination`. */
export function useStartUploads({ projectId, folderId }: UploadDestination) {
  const generateUploadUrl = useConvexMutation(api.dossier.documents.generateUploadUrl)
  const register = useConvexAction(api.dossier.uploads.register)
  const ensurePath = useConvexMutation(api.dossier.folders.ensurePath)
  return useCallback(
    (picked: readonly PickedFile[]) => {
      if (picked.length === 0) return
      const runner = createUploadRunner(
        { generateUploadUrl, register, ensurePath },
        { projectId, folderId: folderId ?? undefined },
      )
      uploadQueue.add(picked, runner)
    },
    [generateUploadUrl, register, ensurePath, projectId, folderId],
  )
}

if (typeof window !== 'undefined') {
  guardUnloadWhileUploading(uploadQueue, window)
}
