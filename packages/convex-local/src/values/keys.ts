/**
 * Order-preserving byte encoding of Convex values (design/local-backend.md §4.3): byte-wise
 * (memcmp) order of encodings equals Convex value order (compareValues from convex/values), so
 * SQLite BLOB keys sort like Convex indexes.
 *
 * | tag        | type      | payload                                                              |
 * | 0x01       | undefined | (a missing field)                                                    |
 * | 0x03       | null      |                                                                      |
 * | 0x04..0x07 | int64 < 0 | 8/4/2/1 bytes, big-endian, value + 2^(8·width)                       |
 * | 0x08       | int64 = 0 |                                                                      |
 * | 0x09..0x0C | int64 > 0 | 1/2/4/8 bytes, big-endian                                            |
 * | 0x0D       | float64   | 8 bytes big-endian; negative: all bits flipped, else sign bit set    |
 * | 0x0E, 0x0F | false/true|                                                                      |
 * | 0x10       | string    | UTF-8, 0x00 escaped as 0x00 0xFF, terminated by 0x00                 |
 * | 0x11       | bytes     | same escaping                                                        |
 * | 0x12       | array     | element encodings, terminated by 0x00                                |
 * | 0x15       | object    | (0x10 escaped-key 0x00, value)* sorted by key, terminated by 0x00    |
 *
 * Object keys carry the string tag so that an object's terminator (0x00) can never be confused
 * with a field (the empty key would otherwise encode as a lone 0x00). Commit-ts placeholders
 * encode as int64 MAX (how Convex compares them before commit). Every encoding is self-delimiting,
 * so the encoding of a tuple prefix is a byte prefix of the encodings of all tuples that start
 * with it.
 */
import { CommitTsPlaceholder, type Value } from 'convex/values'

export const TAG_UNDEFINED = 0x01
export const TAG_NULL = 0x03
export const TAG_INT_NEG8 = 0x04
export const TAG_INT_ZERO = 0x08
export const TAG_INT_POS8 = 0x0c
export const TAG_FLOAT = 0x0d
export const TAG_FALSE = 0x0e
export const TAG_TRUE = 0x0f
export const TAG_STRING = 0x10
export const TAG_BYTES = 0x11
export const TAG_ARRAY = 0x12
export const TAG_OBJECT = 0x15

const MAX_INT64 = (1n << 63n) - 1n

class Writer {
  buf: Uint8Array
  len = 0
  constructor(size = 64) {
    this.buf = new Uint8Array(size)
  }
  reset(): this {
    this.len = 0
    return this
  }
  ensure(n: number) {
    if (this.len + n <= this.buf.length) return
    let size = this.buf.length * 2
    while (size < this.len + n) size *= 2
    const next = new Uint8Array(size)
    next.set(this.buf)
    this.buf = next
  }
  byte(b: number) {
    this.ensure(1)
    this.buf[this.len++] = b
  }
  escaped(bytes: Uint8Array) {
    this.ensure(bytes.length * 2 + 1)
    const buf = this.buf
    let p = this.len
    for (let i = 0; i < bytes.length; i++) {
      const b = bytes[i]!
      buf[p++] = b
      if (b === 0) buf[p++] = 0xff
    }
    buf[p++] = 0
    this.len = p
  }
  /** ASCII fast path for strings (no escaping needed unless a NUL occurs). */
  string(s: string) {
    this.ensure(s.length * 3 + 2)
    const buf = this.buf
    let p = this.len
    for (let i = 0; i < s.length; i++) {
      const c = s.charCodeAt(i)
      if (c === 0) {
        buf[p++] = 0
        buf[p++] = 0xff
      } else if (c < 0x80) {
        buf[p++] = c
      } else {
        // Fall back to the encoder for the rest of the string.
        this.len = p
        this.escapedTail(s.slice(i))
        return
      }
    }
    buf[p++] = 0
    this.len = p
  }
  private escapedTail(s: string) {
    this.escaped(utf8.encode(s))
  }
  result(): Uint8Array {
    return this.buf.slice(0, this.len)
  }
}

const utf8 = new TextEncoder()
/** One scratch writer reused by every (synchronous, non-reentrant) encode call. */
const scratch = new Writer(4096)
const utf8d = new TextDecoder('utf-8', { fatal: false })
const f64 = new DataView(new ArrayBuffer(8))

