/**
 * `npx convex import` against convex-local (the CLI's `convexImport.ts`; the backend's
 * `local_backend/src/snapshot_import.rs`), admin key required:
 *
 * - `POST /api/import/start_upload` → `{uploadToken}`
 * - `POST /api/import/upload_part?uploadToken=…&partNumber=n` (raw bytes) → a part token (JSON string)
 * - `POST /api/import/finish_upload` `{import: {tableName?, componentPath?, mode, format},
 *   uploadToken, partTokens}` → `{importId}`: the file is parsed and checked at once; the import
 *   then waits for confirmation (or has failed)
 * - `POST /api/perform_import` `{importId}`: applies it (one transaction) before answering
 * - the queries `_system/cli/queryImport {importId}` and `_system/cli/queryImport:list` (the
 *   import's `_snapshot_imports`-shaped document; the CLI subscribes to it)
 *
 * Import records live in memory; so do uploads until finished.
 */
import { randomUUID } from 'node:crypto'
import type { IncomingMessage } from 'node:http'
import type { Value } from 'convex/values'
import type { Engine } from '../engine/types'
import type { BlobStore } from '../files/index'
import type { CommitResult, Store } from '../storage/types'
import { newId } from '../values/ids'
import { applyImport, planImport, type ImportMode, type ImportPlan } from '../snapshot/apply'
import { parseImport, type ImportFormat, type ParsedImport } from '../snapshot/parse'
import { HttpError, readBody, sendJson, type HttpRoute } from './route'
import { adminKeyMatches } from './auth'
import type { SystemQuery } from './systemUdfs'

/** What the snapshot routes need of the engine (LocalEngine has it). */
export type SnapshotEngine = Engine & {
  readonly store: Store
  readonly blobs: BlobStore
  importLines(lines: Iterable<string>): Promise<CommitResult>
}

export function hasSnapshots(engine: Engine): engine is SnapshotEngine {
  const e = engine as Partial<SnapshotEngine>
  return typeof e.importLines === 'function' && e.store !== undefined && e.blobs !== undefined
}

export function requireAdmin(req: IncomingMessage, adminKey: string): void {
  const header = req.headers.authorization
  const m = typeof header === 'string' ? /^\s*Convex\s+(\S+)\s*$/.exec(header) : null
  if (!m || !adminKeyMatches(m[1]!, adminKey)) {
    throw new HttpError(401, 'BadAdminKey', 'The provided admin key was invalid for this instance')
  }
}

export async function readJson(req: IncomingMessage): Promise<Record<string, unknown>> {
  const raw = (await readBody(req)).toString('utf8')
  try {
    const body = JSON.parse(raw || '{}') as unknown
    if (body !== null && typeof body === 'object' && !Array.isArray(body))
      return body as Record<string, unknown>
  } catch {
    // fall through
  }
  throw new HttpError(400, 'BadJsonBody', 'Expected a JSON object body')
}

const MODES: Record<string, [ImportMode, string]> = {
  requireEmpty: ['requireEmpty', 'RequireEmpty'],
  append: ['append', 'Append'],
  replace: ['replace', 'Replace'],
  replaceAll: ['replaceAll', 'ReplaceAll'],
}
const FORMATS: Record<string, string> = {
  jsonLines: 'jsonl',
  jsonArray: 'json_array',
  csv: 'csv',
  zip: 'zip',
}

type ImportRecord = {
  _id: string
  _creationTime: number
  state: Record<string, Value>
  format: Record<string, Value>
  mode: string
  requestor: { type: 'snapshotImport' }
  checkpoints: null
}
type Pending = { record: ImportRecord; parsed: ParsedImport; plan: ImportPlan; mode: ImportMode }

