// Background deletion of what a delete leaves too big for one mutation: a deleted folder's
// documents and a long document's remaining pages. Each batch reschedules itself until done.
import { v } from 'convex/values'
import { internal } from '../_generated/api'
import { internalMutation } from '../_generated/server'
import { deleteDocumentData, deletePages } from './model'

const DOCUMENTS_PER_BATCH = 25

/** Deletes a (deleted) folder's documents, a batch at a time. */
export const folderDocuments = internalMutation({
  args: { projectId: v.id('projects'), folderId: v.id('folders') },
  handler: async (ctx, { projectId, folderId }) => {
    const batch = await ctx.db
      .query('documents')
      .withIndex('by_projectId_and_folderId', (q) =>
        q.eq('projectId', projectId).eq('folderId', folderId),
      )
      .take(DOCUMENTS_PER_BATCH)
    for (const document of batch) {
      if (!(await deleteDocumentData(ctx, document))) {
        await ctx.scheduler.runAfter(0, internal.dossier.documentCleanup.pages, {
          documentId: document._id,
        })
      }
    }
    if (batch.length === DOCUMENTS_PER_BATCH) {
      await ctx.scheduler.runAfter(0, internal.dossier.documentCleanup.folderDocuments, {
        projectId,
        folderId,
      })
    }
    return null
  },
})

/** Deletes a deleted document's remaining pages, a batch at a time. */
export const pages = internalMutation({
  args: { documentId: v.id('documents') },
  handler: async (ctx, { documentId }) => {
    if (!(await deletePages(ctx, documentId))) {
      await ctx.scheduler.runAfter(0, internal.dossier.documentCleanup.pages, { documentId })
    }
    return null
  },
})
