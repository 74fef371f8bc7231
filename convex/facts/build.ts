// Building the facts layer: after every processing run that left text (ingest.finishRun
// schedules it), and once for documents processed before the layer existed (backfill).
// The reading of a document runs in an action, so a long document's build is never held to a
// mutation's time limit; a query reads the pages and a mutation stores what it found.
import { v } from 'convex/values'
import { internal } from '../_generated/api'
import { internalAction, internalMutation, internalQuery } from '../_generated/server'
import { documentFacts } from '../ai/model/facts'
import { vFact } from '../../shared/factValidators'
import { factPagesOf, hasFactText, storeDocumentFacts, textVersionOf } from './model'

/** The text a build reads, and which run left it; null when there is none to read. */
export const source = internalQuery({
  args: { documentId: v.id('documents') },
  handler: async (ctx, { documentId }) => {
    const document = await ctx.db.get('documents', documentId)
    if (!document || !hasFactText(document)) return null
    return { version: textVersionOf(document), pages: await factPagesOf(ctx, documentId) }
  },
})

/**
 * Stores a build's facts; nothing when the document was deleted, failed or processed again
 * meanwhile (that run schedules its own build).
 */
export const store = internalMutation({
  args: { documentId: v.id('documents'), version: v.number(), facts: v.array(vFact) },
  handler: async (ctx, { documentId, version, facts }) => {
    const document = await ctx.db.get('documents', documentId)
    if (!document || !hasFactText(document) || textVersionOf(document) !== version) return null
    return await storeDocumentFacts(ctx, document, facts)
  },
})

/** Builds one document's facts; the count stored, or null when nothing was stored. */
export const document = internalAction({
  args: { documentId: v.id('documents') },
  handler: async (ctx, { documentId }): Promise<number | null> => {
    const read = await ctx.runQuery(internal.facts.build.source, { documentId })
    if (!read) return null
    const facts = documentFacts(read.pages)
    return await ctx.runMutation(internal.facts.build.store, {
      documentId,
      version: read.version,
      facts,
    })
  },
})

const BACKFILL_BATCH = 50

/**
 * Schedules a build for every processed document that has no facts, a batch per mutation, each
 * batch scheduling the next (`npx convex run facts/build:backfill` once after upgrading).
 */
export const backfill = internalMutation({
  args: { cursor: v.optional(v.union(v.string(), v.null())) },
  handler: async (ctx, { cursor }) => {
    const page = await ctx.db
      .query('documents')
      .paginate({ cursor: cursor ?? null, numItems: BACKFILL_BATCH })
    let scheduled = 0
    for (const document of page.page) {
      if (!hasFactText(document)) continue
      const has = await ctx.db
        .query('documentFacts')
        .withIndex('by_documentId', (q) => q.eq('documentId', document._id))
        .first()
      if (!has) {
        await ctx.scheduler.runAfter(0, internal.facts.build.document, {
          documentId: document._id,
        })
        scheduled++
      }
    }
    if (!page.isDone) {
      await ctx.scheduler.runAfter(0, internal.facts.build.backfill, {
        cursor: page.continueCursor,
      })
    }
    return scheduled
  },
})
