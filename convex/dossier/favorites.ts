// Favorites are personal bookmarks: only their owner sees them, so they change nothing of the
// matter and write no audit event.
import { v } from 'convex/values'
import type { Id } from '../_generated/dataModel'
import type { MutationCtx } from '../_generated/server'
import { checkBulk, requireDocument, requireFolder } from './model'
import { orgMutation } from '../lib/functions'

async function setMark(
  ctx: MutationCtx,
  userId: Id<'users'>,
  projectId: Id<'projects'>,
  target: { documentId: Id<'documents'> } | { folderId: Id<'folders'> },
  favorite: boolean,
) {
  const existing =
    'documentId' in target
      ? await ctx.db
          .query('favorites')
          .withIndex('by_userId_and_documentId', (q) =>
            q.eq('userId', userId).eq('documentId', target.documentId),
          )
          .first()
      : await ctx.db
          .query('favorites')
          .withIndex('by_userId_and_folderId', (q) =>
            q.eq('userId', userId).eq('folderId', target.folderId),
          )
          .first()
  if (favorite && !existing) {
    const kind = 'documentId' in target ? 'document' : 'folder'
    await ctx.db.insert('favorites', { userId, projectId, target: kind, ...target })
  }
  if (!favorite && existing) await ctx.db.delete('favorites', existing._id)
}

/** Marks or unmarks documents as the viewer's favorites (one, or a selection). */
export const setDocuments = orgMutation({
  args: { documentIds: v.array(v.id('documents')), favorite: v.boolean() },
  handler: async (ctx, { documentIds, favorite }) => {
    const documents = await Promise.all(
      checkBulk(documentIds).map((id) => requireDocument(ctx, ctx.organization._id, id)),
    )
    for (const document of documents) {
      await setMark(ctx, ctx.viewer._id, document.projectId, { documentId: document._id }, favorite)
    }
    return null
  },
})

/** Marks or unmarks a folder as one of the viewer's favorites. */
export const setFolder = orgMutation({
  args: { folderId: v.id('folders'), favorite: v.boolean() },
  handler: async (ctx, { folderId, favorite }) => {
    const folder = await requireFolder(ctx, ctx.organization._id, folderId)
    await setMark(ctx, ctx.viewer._id, folder.projectId, { folderId }, favorite)
    return null
  },
})