function writeInt64(w: Writer, v: bigint) {
  if (v === 0n) {
    w.byte(TAG_INT_ZERO)
    return
  }
  let width: number
  let tag: number
  let u: bigint
  if (v > 0n) {
    if (v < 0x100n) [width, tag] = [1, 0x09]
    else if (v < 0x10000n) [width, tag] = [2, 0x0a]
    else if (v < 0x100000000n) [width, tag] = [4, 0x0b]
    else [width, tag] = [8, 0x0c]
    u = v
  } else {
    if (v >= -0x100n) [width, tag] = [1, 0x07]
    else if (v >= -0x10000n) [width, tag] = [2, 0x06]
    else if (v >= -0x100000000n) [width, tag] = [4, 0x05]
    else [width, tag] = [8, 0x04]
    u = v + (1n << BigInt(8 * width))
  }
  w.byte(tag)
  w.ensure(width)
  for (let i = width - 1; i >= 0; i--) {
    w.buf[w.len + i] = Number(u & 0xffn)
    u >>= 8n
  }
  w.len += width
}

function writeFloat(w: Writer, v: number) {
  w.byte(TAG_FLOAT)
  f64.setFloat64(0, v)
  w.ensure(8)
  const negative = (f64.getUint8(0) & 0x80) !== 0
  for (let i = 0; i < 8; i++) {
    let b = f64.getUint8(i)
    if (negative) b = ~b & 0xff
    else if (i === 0) b ^= 0x80
    w.buf[w.len + i] = b
  }
  w.len += 8
}

function writeValue(w: Writer, v: Value | undefined, depth: number): void {
  if (depth > 128) throw new Error('Value is too deeply nested to index')
  if (v === undefined) return w.byte(TAG_UNDEFINED)
  if (v === null) return w.byte(TAG_NULL)
  switch (typeof v) {
    case 'number':
      return writeFloat(w, v)
    case 'bigint':
      return writeInt64(w, v)
    case 'boolean':
      return w.byte(v ? TAG_TRUE : TAG_FALSE)
    case 'string':
      w.byte(TAG_STRING)
      return w.string(v)
    case 'object':
      break
    default:
      throw new Error(`Cannot encode a ${typeof v} as an index key`)
  }
  if (v instanceof CommitTsPlaceholder) return writeInt64(w, MAX_INT64)
  if (v instanceof ArrayBuffer) {
    w.byte(TAG_BYTES)
    return w.escaped(new Uint8Array(v))
  }
  if (Array.isArray(v)) {
    w.byte(TAG_ARRAY)
    for (const item of v) writeValue(w, item, depth + 1)
    return w.byte(0)
  }
  w.byte(TAG_OBJECT)
  const obj = v as Record<string, Value>
  const keys = Object.keys(obj).sort(compareStringsUtf8)
  for (const k of keys) {
    const item = obj[k]
    if (item === undefined) continue
    w.byte(TAG_STRING)
    w.string(k)
    writeValue(w, item, depth + 1)
  }
  w.byte(0)
}

/** Compare strings by UTF-8 bytes (= code point order). */
export function compareStringsUtf8(a: string, b: string): number {
  const n = Math.min(a.length, b.length)
  for (let i = 0; i < n; i++) {
    const ca = a.charCodeAt(i)
    const cb = b.charCodeAt(i)
    if (ca === cb) continue
    // Surrogates (0xD800-0xDFFF) encode code points above 0xFFFF, which sort after 0xE000-0xFFFF.
    const sa = ca >= 0xd800 && ca <= 0xdfff
    const sb = cb >= 0xd800 && cb <= 0xdfff
    if (sa !== sb) return sa ? 1 : -1
    return ca < cb ? -1 : 1
  }
  return a.length - b.length
}

/** Encode one value. */
export function encodeValue(v: Value | undefined): Uint8Array {
  const w = scratch.reset()
  writeValue(w, v, 0)
  return w.result()
}

/** Encode a tuple of values (an index key, or a prefix of one). */
export function encodeTuple(values: ReadonlyArray<Value | undefined>): Uint8Array {
  const w = scratch.reset()
  for (const v of values) writeValue(w, v, 0)
  return w.result()
}

// ---------------------------------------------------------------------------------------------
// Decoding (tests, and reading _creationTime back from by_creation_time keys)

class Reader {
  p = 0
  constructor(readonly buf: Uint8Array) {}
  byte(): number {
    if (this.p >= this.buf.length) throw new Error('Truncated key')
    return this.buf[this.p++]!
  }
  escaped(): Uint8Array {
    const out: number[] = []
    for (;;) {
      const b = this.byte()
      if (b === 0) {
        if (this.p < this.buf.length && this.buf[this.p] === 0xff) {
          this.p++
          out.push(0)
          continue
        }
        return Uint8Array.from(out)
      }
      out.push(b)
    }
  }
}

function readValue(r: Reader): Value | undefined {
  const tag = r.byte()
  return readTagged(r, tag)
}

