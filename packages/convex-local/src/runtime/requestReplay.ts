/**
 * Mutation re-sends: the sync protocol re-sends every mutation not yet reflected by a
 * transition after a reconnect, including ones already answered (local-backend.md §1.6). A
 * mutation with an idempotency key (`sessionId:requestId`) stores its result in a global in its
 * own transaction; a re-send replays that result instead of running again.
 */
import type { JSONValue } from 'convex/values'
import type { CallResult } from '../engine/types'
import type { ReadOperations, Store, WriteTransaction } from '../storage/types'
import { realDate } from './context'

const PREFIX = 'sessionRequest:'
const MAX_AGE_MS = 60 * 60 * 1000
const PRUNE_EVERY = 500

type Stored = { value: JSONValue; at?: number }

export class RequestReplay {
  private recorded = 0

  constructor(private readonly store: Store) {}

  /** The global holding the result of the mutation with `idempotencyKey`. */
  key(idempotencyKey: string): string {
    return PREFIX + idempotencyKey
  }

  /** The stored answer to a re-sent mutation (outside any transaction), or null. */
  replay(key: string): CallResult | null {
    return this.answer(this.store.getGlobal(key) as Stored | undefined)
  }

  /** The stored answer, read in the mutation's own transaction (a re-send that raced it). */
  replayIn(txn: ReadOperations, key: string): CallResult | null {
    return this.answer(txn.getGlobal(key) as Stored | undefined)
  }

  /** Records the mutation's result in its transaction; now and then forgets old records. */
  record(txn: WriteTransaction, key: string, value: JSONValue): void {
    txn.setGlobal(key, { value, at: realDate.now() })
    this.recorded += 1
    if (this.recorded % PRUNE_EVERY !== 0) return
    // Clients re-send within seconds of reconnecting: an hour-old record is never needed.
    const cutoff = realDate.now() - MAX_AGE_MS
    for (const [k, v] of this.store.listGlobals(PREFIX)) {
      const at = (v as Stored | undefined)?.at
      if (typeof at === 'number' && at < cutoff) txn.setGlobal(k, undefined)
    }
  }

  private answer(stored: Stored | undefined): CallResult | null {
    if (stored === undefined) return null
    return { success: true, value: stored.value, logLines: [], ts: this.store.latestTs() }
  }
}
