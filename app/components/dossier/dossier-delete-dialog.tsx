import { useQuery } from '@tanstack/react-query'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { countDocuments, describeFolderContents } from '@/lib/dossier-text'
import { toast } from '@/lib/toast-store'
import {
  dossierQueries,
  useRemoveDocumentsMutation,
  useRemoveFolderMutation,
} from '@/queries/dossier'
import type { DossierDialogState } from './dossier-dialog-state'

type DeleteState = Extract<DossierDialogState, { kind: 'delete-folder' | 'delete-documents' }>

type DossierDeleteDialogProps = {
  state: DeleteState
  onClose: () => void
  onDone: () => void
}

/** Asks before deleting a folder (saying what goes with it) or documents; deletion is final. */
export function DossierDeleteDialog({ state, onClose, onDone }: DossierDeleteDialogProps) {
  return state.kind === 'delete-folder' ? (
    <DeleteFolder state={state} onClose={onClose} onDone={onDone} />
  ) : (
    <DeleteDocuments state={state} onClose={onClose} onDone={onDone} />
  )
}

function DeleteFolder({
  state,
  onClose,
  onDone,
}: {
  state: Extract<DeleteState, { kind: 'delete-folder' }>
  onClose: () => void
  onDone: () => void
}) {
  const contents = useQuery(dossierQueries.folderContents(state.folder._id))
  const removeFolder = useRemoveFolderMutation()
  const name = state.folder.name
  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={`Delete folder ${name}?`}
      description={
        <>
          {contents.data
            ? `${describeFolderContents(contents.data)} `
            : 'Counting what the folder holds… '}
          This cannot be undone.
        </>
      }
      confirmLabel="Delete folder"
      destructive
      onConfirm={async () => {
        await removeFolder.mutateAsync({ folderId: state.folder._id })
        toast({ variant: 'success', title: `Folder ${name} deleted` })
        onDone()
      }}
    />
  )
}

function DeleteDocuments({
  state,
  onClose,
  onDone,
}: {
  state: Extract<DeleteState, { kind: 'delete-documents' }>
  onClose: () => void
  onDone: () => void
}) {
  const removeDocuments = useRemoveDocumentsMutation()
  const { documents } = state
  const what = documents.length === 1 ? documents[0]!.name : countDocuments(documents.length)
  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={`Delete ${what}?`}
      description={`${
        documents.length === 1 ? 'The file, its text' : 'The files, their text'
      } and every mark on ${documents.length === 1 ? 'it' : 'them'} are deleted for everyone in the matter. This cannot be undone.`}
      confirmLabel={documents.length === 1 ? 'Delete document' : 'Delete documents'}
      destructive
      onConfirm={async () => {
        await removeDocuments.mutateAsync({
          documentIds: documents.map((document) => document._id),
        })
        toast({ variant: 'success', title: `Deleted ${what}` })
        onDone()
      }}
    />
  )
}
