/**
 * Convex document IDs, format v6 (design/local-backend.md §4.1):
 *   bytes = VInt(tableNumber) ‖ 16-byte internal id ‖ fletcher16(previous bytes), little-endian
 *   (the upstream fletcher16 wraps its two sums at 256, not 255: verified against the test vector)
 *   string = base32 (alphabet 0123456789abcdefghjkmnpqrstvwxyz), MSB-first, no padding.
 */
import { randomFillSync } from 'node:crypto'

const ALPHABET = '0123456789abcdefghjkmnpqrstvwxyz'
const DECODE = new Int8Array(128).fill(-1)
for (let i = 0; i < ALPHABET.length; i++) DECODE[ALPHABET.charCodeAt(i)] = i

export const INTERNAL_ID_LENGTH = 16
/** 1-byte vint + 16 + 2 = 19 bytes → 31 chars; 5-byte vint → 23 bytes → 37 chars. */
export const MIN_ID_LENGTH = 31
export const MAX_ID_LENGTH = 37
/** Largest table number: u32. */
export const MAX_TABLE_NUMBER = 0xffffffff

export type DecodedId = { tableNumber: number; internalId: Uint8Array }

function fletcher16(bytes: Uint8Array, end: number): number {
  let a = 0
  let b = 0
  for (let i = 0; i < end; i++) {
    a = (a + bytes[i]!) & 0xff
    b = (b + a) & 0xff
  }
  return (b << 8) | a
}

export function base32Encode(bytes: Uint8Array): string {
  let out = ''
  let buffer = 0
  let bits = 0
  for (let i = 0; i < bytes.length; i++) {
    buffer = ((buffer << 8) | bytes[i]!) & 0xffff
    bits += 8
    while (bits >= 5) {
      out += ALPHABET[(buffer >>> (bits - 5)) & 31]
      bits -= 5
    }
  }
  if (bits > 0) out += ALPHABET[(buffer << (5 - bits)) & 31]
  return out
}

/** Returns null for a character outside the alphabet or non-zero padding bits. */
export function base32Decode(text: string): Uint8Array | null {
  const out = new Uint8Array(Math.floor((text.length * 5) / 8))
  let buffer = 0
  let bits = 0
  let j = 0
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i)
    const v = c < 128 ? DECODE[c]! : -1
    if (v < 0) return null
    buffer = ((buffer << 5) | v) & 0xffff
    bits += 5
    if (bits >= 8) {
      out[j++] = (buffer >>> (bits - 8)) & 0xff
      bits -= 8
    }
  }
  // Leftover bits must be zero padding (< 5 bits).
  if (bits >= 5 || (buffer & ((1 << bits) - 1)) !== 0) return null
  return out
}

function vintLength(n: number): number {
  let len = 1
  while (n >= 0x80) {
    n = Math.floor(n / 128)
    len++
  }
  return len
}

/** Encode a table number and 16 internal bytes as a v6 ID string. */
export function encodeId(tableNumber: number, internalId: Uint8Array): string {
  if (!Number.isInteger(tableNumber) || tableNumber <= 0 || tableNumber > MAX_TABLE_NUMBER) {
    throw new Error(`Invalid table number ${tableNumber}`)
  }
  if (internalId.length !== INTERNAL_ID_LENGTH) throw new Error('Internal id must be 16 bytes')
  const vlen = vintLength(tableNumber)
  const bytes = new Uint8Array(vlen + INTERNAL_ID_LENGTH + 2)
  let n = tableNumber
  let p = 0
  while (n >= 0x80) {
    bytes[p++] = (n % 128) | 0x80
    n = Math.floor(n / 128)
  }
  bytes[p++] = n
  bytes.set(internalId, p)
  p += INTERNAL_ID_LENGTH
  const footer = fletcher16(bytes, p)
  bytes[p] = footer & 0xff
  bytes[p + 1] = footer >> 8
  return base32Encode(bytes)
}

