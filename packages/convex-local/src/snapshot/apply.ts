/**
 * Planning and applying a parsed import (./parse) the way the backend's snapshot import does
 * (`snapshot_import/confirmation.rs`, `mod.rs`): modes `requireEmpty` (every table written to must
 * be empty), `append`, `replace` (the tables in the import are emptied first) and `replaceAll`
 * (every table is emptied first). Documents keep their `_id` and `_creationTime` (rows without an
 * `_id` get new ones), `_tables` fixes table numbers, and `_storage` entries bring their file
 * bytes. The whole import is one transaction (store.importAll).
 */
import { convexToJson, type Value } from 'convex/values'
import type { BlobStore } from '../files/index'
import { fileMappingGlobals, lookupFile, STORAGE_TABLE } from '../runtime/files'
import { decodeId } from '../values/ids'
import type { CommitResult, ComponentPath, Store } from '../storage/types'
import { ImportError, type ParsedImport } from './parse'

export type ImportMode = 'requireEmpty' | 'append' | 'replace' | 'replaceAll'

export type TableChange = {
  componentPath: ComponentPath
  table: string
  added: number
  deleted: number
  existing: number
}

export type ImportPlan = {
  changes: TableChange[]
  /** What the CLI shows before asking to go ahead. */
  message: string
  /** Whether existing rows are deleted (the CLI then asks unless `--yes`). */
  requireManualConfirmation: boolean
}

const key = (cp: ComponentPath, table: string) => `${cp}\u0000${table}`

/** What the import will create and delete; throws ImportError for requireEmpty conflicts. */
export function planImport(store: Store, parsed: ParsedImport, mode: ImportMode): ImportPlan {
  const added = new Map<string, TableChange>()
  const target = (componentPath: ComponentPath, table: string) => {
    let c = added.get(key(componentPath, table))
    if (!c) {
      c = { componentPath, table, added: 0, deleted: 0, existing: 0 }
      added.set(key(componentPath, table), c)
    }
    return c
  }
  for (const [cp, numbers] of parsed.tableNumbers) for (const t of numbers.keys()) target(cp, t)
  for (const t of parsed.tables) target(t.componentPath, t.table).added += t.documents.length
  for (const cp of parsed.storageComponents) target(cp, STORAGE_TABLE)
  for (const f of parsed.files) target(f.componentPath, STORAGE_TABLE).added += 1
  if (mode === 'replaceAll') {
    for (const cp of store.componentPaths()) {
      for (const t of store.tables(cp)) if (!t.name.startsWith('_')) target(cp, t.name)
    }
  }
  const read = store.beginRead({ limits: null })
  try {
    for (const c of added.values()) {
      c.existing = read.count(c.componentPath, c.table)
      if (mode === 'replace' || mode === 'replaceAll') c.deleted = c.existing
      else if (mode === 'requireEmpty' && c.existing > 0) {
        throw new ImportError(
          `Table ${c.table} already exists. Please choose a new table name or use replace/append modes.`,
        )
      }
    }
  } finally {
    read.close()
  }
  const changes = [...added.values()].sort((a, b) =>
    a.componentPath === b.componentPath
      ? a.table.localeCompare(b.table)
      : a.componentPath.localeCompare(b.componentPath),
  )
  return {
    changes,
    message: renderChanges(changes),
    requireManualConfirmation: changes.some((c) => c.deleted > 0),
  }
}

function renderChanges(changes: TableChange[]): string {
  const lines = ['Import change summary:']
  for (const cp of [...new Set(changes.map((c) => c.componentPath))]) {
    if (cp !== '') lines.push(`Component ${cp}`)
    const rows = [['table', 'create', 'delete']]
    for (const c of changes.filter((x) => x.componentPath === cp)) {
      const unit = c.table === STORAGE_TABLE ? ' files' : ' documents'
      rows.push([c.table, String(c.added), `${c.deleted} of ${c.existing}${unit}`])
    }
    const widths = [0, 1, 2].map((i) => Math.max(...rows.map((r) => r[i]!.length)))
    rows.forEach((r, i) => {
      lines.push(r.map((cell, j) => cell.padEnd(widths[j]!)).join(' | ') + ' |')
      if (i === 0) lines.push('-'.repeat(widths[0]! + widths[1]! + widths[2]! + 8))
    })
  }
  return lines.join('\n')
}

