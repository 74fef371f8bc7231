import { paginationOptsValidator } from 'convex/server'
import { v } from 'convex/values'
import { internal } from '../_generated/api'
import type { Doc, Id } from '../_generated/dataModel'
import { internalMutation } from '../_generated/server'
import { requireWritableProject } from '../dossier/model'
import { finishDeletion, purgeLater } from '../lib/deletion'
import { appError } from '../../shared/errors'
import { orgMutation, orgQuery } from '../lib/functions'
import { checkPageSize, withCheckedCursor } from '../lib/pagination'
import { recordProjectEvent, requireProject } from '../matters/model'
import { cleanColumns, cleanInstructions, cleanTableName } from './model/rules'
import {
  addRows,
  documentsOf,
  nameReader,
  newColumnId,
  purgeTableBatch,
  requireTable,
  requireWritableTable,
  toCellView,
} from './model'
import { latestRun, startRun, toRunView } from './model/runs'
import { vColumnInput, vRowSource } from '../../shared/reviewValidators'
import { applyColumns } from './model/columns'
import { deleteRow } from './model/rowCleanup'

/** The most rows one page of a table returns (the grid asks for 50, spec §9). */
export const TABLE_PAGE_MAX = 100

/**
 * The matter's review tables, most recently changed first (spec §7 "list module tables").
 * `includeCounts` adds the latest run's progress; the tables screen lists them without.
 */
export const listModuleTables = orgQuery({
  args: { projectId: v.id('projects'), includeCounts: v.optional(v.boolean()) },
  handler: async (ctx, { projectId, includeCounts }) => {
    const project = await requireProject(ctx, ctx.organization._id, projectId)
    const tables = await ctx.db
      .query('reviewTables')
      .withIndex('by_projectId_and_updatedAt', (q) => q.eq('projectId', project._id))
      .order('desc')
      .take(200)
    const nameOf = nameReader(ctx)
    return await Promise.all(
      tables.map(async (table) => ({
        _id: table._id,
        name: table.name,
        columns: table.columns.length,
        rows: table.rowCount,
        updatedAt: table.updatedAt,
        createdBy: await nameOf(table.createdBy),
        ...(includeCounts ? { run: toRunView(await latestRun(ctx, table._id)) } : {}),
      })),
    )
  },
})

/** One table: its matter, columns, instructions and latest run; 'Table not found' otherwise. */
export const get = orgQuery({
  // A string: a malformed id in a link is 'Table not found' like any missing one.
  args: { id: v.string() },
  handler: async (ctx, args) => {
    const tableId = ctx.db.normalizeId('reviewTables', args.id)
    if (!tableId) throw appError('NOT_FOUND', 'Table not found')
    const table = await requireTable(ctx, ctx.organization._id, tableId)
    const project = await requireProject(ctx, ctx.organization._id, table.projectId)
    const template = table.templateId ? await ctx.db.get('tableTemplates', table.templateId) : null
    return {
      _id: table._id,
      name: table.name,
      instructions: table.instructions ?? '',
      columns: table.columns,
      rows: table.rowCount,
      updatedAt: table.updatedAt,
      template: template ? { _id: template._id, name: template.name } : null,
      matter: {
        _id: project._id,
        name: project.name,
        slug: project.slug,
        aiMode: project.aiMode ?? 'offline',
        archived: project.archivedAt !== undefined,
      },
      run: toRunView(await latestRun(ctx, table._id)),
    }
  },
})

/**
 * A page of the table's documents in the order they were added, each with its cells by column
 * (spec §7 "get table with documents, paginated"; the grid asks for 50 at a time).
 */
