/**
 * The system fields `_id` and `_creationTime` are the store's: a replace or patch may repeat
 * them unchanged, never change them.
 */
import type { Value } from 'convex/values'
import { StorageError, type Document } from './types'

function sameValue(a: Value | undefined, b: Value | undefined): boolean {
  return a === b
}

/** Throws StorageError('SystemFieldChange') when `value` gives a system field another value. */
export function checkSystemFields(
  op: string,
  old: Document,
  value: Record<string, Value | undefined>,
): void {
  if ('_id' in value && value._id !== undefined && !sameValue(value._id, old._id)) {
    throw new StorageError(
      'SystemFieldChange',
      `${op} failed: provided \`_id\` field value "${String(value._id)}" does not match the document ID "${old._id}".`,
    )
  }
  if (
    '_creationTime' in value &&
    value._creationTime !== undefined &&
    !sameValue(value._creationTime, old._creationTime)
  ) {
    throw new StorageError(
      'SystemFieldChange',
      `${op} failed: provided \`_creationTime\` field value ${String(value._creationTime)} does not match the document's creation time ${old._creationTime}.`,
    )
  }
}
