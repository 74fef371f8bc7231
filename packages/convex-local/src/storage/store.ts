/**
 * The SQLite-backed store: see ./types.ts for the contract. Transactions and the store itself
 * live here; schema sync (a push) is in ./schemaSync, whole-store export and import in
 * ./importExport.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import Database from 'better-sqlite3'
import { convexToJson, jsonToConvex, type JSONValue, type Value } from 'convex/values'
import { decodeId, newId } from '../values/ids'
import { convexSizeOfJson } from '../values/jsonSize'
import { encodeTuple, indexKeyOf, keySuccessor } from '../values/keys'
import { paginate } from '../query/paginate'
import { parseDocument, type QueryContext } from '../query/scan'
import { vectorSearch } from '../query/search'
import { openQueryStream } from '../query/stream'
import {
  BY_CREATION_TIME,
  BY_ID,
  Catalog,
  insertSearchRow,
  searchRow,
  TABLE_NAME,
  type TableEntry,
} from './catalog'
import { exportAll, importAll } from './importExport'
import { checkDocument, checkLimit, zeroMetrics } from './limits'
import { ReadSetImpl, WriteSetImpl, indexIdentity } from './readset'
import { Mutex } from './mutex'
import { registerSchema } from './schemaSync'
import { Conn, DDL, SCHEMA_VERSION } from './sqlite'
import {
  DEFAULT_TRANSACTION_LIMITS,
  StorageError,
  type BeginReadOptions,
  type BeginWriteOptions,
  type CommitResult,
  type ComponentPath,
  type Document,
  type OpenStoreOptions,
  type PaginateArgs,
  type PaginateResult,
  type PatchValue,
  type QueryStream,
  type ReadTransaction,
  type SchemaChange,
  type SchemaJson,
  type SerializedQuery,
  type Store,
  type SubTransaction,
  type TableInfo,
  type TransactionLimits,
  type TransactionMetrics,
  type WriteTransaction,
  type WriteValidator,
  type WrittenDocument,
} from './types'

function encodeTsJson(ts: bigint): { $integer: string } {
  const buf = Buffer.alloc(8)
  buf.writeBigInt64LE(ts)
  return { $integer: buf.toString('base64') }
}

function substituteCommitTs(v: unknown, ts: { $integer: string }): unknown {
  if (v === null || typeof v !== 'object') return v
  if (Array.isArray(v)) return v.map((x) => substituteCommitTs(x, ts))
  const o = v as Record<string, unknown>
  const keys = Object.keys(o)
  if (keys.length === 1 && keys[0] === '$commitTs') return ts
  const out: Record<string, unknown> = {}
  for (const k of keys) out[k] = substituteCommitTs(o[k], ts)
  return out
}

function sameValue(a: Value | undefined, b: Value | undefined): boolean {
  return a === b
}

function mergeLimits(
  base: TransactionLimits | null,
  used: TransactionMetrics,
  nested?: Partial<TransactionLimits>,
) {
  if (nested === undefined) return base
  const out: TransactionLimits = { ...(base ?? DEFAULT_TRANSACTION_LIMITS) }
  if (base === null)
    for (const k of Object.keys(out) as Array<keyof TransactionLimits>) out[k] = Infinity
  for (const k of Object.keys(nested) as Array<keyof TransactionLimits>) {
    const n = nested[k]
    if (typeof n === 'number') out[k] = Math.min(out[k], used[k] + n)
  }
  return out
}

type LogEntry = {
  componentPath: string
  table: string
  id: string
  kind: 'insert' | 'update' | 'delete'
  keys: Array<[string, Uint8Array]>
}

// ---------------------------------------------------------------------------------------------

abstract class TxnBase implements QueryContext {
  readonly readSet = new ReadSetImpl()
  protected m = zeroMetrics()
  protected open = true

  constructor(
    protected readonly store: StoreImpl,
    readonly conn: Conn,
    readonly snapshotTs: bigint,
    protected limits: TransactionLimits | null,
  ) {}

  get catalog(): Catalog {
    return this.store.catalog
  }

  metrics(): TransactionMetrics {
    return { ...this.m }
  }

  countRead(bytes: number): void {
    this.m.documentsRead++
    this.m.bytesRead += bytes
    checkLimit(this.m, this.limits, 'documentsRead')
    checkLimit(this.m, this.limits, 'bytesRead')
  }

  nestLimits(limits?: Partial<TransactionLimits>): () => void {
    const saved = this.limits
    this.limits = mergeLimits(this.limits, this.m, limits)
    return () => {
      this.limits = saved
    }
  }

  countQuery(): void {
    this.m.databaseQueries++
    checkLimit(this.m, this.limits, 'databaseQueries')
  }

  schema(componentPath: string): SchemaJson | null {
    return this.catalog.namespaces.get(componentPath)?.schema ?? null
  }

  assertOpen(): void {
    if (!this.open)
      throw new StorageError('TransactionClosed', 'The transaction has already ended.')
  }

  tableNameForId(componentPath: ComponentPath, id: string): string | null {
    const dec = typeof id === 'string' ? decodeId(id) : null
    if (dec === null) return null
    return this.catalog.tableNameByNumber(componentPath, dec.tableNumber)
  }

  normalizeId(componentPath: ComponentPath, table: string, id: string): string | null {
    return this.tableNameForId(componentPath, id) === table ? id : null
  }

  /** Looks a document up without recording a read. */
  protected lookup(
    componentPath: string,
    id: string,
  ): { t: TableEntry; rid: number; json: string } | null {
    const dec = typeof id === 'string' ? decodeId(id) : null
    if (dec === null) return null
    const t = this.catalog.tableByNumber(componentPath, dec.tableNumber)
    if (t === undefined) return null
    const row = this.conn.getDoc.get(t.tableId, id) as { rid: number; json: string } | undefined
    return row === undefined ? null : { t, rid: row.rid, json: row.json }
  }

  get(componentPath: ComponentPath, id: string): Document | null {
    const json = this.getJson(componentPath, id)
    return json === null ? null : parseDocument(json)
  }

  getEncoded(componentPath: ComponentPath, id: string): JSONValue | null {
    const json = this.getJson(componentPath, id)
    return json === null ? null : (JSON.parse(json) as JSONValue)
  }

  private getJson(componentPath: ComponentPath, id: string): string | null {
    this.assertOpen()
    const dec = typeof id === 'string' ? decodeId(id) : null
    if (dec === null) return null
    const name = this.catalog.tableNameByNumber(componentPath, dec.tableNumber)
    if (name === null) return null
    this.countQuery()
    const key = encodeTuple([id])
    this.readSet.add(indexIdentity(componentPath, name, BY_ID), key, keySuccessor(key))
    const t = this.catalog.tableByNumber(componentPath, dec.tableNumber)
    if (t === undefined) return null
    const row = this.conn.getDoc.get(t.tableId, id) as { rid: number; json: string } | undefined
    if (row === undefined) return null
    this.countRead(convexSizeOfJson(row.json))
    return row.json
  }

  count(componentPath: ComponentPath, table: string): number {
    this.assertOpen()
    this.countQuery()
    this.readSet.add(indexIdentity(componentPath, table, BY_ID), new Uint8Array(0), null)
    const t = this.catalog.table(componentPath, table)
    if (t === undefined) return 0
    return this.conn
      .stmt('SELECT count(*) FROM documents WHERE table_id = ?')
      .pluck()
      .get(t.tableId) as number
  }

  query(componentPath: ComponentPath, query: SerializedQuery): QueryStream {
    this.assertOpen()
    return new TxnStream(this, openQueryStream(this, componentPath, query))
  }

  paginate(componentPath: ComponentPath, args: PaginateArgs): PaginateResult {
    this.assertOpen()
    return paginate(this, componentPath, args)
  }

  vectorSearch(
    componentPath: ComponentPath,
    args: { indexName: string; vector: number[]; limit?: number; expressions?: unknown },
  ): Array<{ _id: string; _score: number }> {
    this.assertOpen()
    this.countQuery()
    return vectorSearch(this, componentPath, args)
  }

  getGlobal(key: string): unknown {
    this.assertOpen()
    const v = this.conn.getGlobal.get(key) as string | undefined
    return v === undefined ? undefined : JSON.parse(v)
  }
}

