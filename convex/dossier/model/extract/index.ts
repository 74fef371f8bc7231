'use node'
// Text out of every document kind Casefile accepts. Node only: call it from "use node" actions.
import { decodeText, finishExtraction, textPages } from './text'
import { DEFAULT_MAX_DOCUMENT_PAGES, tooManyPagesReason } from './pageCap'
import type { ExtractOptions, Extraction, FileKind } from './types'
import { UnreadableFileError } from './unreadable'

export type { ExtractedPage, ExtractOptions, Extraction, FileKind } from './types'
export { summarize } from './summarize'
export { shutdownOcr } from './ocr'
export { UnreadableFileError } from './unreadable'

/**
 * Extracts per-page text, sanitised HTML where the format has it, and a short summary.
 * PDFs keep their pages; formats without pages are split into ~3,000-character pages at
 * paragraph boundaries. Scanned PDF pages and images go through OCR unless `ocr: false`,
 * bounded by `ocrTimeoutMs` per page and `maxPages` per document. Throws on bytes that are
 * not the given kind (a corrupt PDF, DOCX or XLSX); expected gaps (password, legacy XLS,
 * unreadable images, OCR timeouts) come back as `warnings` and `pagesWithoutText` instead.
 */
export async function extractDocument(
  bytes: Uint8Array,
  kind: FileKind,
  options: ExtractOptions = {},
): Promise<Extraction> {
  const extraction = await extractByKind(bytes, kind, options)
  // PDFs are refused before their pages are read; the other kinds' pages are made by splitting.
  const maxPages = options.maxDocumentPages ?? DEFAULT_MAX_DOCUMENT_PAGES
  if (extraction.pages.length > maxPages) {
    throw new UnreadableFileError(tooManyPagesReason(extraction.pages.length, maxPages))
  }
  return extraction
}

// Each kind's reader is loaded when a file of that kind comes: every document is read in a fresh
// child process (./sandbox.ts), and a plain-text file then starts without the HTML sanitiser,
// pdf.js or the office readers (a third of the child's start).
async function extractByKind(
  bytes: Uint8Array,
  kind: FileKind,
  options: ExtractOptions,
): Promise<Extraction> {
  switch (kind) {
    case 'pdf':
      return (await import('./pdf')).extractPdf(bytes, options)
    case 'docx':
      return (await import('./office')).extractDocx(bytes)
    case 'doc':
      return (await import('./office')).extractDoc(bytes)
    case 'xlsx':
      return (await import('./ooxml')).extractXlsx(bytes)
    case 'xls':
      return (await import('./office')).extractXls()
    case 'pptx':
      return (await import('./ooxml')).extractPptx(bytes)
    case 'txt':
    case 'csv':
      return finishExtraction(textPages(decodeText(bytes)), {})
    case 'html': {
      const { htmlToText, sanitize } = await import('./html')
      const source = decodeText(bytes)
      return finishExtraction(textPages(htmlToText(source)), { html: sanitize(source) })
    }
    case 'eml':
      return (await import('./email')).extractEml(bytes)
    case 'png':
    case 'jpeg':
    case 'tiff':
      return (await import('./image')).extractImage(bytes, kind, options)
    default: {
      const unknown: never = kind
      throw new Error(`Unsupported file kind: ${String(unknown)}`)
    }
  }
}
