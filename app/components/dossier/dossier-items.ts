import type { DocumentRow, FolderRow } from '@/queries/dossier'

/** One entry of a dossier list: a folder or a document. */
export type DossierItem =
  { type: 'folder'; folder: FolderRow } | { type: 'document'; document: DocumentRow }

/** The name an entry shows. */
export function itemName(item: DossierItem) {
  return item.type === 'folder' ? item.folder.name : item.document.name
}

/** A key unique across folders and documents. */
export function itemKey(item: DossierItem) {
  return item.type === 'folder' ? `folder:${item.folder._id}` : `document:${item.document._id}`
}

/** The URL that opens a document (the fullscreen document screen, spec §2). */
export function documentHref(documentId: string) {
  return `/documents/${documentId}`
}