/** A query stream of a transaction: reading fails once the transaction has ended. */
class TxnStream implements QueryStream {
  constructor(
    private readonly txn: TxnBase,
    private readonly stream: QueryStream,
  ) {}

  next(): Document | null {
    this.txn.assertOpen()
    return this.stream.next()
  }

  nextEncoded(): JSONValue | null {
    this.txn.assertOpen()
    return this.stream.nextEncoded()
  }

  nextJsonText(): string | null {
    this.txn.assertOpen()
    return this.stream.nextJsonText()
  }

  close(): void {
    this.stream.close()
  }
}

export class ReadTxnImpl extends TxnBase implements ReadTransaction {
  close(): void {
    if (!this.open) return
    this.open = false
    this.store.releaseReader(this.conn)
  }
}

type Savepoint = {
  name: string
  logLength: number
  pendingLength: number
  documentsWritten: number
  bytesWritten: number
  catalogVersion: number
  limits: TransactionLimits | null
}

export class WriteTxnImpl extends TxnBase implements WriteTransaction {
  private log: LogEntry[] = []
  private pending: Array<{ componentPath: string; t: TableEntry; rid: number }> = []
  private savepoints: Savepoint[] = []
  private readonly beginCatalogVersion: number
  /** Decided at begin: we are the only writer, so commit order = begin order. */
  private readonly commitTs: bigint
  private readonly tsParam: bigint

