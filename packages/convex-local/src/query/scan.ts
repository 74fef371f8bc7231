/**
 * Lazy index-range scans: each pull runs one `ORDER BY key LIMIT n` statement on the
 * transaction's connection, never a whole table. Consumed rows extend the recorded read range
 * and count against the transaction's read limits. Index keys are not read back from SQLite:
 * they are recomputed from the documents (deterministic), and only when needed.
 */
import { jsonToConvex, type Value } from 'convex/values'
import type { Catalog } from '../storage/catalog'
import type { Conn } from '../storage/sqlite'
import type { KeyRange, MovingRange, ReadSetImpl } from '../storage/readset'
import type { Document, SchemaJson } from '../storage/types'
import { convexSizeOfJson } from '../values/jsonSize'
import { indexKeyOf, keySuccessor } from '../values/keys'

/** What queries need from a transaction. */
export interface QueryContext {
  conn: Conn
  catalog: Catalog
  readSet: ReadSetImpl
  /** Count one document read of `bytes` bytes (throws when over the limit). */
  countRead(bytes: number): void
  /** Count one index range / point read (throws when over the limit). */
  countQuery(): void
  schema(componentPath: string): SchemaJson | null
}

/** Parses a stored document (convex-encoded JSON text). */
export function parseDocument(json: string): Document {
  const v = JSON.parse(json) as Record<string, unknown>
  // Plain JSON (no $integer/$bytes/$float/$commitTs) is already the Convex value.
  if (json.indexOf('"$') < 0) return v as Document
  return jsonToConvex(v as never) as Document
}

export type ScanRow = { doc: Document; json: string }

const MAX_PAGE = 1024

export class RangeScanner implements MovingRange {
  private buffer: string[] = []
  private pos = 0
  private exhausted = false
  /** Lower/upper bound of the next SQL page. */
  private nextLo: Uint8Array
  private nextHi: Uint8Array | null
  private pageSize: number
  /** Whether a page was pulled: the next one starts after the last consumed row's key. */
  private pulled = false
  private range: KeyRange | null = null
  private finished = false
  /**
   * The last consumed row's JSON (its key is computed on demand, from the immutable text rather
   * than the returned object, which callers may modify).
   */
  private last: string | null = null
  /** Convex size of the last consumed row (what it counted against bytesRead). */
  lastSize = 0
  private lastKeyCache: Uint8Array | null = null
  private closedEarly = false

  constructor(
    private readonly ctx: QueryContext,
    private readonly indexId: number | null,
    private readonly identity: string,
    private readonly fields: ReadonlyArray<string>,
    private readonly lo: Uint8Array,
    private readonly hi: Uint8Array | null,
    private readonly order: 'asc' | 'desc',
    firstPage: number,
    empty = false,
  ) {
    this.nextLo = lo
    this.nextHi = hi
    // No `Math` here: inside a function call that global is the call's own (seeded) Math.
    this.pageSize = firstPage < 1 ? 1 : firstPage > MAX_PAGE ? MAX_PAGE : firstPage
    if (empty || indexId === null) this.exhausted = true
  }

  /** The next row (consumed: counted and recorded), or null at the end of the range. */
  next(): ScanRow | null {
    const json = this.nextJson()
    return json === null ? null : { doc: parseDocument(json), json }
  }

  /** Like next(), without parsing: the stored (convex-encoded JSON) text of the row. */
  nextJson(): string | null {
    if (this.finished) return null
    if (this.pos >= this.buffer.length) {
      if (this.exhausted || !this.fetch()) {
        this.finish()
        return null
      }
    }
    const json = this.buffer[this.pos++]!
    this.lastSize = convexSizeOfJson(json)
    this.ctx.countRead(this.lastSize)
    this.last = json
    this.lastKeyCache = null
    if (this.range === null) {
      // Registered once; its moving end is resolved lazily (see sync()).
      this.range = this.ctx.readSet.add(this.identity, this.lo, this.hi)
      this.ctx.readSet.defer(this)
    }
    return json
  }

  /** Index key of the last consumed row. */
  lastKey(): Uint8Array | null {
    if (this.last === null) return null
    this.lastKeyCache ??= indexKeyOf(parseDocument(this.last), this.fields)
    return this.lastKeyCache
  }

  /** Index key of a row read through this scanner (from its JSON). */
  keyOfJson(json: string): Uint8Array {
    return indexKeyOf(parseDocument(json), this.fields)
  }

  /** Brings the recorded range up to what has been consumed (MovingRange). */
  sync(): boolean {
    const range = this.range
    if (range === null) return false
    if (this.closedEarly) return false
    if (this.finished) {
      range.lo = this.lo
      range.hi = this.hi
      return false
    }
    const key = this.lastKey()!
    if (this.order === 'asc') {
      range.lo = this.lo
      range.hi = keySuccessor(key)
    } else {
      range.lo = key
      range.hi = this.hi
    }
    return true
  }

  /** Stops early: fixes the recorded range at what was consumed and frees the page buffer. */
  close(): void {
    if (this.finished) return
    this.sync()
    this.finished = true
    this.closedEarly = true
    this.buffer = []
  }

  /** Marks the whole range read (used when a scan ends naturally). */
  private finish() {
    if (this.finished) return
    this.finished = true
    if (this.range === null) this.range = this.ctx.readSet.add(this.identity, this.lo, this.hi)
    else {
      this.range.lo = this.lo
      this.range.hi = this.hi
      this.ctx.readSet.changed()
    }
  }

  /** True if finished because the range was exhausted. */
  get done(): boolean {
    return this.finished
  }

  private fetch(): boolean {
    if (this.pulled) {
      // The previous page was full and wholly consumed: continue after its last row.
      const prev = this.buffer[this.buffer.length - 1]!
      const last = prev === this.last ? this.lastKey()! : this.keyOfJson(prev)
      if (this.order === 'asc') this.nextLo = keySuccessor(last)
      else this.nextHi = last
    }
    this.pulled = true
    const c = this.ctx.conn
    const n = this.pageSize
    this.pageSize = this.pageSize * 2 > MAX_PAGE ? MAX_PAGE : this.pageSize * 2
    let rows: string[]
    if (this.order === 'asc') {
      rows = (
        this.nextHi === null
          ? c.pageAscOpen.all(this.indexId, this.nextLo, n)
          : c.pageAscBounded.all(this.indexId, this.nextLo, this.nextHi, n)
      ) as string[]
    } else {
      rows = (
        this.nextHi === null
          ? c.pageDescOpen.all(this.indexId, this.nextLo, n)
          : c.pageDescBounded.all(this.indexId, this.nextLo, this.nextHi, n)
      ) as string[]
    }
    this.buffer = rows
    this.pos = 0
    if (rows.length < n) this.exhausted = true
    return rows.length > 0
  }
}

export type { Value }
