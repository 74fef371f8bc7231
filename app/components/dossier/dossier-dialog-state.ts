import type { DocumentRow, FolderRow } from '@/queries/dossier'
import type { Id } from '@convex/_generated/dataModel'

/**
 * The dossier's dialogs and what each holds while open (spec §3 "Dialog states": move-folder
 * {folderId, folderName}, move-document {document}, share {entityType, entityId, entityName,
 * ownerId, currentUserId}). A selection moves, shares and deletes through the same dialogs.
 * `onDone` runs after the dialog's action succeeded (the bulk bar clears its selection).
 */
export type DossierDialogState =
  | { kind: 'new-folder'; parentId: Id<'folders'> | null }
  | { kind: 'move-folder'; folderId: Id<'folders'>; folderName: string }
  | { kind: 'move-document'; document: DocumentRow }
  | { kind: 'move-documents'; documents: DocumentRow[]; onDone?: () => void }
  | {
      kind: 'share'
      entityType: 'document' | 'folder'
      entityId: Id<'documents'> | Id<'folders'>
      entityName: string
      /** Who created it (the uploader of a document; unknown for a folder). */
      ownerId: Id<'users'> | null
      currentUserId: Id<'users'>
    }
  | {
      kind: 'share-documents'
      documents: DocumentRow[]
      currentUserId: Id<'users'>
      onDone?: () => void
    }
  | { kind: 'delete-folder'; folder: FolderRow }
  | { kind: 'delete-documents'; documents: DocumentRow[]; onDone?: () => void }

/**
 * Opens one of the dossier's dialogs (only one is open at a time). `returnFocusTo` is the control
 * that opened it (a menu's button), focused again when the dialog closes.
 */
export type OpenDossierDialog = (
  state: DossierDialogState,
  returnFocusTo?: HTMLElement | null,
) => void
