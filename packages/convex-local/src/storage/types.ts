/**
 * The storage API: what the runtime (src/runtime, src/engine) calls to read and write documents.
 *
 * Model (see design/local-backend.md §9.3-9.5):
 * - One SQLite file `<dataDir>/db.sqlite` (WAL). Latest version of each document only.
 * - Every table lives in a component namespace (`componentPath`, '' = root). Table numbers are per
 *   namespace: user tables from 10001, `_scheduled_functions` and `_storage` fixed (see
 *   SYSTEM_TABLE_NUMBERS). IDs are real Convex v6 IDs (src/values/ids.ts).
 * - A write transaction is a real SQLite transaction on the single writer connection, so reads see
 *   the transaction's own writes. Only one write transaction is open at a time: `beginWrite()`
 *   waits for the previous one to commit or roll back (this is the global write mutex).
 * - Read transactions (`beginRead()`) run on separate reader connections and see the last
 *   committed state as of their start (a stable snapshot across awaits), never pending writes.
 *   This is also what `snapshotQuery` inside a mutation should use.
 * - Everything on a transaction is synchronous (better-sqlite3). Only beginWrite / schema
 *   registration / store-level global writes are async, because they wait for the write lock.
 *
 * Values are Convex JS values (`Value` from convex/values: bigint, ArrayBuffer, CommitTsPlaceholder,
 * ...), never convex-encoded JSON; the runtime converts at the syscall boundary with
 * convexToJson/jsonToConvex. Documents carry `_id` (string) and `_creationTime` (float ms).
 *
 * Errors thrown by the store are `StorageError` with a `code` and a Convex-like message; the runtime
 * should surface the message as the function's error (e.g. `Uncaught Error: <message>`).
 */
import type { JSONValue, Value } from 'convex/values'
import type { ReadSet as EngineReadSet, WriteSet as EngineWriteSet } from '../engine/types'

/** '' is the root component; otherwise `parent/child` instance paths. */
export type ComponentPath = string

/** A stored document: user fields plus `_id` and `_creationTime`. */
export type Document = { _id: string; _creationTime: number } & Record<string, Value>

/** Fields for patch(): `undefined` deletes the field (the runtime maps `{$undefined:null}` to it). */
export type PatchValue = Record<string, Value | undefined>

// ---------------------------------------------------------------------------------------------
// Opening

export type OpenStoreOptions = {
  /** Directory that holds `db.sqlite`; created if missing. Required unless `temporary`. */
  dataDir?: string
  /**
   * A throw-away store in a fresh directory under os.tmpdir(), deleted on close() (synchronous=OFF).
   * Use it in tests. (Not `:memory:`, because reader connections need a shared file.)
   */
  temporary?: boolean
  /** SQLite `synchronous` pragma. Default 'FULL' (an acknowledged commit survives a crash). */
  synchronous?: 'FULL' | 'NORMAL' | 'OFF'
  /** Clock for _creationTime and commit ts; default Date.now. Tests may freeze it. */
  now?: () => number
}

// `openStore(options): Store` is exported from src/storage/index.ts.

// ---------------------------------------------------------------------------------------------
// Schema (the JSON of `defineSchema(...).export()`, PKG/src/server/schema.ts:949)

export type IndexJson = { indexDescriptor: string; fields: string[] }
export type SearchIndexJson = {
  indexDescriptor: string
  searchField: string
  filterFields: string[]
}
export type VectorIndexJson = {
  indexDescriptor: string
  vectorField: string
  dimensions: number
  filterFields: string[]
}
export type TableSchemaJson = {
  tableName: string
  indexes: IndexJson[]
  stagedDbIndexes?: IndexJson[]
  searchIndexes: SearchIndexJson[]
  stagedSearchIndexes?: SearchIndexJson[]
  vectorIndexes?: VectorIndexJson[]
  stagedVectorIndexes?: VectorIndexJson[]
  /** ValidatorJSON of the document (the runtime uses it for schema enforcement). */
  documentType: unknown
  stagedDocumentType?: unknown
}
export type SchemaJson = { tables: TableSchemaJson[]; schemaValidation: boolean }

