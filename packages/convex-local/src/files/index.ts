/**
 * File storage for convex-local (design §7): the blob store on disk, HTTP Range parsing for
 * `GET /api/storage/<uuid>`, and the HMAC upload tokens behind `generateUploadUrl()`.
 */
export {
  BlobStoreError,
  createBlobStore,
  fileTooLarge,
  isStorageUuid,
  parseDigestHeader,
  type BlobBody,
  type BlobInfo,
  type BlobStore,
  type ReadRange,
  type WriteOptions,
} from './blobStore'
export { parseRangeHeader, type RangeResult } from './range'
export {
  createUploadTokens,
  fileUrl,
  UPLOAD_TOKEN_VALIDITY_MS,
  UploadTokenError,
  uploadUrl,
  type UploadTokenOptions,
  type UploadTokens,
} from './uploadTokens'