  constructor(
    store: StoreImpl,
    conn: Conn,
    snapshotTs: bigint,
    limits: TransactionLimits | null,
    private readonly releaseLock: () => void,
  ) {
    super(store, conn, snapshotTs, limits)
    this.beginCatalogVersion = store.catalog.version
    const wall = BigInt(Math.floor(store.now())) * 1_000_000n
    this.commitTs = wall > snapshotTs ? wall : snapshotTs + 1n
    this.tsParam = this.commitTs
  }

  get isOpen(): boolean {
    return this.open
  }

  // ---- writes

  private tableFor(componentPath: string, table: string): TableEntry {
    const t = this.catalog.table(componentPath, table)
    if (t !== undefined) return t
    if (typeof table !== 'string' || !TABLE_NAME.test(table) || table.length > 64) {
      throw new StorageError(
        'InvalidDocument',
        `Invalid table name: "${String(table)}". Table names must be valid identifiers.`,
      )
    }
    return this.catalog.createTable(this.conn, componentPath, table, false)
  }

  private nextCreationTime(t: TableEntry): number {
    if (t.lastCreationTime === null) {
      const idx = t.indexes.get(BY_CREATION_TIME)
      const json = idx
        ? (this.conn.pageDescOpen.all(idx.indexId, new Uint8Array(0), 1) as string[])[0]
        : undefined
      t.lastCreationTime = json !== undefined ? parseDocument(json)._creationTime : 0
    }
    const now = this.store.now()
    let ct = now
    if (!(ct > t.lastCreationTime)) {
      ct = t.lastCreationTime + 0.001
      if (!(ct > t.lastCreationTime)) ct = t.lastCreationTime + 1
    }
    t.lastCreationTime = ct
    return ct
  }

  private validate(componentPath: string, t: TableEntry, doc: Document): number {
    const v = this.store.validator
    if (v !== null) {
      v(componentPath, t.name, doc, this.catalog.info(t), (id) =>
        this.tableNameForId(componentPath, id),
      )
    }
    return checkDocument(doc, t.name)
  }

  /** Counts a write before it happens; over a limit it throws and nothing is written. */
  private countWrite(size: number) {
    this.m.documentsWritten++
    this.m.bytesWritten += size
    try {
      checkLimit(this.m, this.limits, 'documentsWritten')
      checkLimit(this.m, this.limits, 'bytesWritten')
    } catch (e) {
      this.m.documentsWritten--
      this.m.bytesWritten -= size
      throw e
    }
  }

