/**
 * Streaming query execution (`1.0/queryStream` / `queryStreamNext`): an index-range scan (or a
 * search) followed by the operators in order (`filter`, `limit`).
 */
import { convexToJson, type JSONValue, type Value } from 'convex/values'
import type { Document, QueryStream, SerializedQuery } from '../storage/types'
import { StorageError } from '../storage/types'
import { compileFilter } from './filter'
import { planSource } from './plan'
import { RangeScanner, type QueryContext } from './scan'
import { searchQuery } from './search'

type Op =
  { kind: 'filter'; pred: (doc: Document) => boolean } | { kind: 'limit'; n: number; count: number }

export function compileOperators(query: SerializedQuery): Op[] {
  const ops: Op[] = []
  for (const op of query.operators ?? []) {
    if (op !== null && typeof op === 'object' && 'filter' in op) {
      ops.push({ kind: 'filter', pred: compileFilter(op.filter) as (doc: Document) => boolean })
    } else if (op !== null && typeof op === 'object' && 'limit' in op) {
      const n = op.limit
      if (typeof n !== 'number' || !Number.isInteger(n) || n < 0) {
        throw new StorageError(
          'InvalidQuery',
          `Invalid limit ${String(n)}: must be a non-negative integer.`,
        )
      }
      ops.push({ kind: 'limit', n, count: 0 })
    } else {
      throw new StorageError('InvalidQuery', `Unknown query operator ${JSON.stringify(op)}`)
    }
  }
  return ops
}

/** Page size for the first SQL pull: a limit with no filter before it bounds what we will need. */
export function firstPageSize(ops: Op[]): number {
  for (const op of ops) {
    if (op.kind === 'filter') return 32
    return op.n > 1 ? op.n : 1
  }
  return 32
}

/** How many search results a stream can use: a leading limit bounds them, a filter does not. */
export function searchLimit(ops: Op[]): number | undefined {
  const first = ops[0]
  return first?.kind === 'limit' ? first.n : undefined
}

/** Runs `doc` through the operators. 'skip' = filtered out, 'emit', or 'emit-last' (a limit is now full). */
export function applyOperators(ops: Op[], doc: Document): 'skip' | 'emit' | 'emit-last' {
  let last = false
  for (const op of ops) {
    if (op.kind === 'filter') {
      if (!op.pred(doc)) return 'skip'
    } else {
      op.count++
      if (op.count >= op.n) last = true
    }
  }
  return last ? 'emit-last' : 'emit'
}

/** Counts a document against the limits (operators without filters). */
function countLimits(ops: Op[]): void {
  for (const op of ops) if (op.kind === 'limit') op.count++
}

/** True if some limit is already full, so no more documents can come out. */
export function limitReached(ops: Op[]): boolean {
  for (const op of ops) if (op.kind === 'limit' && op.count >= op.n) return true
  return false
}

interface Source {
  next(): Document | null
  /** The stored JSON text of the document last returned by next(), when known. */
  lastJson?(): string | null
  /** Like next(), as the stored JSON text, unparsed. */
  nextJson?(): string | null
  close?(): void
}

class ScanSource implements Source {
  private json: string | null = null
  constructor(private readonly scanner: RangeScanner) {}
  next(): Document | null {
    const row = this.scanner.next()
    this.json = row === null ? null : row.json
    return row === null ? null : row.doc
  }
  lastJson(): string | null {
    return this.json
  }
  nextJson(): string | null {
    this.json = this.scanner.nextJson()
    return this.json
  }
  close(): void {
    this.scanner.close()
  }
}

class StreamImpl implements QueryStream {
  private closed = false
  /** Operators that need the parsed document (filters). */
  private readonly filters: boolean
  constructor(
    private readonly source: Source,
    private readonly ops: Op[],
  ) {
    this.filters = ops.some((op) => op.kind === 'filter')
  }

  next(): Document | null {
    if (this.closed) return null
    for (;;) {
      if (limitReached(this.ops)) {
        this.close()
        return null
      }
      const doc = this.source.next()
      if (doc === null) {
        this.close()
        return null
      }
      const r = applyOperators(this.ops, doc)
      if (r === 'skip') continue
      return doc
    }
  }

  nextEncoded(): JSONValue | null {
    const doc = this.next()
    if (doc === null) return null
    const json = this.source.lastJson?.() ?? null
    // Stored text is convex-encoded JSON; without `"$` it is also the plain value just parsed.
    if (json === null) return convexToJson(doc as Value)
    return json.indexOf('"$') < 0 ? (doc as unknown as JSONValue) : (JSON.parse(json) as JSONValue)
  }

  nextJsonText(): string | null {
    if (this.filters || this.source.nextJson === undefined) {
      const doc = this.next()
      if (doc === null) return null
      return this.source.lastJson?.() ?? JSON.stringify(convexToJson(doc as Value))
    }
    // Nothing needs the document: pass the stored text through without parsing it.
    if (this.closed) return null
    if (limitReached(this.ops)) {
      this.close()
      return null
    }
    const json = this.source.nextJson()
    if (json === null) {
      this.close()
      return null
    }
    countLimits(this.ops)
    return json
  }

  close(): void {
    if (this.closed) return
    this.closed = true
    this.source.close?.()
  }
}

export function openQueryStream(
  ctx: QueryContext,
  componentPath: string,
  query: SerializedQuery,
): QueryStream {
  if (
    query === null ||
    typeof query !== 'object' ||
    query.source === null ||
    typeof query.source !== 'object'
  ) {
    throw new StorageError('InvalidQuery', 'Invalid query')
  }
  const ops = compileOperators(query)
  ctx.countQuery()
  if (query.source.type === 'Search') {
    const results = searchQuery(ctx, componentPath, query.source, searchLimit(ops))
    let i = 0
    return new StreamImpl({ next: () => (i < results.length ? results[i++]!.doc : null) }, ops)
  }
  const plan = planSource(ctx.catalog, componentPath, query.source)
  const scanner = new RangeScanner(
    ctx,
    plan.index?.indexId ?? null,
    plan.identity,
    plan.fields,
    plan.lo,
    plan.hi,
    plan.order,
    firstPageSize(ops),
    plan.empty,
  )
  return new StreamImpl(new ScanSource(scanner), ops)
}