export const getWithDocuments = orgQuery({
  args: { id: v.id('reviewTables'), paginationOpts: paginationOptsValidator },
  handler: async (ctx, { id, paginationOpts }) => {
    checkPageSize(paginationOpts, TABLE_PAGE_MAX, 'rows')
    const table = await requireTable(ctx, ctx.organization._id, id)
    const page = await withCheckedCursor(() =>
      ctx.db
        .query('reviewRows')
        .withIndex('by_tableId', (q) => q.eq('tableId', table._id))
        .paginate(paginationOpts),
    )
    const nameOf = nameReader(ctx)
    const columns = new Map(table.columns.map((column) => [column.id, column]))
    const rows = await Promise.all(
      page.page.map(async (row) => {
        const [document, cells] = await Promise.all([
          ctx.db.get('documents', row.documentId),
          ctx.db
            .query('reviewCells')
            .withIndex('by_rowId_and_columnId', (q) => q.eq('rowId', row._id))
            .take(table.columns.length + 1),
        ])
        const views: Record<string, Awaited<ReturnType<typeof toCellView>>> = {}
        for (const cell of cells) {
          const column = columns.get(cell.columnId)
          if (column) views[cell.columnId] = await toCellView(cell, column, document, nameOf)
        }
        return {
          _id: row._id,
          document: document ? documentSummary(document) : null,
          cells: views,
        }
      }),
    )
    return { ...page, page: rows }
  },
})

function documentSummary(document: Doc<'documents'>) {
  return {
    _id: document._id,
    name: document.name,
    kind: document.kind,
    status: document.status,
    pageCount: document.pageCount ?? null,
  }
}

/** A new table in a matter, empty or from a template (its columns and instructions copied). */
export const create = orgMutation({
  args: {
    projectId: v.id('projects'),
    name: v.string(),
    templateId: v.optional(v.id('tableTemplates')),
    instructions: v.optional(v.string()),
    columns: v.optional(v.array(vColumnInput)),
  },
  handler: async (ctx, args) => {
    const project = await requireWritableProject(ctx, ctx.organization._id, args.projectId)
    const name = cleanTableName(args.name)
    let template: Doc<'tableTemplates'> | null = null
    if (args.templateId) {
      template = await ctx.db.get('tableTemplates', args.templateId)
      const visible =
        template &&
        (template.organizationId === undefined || template.organizationId === ctx.organization._id)
      if (!template || !visible) throw appError('NOT_FOUND', 'Template not found')
      if (template.archivedAt !== undefined) throw appError('CONFLICT', 'This template is archived')
    }
    const inputs = args.columns ?? template?.columns.map(({ id: _id, ...column }) => column) ?? []
    const columns = cleanColumns(inputs, new Set(), newColumnId)
    const instructions = cleanInstructions(args.instructions ?? template?.instructions)
    const now = Date.now()
    const tableId = await ctx.db.insert('reviewTables', {
      organizationId: project.organizationId,
      projectId: project._id,
      name,
      instructions,
      columns,
      templateId: template?._id,
      rowCount: 0,
      createdBy: ctx.viewer._id,
      updatedAt: now,
    })
    const from = template ? ` from the template ${template.name}` : ''
    await recordProjectEvent(
      ctx,
      project,
      ctx.viewer._id,
      'table.created',
      `Created the table ${name}${from}`,
      now,
    )
    return { tableId }
  },
})

/** Renames a table or changes its instructions. */
export const update = orgMutation({
  args: {
    id: v.id('reviewTables'),
    name: v.optional(v.string()),
    instructions: v.optional(v.string()),
  },
  handler: async (ctx, args) => {
    const { table, project } = await requireWritableTable(ctx, ctx.organization._id, args.id)
    const name = args.name === undefined ? table.name : cleanTableName(args.name)
    const instructions =
      args.instructions === undefined ? table.instructions : cleanInstructions(args.instructions)
    if (name === table.name && instructions === table.instructions) return null
    await ctx.db.patch('reviewTables', table._id, { name, instructions, updatedAt: Date.now() })
    await recordProjectEvent(
      ctx,
      project,
      ctx.viewer._id,
      'table.updated',
      `Changed the table ${name}`,
    )
    return null
  },
})

/**
 * Replaces the table's columns (added, changed, removed, reordered). A removed column's answers
 * go; a column whose question changed is asked again at once when the table has rows.
 */
