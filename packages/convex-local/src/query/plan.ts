/**
 * Turns a query source into an index and a key range [lo, hi), validating the index range
 * expression like Convex: zero or more `eq` on an index prefix, then at most one lower and one
 * upper bound on the next field.
 */
import type { Value } from 'convex/values'
import { BY_CREATION_TIME, BY_CREATION_TIME_FIELDS, BY_ID, BY_ID_FIELDS, type Catalog, type IndexEntry, type TableEntry } from '../storage/catalog'
import { indexIdentity } from '../storage/readset'
import { StorageError, type QuerySource, type RangeExpression } from '../storage/types'
import { EMPTY_KEY, concatKeys, encodeTuple, encodeValue, prefixSuccessor } from '../values/keys'
import { decodeQueryValue } from './filter'

export type RangePlan = {
  tableName: string
  indexName: string
  /** null when the table does not exist yet (the scan is empty but still recorded). */
  table: TableEntry | null
  index: IndexEntry | null
  identity: string
  fields: string[]
  lo: Uint8Array
  hi: Uint8Array | null
  /** True when the bounds exclude everything (e.g. gt(max)). */
  empty: boolean
  order: 'asc' | 'desc'
}

export function splitIndexName(indexName: string): [string, string] {
  const dot = indexName.indexOf('.')
  if (dot <= 0) throw new StorageError('InvalidQuery', `Invalid index name "${indexName}": expected "table.index".`)
  return [indexName.slice(0, dot), indexName.slice(dot + 1)]
}

function builtinFields(indexName: string): string[] | undefined {
  if (indexName === BY_ID) return BY_ID_FIELDS
  if (indexName === BY_CREATION_TIME) return BY_CREATION_TIME_FIELDS
  return undefined
}

export function planSource(
  catalog: Catalog,
  componentPath: string,
  source: Exclude<QuerySource, { type: 'Search' }>,
): RangePlan {
  let tableName: string
  let indexName: string
  let range: RangeExpression[]
  if (source.type === 'FullTableScan') {
    tableName = source.tableName
    indexName = BY_CREATION_TIME
    range = []
  } else if (source.type === 'IndexRange') {
    ;[tableName, indexName] = splitIndexName(source.indexName)
    range = source.range ?? []
  } else {
    throw new StorageError('InvalidQuery', `Unknown query source ${(source as { type: string }).type}`)
  }
  const order = source.order ?? 'asc'
  if (order !== 'asc' && order !== 'desc') throw new StorageError('InvalidQuery', `Invalid order ${String(order)}`)
  const table = catalog.table(componentPath, tableName) ?? null
  let index: IndexEntry | null = null
  let fields: string[]
  if (table !== null) {
    index = table.indexes.get(indexName) ?? null
    if (index === null) throw indexNotFound(tableName, indexName)
    if (index.state === 'staged') {
      throw new StorageError(
        'IndexNotFound',
        `Index ${tableName}.${indexName} is staged and cannot be queried. Remove \`staged: true\` from its definition to enable it.`,
      )
    }
    fields = index.fields
  } else {
    const builtin = builtinFields(indexName)
    if (builtin === undefined) throw indexNotFound(tableName, indexName)
    fields = builtin
  }
  const bounds = rangeBounds(range, fields, tableName, indexName)
  return {
    tableName,
    indexName,
    table,
    index,
    identity: indexIdentity(componentPath, tableName, indexName),
    fields,
    lo: bounds.lo,
    hi: bounds.hi,
    empty: bounds.empty,
    order,
  }
}

export function indexNotFound(tableName: string, indexName: string): StorageError {
  return new StorageError(
    'IndexNotFound',
    `Index ${tableName}.${indexName} not found. Declare it in your schema with ` +
      `defineTable(...).index("${indexName}", [...]) or use one of the built-in indexes "by_id" and "by_creation_time".`,
  )
}

function printOp(e: RangeExpression): string {
  return `.${e.type.toLowerCase()}(${JSON.stringify(e.fieldPath)}, ${JSON.stringify(e.value)})`
}