export type SchemaChange = {
  /** `table.index` names whose rows were (re)built. */
  addedIndexes: string[]
  /** `table.index` names whose rows were dropped. */
  removedIndexes: string[]
  /** Tables created (numbered) by this registration. */
  createdTables: string[]
}

/** Fixed table numbers of the system tables, identical in every component namespace. */
export const SYSTEM_TABLE_NUMBERS = { _scheduled_functions: 9001, _storage: 9002 } as const
/** First table number handed to user tables in each namespace. */
export const FIRST_USER_TABLE_NUMBER = 10001

export type TableInfo = {
  componentPath: ComponentPath
  name: string
  tableNumber: number
  /** Declared in the registered schema (false for tables created on first insert). */
  inSchema: boolean
}

// ---------------------------------------------------------------------------------------------
// Queries (the SerializedQuery built by PKG/src/server/impl/query_impl.ts)

/** A bound value: convex-encoded JSON, or `{$undefined: null}` for "missing". */
export type EncodedBound = unknown
export type RangeExpression = {
  type: 'Eq' | 'Gt' | 'Gte' | 'Lt' | 'Lte'
  fieldPath: string
  value: EncodedBound
}
export type SearchFilterExpression =
  | { type: 'Search'; fieldPath: string; value: string }
  | { type: 'Eq'; fieldPath: string; value: EncodedBound }
export type QuerySource =
  | { type: 'FullTableScan'; tableName: string; order: 'asc' | 'desc' | null }
  | {
      type: 'IndexRange'
      indexName: string
      range: RangeExpression[]
      order: 'asc' | 'desc' | null
    }
  | { type: 'Search'; indexName: string; filters: SearchFilterExpression[] }
/** `filter` is the serialized expression JSON ($eq, $and, $field, $literal, ...). */
export type QueryOperator = { filter: unknown } | { limit: number }
export type SerializedQuery = { source: QuerySource; operators: QueryOperator[] }

/** A lazily evaluated query: each next() pulls at most one SQLite page (ORDER BY key LIMIT n). */
export interface QueryStream {
  /** The next matching document, or null when done (then the stream is closed). */
  next(): Document | null
  /**
   * Like next(), but the document as convex-encoded JSON (what `1.0/queryStreamNext` returns),
   * taken from the stored text: saves convexToJson per document. Do not modify the result.
   */
  nextEncoded(): JSONValue | null
  /**
   * Like nextEncoded(), as JSON text: the stored text itself when no operator needs the parsed
   * document (no filter), so a document passes through without being parsed at all.
   */
  nextJsonText(): string | null
  /** Stop early; records the read range only up to what was read. Idempotent. */
  close(): void
}

export type PaginateArgs = {
  query: SerializedQuery
  /** null = start of the range; otherwise a continueCursor/splitCursor from an earlier page. */
  cursor: string | null
  /** Inclusive end position (journals, page splits); pageSize is then ignored. */
  endCursor?: string | null
  pageSize: number
  maximumRowsRead?: number | null
  maximumBytesRead?: number | null
  /** Also return the page as convex-encoded JSON (`pageEncoded`), saving convexToJson. */
  encoded?: boolean
}

export type PaginateResult = {
  page: Document[]
  isDone: boolean
  /** Opaque; the End sentinel (END_CURSOR semantics) when the range is exhausted. */
  continueCursor: string
  /** `page` as convex-encoded JSON (from the stored text), when PaginateArgs.encoded was set. */
  pageEncoded?: JSONValue[]
  splitCursor: string | null
  pageStatus: 'SplitRecommended' | 'SplitRequired' | null
}

// ---------------------------------------------------------------------------------------------
// Limits and metrics

