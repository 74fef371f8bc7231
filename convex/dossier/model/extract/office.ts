'use node'
// Word documents: DOCX through mammoth, legacy DOC through word-extractor.
// eslint-disable-next-line @convex-dev/import-wrong-runtime -- both files are "use node"
import { sanitize } from './html'
import { describeZipProblem, inflateZip } from '../zipInflate'
import { finishExtraction, textPages } from './text'
import type { Extraction } from './types'
import { UnreadableFileError } from './unreadable'

/**
 * The most a DOCX may really unpack to before mammoth sees it: the same as the upload check's
 * limit on what the zip claims (lib/zipLimits.ts).
 */
const MAX_DOCX_UNPACKED_BYTES = 500 * 1024 * 1024

/**
 * DOCX: sanitised HTML (mammoth's semantic conversion) and raw text. A DOCX has no fixed
 * pages (layout happens in Word), so the text is split into ~3,000-character pages at
 * paragraph boundaries; page numbers are positions in that split, not Word's pagination.
 */
export async function extractDocx(bytes: Uint8Array): Promise<Extraction> {
  // mammoth unpacks every part before it looks at any, trusting the sizes the zip claims: count
  // the real bytes first, and hand it only a zip whose every part is exactly what it claims.
  const counted = await inflateZip(bytes, { maxTotalBytes: MAX_DOCX_UNPACKED_BYTES })
  if (!counted.ok) {
    throw new UnreadableFileError(
      `The Word file could not be read: ${describeZipProblem(counted.problem)}.`,
    )
  }
  const mammoth = (await import('mammoth')).default
  const input = { buffer: Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength) }
  // One after the other: each conversion unpacks the whole document again.
  const html = await mammoth.convertToHtml(input, {
    // Images are dropped by the allow-list anyway; do not inline them as base64 first.
    convertImage: mammoth.images.imgElement(async () => ({ src: '' })),
    // A DOCX can link images by file path or URL: never follow those links on the server.
    externalFileAccess: false,
  })
  const raw = await mammoth.extractRawText(input)
  const warnings = [...html.messages, ...raw.messages]
    .filter((m) => m.type === 'error')
    .map((m) => `DOCX: ${m.message}`)
  return finishExtraction(textPages(raw.value), { html: sanitize(html.value), warnings })
}

/** Legacy Word (.doc, and the occasional DOCX saved as .doc): body, footnotes and endnotes. */
export async function extractDoc(bytes: Uint8Array): Promise<Extraction> {
  const { default: WordExtractor } = await import('word-extractor')
  const document = await new WordExtractor().extract(
    Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength),
  )
  const parts = [document.getBody(), document.getFootnotes(), document.getEndnotes()]
  const text = parts.filter((p) => p.trim() !== '').join('\n\n')
  return finishExtraction(textPages(text), {})
}

/** Legacy Excel (.xls, a binary OLE format) is not parsed: no text, and a warning that says so. */
export function extractXls(): Extraction {
  return finishExtraction([], {
    pageCount: 0,
    warnings: [
      'Legacy Excel (.xls) files are not read: no text was extracted. Save the workbook as .xlsx to make it searchable.',
    ],
  })
}
