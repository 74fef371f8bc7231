/**
 * Read sets and write sets at index-range granularity (design/local-backend.md §9.5).
 *
 * An "index identity" is `componentPath \0 table \0 indexName` (by name, not number, so a query on
 * a table that does not exist yet is still invalidated by the insert that creates it).
 */
import type { ReadSet, WriteSet } from '../engine/types'
import type { StorageReadSet, StorageWriteSet } from './types'

export function indexIdentity(componentPath: string, table: string, index: string): string {
  return `${componentPath}\u0000${table}\u0000${index}`
}

/** A half-open key range [lo, hi); hi === null is +infinity. Mutable while a stream advances. */
export type KeyRange = { lo: Uint8Array; hi: Uint8Array | null }

/** Ranges sorted by `lo` with the running maximum of `hi`, for binary-searched membership. */
type RangeIndex = { los: Uint8Array[]; maxHi: Array<Uint8Array | null> }

/** A recorded range whose end follows a reader: `sync` updates it, returning false once final. */
export interface MovingRange {
  sync(): boolean
}

export class ReadSetImpl implements StorageReadSet {
  declare readonly __brand: 'ReadSet'
  readonly ranges = new Map<string, KeyRange[]>()
  /** Built lazily per identity for large range lists; dropped when ranges change. */
  indexes = new Map<string, RangeIndex>()
  /** Open scans whose range end moves as they read; resolved by flush(). */
  private pending: MovingRange[] = []
  private count = 0

  get size(): number {
    return this.count
  }

  /** Registers a range that moves as its reader goes on (brought up to date on flush). */
  defer(range: MovingRange): void {
    this.pending.push(range)
  }

  /** Resolves moving ranges (called before any read of `ranges`). */
  flush(): void {
    if (this.pending.length === 0) return
    this.pending = this.pending.filter((range) => range.sync())
    this.indexes.clear()
  }

  /** Records a range and returns it; callers may widen it in place as they read further. */
  add(identity: string, lo: Uint8Array, hi: Uint8Array | null): KeyRange {
    const range: KeyRange = { lo, hi }
    let list = this.ranges.get(identity)
    if (list === undefined) {
      list = []
      this.ranges.set(identity, list)
    }
    list.push(range)
    this.count++
    this.indexes.clear()
    return range
  }

  /** Call after widening a returned range in place. */
  changed(): void {
    if (this.indexes.size > 0) this.indexes.clear()
  }

  /** Adds every range of another read set (e.g. a nested query's). */
  merge(other: ReadSetImpl): void {
    other.flush()
    for (const [identity, list] of other.ranges)
      for (const r of list) this.add(identity, r.lo, r.hi)
  }
}

export class WriteSetImpl implements StorageWriteSet {
  declare readonly __brand: 'WriteSet'
  readonly keys = new Map<string, Uint8Array[]>()
  /** Set by bulk operations (import): intersects every read set. */
  all = false
  private count = 0

  get size(): number {
    return this.count
  }

  add(identity: string, key: Uint8Array): void {
    let list = this.keys.get(identity)
    if (list === undefined) {
      list = []
      this.keys.set(identity, list)
    }
    list.push(key)
    this.count++
  }
}

/** True when any written key (old or new) lies in a range the reader read. */
export function readSetIntersects(readSet: ReadSet, writeSet: WriteSet): boolean {
  if (typeof (readSet as unknown as ReadSetImpl).flush === 'function')
    (readSet as unknown as ReadSetImpl).flush()
  const reads = (readSet as unknown as ReadSetImpl).ranges
  const writes = (writeSet as unknown as WriteSetImpl).keys
  if (!(reads instanceof Map) || !(writes instanceof Map)) return true
  if ((writeSet as unknown as WriteSetImpl).all) return reads.size > 0
  // Iterate over the smaller side's identities.
  const rs = readSet as unknown as ReadSetImpl
  if (reads.size <= writes.size) {
    for (const [identity, ranges] of reads) {
      const keys = writes.get(identity)
      if (keys !== undefined && anyKeyIn(rs, identity, keys, ranges)) return true
    }
  } else {
    for (const [identity, keys] of writes) {
      const ranges = reads.get(identity)
      if (ranges !== undefined && anyKeyIn(rs, identity, keys, ranges)) return true
    }
  }
  return false
}

const LINEAR_LIMIT = 16

function anyKeyIn(
  rs: ReadSetImpl,
  identity: string,
  keys: Uint8Array[],
  ranges: KeyRange[],
): boolean {
  if (ranges.length <= LINEAR_LIMIT || !(rs.indexes instanceof Map))
    return anyKeyInRanges(keys, ranges)
  let index = rs.indexes.get(identity)
  if (index === undefined) {
    const sorted = ranges
      .filter((r) => r.hi === null || Buffer.compare(r.lo, r.hi) < 0)
      .sort((a, b) => Buffer.compare(a.lo, b.lo))
    const maxHi: Array<Uint8Array | null> = []
    let cur: Uint8Array | null | undefined = undefined
    for (const r of sorted) {
      if (cur === undefined) cur = r.hi
      else if (cur !== null && (r.hi === null || Buffer.compare(r.hi, cur) > 0)) cur = r.hi
      maxHi.push(cur)
    }
    index = { los: sorted.map((r) => r.lo), maxHi }
    rs.indexes.set(identity, index)
  }
  for (const key of keys) {
    // The last range whose lo <= key; the running max of hi up to it decides membership.
    let lo = 0
    let hi = index.los.length - 1
    let found = -1
    while (lo <= hi) {
      const mid = (lo + hi) >> 1
      if (Buffer.compare(index.los[mid]!, key) <= 0) {
        found = mid
        lo = mid + 1
      } else hi = mid - 1
    }
    if (found < 0) continue
    const h = index.maxHi[found]!
    if (h === null || Buffer.compare(key, h) < 0) return true
  }
  return false
}

function anyKeyInRanges(keys: Uint8Array[], ranges: KeyRange[]): boolean {
  for (const range of ranges) {
    const { lo, hi } = range
    if (hi !== null && Buffer.compare(lo, hi) >= 0) continue
    for (const key of keys) {
      if (Buffer.compare(key, lo) >= 0 && (hi === null || Buffer.compare(key, hi) < 0)) return true
    }
  }
  return false
}
