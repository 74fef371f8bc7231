'use node'
// PDF text with pdf.js (legacy build, the one meant for Node), OCR for pages without a text layer.
import { createRequire } from 'node:module'
import path from 'node:path'
import type { PDFDocumentProxy, PDFPageProxy } from 'pdfjs-dist/legacy/build/pdf.mjs'
import type { TextItem } from 'pdfjs-dist/types/src/display/api'
// eslint-disable-next-line @convex-dev/import-wrong-runtime -- both files are "use node"
import { DEFAULT_MAX_OCR_PAGES, DEFAULT_OCR_TIMEOUT_MS, recognizeImage } from './ocr'
import { finishExtraction, isNearlyEmpty, tidyText } from './text'
import { DEFAULT_MAX_DOCUMENT_PAGES, tooManyPagesReason } from './pageCap'
import type { ExtractedPage, ExtractOptions, Extraction } from './types'
import { UnreadableFileError } from './unreadable'

/** Render scale for OCR: ~144 dpi, where tesseract reads body text well. */
const OCR_SCALE = 2
/** Cap on rendered pixels, so a poster-sized page cannot allocate gigabytes. */
const MAX_OCR_PIXELS = 16_000_000

type CanvasAndContext = {
  canvas: { toBuffer(mime: 'image/png'): Buffer; encode?(format: 'png'): Promise<Buffer> }
  context: unknown
}
type CanvasFactory = {
  create(width: number, height: number): CanvasAndContext
  destroy(entry: CanvasAndContext): void
}

/** pdf.js's data folders (fonts, CMaps, decoders), as the trailing-slash paths it wants. */
function pdfjsDataPaths(): Record<string, string> {
  try {
    const root = path.dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'))
    // pdf.js insists on a trailing '/', also on Windows (where fs accepts it too).
    const dir = (name: string) => `${path.join(root, name)}/`
    return {
      standardFontDataUrl: dir('standard_fonts'),
      cMapUrl: dir('cmaps'),
      wasmUrl: dir('wasm'),
      iccUrl: dir('iccs'),
    }
  } catch {
    // Without them pdf.js still extracts text; some scanned images (JPX) may not render.
    return {}
  }
}

/** Joins a page's text items in content order: `hasEOL` and line changes end lines. */
export function joinTextItems(items: TextItem[]): string {
  let out = ''
  let prev: { x: number; y: number; end: number; size: number; eol: boolean } | null = null
  for (const item of items) {
    const [, , c = 0, d = 0, x = 0, y = 0] = item.transform as number[]
    const size = Math.hypot(c, d) || item.height || 1
    if (prev && !prev.eol && item.str !== '') {
      if (Math.abs(y - prev.y) > Math.max(size, prev.size) * 0.6) out += '\n'
      else if (!/\s$/.test(out) && !/^\s/.test(item.str) && x - prev.end > size * 0.15) out += ' '
    }
    out += item.str
    if (item.hasEOL) out += '\n'
    if (item.str !== '' || item.hasEOL) {
      prev = { x, y, end: x + item.width, size, eol: item.hasEOL }
    }
  }
  return tidyText(out)
}

async function pageText(page: PDFPageProxy): Promise<string> {
  const content = await page.getTextContent()
  return joinTextItems(content.items.filter((i): i is TextItem => 'str' in i))
}

/** Renders one page to PNG with pdf.js's own canvas factory (its @napi-rs/canvas copy). */
async function renderPage(
  doc: PDFDocumentProxy,
  page: PDFPageProxy,
): Promise<{ png: Buffer; dpi: number }> {
  const base = page.getViewport({ scale: 1 })
  const scale = Math.min(OCR_SCALE, Math.sqrt(MAX_OCR_PIXELS / (base.width * base.height)))
  const viewport = page.getViewport({ scale })
  const factory = doc.canvasFactory as CanvasFactory
  const entry = factory.create(Math.ceil(viewport.width), Math.ceil(viewport.height))
  try {
    await page.render({
      canvas: entry.canvas as unknown as HTMLCanvasElement,
      canvasContext: entry.context as CanvasRenderingContext2D,
      viewport,
    }).promise
    // encode() compresses on the native thread pool; toBuffer() would block the event loop.
    const png = entry.canvas.encode
      ? await entry.canvas.encode('png')
      : entry.canvas.toBuffer('image/png')
    return { png, dpi: 72 * scale }
  } finally {
    factory.destroy(entry)
  }
}