  /** Insert a complete document (with system fields). */
  insertDocument(componentPath: string, t: TableEntry, doc: Document): void {
    const size = this.validate(componentPath, t, doc)
    const json = JSON.stringify(convexToJson(doc as Value))
    this.countWrite(size)
    const rid = Number(
      this.conn
        .stmt('INSERT INTO documents (table_id, id, ts, json) VALUES (?, ?, ?, ?)')
        .run(t.tableId, doc._id, this.tsParam, json).lastInsertRowid,
    )
    const insertEntry = this.conn.stmt(
      'INSERT INTO index_entries (index_id, key, rid) VALUES (?, ?, ?)',
    )
    const keys: Array<[string, Uint8Array]> = []
    for (const index of t.indexList) {
      const key = indexKeyOf(doc, index.fields)
      insertEntry.run(index.indexId, key, rid)
      keys.push([index.identity, key])
    }
    this.log.push({ componentPath, table: t.name, id: doc._id, kind: 'insert', keys })
    if (json.includes('"$commitTs"')) this.pending.push({ componentPath, t, rid })
    if (t.searchIndexes.length > 0) this.updateSearch(t, rid, null, doc)
  }

  /** Keeps the FTS5 tables of a table's search indexes in step with a document change. */
  private updateSearch(t: TableEntry, rid: number, oldDoc: Document | null, doc: Document | null) {
    for (const index of t.searchIndexes) {
      const before = oldDoc === null ? null : searchRow(index, oldDoc)
      const after = doc === null ? null : searchRow(index, doc)
      if (before === null && after === null) continue
      if (before !== null && after !== null && before.every((v, i) => v === after[i])) continue
      if (before !== null) this.conn.stmt(`DELETE FROM ${index.fts} WHERE rowid = ?`).run(rid)
      if (after !== null) insertSearchRow(this.conn, index, rid, after)
    }
  }

  private updateDocument(
    componentPath: string,
    t: TableEntry,
    rid: number,
    oldDoc: Document,
    doc: Document,
  ): void {
    const size = this.validate(componentPath, t, doc)
    const json = JSON.stringify(convexToJson(doc as Value))
    this.countWrite(size)
    this.writeRow(componentPath, t, rid, oldDoc, doc, json)
    if (json.includes('"$commitTs"')) this.pending.push({ componentPath, t, rid })
  }

  private writeRow(
    componentPath: string,
    t: TableEntry,
    rid: number,
    oldDoc: Document,
    doc: Document,
    json: string,
  ) {
    this.conn
      .stmt('UPDATE documents SET json = ?, ts = ? WHERE rid = ?')
      .run(json, this.tsParam, rid)
    if (t.searchIndexes.length > 0) this.updateSearch(t, rid, oldDoc, doc)
    const keys: Array<[string, Uint8Array]> = []
    for (const index of t.indexList) {
      const oldKey = indexKeyOf(oldDoc, index.fields)
      const newKey = indexKeyOf(doc, index.fields)
      if (Buffer.compare(oldKey, newKey) !== 0) {
        this.conn
          .stmt('DELETE FROM index_entries WHERE index_id = ? AND key = ?')
          .run(index.indexId, oldKey)
        this.conn
          .stmt('INSERT INTO index_entries (index_id, key, rid) VALUES (?, ?, ?)')
          .run(index.indexId, newKey, rid)
        keys.push([index.identity, oldKey])
      }
      keys.push([index.identity, newKey])
    }
    this.log.push({ componentPath, table: t.name, id: doc._id, kind: 'update', keys })
  }

  insert(componentPath: ComponentPath, table: string, value: Record<string, Value>): string {
    this.assertOpen()
    if (value === null || typeof value !== 'object' || Array.isArray(value)) {
      throw new StorageError(
        'InvalidDocument',
        `Invalid document for table "${table}": expected an object.`,
      )
    }
    if ('_id' in value || '_creationTime' in value) {
      throw new StorageError(
        'SystemFieldChange',
        `Failed to insert a document in table "${table}": the system fields _id and _creationTime are assigned automatically and cannot be provided.`,
      )
    }
    const t = this.tableFor(componentPath, table)
    const id = newId(t.tableNumber)
    const doc = { _creationTime: this.nextCreationTime(t), _id: id } as Document
    for (const k of Object.keys(value))
      if (value[k] !== undefined) (doc as Record<string, Value>)[k] = value[k]!
    this.insertDocument(componentPath, t, doc)
    return id
  }

