import packaged from '@convex-dev/better-auth/test'
import { expect, test } from 'vitest'
import schema from './schema'

type IndexJson = { indexDescriptor: string; fields: string[] }
type SchemaJson = { tables: { tableName: string; indexes: IndexJson[] }[] }

// The indexes ./schema.ts adds to the packaged schema, and nothing else.
const ADDED: Record<string, IndexJson[]> = {
  session: [{ indexDescriptor: 'userId_expiresAt', fields: ['userId', 'expiresAt'] }],
  rateLimit: [{ indexDescriptor: 'lastRequest', fields: ['lastRequest'] }],
}

/**
 * Guards the Local Install: data stored under the packaged component must fit the local one, and
 * an upgrade of @convex-dev/better-auth that changes its schema must regenerate
 * ./generatedSchema.ts (scripts/gen-auth-schema.mjs) rather than drift from it.
 */
/** The schema as a push sends it (`export()` is public at run time, hidden from the types). */
function exported(definition: object) {
  return JSON.parse((definition as { export(): string }).export()) as SchemaJson
}

test('the local better-auth schema is the packaged one plus the added indexes', () => {
  const local = exported(schema)
  const stock = exported(packaged.schema)

  for (const table of local.tables) {
    const added = ADDED[table.tableName] ?? []
    const kept = table.indexes.length - added.length
    expect(table.indexes.slice(kept), table.tableName).toEqual(added)
    table.indexes = table.indexes.slice(0, kept)
  }
  expect(local).toEqual(stock)
})
