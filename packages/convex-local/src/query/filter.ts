/**
 * The filter-expression evaluator for `.filter(...)` (serialized by
 * PKG/src/server/impl/filter_builder_impl.ts). Comparisons use Convex value order (compareValues),
 * with a missing field being `undefined`, the lowest value.
 */
import { compareValues, jsonToConvex, type Value } from 'convex/values'
import { fieldValue } from '../values/keys'
import { StorageError } from '../storage/types'

export type Doc = Record<string, Value>
type Evaluator = (doc: Doc) => Value | undefined

/** A bound or literal: convex-encoded JSON, or `{$undefined: null}` for undefined. */
export function decodeQueryValue(json: unknown): Value | undefined {
  if (
    json !== null &&
    typeof json === 'object' &&
    !Array.isArray(json) &&
    Object.keys(json).length === 1 &&
    '$undefined' in json
  ) {
    return undefined
  }
  return jsonToConvex(json as never)
}

function invalid(message: string): never {
  throw new StorageError('InvalidQuery', message)
}

const BINARY = [
  '$eq',
  '$neq',
  '$lt',
  '$lte',
  '$gt',
  '$gte',
  '$add',
  '$sub',
  '$mul',
  '$div',
  '$mod',
] as const

/** Compile a serialized filter expression into a predicate (only `true` keeps a document). */
export function compileFilter(expr: unknown): (doc: Doc) => boolean {
  const ev = compile(expr)
  return (doc) => ev(doc) === true
}

/** Compile an expression into an evaluator returning a Convex value. */
export function compileExpression(expr: unknown): Evaluator {
  return compile(expr)
}

function compile(expr: unknown): Evaluator {
  if (expr === null || typeof expr !== 'object' || Array.isArray(expr)) {
    invalid(`Invalid filter expression: ${JSON.stringify(expr)}`)
  }
  const keys = Object.keys(expr)
  if (keys.length !== 1) invalid(`Invalid filter expression: ${JSON.stringify(expr)}`)
  const op = keys[0]!
  const arg = (expr as Record<string, unknown>)[op]
  switch (op) {
    case '$field': {
      if (typeof arg !== 'string') invalid(`$field expects a field path string`)
      const path = arg
      return (doc) => fieldValue(doc, path)
    }
    case '$literal': {
      const value = decodeQueryValue(arg)
      return () => value
    }
    case '$and':
    case '$or': {
      if (!Array.isArray(arg)) invalid(`${op} expects an array`)
      const parts = arg.map(compile)
      return op === '$and'
        ? (doc) => {
            for (const p of parts) if (!asBoolean(p(doc))) return false
            return true
          }
        : (doc) => {
            for (const p of parts) if (asBoolean(p(doc))) return true
            return false
          }
    }
    case '$not': {
      const inner = compile(arg)
      return (doc) => !asBoolean(inner(doc))
    }
    case '$neg': {
      const inner = compile(arg)
      return (doc) => negate(inner(doc))
    }
  }
  if ((BINARY as readonly string[]).includes(op)) {
    if (!Array.isArray(arg) || arg.length !== 2) invalid(`${op} expects two arguments`)
    const a = compile(arg[0])
    const b = compile(arg[1])
    switch (op) {
      case '$eq':
        return (doc) => compareValues(a(doc), b(doc)) === 0
      case '$neq':
        return (doc) => compareValues(a(doc), b(doc)) !== 0
      case '$lt':
        return (doc) => compareValues(a(doc), b(doc)) < 0
      case '$lte':
        return (doc) => compareValues(a(doc), b(doc)) <= 0
      case '$gt':
        return (doc) => compareValues(a(doc), b(doc)) > 0
      case '$gte':
        return (doc) => compareValues(a(doc), b(doc)) >= 0
      default:
        return (doc) => arithmetic(op, a(doc), b(doc))
    }
  }
  invalid(`Unknown filter operator ${op}`)
}

const INT64_MIN = -(1n << 63n)

function typeName(v: Value | undefined): string {
  if (v === undefined) return 'undefined'
  if (v === null) return 'null'
  if (typeof v === 'bigint') return 'int64'
  if (typeof v === 'number') return 'float64'
  if (v instanceof ArrayBuffer) return 'bytes'
  return Array.isArray(v) ? 'array' : typeof v
}

function display(v: Value | undefined): string {
  if (v === undefined) return 'undefined'
  if (typeof v === 'bigint') return String(v)
  if (typeof v === 'number' || typeof v === 'boolean' || v === null) return String(v)
  if (typeof v === 'string') return JSON.stringify(v)
  try {
    return JSON.stringify(v)
  } catch {
    return typeName(v)
  }
}

function asBoolean(v: Value | undefined): boolean {
  if (typeof v === 'boolean') return v
  invalid(`Expected a boolean, but got ${display(v)} (type ${typeName(v)})`)
}

function negate(v: Value | undefined): Value {
  if (typeof v === 'number') return -v
  if (typeof v === 'bigint') return BigInt.asIntN(64, -v)
  invalid(`Cannot negate ${display(v)} (type ${typeName(v)})`)
}

function arithmetic(op: string, x: Value | undefined, y: Value | undefined): Value {
  if (typeof x === 'number' && typeof y === 'number') {
    switch (op) {
      case '$add':
        return x + y
      case '$sub':
        return x - y
      case '$mul':
        return x * y
      case '$div':
        return x / y
      case '$mod':
        return x % y
    }
  }
  if (typeof x === 'bigint' && typeof y === 'bigint') {
    switch (op) {
      case '$add':
        return BigInt.asIntN(64, x + y)
      case '$sub':
        return BigInt.asIntN(64, x - y)
      case '$mul':
        return BigInt.asIntN(64, x * y)
      case '$div':
        if (y === 0n) invalid('Division by zero')
        if (x === INT64_MIN && y === -1n) return INT64_MIN
        return x / y
      case '$mod':
        if (y === 0n) invalid('Division by zero')
        return x % y
    }
  }
  const name =
    { $add: 'add', $sub: 'subtract', $mul: 'multiply', $div: 'divide', $mod: 'mod' }[op] ?? op
  invalid(
    `Cannot ${name} ${display(x)} (type ${typeName(x)}) and ${display(y)} (type ${typeName(y)})`,
  )
}