/** Convex's per-transaction limits (https://docs.convex.dev/production/state/limits). */
export type TransactionLimits = {
  documentsRead: number
  bytesRead: number
  documentsWritten: number
  bytesWritten: number
  /** Index ranges read (queries + gets count as one each). */
  databaseQueries: number
}

export const DEFAULT_TRANSACTION_LIMITS: TransactionLimits = {
  documentsRead: 32_000,
  bytesRead: 16 * 1024 * 1024,
  documentsWritten: 16_000,
  bytesWritten: 16 * 1024 * 1024,
  databaseQueries: 4_096,
}

/** Document shape limits, enforced on every write (and exported for the runtime: src/storage/limits.ts). */
export const DOCUMENT_LIMITS = {
  maxDocumentBytes: 1024 * 1024,
  maxNestingDepth: 64,
  maxArrayLength: 8192,
  maxFieldsPerObject: 1024,
} as const

export type TransactionMetrics = {
  /** Documents consumed by queries and gets (rows a stream buffered but never returned do not count). */
  documentsRead: number
  /** Convex size (getDocumentSize) of those documents, as the backend counts it. */
  bytesRead: number
  /** Inserts, replaces, patches and deletes (a refused write is not counted). */
  documentsWritten: number
  /** Convex size formula (getConvexSize) of every written document. */
  bytesWritten: number
  /** Index ranges read: each query, paginate, get and count. */
  databaseQueries: number
}

// ---------------------------------------------------------------------------------------------
// Read sets and write sets (opaque to transports; see src/engine/types.ts)

/**
 * What a transaction read: per `(componentPath, table, index)` a list of half-open key ranges
 * (ranges of streams still open are brought up to date whenever the set is checked).
 * Full scans and count() read all of `by_creation_time` / `by_id`; get(id) reads one `by_id` key;
 * search reads all of `by_id` (table granularity). Assignable to the engine's opaque ReadSet.
 */
export interface StorageReadSet extends EngineReadSet {
  /** Number of recorded ranges (for debugging and tests). */
  readonly size: number
}
/** Old and new index keys of every document modified by a commit. Assignable to engine WriteSet. */
export interface StorageWriteSet extends EngineWriteSet {
  readonly size: number
}

// `readSetIntersects(readSet, writeSet): boolean` is exported from src/storage/index.ts and
// accepts the engine's opaque ReadSet/WriteSet.

export type WrittenDocument = {
  componentPath: ComponentPath
  table: string
  id: string
  kind: 'insert' | 'update' | 'delete'
}

export type CommitResult = {
  /** Commit timestamp, ns: max(Date.now()*1e6, last+1). */
  ts: bigint
  writeSet: StorageWriteSet
  /** Net document changes of this commit (one entry per document). */
  documents: WrittenDocument[]
}

// ---------------------------------------------------------------------------------------------
// Transactions

/** Reads shared by read and write transactions. All synchronous. */
export interface ReadOperations {
  /** Snapshot ts (ns): the last commit ts when the transaction began. */
  readonly snapshotTs: bigint
  /** Reads recorded so far (including reads of rolled-back sub-transactions). */
  readonly readSet: StorageReadSet
  /** Counters so far (reads of rolled-back sub-transactions still count; their writes do not). */
  metrics(): TransactionMetrics
  /**
   * Tighter limits for a nested `ctx.runQuery` (Convex's `from_budget`: usage so far plus the
   * budget, never above the current limits); returns the function that restores the old ones.
   */
  nestLimits(limits?: Partial<TransactionLimits>): () => void

