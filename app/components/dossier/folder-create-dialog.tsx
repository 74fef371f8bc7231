import { useForm } from 'react-hook-form'
import { FormDialog } from '@/components/ui/form-dialog'
import { FormField } from '@/components/ui/form-field'
import { useFormMutation } from '@/components/ui/use-form-mutation'
import { toast } from '@/lib/toast-store'
import { useCreateFolderMutation } from '@/queries/dossier'
import type { Id } from '@convex/_generated/dataModel'
import { useDossier } from './dossier-context'

type FolderCreateDialogProps = {
  /** The folder the new one goes in; null for the top level. */
  parentId: Id<'folders'> | null
  onClose: () => void
}

type FolderFields = { name: string }

/** 'New folder': one name field; the server's refusal (a taken or invalid name) shows under it. */
export function FolderCreateDialog({ parentId, onClose }: FolderCreateDialogProps) {
  const { projectId } = useDossier()
  const createFolder = useCreateFolderMutation()
  const form = useForm<FolderFields>({ defaultValues: { name: '' } })
  const save = useFormMutation({
    form,
    errorField: 'name',
    mutationFn: ({ name }: FolderFields) =>
      createFolder.mutateAsync({
        projectId,
        name: name.trim(),
        ...(parentId ? { parentId } : {}),
      }),
    onSuccess: (_, { name }) => {
      toast({ variant: 'success', title: `Folder ${name.trim()} created` })
      onClose()
    },
  })

  return (
    <FormDialog
      title="New folder"
      description={
        parentId
          ? 'The folder goes inside the one open now.'
          : 'The folder goes at the top level of the dossier.'
      }
      submitLabel="Create folder"
      pending={save.pending}
      onSubmit={save.submit}
      onClose={onClose}
    >
      <FormField
        label="Folder name"
        autoComplete="off"
        autoFocus
        maxLength={120}
        error={form.formState.errors.name?.message}
        {...form.register('name', {
          validate: (name) => name.trim() !== '' || 'Folder name is required',
        })}
      />
    </FormDialog>
  )
}