/**
 * Applies the import in one transaction: `commit` runs store.importAll (the engine's, so
 * subscribers hear of it). Resolves with the number of documents written to user tables.
 */
export async function applyImport(
  store: Store,
  blobs: BlobStore,
  parsed: ParsedImport,
  plan: ImportPlan,
  commit: (lines: string[]) => Promise<CommitResult>,
): Promise<number> {
  const lines = [JSON.stringify({ type: 'header', format: 'convex-local-export', version: 1 })]
  const replacedBlobs: string[] = []
  const read = store.beginRead({ limits: null })
  try {
    for (const c of plan.changes) {
      if (c.deleted === 0) continue
      lines.push(JSON.stringify({ type: 'clear', component: c.componentPath, table: c.table }))
      if (c.table !== STORAGE_TABLE) continue
      const stream = read.query(c.componentPath, {
        source: { type: 'FullTableScan', tableName: STORAGE_TABLE, order: 'asc' },
        operators: [],
      })
      for (let doc = stream.next(); doc !== null; doc = stream.next()) {
        const file = lookupFile(read, c.componentPath, doc._id)
        if (!file) continue
        replacedBlobs.push(file.uuid)
        for (const [k] of fileMappingGlobals(c.componentPath, file.id, file.uuid))
          lines.push(JSON.stringify({ type: 'global', key: k }))
      }
      stream.close()
    }
  } finally {
    read.close()
  }
  for (const [cp, numbers] of parsed.tableNumbers) {
    for (const [table, tableNumber] of numbers) {
      lines.push(JSON.stringify({ type: 'table', component: cp, table, tableNumber }))
    }
  }
  let rows = 0
  for (const t of parsed.tables) {
    const seen = new Set<string>()
    for (const doc of t.documents) {
      const { _id, _creationTime, ...fields } = doc
      const item = { component: t.componentPath, table: t.table }
      if (typeof _id === 'string' && typeof _creationTime === 'number') {
        if (seen.has(_id)) {
          throw new ImportError(`Objects in table "${t.table}" have duplicate _id fields`)
        }
        seen.add(_id)
        lines.push(JSON.stringify({ type: 'document', ...item, value: convexToJson(doc as Value) }))
      } else {
        lines.push(JSON.stringify({ type: 'insert', ...item, value: convexToJson(fields) }))
      }
      rows++
    }
  }
  const written: string[] = []
  try {
    // `_storage` takes the table number of the snapshot's IDs (Convex numbers it like any table),
    // one per component.
    const storageNumbers = new Map<ComponentPath, number>()
    for (const f of parsed.files) {
      const n = decodeId(f.id)?.tableNumber
      const known = storageNumbers.get(f.componentPath)
      if (n === undefined || (known !== undefined && known !== n)) {
        throw new ImportError(`_storage entry has invalid ID ${f.id}`)
      }
      if (known === undefined) {
        storageNumbers.set(f.componentPath, n)
        const table = { type: 'table', component: f.componentPath, table: STORAGE_TABLE }
        lines.push(JSON.stringify({ ...table, tableNumber: n }))
      }
      const info = await blobs.write(f.bytes, {
        contentType: f.contentType,
        expectedSha256: f.sha256 ?? undefined,
        uuid: f.internalId ?? undefined,
      })
      written.push(info.uuid)
      const doc: Record<string, Value> = {
        _id: f.id,
        _creationTime: f.creationTime ?? Date.now(),
        sha256: info.sha256Base64,
        size: info.size,
      }
      if (f.contentType) doc.contentType = f.contentType
      lines.push(
        JSON.stringify({
          type: 'document',
          component: f.componentPath,
          table: STORAGE_TABLE,
          value: convexToJson(doc),
        }),
      )
      for (const [k, value] of fileMappingGlobals(f.componentPath, f.id, info.uuid))
        lines.push(JSON.stringify({ type: 'global', key: k, value }))
    }
    await commit(lines)
  } catch (e) {
    for (const uuid of written) await blobs.delete(uuid).catch(() => false)
    throw e
  }
  for (const uuid of replacedBlobs) await blobs.delete(uuid).catch(() => false)
  return rows
}
