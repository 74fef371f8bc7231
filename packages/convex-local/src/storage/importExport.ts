/**
 * Export and import of a whole store as JSON lines (`convex-local export` / `import`): a
 * header line, then per table a `table` line and its `document` lines (convex-encoded, with
 * `_id` and `_creationTime`), optionally the globals. An import is one write transaction.
 */
import { jsonToConvex, type Value } from 'convex/values'
import { parseDocument } from '../query/scan'
import { decodeId } from '../values/ids'
import { indexKeyOf, keySuccessor } from '../values/keys'
import { BY_CREATION_TIME, TABLE_NAME, type Catalog, type TableEntry } from './catalog'
import type { WriteSetImpl } from './readset'
import type { ReadTxnImpl } from './readTransaction'
import type { Conn } from './sqlite'
import {
  FIRST_USER_TABLE_NUMBER,
  SYSTEM_TABLE_NUMBERS,
  type CommitResult,
  type ComponentPath,
  type Document,
  type ReadTransaction,
  type TableInfo,
  type WriteTransaction,
} from './types'
import type { WriteTxnImpl } from './writeTransaction'

/** What an export reads of the store (StoreImpl). */
type ExportSource = {
  readonly catalog: Catalog
  beginRead(): ReadTransaction
  tables(componentPath: ComponentPath): TableInfo[]
}

/** What an import writes through (StoreImpl). */
type ImportTarget = {
  readonly catalog: Catalog
  readonly writer: Conn
  beginWriteImpl(options: { limits: null }): Promise<WriteTxnImpl>
}

export function* exportAll(
  store: ExportSource,
  options?: { includeGlobals?: boolean },
): Iterable<string> {
  const r = store.beginRead() as ReadTxnImpl
  try {
    yield JSON.stringify({ type: 'header', format: 'convex-local-export', version: 1 })
    const paths = [...store.catalog.namespaces.keys()].sort()
    for (const cp of paths) {
      for (const info of store.tables(cp)) {
        const t = store.catalog.table(cp, info.name)!
        yield JSON.stringify({
          type: 'table',
          component: cp,
          table: t.name,
          tableNumber: t.tableNumber,
        })
        const index = t.indexes.get(BY_CREATION_TIME)
        if (index === undefined) continue
        const prefix = `{"type":"document","component":${JSON.stringify(cp)},"table":${JSON.stringify(t.name)},"value":`
        let lo: Uint8Array = new Uint8Array(0)
        for (;;) {
          const rows = r.conn.pageAscOpen.all(index.indexId, lo, 1000) as string[]
          for (const json of rows) yield `${prefix}${json}}`
          if (rows.length < 1000) break
          lo = keySuccessor(indexKeyOf(parseDocument(rows[rows.length - 1]!), index.fields))
        }
      }
    }
    if (options?.includeGlobals) {
      for (const row of r.conn.stmt('SELECT k, v FROM globals ORDER BY k').all() as Array<{
        k: string
        v: string
      }>) {
        yield `{"type":"global","key":${JSON.stringify(row.k)},"value":${row.v}}`
      }
    }
  } finally {
    r.close()
  }
}

