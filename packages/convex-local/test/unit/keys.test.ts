import { describe, expect, it } from 'vitest'
import { compareValues, type Value } from 'convex/values'
import {
  compareKeys,
  decodeTuple,
  encodeTuple,
  encodeValue,
  fieldValue,
  keyInRange,
  keySuccessor,
  prefixSuccessor,
} from '../../src/values/keys'

/** mulberry32: a small seeded PRNG so failures reproduce. */
function rng(seed: number) {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

const SPECIAL_FLOATS = [
  0,
  -0,
  1,
  -1,
  0.5,
  -0.5,
  Infinity,
  -Infinity,
  NaN,
  Number.MAX_VALUE,
  -Number.MIN_VALUE,
  1e-300,
  1.5e12,
]
const SPECIAL_INTS = [
  0n,
  1n,
  -1n,
  127n,
  128n,
  255n,
  256n,
  -255n,
  -256n,
  -257n,
  65535n,
  65536n,
  -65536n,
  -65537n,
  2n ** 32n - 1n,
  2n ** 32n,
  -(2n ** 32n),
  -(2n ** 32n) - 1n,
  2n ** 63n - 1n,
  -(2n ** 63n),
]
const CHARS = [
  'a',
  'b',
  'z',
  'A',
  '\u0000',
  '\u00ff',
  'é',
  '\u4e2d',
  '\ud83d\ude00',
  '\uffff',
  ' ',
  '~',
  '\u0001',
]

function genValue(r: () => number, depth = 0): Value {
  const pick = Math.floor(r() * (depth > 2 ? 7 : 9))
  switch (pick) {
    case 0:
      return null
    case 1:
      return r() < 0.5
        ? SPECIAL_INTS[Math.floor(r() * SPECIAL_INTS.length)]!
        : BigInt(Math.floor((r() - 0.5) * 2 ** 40))
    case 2:
      return r() < 0.4
        ? SPECIAL_FLOATS[Math.floor(r() * SPECIAL_FLOATS.length)]!
        : (r() - 0.5) * 10 ** Math.floor(r() * 20)
    case 3:
      return r() < 0.5
    case 4:
    case 5: {
      let s = ''
      const n = Math.floor(r() * 5)
      for (let i = 0; i < n; i++) s += CHARS[Math.floor(r() * CHARS.length)]
      return s
    }
    case 6: {
      const n = Math.floor(r() * 5)
      return Uint8Array.from({ length: n }, () => [0, 1, 0xff, 0xfe, 7][Math.floor(r() * 5)]!)
        .buffer
    }
    case 7: {
      const n = Math.floor(r() * 4)
      return Array.from({ length: n }, () => genValue(r, depth + 1))
    }
    default: {
      const n = Math.floor(r() * 4)
      const o: Record<string, Value> = {}
      for (let i = 0; i < n; i++)
        o[['a', 'b', 'ab', 'c_1', 'Z'][Math.floor(r() * 5)]!] = genValue(r, depth + 1)
      return o
    }
  }
}

const sign = (n: number) => (n < 0 ? -1 : n > 0 ? 1 : 0)

describe('order-preserving key encoding', () => {
  it('byte order equals Convex value order on random values (seeded)', () => {
    const r = rng(20261122)
    const values: Value[] = []
    for (let i = 0; i < 1500; i++) values.push(genValue(r))
    values.push(...SPECIAL_FLOATS, ...SPECIAL_INTS)
    const encoded = values.map((v) => encodeValue(v))
    let checked = 0
    for (let i = 0; i < values.length; i++) {
      for (let j = i; j < values.length; j += 1 + Math.floor(r() * 7)) {
        const expected = sign(compareValues(values[i], values[j]))
        const actual = sign(compareKeys(encoded[i]!, encoded[j]!))
        if (expected !== actual) {
          throw new Error(
            `order mismatch for ${String(values[i])} vs ${String(values[j])}: ${expected} vs ${actual}`,
          )
        }
        checked++
      }
    }
    expect(checked).toBeGreaterThan(100_000)
  })

  it('sorting by encoded bytes equals sorting by compareValues', () => {
    const r = rng(7)
    const values = Array.from({ length: 2000 }, () => genValue(r))
    const byValue = [...values]
      .sort(compareValues)
      .map((v) => Buffer.from(encodeValue(v)).toString('hex'))
    const byKey = values
      .map((v) => encodeValue(v))
      .sort(compareKeys)
      .map((k) => Buffer.from(k).toString('hex'))
    expect(byKey).toEqual(byValue)
  })

  it('tuples compare field by field (prefix-free encodings)', () => {
    const r = rng(99)
    for (let i = 0; i < 3000; i++) {
      const a = [genValue(r), genValue(r)]
      const b = r() < 0.3 ? [a[0]!, genValue(r)] : [genValue(r), genValue(r)]
      const c0 = compareValues(a[0], b[0])
      const expected = sign(c0 !== 0 ? c0 : compareValues(a[1], b[1]))
      expect(sign(compareKeys(encodeTuple(a), encodeTuple(b)))).toBe(expected)
    }
  })

  it('decodes what it encodes', () => {
    const r = rng(5)
    for (let i = 0; i < 1000; i++) {
      const v = genValue(r)
      const [back] = decodeTuple(encodeValue(v))
      expect(compareValues(back as Value, v)).toBe(0)
    }
    expect(decodeTuple(encodeTuple([undefined, 1.5, 'x']))).toEqual([undefined, 1.5, 'x'])
  })

  it('orders undefined first and by type', () => {
    const ordered: Array<Value | undefined> = [
      undefined,
      null,
      -5n,
      0n,
      3n,
      -Infinity,
      -0,
      0,
      2.5,
      NaN,
      false,
      true,
      '',
      'a',
      new ArrayBuffer(0),
      [],
      {},
    ]
    const keys = ordered.map((v) => encodeTuple([v]))
    for (let i = 1; i < keys.length; i++)
      expect(compareKeys(keys[i - 1]!, keys[i]!)).toBeLessThan(0)
  })

  it('range helpers', () => {
    const p = encodeTuple(['abc'])
    const inside = encodeTuple(['abc', 5])
    const after = encodeTuple(['abd'])
    const succ = prefixSuccessor(p)!
    expect(keyInRange(inside, p, succ)).toBe(true)
    expect(keyInRange(after, p, succ)).toBe(false)
    expect(keyInRange(p, p, succ)).toBe(true)
    expect(prefixSuccessor(new Uint8Array([1, 0xff, 0xff]))).toEqual(new Uint8Array([2]))
    expect(prefixSuccessor(new Uint8Array([0xff]))).toBeNull()
    expect(prefixSuccessor(new Uint8Array(0))).toBeNull()
    const k = encodeTuple([1.5, 'id'])
    expect(compareKeys(k, keySuccessor(k))).toBeLessThan(0)
    expect(keyInRange(k, k, keySuccessor(k))).toBe(true)
    expect(keyInRange(encodeTuple([1.5, 'id', null]), k, keySuccessor(k))).toBe(false)
  })

  it('reads dotted field paths', () => {
    const doc = { a: { b: { c: 1 } }, arr: [1], s: 'x' }
    expect(fieldValue(doc, 'a.b.c')).toBe(1)
    expect(fieldValue(doc, 'a.b')).toEqual({ c: 1 })
    expect(fieldValue(doc, 'a.x.c')).toBeUndefined()
    expect(fieldValue(doc, 'arr.0')).toBeUndefined()
    expect(fieldValue(doc, 's.length')).toBeUndefined()
  })
})
