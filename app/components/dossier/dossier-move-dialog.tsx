import { useQuery } from '@tanstack/react-query'
import { useId, useMemo } from 'react'
import { Controller, useForm, useWatch } from 'react-hook-form'
import { FormDialog } from '@/components/ui/form-dialog'
import { Spinner } from '@/components/ui/spinner'
import { useFormMutation } from '@/components/ui/use-form-mutation'
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

type MoveFields = { destination: string | null }

/** Move a folder, a document or a selection: pick the destination in the matter's folder tree. */
export function DossierMoveDialog({ state, onClose, onDone }: DossierMoveDialogProps) {
  const { projectId } = useDossier()
  const folders = useQuery(dossierQueries.allFolders(projectId))
  const moveFolder = useMoveFolderMutation()
  const moveDocuments = useMoveDocumentsMutation()
  const form = useForm<MoveFields>({ defaultValues: { destination: null } })
  const destination = useWatch({ control: form.control, name: 'destination' })
  const name = useId()
  const what = describe(state)

  const tree = useMemo(() => folderTreeOrder(folders.data ?? []), [folders.data])
  const moving =
    state.kind === 'move-folder'
      ? (folders.data ?? []).find((folder) => folder._id === state.folderId)
      : undefined
  const current = currentLocation(state, folders.data ?? [])

  // The mutation cache shows why a move failed; the dialog stays for another choice.
  const save = useFormMutation({
    form,
    mutationFn: async ({ destination: chosen }: MoveFields) => {
      const target = chosen === TOP_LEVEL ? undefined : (chosen as Id<'folders'>)
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
      return target
    },
    onSuccess: (target) => {
      const targetName =
        target === undefined
          ? 'the top level'
          : (folders.data?.find((folder) => folder._id === target)?.name ?? 'the folder')
      toast({ variant: 'success', title: `Moved ${what} to ${targetName}` })
      onDone()
    },
  })

  return (
    <FormDialog
      title={`Move ${what}`}
      description="Choose the folder to move it to."
      submitLabel="Move"
      pending={save.pending}
      submitDisabled={destination === null}
      onSubmit={save.submit}
      onClose={onClose}
      className="max-w-lg"
    >
      {folders.isPending ? (
        <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
          <Spinner className="size-4" /> Loading folders…
        </p>
      ) : (
        <Controller
          control={form.control}
          name="destination"
          rules={{ validate: (chosen) => chosen !== null }}
          render={({ field }) => (
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
                  checked={field.value === TOP_LEVEL}
                  onSelect={field.onChange}
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
                      checked={field.value === folder._id}
                      onSelect={field.onChange}
                    />
                  )
                })}
              </div>
            </fieldset>
          )}
        />
      )}
    </FormDialog>
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
