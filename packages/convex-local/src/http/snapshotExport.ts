/**
 * `npx convex export` against convex-local (the CLI's `convexExport.ts`; the backend's
 * `local_backend/src/snapshot_export.rs`), admin key required:
 *
 * - `POST /api/export/request/zip?includeStorage=true|false`: builds the snapshot ZIP
 *   (src/snapshot/export) before answering, into `<data>/exports/` (only the latest is kept)
 * - the query `_system/cli/exports:getLatest`: the latest export, `_exports`-shaped
 *   (`{state: "completed", start_ts, complete_ts, …}`, timestamps int64 ns)
 * - `GET /api/export/zip/<start_ts>`: the ZIP as an attachment
 *   (`snapshot_convex-local_<ts>.zip`)
 */
import { createReadStream, promises as fsp } from 'node:fs'
import path from 'node:path'
import type { Value } from 'convex/values'
import { newId } from '../values/ids'
import { buildSnapshotZip } from '../snapshot/export'
import { HttpError, readBody, sendJson, type HttpRoute } from './route'
import { requireAdmin, type SnapshotEngine } from './snapshotImport'
import type { SystemQuery } from './systemUdfs'

const EXPORT_TTL_NS = 14n * 24n * 3600n * 1_000_000_000n

type ExportRecord = Record<string, Value> & { start_ts: bigint; file: string }

export function createSnapshotExport(options: {
  engine: SnapshotEngine
  adminKey: string
  deploymentName?: string
}): { route: HttpRoute; queries: Record<string, SystemQuery> } {
  const { engine } = options
  const dir = path.join(engine.store.dataDir, 'exports')
  const name = options.deploymentName ?? 'convex-local'
  let latest: ExportRecord | null = null
  let running = false

  const request = async (includeStorage: boolean) => {
    if (running) {
      throw new HttpError(409, 'ExportInProgress', 'There is already an export in progress')
    }
    running = true
    try {
      const { zip, ts } = await buildSnapshotZip(engine.store, engine.blobs, { includeStorage })
      await fsp.mkdir(dir, { recursive: true })
      const file = path.join(dir, `snapshot_${name}_${ts}.zip`)
      await fsp.writeFile(file, zip)
      if (latest && latest.file !== file) await fsp.rm(latest.file, { force: true })
      const completeTs = BigInt(Date.now()) * 1_000_000n
      latest = {
        _id: newId(9101),
        _creationTime: Date.now(),
        state: 'completed',
        start_ts: ts,
        complete_ts: completeTs,
        expiration_ts: completeTs + EXPORT_TTL_NS,
        zip_object_key: path.basename(file),
        format: { format: 'zip', include_storage: includeStorage },
        requestor: 'snapshotExport',
        file,
      }
    } finally {
      running = false
    }
  }

  const route: HttpRoute = async (req, res, url) => {
    const p = url.pathname
    if (!p.startsWith('/api/export/')) return false
    try {
      if (req.method === 'POST' && p === '/api/export/request/zip') {
        requireAdmin(req, options.adminKey)
        await readBody(req)
        await request(url.searchParams.get('includeStorage') === 'true')
        sendJson(res, 200, {})
        return true
      }
      if (req.method === 'GET' && p.startsWith('/api/export/zip/')) {
        requireAdmin(req, options.adminKey)
        const id = decodeURIComponent(p.slice('/api/export/zip/'.length))
        if (!latest || (id !== String(latest.start_ts) && id !== latest._id)) {
          throw new HttpError(404, 'ExportNotFound', `The requested export ${id} was not found`)
        }
        const stat = await fsp.stat(latest.file).catch(() => null)
        if (!stat)
          throw new HttpError(404, 'ExportNotFound', `The requested export ${id} was not found`)
        res.writeHead(200, {
          'Content-Type': 'application/zip',
          'Content-Length': stat.size,
          'Content-Disposition': `attachment; filename=${path.basename(latest.file)}`,
          'Cache-Control': 'private, max-age=2592000',
        })
        createReadStream(latest.file).pipe(res)
        return true
      }
      return false
    } catch (e) {
      if (!(e instanceof HttpError)) throw e
      sendJson(res, e.status, { code: e.code, message: e.message })
      return true
    }
  }

  const queries: Record<string, SystemQuery> = {
    '_system/cli/exports:getLatest': () => {
      if (!latest) return null
      const { file: _file, ...doc } = latest
      return doc
    },
  }
  return { route, queries }
}
