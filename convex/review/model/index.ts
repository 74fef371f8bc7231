// Review tables inside the database: finding a table of the viewer's organisation, choosing rows
// from the dossier, and the cell as the grid shows it (the person's edit over the extracted value,
// whether its quote was found, whether it went stale).
import type { Doc, Id } from '../../_generated/dataModel'
import type { MutationCtx, QueryCtx } from '../../_generated/server'
import { checkBulk, requireDocument, requireFolderInProject } from '../../dossier/model'
import { appError } from '../../../shared/errors'
import { requireProject } from '../../matters/model'
import { ROWS_MAX } from './rules'
import type { Column, RowSource } from '../../../shared/reviewValidators'
import { searchDocuments, RESULTS_MAX } from '../../dossier/model/search'

/** A table of the organisation, or NOT_FOUND 'Table not found' (also for another firm's). */
export async function requireTable(
  ctx: QueryCtx,
  organizationId: Id<'organizations'>,
  tableId: Id<'reviewTables'>,
) {
  const table = await ctx.db.get('reviewTables', tableId)
  if (!table || table.organizationId !== organizationId) {
    throw appError('NOT_FOUND', 'Table not found')
  }
  return table
}

/** A table whose matter may change: CONFLICT when the matter is archived. */
export async function requireWritableTable(
  ctx: QueryCtx,
  organizationId: Id<'organizations'>,
  tableId: Id<'reviewTables'>,
) {
  const table = await requireTable(ctx, organizationId, tableId)
  const project = await requireProject(ctx, organizationId, table.projectId)
  if (project.archivedAt !== undefined) throw appError('CONFLICT', 'This matter is archived')
  return { table, project }
}

/** A fresh column id, unique within its table. */
export function newColumnId() {
  return `col_${crypto.randomUUID().replace(/-/g, '').slice(0, 12)}`
}

/** A document's version for staleness: processing again (new text) moves it on. */
export function documentVersion(document: Doc<'documents'>) {
  return document.processedAt ?? document._creationTime
}

/** The documents of a folder, and of its subfolders when asked, in the order they were added. */
export async function folderDocuments(
  ctx: QueryCtx,
  project: Doc<'projects'>,
  folder: Doc<'folders'>,
  includeSubfolders: boolean,
) {
  const folders = [folder]
  if (includeSubfolders) {
    // Descendants share the path prefix 'path/'; '0' is the character after '/'.
    const below = await ctx.db
      .query('folders')
      .withIndex('by_projectId_and_path', (q) =>
        q.eq('projectId', project._id).gt('path', `${folder.path}/`).lt('path', `${folder.path}0`),
      )
      .take(ROWS_MAX)
    folders.push(...below)
  }
  const documents: Doc<'documents'>[] = []
  for (const each of folders) {
    const inFolder = await ctx.db
      .query('documents')
      .withIndex('by_projectId_and_folderId', (q) =>
        q.eq('projectId', project._id).eq('folderId', each._id),
      )
      .take(ROWS_MAX + 1 - documents.length)
    documents.push(...inFolder)
    if (documents.length > ROWS_MAX) break
  }
  return documents
}

/** The documents a row source names, all inside the table's matter (NOT_FOUND otherwise). */
export async function documentsOf(ctx: QueryCtx, project: Doc<'projects'>, source: RowSource) {
  switch (source.kind) {
    case 'documents': {
      const ids = checkBulk(source.documentIds)
      const documents = await Promise.all(
        ids.map((id) => requireDocument(ctx, project.organizationId, id)),
      )
      if (documents.some((document) => document.projectId !== project._id)) {
        throw appError('NOT_FOUND', 'Document not found')
      }
      return documents
    }
    case 'folder': {
      const folder = await requireFolderInProject(ctx, project, source.folderId)
      return await folderDocuments(ctx, project, folder!, source.includeSubfolders)
    }
    case 'search': {
      const { results } = await searchDocuments(ctx, project, {
        query: source.query,
        limit: RESULTS_MAX,
      })
      const documents = await Promise.all(results.map((r) => ctx.db.get('documents', r._id)))
      return documents.filter((document) => document !== null)
    }
    case 'all':
      return await ctx.db
        .query('documents')
        .withIndex('by_projectId_and_folderId', (q) => q.eq('projectId', project._id))
        .take(ROWS_MAX + 1)
  }
}

/**
 * Adds the documents not yet in the table as rows, in order; CONFLICT past ROWS_MAX rows. Returns
 * how many were added and how many were already there.
 */
export async function addRows(
  ctx: MutationCtx,
  table: Doc<'reviewTables'>,
  documents: Doc<'documents'>[],
  addedBy: Id<'users'>,
) {
  let added = 0
  let present = 0
  const seen = new Set<Id<'documents'>>()
  for (const document of documents) {
    if (seen.has(document._id)) continue
    seen.add(document._id)
    const existing = await ctx.db
      .query('reviewRows')
      .withIndex('by_tableId_and_documentId', (q) =>
        q.eq('tableId', table._id).eq('documentId', document._id),
      )
      .first()
    if (existing) {
      present++
      continue
    }
    if (table.rowCount + added >= ROWS_MAX) {
      throw appError('CONFLICT', `A table holds at most ${ROWS_MAX} documents`)
    }
    await ctx.db.insert('reviewRows', {
      organizationId: table.organizationId,
      tableId: table._id,
      documentId: document._id,
      addedBy,
    })
    added++
  }
  if (added > 0) {
    await ctx.db.patch('reviewTables', table._id, {
      rowCount: table.rowCount + added,
      updatedAt: Date.now(),
    })
  }
  return { added, present }
}

