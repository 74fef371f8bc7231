/**
 * Database syscalls (`ctx.db.*`, `ctx.meta.getTransactionMetrics`, an action's vectorSearch):
 * reads and writes through the running function's transaction, in Convex's encoded JSON.
 */
import { convexToJson, jsonToConvex, type JSONValue, type Value } from 'convex/values'
import type {
  Document,
  ReadOperations,
  SerializedQuery,
  TransactionLimits,
  WriteTransaction,
} from '../storage/types'
import { DEFAULT_TRANSACTION_LIMITS } from '../storage/types'
import type { Execution } from './execution'
import { checkGetId } from './idChecks'
import { JsonText } from './jsonText'
import type { Syscall } from './syscalls'

/** `db.get(table, id)` etc.: the ID must belong to the named table (the backend's check_table_name). */
function tableCheck(exec: Execution, txn: ReadOperations, id: string, table: unknown, op: string) {
  if (typeof table !== 'string') return
  const actual = txn.tableNameForId(exec.path.componentPath, id)
  if (actual !== null && actual !== table) {
    throw new Error(
      `Invalid argument \`id\` for \`db.${op}\`: expected to be an Id<"${table}">, got Id<"${actual}"> instead.`,
    )
  }
}

/** The table of a document the function may write (not a system table). */
function writableId(
  exec: Execution,
  txn: WriteTransaction,
  id: string,
  table: unknown,
  op: string,
): string {
  tableCheck(exec, txn, id, table, op)
  const tableName = txn.tableNameForId(exec.path.componentPath, id)
  if (tableName !== null && tableName.startsWith('_')) {
    throw new Error('System tables (prefixed with `_`) are read-only.')
  }
  if (tableName === null) {
    throw new Error(`Invalid ID "${id}" passed to \`db.${op}\`.`)
  }
  return tableName
}

function transactionMetricsJson(txn: ReadOperations, limits: TransactionLimits | null) {
  const m = txn.metrics()
  const l = limits ?? DEFAULT_TRANSACTION_LIMITS
  const metric = (used: number, limit: number) => ({ used, remaining: Math.max(0, limit - used) })
  return {
    bytesRead: metric(m.bytesRead, l.bytesRead),
    bytesWritten: metric(m.bytesWritten, l.bytesWritten),
    databaseQueries: metric(m.databaseQueries, l.databaseQueries),
    documentsRead: metric(m.documentsRead, l.documentsRead),
    documentsWritten: metric(m.documentsWritten, l.documentsWritten),
    functionsScheduled: metric(0, 1000),
    scheduledFunctionArgsBytes: metric(0, 16 * 1024 * 1024),
    filesWritten: metric(0, 1000),
    fileWriteBytes: metric(0, 1024 * 1024 * 1024),
    filesRead: metric(0, 1000),
    fileReadBytes: metric(0, 1024 * 1024 * 1024),
  }
}

/** `query.paginate()`: one page, its end cursor journaled for the subscription's re-runs. */
function queryPage(exec: Execution, args: Record<string, unknown>): unknown {
  const txn = exec.requireTxn('paginate()')
  if (exec.path.componentPath !== '') {
    throw new Error(
      'PaginationUnsupportedInComponents: paginate() is not supported in components; iterate the query (or use a stream) instead.',
    )
  }
  exec.paginated += 1
  if (exec.paginated > 1) {
    throw new Error(
      'This query or mutation function ran multiple paginated queries. Convex only supports a single paginated query in each function.',
    )
  }
  const pageSize = args.pageSize as number
  let endCursor = (args.endCursor as string | null | undefined) ?? null
  if (endCursor === null && exec.journalIn) {
    try {
      const j = JSON.parse(exec.journalIn) as { endCursor?: string | null }
      if (typeof j.endCursor === 'string') endCursor = j.endCursor
    } catch {
      // ignore a malformed journal
    }
  }
  const result = txn.paginate(exec.path.componentPath, {
    query: args.query as SerializedQuery,
    cursor: (args.cursor as string | null) ?? null,
    endCursor,
    pageSize,
    maximumRowsRead: (args.maximumRowsRead as number | null | undefined) ?? null,
    maximumBytesRead: (args.maximumBytesRead as number | null | undefined) ?? null,
    encoded: true,
  })
  exec.journalOut = JSON.stringify({ endCursor: result.continueCursor })
  return {
    page: result.pageEncoded ?? result.page.map((d: Document) => convexToJson(d as Value)),
    isDone: result.isDone,
    continueCursor: result.continueCursor,
    splitCursor: result.splitCursor,
    pageStatus: result.pageStatus,
  }
}

