import { paginationOptsValidator } from 'convex/server'
import { v } from 'convex/values'
import { internal } from '../_generated/api'
import type { Doc } from '../_generated/dataModel'
import { sameSecret } from '../../shared/clientAddress'
import { finishDeletion, purgeLater } from '../lib/deletion'
import { appError } from '../../shared/errors'
import { DOCUMENT_NAME_MAX } from '../../shared/names'
import { THUMBNAIL_MIME_TYPE, fileLink } from './model/fileLinks'
import {
  cleanName,
  cleanTags,
  deleteDocumentData,
  requireDocument,
  requireFolderInProject,
  requireWritableProject,
  toDocumentRow,
} from './model'
import { pageOfDocuments } from './model/documentListing'
import { vDocumentFilter, vDocumentSort } from '../../shared/dossierValidators'
import { orgMutation, orgQuery } from '../lib/functions'
import { checkPageSize, withCheckedCursor } from '../lib/pagination'
import { recordProjectEvent, requireProject } from '../matters/model'
import { plainStatusReason } from './model/statusReason'

/**
 * A page of a matter's documents (spec §7 "list documents"): one folder's with `from: 'dossier'`
 * (its top level without `folderId`), the viewer's favorites, those shared with the viewer, or
 * all of the matter's. `sort` orders a folder's documents by name, type or date added.
 */
export const list = orgQuery({
  args: {
    paginationOpts: paginationOptsValidator,
    filter: vDocumentFilter,
    includeHtmlContent: v.optional(v.boolean()),
    includeSummary: v.optional(v.boolean()),
    sort: v.optional(vDocumentSort),
  },
  handler: async (ctx, { paginationOpts, filter, includeHtmlContent, includeSummary, sort }) => {
    const project = await requireProject(ctx, ctx.organization._id, filter.projectId)
    await requireFolderInProject(ctx, project, filter.folderId)
    const page = await pageOfDocuments(ctx, ctx.viewer._id, filter, paginationOpts, sort)
    return {
      ...page,
      page: await Promise.all(
        page.page.map((document) =>
          toDocumentRow(ctx, ctx.viewer._id, document, { includeHtmlContent, includeSummary }),
        ),
      ),
    }
  },
})

/** One document with its details (spec §7 "get document by id"); 'Document not found' otherwise. */
export const get = orgQuery({
  // A string, not v.id: a malformed id in a link is 'Document not found' like any missing one.
  args: { documentId: v.string() },
  handler: async (ctx, args) => {
    const documentId = ctx.db.normalizeId('documents', args.documentId)
    if (!documentId) throw appError('NOT_FOUND', 'Document not found')
    const document = await requireDocument(ctx, ctx.organization._id, documentId)
    const row = await toDocumentRow(ctx, ctx.viewer._id, document, {
      includeHtmlContent: true,
      includeSummary: true,
    })
    const folder = document.folderId ? await ctx.db.get('folders', document.folderId) : null
    const uploader = await ctx.db.get('users', document.uploadedBy)
    const project = (await ctx.db.get('projects', document.projectId))!
    return {
      ...row,
      matter: { slug: project.slug, name: project.name },
      folder: folder ? { _id: folder._id, name: folder.name, path: folder.path } : null,
      uploadedByName: uploader?.name ?? 'Former member',
      pagesWithoutText: document.pagesWithoutText ?? [],
      ocrPages: document.ocrPages ?? 0,
      passwordProtected: document.passwordProtected ?? false,
      processedAt: document.processedAt ?? null,
    }
  },
})

/** True when `secret` is the one the app server shares with the backend (CASEFILE_PROXY_SECRET). */
function isAppServer(secret: string) {
  const expected = process.env.CASEFILE_PROXY_SECRET
  return expected !== undefined && expected.length >= 32 && sameSecret(secret, expected)
}

/** The most pages of text one call returns. */
const TEXT_PAGES_MAX = 50

