// The dossier search: document names and page text through their search indexes, both filtered
// by organisation and matter inside the index (nothing of another matter or firm can come back),
// grouped by document, checked for phrases, filtered, sorted, with snippets for the results shown.
//
// Capped, not paginated: a search reads the best PAGE_HITS pages (PAGE_HITS_NARROWED when filters
// or a sort by column need a wider net) and the best NAME_HITS names, and lists at most `limit`
// documents of those. Convex's search has no cursor worth following past relevance order (it
// answers at most 1,024 results), and a litigator refines a search rather than paging through it.
import type { Doc, Id } from '../../_generated/dataModel'
import type { QueryCtx } from '../../_generated/server'
import { appError } from '../../../shared/errors'
import {
  type SearchFilters,
  type SearchSort,
  checkFilters,
  compareBy,
  documentFilter,
  narrowsDocuments,
} from './searchFilters'
import { type ParsedQuery, parseSearchQuery } from '../../../shared/searchQuery'
import {
  type Snippet,
  buildSnippet,
  findHits,
  firstHitText,
  hitPattern,
  phraseCheck,
} from './searchText'

/** Pages read from the text index for a plain search, best first. */
export const PAGE_HITS = 128
/** Pages read when filters or a column sort must choose from more than the best few. */
export const PAGE_HITS_NARROWED = 256
/** Names read from the name index. */
export const NAME_HITS = 32
/** Documents listed by default, and at most. */
export const RESULTS_DEFAULT = 20
export const RESULTS_MAX = 100
/** Pages with a snippet per listed document. */
const HITS_PER_DOCUMENT = 3
/** Reciprocal-rank fusion: how much a first place outweighs a tenth (the usual k is 60). */
const FUSION_K = 10

export type SearchArgs = {
  query: string
  filters?: SearchFilters
  sort?: SearchSort
  limit?: number
}

type Found = {
  documentId: Id<'documents'>
  document: Doc<'documents'> | null
  nameRank: number | null
  pages: Doc<'documentPages'>[]
  score: number
}

function checkLimit(limit: number) {
  if (!Number.isInteger(limit) || limit < 1 || limit > RESULTS_MAX) {
    throw appError('INVALID_INPUT', `A search lists 1 to ${RESULTS_MAX} documents`)
  }
}

/** The matter's pages and names that match, grouped by document, phrases checked, scored. */
async function findDocuments(
  ctx: QueryCtx,
  project: Doc<'projects'>,
  query: ParsedQuery,
  pageHits: number,
) {
  const { organizationId, _id: projectId } = project
  const [pages, names] = await Promise.all([
    ctx.db
      .query('documentPages')
      .withSearchIndex('search_text', (q) =>
        q
          .search('text', query.indexText)
          .eq('organizationId', organizationId)
          .eq('projectId', projectId),
      )
      .take(pageHits),
    ctx.db
      .query('documents')
      .withSearchIndex('search_name', (q) =>
        q
          .search('name', query.indexText)
          .eq('organizationId', organizationId)
          .eq('projectId', projectId),
      )
      .take(NAME_HITS),
  ])
  const hasPhrases = phraseCheck(query)
  const found = new Map<Id<'documents'>, Found>()
  const entry = (documentId: Id<'documents'>) => {
    let item = found.get(documentId)
    if (!item) {
      item = { documentId, document: null, nameRank: null, pages: [], score: 0 }
      found.set(documentId, item)
    }
    return item
  }
  names.forEach((document, rank) => {
    if (!hasPhrases(document.name)) return
    const item = entry(document._id)
    item.document = document
    item.nameRank = rank
    item.score += 1 / (FUSION_K + rank)
  })
  pages.forEach((page, rank) => {
    if (!hasPhrases(page.text)) return
    const item = entry(page.documentId)
    // A document's best page counts towards its place; further pages only show as hits.
    if (item.pages.length === 0) item.score += 1 / (FUSION_K + rank)
    item.pages.push(page)
  })
  return { found: [...found.values()], capped: pages.length === pageHits }
}

