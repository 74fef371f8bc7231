// Which pane shows a document and which tools the viewer offers for it. Pure, so the toolbar,
// the keyboard and the panes agree on what applies to a PDF, a Word file or a spreadsheet.
import type { FileKind } from '@shared/fileTypes'

/**
 * How a document is shown: pdf.js pages, docx-preview, sanitised HTML (web pages, emails and,
 * failing docx-preview, Word's HTML), an image, monospace text, or only its details and a
 * download (what the browser cannot render: DOC, XLS/XLSX, PPTX, TIFF).
 */
export type ViewerPane = 'pdf' | 'docx' | 'html' | 'image' | 'text' | 'file'

/** The tools that make sense for a pane. */
export type PaneFeatures = {
  /** Page navigation (a PDF's pages; for a file without a view, its pages of extracted text). */
  pages: boolean
  zoom: boolean
  rotate: boolean
  thumbnails: boolean
  find: boolean
  print: boolean
  /** The side panel with the text processing read from the current page (OCR for scans). */
  pageText: boolean
}

export function viewerPaneFor(kind: FileKind, { hasHtml }: { hasHtml: boolean }): ViewerPane {
  switch (kind) {
    case 'pdf':
      return 'pdf'
    case 'docx':
      return 'docx'
    case 'html':
    case 'eml':
      // The HTML comes from processing; until it has run there is nothing to show but the file.
      return hasHtml ? 'html' : 'file'
    case 'png':
    case 'jpeg':
      return 'image'
    case 'txt':
    case 'csv':
      return 'text'
    case 'doc':
    case 'xls':
    case 'xlsx':
    case 'pptx':
    case 'tiff':
      return 'file'
  }
}

const FEATURES: Record<ViewerPane, PaneFeatures> = {
  pdf: {
    pages: true,
    zoom: true,
    rotate: true,
    thumbnails: true,
    find: true,
    print: true,
    pageText: true,
  },
  docx: {
    pages: false,
    zoom: false,
    rotate: false,
    thumbnails: false,
    find: true,
    print: true,
    pageText: false,
  },
  html: {
    pages: false,
    zoom: false,
    rotate: false,
    thumbnails: false,
    find: true,
    print: true,
    pageText: false,
  },
  image: {
    pages: false,
    zoom: true,
    rotate: true,
    thumbnails: false,
    find: false,
    print: true,
    pageText: true,
  },
  text: {
    pages: false,
    zoom: false,
    rotate: false,
    thumbnails: false,
    find: true,
    print: true,
    pageText: false,
  },
  file: {
    pages: true,
    zoom: false,
    rotate: false,
    thumbnails: false,
    find: false,
    print: false,
    pageText: true,
  },
}

export function paneFeatures(pane: ViewerPane): PaneFeatures {
  return FEATURES[pane]
}
