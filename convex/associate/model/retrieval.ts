// What an answer may draw on: the pages of the thread's scope that best match the question.
// A whole matter is searched through the page index (filtered by organisation and matter inside
// the index, so nothing of another matter or firm can come back); a small selection or table is
// read whole, a large one searched and kept to its own documents.
import type { Doc, Id } from '../../_generated/dataModel'
import type { QueryCtx } from '../../_generated/server'
import { questionTerms, type ScopeFact, type SourcePage } from '../../ai/model/associate'
import type { ThreadScope } from '../../../shared/associateValidators'
import { folderDocuments } from '../../review/model'
import { ROWS_MAX } from '../../review/model/rules'

/** Pages the page index gives for a whole matter, best first. */
export const MATTER_PAGE_HITS = 64
/** Pages read from the index for a large selection, before keeping the selection's own. */
export const SELECTION_PAGE_HITS = 256
/** A selection of at most this many documents is read whole, up to SELECTION_PAGES_MAX pages. */
export const SELECTION_READ_WHOLE_MAX = 50
export const SELECTION_PAGES_MAX = 800

/** The documents a scope holds, or null for the whole matter. */
export async function scopeDocumentIds(
  ctx: QueryCtx,
  project: Doc<'projects'>,
  scope: ThreadScope,
): Promise<Set<Id<'documents'>> | null> {
  switch (scope.kind) {
    case 'matter':
      return null
    case 'selection': {
      const ids = new Set(scope.documentIds)
      for (const folderId of scope.folderIds) {
        const folder = await ctx.db.get('folders', folderId)
        if (!folder || folder.projectId !== project._id) continue
        for (const document of await folderDocuments(ctx, project, folder, true)) {
          ids.add(document._id)
        }
      }
      return ids
    }
    case 'table': {
      const table = await ctx.db.get('reviewTables', scope.tableId)
      if (!table || table.projectId !== project._id) return new Set()
      const rows = await ctx.db
        .query('reviewRows')
        .withIndex('by_tableId', (q) => q.eq('tableId', table._id))
        .take(ROWS_MAX)
      return new Set(rows.map((row) => row.documentId))
    }
  }
}

async function searchPages(ctx: QueryCtx, project: Doc<'projects'>, text: string, hits: number) {
  return await ctx.db
    .query('documentPages')
    .withSearchIndex('search_text', (q) =>
      q
        .search('text', text)
        .eq('organizationId', project.organizationId)
        .eq('projectId', project._id),
    )
    .take(hits)
}

async function readWhole(ctx: QueryCtx, ids: Set<Id<'documents'>>) {
  const pages: Doc<'documentPages'>[] = []
  for (const documentId of ids) {
    const left = SELECTION_PAGES_MAX - pages.length
    if (left <= 0) break
    pages.push(
      ...(await ctx.db
        .query('documentPages')
        .withIndex('by_documentId_and_page', (q) => q.eq('documentId', documentId))
        .take(left)),
    )
  }
  return pages
}

/** The scope's pages that may answer the question, with their documents' names. */
export async function retrievePages(
  ctx: QueryCtx,
  project: Doc<'projects'>,
  scope: ThreadScope,
  question: string,
): Promise<SourcePage[]> {
  const terms = questionTerms(question)
  if (terms.length === 0) return []
  const ids = await scopeDocumentIds(ctx, project, scope)
  let pages: Doc<'documentPages'>[]
  if (ids === null) {
    pages = await searchPages(ctx, project, terms.join(' '), MATTER_PAGE_HITS)
  } else if (ids.size <= SELECTION_READ_WHOLE_MAX) {
    pages = await readWhole(ctx, ids)
  } else {
    const found = await searchPages(ctx, project, terms.join(' '), SELECTION_PAGE_HITS)
    pages = found.filter((page) => ids.has(page.documentId))
  }
  const documents = new Map<Id<'documents'>, Promise<Doc<'documents'> | null>>()
  const named = await Promise.all(
    pages.map(async (page) => {
      if (!documents.has(page.documentId)) {
        documents.set(page.documentId, ctx.db.get('documents', page.documentId))
      }
      const document = await documents.get(page.documentId)!
      // A page whose document is going (deletion runs in batches), or of another matter, is not a source.
      if (!document || document.projectId !== project._id) return null
      return {
        documentId: page.documentId,
        documentName: document.name,
        page: page.page,
        text: page.text,
      }
    }),
  )
  return named.filter((page) => page !== null)
}

