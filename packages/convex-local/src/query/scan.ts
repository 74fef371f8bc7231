/**
 * Lazy index-range scans: each pull runs one `ORDER BY key LIMIT n` statement on the
 * transaction's connection, never a whole table. Consumed rows extend the recorded read range
 * and count against the transaction's read limits.
 */
import { jsonToConvex, type Value } from 'convex/values'
import type { Catalog } from '../storage/catalog'
import type { Conn } from '../storage/sqlite'
import type { KeyRange, ReadSetImpl } from '../storage/readset'
import type { Document, SchemaJson } from '../storage/types'
import { keySuccessor } from '../values/keys'

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

export type ScanRow = { key: Buffer; json: string }

const MAX_PAGE = 1024

export class RangeScanner {
  private buffer: unknown[][] = []
  private pos = 0
  private exhausted = false
  /** Lower/upper bound of the next SQL page. */
  private nextLo: Uint8Array
  private nextHi: Uint8Array | null
  private pageSize: number
  private range: KeyRange | null = null
  private finished = false
  lastKey: Buffer | null = null

  constructor(
    private readonly ctx: QueryContext,
    private readonly indexId: number | null,
    private readonly identity: string,
    private readonly lo: Uint8Array,
    private readonly hi: Uint8Array | null,
    private readonly order: 'asc' | 'desc',
    firstPage: number,
    empty = false,
  ) {
    this.nextLo = lo
    this.nextHi = hi
    this.pageSize = Math.max(1, Math.min(MAX_PAGE, firstPage))
    if (empty || indexId === null) this.exhausted = true
  }

  /** The next row (consumed: counted and recorded), or null at the end of the range. */
  next(): ScanRow | null {
    if (this.finished) return null
    if (this.pos >= this.buffer.length) {
      if (this.exhausted || !this.fetch()) {
        this.finish()
        return null
      }
    }
    const row = this.buffer[this.pos++]!
    const key = row[0] as Buffer
    const json = row[1] as string
    this.lastKey = key
    this.ctx.countRead(json.length)
    this.record(key)
    return { key, json }
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

  private record(key: Buffer) {
    if (this.order === 'asc') {
      if (this.range === null) this.range = this.ctx.readSet.add(this.identity, this.lo, keySuccessor(key))
      else {
        this.range.hi = keySuccessor(key)
        this.ctx.readSet.changed()
      }
    } else {
      if (this.range === null) this.range = this.ctx.readSet.add(this.identity, key, this.hi)
      else {
        this.range.lo = key
        this.ctx.readSet.changed()
      }
    }
  }

  /** True if finished because the range was exhausted. */
  get done(): boolean {
    return this.finished
  }

  private fetch(): boolean {
    const c = this.ctx.conn
    const n = this.pageSize
    this.pageSize = Math.min(MAX_PAGE, this.pageSize * 2)
    let rows: unknown[][]
    if (this.order === 'asc') {
      rows = (this.nextHi === null
        ? c.pageAscOpen.all(this.indexId, this.nextLo, n)
        : c.pageAscBounded.all(this.indexId, this.nextLo, this.nextHi, n)) as unknown[][]
    } else {
      rows = (this.nextHi === null
        ? c.pageDescOpen.all(this.indexId, this.nextLo, n)
        : c.pageDescBounded.all(this.indexId, this.nextLo, this.nextHi, n)) as unknown[][]
    }
    if (rows.length < n) this.exhausted = true
    if (rows.length === 0) return false
    const last = rows[rows.length - 1]![0] as Buffer
    if (this.order === 'asc') this.nextLo = keySuccessor(last)
    else this.nextHi = last
    this.buffer = rows
    this.pos = 0
    return true
  }
}

export type { Value }