  /**
   * The document, or null if the ID does not decode, its table number is unknown in this
   * namespace, or the document does not exist. Records a point read.
   */
  get(componentPath: ComponentPath, id: string): Document | null
  /** Like get(), as convex-encoded JSON from the stored text (what `1.0/get` returns). */
  getEncoded(componentPath: ComponentPath, id: string): JSONValue | null
  /** Table name an ID belongs to in this namespace (decoding only; no read recorded), or null. */
  tableNameForId(componentPath: ComponentPath, id: string): string | null
  /**
   * `normalizeId`: returns `id` if it decodes and its table number maps to `table` in this
   * namespace, else null. (Legacy/other formats: null.)
   */
  normalizeId(componentPath: ComponentPath, table: string, id: string): string | null
  /** Number of documents in a table (0 for unknown tables). Reads the whole table. */
  count(componentPath: ComponentPath, table: string): number
  /**
   * Start a streaming query. Validates the index and range eagerly (throws StorageError
   * `IndexNotFound` / `InvalidIndexRange` / `InvalidQuery`). Search queries run at once (SQLite
   * FTS5 for registered search indexes, bm25 order) and keep their (at most 1024) matches.
   * Close streams you stop reading (the runtime does at the end of each function); a stream that
   * ends by itself closes itself.
   */
  query(componentPath: ComponentPath, query: SerializedQuery): QueryStream
  /** One page of a paginated query (`1.0/queryPage`). */
  paginate(componentPath: ComponentPath, args: PaginateArgs): PaginateResult
  /** Brute-force vector search (`1.0/actions/vectorSearch`): top `limit` by cosine similarity. */
  vectorSearch(
    componentPath: ComponentPath,
    args: { indexName: string; vector: number[]; limit?: number; expressions?: unknown },
  ): Array<{ _id: string; _score: number }>

  /** A value of the key/value globals table as seen by this transaction. */
  getGlobal(key: string): unknown
}

export interface ReadTransaction extends ReadOperations {
  /** Ends the snapshot and returns the reader connection to the pool. Idempotent. Must be called. */
  close(): void
}

/** A nested sub-transaction (SQLite SAVEPOINT). Must be released or rolled back in LIFO order. */
export interface SubTransaction {
  /** Keeps the writes (merges them into the parent). */
  release(): void
  /** Undoes the writes made since the savepoint (reads stay in the read set). */
  rollback(): void
}

export type BeginReadOptions = {
  /** Read limits enforced as the transaction runs; default DEFAULT_TRANSACTION_LIMITS; null disables. */
  limits?: TransactionLimits | null
}

export type BeginWriteOptions = {
  /** Limits enforced as the transaction runs (StorageError `LimitExceeded`); null disables. */
  limits?: TransactionLimits | null
}

export interface WriteTransaction extends ReadOperations {
  /**
   * Insert into a table (created on first insert, any name incl. system tables: the runtime
   * must refuse user writes to `_`-prefixed tables). Assigns `_id` and `_creationTime` (float ms,
   * strictly increasing per table); `value` must not contain them. CommitTsPlaceholder values are
   * allowed and are substituted at commit (they compare as MAX_INT64 until then). Returns the id.
   */
  insert(componentPath: ComponentPath, table: string, value: Record<string, Value>): string
  /**
   * Replace all user fields. `value` may contain `_id`/`_creationTime` only if equal to the
   * existing ones. Throws `NotFound` if the document does not exist.
   */
  replace(componentPath: ComponentPath, id: string, value: Record<string, Value>): void
  /** Shallow merge; `undefined` deletes a field. Same system-field rules as replace. */
  patch(componentPath: ComponentPath, id: string, value: PatchValue): void
  /** Delete a document. Throws `NotFound` if it does not exist. */
  delete(componentPath: ComponentPath, id: string): void

  /** Set / delete a global inside this transaction (JSON-serializable value; undefined deletes). */
  setGlobal(key: string, value: unknown): void

  /** Opens a nested sub-transaction (nested runMutation). Optional tighter limits. */
  savepoint(limits?: Partial<TransactionLimits>): SubTransaction
  /**
   * Commit: resolves commit-ts placeholders, bumps the commit ts, COMMITs, releases the write lock.
   * Throws if sub-transactions are still open.
   */
  commit(): CommitResult
  /** Roll back everything and release the write lock. Idempotent after commit/rollback. */
  rollback(): void
  /** True until commit() or rollback(). */
  readonly isOpen: boolean
}

