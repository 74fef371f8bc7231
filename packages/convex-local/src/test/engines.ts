/**
 * Engines opened by convex-local/test: closed when too many are open (suites rarely call
 * t.close()), and their temporary databases deleted when the process exits.
 */
import fs from 'node:fs'
import type { LocalEngine } from '../engine/index'

export const openEngines = new Set<LocalEngine>()
/** Last use of each open engine, to close abandoned ones (suites rarely call t.close()). */
export const lastUse = new Map<LocalEngine, number>()
let useCounter = 0
/** Each engine holds a few file descriptors; beyond this many, close the least recently used. */
export const MAX_OPEN_TEST_ENGINES = 16
export const closedForLimit = new WeakSet<LocalEngine>()
let exitHookInstalled = false

export function touch(engine: LocalEngine) {
  lastUse.set(engine, ++useCounter)
}

export async function closeAbandoned() {
  if (openEngines.size <= MAX_OPEN_TEST_ENGINES) return
  const byAge = [...openEngines].sort((a, b) => (lastUse.get(a) ?? 0) - (lastUse.get(b) ?? 0))
  for (const e of byAge.slice(0, openEngines.size - MAX_OPEN_TEST_ENGINES)) {
    openEngines.delete(e)
    lastUse.delete(e)
    closedForLimit.add(e)
    await e.close().catch(() => {})
  }
}

export function trackForExit(engine: LocalEngine) {
  openEngines.add(engine)
  touch(engine)
  if (exitHookInstalled) return
  exitHookInstalled = true
  process.once('exit', () => {
    for (const e of openEngines) {
      try {
        fs.rmSync(e.store.dataDir, { recursive: true, force: true })
      } catch {
        // best effort
      }
    }
  })
}
