/**
 * A secret the deployment keeps in a global: read at start or, on a fresh database, generated
 * then and saved by the first write transaction (`saveIfNew`), so nothing writes at construction.
 */
import type { Store, WriteTransaction } from '../storage/types'

export class StoredSecret<T> {
  readonly value: T
  private unsaved: string | null = null

  constructor(
    store: Store,
    private readonly key: string,
    codec: { generate: () => T; encode: (value: T) => string; decode: (stored: string) => T },
  ) {
    const stored = store.getGlobal(key)
    if (typeof stored === 'string') {
      this.value = codec.decode(stored)
    } else {
      this.value = codec.generate()
      this.unsaved = codec.encode(this.value)
    }
  }

  /** Writes a newly generated secret in `txn` (once). */
  saveIfNew(txn: WriteTransaction): void {
    if (this.unsaved === null) return
    txn.setGlobal(this.key, this.unsaved)
    this.unsaved = null
  }
}
