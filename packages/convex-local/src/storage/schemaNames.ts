/**
 * The backend's naming rules for a pushed schema (crates/common/src/schemas/json.rs and
 * crates/convex/sync_types/src/identifier.rs), checked in its order with its error texts:
 * object field names in document validators, then the table name, then index names.
 *
 * Identifiers: 1-64 ASCII letters, digits and underscores, starting with a letter or `_`, not
 * only underscores. Table names and index names starting with `_` are reserved, as are the
 * index names `by_id` and `by_creation_time`. A top-level `_field` in a document validator is
 * accepted (the backend drops system fields there), as Convex does.
 */
import type { SchemaJson, TableSchemaJson } from './types'

const MAX_IDENTIFIER_LEN = 64
const MAX_FIELD_NAME_LENGTH = 1024
const IDENTIFIER_REQUIREMENTS =
  'Identifiers must start with a letter and can only contain letters, digits, and underscores.'

/** Rust's `{c:?}` for a char. */
function debugChar(c: string): string {
  if (c === "'") return "'\\''"
  if (c === '\\') return "'\\\\'"
  if (c === '\n') return "'\\n'"
  if (c === '\t') return "'\\t'"
  if (c === '\r') return "'\\r'"
  return `'${c}'`
}

/** check_valid_identifier: null when valid, else the backend's message. */
export function identifierError(s: string): string | null {
  const chars = [...s]
  const first = chars[0]
  if (first === undefined) return 'Identifier cannot be empty'
  if (!/^[A-Za-z_]$/.test(first)) {
    return `Invalid first character ${debugChar(first)} in ${s}: Identifiers must start with an alphabetic character or underscore`
  }
  for (const c of chars) {
    if (!/^[A-Za-z0-9_]$/.test(c)) {
      return `Identifier ${s} has invalid character ${debugChar(c)}: Identifiers can only contain alphanumeric characters or underscores`
    }
  }
  if (s.length > MAX_IDENTIFIER_LEN) {
    return `Identifier is too long (${s.length} > maximum ${MAX_IDENTIFIER_LEN})`
  }
  if (/^_+$/.test(s)) return `Identifier ${s} cannot have exclusively underscores`
  return null
}

/** check_valid_field_name (any object key): null when valid. */
function fieldNameError(s: string): string | null {
  if (s.startsWith('$')) return `Field name ${s} starts with '$', which is reserved.`
  for (const c of s) {
    const code = c.codePointAt(0)!
    if (code < 0x20 || code >= 0x7f) {
      return `Field name ${s} has invalid character ${debugChar(c)}: Field names can only contain non-control ASCII characters`
    }
  }
  if (s.length > MAX_FIELD_NAME_LENGTH) {
    return `Field name is too long (${s.length} > maximum ${MAX_FIELD_NAME_LENGTH})`
  }
  return null
}

type ValidatorJson = { type?: string; value?: unknown; keys?: unknown; values?: unknown }
type FieldJson = { fieldType?: unknown }

/** Field names of every `v.object` inside a validator (record keys are data, not names). */
function checkValidator(v: unknown): void {
  if (v === null || typeof v !== 'object') return
  const j = v as ValidatorJson
  switch (j.type) {
    case 'object': {
      for (const [key, field] of Object.entries((j.value ?? {}) as Record<string, FieldJson>)) {
        const bad = fieldNameError(key) ?? identifierError(key)
        if (bad !== null) throw new Error(bad)
        try {
          checkValidator(field?.fieldType)
        } catch (e) {
          throw new Error(`Invalid validator for key \`${key}\`: ${(e as Error).message}`)
        }
      }
      return
    }
    case 'union':
      for (const member of (j.value ?? []) as unknown[]) checkValidator(member)
      return
    case 'array':
      checkValidator(j.value)
      return
    case 'record':
      checkValidator(j.keys)
      checkValidator((j.values as FieldJson | undefined)?.fieldType)
      return
  }
}

function indexNames(t: TableSchemaJson): string[] {
  return [
    ...t.indexes,
    ...(t.stagedDbIndexes ?? []),
    ...t.searchIndexes,
    ...(t.stagedSearchIndexes ?? []),
    ...(t.vectorIndexes ?? []),
    ...(t.stagedVectorIndexes ?? []),
  ].map((i) => i.indexDescriptor)
}

/** Throws the backend's error for the first name in `schema` that Convex would refuse. */
export function checkSchemaNames(schema: SchemaJson): void {
  for (const t of schema.tables) {
    checkValidator(t.documentType)
    if (t.stagedDocumentType !== undefined) checkValidator(t.stagedDocumentType)
    if (identifierError(t.tableName) !== null) {
      throw new Error(`Invalid table name: "${t.tableName}". ${IDENTIFIER_REQUIREMENTS}`)
    }
    if (t.tableName.startsWith('_')) throw new Error(`${t.tableName} is a reserved table name.`)
    for (const name of indexNames(t)) {
      if (identifierError(name) !== null) {
        throw new Error(
          `In table "${t.tableName}": Invalid index name: "${name}". Identifiers must be 64 characters or less, start with a letter, and only contain letters, digits, underscores.`,
        )
      }
    }
    for (const name of indexNames(t)) {
      if (name.startsWith('_') || name === 'by_id' || name === 'by_creation_time') {
        throw new Error(
          `In table "${t.tableName}" cannot name an index "${name}" because the name is reserved. Indexes may not start with an underscore or be named "by_id" or "by_creation_time".`,
        )
      }
    }
  }
}