export const setColumns = orgMutation({
  args: { id: v.id('reviewTables'), columns: v.array(vColumnInput) },
  handler: async (ctx, args) => {
    const { table, project } = await requireWritableTable(ctx, ctx.organization._id, args.id)
    const columns = cleanColumns(args.columns, new Set(table.columns.map((c) => c.id)), newColumnId)
    const { changed } = await applyColumns(ctx, table, columns)
    await recordProjectEvent(
      ctx,
      project,
      ctx.viewer._id,
      'table.updated',
      `Changed the columns of the table ${table.name}`,
    )
    let runId: Id<'reviewRuns'> | null = null
    if (changed.length > 0 && table.rowCount > 0) {
      const current = (await ctx.db.get('reviewTables', table._id))!
      runId = await startRun(ctx, current, project, ctx.viewer._id, {
        columnIds: changed,
        mode: 'all',
      })
    }
    return { columnIds: columns.map((c) => c.id), runId }
  },
})

/** Adds documents as rows: chosen ones, a folder's, a search's results, or all of the matter's. */
export const addDocuments = orgMutation({
  args: { id: v.id('reviewTables'), source: vRowSource },
  handler: async (ctx, args) => {
    const { table, project } = await requireWritableTable(ctx, ctx.organization._id, args.id)
    const documents = await documentsOf(ctx, project, args.source)
    const result = await addRows(ctx, table, documents, ctx.viewer._id)
    if (result.added > 0) {
      await recordProjectEvent(
        ctx,
        project,
        ctx.viewer._id,
        'table.updated',
        `Added ${result.added} documents to the table ${table.name}`,
      )
    }
    return result
  },
})

/** Takes rows out of the table (the documents stay in the dossier). */
export const removeRows = orgMutation({
  args: { id: v.id('reviewTables'), rowIds: v.array(v.id('reviewRows')) },
  handler: async (ctx, args) => {
    const { table, project } = await requireWritableTable(ctx, ctx.organization._id, args.id)
    if (args.rowIds.length === 0 || args.rowIds.length > 200) {
      throw appError('INVALID_INPUT', 'Select 1 to 200 rows')
    }
    let removed = 0
    for (const rowId of new Set(args.rowIds)) {
      const row = await ctx.db.get('reviewRows', rowId)
      if (!row || row.tableId !== table._id) throw appError('NOT_FOUND', 'Row not found')
      await deleteRow(ctx, row)
      removed++
    }
    await ctx.db.patch('reviewTables', table._id, {
      rowCount: Math.max(0, table.rowCount - removed),
      updatedAt: Date.now(),
    })
    await recordProjectEvent(
      ctx,
      project,
      ctx.viewer._id,
      'table.updated',
      `Removed ${removed} documents from the table ${table.name}`,
    )
    return { removed }
  },
})

/** Deletes a table; what it held goes in the background, unreachable from now on. */
export const remove = orgMutation({
  args: { id: v.id('reviewTables') },
  handler: async (ctx, args) => {
    const { table, project } = await requireWritableTable(ctx, ctx.organization._id, args.id)
    await ctx.db.delete('reviewTables', table._id)
    await finishDeletion(ctx, project, {
      purges: [purgeLater(internal.review.tables.purge, { tableId: table._id })],
      action: 'table.deleted',
      summary: `Deleted the table ${table.name}`,
    })
    return null
  },
})

/** Deletes a deleted table's rows, cells and history in batches. */
export const purge = internalMutation({
  args: { tableId: v.id('reviewTables') },
  handler: async (ctx, { tableId }) => {
    if (!(await purgeTableBatch(ctx, tableId))) {
      await ctx.scheduler.runAfter(0, internal.review.tables.purge, { tableId })
    }
    return null
  },
})

/** Starts answering the table's questions: the cells not yet answered, or all of them again. */
export const run = orgMutation({
  args: {
    id: v.id('reviewTables'),
    mode: v.optional(v.union(v.literal('missing'), v.literal('all'))),
    columnIds: v.optional(v.array(v.string())),
  },
  handler: async (ctx, args) => {
    const { table, project } = await requireWritableTable(ctx, ctx.organization._id, args.id)
    const runId = await startRun(ctx, table, project, ctx.viewer._id, {
      columnIds: args.columnIds ?? table.columns.map((c) => c.id),
      mode: args.mode ?? 'missing',
    })
    return { runId }
  },
})
