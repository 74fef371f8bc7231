// The database side of uploads and processing: what the "use node" actions in uploads.ts and
// processing.ts read and write. Internal only; the public entry point is uploads.register.
import { v } from 'convex/values'
import { internal } from '../_generated/api'
import { internalMutation, internalQuery } from '../_generated/server'
import { getCurrentUserOrThrow } from '../lib/auth'
import { requireFolderInProject, requireWritableProject } from './model'
import { vFileKind } from '../../shared/dossierValidators'
import { appError } from '../../shared/errors'
import { requireCurrentOrg } from '../lib/functions'
import { recordProjectEvent } from '../matters/model'
import { notify } from '../notifications/model/notify'
import { uploadFailedNotice } from '../notifications/model/notices'

/** A processing run not finished by then is presumed dead and queued again. */
export const PROCESSING_LEASE_MS = 10 * 60 * 1000
/** Runs started per document before it is marked failed. */
export const MAX_ATTEMPTS = 3

/** Authorizes an upload for the caller: the matter may change and the folder belongs to it. */
export const uploadTarget = internalQuery({
  args: { projectId: v.id('projects'), folderId: v.optional(v.id('folders')) },
  handler: async (ctx, { projectId, folderId }) => {
    const viewer = await getCurrentUserOrThrow(ctx)
    const { organization } = await requireCurrentOrg({ ...ctx, viewer })
    const project = await requireWritableProject(ctx, organization._id, projectId)
    await requireFolderInProject(ctx, project, folderId)
    return { userId: viewer._id, organizationId: organization._id }
  },
})

/** A stored upload no document uses yet: its size and SHA-256 (base64), or null. */
export const unclaimedFile = internalQuery({
  args: { storageId: v.id('_storage') },
  handler: async (ctx, { storageId }) => {
    const claimed = await ctx.db
      .query('documents')
      .withIndex('by_storageId', (q) => q.eq('storageId', storageId))
      .first()
    const file = await ctx.db.system.get('_storage', storageId)
    if (claimed || !file) return null
    return { size: file.size, sha256: file.sha256 }
  },
})

/** Records an accepted upload as a queued document and starts its processing. */
export const insertUploaded = internalMutation({
  args: {
    projectId: v.id('projects'),
    folderId: v.optional(v.id('folders')),
    storageId: v.id('_storage'),
    name: v.string(),
    kind: vFileKind,
    mimeType: v.string(),
    size: v.number(),
    sha256: v.string(),
  },
  handler: async (ctx, args) => {
    const viewer = await getCurrentUserOrThrow(ctx)
    const { organization } = await requireCurrentOrg({ ...ctx, viewer })
    const project = await requireWritableProject(ctx, organization._id, args.projectId)
    await requireFolderInProject(ctx, project, args.folderId)
    const claimed = await ctx.db
      .query('documents')
      .withIndex('by_storageId', (q) => q.eq('storageId', args.storageId))
      .first()
    if (claimed) throw appError('NOT_FOUND', 'Upload not found')
    const original = await ctx.db
      .query('documents')
      .withIndex('by_projectId_and_sha256', (q) =>
        q.eq('projectId', project._id).eq('sha256', args.sha256),
      )
      .first()
    const documentId = await ctx.db.insert('documents', {
      ...args,
      organizationId: organization._id,
      nameKey: args.name.toLowerCase(),
      fileNameOriginal: args.name,
      uploadedBy: viewer._id,
      tags: [],
      duplicateOf: original?.duplicateOf ?? original?._id,
      status: 'queued',
    })
    await recordProjectEvent(ctx, project, viewer._id, 'document.uploaded', `Uploaded ${args.name}`)
    await ctx.scheduler.runAfter(0, internal.dossier.processing.run, { documentId })
    return { documentId, duplicateOf: original?._id ?? null }
  },
})