  private existing(componentPath: string, id: string, op: string) {
    const found = this.lookup(componentPath, id)
    if (found === null) throw new StorageError('NotFound', `${op} on nonexistent document ID ${id}`)
    return { ...found, doc: parseDocument(found.json) }
  }

  private checkSystemFields(op: string, old: Document, value: Record<string, Value | undefined>) {
    if ('_id' in value && value._id !== undefined && !sameValue(value._id, old._id)) {
      throw new StorageError(
        'SystemFieldChange',
        `${op} failed: provided \`_id\` field value "${String(value._id)}" does not match the document ID "${old._id}".`,
      )
    }
    if (
      '_creationTime' in value &&
      value._creationTime !== undefined &&
      !sameValue(value._creationTime, old._creationTime)
    ) {
      throw new StorageError(
        'SystemFieldChange',
        `${op} failed: provided \`_creationTime\` field value ${String(value._creationTime)} does not match the document's creation time ${old._creationTime}.`,
      )
    }
  }

  replace(componentPath: ComponentPath, id: string, value: Record<string, Value>): void {
    this.assertOpen()
    const ex = this.existing(componentPath, id, 'Replace')
    this.checkSystemFields('Replace', ex.doc, value)
    const doc = { _creationTime: ex.doc._creationTime, _id: ex.doc._id } as Document
    for (const k of Object.keys(value)) {
      if (k === '_id' || k === '_creationTime' || value[k] === undefined) continue
      ;(doc as Record<string, Value>)[k] = value[k]!
    }
    this.updateDocument(componentPath, ex.t, ex.rid, ex.doc, doc)
  }

  patch(componentPath: ComponentPath, id: string, value: PatchValue): void {
    this.assertOpen()
    if (value === null || typeof value !== 'object' || Array.isArray(value)) {
      throw new StorageError(
        'InvalidDocument',
        `Invalid argument \`value\` for patch: expected an object.`,
      )
    }
    const ex = this.existing(componentPath, id, 'Patch')
    this.checkSystemFields('Patch', ex.doc, value)
    const doc = { ...ex.doc } as Record<string, Value>
    for (const k of Object.keys(value)) {
      if (k === '_id' || k === '_creationTime') continue
      const v = value[k]
      if (v === undefined) delete doc[k]
      else doc[k] = v
    }
    this.updateDocument(componentPath, ex.t, ex.rid, ex.doc, doc as Document)
  }

  delete(componentPath: ComponentPath, id: string): void {
    this.assertOpen()
    const ex = this.existing(componentPath, id, 'Delete')
    this.countWrite(0)
    this.conn.stmt('DELETE FROM documents WHERE rid = ?').run(ex.rid)
    const keys: Array<[string, Uint8Array]> = []
    for (const index of ex.t.indexList) {
      const key = indexKeyOf(ex.doc, index.fields)
      this.conn
        .stmt('DELETE FROM index_entries WHERE index_id = ? AND key = ?')
        .run(index.indexId, key)
      keys.push([index.identity, key])
    }
    this.log.push({ componentPath, table: ex.t.name, id, kind: 'delete', keys })
    if (ex.t.searchIndexes.length > 0) this.updateSearch(ex.t, ex.rid, ex.doc, null)
  }

  /** Import: insert or overwrite a document that already carries _id and _creationTime. */
  putDocument(componentPath: string, t: TableEntry, doc: Document): void {
    const found = this.lookup(componentPath, doc._id)
    if (found === null) this.insertDocument(componentPath, t, doc)
    else this.updateDocument(componentPath, t, found.rid, parseDocument(found.json), doc)
    if (t.lastCreationTime === null || doc._creationTime > t.lastCreationTime)
      t.lastCreationTime = doc._creationTime
  }