/**
 * Called with every document about to be written (insert, replace, patch result), inside the
 * transaction, before any index change. Throw to refuse it (schema enforcement). Placeholders
 * are still CommitTsPlaceholder here.
 */
export type WriteValidator = (
  componentPath: ComponentPath,
  table: string,
  document: Document,
  tableInfo: TableInfo,
  /** The table of an ID as this transaction sees it (for `v.id` checks), or null. */
  tableNameForId: (id: string) => string | null,
) => void

// ---------------------------------------------------------------------------------------------
// The store

export interface Store {
  readonly dataDir: string
  /** Latest committed ts (ns); 0n for a new store. */
  latestTs(): bigint

  /**
   * Register (or re-register after a code reload) a component's schema: numbers new tables,
   * creates and backfills added indexes, drops rows of removed ones, keeps data of tables that left
   * the schema. `schema` may be the export() string, its parsed object, or null (no schema).
   * Waits for the write lock.
   */
  registerSchema(
    componentPath: ComponentPath,
    schema: SchemaJson | string | null,
  ): Promise<SchemaChange>
  /** The registered schema of a component (null if none). */
  getSchema(componentPath: ComponentPath): SchemaJson | null
  /** Component paths known to the store (registered or holding tables). */
  componentPaths(): ComponentPath[]
  /** Tables of a namespace, including system tables that exist. */
  tables(componentPath: ComponentPath): TableInfo[]

  /** Installs the schema-enforcement hook (replaces any previous one; null removes it). */
  setWriteValidator(validator: WriteValidator | null): void

  /** Start a read-only snapshot transaction (synchronous; does not wait for writers). */
  beginRead(options?: BeginReadOptions): ReadTransaction
  /** Start the (single) write transaction; waits until the previous one ends. */
  beginWrite(options?: BeginWriteOptions): Promise<WriteTransaction>

  /** Committed global value (undefined if missing). */
  getGlobal(key: string): unknown
  /** Committed globals whose key starts with `prefix`. */
  listGlobals(prefix: string): Array<[string, unknown]>
  /** Set a global in its own small transaction (waits for the write lock); undefined deletes. */
  setGlobal(key: string, value: unknown): Promise<void>

  /**
   * Every table of every component as JSON lines (no trailing newline in items):
   * `{"type":"header","format":"convex-local-export","version":1}`, then per table
   * `{"type":"table","component","table","tableNumber"}` followed by its documents
   * `{"type":"document","component","table","value":<convex-encoded JSON>}`, then (if asked)
   * `{"type":"global","key","value"}`.
   */
  exportAll(options?: { includeGlobals?: boolean }): Iterable<string>
  /**
   * Load lines produced by exportAll (keeping `_id`/`_creationTime`). `replace: true` deletes all
   * documents (and, if the input has globals, globals) first. One transaction; waits for the lock.
   * Snapshot imports also use `{"type":"clear","component","table"}` (delete the table's
   * documents), `{"type":"insert","component","table","value"}` (a new document, new `_id`) and
   * `{"type":"global","key"}` without a value (delete a global).
   */
  importAll(lines: Iterable<string>, options?: { replace?: boolean }): Promise<CommitResult>

  /** Close all connections (waits for an open write transaction to end). Deletes temporary stores. */
  close(): Promise<void>
}

export type StorageErrorCode =
  | 'NotFound'
  | 'IndexNotFound'
  | 'InvalidIndexRange'
  | 'InvalidQuery'
  | 'InvalidCursor'
  | 'InvalidId'
  | 'InvalidDocument'
  | 'SystemFieldChange'
  | 'LimitExceeded'
  | 'TransactionClosed'

export class StorageError extends Error {
  constructor(
    readonly code: StorageErrorCode,
    message: string,
  ) {
    super(message)
    this.name = 'StorageError'
  }
}