/** The import routes and the system queries that report on them. */
export function createSnapshotImport(options: {
  engine: SnapshotEngine
  adminKey: string
  log: (message: string) => void
}): { route: HttpRoute; queries: Record<string, SystemQuery> } {
  const { engine } = options
  const uploads = new Map<string, Map<number, Buffer>>()
  const records: ImportRecord[] = []
  const pending = new Map<string, Pending>()

  const finish = (body: Record<string, unknown>): string => {
    const args = (body.import ?? {}) as Record<string, unknown>
    const parts = uploads.get(String(body.uploadToken))
    if (!parts) throw new HttpError(400, 'InvalidUploadToken', 'Unknown or finished upload')
    uploads.delete(String(body.uploadToken))
    const mode = MODES[String(args.mode)]
    const format = FORMATS[String(args.format)]
    if (!mode) throw new HttpError(400, 'InvalidImportMode', `Unknown mode ${String(args.mode)}`)
    if (!format) throw new HttpError(400, 'InvalidFormat', `Unknown format ${String(args.format)}`)
    const tableName = typeof args.tableName === 'string' ? args.tableName : null
    if ((format === 'zip') !== (tableName === null)) {
      throw new HttpError(
        400,
        'InvalidName',
        'A ZIP import has no table name; other formats need one',
      )
    }
    const data = Buffer.concat([...parts.entries()].sort((a, b) => a[0] - b[0]).map((e) => e[1]))
    const record: ImportRecord = {
      _id: newId(9100),
      _creationTime: Date.now(),
      state: { state: 'uploaded' },
      format: format === 'zip' ? { format } : { format, table: tableName! },
      mode: mode[1],
      requestor: { type: 'snapshotImport' },
      checkpoints: null,
    }
    records.push(record)
    try {
      const parsed = parseImport(data, {
        format: String(args.format) as ImportFormat,
        tableName,
        componentPath: typeof args.componentPath === 'string' ? args.componentPath : '',
      })
      const plan = planImport(engine.store, parsed, mode[0])
      pending.set(record._id, { record, parsed, plan, mode: mode[0] })
      record.state = {
        state: 'waiting_for_confirmation',
        message_to_confirm: plan.message,
        require_manual_confirmation: plan.requireManualConfirmation,
      }
    } catch (e) {
      record.state = { state: 'failed', error_message: (e as Error)?.message ?? String(e) }
    }
    return record._id
  }

  const perform = async (importId: string) => {
    const p = pending.get(importId)
    if (!p) throw new HttpError(400, 'ImportNotFound', `No import ${importId} waiting to run`)
    pending.delete(importId)
    p.record.state = {
      state: 'in_progress',
      progress_message: 'Importing',
      checkpoint_messages: [],
    }
    try {
      const plan = planImport(engine.store, p.parsed, p.mode) // the data may have changed
      const rows = await applyImport(engine.store, engine.blobs, p.parsed, plan, (lines) =>
        engine.importLines(lines),
      )
      p.record.state = {
        state: 'completed',
        timestamp: engine.latestTs(),
        num_rows_written: BigInt(rows),
      }
    } catch (e) {
      options.log(`import ${importId} failed: ${(e as Error)?.message ?? String(e)}`)
      p.record.state = { state: 'failed', error_message: (e as Error)?.message ?? String(e) }
    }
  }

  const route: HttpRoute = async (req, res, url) => {
    const path = url.pathname
    if (req.method !== 'POST') return false
    if (!path.startsWith('/api/import/') && path !== '/api/perform_import') return false
    try {
      requireAdmin(req, options.adminKey)
      if (path === '/api/import/start_upload') {
        await readBody(req)
        const uploadToken = randomUUID()
        uploads.set(uploadToken, new Map())
        sendJson(res, 200, { uploadToken })
      } else if (path === '/api/import/upload_part') {
        const parts = uploads.get(url.searchParams.get('uploadToken') ?? '')
        const n = Number(url.searchParams.get('partNumber'))
        if (!parts) throw new HttpError(400, 'InvalidUploadToken', 'Unknown or finished upload')
        if (!Number.isInteger(n) || n < 1) throw new HttpError(400, 'InvalidPart', 'Bad partNumber')
        parts.set(n, await readBody(req))
        sendJson(res, 200, `part-${n}`)
      } else if (path === '/api/import/finish_upload') {
        sendJson(res, 200, { importId: finish(await readJson(req)) })
      } else if (path === '/api/perform_import') {
        await perform(String((await readJson(req)).importId))
        sendJson(res, 200, {})
      } else return false
    } catch (e) {
      if (!(e instanceof HttpError)) throw e
      sendJson(res, e.status, { code: e.code, message: e.message })
    }
    return true
  }

  const queries: Record<string, SystemQuery> = {
    '_system/cli/queryImport:default': (args) =>
      (records.find((r) => r._id === args.importId) ?? null) as Value,
    '_system/cli/queryImport:list': () => records.slice(-20).reverse() as unknown as Value,
  }
  return { route, queries }
}
