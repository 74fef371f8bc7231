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

function utf8Length(s: string): number {
  let n = s.length
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i)
    if (c < 0x80) continue
    if (c < 0x800) n += 1
    else if (c >= 0xd800 && c <= 0xdbff) {
      n += 2
      i++
    } else n += 2
  }
  return n
}

/**
 * One pass: shape checks plus the size by Convex's formula (same as getConvexSize from
 * convex/values: null/bool 1, numbers 9, strings and bytes 2 + length, arrays 2 + items,
 * objects 2 + Σ(key length + 1 + value)).
 */
function walk(v: Value | undefined, depth: number, what: string): number {
  if (v === undefined) return 0
  if (v === null || typeof v === 'boolean') return 1
  if (typeof v === 'number' || typeof v === 'bigint') return 9
  if (typeof v === 'string') return 2 + utf8Length(v)
  if (v instanceof ArrayBuffer) return 2 + v.byteLength
  if (v instanceof CommitTsPlaceholder) return 9
  if (typeof v !== 'object') return getConvexSize(v)
  if (depth >= DOCUMENT_LIMITS.maxNestingDepth) {
    throw new StorageError(
      'InvalidDocument',
      `${what} is too nested (nested ${depth + 1} levels deep > maximum nesting ${DOCUMENT_LIMITS.maxNestingDepth})`,
    )
  }
  let size = 2
  if (Array.isArray(v)) {
    if (v.length > DOCUMENT_LIMITS.maxArrayLength) {
      throw new StorageError(
        'InvalidDocument',
        `Array length is too long (${v.length} > maximum length ${DOCUMENT_LIMITS.maxArrayLength})`,
      )
    }
    for (const item of v) size += walk(item, depth + 1, what)
    return size
  }
  const keys = Object.keys(v)
  if (keys.length > DOCUMENT_LIMITS.maxFieldsPerObject) {
    throw new StorageError(
      'InvalidDocument',
      `Object has too many fields (${keys.length} > maximum number ${DOCUMENT_LIMITS.maxFieldsPerObject})`,
    )
  }
  for (const k of keys) {
    const item = (v as Record<string, Value>)[k]
    if (item === undefined) continue
    size += utf8Length(k) + 1 + walk(item, depth + 1, what)
  }
  return size
}

/** Size per Convex's formula (getConvexSize). */
export function documentSize(doc: Record<string, Value>): number {
  return walk(doc, 0, 'Document')
}

/** Shape checks plus the 1 MiB size limit; returns the size. */
export function checkDocument(doc: Record<string, Value>, table: string): number {
  const size = walk(doc, 0, 'Document')
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
