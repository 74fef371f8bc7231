import { describe, expect, test } from 'vitest'
import { v } from 'convex/values'
import {
  checkValue,
  displayValidator,
  documentMismatch,
  validationMessage,
  type ValidatorJSON,
} from '../../src/values/validators'

const json = (validator: unknown) => (validator as { json: ValidatorJSON }).json

describe('validator-JSON checker', () => {
  test('accepts matching values of every kind', () => {
    const validator = json(
      v.object({
        s: v.string(),
        n: v.number(),
        i: v.int64(),
        b: v.boolean(),
        nul: v.null(),
        bytes: v.bytes(),
        lit: v.literal('a'),
        arr: v.array(v.union(v.string(), v.number())),
        rec: v.record(v.string(), v.number()),
        opt: v.optional(v.string()),
        anything: v.any(),
      }),
    )
    expect(
      validationMessage(validator, {
        s: 'x',
        n: 1.5,
        i: 3n,
        b: true,
        nul: null,
        bytes: new ArrayBuffer(2),
        lit: 'a',
        arr: ['a', 2],
        rec: { k: 1 },
        anything: [1, { x: 2 }],
      }),
    ).toBeNull()
  })

  test('reports a type mismatch with path, value and validator like the backend', () => {
    expect(validationMessage(json(v.object({ author: v.string() })), { author: 1 })).toBe(
      'Value does not match validator.\nPath: .author\nValue: 1.0\nValidator: v.string()',
    )
    expect(validationMessage(json(v.object({ a: v.array(v.number()) })), { a: [1, 'x'] })).toBe(
      'Value does not match validator.\nPath: .a[1]\nValue: "x"\nValidator: v.float64()',
    )
  })

  test('reports missing and extra fields with the object and validator', () => {
    const validator = json(v.object({ author: v.string(), body: v.string() }))
    expect(validationMessage(validator, { body: 'hi' })).toBe(
      'Object is missing the required field `author`. Consider wrapping the field validator in `v.optional(...)` if this is expected.\n\n' +
        'Object: {body: "hi"}\nValidator: v.object({author: v.string(), body: v.string()})',
    )
    expect(validationMessage(validator, { author: 'a', body: 'b', extra: 1n })).toBe(
      'Object contains extra field `extra` that is not in the validator.\n\n' +
        'Object: {author: "a", body: "b", extra: 1}\nValidator: v.object({author: v.string(), body: v.string()})',
    )
  })

  test('literal, union and record messages', () => {
    expect(validationMessage(json(v.literal('a')), 'b')).toBe(
      '`"b"` does not match literal validator `v.literal("a")`.',
    )
    expect(validationMessage(json(v.union(v.string(), v.null())), 3)).toBe(
      'Value does not match validator.\n\nValue: 3.0\nValidator: v.union(v.string(), v.null())',
    )
    expect(validationMessage(json(v.record(v.string(), v.number())), { k: 'x' })).toBe(
      'Value does not match validator.\nPath: .values()\nValue: "x"\nValidator: v.float64()',
    )
    expect(displayValidator(json(v.optional(v.string())))).toBe('v.string()')
  })

  test('v.id checks the table through the resolver', () => {
    const resolve = (id: string) =>
      id === 'good' ? { tableName: 'messages' } : id === 'other' ? { tableName: 'users' } : null
    const validator = json(v.object({ id: v.id('messages') }))
    expect(validationMessage(validator, { id: 'good' }, resolve)).toBeNull()
    expect(validationMessage(validator, { id: 'other' }, resolve)).toBe(
      'Found ID "other" from table `users`, which does not match the table name in validator `v.id("messages")`.Path: .id',
    )
    expect(validationMessage(validator, { id: 'nope' }, resolve)).toBe(
      'Value does not match validator.\nPath: .id\nValue: "nope"\nValidator: v.id("messages")',
    )
    expect(() => checkValue(validator, { id: 'nope' }, resolve)).toThrow(
      'Value does not match validator.',
    )
  })

  test('documents are checked without their system fields', () => {
    const doc = { _id: 'x', _creationTime: 1, text: 'a' }
    expect(documentMismatch(json(v.object({ text: v.string() })), doc)).toBeNull()
    expect(documentMismatch(json(v.object({ text: v.number() })), doc)).toContain('Path: .text')
    expect(documentMismatch(json(v.any()), doc)).toBeNull()
  })
})