function isPasswordError(e: unknown): boolean {
  return (e as { name?: string } | null)?.name === 'PasswordException'
}

/** Text of every page; OCR (bounded by `options`) for pages with almost no text layer. */
export async function extractPdf(bytes: Uint8Array, options: ExtractOptions): Promise<Extraction> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs')
  const warnings: string[] = []
  const task = pdfjs.getDocument({
    data: new Uint8Array(bytes), // a copy: pdf.js may take ownership of the buffer
    isEvalSupported: false,
    useSystemFonts: false,
    disableFontFace: true,
    verbosity: pdfjs.VerbosityLevel.ERRORS,
    ...pdfjsDataPaths(),
  })
  let doc: PDFDocumentProxy
  try {
    doc = await task.promise
  } catch (e) {
    await task.destroy()
    if (isPasswordError(e)) {
      return finishExtraction([], {
        pageCount: 0,
        passwordProtected: true,
        warnings: ['The PDF is password-protected; no text was extracted.'],
      })
    }
    throw e
  }
  try {
    // Refused before any page is read: pages are cheap to make and each costs a stored row.
    const maxPages = options.maxDocumentPages ?? DEFAULT_MAX_DOCUMENT_PAGES
    if (doc.numPages > maxPages) {
      throw new UnreadableFileError(tooManyPagesReason(doc.numPages, maxPages))
    }
    const pages: ExtractedPage[] = []
    const scanned: number[] = []
    for (let n = 1; n <= doc.numPages; n++) {
      const page = await doc.getPage(n)
      const text = await pageText(page)
      pages.push({ page: n, text })
      if (isNearlyEmpty(text)) scanned.push(n)
      page.cleanup()
    }
    if (scanned.length > 0) await ocrPages(doc, pages, scanned, options, warnings)
    // A scan with only a stamp in its text layer ("ABC000123") still counts as without text.
    const pagesWithoutText = pages.filter((p) => isNearlyEmpty(p.text)).map((p) => p.page)
    return finishExtraction(pages, { pageCount: doc.numPages, warnings, pagesWithoutText })
  } finally {
    await doc.destroy()
  }
}

async function ocrPages(
  doc: PDFDocumentProxy,
  pages: ExtractedPage[],
  scanned: number[],
  options: ExtractOptions,
  warnings: string[],
): Promise<void> {
  if (options.ocr === false) {
    warnings.push(`${scanned.length} page(s) have no text layer and OCR is off.`)
    return
  }
  const limit = options.maxPages ?? DEFAULT_MAX_OCR_PAGES
  const timeoutMs = options.ocrTimeoutMs ?? DEFAULT_OCR_TIMEOUT_MS
  if (scanned.length > limit) {
    warnings.push(`OCR ran on the first ${limit} of ${scanned.length} pages without a text layer.`)
  }
  const timedOut: number[] = []
  for (const n of scanned.slice(0, limit)) {
    let image: { png: Buffer; dpi: number }
    const page = await doc.getPage(n)
    try {
      image = await renderPage(doc, page)
    } catch (e) {
      warnings.push(`Page ${n} could not be rendered for OCR: ${message(e)}`)
      continue
    } finally {
      page.cleanup()
    }
    try {
      const result = await recognizeImage(image.png, timeoutMs, image.dpi)
      const text = result === null ? '' : tidyText(result.text)
      if (result === null) timedOut.push(n)
      // Keep the text layer when OCR found less (a stamp on an otherwise blank page).
      else if (text.length >= (pages[n - 1]?.text.length ?? 0)) {
        pages[n - 1] = { page: n, text, ocrConfidence: result.confidence }
      }
    } catch (e) {
      // Tesseract could not start or failed outright: the other pages would fail the same way.
      warnings.push(`OCR failed on page ${n}: ${message(e)}`)
      break
    }
  }
  if (timedOut.length > 0) {
    warnings.push(`OCR timed out (${timeoutMs} ms) on page(s) ${timedOut.join(', ')}.`)
  }
}

function message(e: unknown): string {
  return e instanceof Error ? e.message : String(e)
}
