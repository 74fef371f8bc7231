import { v } from 'convex/values'
import { internal } from '../_generated/api'
import type { Id } from '../_generated/dataModel'
import { internalMutation, type MutationCtx } from '../_generated/server'

/**
 * A stored file older than this that no document holds was never registered: an upload whose
 * registration was refused or never came, or a thumbnail whose processing run died before it was
 * recorded. Upload URLs live an hour and registration follows the upload at once, so three hours
 * leaves every honest upload and processing run time to finish.
 */
export const UNREGISTERED_FILE_AGE_MS = 3 * 60 * 60 * 1000

/** Files looked at per run; a run schedules the next page itself until it reaches recent files. */
const PAGE_SIZE = 100

/** Every field that holds a stored file (schema.ts: the `v.id('_storage')` fields). */
async function isRegistered(ctx: MutationCtx, storageId: Id<'_storage'>): Promise<boolean> {
  const asFile = await ctx.db
    .query('documents')
    .withIndex('by_storageId', (q) => q.eq('storageId', storageId))
    .first()
  if (asFile) return true
  const asThumbnail = await ctx.db
    .query('documents')
    .withIndex('by_thumbnailStorageId', (q) => q.eq('thumbnailStorageId', storageId))
    .first()
  return asThumbnail !== null
}

/**
 * Deletes stored files that nobody registered, oldest first, one page per run: an upload URL
 * that was used but never registered would otherwise keep its bytes on disk for good. The hourly
 * cron starts it; it returns how many files it deleted.
 */
export const removeUnregisteredFiles = internalMutation({
  args: { cursor: v.optional(v.union(v.string(), v.null())), now: v.optional(v.number()) },
  handler: async (ctx, args) => {
    const now = args.now ?? Date.now()
    const cutoff = now - UNREGISTERED_FILE_AGE_MS
    const page = await ctx.db.system
      .query('_storage')
      .withIndex('by_creation_time', (q) => q.lt('_creationTime', cutoff))
      .paginate({ cursor: args.cursor ?? null, numItems: PAGE_SIZE })
    let removed = 0
    for (const file of page.page) {
      if (await isRegistered(ctx, file._id)) continue
      await ctx.storage.delete(file._id)
      removed++
    }
    if (!page.isDone) {
      await ctx.scheduler.runAfter(0, internal.dossier.orphanFiles.removeUnregisteredFiles, {
        cursor: page.continueCursor,
        now,
      })
    }
    return removed
  },
})
