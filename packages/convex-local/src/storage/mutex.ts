/**
 * A FIFO async mutex: `const release = await m.acquire(); try { ... } finally { release() }`.
 * The store's write lock, the executor's mutation queue and the engine's reload and HTTP-action
 * turns are all one of these.
 */
export class Mutex {
  /** Settles when the last holder releases; null until first acquired (most never are). */
  private tail: Promise<void> | null = null

  acquire(): Promise<() => void> {
    let release!: () => void
    const next = new Promise<void>((resolve) => {
      release = resolve
    })
    const prev = this.tail ?? Promise.resolve()
    this.tail = prev.then(() => next)
    return prev.then(() => {
      let released = false
      return () => {
        if (released) return
        released = true
        release()
      }
    })
  }
}
