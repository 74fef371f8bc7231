/** Write transactions: see ./types.ts for the contract, ./readTransaction for the reads. */
import { convexToJson, jsonToConvex, type Value } from 'convex/values'
import { newId } from '../values/ids'
import { parseDocument } from '../query/scan'
import { BY_CREATION_TIME, TABLE_NAME, type TableEntry } from './catalog'
import { encodeTsJson, mayHoldCommitTs, substituteCommitTs } from './commitTsPlaceholders'
import { deleteRow, insertRow, rewriteRow } from './documentRows'
import { checkDocument, checkLimit, mergeLimits } from './limits'
import { TxnBase, type TransactionHost } from './readTransaction'
import type { Conn } from './sqlite'
import { checkSystemFields } from './systemFields'
import {
  StorageError,
  type CommitResult,
  type ComponentPath,
  type Document,
  type PatchValue,
  type SubTransaction,
  type TransactionLimits,
  type WriteTransaction,
} from './types'
import { summarizeLog, type LogEntry } from './writeLog'

type Savepoint = {
  name: string
  logLength: number
  pendingLength: number
  documentsWritten: number
  bytesWritten: number
  catalogVersion: number
  limits: TransactionLimits | null
}

/**
 * A write transaction: the one writer (the store's lock is held from begin to end). Writes go
 * straight to SQLite inside BEGIN IMMEDIATE and are logged; sub-transactions are savepoints;
 * commit resolves commit-ts placeholders and reports what changed.
 */
export class WriteTxnImpl extends TxnBase implements WriteTransaction {
  private log: LogEntry[] = []
  private pending: Array<{ componentPath: string; t: TableEntry; rid: number }> = []
  private savepoints: Savepoint[] = []
  private readonly beginCatalogVersion: number
  /** Decided at begin: we are the only writer, so commit order = begin order. */
  private readonly commitTs: bigint
  private readonly tsParam: bigint

  constructor(
    store: TransactionHost,
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
    const { rid, keys } = insertRow(this.conn, t, doc, json, this.tsParam)
    this.log.push({ componentPath, table: t.name, id: doc._id, kind: 'insert', keys })
    if (mayHoldCommitTs(json)) this.pending.push({ componentPath, t, rid })
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
    if (mayHoldCommitTs(json)) this.pending.push({ componentPath, t, rid })
  }

  private writeRow(
    componentPath: string,
    t: TableEntry,
    rid: number,
    oldDoc: Document,
    doc: Document,
    json: string,
  ) {
    const keys = rewriteRow(this.conn, t, rid, oldDoc, doc, json, this.tsParam)
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

  replace(componentPath: ComponentPath, id: string, value: Record<string, Value>): void {
    this.assertOpen()
    const ex = this.existing(componentPath, id, 'Replace')
    checkSystemFields('Replace', ex.doc, value)
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
    checkSystemFields('Patch', ex.doc, value)
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
    const keys = deleteRow(this.conn, ex.t, ex.rid, ex.doc)
    this.log.push({ componentPath, table: ex.t.name, id, kind: 'delete', keys })
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
    const { writeSet, documents } = summarizeLog(this.log)
    this.releaseLock()
    return { ts, writeSet, documents }
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
      if (json === undefined || !mayHoldCommitTs(json)) continue
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
