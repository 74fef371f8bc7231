// An associate thread exported from the browser, as Markdown or as a Word document, with or
// without its citations (markers in the text and a sources list under each answer). The pieces
// are in ./thread-export/: the shared model, the Markdown writer and the DOCX writer.
import { documentLink } from './document-link'
import {
  UNTITLED,
  isoDay,
  singleLine,
  type ExportCitation,
  type ExportThread,
} from './thread-export/model'

export type {
  ExportCitation,
  ExportMessage,
  ExportThread,
  ExportOptions,
} from './thread-export/model'
export { threadToMarkdown } from './thread-export/markdown'
export { threadToDocx } from './thread-export/docx'

/** The longest title a file name keeps, in characters (the date and extension come on top). */
export const FILE_TITLE_MAX_LENGTH = 80

/**
 * A file name for the export, safe on Windows, macOS and Linux: the title without what a file
 * system refuses or what could disguise the extension, cut to length, then the export's date.
 * 'Who are the defendants?' exported on 25 Nov 2026 gives 'Who are the defendants - 2026-11-25.md'.
 */
export function exportFileName(
  thread: Pick<ExportThread, 'title' | 'exportedAt'>,
  extension: 'md' | 'docx',
): string {
  const safe = (text: string) =>
    text
      // Reserved characters, and bidirectional controls that could reverse '.exe.md' on screen.
      .replace(/[\\/:*?"<>|\u200e\u200f\u202a-\u202e\u2066-\u2069]+/g, ' ')
      .replace(/\s+/g, ' ')
      .replace(/^[\s.]+|[\s.]+$/g, '')
  const title = safe(
    Array.from(safe(singleLine(thread.title)))
      .slice(0, FILE_TITLE_MAX_LENGTH)
      .join(''),
  )
  const day = isoDay(thread.exportedAt)
  return `${title || UNTITLED}${day ? ` - ${day}` : ''}.${extension}`
}

/** A cited passage as an export lists it: checked, with its link back to the viewer. */
export function exportCitation(
  citation: { n: number; documentId: string; documentName: string; page: number; quote: string },
  threadId?: string,
): ExportCitation {
  const link = documentLink(citation.documentId, {
    page: citation.page,
    highlight: citation.quote,
    threadId,
  })
  return {
    n: citation.n,
    documentName: citation.documentName,
    page: citation.page,
    quote: citation.quote,
    verified: true,
    url: `${window.location.origin}${link}`,
  }
}