export const DATABASE_SYSCALLS: Record<string, Syscall> = {
  '1.0/queryStream': (exec, args) => {
    const txn = exec.requireTxn('Queries')
    const stream = txn.query(exec.path.componentPath, args.query as SerializedQuery)
    return { queryId: exec.addStream(stream) }
  },
  '1.0/queryCleanup': (exec, args) => {
    exec.dropStream(args.queryId as number, true)
    return {}
  },
  '1.0/db/normalizeId': (exec, args) => {
    const txn = exec.requireTxn('normalizeId')
    const id = txn.normalizeId(
      exec.path.componentPath,
      args.table as string,
      args.idString as string,
    )
    return { id }
  },
  '1.0/getSnapshotTs': (exec) => {
    const txn = exec.requireTxn('getSnapshotTs()')
    return convexToJson(txn.snapshotTs)
  },
}

export const DATABASE_ASYNC_SYSCALLS: Record<string, Syscall> = {
  '1.0/get': (exec, args) => {
    const txn = exec.requireTxn('db.get')
    const id = jsonToConvex(args.id as JSONValue) as string
    checkGetId(id, args.isSystem)
    tableCheck(exec, txn, id, args.table, 'get')
    const doc = txn.get(exec.path.componentPath, id)
    return doc === null ? null : convexToJson(doc as Value)
  },
  '1.0/queryStreamNext': (exec, args) => {
    const id = args.queryId as number
    const stream = exec.stream(id)
    if (!stream) throw new Error(`Query ${id} is not running`)
    // The stored convex-encoded JSON text, without decoding and re-encoding the document.
    const json = stream.nextJsonText()
    if (json === null) {
      exec.dropStream(id, false)
      return { value: null, done: true }
    }
    return new JsonText(`{"value":${json},"done":false}`)
  },
  '1.0/queryPage': queryPage,
  '1.0/count': (exec, args) => {
    const txn = exec.requireTxn('count')
    return txn.count(exec.path.componentPath, args.table as string)
  },
  '1.0/insert': (exec, args) => {
    const txn = exec.requireWrite()
    const table = args.table as string
    if (table.startsWith('_')) throw new Error('System tables (prefixed with `_`) are read-only.')
    const value = jsonToConvex(args.value as JSONValue) as Record<string, Value>
    for (const f of ['_id', '_creationTime']) {
      if (f in value) {
        throw new Error(`Provided document cannot contain system field \`${f}\`.`)
      }
    }
    const _id = txn.insert(exec.path.componentPath, table, value)
    return { _id }
  },
  '1.0/shallowMerge': (exec, args) => {
    const txn = exec.requireWrite()
    const id = jsonToConvex(args.id as JSONValue) as string
    writableId(exec, txn, id, args.table, 'patch')
    const patch: Record<string, Value | undefined> = {}
    for (const [k, v] of Object.entries(args.value as Record<string, JSONValue>)) {
      const isUndefined =
        v !== null &&
        typeof v === 'object' &&
        !Array.isArray(v) &&
        Object.keys(v).length === 1 &&
        '$undefined' in v
      patch[k] = isUndefined ? undefined : jsonToConvex(v)
    }
    txn.patch(exec.path.componentPath, id, patch)
    return {}
  },
  '1.0/replace': (exec, args) => {
    const txn = exec.requireWrite()
    const id = jsonToConvex(args.id as JSONValue) as string
    writableId(exec, txn, id, args.table, 'replace')
    txn.replace(
      exec.path.componentPath,
      id,
      jsonToConvex(args.value as JSONValue) as Record<string, Value>,
    )
    return {}
  },
  '1.0/remove': (exec, args) => {
    const txn = exec.requireWrite()
    const id = jsonToConvex(args.id as JSONValue) as string
    writableId(exec, txn, id, args.table, 'delete')
    txn.delete(exec.path.componentPath, id)
    return {}
  },
  '1.0/getTransactionMetrics': (exec) => {
    if (!exec.txn) {
      throw new Error(
        'getTransactionMetrics() can only be called from a query or mutation. It is not available in actions or outside of a Convex function.',
      )
    }
    return transactionMetricsJson(exec.txn, exec.executor.limits)
  },
  '1.0/actions/vectorSearch': (exec, args) => {
    if (exec.kind !== 'action') throw new Error('vectorSearch can only be called from an action.')
    const q = args.query as {
      indexName: string
      vector: number[]
      limit?: number
      expressions?: unknown
    }
    const txn = exec.executor.store.beginRead()
    try {
      return { results: txn.vectorSearch(exec.path.componentPath, q) }
    } finally {
      txn.close()
    }
  },
}
