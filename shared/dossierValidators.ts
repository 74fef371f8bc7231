// Validators of the dossier's tables and functions. Only `convex/values` imports, because
// schema.ts imports this file.
import { type Infer, v } from 'convex/values'

/** The file kinds the dossier accepts, decided by magic bytes (shared/fileTypes.ts). */
export const FILE_KIND_NAMES = [
  'pdf',
  'docx',
  'doc',
  'xlsx',
  'xls',
  'pptx',
  'txt',
  'csv',
  'html',
  'eml',
  'png',
  'jpeg',
  'tiff',
] as const
export const vFileKind = v.union(...FILE_KIND_NAMES.map((kind) => v.literal(kind)))
export type FileKindName = Infer<typeof vFileKind>

/**
 * queued → processing → ready; or failed (with the reason), or needs_ocr (pages still without
 * text after OCR, or OCR unavailable), or password_protected (nothing could be read).
 */
export const DOCUMENT_STATUSES = [
  'queued',
  'processing',
  'ready',
  'failed',
  'needs_ocr',
  'password_protected',
] as const
export const vDocumentStatus = v.union(...DOCUMENT_STATUSES.map((status) => v.literal(status)))
export type DocumentStatus = Infer<typeof vDocumentStatus>

export const vSortColumn = v.union(v.literal('name'), v.literal('type'), v.literal('added'))
export const vSortDirection = v.union(v.literal('asc'), v.literal('desc'))
export const vDocumentSort = v.object({ column: vSortColumn, direction: vSortDirection })
export type DocumentSort = Infer<typeof vDocumentSort>

/** The list filter of spec §7. `from: 'dossier'` reads one folder (its top level without folderId). */
export const vDocumentFilter = v.object({
  projectId: v.id('projects'),
  folderId: v.optional(v.id('folders')),
  isFavorite: v.optional(v.boolean()),
  isShared: v.optional(v.boolean()),
  from: v.optional(v.literal('dossier')),
})

/** What a favorite or share points at. */
export const vMarkTarget = v.union(v.literal('document'), v.literal('folder'))
