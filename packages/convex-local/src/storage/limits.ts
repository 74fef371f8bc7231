/**
 * Convex's document-shape limits (https://docs.convex.dev/production/state/limits), exported for
 * the runtime (e.g. to check function arguments) and enforced by the store on every write.
 */
import { CommitTsPlaceholder, getConvexSize, type Value } from 'convex/values'
import { DOCUMENT_LIMITS, StorageError, type TransactionLimits, type TransactionMetrics } from './types'

function formatBytes(n: number): string {
  if (n >= 1024 * 1024) return `${(n / (1024 * 1024)).toFixed(2)} MiB`
  if (n >= 1024) return `${(n / 1024).toFixed(2)} KiB`
  return `${n} B`
}

/** Throws StorageError('InvalidDocument') for too-deep nesting, too-long arrays or too many fields. */
export function checkValueShape(value: Value | undefined, what = 'Value'): void {
  walk(value, 0, what)
}

function walk(v: Value | undefined, depth: number, what: string): void {
  if (v === null || typeof v !== 'object' || v instanceof ArrayBuffer || v instanceof CommitTsPlaceholder) return
  if (depth >= DOCUMENT_LIMITS.maxNestingDepth) {
    throw new StorageError(
      'InvalidDocument',
      `${what} is too nested (nested ${depth + 1} levels deep > maximum nesting ${DOCUMENT_LIMITS.maxNestingDepth})`,
    )
  }
  if (Array.isArray(v)) {
    if (v.length > DOCUMENT_LIMITS.maxArrayLength) {
      throw new StorageError(
        'InvalidDocument',
        `Array length is too long (${v.length} > maximum length ${DOCUMENT_LIMITS.maxArrayLength})`,
      )
    }
    for (const item of v) walk(item, depth + 1, what)
    return
  }
  const keys = Object.keys(v)
  if (keys.length > DOCUMENT_LIMITS.maxFieldsPerObject) {
    throw new StorageError(
      'InvalidDocument',
      `Object has too many fields (${keys.length} > maximum number ${DOCUMENT_LIMITS.maxFieldsPerObject})`,
    )
  }
  for (const k of keys) walk((v as Record<string, Value>)[k], depth + 1, what)
}

/** Size per Convex's formula (getConvexSize). */
export function documentSize(doc: Record<string, Value>): number {
  return getConvexSize(doc)
}

/** Shape checks plus the 1 MiB size limit; returns the size. */
export function checkDocument(doc: Record<string, Value>, table: string): number {
  checkValueShape(doc, 'Document')
  const size = getConvexSize(doc)
  if (size > DOCUMENT_LIMITS.maxDocumentBytes) {
    throw new StorageError(
      'InvalidDocument',
      `Failed to insert or update a document in table "${table}" because it is too large ` +
        `(${formatBytes(size)} > maximum size ${formatBytes(DOCUMENT_LIMITS.maxDocumentBytes)})`,
    )
  }
  return size
}

export function zeroMetrics(): TransactionMetrics {
  return { documentsRead: 0, bytesRead: 0, documentsWritten: 0, bytesWritten: 0, databaseQueries: 0 }
}

const LIMIT_TEXT: Record<keyof TransactionMetrics, string> = {
  documentsRead: 'Too many documents read in a single function execution',
  bytesRead: 'Too many bytes read in a single function execution',
  documentsWritten: 'Too many documents written in a single function execution',
  bytesWritten: 'Too many bytes written in a single function execution',
  databaseQueries: 'Too many reads in a single function execution',
}
const LIMIT_HINT: Record<keyof TransactionMetrics, string> = {
  documentsRead:
    'Consider using smaller limits in your queries, paginating your queries, or using indexed queries with a selective index range expressions.',
  bytesRead:
    'Consider using smaller limits in your queries, paginating your queries, or using indexed queries with a selective index range expressions.',
  documentsWritten: 'Consider splitting the work across several mutations.',
  bytesWritten: 'Consider splitting the work across several mutations.',
  databaseQueries: 'Consider reading fewer index ranges (db.get or queries) in one function.',
}

export function checkLimit(metrics: TransactionMetrics, limits: TransactionLimits | null, key: keyof TransactionMetrics) {
  if (limits === null) return
  const limit = limits[key]
  if (metrics[key] > limit) {
    throw new StorageError('LimitExceeded', `${LIMIT_TEXT[key]} (limit: ${limit}). ${LIMIT_HINT[key]}`)
  }
}
