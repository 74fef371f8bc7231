'use node'
// Processing of an uploaded document, as a scheduled action: text per page (OCR for scanned
// pages and images), the page count, a short summary, sanitised HTML and a thumbnail. The file's
// bytes are parsed only in a child process (lib/extract/sandbox.ts), a bounded few at a time;
// this action only claims the document, hands the bytes over and writes what comes back.
// A run that dies with the backend is queued again by the requeue cron (ingest.requeueStalled);
// a file that kills or outgrows its child is marked failed here, at once, and never queued again.
import { v } from 'convex/values'
import { internal } from '../_generated/api'
import type { Id } from '../_generated/dataModel'
import { type ActionCtx, internalAction } from '../_generated/server'
import { maxDocumentPages } from './model/extract/pageCap'
// A "use node" action importing "use node" code: the rule flags any import of such a file.
// eslint-disable-next-line @convex-dev/import-wrong-runtime
import { processInSandbox, withSandboxSlot } from './model/extract/sandbox'

/** Page texts per mutation: small enough for any argument limit, few enough round trips. */
const PAGES_PER_BATCH = 50
const BATCH_TEXT_MAX = 400_000

function batches<T extends { text: string }>(pages: T[]) {
  const result: T[][] = []
  let current: T[] = []
  let size = 0
  for (const page of pages) {
    if (current.length >= PAGES_PER_BATCH || size + page.text.length > BATCH_TEXT_MAX) {
      if (current.length > 0) result.push(current)
      current = []
      size = 0
    }
    current.push(page)
    size += page.text.length
  }
  if (current.length > 0) result.push(current)
  return result
}

export const run = internalAction({
  args: { documentId: v.id('documents') },
  // The slot first, the claim second: a document waiting its turn stays queued, so its
  // processing lease only starts when its bytes are read.
  handler: async (ctx, { documentId }) => await withSandboxSlot(() => processOne(ctx, documentId)),
})

async function processOne(ctx: ActionCtx, documentId: Id<'documents'>) {
  const claim = await ctx.runMutation(internal.dossier.ingest.startRun, { documentId })
  if (!claim) return null
  try {
    const blob = await ctx.storage.get(claim.storageId)
    if (!blob) {
      await ctx.runMutation(internal.dossier.ingest.finishRun, {
        documentId,
        status: 'failed',
        statusReason: 'The stored file is missing',
      })
      return null
    }
    const outcome = await processInSandbox({
      bytes: new Uint8Array(await blob.arrayBuffer()),
      kind: claim.kind,
      options: { ocr: true, maxDocumentPages: maxDocumentPages(process.env.CASEFILE_MAX_PAGES) },
      thumbnail: true,
    })
    if (!outcome.ok) {
      await ctx.runMutation(internal.dossier.ingest.finishRun, {
        documentId,
        status: 'failed',
        statusReason: outcome.reason,
      })
      return null
    }
    const { extraction: result, thumbnail } = outcome
    // Bounded batches, each its own transaction: other callers' queries run between them.
    for (const batch of batches(result.pages)) {
      const alive = await ctx.runMutation(internal.dossier.ingest.savePages, {
        documentId,
        pages: batch,
      })
      if (!alive) return null // deleted while it was read
    }
    const thumbnailStorageId = thumbnail
      ? await ctx.storage.store(
          new Blob([thumbnail as Uint8Array<ArrayBuffer>], { type: 'image/png' }),
        )
      : undefined
    const ocrPages = result.pages.filter((page) => page.ocrConfidence !== undefined)
    const status = result.passwordProtected
      ? 'password_protected'
      : result.pagesWithoutText.length > 0
        ? 'needs_ocr'
        : 'ready'
    await ctx.runMutation(internal.dossier.ingest.finishRun, {
      documentId,
      status,
      statusReason:
        status === 'password_protected'
          ? 'The file is password-protected; its text could not be read'
          : status === 'needs_ocr'
            ? `${result.pagesWithoutText.length} of ${result.pageCount} pages have no text, even after OCR`
            : undefined,
      pageCount: result.pageCount,
      pagesWithoutText: result.pagesWithoutText,
      ocrPages: ocrPages.length,
      ocrConfidence:
        ocrPages.length > 0
          ? Math.round(
              ocrPages.reduce((sum, page) => sum + (page.ocrConfidence ?? 0), 0) / ocrPages.length,
            )
          : undefined,
      passwordProtected: result.passwordProtected || undefined,
      htmlContent: result.html,
      summary: result.summary || undefined,
      thumbnailStorageId,
    })
  } catch (error) {
    // Not the file's doing (the file's own failures come back as outcomes): keep the detail
    // for the operator's log, and tell the user plainly.
    console.error(`Processing ${documentId} failed:`, error)
    await ctx.runMutation(internal.dossier.ingest.finishRun, {
      documentId,
      status: 'failed',
      statusReason: 'The file could not be processed. Try uploading it again.',
    })
  }
  return null
}
