// Which documents one page of the dossier list holds: read through the index that matches the
// filter and sort, so a page reads its own rows and not the matter's (target P1: at most
// 2 × the page size documents per page).
import type { PaginationOptions, PaginationResult } from 'convex/server'
import type { Infer } from 'convex/values'
import type { Doc, Id } from '../../_generated/dataModel'
import type { QueryCtx } from '../../_generated/server'
import type { DocumentSort, vDocumentFilter } from '../../../shared/dossierValidators'
import { checkPageSize, withCheckedCursor } from '../../lib/pagination'

type DocumentFilter = Infer<typeof vDocumentFilter>
/** The largest page a caller may ask for (the dossier asks for 20, spec §9). */
export const PAGE_SIZE_MAX = 100

/** Joins a page of favorite or share rows to their documents, dropping any since deleted. */
async function joinDocuments(
  ctx: QueryCtx,
  page: PaginationResult<Doc<'favorites'> | Doc<'shares'>>,
): Promise<PaginationResult<Doc<'documents'>>> {
  const documents = await Promise.all(
    page.page.map((row) => ctx.db.get('documents', row.documentId!)),
  )
  return { ...page, page: documents.filter((doc) => doc !== null) }
}

/**
 * A page of the matter's documents. A cursor from another query (or made up) is INVALID_INPUT,
 * not an internal error.
 */
export async function pageOfDocuments(
  ctx: QueryCtx,
  viewerId: Id<'users'>,
  filter: DocumentFilter,
  options: PaginationOptions,
  sort: DocumentSort | undefined,
): Promise<PaginationResult<Doc<'documents'>>> {
  checkPageSize(options, PAGE_SIZE_MAX, 'documents')
  return await withCheckedCursor(() => readPage(ctx, viewerId, filter, options, sort))
}

const SORT_INDEXES = {
  name: 'by_projectId_and_folderId_and_nameKey',
  type: 'by_projectId_and_folderId_and_kind',
  added: 'by_projectId_and_folderId',
} as const

async function readPage(
  ctx: QueryCtx,
  viewerId: Id<'users'>,
  filter: DocumentFilter,
  options: PaginationOptions,
  sort: DocumentSort | undefined,
): Promise<PaginationResult<Doc<'documents'>>> {
  const { projectId, folderId } = filter
  if (filter.isFavorite) {
    const page = await ctx.db
      .query('favorites')
      .withIndex('by_userId_and_projectId_and_target', (q) =>
        q.eq('userId', viewerId).eq('projectId', projectId).eq('target', 'document'),
      )
      .order('desc')
      .paginate(options)
    return await joinDocuments(ctx, page)
  }
  if (filter.isShared) {
    const page = await ctx.db
      .query('shares')
      .withIndex('by_sharedWith_and_projectId_and_target', (q) =>
        q.eq('sharedWith', viewerId).eq('projectId', projectId).eq('target', 'document'),
      )
      .order('desc')
      .paginate(options)
    return await joinDocuments(ctx, page)
  }
  if (filter.from !== 'dossier' && folderId === undefined) {
    // The whole matter, whatever the folder (review tables and exports read it this way).
    return await ctx.db
      .query('documents')
      .withIndex('by_projectId_and_folderId', (q) => q.eq('projectId', projectId))
      .order('desc')
      .paginate(options)
  }
  // Each sort reads through its own index: by name, by type, or by date added (newest first
  // when no column is sorted).
  const index = SORT_INDEXES[sort?.column ?? 'added']
  return await ctx.db
    .query('documents')
    .withIndex(index, (q) => q.eq('projectId', projectId).eq('folderId', folderId))
    .order(sort?.direction ?? 'desc')
    .paginate(options)
}
