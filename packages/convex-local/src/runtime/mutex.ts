/** A FIFO async mutex: `const release = await m.acquire(); try { ... } finally { release() }`. */
export class Mutex {
  private tail: Promise<void> = Promise.resolve()
  private held = 0

  get isLocked(): boolean {
    return this.held > 0
  }

  acquire(): Promise<() => void> {
    let release!: () => void
    const next = new Promise<void>((resolve) => {
      release = resolve
    })
    const prev = this.tail
    this.tail = prev.then(() => next)
    this.held += 1
    return prev.then(() => {
      let released = false
      return () => {
        if (released) return
        released = true
        this.held -= 1
        release()
      }
    })
  }
}
