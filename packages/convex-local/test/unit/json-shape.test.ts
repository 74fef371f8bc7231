/** The checks that run before a request's JSON is parsed or converted (src/values/jsonShape.ts). */
import { convexToJson, getConvexSize, jsonToConvex, type Value } from 'convex/values'
import { describe, expect, it } from 'vitest'
import { checkJsonText, checkJsonValue, JsonShapeError } from '../../src/values/jsonShape'

describe('checkJsonText', () => {
  it('counts only structure outside strings', () => {
    const strings = JSON.stringify({ a: '[[[[[[{{{{,,,,'.repeat(1000), b: 'say \\"[[[\\" \\\\' })
    expect(() => checkJsonText(strings, 10)).not.toThrow()
    expect(() => checkJsonText('{"a":"\\\\"}', 1)).not.toThrow()
  })

  it('refuses nesting past a value’s 64 levels plus its envelope, and floods of values', () => {
    const nested = (n: number) => '['.repeat(n) + ']'.repeat(n)
    expect(() => checkJsonText(nested(69))).not.toThrow()
    expect(() => checkJsonText(nested(70))).toThrow(
      new JsonShapeError('Value is too nested (nested 69 levels deep > maximum nesting 64)'),
    )
    expect(() => checkJsonText(`[${Array(10).fill('1').join(',')}]`, 10)).not.toThrow()
    expect(() => checkJsonText(`[${Array(11).fill('1').join(',')}]`, 10)).toThrow(
      /^Too many values in one request \(more than 10\)/,
    )
  })

  it('lets malformed JSON through for JSON.parse to report', () => {
    expect(() => checkJsonText('{"a": "unterminated')).not.toThrow()
    expect(() => checkJsonText(']]]]')).not.toThrow()
  })
})

describe('checkJsonValue', () => {
  it('gives Convex’s size of the value the JSON encodes', () => {
    const samples: Value[] = [
      null,
      true,
      1.5,
      12n,
      'héllo ✓ 𝄞',
      new Uint8Array([1, 2, 3, 4, 5]).buffer,
      [1, 'two', [3n, { four: 4 }]],
      { nested: { deeper: [null, false, -0, NaN] }, bytes: new ArrayBuffer(7) },
    ]
    for (const value of samples) {
      const json = convexToJson(value)
      expect(checkJsonValue(json)).toBe(getConvexSize(jsonToConvex(json)))
    }
  })

  it('refuses what Convex refuses, with its texts', () => {
    expect(() => checkJsonValue(Array(8193).fill(1))).toThrow(
      'Array length is too long (8193 > maximum length 8192)',
    )
    expect(() =>
      checkJsonValue(Object.fromEntries(Array.from({ length: 1025 }, (_, i) => [`k${i}`, i]))),
    ).toThrow('Object has too many fields (1025 > maximum number 1024)')
    let deep: unknown = { $integer: 'AQAAAAAAAAA=' }
    for (let i = 0; i < 64; i++) deep = [deep]
    expect(() => checkJsonValue(deep)).not.toThrow()
    expect(() => checkJsonValue([deep])).toThrow(
      'Value is too nested (nested 65 levels deep > maximum nesting 64)',
    )
  })
})
