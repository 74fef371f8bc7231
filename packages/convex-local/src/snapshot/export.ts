/**
 * Snapshot export in the layout of Convex's ZIP exports (`crates/exports`), which
 * `npx convex import` reads back:
 *
 *   README.md
 *   _tables/documents.jsonl                 {"name": <table>, "id": <table number>} per user table
 *   <table>/documents.jsonl                 the documents, ConvexExportJSON (./exportJson)
 *   <table>/generated_schema.jsonl          "uniform"
 *   _storage/documents.jsonl                {_id, _creationTime, sha256, size, contentType, internalId}
 *   _storage/<id><.ext>                     the file bytes (with --include-file-storage)
 *   _components/<name>/…                    the same for each component instance
 *
 * Everything is read from one snapshot (a read transaction).
 */
import type { BlobStore } from '../files/index'
import { lookupFile, STORAGE_TABLE } from '../runtime/files'
import type { ComponentPath, ReadTransaction, Store } from '../storage/types'
import { exportJsonText } from './exportJson'
import { ZipWriter } from './zip'

const README = `# convex-local snapshot export

This ZIP file holds a snapshot of the tables of a convex-local deployment, in the layout of a
Convex snapshot export: the documents of each table are lines of JSON in
<table_name>/documents.jsonl (components under _components/<name>/), file storage metadata in
_storage/documents.jsonl and, when exported with file storage, the files next to it.

Load it with \`npx convex import\` (into convex-local or Convex).
`

/** A few common types get an extension, like Convex's export (not needed to import). */
const EXTENSIONS: Record<string, string> = {
  'text/plain': '.txt',
  'text/markdown': '.md',
  'text/html': '.html',
  'text/csv': '.csv',
  'application/json': '.json',
  'application/pdf': '.pdf',
  'image/png': '.png',
  'image/jpeg': '.jpg',
  'image/gif': '.gif',
  'image/webp': '.webp',
  'image/svg+xml': '.svg',
}

/** `_components/a/_components/b/` for component `a/b` ('' for the app). */
export function componentPrefix(componentPath: ComponentPath): string {
  if (componentPath === '') return ''
  return componentPath
    .split('/')
    .map((name) => `_components/${name}/`)
    .join('')
}

function documentsOf(read: ReadTransaction, componentPath: ComponentPath, table: string) {
  const lines: string[] = []
  const stream = read.query(componentPath, {
    source: { type: 'FullTableScan', tableName: table, order: 'asc' },
    operators: [],
  })
  try {
    for (let doc = stream.next(); doc !== null; doc = stream.next())
      lines.push(exportJsonText(doc) + '\n')
  } finally {
    stream.close()
  }
  return lines
}

/** Builds the snapshot ZIP of every component as of now. */
export async function buildSnapshotZip(
  store: Store,
  blobs: BlobStore,
  options: { includeStorage: boolean },
): Promise<{ zip: Buffer; ts: bigint }> {
  const read = store.beginRead({ limits: null })
  const ts = store.latestTs()
  const zip = new ZipWriter()
  try {
    zip.add('README.md', README)
    const components = store.componentPaths().sort()
    if (!components.includes('')) components.unshift('')
    for (const cp of components) {
      const prefix = componentPrefix(cp)
      const userTables = store.tables(cp).filter((t) => !t.name.startsWith('_'))
      zip.add(
        `${prefix}_tables/documents.jsonl`,
        userTables.map((t) => `${JSON.stringify({ name: t.name, id: t.tableNumber })}\n`).join(''),
      )
      for (const t of userTables) {
        zip.add(`${prefix}${t.name}/documents.jsonl`, documentsOf(read, cp, t.name).join(''))
        zip.add(`${prefix}${t.name}/generated_schema.jsonl`, '"uniform"\n')
      }
      if (!options.includeStorage) continue
      const hasStorage = store.tables(cp).some((t) => t.name === STORAGE_TABLE)
      const files: Array<{ name: string; uuid: string }> = []
      const metadata: string[] = []
      const stream = hasStorage
        ? read.query(cp, {
            source: { type: 'FullTableScan', tableName: STORAGE_TABLE, order: 'asc' },
            operators: [],
          })
        : null
      try {
        for (let doc = stream?.next() ?? null; doc !== null; doc = stream!.next()) {
          const file = lookupFile(read, cp, doc._id)
          if (file === null) continue
          metadata.push(
            JSON.stringify({
              _id: doc._id,
              _creationTime: doc._creationTime,
              sha256: file.sha256,
              size: file.size,
              contentType: file.contentType,
              internalId: file.uuid,
            }) + '\n',
          )
          const ext = EXTENSIONS[file.contentType?.split(';')[0]?.trim() ?? ''] ?? ''
          files.push({ name: `${prefix}_storage/${doc._id}${ext}`, uuid: file.uuid })
        }
      } finally {
        stream?.close()
      }
      zip.add(`${prefix}_storage/documents.jsonl`, metadata.join(''))
      for (const f of files) {
        const bytes = await blobs.readBytes(f.uuid)
        if (bytes === null) throw new Error(`File ${f.name} is missing from ${blobs.dir}`)
        zip.add(f.name, bytes)
      }
    }
  } finally {
    read.close()
  }
  return { zip: zip.finish(), ts }
}
