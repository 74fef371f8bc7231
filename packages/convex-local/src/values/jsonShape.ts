/**
 * Convex's value limits checked before any value is built, so a hostile request costs little
 * more than reading it:
 *
 * - `checkJsonText` scans a request's JSON text (an HTTP API body, a sync message) before
 *   `JSON.parse`: nesting and the number of values. `JSON.parse` itself blocks the event loop for
 *   seconds on megabytes of `[[[[…`, of tiny containers or of distinct keys, so such texts never
 *   reach it (`MAX_VALUES_PER_MESSAGE` is convex-local's own limit; Convex parses in Rust).
 * - `checkJsonValue` walks parsed Convex-encoded JSON (function arguments) for the same shape
 *   limits and Convex's size formula before `jsonToConvex` converts it.
 *
 * The texts are the backend's (storage/limits.ts).
 */
import { DOCUMENT_LIMITS, StorageError } from '../storage/types'

/**
 * Values (containers and items) one message may hold. Convex has no such limit; it is
 * convex-local's, so that parsing, converting and validating one message blocks other callers
 * for well under a second on a small machine: 100,000 objects' worth of distinct keys took about
 * 200 ms to parse and convert. Real arguments of many megabytes (text, documents) hold far fewer.
 */
export const MAX_VALUES_PER_MESSAGE = 100_000

/**
 * Containers a message adds around a value (a sync message's `{"modifications": [{"args": [{…`
 * is 4) plus the one of an encoded scalar (`{"$integer": …}`) at the deepest level.
 */
const ENVELOPE_DEPTH = 5

export class JsonShapeError extends Error {
  override readonly name = 'JsonShapeError'
}

const tooNested = (depth: number) =>
  `Value is too nested (nested ${depth} levels deep > maximum nesting ${DOCUMENT_LIMITS.maxNestingDepth})`
const tooLong = (n: number) =>
  `Array length is too long (${n} > maximum length ${DOCUMENT_LIMITS.maxArrayLength})`
const tooManyFields = (n: number) =>
  `Object has too many fields (${n} > maximum number ${DOCUMENT_LIMITS.maxFieldsPerObject})`

const enum C {
  Quote = 0x22,
  Backslash = 0x5c,
  OpenBrace = 0x7b,
  CloseBrace = 0x7d,
  OpenBracket = 0x5b,
  CloseBracket = 0x5d,
  Comma = 0x2c,
}

/**
 * Throws JsonShapeError when `text` nests deeper than a Convex value can (plus its envelope) or
 * holds more than `maxValues` values (containers and items). Array lengths and object fields are
 * left to `checkJsonValue`, which reports them exactly as Convex does, once parsing is known to
 * be cheap. Malformed JSON passes: `JSON.parse` reports it. Linear, and allocates nothing per
 * value.
 */
export function checkJsonText(text: string, maxValues = MAX_VALUES_PER_MESSAGE): void {
  const maxDepth = DOCUMENT_LIMITS.maxNestingDepth + ENVELOPE_DEPTH
  let depth = 0
  let values = 0
  const n = text.length
  for (let i = 0; i < n; i++) {
    const c = text.charCodeAt(i)
    if (c === C.Quote) {
      // Skip the string: up to the next quote not escaped by an odd run of backslashes.
      let j = text.indexOf('"', i + 1)
      for (;;) {
        if (j === -1) return
        let k = j - 1
        while (text.charCodeAt(k) === C.Backslash) k--
        if ((j - 1 - k) % 2 === 0) break
        j = text.indexOf('"', j + 1)
      }
      i = j
    } else if (c === C.OpenBracket || c === C.OpenBrace) {
      if (++depth > maxDepth) throw new JsonShapeError(tooNested(depth - 1))
      if (++values > maxValues) throw new JsonShapeError(tooManyValues(maxValues))
    } else if (c === C.CloseBracket || c === C.CloseBrace) {
      depth--
    } else if (c === C.Comma) {
      if (++values > maxValues) throw new JsonShapeError(tooManyValues(maxValues))
    }
  }
}

function tooManyValues(max: number): string {
  return `Too many values in one request (more than ${max}): convex-local refuses them so that parsing one request cannot hold up the others`
}

/**
 * Shape limits and Convex's size (getConvexSize) of a Convex-encoded JSON value, computed on the
 * JSON before it is converted: `{"$integer": …}` and `{"$float": …}` count 9, `{"$bytes": b64}`
 * 2 + its bytes, strings 2 + UTF-8 bytes. Throws StorageError('InvalidDocument') with Convex's
 * texts; returns the size.
 */
export function checkJsonValue(value: unknown): number {
  return walk(value, 0)
}

function walk(v: unknown, depth: number): number {
  if (v === null || typeof v === 'boolean') return 1
  if (typeof v === 'number') return 9
  if (typeof v === 'string') return 2 + Buffer.byteLength(v, 'utf8')
  if (typeof v !== 'object') return 0
  if (!Array.isArray(v)) {
    const special = encodedScalarSize(v as Record<string, unknown>)
    if (special !== null) return special
  }
  if (depth >= DOCUMENT_LIMITS.maxNestingDepth) {
    throw new StorageError('InvalidDocument', tooNested(depth + 1))
  }
  if (Array.isArray(v)) {
    if (v.length > DOCUMENT_LIMITS.maxArrayLength)
      throw new StorageError('InvalidDocument', tooLong(v.length))
    let size = 2
    for (const item of v) size += walk(item, depth + 1)
    return size
  }
  const o = v as Record<string, unknown>
  const keys = Object.keys(o)
  if (keys.length > DOCUMENT_LIMITS.maxFieldsPerObject)
    throw new StorageError('InvalidDocument', tooManyFields(keys.length))
  let size = 2
  for (const k of keys) {
    const item = o[k]
    if (item === undefined) continue
    size += Buffer.byteLength(k, 'utf8') + 1 + walk(item, depth + 1)
  }
  return size
}

/** The size of `{"$integer": …}`, `{"$float": …}` or `{"$bytes": b64}`, else null. */
function encodedScalarSize(o: Record<string, unknown>): number | null {
  let key: string | undefined
  for (const k in o) {
    if (key !== undefined) return null
    key = k
  }
  if (key === '$integer' || key === '$float') return 9
  if (key === '$bytes' && typeof o.$bytes === 'string') {
    let n = o.$bytes.length
    while (n > 0 && o.$bytes.charCodeAt(n - 1) === 0x3d) n--
    return 2 + Math.floor((n * 3) / 4)
  }
  return null
}