/** A document's text, page by page, as processing read it (OCR confidence where OCR read it). */
export const pages = orgQuery({
  args: { documentId: v.id('documents'), paginationOpts: paginationOptsValidator },
  handler: async (ctx, { documentId, paginationOpts }) => {
    await requireDocument(ctx, ctx.organization._id, documentId)
    checkPageSize(paginationOpts, TEXT_PAGES_MAX, 'pages')
    const result = await withCheckedCursor(() =>
      ctx.db
        .query('documentPages')
        .withIndex('by_documentId_and_page', (q) => q.eq('documentId', documentId))
        .paginate(paginationOpts),
    )
    return {
      ...result,
      page: result.page.map(({ page, text, ocrConfidence }) => ({
        page,
        text,
        ocrConfidence: ocrConfidence ?? null,
      })),
    }
  },
})

/**
 * The URL a document's stored file is served at (spec §7 "storage URL from storageId"): the app's
 * authorizing route, which checks on every request that the caller may still see the document.
 * Null when the file itself is no longer stored.
 */
export const storageUrl = orgQuery({
  args: { storageId: v.id('_storage') },
  handler: async (ctx, { storageId }) => {
    const document = await ctx.db
      .query('documents')
      .withIndex('by_storageId', (q) => q.eq('storageId', storageId))
      .first()
    if (!document || document.organizationId !== ctx.organization._id) {
      throw appError('NOT_FOUND', 'Document not found')
    }
    return (await ctx.storage.getUrl(storageId)) ? fileLink(document._id) : null
  },
})

/**
 * Where the app server reads a document's file or thumbnail from, for the caller it serves
 * (app/lib/file-serving.server.ts): the backend's storage URL, and the type, kind and names
 * decided at registration. The storage URL needs no sign-in and never expires, so only the app
 * server, which proves itself with the secret it shares with the backend, may have it; the
 * browser gets the route of `storageUrl`, authorized again on every request.
 */
export const fileSource = orgQuery({
  // A string, not v.id: a made-up id in a link is 'Document not found' like any missing one.
  args: {
    documentId: v.string(),
    part: v.union(v.literal('file'), v.literal('thumbnail')),
    appSecret: v.string(),
  },
  handler: async (ctx, { documentId, part, appSecret }) => {
    if (!isAppServer(appSecret)) {
      throw appError('FORBIDDEN', 'Only the app server reads stored files')
    }
    const id = ctx.db.normalizeId('documents', documentId)
    if (!id) throw appError('NOT_FOUND', 'Document not found')
    const document = await requireDocument(ctx, ctx.organization._id, id)
    const storageId = part === 'file' ? document.storageId : document.thumbnailStorageId
    const url = storageId ? await ctx.storage.getUrl(storageId) : null
    if (!url) throw appError('NOT_FOUND', 'File not found')
    return part === 'file'
      ? {
          url,
          mimeType: document.mimeType,
          kind: document.kind,
          fileNameOriginal: document.fileNameOriginal,
          name: document.name,
        }
      : {
          url,
          mimeType: THUMBNAIL_MIME_TYPE,
          kind: 'png' as const,
          fileNameOriginal: null,
          name: `${document.name} thumbnail.png`,
        }
  },
})

const REPORT_MAX = 200

/**
 * The matter's ingest report: every file that failed, every file with pages still without text
 * after OCR, every password-protected file, so nobody trusts an empty search by mistake.
 */
export const ingestReport = orgQuery({
  args: { projectId: v.id('projects') },
  handler: async (ctx, { projectId }) => {
    await requireProject(ctx, ctx.organization._id, projectId)
    const read = async (status: Doc<'documents'>['status']) =>
      await ctx.db
        .query('documents')
        .withIndex('by_projectId_and_status', (q) =>
          q.eq('projectId', projectId).eq('status', status),
        )
        .take(REPORT_MAX)
    const line = (document: Doc<'documents'>) => ({
      _id: document._id,
      name: document.name,
      kind: document.kind,
      reason: plainStatusReason(document.statusReason),
      pageCount: document.pageCount ?? null,
      pagesWithoutText: document.pagesWithoutText ?? [],
    })
    const [failed, needsOcr, passwordProtected, pending] = await Promise.all([
      read('failed'),
      read('needs_ocr'),
      read('password_protected'),
      read('queued'),
    ])
    return {
      failed: failed.map(line),
      needsOcr: needsOcr.map(line),
      passwordProtected: passwordProtected.map(line),
      queued: pending.length,
    }
  },
})

