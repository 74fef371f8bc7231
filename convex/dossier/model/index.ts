// The dossier's shared rules: finding folders and documents inside the viewer's organisation,
// name checks, the row the lists return, and the one place a document's data is deleted.
import type { Doc, Id } from '../../_generated/dataModel'
import type { MutationCtx, QueryCtx } from '../../_generated/server'
import { appError } from '../../../shared/errors'
import { thumbnailLink } from './fileLinks'
import { requireProject } from '../../matters/model'
import { removeDocumentRows } from '../../review/model/rowCleanup'
import { deleteDocumentFacts } from '../../facts/model'
import { plainStatusReason } from './statusReason'
import { BIDI_IN_NAME, hasBidiControl, hasLoneSurrogate } from '../../../shared/text'

export const TAG_MAX = 60
export const TAGS_MAX = 20
/** The most items a bulk action takes at once (the dossier's selection is one page or more). */
export const BULK_MAX = 200
/** The most colleagues one share names at once. */
export const SHARE_RECIPIENTS_MAX = 50

/** A matter of the organisation that may change: NOT_FOUND elsewhere, CONFLICT when archived. */
export async function requireWritableProject(
  ctx: QueryCtx,
  organizationId: Id<'organizations'>,
  projectId: Id<'projects'>,
) {
  const project = await requireProject(ctx, organizationId, projectId)
  if (project.archivedAt !== undefined) {
    throw appError('CONFLICT', 'This matter is archived')
  }
  return project
}

/** A folder of the organisation, or NOT_FOUND 'Folder not found'. */
export async function requireFolder(
  ctx: QueryCtx,
  organizationId: Id<'organizations'>,
  folderId: Id<'folders'>,
) {
  const folder = await ctx.db.get('folders', folderId)
  if (!folder || folder.organizationId !== organizationId) {
    throw appError('NOT_FOUND', 'Folder not found')
  }
  return folder
}

/** A document of the organisation, or NOT_FOUND 'Document not found' (spec §8). */
export async function requireDocument(
  ctx: QueryCtx,
  organizationId: Id<'organizations'>,
  documentId: Id<'documents'>,
) {
  const document = await ctx.db.get('documents', documentId)
  if (!document || document.organizationId !== organizationId) {
    throw appError('NOT_FOUND', 'Document not found')
  }
  return document
}

/** The folder `folderId` names inside `projectId`, or NOT_FOUND; undefined means the top level. */
export async function requireFolderInProject(
  ctx: QueryCtx,
  project: Doc<'projects'>,
  folderId: Id<'folders'> | undefined,
) {
  if (folderId === undefined) return null
  const folder = await requireFolder(ctx, project.organizationId, folderId)
  if (folder.projectId !== project._id) {
    throw appError('NOT_FOUND', 'Folder not found')
  }
  return folder
}

// Control characters (tabs and newlines included) and path separators have no place in a name.
// eslint-disable-next-line no-control-regex
const FORBIDDEN_IN_NAME = /[\u0000-\u001f\u007f/\\]/

/** A trimmed folder or document name, or INVALID_INPUT with the reason. */
export function cleanName(value: string, what: 'Folder' | 'Document' | 'Tag', max: number) {
  const name = value.trim()
  if (name.length === 0) throw appError('INVALID_INPUT', `${what} name is required`)
  if (name.length > max) {
    throw appError('INVALID_INPUT', `${what} name must be at most ${max} characters`)
  }
  if (hasLoneSurrogate(name) || FORBIDDEN_IN_NAME.test(name)) {
    throw appError('INVALID_INPUT', `${what} name cannot contain / \\ or control characters`)
  }
  if (hasBidiControl(name)) {
    throw appError('INVALID_INPUT', `${what} name ${BIDI_IN_NAME}`)
  }
  // They mean "here" and "up" in a path: in an exported zip or a saved copy they are no name.
  if (name === '.' || name === '..') {
    throw appError('INVALID_INPUT', `${what} name cannot be . or ..`)
  }
  return name
}

/** Trimmed, de-duplicated tags (case-insensitively), each a valid name. */
export function cleanTags(tags: string[]) {
  if (tags.length > TAGS_MAX) {
    throw appError('INVALID_INPUT', `A document takes at most ${TAGS_MAX} tags`)
  }
  const seen = new Set<string>()
  const clean: string[] = []
  for (const tag of tags) {
    const name = cleanName(tag, 'Tag', TAG_MAX)
    if (!seen.has(name.toLowerCase())) {
      seen.add(name.toLowerCase())
      clean.push(name)
    }
  }
  return clean
}

/** Refuses more than `max` ids in one call, and duplicates. */
export function checkBulk<T extends string>(ids: T[], max = BULK_MAX): T[] {
  if (ids.length === 0) throw appError('INVALID_INPUT', 'Select at least one item')
  if (ids.length > max) throw appError('INVALID_INPUT', `Select at most ${max} items at once`)
  return [...new Set(ids)]
}

