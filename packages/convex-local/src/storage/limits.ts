/**
 * Convex's document-shape limits (https://docs.convex.dev/production/state/limits), exported for
 * the runtime (e.g. to check function arguments) and enforced by the store on every write.
 */
import { CommitTsPlaceholder, getConvexSize, type Value } from 'convex/values'
import {
  DEFAULT_TRANSACTION_LIMITS,
  DOCUMENT_LIMITS,
  StorageError,
  type TransactionLimits,
  type TransactionMetrics,
} from './types'

/** Binary sizes as the backend prints them (humansize BINARY): "512 B", "1 MiB", "1.5 KiB". */
export function formatBytes(n: number): string {
  const units = ['B', 'KiB', 'MiB', 'GiB']
  let u = 0
  let v = n
  while (v >= 1024 && u < units.length - 1) {
    v /= 1024
    u++
  }
  if (u === 0) return `${n} B`
  return `${String(Math.round(v * 100) / 100)} ${units[u]}`
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
      `Value is too nested (nested ${depth + 1} levels deep > maximum nesting ${DOCUMENT_LIMITS.maxNestingDepth})`,
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
export function checkDocument(doc: Record<string, Value>, _table: string): number {
  const size = walk(doc, 0, 'Document')
  if (size > DOCUMENT_LIMITS.maxDocumentBytes) {
    throw new StorageError(
      'InvalidDocument',
      `Value is too large (${formatBytes(size)} > maximum size ${formatBytes(DOCUMENT_LIMITS.maxDocumentBytes)})`,
    )
  }
  return size
}

export function zeroMetrics(): TransactionMetrics {
  return {
    documentsRead: 0,
    bytesRead: 0,
    documentsWritten: 0,
    bytesWritten: 0,
    databaseQueries: 0,
  }
}

const READ_HINT =
  'Consider using smaller limits in your queries, paginating your queries, or using indexed queries with a selective index range expressions.'

/** The backend's texts (counts grow before the check, so the failing read is counted). */
function limitMessage(key: keyof TransactionMetrics, limit: number): string {
  switch (key) {
    case 'documentsRead':
      return `Too many documents read in a single function execution (limit: ${limit}). ${READ_HINT}`
    case 'bytesRead':
      return `Too many bytes read in a single function execution (limit: ${limit} bytes). ${READ_HINT}`
    case 'documentsWritten':
      return `Too many writes in a single function execution (limit: ${limit})`
    case 'bytesWritten':
      return `Too many bytes written in a single function execution (limit: ${limit} bytes)`
    case 'databaseQueries':
      return `Too many reads in a single function execution (limit: ${limit}). ${READ_HINT}`
  }
}

export function checkLimit(
  metrics: TransactionMetrics,
  limits: TransactionLimits | null,
  key: keyof TransactionMetrics,
) {
  if (limits === null) return
  const limit = limits[key]
  if (metrics[key] > limit) throw new StorageError('LimitExceeded', limitMessage(key, limit))
}

/**
 * The limits of a nested call or sub-transaction: `nested` counts from what is already `used`,
 * and never lifts the enclosing `base` (null: unlimited).
 */
export function mergeLimits(
  base: TransactionLimits | null,
  used: TransactionMetrics,
  nested?: Partial<TransactionLimits>,
) {
  if (nested === undefined) return base
  const out: TransactionLimits = { ...(base ?? DEFAULT_TRANSACTION_LIMITS) }
  if (base === null)
    for (const k of Object.keys(out) as Array<keyof TransactionLimits>) out[k] = Infinity
  for (const k of Object.keys(nested) as Array<keyof TransactionLimits>) {
    const n = nested[k]
    if (typeof n === 'number') out[k] = Math.min(out[k], used[k] + n)
  }
  return out
}
