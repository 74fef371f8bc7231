/**
 * A document's rows in SQLite: its `documents` row, one `index_entries` row per index, and its
 * row in each search index's FTS5 table, kept in step on insert, rewrite and delete. Each returns
 * the index keys it touched, for the transaction's write log.
 */
import { indexKeyOf } from '../values/keys'
import { insertSearchRow, searchRow, type TableEntry } from './catalog'
import type { Conn } from './sqlite'
import type { Document } from './types'
import type { IndexKeys } from './writeLog'

/** Writes a new document (`json` is its convex-encoded text) at timestamp `ts`. */
export function insertRow(
  conn: Conn,
  t: TableEntry,
  doc: Document,
  json: string,
  ts: bigint,
): { rid: number; keys: IndexKeys } {
  const rid = Number(
    conn
      .stmt('INSERT INTO documents (table_id, id, ts, json) VALUES (?, ?, ?, ?)')
      .run(t.tableId, doc._id, ts, json).lastInsertRowid,
  )
  const insertEntry = conn.stmt('INSERT INTO index_entries (index_id, key, rid) VALUES (?, ?, ?)')
  const keys: IndexKeys = []
  for (const index of t.indexList) {
    const key = indexKeyOf(doc, index.fields)
    insertEntry.run(index.indexId, key, rid)
    keys.push([index.identity, key])
  }
  if (t.searchIndexes.length > 0) updateSearch(conn, t, rid, null, doc)
  return { rid, keys }
}

/**
 * Overwrites row `rid` (holding `oldDoc`) with `doc`; only the index entries whose key changed
 * are moved. The keys returned are the new ones and, where moved, the old.
 */
export function rewriteRow(
  conn: Conn,
  t: TableEntry,
  rid: number,
  oldDoc: Document,
  doc: Document,
  json: string,
  ts: bigint,
): IndexKeys {
  conn.stmt('UPDATE documents SET json = ?, ts = ? WHERE rid = ?').run(json, ts, rid)
  if (t.searchIndexes.length > 0) updateSearch(conn, t, rid, oldDoc, doc)
  const keys: IndexKeys = []
  for (const index of t.indexList) {
    const oldKey = indexKeyOf(oldDoc, index.fields)
    const newKey = indexKeyOf(doc, index.fields)
    if (Buffer.compare(oldKey, newKey) !== 0) {
      conn
        .stmt('DELETE FROM index_entries WHERE index_id = ? AND key = ?')
        .run(index.indexId, oldKey)
      conn
        .stmt('INSERT INTO index_entries (index_id, key, rid) VALUES (?, ?, ?)')
        .run(index.indexId, newKey, rid)
      keys.push([index.identity, oldKey])
    }
    keys.push([index.identity, newKey])
  }
  return keys
}

/** Removes row `rid` (holding `doc`) with its index and search entries. */
export function deleteRow(conn: Conn, t: TableEntry, rid: number, doc: Document): IndexKeys {
  conn.stmt('DELETE FROM documents WHERE rid = ?').run(rid)
  const keys: IndexKeys = []
  for (const index of t.indexList) {
    const key = indexKeyOf(doc, index.fields)
    conn.stmt('DELETE FROM index_entries WHERE index_id = ? AND key = ?').run(index.indexId, key)
    keys.push([index.identity, key])
  }
  if (t.searchIndexes.length > 0) updateSearch(conn, t, rid, doc, null)
  return keys
}

/** Keeps the FTS5 tables of a table's search indexes in step with a document change. */
function updateSearch(
  conn: Conn,
  t: TableEntry,
  rid: number,
  oldDoc: Document | null,
  doc: Document | null,
) {
  for (const index of t.searchIndexes) {
    const before = oldDoc === null ? null : searchRow(index, oldDoc)
    const after = doc === null ? null : searchRow(index, doc)
    if (before === null && after === null) continue
    if (before !== null && after !== null && before.every((v, i) => v === after[i])) continue
    if (before !== null) conn.stmt(`DELETE FROM ${index.fts} WHERE rowid = ?`).run(rid)
    if (after !== null) insertSearchRow(conn, index, rid, after)
  }
}