export type DocumentRowOptions = { includeHtmlContent?: boolean; includeSummary?: boolean }

/** Whether the viewer favorited the document, and whether it is shared with or by them. */
async function viewerMarks(ctx: QueryCtx, viewerId: Id<'users'>, document: Doc<'documents'>) {
  const favorite = await ctx.db
    .query('favorites')
    .withIndex('by_userId_and_documentId', (q) =>
      q.eq('userId', viewerId).eq('documentId', document._id),
    )
    .first()
  const sharedWithViewer = await ctx.db
    .query('shares')
    .withIndex('by_documentId_and_sharedWith', (q) =>
      q.eq('documentId', document._id).eq('sharedWith', viewerId),
    )
    .first()
  // Shares of one document are bounded by the organisation's members.
  const sharedByViewer = sharedWithViewer
    ? null
    : (
        await ctx.db
          .query('shares')
          .withIndex('by_documentId_and_sharedWith', (q) => q.eq('documentId', document._id))
          .collect()
      ).find((share) => share.sharedBy === viewerId)
  return {
    isFavorite: favorite !== null,
    isShared: (sharedWithViewer ?? sharedByViewer ?? null) !== null,
  }
}

/** A document as every list and the viewer return it (spec §3 fields and what the UI shows). */
export async function toDocumentRow(
  ctx: QueryCtx,
  viewerId: Id<'users'>,
  document: Doc<'documents'>,
  options: DocumentRowOptions = {},
) {
  const marks = await viewerMarks(ctx, viewerId, document)
  // The app's authorizing route, never the storage URL itself (convex/dossier/model/fileLinks.ts).
  const thumbnailUrl = document.thumbnailStorageId ? thumbnailLink(document._id) : null
  return {
    _id: document._id,
    _creationTime: document._creationTime,
    storageId: document.storageId,
    projectId: document.projectId,
    folderId: document.folderId ?? null,
    name: document.name,
    fileNameOriginal: document.fileNameOriginal,
    kind: document.kind,
    mimeType: document.mimeType,
    size: document.size,
    tags: document.tags,
    primaryTagName: document.primaryTagName ?? null,
    status: document.status,
    statusReason: plainStatusReason(document.statusReason),
    pageCount: document.pageCount ?? null,
    ocrConfidence: document.ocrConfidence ?? null,
    duplicateOf: document.duplicateOf ?? null,
    uploadedBy: document.uploadedBy,
    thumbnailUrl,
    ...marks,
    ...(options.includeSummary ? { summary: document.summary ?? null } : {}),
    ...(options.includeHtmlContent ? { htmlContent: document.htmlContent ?? null } : {}),
  }
}

export type DocumentRow = Awaited<ReturnType<typeof toDocumentRow>>

/** Pages deleted per mutation; a longer document's remaining pages go in scheduled batches. */
export const PAGE_DELETE_BATCH = 500

/**
 * Removes a document and everything derived from it (target R11): its pages (the search rows),
 * favorites, shares, reading time, its facts, the stored file and thumbnail. Returns false when pages remain, for the
 * caller to schedule `documentCleanup.pages` with the document id.
 */
export async function deleteDocumentData(
  ctx: MutationCtx,
  document: Doc<'documents'>,
  pageLimit = PAGE_DELETE_BATCH,
) {
  for (const favorite of await ctx.db
    .query('favorites')
    .withIndex('by_documentId', (q) => q.eq('documentId', document._id))
    .collect()) {
    await ctx.db.delete('favorites', favorite._id)
  }
  for (const share of await ctx.db
    .query('shares')
    .withIndex('by_documentId_and_sharedWith', (q) => q.eq('documentId', document._id))
    .collect()) {
    await ctx.db.delete('shares', share._id)
  }
  // Reading time says which document a person read: it goes with the document.
  for (const reading of await ctx.db
    .query('readingTime')
    .withIndex('by_documentId', (q) => q.eq('documentId', document._id))
    .collect()) {
    await ctx.db.delete('readingTime', reading._id)
  }
  await removeDocumentRows(ctx, document._id)
  await deleteDocumentFacts(ctx, document._id)
  await ctx.storage.delete(document.storageId)
  if (document.thumbnailStorageId) await ctx.storage.delete(document.thumbnailStorageId)
  await ctx.db.delete('documents', document._id)
  return await deletePages(ctx, document._id, pageLimit)
}

/** Deletes up to `limit` pages of a document; true when none remain. */
export async function deletePages(
  ctx: MutationCtx,
  documentId: Id<'documents'>,
  limit = PAGE_DELETE_BATCH,
) {
  const pages = await ctx.db
    .query('documentPages')
    .withIndex('by_documentId_and_page', (q) => q.eq('documentId', documentId))
    .take(limit + 1)
  for (const page of pages.slice(0, limit)) {
    await ctx.db.delete('documentPages', page._id)
  }
  return pages.length <= limit
}
