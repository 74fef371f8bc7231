// One file's upload, start to end: the pre-check (nothing is sent for a refused file), the folder
// it belongs in (created once per distinct folder), an upload URL, the bytes, and the server's
// own check (uploads.register). The Convex calls come in as plain functions, so the tests can
// follow the order of the calls and the React side hands in useConvexMutation/useConvexAction.
import { DEFAULT_MAX_UPLOAD_BYTES } from '@shared/fileTypes'
import type { Id } from '@convex/_generated/dataModel'
import { getErrorMessage, hasCode } from '@/lib/errors'
import { precheckUpload } from './upload-checks'
import { folderKey } from './upload-entries'
import type { UploadEntry, UploadOutcome, UploadRunner } from './upload-queue'
import {
  isAbortError,
  sendFile,
  UploadTransferError,
  type SendFileOptions,
} from './upload-transfer'

/** Where the files of one upload go: the matter, and a folder of it or its top level. */
export type UploadTarget = { projectId: Id<'projects'>; folderId?: Id<'folders'> }

/** The backend calls an upload makes (api.documents.generateUploadUrl, api.uploads.register, api.folders.ensurePath). */
export type UploadBackend = {
  generateUploadUrl: (args: { projectId: Id<'projects'> }) => Promise<string>
  register: (args: {
    projectId: Id<'projects'>
    folderId?: Id<'folders'>
    storageId: Id<'_storage'>
    name: string
  }) => Promise<{ documentId: Id<'documents'>; duplicateOf: Id<'documents'> | null }>
  ensurePath: (args: {
    projectId: Id<'projects'>
    parentId?: Id<'folders'>
    names: string[]
  }) => Promise<{ folderId: Id<'folders'>; path: string }>
}

export type UploadRunnerOptions = {
  /** The cap the pre-check applies; the server applies its own (CASEFILE_MAX_UPLOAD_BYTES). */
  maxBytes?: number
  /** Sends the bytes; the XMLHttpRequest transfer unless a test passes another. */
  send?: (url: string, file: File, options: SendFileOptions) => Promise<string>
}

/**
 * The runner for one batch of files going to `target`. The folders of a dropped or picked folder
 * are created through ensurePath once per distinct folder, when its first file is about to be
 * sent, so a folder whose files are all refused is not created.
 */
export function createUploadRunner(
  backend: UploadBackend,
  target: UploadTarget,
  options: UploadRunnerOptions = {},
): UploadRunner {
  const maxBytes = options.maxBytes ?? DEFAULT_MAX_UPLOAD_BYTES
  const send = options.send ?? sendFile
  const folders = new Map<string, Promise<Id<'folders'>>>()

  function folderFor(folderNames: readonly string[]): Promise<Id<'folders'> | undefined> {
    if (folderNames.length === 0) return Promise.resolve(target.folderId)
    const key = folderKey(folderNames)
    let folder = folders.get(key)
    if (!folder) {
      folder = backend
        .ensurePath({
          projectId: target.projectId,
          parentId: target.folderId,
          names: [...folderNames],
        })
        .then((result) => result.folderId)
      // A failure is not remembered: the next file of that folder asks again.
      folder.catch(() => folders.delete(key))
      folders.set(key, folder)
    }
    return folder
  }

  return {
    precheck: ({ file }) => precheckUpload(file, maxBytes),
    async upload(entry: UploadEntry, { signal, onProgress, onChecking }): Promise<UploadOutcome> {
      try {
        const folderId = await folderFor(entry.folderNames)
        signal.throwIfAborted()
        const url = await backend.generateUploadUrl({ projectId: target.projectId })
        const storageId = await send(url, entry.file, { signal, onProgress })
        onChecking()
        const registered = await backend.register({
          projectId: target.projectId,
          folderId,
          storageId: storageId as Id<'_storage'>,
          name: entry.file.name,
        })
        return { status: 'added', ...registered }
      } catch (error) {
        return signal.aborted ? { status: 'cancelled' } : uploadErrorOutcome(error)
      }
    },
  }
}

/**
 * What a failed step means for the file, decided here once: the server's INVALID_INPUT is a
 * refusal with its reason (wrong type, empty, too big, zip bomb); anything else is a failure with
 * the server's message, the transfer's, or the generic one.
 */
export function uploadErrorOutcome(error: unknown): UploadOutcome {
  if (isAbortError(error)) return { status: 'cancelled' }
  if (hasCode(error, 'INVALID_INPUT')) {
    return { status: 'refused', message: getErrorMessage(error) }
  }
  if (error instanceof UploadTransferError) return { status: 'failed', message: error.message }
  return { status: 'failed', message: getErrorMessage(error) }
}
