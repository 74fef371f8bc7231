// Shapes shared by the extractors. Pure types: safe to import from any runtime.

/** The document kinds the extractor reads; the same names as `shared/fileTypes.ts`. */
export type FileKind =
  | 'pdf'
  | 'docx'
  | 'doc'
  | 'xlsx'
  | 'xls'
  | 'pptx'
  | 'txt'
  | 'csv'
  | 'html'
  | 'eml'
  | 'png'
  | 'jpeg'
  | 'tiff'

export type ExtractOptions = {
  /** Run OCR on scanned PDF pages and on images. Default true. */
  ocr?: boolean
  /** Per-page OCR bound in milliseconds; a page that takes longer has no text. Default 60 000. */
  ocrTimeoutMs?: number
  /** The most pages OCR runs on in one document; the rest stay without text. Default 50. */
  maxPages?: number
  /**
   * The most pages a document may have at all; a longer one is refused before its pages are
   * read. Default 2,000 (processing passes CASEFILE_MAX_PAGES).
   */
  maxDocumentPages?: number
  /**
   * Tests of the sandbox only: skip the image header checks, as if they had a hole, so a hostile
   * image reaches the decoder. Nothing in the app sets it.
   */
  trustImageHeaders?: boolean
}

export type ExtractedPage = {
  /** 1-based page number. */
  page: number
  text: string
  /** Tesseract's mean word confidence (0-100) when the text came from OCR. */
  ocrConfidence?: number
}

export type Extraction = {
  pageCount: number
  pages: ExtractedPage[]
  /** Sanitised HTML (DOCX, HTML, EML bodies): safe to render with the strict allow-list. */
  html?: string
  passwordProtected?: boolean
  /** Pages that ended up with no text (scans without OCR, OCR timeouts, blank pages). */
  pagesWithoutText: number[]
  summary: string
  /** Human-readable notes about what could not be read. */
  warnings: string[]
}