/** Decode a v6 ID with every check (length, alphabet, vint, table ≠ 0, footer, round trip). */
export function decodeId(id: string): DecodedId | null {
  if (typeof id !== 'string' || id.length < MIN_ID_LENGTH || id.length > MAX_ID_LENGTH) return null
  const bytes = base32Decode(id)
  if (bytes === null) return null
  // vint
  let tableNumber = 0
  let mult = 1
  let p = 0
  for (;;) {
    if (p >= bytes.length || p >= 5) return null
    const b = bytes[p++]!
    tableNumber += (b & 0x7f) * mult
    mult *= 128
    if ((b & 0x80) === 0) break
  }
  if (tableNumber === 0 || tableNumber > MAX_TABLE_NUMBER) return null
  // Non-canonical (over-long) vint encodings are rejected by the round-trip check below.
  if (bytes.length !== p + INTERNAL_ID_LENGTH + 2) return null
  const footer = fletcher16(bytes, p + INTERNAL_ID_LENGTH)
  if (
    bytes[p + INTERNAL_ID_LENGTH] !== (footer & 0xff) ||
    bytes[p + INTERNAL_ID_LENGTH + 1] !== footer >> 8
  ) {
    return null
  }
  const internalId = bytes.slice(p, p + INTERNAL_ID_LENGTH)
  if (encodeId(tableNumber, internalId) !== id) return null
  return { tableNumber, internalId }
}

/**
 * Why `id` is not a valid ID, in the backend's words (`IdDecodeError`: "Unable to decode ID:
 * Invalid ID length 3", ...), or null when it is one.
 */
export function idDecodeError(id: string): string | null {
  if (decodeId(id) !== null) return null
  const len = Buffer.byteLength(id)
  const fail = (why: string) => `Unable to decode ID: ${why}`
  const badLength = fail(`Invalid ID length ${len}`)
  if (len < MIN_ID_LENGTH || len > MAX_ID_LENGTH) return badLength
  for (const ch of id) if (!ALPHABET.includes(ch)) return fail("ID wasn't valid base32")
  const bytes = base32Decode(id)
  if (bytes === null) return badLength
  let p = 0
  let tableNumber = 0
  for (let mult = 1; ; mult *= 128) {
    const b = bytes[p++]
    if (b === undefined || p > 5) return fail('Invalid table number')
    tableNumber += (b & 0x7f) * mult
    if ((b & 0x80) === 0) break
  }
  if (tableNumber === 0 || tableNumber > MAX_TABLE_NUMBER) return fail('Invalid table number')
  const end = p + INTERNAL_ID_LENGTH
  if (bytes.length < end + 2) return badLength
  const expected = fletcher16(bytes, end)
  const footer = bytes[end]! | (bytes[end + 1]! << 8)
  if (footer !== expected) return fail(`Invalid ID version ${footer} (expected ${expected})`)
  return badLength
}

/** Table number of an ID without the full round trip, or null if it is not a valid ID. */
export function tableNumberOfId(id: string): number | null {
  return decodeId(id)?.tableNumber ?? null
}

export function isId(id: unknown): id is string {
  return typeof id === 'string' && decodeId(id) !== null
}

const POOL_SIZE = 16 * 256
let pool = new Uint8Array(0)
let poolOffset = POOL_SIZE

/** 16 cryptographically random bytes (pooled). */
export function randomInternalId(): Uint8Array {
  if (poolOffset + INTERNAL_ID_LENGTH > pool.length) {
    pool = new Uint8Array(POOL_SIZE)
    randomFillSync(pool)
    poolOffset = 0
  }
  const out = pool.slice(poolOffset, poolOffset + INTERNAL_ID_LENGTH)
  poolOffset += INTERNAL_ID_LENGTH
  return out
}

/** A fresh random ID for a table number. */
export function newId(tableNumber: number): string {
  return encodeId(tableNumber, randomInternalId())
}
