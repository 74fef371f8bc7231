/**
 * Snapshot import and export for the stock CLI (`npx convex import` / `npx convex export`): the
 * HTTP routes of ./snapshotImport and ./snapshotExport, and the engine the transports should call
 * so that the `_system/cli/...` queries those commands subscribe to are answered (./systemUdfs),
 * with those of `npx convex data` (./cliData). Engines without a store and blob store (test
 * fakes) get none of them.
 */
import type { Engine } from '../engine/types'
import type { HttpRoute } from './route'
import { createCliDataQueries } from './cliData'
import { createSnapshotExport } from './snapshotExport'
import { createSnapshotImport, hasSnapshots } from './snapshotImport'
import { withSystemQueries } from './systemUdfs'

export function createSnapshotRoutes(options: {
  engine: Engine
  adminKey: string
  log: (message: string) => void
}): { routes: HttpRoute[]; engine: Engine } {
  const { engine, adminKey, log } = options
  if (!hasSnapshots(engine)) return { routes: [], engine }
  const parts = [
    createSnapshotImport({ engine, adminKey, log }),
    createSnapshotExport({ engine, adminKey }),
  ]
  return {
    routes: parts.map((p) => p.route),
    engine: withSystemQueries(
      engine,
      Object.assign(createCliDataQueries(engine.store), ...parts.map((p) => p.queries)),
    ),
  }
}
