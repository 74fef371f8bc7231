/**
 * Turns a query source into an index and a key range [lo, hi), validating the index range
 * expression like Convex: zero or more `eq` on an index prefix, then at most one lower and one
 * upper bound on the next field.
 */
import type { Value } from 'convex/values'
import {
  BY_CREATION_TIME,
  BY_CREATION_TIME_FIELDS,
  BY_ID,
  BY_ID_FIELDS,
  type Catalog,
  type IndexEntry,
  type TableEntry,
} from '../storage/catalog'
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
  if (dot <= 0)
    throw new StorageError(
      'InvalidQuery',
      `Invalid index name "${indexName}": expected "table.index".`,
    )
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
    throw new StorageError(
      'InvalidQuery',
      `Unknown query source ${(source as { type: string }).type}`,
    )
  }
  const order = source.order ?? 'asc'
  if (order !== 'asc' && order !== 'desc')
    throw new StorageError('InvalidQuery', `Invalid order ${String(order)}`)
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

function displayValue(v: unknown): string {
  if (v !== null && typeof v === 'object' && '$undefined' in (v as object)) return 'undefined'
  return JSON.stringify(v)
}

function rangeError(code: 'InvalidIndexRange', message: string): StorageError {
  return new StorageError(code, message)
}

function notInIndex(field: string, fullName: string, fields: ReadonlyArray<string>): StorageError {
  return rangeError(
    'InvalidIndexRange',
    `The index range included a comparison with "${field}", but ${fullName} with fields [${fields.join(', ')}] ` +
      `doesn't index this field. For more information see https://docs.convex.dev/using/indexes.`,
  )
}

/**
 * Validates a range expression against the index fields and computes [lo, hi), like the backend:
 * equalities (in any order, each field once) must cover a prefix of the index fields, followed by
 * at most one lower and one upper bound, both on the next field.
 */
export function rangeBounds(
  range: ReadonlyArray<RangeExpression>,
  fields: ReadonlyArray<string>,
  tableName: string,
  indexName: string,
): { lo: Uint8Array; hi: Uint8Array | null; empty: boolean } {
  const fullName = `${tableName}.${indexName}`
  const equalities = new Map<string, unknown>()
  let lower: RangeExpression | null = null
  let upper: RangeExpression | null = null
  let boundField: string | null = null
  for (const expr of range) {
    if (expr === null || typeof expr !== 'object' || typeof expr.fieldPath !== 'string') {
      throw rangeError('InvalidIndexRange', `Invalid index range expression on index ${fullName}.`)
    }
    const field = expr.fieldPath
    if (expr.type === 'Eq') {
      if (equalities.has(field)) {
        throw rangeError(
          'InvalidIndexRange',
          `Already defined equality bound in index range. Can't add "${field}" == ${displayValue(expr.value)}.`,
        )
      }
      equalities.set(field, expr.value)
      continue
    }
    const isLower = expr.type === 'Gt' || expr.type === 'Gte'
    const isUpper = expr.type === 'Lt' || expr.type === 'Lte'
    if (!isLower && !isUpper) {
      throw rangeError(
        'InvalidIndexRange',
        `Unknown index range operator ${String(expr.type)} on index ${fullName}.`,
      )
    }
    if ((isLower && lower !== null) || (isUpper && upper !== null)) {
      const comparator = { Gt: '>', Gte: '>=', Lt: '<', Lte: '<=' }[expr.type]
      throw rangeError(
        'InvalidIndexRange',
        `Already defined ${isLower ? 'lower' : 'upper'} bound in index range. Can't add "${field}" ${comparator} ${displayValue(expr.value)}.`,
      )
    }
    if (boundField !== null && boundField !== field) {
      throw rangeError(
        'InvalidIndexRange',
        `Upper and lower bounds in \`range\` can only be applied to a single index field. This query against index ${fullName} ` +
          `attempted to set a range bound on both "${boundField}" and "${field}". Consider using \`filter\` instead. ` +
          `See https://docs.convex.dev/using/indexes for more info.`,
      )
    }
    boundField = field
    if (isLower) lower = expr
    else upper = expr
  }
  if (boundField !== null && equalities.has(boundField)) {
    throw rangeError(
      'InvalidIndexRange',
      `Already defined inequality bound in index range. Can't add "${boundField}" == ${displayValue(equalities.get(boundField))}.`,
    )
  }
  const rank = new Map(fields.map((f, i) => [f, i]))
  for (const field of equalities.keys()) {
    if (!rank.has(field)) throw notInIndex(field, fullName, fields)
  }
  if (boundField !== null && !rank.has(boundField)) throw notInIndex(boundField, fullName, fields)
  const eqFields = [...equalities.keys()].sort((a, b) => rank.get(a)! - rank.get(b)!)
  const used = boundField === null ? eqFields : [...eqFields, boundField]
  for (let i = 0; i < used.length; i++) {
    if (used[i] !== fields[i]) {
      throw rangeError(
        'InvalidIndexRange',
        `Tried to query index ${fullName} but the query didn't use the index fields in order.\n` +
          `Index fields: [${fields.join(', ')}]\nQuery fields: [${used.join(', ')}]\nFirst incorrect field: ${used[i]}\n` +
          `For more information see https://docs.convex.dev/using/indexes.`,
      )
    }
  }
  const eqValues: Array<Value | undefined> = eqFields.map((f) =>
    decodeQueryValue(equalities.get(f)),
  )
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
