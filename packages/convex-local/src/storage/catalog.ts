/**
 * The in-memory catalog of component namespaces, tables and indexes, mirrored from the SQLite
 * `tables` / `index_defs` / `schemas` tables (reloaded after a rollback).
 */
import type { Value } from 'convex/values'
import { encodeValue, fieldValue } from '../values/keys'
import type { Conn } from './sqlite'
import { indexIdentity } from './readset'
import {
  FIRST_USER_TABLE_NUMBER,
  SYSTEM_TABLE_NUMBERS,
  type Document,
  type SchemaJson,
  type TableInfo,
  type TableSchemaJson,
} from './types'

/** Table names are identifiers. */
export const TABLE_NAME = /^[A-Za-z_][A-Za-z0-9_]*$/

export const BY_ID = 'by_id'
export const BY_CREATION_TIME = 'by_creation_time'
export const BY_ID_FIELDS = ['_id']
export const BY_CREATION_TIME_FIELDS = ['_creationTime', '_id']

export type IndexEntry = {
  indexId: number
  name: string
  /** Full key fields, including the implicit `_creationTime, _id` suffix. */
  fields: string[]
  /** 'ready' (queryable) or 'staged' (maintained, not queryable). */
  state: 'ready' | 'staged'
  identity: string
}

/** A full-text search index, kept in an FTS5 table `fts_<id>` keyed by the document's rowid. */
export type SearchIndexEntry = {
  id: number
  name: string
  searchField: string
  filterFields: string[]
  /** The FTS5 table name. */
  fts: string
}

/** index_defs.state of search indexes (FTS5 table with filter columns). */
const SEARCH_STATE = 'search2'

export const FTS_TOKENIZER = "tokenize='unicode61 remove_diacritics 0'"

/** A filter field's value as stored in an FTS filter column: hex of its canonical key encoding. */
export function searchFilterValue(value: Value | undefined): string {
  return Buffer.from(encodeValue(value)).toString('hex')
}

/** The FTS row of a document: [text, ...filter values as hex keys], or null if it has no text. */
export function searchRow(index: SearchIndexEntry, doc: Document): string[] | null {
  const text = fieldValue(doc, index.searchField)
  if (typeof text !== 'string') return null
  return [text, ...index.filterFields.map((f) => searchFilterValue(fieldValue(doc, f)))]
}

export function insertSearchRow(conn: Conn, index: SearchIndexEntry, rid: number, row: string[]) {
  const cols = index.filterFields.map((_, i) => `, f${i}`).join('')
  const params = index.filterFields.map(() => ', ?').join('')
  conn.stmt(`INSERT INTO ${index.fts} (rowid, text${cols}) VALUES (?, ?${params})`).run(rid, ...row)
}

export type TableEntry = {
  tableId: number
  componentPath: string
  name: string
  tableNumber: number
  inSchema: boolean
  indexes: Map<string, IndexEntry>
  /** Indexes as an array, for the write path. */
  indexList: IndexEntry[]
  /** Full-text search indexes with an FTS5 table (not staged ones). */
  searchIndexes: SearchIndexEntry[]
  /** Largest _creationTime handed out (lazily loaded). */
  lastCreationTime: number | null
}

export type Namespace = {
  byName: Map<string, TableEntry>
  byNumber: Map<number, TableEntry>
  schema: SchemaJson | null
}

export function systemTableNumber(name: string): number | undefined {
  return (SYSTEM_TABLE_NUMBERS as Record<string, number>)[name]
}

export class Catalog {
  namespaces = new Map<string, Namespace>()
  /** index_defs rows of search indexes in an outdated layout, dropped at the next registerSchema. */
  staleSearchIndexes: number[] = []
  /** Bumped on every change; transactions compare it to know whether to reload after rollback. */
  version = 0
  /** Remembered across reloads so _creationTime stays monotonic even after a rollback. */
  private lastCreationTimes = new Map<number, number>()

  namespace(componentPath: string): Namespace {
    let ns = this.namespaces.get(componentPath)
    if (ns === undefined) {
      ns = { byName: new Map(), byNumber: new Map(), schema: null }
      this.namespaces.set(componentPath, ns)
    }
    return ns
  }

  table(componentPath: string, name: string): TableEntry | undefined {
    return this.namespaces.get(componentPath)?.byName.get(name)
  }

  tableByNumber(componentPath: string, tableNumber: number): TableEntry | undefined {
    return this.namespaces.get(componentPath)?.byNumber.get(tableNumber)
  }

