/**
 * The backend's naming rules for schemas, enforced when convex-local/test (or the loader) reads
 * a schema: table, field and index names are identifiers; `_`-prefixed tables and indexes are
 * reserved. Error texts are the backend's.
 */
import { describe, expect, test } from 'vitest'
import { defineSchema, defineTable } from 'convex/server'
import { v } from 'convex/values'
import { convexTest } from '../../src/test/index'
import { checkSchemaNames, identifierError } from '../../src/storage/schemaNames'

const modules = { './convex/_generated/api.js': async () => ({}) }
const make = (schema: any) => () => convexTest({ schema, modules })

describe('schema names', () => {
  test('table names', () => {
    expect(make(defineSchema({ 'a-b': defineTable({}) }))).toThrow(
      'Invalid table name: "a-b". Identifiers must start with a letter and can only contain letters, digits, and underscores.',
    )
    expect(make(defineSchema({ _a: defineTable({}) }))).toThrow('_a is a reserved table name.')
    expect(make(defineSchema({ a_1: defineTable({}), B: defineTable({}) }))).not.toThrow()
  })

  test('field names, at any depth and in unions', () => {
    expect(
      make(
        defineSchema({ a: defineTable(v.union(v.object({ 'a-b': v.string() }), v.object({}))) }),
      ),
    ).toThrow(
      "Identifier a-b has invalid character '-': Identifiers can only contain alphanumeric characters or underscores",
    )
    expect(make(defineSchema({ a: defineTable({ o: v.object({ '1x': v.string() }) }) }))).toThrow(
      "Invalid validator for key `o`: Invalid first character '1' in 1x",
    )
    expect(make(defineSchema({ a: defineTable({ $x: v.string() }) }))).toThrow(
      "Field name $x starts with '$', which is reserved.",
    )
    // Record keys are data, not names.
    expect(
      make(defineSchema({ a: defineTable({ r: v.record(v.string(), v.number()) }) })),
    ).not.toThrow()
    // As in Convex, system fields at the top level are accepted (and dropped from the validator).
    expect(
      make(
        defineSchema({
          a: defineTable({ _id: v.string(), _creationTime: v.number(), _x: v.string() }),
        }),
      ),
    ).not.toThrow()
  })

  test('index names', () => {
    expect(make(defineSchema({ a: defineTable({ f: v.string() }).index('a-b', ['f']) }))).toThrow(
      'In table "a": Invalid index name: "a-b". Identifiers must be 64 characters or less, start with a letter, and only contain letters, digits, underscores.',
    )
    expect(make(defineSchema({ a: defineTable({ f: v.string() }).index('by_id', ['f']) }))).toThrow(
      'In table "a" cannot name an index "by_id" because the name is reserved.',
    )
    expect(
      make(
        defineSchema({ a: defineTable({ f: v.string() }).searchIndex('_s', { searchField: 'f' }) }),
      ),
    ).toThrow('cannot name an index "_s" because the name is reserved')
  })

  test('identifier rules', () => {
    expect(identifierError('a'.repeat(64))).toBeNull()
    expect(identifierError('a'.repeat(65))).toBe('Identifier is too long (65 > maximum 64)')
    expect(identifierError('__')).toBe('Identifier __ cannot have exclusively underscores')
    expect(identifierError('')).toBe('Identifier cannot be empty')
    expect(() => checkSchemaNames({ tables: [], schemaValidation: true })).not.toThrow()
  })
})
