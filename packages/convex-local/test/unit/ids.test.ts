import { describe, expect, it } from 'vitest'
import {
  base32Decode,
  base32Encode,
  decodeId,
  encodeId,
  isId,
  newId,
  tableNumberOfId,
} from '../../src/values/ids'

function vectorBytes(): Uint8Array {
  const b = new Uint8Array(16)
  b[0] = 251
  for (let i = 1; i < 16; i++) b[i] = (b[i - 1]! * 251) % 256
  return b
}

describe('Convex v6 IDs', () => {
  it('reproduces the upstream test vector (table 1017)', () => {
    const id = encodeId(1017, vectorBytes())
    expect(id).toBe('z43zp6c3e75gkmz1kfwj6mbbx5sw281h')
    const decoded = decodeId(id)
    expect(decoded?.tableNumber).toBe(1017)
    expect(Array.from(decoded!.internalId)).toEqual(Array.from(vectorBytes()))
  })

  it('round-trips table numbers across every vint width', () => {
    for (const n of [
      1,
      127,
      128,
      9001,
      10001,
      16383,
      16384,
      2 ** 21 - 1,
      2 ** 21,
      2 ** 28,
      0xffffffff,
    ]) {
      const id = newId(n)
      expect(decodeId(id)?.tableNumber).toBe(n)
      expect(id.length).toBeGreaterThanOrEqual(31)
      expect(id.length).toBeLessThanOrEqual(37)
    }
    expect(newId(10001)).toHaveLength(32)
    expect(newId(1)).toHaveLength(31)
  })

  it('rejects corrupted, foreign and malformed ids', () => {
    const id = encodeId(10001, vectorBytes())
    expect(isId(id)).toBe(true)
    // Change one character: the checksum catches it.
    for (let i = 0; i < id.length; i++) {
      const c = id[i] === '0' ? '1' : '0'
      const bad = id.slice(0, i) + c + id.slice(i + 1)
      expect(decodeId(bad), `position ${i}`).toBeNull()
    }
    expect(decodeId('')).toBeNull()
    expect(decodeId(id.slice(0, -1))).toBeNull()
    expect(decodeId(id + '0')).toBeNull()
    expect(decodeId(id.toUpperCase())).toBeNull()
    expect(decodeId(id.replace(/.$/, 'u'))).toBeNull() // 'u' is not in the alphabet
    expect(decodeId('00000000000000000000000000000000')).toBeNull() // table 0
    expect(decodeId('kg2c3b4d5e6f7g8h9j0k1m2n3p4q5r6s')).toBeNull()
    expect(tableNumberOfId('messages|123')).toBeNull()
    expect(() => encodeId(0, vectorBytes())).toThrow()
    expect(() => encodeId(5, new Uint8Array(3))).toThrow()
  })

  it('base32 round-trips arbitrary bytes and rejects non-zero padding', () => {
    for (let len = 0; len < 40; len++) {
      const bytes = Uint8Array.from({ length: len }, (_, i) => (i * 37 + len) & 0xff)
      expect(Array.from(base32Decode(base32Encode(bytes))!)).toEqual(Array.from(bytes))
    }
    // 2 chars = 10 bits = 1 byte + 2 padding bits, which must be zero.
    expect(base32Decode('01')).toBeNull()
  })

  it('generates distinct ids', () => {
    const seen = new Set<string>()
    for (let i = 0; i < 2000; i++) seen.add(newId(10001))
    expect(seen.size).toBe(2000)
  })
})
