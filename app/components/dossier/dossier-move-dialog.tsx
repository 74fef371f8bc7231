import { useQuery } from '@tanstack/react-query'
import { useId, useMemo, useState } from 'react'
import { Button } from '@/components/ui/button'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog'
import { Spinner } from '@/components/ui/spinner'
import { Form } from '@/components/ui/form'
import { countDocuments } from '@/lib/dossier-text'
import { folderTreeOrder, isSameOrInside } from '@/lib/folder-tree'
import { toast } from '@/lib/toast-store'
import { cn } from '@/lib/utils'
import {
  dossierQueries,
  useMoveDocumentsMutation,
  useMoveFolderMutation,
  type FolderTreeRow,
} from '@/queries/dossier'
import type { Id } from '@convex/_generated/dataModel'
import { useDossier } from './dossier-context'
import type { DossierDialogState } from './dossier-dialog-state'
import { FolderIcon } from './file-kind-icon'

type MoveState = Extract<
  DossierDialogState,
  { kind: 'move-folder' | 'move-document' | 'move-documents' }
>

type DossierMoveDialogProps = {
  state: MoveState
  onClose: () => void
  onDone: () => void
}

const TOP_LEVEL = ''

function describe(state: MoveState) {
  switch (state.kind) {
    case 'move-folder':
      return state.folderName
    case 'move-document':
      return state.document.name
    case 'move-documents':
      return state.documents.length === 1
        ? state.documents[0]!.name
        : countDocuments(state.documents.length)
  }
}

/** Where the items are now: a folder id, TOP_LEVEL, or null when a selection spans folders. */
function currentLocation(state: MoveState, folders: FolderTreeRow[]): string | null {
  if (state.kind === 'move-folder') {
    const folder = folders.find((each) => each._id === state.folderId)
    return folder ? (folder.parentId ?? TOP_LEVEL) : null
  }
  const documents = state.kind === 'move-document' ? [state.document] : state.documents
  const places = new Set(documents.map((document) => document.folderId ?? TOP_LEVEL))
  return places.size === 1 ? [...places][0]! : null
}

/** Move a folder, a document or a selection: pick the destination in the matter's folder tree. */
export function DossierMoveDialog({ state, onClose, onDone }: DossierMoveDialogProps) {
  const { projectId } = useDossier()
  const folders = useQuery(dossierQueries.allFolders(projectId))
  const moveFolder = useMoveFolderMutation()
  const moveDocuments = useMoveDocumentsMutation()
  const pending = moveFolder.isPending || moveDocuments.isPending
  const [destination, setDestination] = useState<string | null>(null)
  const name = useId()
  const what = describe(state)

  const tree = useMemo(() => folderTreeOrder(folders.data ?? []), [folders.data])
  const moving =
    state.kind === 'move-folder'
      ? (folders.data ?? []).find((folder) => folder._id === state.folderId)
      : undefined
  const current = currentLocation(state, folders.data ?? [])

  async function handleSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (destination === null) return
    const target = destination === TOP_LEVEL ? undefined : (destination as Id<'folders'>)
    const targetName =
      target === undefined
        ? 'the top level'
        : (folders.data?.find((folder) => folder._id === target)?.name ?? 'the folder')
    try {
      if (state.kind === 'move-folder') {
        await moveFolder.mutateAsync({
          folderId: state.folderId,
          ...(target ? { parentId: target } : {}),
        })
      } else {
        const documents = state.kind === 'move-document' ? [state.document] : state.documents
        await moveDocuments.mutateAsync({
          documentIds: documents.map((document) => document._id),
          ...(target ? { folderId: target } : {}),
        })
      }
      toast({ variant: 'success', title: `Moved ${what} to ${targetName}` })
      onDone()
    } catch {
      // The mutation cache shows why; the dialog stays for another choice.
    }
  }

  return (
    <Dialog open onOpenChange={(open) => !open && !pending && onClose()}>
      <DialogContent className="max-w-lg">
        <Form onSubmit={(event) => void handleSubmit(event)} className="grid gap-4">
          <DialogHeader>
            <DialogTitle>Move {what}</DialogTitle>
            <DialogDescription>Choose the folder to move it to.</DialogDescription>
          </DialogHeader>
          {folders.isPending ? (
            <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
              <Spinner className="size-4" /> Loading folders…
            </p>
          ) : (
            <fieldset className="grid gap-1">
              <legend className="mb-2 text-sm font-medium">Destination</legend>
              <div className="max-h-72 overflow-y-auto rounded-md border p-1">
                <DestinationOption
                  name={name}
                  value={TOP_LEVEL}
                  label="Top level"
                  depth={0}
                  isCurrent={current === TOP_LEVEL}
                  disabled={current === TOP_LEVEL}
                  checked={destination === TOP_LEVEL}
                  onSelect={setDestination}
                />
                {tree.map(({ folder, depth }) => {
                  const inside = moving ? isSameOrInside(folder, moving) : false
                  return (
                    <DestinationOption
                      key={folder._id}
                      name={name}
                      value={folder._id}
                      label={folder.name}
                      depth={depth + 1}
                      isCurrent={current === folder._id}
                      disabled={inside || current === folder._id}
                      checked={destination === folder._id}
                      onSelect={setDestination}
                    />
                  )
                })}
              </div>
            </fieldset>
          )}
          <DialogFooter>
            <Button type="button" variant="outline" onClick={onClose} disabled={pending}>
              Cancel
            </Button>
            <Button type="submit" disabled={pending || destination === null}>
              {pending ? <Spinner className="size-4" /> : null}
              Move
            </Button>
          </DialogFooter>
        </Form>
      </DialogContent>
    </Dialog>
  )
}

type DestinationOptionProps = {
  name: string
  value: string
  label: string
  depth: number
  isCurrent: boolean
  disabled: boolean
  checked: boolean
  onSelect: (value: string) => void
}

function DestinationOption({
  name,
  value,
  label,
  depth,
  isCurrent,
  disabled,
  checked,
  onSelect,
}: DestinationOptionProps) {
  return (
    <label
      className={cn(
        'flex items-center gap-2 rounded-sm px-2 py-1.5 text-sm has-[:checked]:bg-accent has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring/40',
        disabled ? 'text-muted-foreground' : 'cursor-pointer hover:bg-accent/60',
      )}
      style={{ paddingLeft: `${0.5 + depth * 1.25}rem` }}
    >
      <input
        type="radio"
        name={name}
        value={value}
        checked={checked}
        disabled={disabled}
        onChange={() => onSelect(value)}
        className="size-4 accent-primary"
      />
      <FolderIcon />
      <span className="truncate">{label}</span>
      {isCurrent ? <span className="text-xs text-muted-foreground">(current)</span> : null}
    </label>
  )
}