/** Claims a document for a processing run; null when it is gone or already handled. */
export const startRun = internalMutation({
  args: { documentId: v.id('documents') },
  handler: async (ctx, { documentId }) => {
    const document = await ctx.db.get('documents', documentId)
    if (!document || (document.status !== 'queued' && document.status !== 'processing')) {
      return null
    }
    const attempts = (document.attempts ?? 0) + 1
    if (attempts > MAX_ATTEMPTS) {
      await ctx.db.patch('documents', documentId, {
        status: 'failed',
        statusReason: `Processing stopped after ${MAX_ATTEMPTS} attempts`,
        leaseUntil: undefined,
      })
      await notify(ctx, uploadFailedNotice(document))
      return null
    }
    await ctx.db.patch('documents', documentId, {
      status: 'processing',
      attempts,
      leaseUntil: Date.now() + PROCESSING_LEASE_MS,
    })
    return { storageId: document.storageId, kind: document.kind }
  },
})

const vPage = v.object({
  page: v.number(),
  text: v.string(),
  ocrConfidence: v.optional(v.number()),
})

/** Stores (or replaces, on a re-run) a batch of a document's page texts. */
export const savePages = internalMutation({
  args: { documentId: v.id('documents'), pages: v.array(vPage) },
  handler: async (ctx, { documentId, pages }) => {
    const document = await ctx.db.get('documents', documentId)
    if (!document) return false
    for (const page of pages) {
      const existing = await ctx.db
        .query('documentPages')
        .withIndex('by_documentId_and_page', (q) =>
          q.eq('documentId', documentId).eq('page', page.page),
        )
        .first()
      const row = {
        organizationId: document.organizationId,
        projectId: document.projectId,
        documentId,
        ...page,
      }
      if (existing) await ctx.db.replace('documentPages', existing._id, row)
      else await ctx.db.insert('documentPages', row)
    }
    return true
  },
})

/** Records what processing learnt and the final status. */
export const finishRun = internalMutation({
  args: {
    documentId: v.id('documents'),
    status: v.union(
      v.literal('ready'),
      v.literal('needs_ocr'),
      v.literal('password_protected'),
      v.literal('failed'),
    ),
    statusReason: v.optional(v.string()),
    pageCount: v.optional(v.number()),
    pagesWithoutText: v.optional(v.array(v.number())),
    ocrPages: v.optional(v.number()),
    ocrConfidence: v.optional(v.number()),
    passwordProtected: v.optional(v.boolean()),
    htmlContent: v.optional(v.string()),
    summary: v.optional(v.string()),
    thumbnailStorageId: v.optional(v.id('_storage')),
  },
  handler: async (ctx, { documentId, ...result }) => {
    const document = await ctx.db.get('documents', documentId)
    if (!document) {
      if (result.thumbnailStorageId) await ctx.storage.delete(result.thumbnailStorageId)
      return null
    }
    if (document.thumbnailStorageId && result.thumbnailStorageId) {
      await ctx.storage.delete(document.thumbnailStorageId)
    }
    await ctx.db.patch('documents', documentId, {
      ...result,
      leaseUntil: undefined,
      processedAt: Date.now(),
    })
    if (result.status === 'failed' || result.status === 'password_protected') {
      await notify(ctx, uploadFailedNotice(document))
    }
    // The facts layer is built from the text just stored, in its own mutation (issue 27).
    if (result.status === 'ready' || result.status === 'needs_ocr') {
      await ctx.scheduler.runAfter(0, internal.facts.build.document, { documentId })
    }
    return null
  },
})

/** Queues again every run whose lease ran out (the backend restarted or the action died). */
export const requeueStalled = internalMutation({
  args: {},
  handler: async (ctx) => {
    const stalled = await ctx.db
      .query('documents')
      .withIndex('by_status_and_leaseUntil', (q) =>
        q.eq('status', 'processing').lt('leaseUntil', Date.now()),
      )
      .take(100)
    for (const document of stalled) {
      await ctx.db.patch('documents', document._id, { status: 'queued', leaseUntil: undefined })
      await ctx.scheduler.runAfter(0, internal.dossier.processing.run, { documentId: document._id })
    }
    return stalled.length
  },
})
