/** The JSON that `defineSchema(...).export()` produces; the storage layer owns the type. */
export type { SchemaJson, TableSchemaJson as TableJson, IndexJson } from '../storage/types'
