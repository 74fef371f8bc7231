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

export class ReadSetImpl implements StorageReadSet {
  declare readonly __brand: 'ReadSet'
  readonly ranges = new Map<string, KeyRange[]>()
  private count = 0

  get size(): number {
    return this.count
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
    return range
  }

  /** Adds every range of another read set (e.g. a nested query's). */
  merge(other: ReadSetImpl): void {
    for (const [identity, list] of other.ranges) for (const r of list) this.add(identity, r.lo, r.hi)
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
  const reads = (readSet as unknown as ReadSetImpl).ranges
  const writes = (writeSet as unknown as WriteSetImpl).keys
  if (!(reads instanceof Map) || !(writes instanceof Map)) return true
  if ((writeSet as unknown as WriteSetImpl).all) return reads.size > 0
  // Iterate over the smaller side's identities.
  if (reads.size <= writes.size) {
    for (const [identity, ranges] of reads) {
      const keys = writes.get(identity)
      if (keys !== undefined && anyKeyInRanges(keys, ranges)) return true
    }
  } else {
    for (const [identity, keys] of writes) {
      const ranges = reads.get(identity)
      if (ranges !== undefined && anyKeyInRanges(keys, ranges)) return true
    }
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
