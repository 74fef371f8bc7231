/** The JSON that `defineSchema(...).export()` produces (`convex/src/server/schema.ts`). */
import type { ValidatorJSON } from '../values/validators'

export type IndexJson = { indexDescriptor: string; fields: string[] }

export type TableJson = {
  tableName: string
  indexes: IndexJson[]
  stagedDbIndexes?: IndexJson[]
  searchIndexes?: { indexDescriptor: string; searchField: string; filterFields: string[] }[]
  stagedSearchIndexes?: unknown[]
  vectorIndexes?: {
    indexDescriptor: string
    vectorField: string
    dimensions: number
    filterFields: string[]
  }[]
  stagedVectorIndexes?: unknown[]
  documentType: ValidatorJSON
  stagedDocumentType?: ValidatorJSON
}

export type SchemaJson = { tables: TableJson[]; schemaValidation: boolean }
