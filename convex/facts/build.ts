// Building the facts layer: after every processing run that left text (ingest.finishRun
// schedules it), and once for documents processed before the layer existed (backfill).
import { v } from 'convex/values'
import { internal } from '../_generated/api'
import { internalMutation } from '../_generated/server'
import { buildDocumentFacts } from './model'

/** Builds one document's facts; nothing when it was deleted meanwhile. */
export const document = internalMutation({
  args: { documentId: v.id('documents') },
  handler: async (ctx, { documentId }) => {
    const document = await ctx.db.get('documents', documentId)
    if (!document || (document.status !== 'ready' && document.status !== 'needs_ocr')) return 0
    return await buildDocumentFacts(ctx, document)
  },
})

const BACKFILL_BATCH = 20

/**
 * Builds the facts of every processed document that has none, a batch per mutation, each batch
 * scheduling the next (`npx convex run facts/build:backfill` once after upgrading).
 */
export const backfill = internalMutation({
  args: { cursor: v.optional(v.union(v.string(), v.null())) },
  handler: async (ctx, { cursor }) => {
    const page = await ctx.db
      .query('documents')
      .paginate({ cursor: cursor ?? null, numItems: BACKFILL_BATCH })
    let built = 0
    for (const document of page.page) {
      if (document.status !== 'ready' && document.status !== 'needs_ocr') continue
      const has = await ctx.db
        .query('documentFacts')
        .withIndex('by_documentId', (q) => q.eq('documentId', document._id))
        .first()
      if (!has) {
        await buildDocumentFacts(ctx, document)
        built++
      }
    }
    if (!page.isDone) {
      await ctx.scheduler.runAfter(0, internal.facts.build.backfill, {
        cursor: page.continueCursor,
      })
    }
    return built
  },
})