  setGlobal(key: string, value: unknown): void {
    this.assertOpen()
    if (value === undefined) this.conn.stmt('DELETE FROM globals WHERE k = ?').run(key)
    else
      this.conn
        .stmt('INSERT OR REPLACE INTO globals (k, v) VALUES (?, ?)')
        .run(key, JSON.stringify(value))
  }

  // ---- nesting

  savepoint(limits?: Partial<TransactionLimits>): SubTransaction {
    this.assertOpen()
    const name = `sp${this.savepoints.length}`
    this.conn.exec(`SAVEPOINT ${name}`)
    const sp: Savepoint = {
      name,
      logLength: this.log.length,
      pendingLength: this.pending.length,
      documentsWritten: this.m.documentsWritten,
      bytesWritten: this.m.bytesWritten,
      catalogVersion: this.catalog.version,
      limits: this.limits,
    }
    this.savepoints.push(sp)
    this.limits = mergeLimits(this.limits, this.m, limits)
    const top = () => {
      if (!this.open)
        throw new StorageError('TransactionClosed', 'The transaction has already ended.')
      if (this.savepoints[this.savepoints.length - 1] !== sp) {
        throw new StorageError(
          'TransactionClosed',
          'Sub-transactions must end in reverse order of creation.',
        )
      }
    }
    let ended = false
    return {
      release: () => {
        if (ended) return
        top()
        ended = true
        this.conn.exec(`RELEASE ${name}`)
        this.savepoints.pop()
        this.limits = sp.limits
      },
      rollback: () => {
        if (ended) return
        top()
        ended = true
        this.conn.exec(`ROLLBACK TO ${name}; RELEASE ${name}`)
        this.savepoints.pop()
        this.log.length = sp.logLength
        this.pending.length = sp.pendingLength
        this.m.documentsWritten = sp.documentsWritten
        this.m.bytesWritten = sp.bytesWritten
        this.limits = sp.limits
        if (this.catalog.version !== sp.catalogVersion) this.catalog.load(this.conn)
      },
    }
  }

  // ---- end

  commit(): CommitResult {
    this.assertOpen()
    if (this.savepoints.length > 0) {
      throw new StorageError(
        'TransactionClosed',
        'Cannot commit while a sub-transaction is still open.',
      )
    }
    const ts = this.commitTs > this.store.latestTs() ? this.commitTs : this.store.latestTs() + 1n
    try {
      this.resolvePlaceholders(ts)
      this.conn.stmt("INSERT OR REPLACE INTO meta (k, v) VALUES ('max_ts', ?)").run(ts.toString())
      this.conn.exec('COMMIT')
    } catch (e) {
      this.rollback()
      throw e
    }
    this.open = false
    this.store.setLatestTs(ts)
    const writeSet = new WriteSetImpl()
    const docs = new Map<string, WrittenDocument>()
    for (const entry of this.log) {
      for (const [identity, key] of entry.keys) writeSet.add(identity, key)
      const k = `${entry.componentPath}\u0000${entry.id}`
      const prev = docs.get(k)
      if (prev === undefined) {
        docs.set(k, {
          componentPath: entry.componentPath,
          table: entry.table,
          id: entry.id,
          kind: entry.kind,
        })
      } else if (entry.kind === 'delete') {
        if (prev.kind === 'insert') docs.delete(k)
        else prev.kind = 'delete'
      }
    }
    this.releaseLock()
    return { ts, writeSet, documents: [...docs.values()] }
  }

  private resolvePlaceholders(ts: bigint) {
    if (this.pending.length === 0) return
    const tsJson = encodeTsJson(ts)
    const seen = new Set<number>()
    for (const { componentPath, t, rid } of this.pending) {
      if (seen.has(rid)) continue
      seen.add(rid)
      const json = this.conn.stmt('SELECT json FROM documents WHERE rid = ?').pluck().get(rid) as
        string | undefined
      if (json === undefined || !json.includes('"$commitTs"')) continue
      const oldDoc = parseDocument(json)
      const newJson = substituteCommitTs(JSON.parse(json), tsJson)
      const doc = jsonToConvex(newJson as never) as Document
      this.writeRow(componentPath, t, rid, oldDoc, doc, JSON.stringify(newJson))
      // The placeholder resolution is part of the same insert/update: fold it into that entry.
      const last = this.log.pop()!
      const prior = [...this.log]
        .reverse()
        .find((e) => e.componentPath === componentPath && e.id === doc._id)
      if (prior) prior.keys.push(...last.keys)
      else this.log.push(last)
    }
  }

