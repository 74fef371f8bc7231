// Every page of a demo matter's dossier, read the way the app reads an upload: the documents are
// generated (convex/demo/model) and their text extracted per page by the ingest pipeline's
// extractDocument (pdf.js for PDFs, mammoth for DOCX, postal-mime for EML, plain text and CSV
// paginated at ~3,000 characters). Nothing is cached on disk; a matter takes 1-3 s.
import { demoDossier, exhibitLines } from '../../../convex/demo/model'
import { extractDocument } from '../../../convex/dossier/model/extract'
import { sniffFileKind } from '../../../shared/fileTypes'
import type { SourcePage } from '../../../convex/ai/model/associate/types'
import { EXHIBIT } from './documentNames'
import { EVAL_MATTERS } from './matters'
import type { MatterKey, MatterPages } from './types'

/**
 * The pages of one matter's eight documents. The scanned exhibit has no text layer, and OCR
 * (tesseract, several seconds a page) is too slow for a unit test, so its page text is the
 * exhibit's known lines (`exhibitLines`), one a line: what OCR reads from it when it reads well.
 */
export async function matterPages(matter: MatterKey): Promise<SourcePage[]> {
  const text = EVAL_MATTERS[matter]
  const files = await demoDossier(text)
  const pages: SourcePage[] = []
  for (const [index, file] of files.entries()) {
    const documentId = `${matter}-doc-${index + 1}`
    if (file.name === EXHIBIT) {
      pages.push({
        documentId,
        documentName: file.name,
        page: 1,
        text: exhibitLines(text).join('\n'),
      })
      continue
    }
    const sniffed = sniffFileKind(file.bytes.subarray(0, 8192), file.name)
    if (!sniffed.ok) throw new Error(`Demo file ${file.name}: ${sniffed.reason}`)
    const extraction = await extractDocument(file.bytes, sniffed.kind, { ocr: false })
    for (const page of extraction.pages) {
      if (page.text.trim() === '') continue
      pages.push({ documentId, documentName: file.name, page: page.page, text: page.text })
    }
  }
  return pages
}

/** The pages of every demo matter the questions ask about. */
export async function evalPages(): Promise<MatterPages> {
  const [northwind, harbor] = await Promise.all([matterPages('northwind'), matterPages('harbor')])
  return { northwind, harbor }
}
