/**
 * Reading what `npx convex import` uploads (the backend's `snapshot_import/parse.rs`): a snapshot
 * ZIP (./export's layout; `<table>/documents.jsonl` under optional `_components/<name>/`
 * prefixes, `_tables/documents.jsonl` for table numbers, `_storage/documents.jsonl` plus
 * `_storage/<id>[.ext]` files), or one table as JSON lines or a JSON array. Documents of a table
 * with a `"uniform"` generated_schema.jsonl use ConvexExportJSON; everything else is plain JSON
 * (numbers are float64), as the backend reads it.
 */
import type { Value } from 'convex/values'
import type { ComponentPath } from '../storage/types'
import { parseExportJson } from './exportJson'
import { readZip } from './zip'

export type ImportFormat = 'zip' | 'jsonLines' | 'jsonArray' | 'csv'

export type ImportedTable = {
  componentPath: ComponentPath
  table: string
  documents: Array<Record<string, Value>>
}

export type ImportedFile = {
  componentPath: ComponentPath
  id: string
  creationTime: number | null
  contentType: string | null
  sha256: string | null
  /** The file's storage uuid in the deployment it came from, kept on import. */
  internalId: string | null
  bytes: Buffer
}

export type ParsedImport = {
  tables: ImportedTable[]
  /** `_tables` entries: table name → number, per component. */
  tableNumbers: Map<ComponentPath, Map<string, number>>
  /** Components whose `_storage/documents.jsonl` is in the import. */
  storageComponents: Set<ComponentPath>
  files: ImportedFile[]
}

export class ImportError extends Error {
  override readonly name = 'ImportError'
}

const TABLE_NAME = /^[A-Za-z][A-Za-z0-9_]*$/
const DOCUMENTS = /^((?:_components\/[^/]+\/)*)([^/]+)\/documents\.jsonl$/
const GENERATED_SCHEMA = /^((?:_components\/[^/]+\/)*)([^/]+)\/generated_schema\.jsonl$/
const STORAGE_FILE = /^((?:_components\/[^/]+\/)*)_storage\/([^/.]+)(?:\.[^/]+)?$/

function componentOf(prefix: string, base: ComponentPath): ComponentPath {
  const names = prefix.split('/').filter((part, i) => i % 2 === 1 && part !== '')
  return [base, ...names].filter((p) => p !== '').join('/')
}

function objectOf(value: unknown, row: number): Record<string, Value> {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    throw new ImportError(`Row ${row} is not an object`)
  }
  return value as Record<string, Value>
}

/**
 * A row without a `"uniform"` schema, as the backend reads it (`ExportContext::Infer`): numbers
 * are float64 and object keys are plain field names (`$` starts none of them).
 */
function plainJson(json: unknown, row: number): Value {
  if (Array.isArray(json)) return json.map((v) => plainJson(v, row))
  if (json !== null && typeof json === 'object') {
    const out: Record<string, Value> = {}
    for (const [k, v] of Object.entries(json)) {
      if (k.startsWith('$')) {
        throw new ImportError(`Row ${row}: Field name ${k} starts with '$', which is reserved.`)
      }
      out[k] = plainJson(v, row)
    }
    return out
  }
  return json as Value
}

function plainRow(line: string, row: number): Record<string, Value> {
  let json: unknown
  try {
    json = JSON.parse(line)
  } catch (e) {
    throw new ImportError(`Row ${row} is not valid JSON: ${(e as Error).message}`)
  }
  return plainJson(objectOf(json, row), row) as Record<string, Value>
}

function jsonLines(text: string, uniform: boolean): Array<Record<string, Value>> {
  const out: Array<Record<string, Value>> = []
  const lines = text.split('\n')
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!.trim()
    if (line === '') continue
    if (!uniform) out.push(plainRow(line, i + 1))
    else {
      try {
        out.push(objectOf(parseExportJson(line), i + 1))
      } catch (e) {
        throw new ImportError(`Row ${i + 1}: ${(e as Error).message}`)
      }
    }
  }
  return out
}

