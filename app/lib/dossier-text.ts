// The dossier's sentences and labels that depend on data: what deleting a folder takes with it,
// and how a document's processing status reads. Pure, so the wording is tested once.
import type { DocumentStatus } from '@shared/dossierValidators'
import { plural } from '@shared/text'

/** What `folders.contents` counts inside a folder (bounded: `more` when over the bound). */
export type FolderContents = { folders: number; documents: number; more: boolean }

/**
 * The delete confirmation's account of a folder's content, e.g.
 * 'Its 3 subfolders and 12 documents will be deleted too.' or 'The folder is empty.'
 */
export function describeFolderContents({ folders, documents, more }: FolderContents): string {
  const documentPart = more
    ? `more than ${plural(documents, 'document', 'documents')}`
    : plural(documents, 'document', 'documents')
  if (folders === 0 && documents === 0 && !more) {
    return 'The folder is empty.'
  }
  if (folders === 0) {
    return `Its ${documentPart} will be deleted too.`
  }
  if (documents === 0 && !more) {
    return `Its ${plural(folders, 'subfolder', 'subfolders')} will be deleted too.`
  }
  return `Its ${plural(folders, 'subfolder', 'subfolders')} and ${documentPart} will be deleted too.`
}

/** The status badge's text: 'Queued', 'Processing…', 'Ready', 'Failed: reason', 'Needs OCR', 'Password-protected'. */
export function documentStatusLabel(status: DocumentStatus, reason?: string | null): string {
  switch (status) {
    case 'queued':
      return 'Queued'
    case 'processing':
      return 'Processing…'
    case 'ready':
      return 'Ready'
    case 'failed':
      return reason?.trim() ? `Failed: ${reason.trim()}` : 'Failed'
    case 'needs_ocr':
      return 'Needs OCR'
    case 'password_protected':
      return 'Password-protected'
  }
}

/** The badge tone for a status: attention for problems, quiet while waiting, plain when ready. */
export function documentStatusTone(status: DocumentStatus): 'ok' | 'pending' | 'problem' {
  switch (status) {
    case 'ready':
      return 'ok'
    case 'queued':
    case 'processing':
      return 'pending'
    default:
      return 'problem'
  }
}

/** A document's size and pages for the Details column, e.g. '1.2 MB · 14 pages'. */
export function describeDocumentDetails(
  size: string,
  pageCount: number | null | undefined,
): string {
  if (pageCount === null || pageCount === undefined) {
    return size
  }
  return `${size} · ${plural(pageCount, 'page', 'pages')}`
}

/** How many documents a selection names: '1 document', '3 documents'. */
export function countDocuments(n: number): string {
  return plural(n, 'document', 'documents')
}
