/**
 * Argument checks the backend makes on IDs before looking anything up (`with_argument_error` in
 * `isolate/src/environment/helpers`): a string that is not an ID fails the call with an
 * `Invalid argument ...` error, while a well-formed ID of a missing document just finds nothing.
 */
import { idDecodeError } from '../values/ids'

const HEX_UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}'
/** The forms Rust's `uuid` crate parses: hyphenated, simple, braced and URN. */
const ANY_UUID = new RegExp(
  `^(?:${HEX_UUID}|[0-9a-f]{32}|\\{${HEX_UUID}\\}|urn:uuid:${HEX_UUID})$`,
  'i',
)

/**
 * `storageId` of `storage.getUrl` / `getMetadata` / `delete` / `get` must be an `Id<"_storage">`
 * (any well-formed ID) or a legacy storage UUID (`model/src/file_storage` `FileStorageId`).
 */
export function checkStorageId(storageId: unknown, method: string): void {
  if (typeof storageId === 'string') {
    if (idDecodeError(storageId) === null || ANY_UUID.test(storageId)) return
  }
  // The backend's message, line break and indentation included.
  throw new Error(
    `Invalid argument \`storageId\` for \`${method}\`: Invalid storage ID: "${String(storageId)}". ` +
      "Storage ID should be an\n                    Id of '_storage' table, or a UUID string.",
  )
}

/** `db.get` / `db.system.get` of a string that is not an ID. */
export function checkGetId(id: unknown, isSystem: unknown): void {
  if (typeof id !== 'string') return
  const error = idDecodeError(id)
  if (error !== null) {
    throw new Error(
      `Invalid argument \`id\` for \`${isSystem === true ? 'db.system.get' : 'db.get'}\`: ${error}`,
    )
  }
}
