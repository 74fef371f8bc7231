/**
 * File storage metadata: the bytes live in the blob store (src/files, `<dataDir>/storage/<uuid>`),
 * the `_storage` system table holds `{sha256 (base64), size, contentType?}`, and globals map
 * storage IDs ↔ uuids.
 */
import type { ComponentPath, ReadOperations, WriteTransaction } from '../storage/types'
import { idDecodeError } from '../values/ids'

export const STORAGE_TABLE = '_storage'
const BY_ID = 'storageFile:'
const BY_UUID = 'storageUuid:'
const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

export type StoredFile = {
  id: string
  uuid: string
  componentPath: ComponentPath
  sha256: string
  size: number
  contentType: string | null
}

/** `sha256` as storage.store() options give it (base64 or hex) → base64, for the blob store. */
export function digestToBase64(sha256: string | null | undefined): string | undefined {
  if (!sha256) return undefined
  if (/^[0-9a-f]{64}$/i.test(sha256)) return Buffer.from(sha256, 'hex').toString('base64')
  return sha256
}

/** The globals mapping a file's storage ID and uuid to each other (snapshot imports set them). */
export function fileMappingGlobals(
  componentPath: ComponentPath,
  id: string,
  uuid: string,
): Array<
  [
    key: string,
    value: { uuid: string; componentPath: string } | { id: string; componentPath: string },
  ]
> {
  return [
    [BY_ID + id, { uuid, componentPath }],
    [BY_UUID + uuid, { id, componentPath }],
  ]
}

/** Inserts the `_storage` document and the id/uuid mapping in `txn`. */
export function recordFile(
  txn: WriteTransaction,
  componentPath: ComponentPath,
  file: { uuid: string; sha256Base64: string; size: number },
  contentType: string | null,
): string {
  const doc: Record<string, string | number> = { sha256: file.sha256Base64, size: file.size }
  if (contentType) doc.contentType = contentType
  const id = txn.insert(componentPath, STORAGE_TABLE, doc)
  for (const [key, value] of fileMappingGlobals(componentPath, id, file.uuid))
    txn.setGlobal(key, value)
  return id
}

/**
 * Finds a file by `Id<"_storage">` or by its uuid (legacy storage IDs). A well-formed ID of
 * another table (or of a table number that does not exist) is refused, as Convex does
 * (`query_for_storage_id` in model/src/file_storage).
 */
export function lookupFile(
  txn: ReadOperations,
  componentPath: ComponentPath,
  storageId: string,
): StoredFile | null {
  let id: string | null = null
  let uuid: string | null = null
  if (txn.tableNameForId(componentPath, storageId) === STORAGE_TABLE) {
    id = storageId
    const m = txn.getGlobal(BY_ID + id) as { uuid: string } | undefined
    uuid = m?.uuid ?? null
  } else if (idDecodeError(storageId) === null) {
    throw new Error(
      "Invalid storage ID. Storage ID cannot be an ID on any table other than '_storage'.",
    )
  } else if (UUID_RE.test(storageId)) {
    uuid = storageId
    const m = txn.getGlobal(BY_UUID + uuid) as { id: string; componentPath: string } | undefined
    if (m && m.componentPath === componentPath) id = m.id
  }
  if (id === null || uuid === null) return null
  const doc = txn.get(componentPath, id) as {
    sha256: string
    size: number
    contentType?: string
  } | null
  if (!doc) return null
  return {
    id,
    uuid,
    componentPath,
    sha256: doc.sha256,
    size: doc.size,
    contentType: doc.contentType ?? null,
  }
}

/** Deletes the document and mapping; the caller removes the bytes after commit. */
export function forgetFile(txn: WriteTransaction, file: StoredFile): void {
  txn.delete(file.componentPath, file.id)
  txn.setGlobal(BY_ID + file.id, undefined)
  txn.setGlobal(BY_UUID + file.uuid, undefined)
}

/** Finds a file by uuid regardless of component (for the download endpoint). */
export function lookupUuid(txn: ReadOperations, uuid: string): StoredFile | null {
  if (!UUID_RE.test(uuid)) return null
  const m = txn.getGlobal(BY_UUID + uuid) as { id: string; componentPath: string } | undefined
  if (!m) return null
  return lookupFile(txn, m.componentPath, m.id)
}
