/**
 * Schema sync (a push): registers a component's schema, creating declared tables, adding and
 * backfilling new indexes and search indexes, dropping removed or changed ones, and marking
 * tables in or out of the schema, in one write transaction.
 */
import { parseDocument } from '../query/scan'
import { indexKeyOf } from '../values/keys'
import {
  BY_CREATION_TIME,
  BY_ID,
  insertSearchRow,
  searchRow,
  TABLE_NAME,
  type Catalog,
  type IndexEntry,
  type TableEntry,
} from './catalog'
import type { Mutex } from './mutex'
import type { Conn } from './sqlite'
import type { ComponentPath, SchemaChange, SchemaJson, SearchIndexJson } from './types'

function parseSchema(schema: SchemaJson | string | null): SchemaJson | null {
  if (schema === null || schema === undefined) return null
  const parsed = (typeof schema === 'string' ? JSON.parse(schema) : schema) as SchemaJson
  if (parsed === null || typeof parsed !== 'object' || !Array.isArray(parsed.tables)) {
    throw new Error('Invalid schema: expected the JSON of defineSchema(...).export()')
  }
  return {
    tables: parsed.tables.map((t) => ({
      ...t,
      indexes: t.indexes ?? [],
      searchIndexes: t.searchIndexes ?? [],
    })),
    schemaValidation: parsed.schemaValidation !== false,
  }
}

/** What schema sync needs of the store (StoreImpl): its writer, under its write lock. */
type SchemaTarget = {
  readonly catalog: Catalog
  readonly writer: Conn
  readonly lock: Mutex
  assertOpen(): void
}

export async function registerSchema(
  store: SchemaTarget,
  componentPath: ComponentPath,
  schemaIn: SchemaJson | string | null,
): Promise<SchemaChange> {
  const schema = parseSchema(schemaIn)
  const release = await store.lock.acquire()
  const change: SchemaChange = { addedIndexes: [], removedIndexes: [], createdTables: [] }
  const conn = store.writer
  try {
    store.assertOpen()
    conn.exec('BEGIN IMMEDIATE')
    try {
      const catalog = store.catalog
      catalog.dropStaleSearchIndexes(conn)
      catalog.setSchema(conn, componentPath, schema)
      const declared = new Set<string>()
      for (const ts of schema?.tables ?? []) {
        declared.add(ts.tableName)
        let t = catalog.table(componentPath, ts.tableName)
        if (t === undefined) {
          if (!TABLE_NAME.test(ts.tableName))
            throw new Error(`Invalid table name "${ts.tableName}"`)
          t = catalog.createTable(conn, componentPath, ts.tableName, true)
          change.createdTables.push(ts.tableName)
        }
        catalog.setInSchema(conn, t, true)
        const desired = new Map<string, { fields: string[]; state: 'ready' | 'staged' }>()
        for (const idx of ts.indexes ?? [])
          desired.set(idx.indexDescriptor, {
            fields: [...idx.fields, '_creationTime', '_id'],
            state: 'ready',
          })
        for (const idx of ts.stagedDbIndexes ?? [])
          desired.set(idx.indexDescriptor, {
            fields: [...idx.fields, '_creationTime', '_id'],
            state: 'staged',
          })
        syncIndexes(catalog, conn, t, desired, change)
        syncSearchIndexes(catalog, conn, t, ts.searchIndexes ?? [], change)
      }
      for (const t of [...(catalog.namespaces.get(componentPath)?.byName.values() ?? [])]) {
        if (declared.has(t.name)) continue
        catalog.setInSchema(conn, t, false)
        syncIndexes(catalog, conn, t, new Map(), change)
        syncSearchIndexes(catalog, conn, t, [], change)
      }
      conn.exec('COMMIT')
    } catch (e) {
      if (conn.db.inTransaction) conn.exec('ROLLBACK')
      store.catalog.load(conn)
      throw e
    }
  } finally {
    release()
  }
  return change
}

function syncIndexes(
  catalog: Catalog,
  conn: Conn,
  t: TableEntry,
  desired: Map<string, { fields: string[]; state: 'ready' | 'staged' }>,
  change: SchemaChange,
) {
  for (const index of [...t.indexList]) {
    if (index.name === BY_ID || index.name === BY_CREATION_TIME) continue
    const want = desired.get(index.name)
    if (want === undefined || JSON.stringify(want.fields) !== JSON.stringify(index.fields)) {
      catalog.dropIndex(conn, t, index)
      change.removedIndexes.push(`${t.name}.${index.name}`)
    } else if (want.state !== index.state) {
      catalog.setIndexState(conn, index, want.state)
    }
  }
  for (const [name, want] of desired) {
    if (name === BY_ID || name === BY_CREATION_TIME) {
      throw new Error(`Index name "${name}" is reserved (table "${t.name}").`)
    }
    if (t.indexes.has(name)) continue
    const index = catalog.addIndex(conn, t, name, want.fields, want.state)
    backfill(conn, t, index)
    change.addedIndexes.push(`${t.name}.${name}`)
  }
}

function syncSearchIndexes(
  catalog: Catalog,
  conn: Conn,
  t: TableEntry,
  wanted: SearchIndexJson[],
  change: SchemaChange,
) {
  const byName = new Map(wanted.map((w) => [w.indexDescriptor, w]))
  for (const index of [...t.searchIndexes]) {
    const want = byName.get(index.name)
    if (
      want === undefined ||
      want.searchField !== index.searchField ||
      JSON.stringify(want.filterFields ?? []) !== JSON.stringify(index.filterFields)
    ) {
      catalog.dropSearchIndex(conn, t, index)
      change.removedIndexes.push(`${t.name}.${index.name}`)
    }
  }
  for (const want of wanted) {
    if (t.searchIndexes.some((i) => i.name === want.indexDescriptor)) continue
    const index = catalog.addSearchIndex(
      conn,
      t,
      want.indexDescriptor,
      want.searchField,
      want.filterFields ?? [],
    )
    const page = conn.stmt(
      'SELECT rid, json FROM documents WHERE table_id = ? AND rid > ? ORDER BY rid LIMIT 1000',
    )
    let after = 0
    for (;;) {
      const rows = page.all(t.tableId, after) as Array<{ rid: number; json: string }>
      for (const row of rows) {
        const entry = searchRow(index, parseDocument(row.json))
        if (entry !== null) insertSearchRow(conn, index, row.rid, entry)
      }
      if (rows.length < 1000) break
      after = rows[rows.length - 1]!.rid
    }
    change.addedIndexes.push(`${t.name}.${want.indexDescriptor}`)
  }
}

/** Fills a new index from the table's documents. */
function backfill(conn: Conn, t: TableEntry, index: IndexEntry) {
  const page = conn.stmt(
    'SELECT rid, json FROM documents WHERE table_id = ? AND rid > ? ORDER BY rid LIMIT 1000',
  )
  const insert = conn.stmt('INSERT INTO index_entries (index_id, key, rid) VALUES (?, ?, ?)')
  let after = 0
  for (;;) {
    const rows = page.all(t.tableId, after) as Array<{ rid: number; json: string }>
    for (const row of rows)
      insert.run(index.indexId, indexKeyOf(parseDocument(row.json), index.fields), row.rid)
    if (rows.length < 1000) return
    after = rows[rows.length - 1]!.rid
  }
}
