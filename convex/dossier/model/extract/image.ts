'use node'
// Images (PNG, JPEG, TIFF): their text is whatever OCR reads, page by page.
// eslint-disable-next-line @convex-dev/import-wrong-runtime -- both files are "use node"
import { DEFAULT_MAX_OCR_PAGES, DEFAULT_OCR_TIMEOUT_MS, recognizeImage } from './ocr'
import { imageProblem } from '../imageHeader'
import { finishExtraction, tidyText } from './text'
import { tiffPage, tiffPageOffsets } from './tiff'
import type { ExtractedPage, ExtractOptions, Extraction } from './types'
import { UnreadableFileError } from './unreadable'

/** One image per page: a multi-page TIFF is split (tesseract itself reads only the first). */
function imagePages(bytes: Uint8Array, kind: 'png' | 'jpeg' | 'tiff'): (() => Uint8Array)[] {
  const offsets = kind === 'tiff' ? tiffPageOffsets(bytes) : []
  if (offsets.length <= 1) return [() => bytes]
  return offsets.map((offset) => () => tiffPage(bytes, offset))
}

/**
 * PNG, JPEG and TIFF through OCR, bounded like scanned PDF pages (`ocrTimeoutMs` per page,
 * `maxPages` per file). Unreadable images (an exotic TIFF compression) give a warning.
 */
export async function extractImage(
  bytes: Uint8Array,
  kind: 'png' | 'jpeg' | 'tiff',
  options: ExtractOptions,
): Promise<Extraction> {
  // Nothing decodes an image whose header is truncated or absurd (the decoders trust it).
  const problem = options.trustImageHeaders ? null : imageProblem(bytes, kind)
  if (problem) throw new UnreadableFileError(problem)
  const images = imagePages(bytes, kind)
  const pages: ExtractedPage[] = images.map((_, i) => ({ page: i + 1, text: '' }))
  if (options.ocr === false) {
    return finishExtraction(pages, { warnings: ['OCR is off: the image was not read.'] })
  }
  const limit = options.maxPages ?? DEFAULT_MAX_OCR_PAGES
  const timeoutMs = options.ocrTimeoutMs ?? DEFAULT_OCR_TIMEOUT_MS
  const warnings: string[] = []
  if (images.length > limit) {
    warnings.push(`OCR ran on the first ${limit} of ${images.length} pages of the image.`)
  }
  const timedOut: number[] = []
  const unreadable: number[] = []
  let reason = ''
  for (const [i, image] of images.slice(0, limit).entries()) {
    try {
      const result = await recognizeImage(image(), timeoutMs)
      if (result === null) timedOut.push(i + 1)
      else pages[i] = { page: i + 1, text: tidyText(result.text), ocrConfidence: result.confidence }
    } catch (e) {
      unreadable.push(i + 1)
      reason ||= e instanceof Error ? e.message : String(e)
    }
  }
  if (unreadable.length > 0) {
    warnings.push(
      kind === 'tiff'
        ? `OCR could not read page(s) ${unreadable.join(', ')} of this TIFF (an unsupported compression or layout): ${reason}`
        : `OCR could not read the image: ${reason}`,
    )
  }
  if (timedOut.length > 0) {
    warnings.push(`OCR timed out (${timeoutMs} ms) on page(s) ${timedOut.join(', ')}.`)
  }
  return finishExtraction(pages, { warnings })
}
