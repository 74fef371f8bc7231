import type { CallResult } from '../engine/types'

/**
 * Transport-side guard against applying a re-sent mutation twice (§1.6). The client re-sends every
 * mutation not yet reflected by a transition after a reconnect, keyed `${sessionId}:${requestId}`.
 * The engine also de-duplicates durably through `CallRequest.idempotencyKey`; this cache covers a
 * re-send that arrives while the first execution is still running, and engines without dedup.
 */
export class MutationDedup {
  private readonly inflight = new Map<string, Promise<CallResult>>()
  private readonly done = new Map<string, CallResult>()

  constructor(private readonly capacity = 10_000) {}

  run(key: string, execute: () => Promise<CallResult>): Promise<CallResult> {
    const finished = this.done.get(key)
    if (finished) return Promise.resolve(finished)
    const running = this.inflight.get(key)
    if (running) return running
    const promise = execute().then(
      (result) => {
        this.inflight.delete(key)
        this.done.set(key, result)
        if (this.done.size > this.capacity) {
          const oldest = this.done.keys().next().value
          if (oldest !== undefined) this.done.delete(oldest)
        }
        return result
      },
      (error: unknown) => {
        this.inflight.delete(key)
        throw error
      },
    )
    this.inflight.set(key, promise)
    return promise
  }

  clear(): void {
    this.done.clear()
  }
}
