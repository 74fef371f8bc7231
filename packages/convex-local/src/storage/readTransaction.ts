/**
 * Read transactions, and the reads both kinds of transaction share (./writeTransaction adds the
 * writes). See ./types.ts for the contract.
 */
import type { JSONValue } from 'convex/values'
import { decodeId } from '../values/ids'
import { convexSizeOfJson } from '../values/jsonSize'
import { encodeTuple, keySuccessor } from '../values/keys'
import { paginate } from '../query/paginate'
import { parseDocument, type QueryContext } from '../query/scan'
import { vectorSearch } from '../query/search'
import { openQueryStream } from '../query/stream'
import { BY_ID, type Catalog, type TableEntry } from './catalog'
import { checkLimit, mergeLimits, zeroMetrics } from './limits'
import { ReadSetImpl, indexIdentity } from './readset'
import type { Conn } from './sqlite'
import {
  StorageError,
  type ComponentPath,
  type Document,
  type PaginateArgs,
  type PaginateResult,
  type QueryStream,
  type ReadTransaction,
  type SchemaJson,
  type SerializedQuery,
  type TransactionLimits,
  type TransactionMetrics,
  type WriteValidator,
} from './types'

/** What a transaction needs of its store (StoreImpl). */
export interface TransactionHost {
  readonly catalog: Catalog
  /** Checks every written document against the schema; null when none is set. */
  readonly validator: WriteValidator | null
  readonly now: () => number
  latestTs(): bigint
  setLatestTs(ts: bigint): void
  releaseReader(conn: Conn): void
}

/**
 * The reading half of every transaction: point reads, counts, queries, pagination and vector
 * search at the transaction's snapshot, recording what was read (the read set) and counting it
 * against the limits.
 */
export abstract class TxnBase implements QueryContext {
  readonly readSet = new ReadSetImpl()
  protected m = zeroMetrics()
  protected open = true

  constructor(
    protected readonly store: TransactionHost,
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
