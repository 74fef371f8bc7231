'use node'
// Processing of an uploaded document, as a scheduled action: text per page (OCR for scanned
// pages and images, in a worker thread), the page count, a short summary and sanitised HTML.
// A run that dies with the backend is queued again by the requeue cron (ingest.requeueStalled).
import { v } from 'convex/values'
import { internal } from './_generated/api'
import { internalAction } from './_generated/server'
// A "use node" action importing "use node" code: the rule flags any import of such a file.
// eslint-disable-next-line @convex-dev/import-wrong-runtime
import { extractDocument } from './lib/extract'
// eslint-disable-next-line @convex-dev/import-wrong-runtime
import { renderThumbnail } from './lib/extract/thumbnail'

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
  handler: async (ctx, { documentId }) => {
    const claim = await ctx.runMutation(internal.ingest.startRun, { documentId })
    if (!claim) return null
    try {
      const blob = await ctx.storage.get(claim.storageId)
      if (!blob) {
        await ctx.runMutation(internal.ingest.finishRun, {
          documentId,
          status: 'failed',
          statusReason: 'The stored file is missing',
        })
        return null
      }
      const bytes = new Uint8Array(await blob.arrayBuffer())
      const result = await extractDocument(bytes, claim.kind, { ocr: true })
      for (const batch of batches(result.pages)) {
        const alive = await ctx.runMutation(internal.ingest.savePages, { documentId, pages: batch })
        if (!alive) return null // deleted while it was read
      }
      const thumbnail = await renderThumbnail(bytes, claim.kind)
      const thumbnailStorageId = thumbnail
        ? await ctx.storage.store(new Blob([thumbnail], { type: 'image/png' }))
        : undefined
      const ocrPages = result.pages.filter((page) => page.ocrConfidence !== undefined)
      const status = result.passwordProtected
        ? 'password_protected'
        : result.pagesWithoutText.length > 0
          ? 'needs_ocr'
          : 'ready'
      await ctx.runMutation(internal.ingest.finishRun, {
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
                ocrPages.reduce((sum, page) => sum + (page.ocrConfidence ?? 0), 0) /
                  ocrPages.length,
              )
            : undefined,
        passwordProtected: result.passwordProtected || undefined,
        htmlContent: result.html,
        summary: result.summary || undefined,
        thumbnailStorageId,
      })
    } catch (error) {
      await ctx.runMutation(internal.ingest.finishRun, {
        documentId,
        status: 'failed',
        statusReason:
          `Processing failed: ${error instanceof Error ? error.message : String(error)}`.slice(
            0,
            500,
          ),
      })
    }
    return null
  },
})