export async function importAll(
  store: ImportTarget,
  lines: Iterable<string>,
  options?: { replace?: boolean },
): Promise<CommitResult> {
  const txn = await store.beginWriteImpl({ limits: null })
  const conn = store.writer
  try {
    if (options?.replace) {
      conn.exec('DELETE FROM documents; DELETE FROM index_entries;')
      for (const ns of store.catalog.namespaces.values()) {
        for (const t of ns.byName.values())
          for (const si of t.searchIndexes) conn.exec(`DELETE FROM ${si.fts}`)
      }
      for (const ns of store.catalog.namespaces.values())
        for (const t of ns.byName.values()) t.lastCreationTime = 0
    }
    let sawHeader = false
    let clearedGlobals = false
    let lineNo = 0
    for (const raw of lines) {
      lineNo++
      const line = raw.trim()
      if (line === '') continue
      const item = JSON.parse(line) as Record<string, unknown>
      if (!sawHeader) {
        if (item.type !== 'header' || item.format !== 'convex-local-export') {
          throw new Error(`Line ${lineNo}: not a convex-local export (missing header)`)
        }
        sawHeader = true
        continue
      }
      if (item.type === 'table') {
        importTable(
          store.catalog,
          conn,
          String(item.component ?? ''),
          String(item.table),
          Number(item.tableNumber),
        )
      } else if (item.type === 'document') {
        const cp = String(item.component ?? '')
        const table = String(item.table)
        const doc = jsonToConvex(item.value as never) as Document
        if (typeof doc?._id !== 'string' || typeof doc._creationTime !== 'number') {
          throw new Error(`Line ${lineNo}: a document needs _id and _creationTime`)
        }
        const dec = decodeId(doc._id)
        if (dec === null) throw new Error(`Line ${lineNo}: invalid document ID ${doc._id}`)
        let t = store.catalog.table(cp, table)
        if (t === undefined) t = importTable(store.catalog, conn, cp, table, dec.tableNumber)
        if (t.tableNumber !== dec.tableNumber) {
          throw new Error(
            `Line ${lineNo}: ID ${doc._id} belongs to table number ${dec.tableNumber}, not "${table}" (${t.tableNumber})`,
          )
        }
        txn.putDocument(cp, t, doc)
      } else if (item.type === 'clear') {
        clearTable(txn, String(item.component ?? ''), String(item.table))
      } else if (item.type === 'insert') {
        const value = jsonToConvex(item.value as never) as Record<string, Value>
        txn.insert(String(item.component ?? ''), String(item.table), value)
      } else if (item.type === 'global') {
        if (options?.replace && !clearedGlobals) {
          conn.exec('DELETE FROM globals')
          clearedGlobals = true
        }
        txn.setGlobal(String(item.key), item.value)
      } else {
        throw new Error(`Line ${lineNo}: unknown item type ${String(item.type)}`)
      }
    }
    const result = txn.commit()
    ;(result.writeSet as WriteSetImpl).all = true
    return result
  } catch (e) {
    txn.rollback()
    throw e
  }
}

/**
 * The table `name` of an import, numbered `tableNumber` (an empty table in the way is
 * renumbered; a non-empty one is an error).
 */
function importTable(
  catalog: Catalog,
  conn: Conn,
  cp: string,
  name: string,
  tableNumber: number,
): TableEntry {
  const existing = catalog.table(cp, name)
  if (existing !== undefined && existing.tableNumber === tableNumber) return existing
  const rows = (t: TableEntry) =>
    conn.stmt('SELECT count(*) FROM documents WHERE table_id = ?').pluck().get(t.tableId) as number
  const renumber = (t: TableEntry, n: number) => {
    conn.stmt('UPDATE tables SET table_number = ? WHERE table_id = ?').run(n, t.tableId)
    catalog.load(conn)
    return catalog.table(cp, t.name)!
  }
  const clash = catalog.tableByNumber(cp, tableNumber)
  if (clash !== undefined && clash !== existing) {
    if (rows(clash) > 0) {
      throw new Error(
        `Cannot import table "${name}" as number ${tableNumber}: "${clash.name}" already uses it`,
      )
    }
    // An empty table holding the number (numbered otherwise by its schema) steps aside.
    const reserved = Object.values(SYSTEM_TABLE_NUMBERS) as number[]
    let free = FIRST_USER_TABLE_NUMBER
    for (const n of catalog.namespaces.get(cp)?.byNumber.keys() ?? []) {
      if (n >= free) free = n + 1
    }
    while (reserved.includes(free) || free === tableNumber) free++
    renumber(clash, free)
  }
  if (existing !== undefined) {
    if (rows(existing) > 0)
      throw new Error(`Cannot renumber non-empty table "${name}" to ${tableNumber}`)
    return renumber(existing, tableNumber)
  }
  if (!TABLE_NAME.test(name)) throw new Error(`Invalid table name "${name}"`)
  return catalog.createTable(conn, cp, name, false, tableNumber)
}

/** Deletes every document of a table inside `txn` (a snapshot import's replace). */
function clearTable(txn: WriteTransaction, componentPath: string, table: string): void {
  const ids: string[] = []
  const stream = txn.query(componentPath, {
    source: { type: 'FullTableScan', tableName: table, order: 'asc' },
    operators: [],
  })
  try {
    for (let doc = stream.next(); doc !== null; doc = stream.next()) ids.push(doc._id)
  } finally {
    stream.close()
  }
  for (const id of ids) txn.delete(componentPath, id)
}
