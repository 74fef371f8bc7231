// The matter's facts across its documents (/matters/{slug}/extract): every caption fact, dated
// event and amount processing found, filtered by kind, by document or by words, each with the
// page and span it stands on. Any member of the firm; NOT_FOUND outside it.
import { v } from 'convex/values'
import type { Doc, Id } from '../_generated/dataModel'
import { orgQuery } from '../lib/functions'
import { requireProject } from '../matters/model'
import { requireDocument } from '../dossier/model'
import { FACT_KINDS, vFactKind } from '../../shared/factValidators'
import { appError } from '../../shared/errors'
import { hasLoneSurrogate } from '../../shared/text'

/** The most facts one list returns; `truncated` says when there were more. */
export const FACT_LIST_MAX = 500
/** The longest search text accepted. */
export const FACT_SEARCH_MAX = 200

const KIND_ORDER = new Map<string, number>(FACT_KINDS.map((kind, index) => [kind, index]))

export const list = orgQuery({
  args: {
    projectId: v.id('projects'),
    kind: v.optional(vFactKind),
    documentId: v.optional(v.id('documents')),
    search: v.optional(v.string()),
  },
  handler: async (ctx, args) => {
    const project = await requireProject(ctx, ctx.organization._id, args.projectId)
    if (args.documentId) {
      const document = await requireDocument(ctx, ctx.organization._id, args.documentId)
      if (document.projectId !== project._id) throw appError('NOT_FOUND', 'Document not found')
    }
    const search = (args.search ?? '').trim()
    if (search.length > FACT_SEARCH_MAX) {
      throw appError('INVALID_INPUT', `Search text is at most ${FACT_SEARCH_MAX} characters`)
    }
    if (hasLoneSurrogate(search)) throw appError('INVALID_INPUT', 'Search text is not valid text')
    let rows: Doc<'documentFacts'>[]
    if (search !== '') {
      rows = await ctx.db
        .query('documentFacts')
        .withSearchIndex('search_facts', (q) => {
          const base = q
            .search('search', search)
            .eq('organizationId', ctx.organization._id)
            .eq('projectId', project._id)
          return args.kind ? base.eq('kind', args.kind) : base
        })
        .take(FACT_LIST_MAX + 1)
      if (args.documentId) rows = rows.filter((f) => f.documentId === args.documentId)
    } else if (args.documentId) {
      rows = await ctx.db
        .query('documentFacts')
        .withIndex('by_documentId', (q) => q.eq('documentId', args.documentId!))
        .take(FACT_LIST_MAX + 1)
      if (args.kind) rows = rows.filter((f) => f.kind === args.kind)
    } else if (args.kind) {
      rows = await ctx.db
        .query('documentFacts')
        .withIndex('by_projectId_and_kind', (q) =>
          q.eq('projectId', project._id).eq('kind', args.kind!),
        )
        .take(FACT_LIST_MAX + 1)
    } else {
      rows = await ctx.db
        .query('documentFacts')
        .withIndex('by_projectId_and_kind', (q) => q.eq('projectId', project._id))
        .take(FACT_LIST_MAX + 1)
    }
    const truncated = rows.length > FACT_LIST_MAX
    rows = rows.slice(0, FACT_LIST_MAX)
    const names = new Map<Id<'documents'>, string>()
    // Each fact's exact words (its page's text at [start, end)): the viewer's link marks them.
    const pageTexts = new Map<string, string>()
    for (const row of rows) {
      if (!names.has(row.documentId)) {
        const document = await ctx.db.get('documents', row.documentId)
        names.set(row.documentId, document?.name ?? '')
      }
      const pageKey = `${row.documentId}:${row.page}`
      if (!pageTexts.has(pageKey)) {
        const page = await ctx.db
          .query('documentPages')
          .withIndex('by_documentId_and_page', (q) =>
            q.eq('documentId', row.documentId).eq('page', row.page),
          )
          .first()
        pageTexts.set(pageKey, page?.text ?? '')
      }
    }
    const facts = rows
      .filter((row) => names.get(row.documentId) !== '')
      .map((row) => ({
        _id: row._id,
        documentId: row.documentId,
        documentName: names.get(row.documentId)!,
        kind: row.kind,
        role: row.role,
        value: row.value,
        display: row.display,
        context: row.context,
        quote: pageTexts.get(`${row.documentId}:${row.page}`)!.slice(row.start, row.end),
        page: row.page,
        start: row.start,
        end: row.end,
        confidence: row.confidence,
      }))
      .sort(
        (a, b) =>
          a.documentName.localeCompare(b.documentName) ||
          KIND_ORDER.get(a.kind)! - KIND_ORDER.get(b.kind)! ||
          a.page - b.page ||
          a.start - b.start,
      )
    return { facts, truncated }
  },
})

/** The matter's documents that have facts, for the extract screen's document filter. */
export const documents = orgQuery({
  args: { projectId: v.id('projects') },
  handler: async (ctx, { projectId }) => {
    const project = await requireProject(ctx, ctx.organization._id, projectId)
    const docs = await ctx.db
      .query('documents')
      .withIndex('by_projectId_and_status', (q) =>
        q.eq('projectId', project._id).eq('status', 'ready'),
      )
      .take(FACT_LIST_MAX)
    return docs
      .map((d) => ({ _id: d._id, name: d.name }))
      .sort((a, b) => a.name.localeCompare(b.name))
  },
})