  /** The table name of a table number, including system tables that were never created. */
  tableNameByNumber(componentPath: string, tableNumber: number): string | null {
    const t = this.tableByNumber(componentPath, tableNumber)
    if (t !== undefined) return t.name
    for (const [name, n] of Object.entries(SYSTEM_TABLE_NUMBERS)) if (n === tableNumber) return name
    return null
  }

  tableSchema(componentPath: string, name: string): TableSchemaJson | undefined {
    return this.namespaces.get(componentPath)?.schema?.tables.find((t) => t.tableName === name)
  }

  info(t: TableEntry): TableInfo {
    return {
      componentPath: t.componentPath,
      name: t.name,
      tableNumber: t.tableNumber,
      inSchema: t.inSchema,
    }
  }

  /** Reload everything from SQLite (as seen by `conn`). */
  load(conn: Conn): void {
    for (const ns of this.namespaces.values()) {
      for (const t of ns.byName.values()) {
        if (t.lastCreationTime !== null) {
          const prev = this.lastCreationTimes.get(t.tableId) ?? 0
          this.lastCreationTimes.set(t.tableId, Math.max(prev, t.lastCreationTime))
        }
      }
    }
    this.staleSearchIndexes = []
    const namespaces = new Map<string, Namespace>()
    const ns = (cp: string) => {
      let n = namespaces.get(cp)
      if (n === undefined) {
        n = { byName: new Map(), byNumber: new Map(), schema: null }
        namespaces.set(cp, n)
      }
      return n
    }
    const byId = new Map<number, TableEntry>()
    const tables = conn.db
      .prepare('SELECT table_id, component, name, table_number, in_schema FROM tables')
      .all() as Array<{
      table_id: number
      component: string
      name: string
      table_number: number
      in_schema: number
    }>
    for (const row of tables) {
      const entry: TableEntry = {
        tableId: row.table_id,
        componentPath: row.component,
        name: row.name,
        tableNumber: row.table_number,
        inSchema: row.in_schema === 1,
        indexes: new Map(),
        indexList: [],
        searchIndexes: [],
        lastCreationTime: this.lastCreationTimes.get(row.table_id) ?? null,
      }
      const n = ns(row.component)
      n.byName.set(row.name, entry)
      n.byNumber.set(row.table_number, entry)
      byId.set(row.table_id, entry)
    }
    const indexes = conn.db
      .prepare('SELECT index_id, table_id, name, fields, state FROM index_defs')
      .all() as Array<{
      index_id: number
      table_id: number
      name: string
      fields: string
      state: string
    }>
    for (const row of indexes) {
      const t = byId.get(row.table_id)
      if (t === undefined) continue
      if (row.state === 'search') {
        // An FTS table from an earlier layout (no filter columns): rebuilt by registerSchema.
        this.staleSearchIndexes.push(row.index_id)
        continue
      }
      if (row.state === SEARCH_STATE) {
        const [searchField, ...filterFields] = JSON.parse(row.fields) as string[]
        t.searchIndexes.push({
          id: row.index_id,
          name: row.name,
          searchField: searchField!,
          filterFields,
          fts: `fts_${row.index_id}`,
        })
        continue
      }
      const entry: IndexEntry = {
        indexId: row.index_id,
        name: row.name,
        fields: JSON.parse(row.fields) as string[],
        state: row.state === 'staged' ? 'staged' : 'ready',
        identity: indexIdentity(t.componentPath, t.name, row.name),
      }
      t.indexes.set(row.name, entry)
      t.indexList.push(entry)
    }
    const schemas = conn.db.prepare('SELECT component, json FROM schemas').all() as Array<{
      component: string
      json: string
    }>
    for (const row of schemas) ns(row.component).schema = JSON.parse(row.json) as SchemaJson
    this.namespaces = namespaces
    this.version++
  }

  /** Creates a table row and its built-in indexes (caller holds the write transaction). */
  createTable(
    conn: Conn,
    componentPath: string,
    name: string,
    inSchema: boolean,
    fixedNumber?: number,
  ): TableEntry {
    const ns = this.namespace(componentPath)
    let tableNumber = fixedNumber ?? systemTableNumber(name)
    if (tableNumber === undefined) {
      tableNumber = FIRST_USER_TABLE_NUMBER
      for (const n of ns.byNumber.keys()) if (n >= tableNumber) tableNumber = n + 1
      // Never hand out a system table's number to a user table.
      const reserved = Object.values(SYSTEM_TABLE_NUMBERS) as number[]
      while (reserved.includes(tableNumber)) tableNumber++
    }
    const info = conn
      .stmt('INSERT INTO tables (component, name, table_number, in_schema) VALUES (?, ?, ?, ?)')
      .run(componentPath, name, tableNumber, inSchema ? 1 : 0)
    const entry: TableEntry = {
      tableId: Number(info.lastInsertRowid),
      componentPath,
      name,
      tableNumber,
      inSchema,
      indexes: new Map(),
      indexList: [],
      searchIndexes: [],
      lastCreationTime: 0,
    }
    ns.byName.set(name, entry)
    ns.byNumber.set(tableNumber, entry)
    this.addIndex(conn, entry, BY_ID, BY_ID_FIELDS, 'ready')
    this.addIndex(conn, entry, BY_CREATION_TIME, BY_CREATION_TIME_FIELDS, 'ready')
    this.version++
    return entry
  }