/** Validates a range expression against the index fields and computes [lo, hi). */
export function rangeBounds(
  range: ReadonlyArray<RangeExpression>,
  fields: ReadonlyArray<string>,
  tableName: string,
  indexName: string,
): { lo: Uint8Array; hi: Uint8Array | null; empty: boolean } {
  const eqValues: Array<Value | undefined> = []
  let lower: RangeExpression | null = null
  let upper: RangeExpression | null = null
  let boundField: string | null = null
  const where = `in \`withIndex\` on index "${tableName}.${indexName}"`
  for (const expr of range) {
    if (expr === null || typeof expr !== 'object' || typeof expr.fieldPath !== 'string') {
      throw new StorageError('InvalidIndexRange', `Invalid index range expression ${where}.`)
    }
    const kind = expr.type === 'Eq' ? 'eq' : expr.type === 'Gt' || expr.type === 'Gte' ? 'gt' : expr.type === 'Lt' || expr.type === 'Lte' ? 'lt' : null
    if (kind === null) throw new StorageError('InvalidIndexRange', `Unknown index range operator ${String(expr.type)} ${where}.`)
    if (kind === 'eq') {
      if (boundField !== null) {
        throw new StorageError(
          'InvalidIndexRange',
          `Incorrect operator used ${where}: cannot chain \`${printOp(expr)}\` after a \`.gt\`/\`.lt\` bound.`,
        )
      }
      const expected = fields[eqValues.length]
      if (expected === undefined) {
        throw new StorageError('InvalidIndexRange', `Too many fields ${where}: the index has only ${fields.length} fields.`)
      }
      if (expr.fieldPath !== expected) {
        throw new StorageError(
          'InvalidIndexRange',
          `Incorrect field used ${where}: expected "${expected}", got "${expr.fieldPath}". ` +
            `Index range expressions must compare fields in index order.`,
        )
      }
      eqValues.push(decodeQueryValue(expr.value))
      continue
    }
    if (boundField === null) {
      const expected = fields[eqValues.length]
      if (expected === undefined) {
        throw new StorageError('InvalidIndexRange', `Too many fields ${where}: the index has only ${fields.length} fields.`)
      }
      if (expr.fieldPath !== expected) {
        throw new StorageError(
          'InvalidIndexRange',
          `Incorrect field used ${where}: expected "${expected}", got "${expr.fieldPath}". ` +
            `Index range expressions must compare fields in index order.`,
        )
      }
      boundField = expected
    } else if (expr.fieldPath !== boundField) {
      throw new StorageError(
        'InvalidIndexRange',
        `Incorrect field used ${where}: \`.gt\` and \`.lt\` must operate on the same field, expected "${boundField}", got "${expr.fieldPath}".`,
      )
    }
    if (kind === 'gt') {
      if (lower !== null) throw new StorageError('InvalidIndexRange', `Incorrect operator used ${where}: cannot use two lower bounds (\`${printOp(expr)}\`).`)
      lower = expr
    } else {
      if (upper !== null) throw new StorageError('InvalidIndexRange', `Incorrect operator used ${where}: cannot use two upper bounds (\`${printOp(expr)}\`).`)
      upper = expr
    }
  }
  const prefix = eqValues.length === 0 ? EMPTY_KEY : encodeTuple(eqValues)
  let lo: Uint8Array = prefix
  let hi: Uint8Array | null = prefixSuccessor(prefix)
  let empty = false
  if (lower !== null) {
    const k = concatKeys(prefix, encodeValue(decodeQueryValue(lower.value)))
    if (lower.type === 'Gte') lo = k
    else {
      const s = prefixSuccessor(k)
      if (s === null) empty = true
      else lo = s
    }
  }
  if (upper !== null) {
    const k = concatKeys(prefix, encodeValue(decodeQueryValue(upper.value)))
    hi = upper.type === 'Lt' ? k : prefixSuccessor(k)
  }
  if (hi !== null && Buffer.compare(lo, hi) >= 0) empty = true
  return { lo, hi, empty }
}