/** The result row of one listed document: where it is, why it matched, its best pages. */
async function toResult(
  ctx: QueryCtx,
  item: Found & { document: Doc<'documents'> },
  pattern: RegExp,
  folders: Map<Id<'folders'>, Promise<Doc<'folders'> | null>>,
) {
  const { document } = item
  let folder: Doc<'folders'> | null = null
  if (document.folderId) {
    const id = document.folderId
    if (!folders.has(id)) folders.set(id, ctx.db.get('folders', id))
    folder = await folders.get(id)!
  }
  const hits = item.pages.slice(0, HITS_PER_DOCUMENT).map((page) => {
    const snippet: Snippet = buildSnippet(page.text, findHits(page.text, pattern))
    return { page: page.page, snippet, hitText: firstHitText(snippet) }
  })
  return {
    _id: document._id,
    _creationTime: document._creationTime,
    name: document.name,
    nameHighlights: findHits(document.name, pattern),
    kind: document.kind,
    status: document.status,
    tags: document.tags,
    pageCount: document.pageCount ?? null,
    folder: folder ? { _id: folder._id, name: folder.name, path: folder.path } : null,
    matchingPages: item.pages.length,
    hits,
  }
}

export type SearchResult = Awaited<ReturnType<typeof toResult>>

/**
 * Runs a search in a matter the caller may read. `total` counts the documents found within the
 * cap, or is null when the listing stopped before counting them all (filters, best first);
 * `capped` says the index had more pages than were read, so more may exist.
 */
export async function searchDocuments(ctx: QueryCtx, project: Doc<'projects'>, args: SearchArgs) {
  const filters = args.filters ?? {}
  const sort = args.sort ?? { column: 'relevance', direction: 'desc' }
  const limit = args.limit ?? RESULTS_DEFAULT
  checkLimit(limit)
  checkFilters(filters)
  const query = parseSearchQuery(args.query)
  const accept = await documentFilter(ctx, project, filters)
  if (!query) return { results: [], total: 0, hasMore: false, capped: false }

  const bestFirst = sort.column === 'relevance' && sort.direction === 'desc'
  const filtered = narrowsDocuments(filters)
  const { found, capped } = await findDocuments(
    ctx,
    project,
    query,
    filtered || !bestFirst ? PAGE_HITS_NARROWED : PAGE_HITS,
  )
  found.sort((a, b) => b.score - a.score)
  const load = async (item: Found) => {
    item.document ??= await ctx.db.get('documents', item.documentId)
    return item.document !== null && accept(item.document)
  }

  let listed: (Found & { document: Doc<'documents'> })[]
  let total: number | null
  if (!bestFirst) {
    // Another order needs every found document.
    const accepted = await Promise.all(found.map(load))
    const kept = found.filter((_, index) => accepted[index]) as typeof listed
    kept.sort(compareBy(sort))
    total = kept.length
    listed = kept.slice(0, limit)
  } else {
    // Best first already: read documents only until the list is full. A document row whose
    // pages outlive it for a moment (deletion runs in batches) is skipped.
    listed = []
    let index = 0
    let overflow = 0
    while (index < found.length && listed.length < limit) {
      // In batches: the rows a full list still needs, more when filters may turn some away.
      const batch = found.slice(index, index + Math.max(limit - listed.length, filtered ? 32 : 1))
      index += batch.length
      const accepted = await Promise.all(batch.map(load))
      for (const [i, item] of batch.entries()) {
        if (!accepted[i]) continue
        if (listed.length < limit) listed.push(item as (typeof listed)[number])
        else overflow++
      }
    }
    const unread = found.length - index
    total =
      unread === 0 ? listed.length + overflow : filtered ? null : listed.length + overflow + unread
  }
  const pattern = hitPattern(query)
  const folders = new Map<Id<'folders'>, Promise<Doc<'folders'> | null>>()
  const results = await Promise.all(listed.map((item) => toResult(ctx, item, pattern, folders)))
  return { results, total, hasMore: total === null || total > results.length, capped }
}