  addIndex(
    conn: Conn,
    t: TableEntry,
    name: string,
    fields: string[],
    state: 'ready' | 'staged',
  ): IndexEntry {
    const info = conn
      .stmt('INSERT INTO index_defs (table_id, name, fields, state) VALUES (?, ?, ?, ?)')
      .run(t.tableId, name, JSON.stringify(fields), state)
    const entry: IndexEntry = {
      indexId: Number(info.lastInsertRowid),
      name,
      fields,
      state,
      identity: indexIdentity(t.componentPath, t.name, name),
    }
    t.indexes.set(name, entry)
    t.indexList.push(entry)
    this.version++
    return entry
  }

  dropIndex(conn: Conn, t: TableEntry, index: IndexEntry): void {
    conn.stmt('DELETE FROM index_entries WHERE index_id = ?').run(index.indexId)
    conn.stmt('DELETE FROM index_defs WHERE index_id = ?').run(index.indexId)
    t.indexes.delete(index.name)
    t.indexList = t.indexList.filter((i) => i !== index)
    this.version++
  }

  /** Creates a search index and its (empty) FTS5 table. */
  addSearchIndex(
    conn: Conn,
    t: TableEntry,
    name: string,
    searchField: string,
    filterFields: string[],
  ): SearchIndexEntry {
    const info = conn
      .stmt(
        `INSERT INTO index_defs (table_id, name, fields, state) VALUES (?, ?, ?, '${SEARCH_STATE}')`,
      )
      .run(t.tableId, name, JSON.stringify([searchField, ...filterFields]))
    const id = Number(info.lastInsertRowid)
    const entry: SearchIndexEntry = { id, name, searchField, filterFields, fts: `fts_${id}` }
    // Filter fields live in UNINDEXED columns f0..fn (hex of their canonical key encoding), so
    // equality filters run inside the FTS query instead of after it.
    const filterColumns = filterFields.map((_, i) => `f${i} UNINDEXED, `).join('')
    conn.exec(
      `CREATE VIRTUAL TABLE ${entry.fts} USING fts5(text, ${filterColumns}${FTS_TOKENIZER})`,
    )
    t.searchIndexes.push(entry)
    this.version++
    return entry
  }

  dropStaleSearchIndexes(conn: Conn): void {
    for (const id of this.staleSearchIndexes) {
      conn.exec(`DROP TABLE IF EXISTS fts_${id}`)
      conn.stmt('DELETE FROM index_defs WHERE index_id = ?').run(id)
    }
    if (this.staleSearchIndexes.length > 0) this.version++
    this.staleSearchIndexes = []
  }

  dropSearchIndex(conn: Conn, t: TableEntry, index: SearchIndexEntry): void {
    conn.exec(`DROP TABLE IF EXISTS ${index.fts}`)
    conn.stmt('DELETE FROM index_defs WHERE index_id = ?').run(index.id)
    t.searchIndexes = t.searchIndexes.filter((i) => i !== index)
    this.version++
  }

  setIndexState(conn: Conn, index: IndexEntry, state: 'ready' | 'staged'): void {
    conn.stmt('UPDATE index_defs SET state = ? WHERE index_id = ?').run(state, index.indexId)
    index.state = state
    this.version++
  }

  setInSchema(conn: Conn, t: TableEntry, inSchema: boolean): void {
    if (t.inSchema === inSchema) return
    conn.stmt('UPDATE tables SET in_schema = ? WHERE table_id = ?').run(inSchema ? 1 : 0, t.tableId)
    t.inSchema = inSchema
    this.version++
  }

  setSchema(conn: Conn, componentPath: string, schema: SchemaJson | null): void {
    if (schema === null) conn.stmt('DELETE FROM schemas WHERE component = ?').run(componentPath)
    else
      conn
        .stmt('INSERT OR REPLACE INTO schemas (component, json) VALUES (?, ?)')
        .run(componentPath, JSON.stringify(schema))
    this.namespace(componentPath).schema = schema
    this.version++
  }
}