/** A column of the table, or NOT_FOUND 'Column not found'. */
export function requireColumn(table: Doc<'reviewTables'>, columnId: string): Column {
  const column = table.columns.find((c) => c.id === columnId)
  if (!column) throw appError('NOT_FOUND', 'Column not found')
  return column
}

/** Names of the people a page of cells mentions, read once each. */
export function nameReader(ctx: QueryCtx) {
  const names = new Map<Id<'users'>, Promise<string>>()
  return (userId: Id<'users'> | undefined) => {
    if (!userId) return Promise.resolve(null)
    if (!names.has(userId)) {
      names.set(
        userId,
        ctx.db.get('users', userId).then((user) => user?.name ?? 'Former member'),
      )
    }
    return names.get(userId)!
  }
}

/** A cell as the grid and the side panel show it. */
export async function toCellView(
  cell: Doc<'reviewCells'>,
  column: Column,
  document: Doc<'documents'> | null,
  nameOf: (userId: Id<'users'> | undefined) => Promise<string | null>,
) {
  const { answer, edit } = cell
  const stale =
    answer !== undefined &&
    ((document !== null && documentVersion(document) !== answer.documentVersion) ||
      answer.prompt !== column.prompt)
  return {
    _id: cell._id,
    columnId: cell.columnId,
    state: cell.state,
    error: cell.error ?? null,
    value: edit ? edit.value : (answer?.value ?? null),
    display: edit ? edit.display : (answer?.display ?? ''),
    edited: edit
      ? { by: await nameOf(edit.by), at: edit.at, original: answer?.display ?? '' }
      : null,
    quote: answer?.quote ?? '',
    source: answer?.source ?? null,
    citation: answer?.citation ?? 'none',
    confidence: answer?.confidence ?? null,
    rationale: answer?.rationale ?? '',
    model: answer?.model ?? null,
    extractedAt: answer?.extractedAt ?? null,
    stale,
    verified: cell.verifiedBy ? { by: await nameOf(cell.verifiedBy), at: cell.verifiedAt! } : null,
    flagged: cell.flaggedBy
      ? { by: await nameOf(cell.flaggedBy), at: cell.flaggedAt!, reason: cell.flagReason ?? '' }
      : null,
    comments: cell.comments ?? 0,
  }
}

export type CellView = Awaited<ReturnType<typeof toCellView>>

/** Rows, cells and history deleted per purge step (a large table takes several). */
export const PURGE_BATCH = 400

/**
 * Deletes up to `limit` of what a deleted table left behind (rows, cells, their history, runs,
 * presence); true when nothing remains. The table row itself is deleted first, by the caller, so
 * nothing reaches the rest while it goes.
 */
export async function purgeTableBatch(
  ctx: MutationCtx,
  tableId: Id<'reviewTables'>,
  limit = PURGE_BATCH,
) {
  let budget = limit
  const purge = async <
    T extends 'reviewRows' | 'reviewCells' | 'reviewCellEvents' | 'reviewRuns' | 'tablePresence',
  >(
    table: T,
    rows: Doc<T>[],
  ) => {
    for (const row of rows) await ctx.db.delete(table, row._id)
    budget -= rows.length
  }
  await purge(
    'reviewCells',
    await ctx.db
      .query('reviewCells')
      .withIndex('by_tableId_and_columnId', (q) => q.eq('tableId', tableId))
      .take(budget),
  )
  if (budget > 0) {
    await purge(
      'reviewCellEvents',
      await ctx.db
        .query('reviewCellEvents')
        .withIndex('by_tableId', (q) => q.eq('tableId', tableId))
        .take(budget),
    )
  }
  if (budget > 0) {
    await purge(
      'reviewRows',
      await ctx.db
        .query('reviewRows')
        .withIndex('by_tableId', (q) => q.eq('tableId', tableId))
        .take(budget),
    )
  }
  if (budget > 0) {
    await purge(
      'reviewRuns',
      await ctx.db
        .query('reviewRuns')
        .withIndex('by_tableId_and_startedAt', (q) => q.eq('tableId', tableId))
        .take(budget),
    )
  }
  if (budget > 0) {
    await purge(
      'tablePresence',
      await ctx.db
        .query('tablePresence')
        .withIndex('by_tableId_and_userId', (q) => q.eq('tableId', tableId))
        .take(budget),
    )
  }
  return budget > 0
}

export type RowDocument = Pick<
  Doc<'documents'>,
  '_id' | 'name' | 'kind' | 'status' | 'pageCount' | 'folderId'
>