/** Documents whose facts a question reads: the ones its words find, then the pages' own. */
export const FACT_DOCUMENTS_MAX = 12
/** Facts read per document (captions first in reading order; dates and amounts after). */
export const FACTS_PER_DOCUMENT_MAX = 300
/** Fact hits read from the facts index for a whole matter. */
const FACT_HITS = 64

/**
 * The facts layer's part of an answer (issue 27): the facts of the documents the question names
 * (found through the facts index, so within the organisation and matter) and of the documents
 * whose pages were retrieved, with each fact document's first two pages added to `pages` so a
 * caption can be cited. Bounded: FACT_DOCUMENTS_MAX documents.
 */
export async function retrieveFacts(
  ctx: QueryCtx,
  project: Doc<'projects'>,
  scope: ThreadScope,
  question: string,
  pages: SourcePage[],
): Promise<{ facts: ScopeFact[]; pages: SourcePage[] }> {
  const terms = questionTerms(question)
  if (terms.length === 0) return { facts: [], pages }
  const ids = await scopeDocumentIds(ctx, project, scope)
  const hits = await ctx.db
    .query('documentFacts')
    .withSearchIndex('search_facts', (q) =>
      q
        .search('search', terms.join(' '))
        .eq('organizationId', project.organizationId)
        .eq('projectId', project._id),
    )
    .take(FACT_HITS)
  const wanted: Id<'documents'>[] = []
  const add = (id: Id<'documents'>) => {
    if (
      wanted.length < FACT_DOCUMENTS_MAX &&
      !wanted.includes(id) &&
      (ids === null || ids.has(id))
    ) {
      wanted.push(id)
    }
  }
  for (const hit of hits) add(hit.documentId)
  for (const page of pages) add(page.documentId as Id<'documents'>)
  const facts: ScopeFact[] = []
  const all = [...pages]
  for (const documentId of wanted) {
    const document = await ctx.db.get('documents', documentId)
    if (!document || document.projectId !== project._id) continue
    const rows = await ctx.db
      .query('documentFacts')
      .withIndex('by_documentId', (q) => q.eq('documentId', documentId))
      .take(FACTS_PER_DOCUMENT_MAX)
    for (const row of rows) {
      facts.push({
        kind: row.kind,
        role: row.role,
        value: row.value,
        display: row.display,
        context: row.context,
        page: row.page,
        start: row.start,
        end: row.end,
        confidence: row.confidence,
        documentId,
        documentName: document.name,
      })
    }
    const needed = new Set([
      1,
      2,
      ...rows.filter((r) => r.kind !== 'date' && r.kind !== 'amount').map((r) => r.page),
    ])
    for (const page of needed) {
      if (all.some((p) => p.documentId === documentId && p.page === page)) continue
      const row = await ctx.db
        .query('documentPages')
        .withIndex('by_documentId_and_page', (q) => q.eq('documentId', documentId).eq('page', page))
        .first()
      if (row) all.push({ documentId, documentName: document.name, page: row.page, text: row.text })
    }
  }
  return { facts, pages: all }
}

/** Docket-number facts read for a whole matter, to tell whether it holds one case. */
const MATTER_DOCKETS_MAX = 500

/**
 * The docket numbers the matter's papers state as their own (distinct, at most
 * MATTER_DOCKETS_MAX facts read): one number means the matter holds one case, which a question
 * naming no case then asks of (oneCase.ts).
 */
export async function matterDocketNumbers(
  ctx: QueryCtx,
  project: Doc<'projects'>,
): Promise<string[]> {
  const rows = await ctx.db
    .query('documentFacts')
    .withIndex('by_projectId_and_kind', (q) => q.eq('projectId', project._id).eq('kind', 'docket'))
    .take(MATTER_DOCKETS_MAX)
  return [...new Set(rows.filter((row) => row.role === 'this').map((row) => row.value))]
}
