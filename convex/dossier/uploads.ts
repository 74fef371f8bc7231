'use node'
// Step 2 of an upload: the browser has sent the file to an upload URL (documents.generateUploadUrl)
// and names it here. The bytes decide the type, never the name; a refused file is deleted at once,
// so nothing of it stays stored, and the caller gets the reason.
import { v } from 'convex/values'
import { internal } from '../_generated/api'
import type { Id } from '../_generated/dataModel'
import { cleanName } from './model'
import { DOCUMENT_NAME_MAX } from '../../shared/names'
import { appError } from '../../shared/errors'
import { orgAction } from '../lib/functions'
import { imageRefusalReason } from './model/imageHeader'
import { describeZipProblem, inflateZip } from './model/zipInflate'
import {
  DEFAULT_MAX_UPLOAD_BYTES,
  DEFAULT_ZIP_LIMITS,
  checkZipLimits,
  sizeProblem,
  sniffFileKind,
  zipBombReason,
} from '../../shared/fileTypes'

/** What register answers (typed here: the answer comes from a mutation of the same API). */
type Registered = { documentId: Id<'documents'>; duplicateOf: Id<'documents'> | null }

const ZIP_KINDS = new Set(['docx', 'xlsx', 'pptx'])
const SNIFF_BYTES = 8192

/** SHA-256 of the bytes, hex (WebCrypto: the same in Node, Convex's runtime and tests). */
async function sha256Hex(bytes: Uint8Array<ArrayBuffer>) {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', bytes))
  return Array.from(digest, (byte) => byte.toString(16).padStart(2, '0')).join('')
}

/** The upload cap: CASEFILE_MAX_UPLOAD_BYTES in the deployment's environment, else 100 MB. */
function maxUploadBytes() {
  const configured = Number(process.env.CASEFILE_MAX_UPLOAD_BYTES)
  return Number.isFinite(configured) && configured > 0 ? configured : DEFAULT_MAX_UPLOAD_BYTES
}

/**
 * Checks an uploaded file and files it as a document of the matter (queued for processing).
 * Answers `{ documentId, duplicateOf }`; duplicateOf names an earlier copy of the same bytes.
 */
export const register = orgAction({
  args: {
    projectId: v.id('projects'),
    folderId: v.optional(v.id('folders')),
    storageId: v.id('_storage'),
    name: v.string(),
  },
  handler: async (ctx, { projectId, folderId, storageId, name }): Promise<Registered> => {
    // Authorization first: nothing is read or deleted for a caller who may not upload here.
    await ctx.runQuery(internal.dossier.ingest.uploadTarget, { projectId, folderId })
    const file = await ctx.runQuery(internal.dossier.ingest.unclaimedFile, { storageId })
    if (!file) throw appError('NOT_FOUND', 'Upload not found')
    try {
      const cleanFileName = cleanName(name, 'Document', DOCUMENT_NAME_MAX)
      const tooBig = sizeProblem(cleanFileName, file.size, maxUploadBytes())
      if (tooBig) throw appError('INVALID_INPUT', tooBig)
      const blob = await ctx.storage.get(storageId)
      if (!blob) throw appError('NOT_FOUND', 'Upload not found')
      const bytes = new Uint8Array(await blob.arrayBuffer())
      const sniffed = sniffFileKind(bytes.subarray(0, SNIFF_BYTES), cleanFileName)
      if (!sniffed.ok) throw appError('INVALID_INPUT', sniffed.reason)
      if (ZIP_KINDS.has(sniffed.kind)) {
        const bomb = checkZipLimits(bytes, cleanFileName)
        if (bomb) throw appError('INVALID_INPUT', bomb)
        // The claims passed; now the real bytes, counted as they inflate, stopping at the first
        // part that unpacks to more than it claims. Bounded by the claims just checked, and the
        // event loop is handed back every few MB, so other callers are not held up.
        const counted = await inflateZip(bytes, {
          maxTotalBytes: DEFAULT_ZIP_LIMITS.maxTotalUncompressedBytes,
          pause: () => new Promise((resolve) => setImmediate(resolve)),
        })
        if (!counted.ok) {
          const detail = describeZipProblem(counted.problem)
          throw appError('INVALID_INPUT', zipBombReason(cleanFileName, detail))
        }
      }
      if (sniffed.kind === 'png' || sniffed.kind === 'jpeg' || sniffed.kind === 'tiff') {
        // Headers and dimensions before anything decodes it (the thumbnail, OCR).
        const refused = imageRefusalReason(cleanFileName, bytes, sniffed.kind)
        if (refused) throw appError('INVALID_INPUT', refused)
      }
      return await ctx.runMutation(internal.dossier.ingest.insertUploaded, {
        projectId,
        folderId,
        storageId,
        name: cleanFileName,
        kind: sniffed.kind,
        mimeType: sniffed.mimeType,
        size: bytes.byteLength,
        sha256: await sha256Hex(bytes),
      })
    } catch (error) {
      await ctx.storage.delete(storageId)
      throw error
    }
  },
})