/** An upload URL for one file of a matter (step 1 of an upload; `uploads.register` is step 2). */
export const generateUploadUrl = orgMutation({
  args: { projectId: v.id('projects') },
  handler: async (ctx, { projectId }) => {
    await requireWritableProject(ctx, ctx.organization._id, projectId)
    return await ctx.storage.generateUploadUrl()
  },
})

/** Renames a document (its original file name stays, for downloads). */
export const rename = orgMutation({
  args: { documentId: v.id('documents'), name: v.string() },
  handler: async (ctx, { documentId, name }) => {
    const document = await requireDocument(ctx, ctx.organization._id, documentId)
    const project = await requireWritableProject(ctx, ctx.organization._id, document.projectId)
    const clean = cleanName(name, 'Document', DOCUMENT_NAME_MAX)
    if (clean === document.name) return null
    await ctx.db.patch('documents', documentId, { name: clean, nameKey: clean.toLowerCase() })
    await recordProjectEvent(
      ctx,
      project,
      ctx.viewer._id,
      'document.renamed',
      `Renamed ${document.name} to ${clean}`,
    )
    return null
  },
})

/** Moves a document into a folder of the same matter, or to the top level without `folderId`. */
export const move = orgMutation({
  args: { documentId: v.id('documents'), folderId: v.optional(v.id('folders')) },
  handler: async (ctx, { documentId, folderId }) => {
    const document = await requireDocument(ctx, ctx.organization._id, documentId)
    const project = await requireWritableProject(ctx, ctx.organization._id, document.projectId)
    const folder = await requireFolderInProject(ctx, project, folderId)
    if (document.folderId === folderId) return null
    await ctx.db.patch('documents', documentId, { folderId })
    await recordProjectEvent(
      ctx,
      project,
      ctx.viewer._id,
      'document.moved',
      `Moved ${document.name} to ${folder ? folder.name : 'the top level'}`,
    )
    return null
  },
})

/** Replaces a document's tags; the primary tag, when given, must be one of them. */
export const setTags = orgMutation({
  args: {
    documentId: v.id('documents'),
    tags: v.array(v.string()),
    primaryTagName: v.optional(v.string()),
  },
  handler: async (ctx, { documentId, tags, primaryTagName }) => {
    const document = await requireDocument(ctx, ctx.organization._id, documentId)
    const project = await requireWritableProject(ctx, ctx.organization._id, document.projectId)
    const clean = cleanTags(tags)
    const primary = primaryTagName?.trim()
      ? clean.find((tag) => tag.toLowerCase() === primaryTagName.trim().toLowerCase())
      : clean[0]
    if (primaryTagName?.trim() && !primary) {
      throw appError('INVALID_INPUT', 'The primary tag must be one of the tags')
    }
    await ctx.db.patch('documents', documentId, { tags: clean, primaryTagName: primary })
    await recordProjectEvent(
      ctx,
      project,
      ctx.viewer._id,
      'document.tagged',
      clean.length > 0
        ? `Tagged ${document.name}: ${clean.join(', ')}`
        : `Untagged ${document.name}`,
    )
    return null
  },
})

/** Deletes a document and everything derived from it (target R11). */
export const remove = orgMutation({
  args: { documentId: v.id('documents') },
  handler: async (ctx, { documentId }) => {
    const document = await requireDocument(ctx, ctx.organization._id, documentId)
    const project = await requireWritableProject(ctx, ctx.organization._id, document.projectId)
    const done = await deleteDocumentData(ctx, document)
    await finishDeletion(ctx, project, {
      purges: done ? [] : [purgeLater(internal.dossier.documentCleanup.pages, { documentId })],
      action: 'document.deleted',
      summary: `Deleted ${document.name}`,
    })
    return null
  },
})