function checkTableName(table: string): void {
  if (!TABLE_NAME.test(table) || table.length > 64) {
    throw new ImportError(`"${table}" isn't a valid table name`)
  }
}

function utf8(bytes: Buffer): string {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) {
    throw new ImportError('Import files with a UTF-8 byte order mark are not supported')
  }
  return bytes.toString('utf8')
}

/** Parses an uploaded import file. `componentPath` is the CLI's `--component` ('' = the app). */
export function parseImport(
  data: Buffer,
  request: { format: ImportFormat; tableName?: string | null; componentPath?: ComponentPath },
): ParsedImport {
  const base = request.componentPath ?? ''
  const parsed: ParsedImport = {
    tables: [],
    tableNumbers: new Map(),
    storageComponents: new Set(),
    files: [],
  }
  if (request.format !== 'zip') {
    const table = request.tableName
    if (!table) throw new ImportError(`A ${request.format} import needs a table name`)
    checkTableName(table)
    let documents: Array<Record<string, Value>>
    if (request.format === 'jsonLines') documents = jsonLines(utf8(data), false)
    else if (request.format === 'jsonArray') {
      let json: unknown
      try {
        json = JSON.parse(utf8(data))
      } catch (e) {
        throw new ImportError(`Not valid JSON: ${(e as Error).message}`)
      }
      if (!Array.isArray(json)) throw new ImportError('The JSON file must hold an array')
      documents = json.map((v, i) => plainJson(objectOf(v, i + 1), i + 1) as Record<string, Value>)
    } else throw new ImportError('CSV import is not supported by convex-local (use JSONL)')
    parsed.tables.push({ componentPath: base, table, documents })
    return parsed
  }
  const entries = readZip(data)
  const uniform = new Set<string>()
  for (const e of entries) {
    const m = GENERATED_SCHEMA.exec(e.name)
    if (m && e.read().toString('utf8').trim() === '"uniform"') {
      uniform.add(`${componentOf(m[1]!, base)}\u0000${m[2]}`)
    }
  }
  const storageMeta = new Map<string, Record<string, unknown>>()
  for (const e of entries) {
    const m = DOCUMENTS.exec(e.name)
    if (!m) continue
    const cp = componentOf(m[1]!, base)
    const table = m[2]!
    const text = utf8(e.read())
    if (table === '_tables') {
      const numbers = new Map<string, number>()
      for (const row of jsonLines(text, false)) {
        if (typeof row.name !== 'string' || typeof row.id !== 'number') {
          throw new ImportError(`_tables/documents.jsonl: invalid entry ${JSON.stringify(row)}`)
        }
        checkTableName(row.name)
        numbers.set(row.name, row.id)
      }
      parsed.tableNumbers.set(cp, numbers)
    } else if (table === '_storage') {
      parsed.storageComponents.add(cp)
      for (const line of text.split('\n')) {
        if (line.trim() === '') continue
        const meta = JSON.parse(line) as Record<string, unknown>
        storageMeta.set(`${cp}\u0000${String(meta._id)}`, meta)
      }
    } else if (table.startsWith('_')) {
      continue // other system tables are not imported
    } else {
      checkTableName(table)
      const documents = jsonLines(text, uniform.has(`${cp}\u0000${table}`))
      parsed.tables.push({ componentPath: cp, table, documents })
    }
  }
  for (const e of entries) {
    const m = STORAGE_FILE.exec(e.name)
    if (!m || m[2] === 'documents') continue
    const cp = componentOf(m[1]!, base)
    const meta = storageMeta.get(`${cp}\u0000${m[2]}`) ?? {}
    parsed.files.push({
      componentPath: cp,
      id: m[2]!,
      creationTime: typeof meta._creationTime === 'number' ? meta._creationTime : null,
      contentType: typeof meta.contentType === 'string' ? meta.contentType : null,
      sha256: typeof meta.sha256 === 'string' ? meta.sha256 : null,
      internalId: typeof meta.internalId === 'string' ? meta.internalId : null,
      bytes: e.read(),
    })
  }
  return parsed
}
