/**
 * The SQLite-backed store: see ./types.ts for the contract. This file holds the store itself: the
 * database file, the one writing connection behind the write lock, the pool of reading
 * connections, globals and closing. Transactions are in ./readTransaction and
 * ./writeTransaction, schema sync (a push) in ./schemaSync, whole-store export and import in
 * ./importExport.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import Database from 'better-sqlite3'
import { Catalog } from './catalog'
import { exportAll, importAll } from './importExport'
import { Mutex } from './mutex'
import { ReadTxnImpl, type TransactionHost } from './readTransaction'
import { registerSchema } from './schemaSync'
import { Conn, DDL, SCHEMA_VERSION } from './sqlite'
import {
  DEFAULT_TRANSACTION_LIMITS,
  type BeginReadOptions,
  type BeginWriteOptions,
  type CommitResult,
  type ComponentPath,
  type OpenStoreOptions,
  type ReadTransaction,
  type SchemaChange,
  type SchemaJson,
  type Store,
  type TableInfo,
  type WriteTransaction,
  type WriteValidator,
} from './types'
import { WriteTxnImpl } from './writeTransaction'

export class StoreImpl implements Store, TransactionHost {
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