  rollback(): void {
    if (!this.open) return
    this.open = false
    try {
      if (this.conn.db.inTransaction) this.conn.exec('ROLLBACK')
    } finally {
      if (this.catalog.version !== this.beginCatalogVersion) this.catalog.load(this.conn)
      this.releaseLock()
    }
  }
}

// ---------------------------------------------------------------------------------------------

export class StoreImpl implements Store {
  readonly dataDir: string
  readonly file: string
  readonly catalog = new Catalog()
  readonly now: () => number
  validator: WriteValidator | null = null
  private readonly temporary: boolean
  /** The one writing connection (schema sync and imports use it under `lock`). */
  readonly writer: Conn
  private readonly idleReaders: Conn[] = []
  private readonly allReaders = new Set<Conn>()
  /** The global write mutex: one write transaction (or schema sync) at a time. */
  readonly lock = new Mutex()
  private lastTs: bigint
  private closed = false

  constructor(options: OpenStoreOptions) {
    this.temporary = options.temporary === true
    if (this.temporary) {
      this.dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'convex-local-'))
    } else {
      if (!options.dataDir)
        throw new Error('openStore: dataDir is required unless temporary is set')
      this.dataDir = path.resolve(options.dataDir)
      fs.mkdirSync(this.dataDir, { recursive: true })
    }
    this.now = options.now ?? Date.now
    this.file = path.join(this.dataDir, 'db.sqlite')
    const db = new Database(this.file)
    db.pragma('journal_mode = WAL')
    db.pragma(`synchronous = ${options.synchronous ?? (this.temporary ? 'OFF' : 'FULL')}`)
    db.pragma('busy_timeout = 5000')
    db.pragma('cache_size = -32000')
    db.pragma('temp_store = MEMORY')
    db.exec(DDL)
    const version = db.prepare("SELECT v FROM meta WHERE k = 'schema_version'").pluck().get() as
      string | undefined
    if (version === undefined) {
      db.prepare("INSERT INTO meta (k, v) VALUES ('schema_version', ?)").run(String(SCHEMA_VERSION))
    } else if (Number(version) !== SCHEMA_VERSION) {
      db.close()
      throw new Error(
        `${this.file} has storage format ${version}; this version of convex-local reads format ${SCHEMA_VERSION}`,
      )
    }
    this.writer = new Conn(db)
    this.catalog.load(this.writer)
    const ts = db.prepare("SELECT v FROM meta WHERE k = 'max_ts'").pluck().get() as
      string | undefined
    this.lastTs = ts === undefined ? 0n : BigInt(ts)
  }

  latestTs(): bigint {
    return this.lastTs
  }

  setLatestTs(ts: bigint): void {
    this.lastTs = ts
  }

  assertOpen() {
    if (this.closed) throw new Error('The store is closed')
  }

  // ---- readers

  private newReader(): Conn {
    const db = new Database(this.file)
    db.pragma('busy_timeout = 5000')
    db.pragma('cache_size = -32000')
    db.pragma('query_only = ON')
    const conn = new Conn(db)
    this.allReaders.add(conn)
    return conn
  }

  releaseReader(conn: Conn): void {
    if (conn.db.open && conn.db.inTransaction) conn.stmt('COMMIT').run()
    if (this.closed) {
      conn.close()
      this.allReaders.delete(conn)
    } else {
      this.idleReaders.push(conn)
    }
  }

  beginRead(options?: BeginReadOptions): ReadTransaction {
    this.assertOpen()
    const conn = this.idleReaders.pop() ?? this.newReader()
    conn.stmt('BEGIN').run()
    let ts: string | undefined
    try {
      ts = conn.stmt("SELECT v FROM meta WHERE k = 'max_ts'").pluck().get() as string | undefined
    } catch (e) {
      this.releaseReader(conn)
      throw e
    }
    const limits = options?.limits === undefined ? DEFAULT_TRANSACTION_LIMITS : options.limits
    return new ReadTxnImpl(this, conn, ts === undefined ? 0n : BigInt(ts), limits)
  }

  // ---- writers

  async beginWrite(options?: BeginWriteOptions): Promise<WriteTransaction> {
    return this.beginWriteImpl(options)
  }

  async beginWriteImpl(options?: BeginWriteOptions): Promise<WriteTxnImpl> {
    this.assertOpen()
    const release = await this.lock.acquire()
    if (this.closed) {
      release()
      throw new Error('The store is closed')
    }
    try {
      this.writer.exec('BEGIN IMMEDIATE')
    } catch (e) {
      release()
      throw e
    }
    const limits = options?.limits === undefined ? DEFAULT_TRANSACTION_LIMITS : options.limits
    return new WriteTxnImpl(this, this.writer, this.lastTs, limits, release)
  }

  setWriteValidator(validator: WriteValidator | null): void {
    this.validator = validator
  }

  // ---- schema

  getSchema(componentPath: ComponentPath): SchemaJson | null {
    return this.catalog.namespaces.get(componentPath)?.schema ?? null
  }

  componentPaths(): ComponentPath[] {
    return [...this.catalog.namespaces.keys()]
  }

  tables(componentPath: ComponentPath): TableInfo[] {
    const ns = this.catalog.namespaces.get(componentPath)
    if (ns === undefined) return []
    return [...ns.byName.values()]
      .map((t) => this.catalog.info(t))
      .sort((a, b) => a.tableNumber - b.tableNumber)
  }

  registerSchema(
    componentPath: ComponentPath,
    schema: SchemaJson | string | null,
  ): Promise<SchemaChange> {
    return registerSchema(this, componentPath, schema)
  }

  // ---- globals

  getGlobal(key: string): unknown {
    const r = this.beginRead()
    try {
      return r.getGlobal(key)
    } finally {
      r.close()
    }
  }

  listGlobals(prefix: string): Array<[string, unknown]> {
    const r = this.beginRead() as ReadTxnImpl
    try {
      const rows = r.conn
        .stmt('SELECT k, v FROM globals WHERE k >= ? ORDER BY k')
        .iterate(prefix) as Iterable<{ k: string; v: string }>
      const out: Array<[string, unknown]> = []
      for (const row of rows) {
        if (!row.k.startsWith(prefix)) break
        out.push([row.k, JSON.parse(row.v)])
      }
      return out
    } finally {
      r.close()
    }
  }

  async setGlobal(key: string, value: unknown): Promise<void> {
    const release = await this.lock.acquire()
    try {
      this.assertOpen()
      if (value === undefined) this.writer.stmt('DELETE FROM globals WHERE k = ?').run(key)
      else
        this.writer
          .stmt('INSERT OR REPLACE INTO globals (k, v) VALUES (?, ?)')
          .run(key, JSON.stringify(value))
    } finally {
      release()
    }
  }

  // ---- export / import (./importExport)

  exportAll(options?: { includeGlobals?: boolean }): Iterable<string> {
    return exportAll(this, options)
  }

  importAll(lines: Iterable<string>, options?: { replace?: boolean }): Promise<CommitResult> {
    return importAll(this, lines, options)
  }

  // ---- close

  async close(): Promise<void> {
    if (this.closed) return
    const release = await this.lock.acquire()
    try {
      if (this.closed) return
      this.closed = true
      for (const r of this.allReaders) if (r.db.open) r.close()
      this.allReaders.clear()
      this.idleReaders.length = 0
      this.writer.close()
      if (this.temporary) fs.rmSync(this.dataDir, { recursive: true, force: true })
    } finally {
      release()
    }
  }
}

export function openStore(options: OpenStoreOptions): Store {
  return new StoreImpl(options)
}