function readTagged(r: Reader, tag: number): Value | undefined {
  switch (tag) {
    case TAG_UNDEFINED:
      return undefined
    case TAG_NULL:
      return null
    case TAG_INT_ZERO:
      return 0n
    case TAG_FLOAT: {
      for (let i = 0; i < 8; i++) f64.setUint8(i, r.byte())
      // Undo the transform: a set sign bit means the original was positive.
      const first = f64.getUint8(0)
      if (first & 0x80) f64.setUint8(0, first ^ 0x80)
      else for (let i = 0; i < 8; i++) f64.setUint8(i, ~f64.getUint8(i) & 0xff)
      return f64.getFloat64(0)
    }
    case TAG_FALSE:
      return false
    case TAG_TRUE:
      return true
    case TAG_STRING:
      return utf8d.decode(r.escaped())
    case TAG_BYTES: {
      const bytes = r.escaped()
      return bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.length) as ArrayBuffer
    }
    case TAG_ARRAY: {
      const out: Value[] = []
      for (;;) {
        const t = r.byte()
        if (t === 0) return out
        out.push(readTagged(r, t) as Value)
      }
    }
    case TAG_OBJECT: {
      const out: Record<string, Value> = {}
      for (;;) {
        const t = r.byte()
        if (t === 0) return out
        if (t !== TAG_STRING) throw new Error('Malformed object key')
        const k = utf8d.decode(r.escaped())
        out[k] = readValue(r) as Value
      }
    }
    default: {
      if (tag >= 0x04 && tag <= 0x0c) {
        const width = tag <= 0x07 ? [8, 4, 2, 1][tag - 0x04]! : [1, 2, 4, 8][tag - 0x09]!
        let u = 0n
        for (let i = 0; i < width; i++) u = (u << 8n) | BigInt(r.byte())
        return tag <= 0x07 ? u - (1n << BigInt(8 * width)) : u
      }
      throw new Error(`Unknown key tag 0x${tag.toString(16)}`)
    }
  }
}

/** Decode a concatenation of value encodings. */
export function decodeTuple(key: Uint8Array): Array<Value | undefined> {
  const r = new Reader(key)
  const out: Array<Value | undefined> = []
  while (r.p < key.length) out.push(readValue(r))
  return out
}

/** Decode the first value of a key. */
export function decodeFirst(key: Uint8Array): Value | undefined {
  return readValue(new Reader(key))
}

// ---------------------------------------------------------------------------------------------
// Range helpers. Ranges are half-open [lo, hi) over byte strings; hi === null means +infinity.

export const EMPTY_KEY = new Uint8Array(0)

/** memcmp order. */
export function compareKeys(a: Uint8Array, b: Uint8Array): number {
  return Buffer.compare(a, b)
}

/** The smallest key strictly greater than `key` (key ‖ 0x00). */
export function keySuccessor(key: Uint8Array): Uint8Array {
  const out = new Uint8Array(key.length + 1)
  out.set(key)
  return out
}

/**
 * The smallest key greater than every key that starts with `prefix`, or null (+infinity) when
 * the prefix is empty or all 0xFF.
 */
export function prefixSuccessor(prefix: Uint8Array): Uint8Array | null {
  let end = prefix.length
  while (end > 0 && prefix[end - 1] === 0xff) end--
  if (end === 0) return null
  const out = prefix.slice(0, end)
  out[end - 1]! += 1
  return out
}

export function concatKeys(...parts: Uint8Array[]): Uint8Array {
  let n = 0
  for (const p of parts) n += p.length
  const out = new Uint8Array(n)
  let o = 0
  for (const p of parts) {
    out.set(p, o)
    o += p.length
  }
  return out
}

/** Whether `key` lies in [lo, hi). */
export function keyInRange(key: Uint8Array, lo: Uint8Array, hi: Uint8Array | null): boolean {
  return Buffer.compare(key, lo) >= 0 && (hi === null || Buffer.compare(key, hi) < 0)
}

/** The value at a dotted field path ("a.b.c"); undefined if any step is missing or not an object. */
export function fieldValue(
  doc: Record<string, Value> | undefined,
  path: string,
): Value | undefined {
  if (path.indexOf('.') < 0) return doc?.[path]
  let cur: Value | undefined = doc
  for (const part of path.split('.')) {
    if (
      cur === null ||
      cur === undefined ||
      typeof cur !== 'object' ||
      Array.isArray(cur) ||
      cur instanceof ArrayBuffer ||
      cur instanceof CommitTsPlaceholder
    ) {
      return undefined
    }
    cur = (cur as Record<string, Value>)[part]
  }
  return cur
}

/** Index key of a document: the index fields, then `_creationTime`, then `_id` (as fields says). */
export function indexKeyOf(doc: Record<string, Value>, fields: ReadonlyArray<string>): Uint8Array {
  const w = scratch.reset()
  for (const f of fields) writeValue(w, fieldValue(doc, f), 0)
  return w.result()
}
