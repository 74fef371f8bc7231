import { useState } from 'react'
import { Button } from '@/components/ui/button'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog'
import { FormField } from '@/components/ui/form-field'
import { Spinner } from '@/components/ui/spinner'
import { Form } from '@/components/ui/form'
import { getErrorMessage } from '@/lib/errors'
import { toast } from '@/lib/toast-store'
import { useCreateFolderMutation } from '@/queries/dossier'
import type { Id } from '@convex/_generated/dataModel'
import { useDossier } from './dossier-context'

type FolderCreateDialogProps = {
  /** The folder the new one goes in; null for the top level. */
  parentId: Id<'folders'> | null
  onClose: () => void
}

/** 'New folder': one name field; the server's refusal (a taken or invalid name) shows under it. */
export function FolderCreateDialog({ parentId, onClose }: FolderCreateDialogProps) {
  const { projectId } = useDossier()
  const createFolder = useCreateFolderMutation()
  const [name, setName] = useState('')
  const [error, setError] = useState<string | null>(null)

  async function handleSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const clean = name.trim()
    if (clean === '') {
      setError('Folder name is required')
      return
    }
    try {
      await createFolder.mutateAsync({
        projectId,
        name: clean,
        ...(parentId ? { parentId } : {}),
      })
      toast({ variant: 'success', title: `Folder ${clean} created` })
      onClose()
    } catch (caught) {
      setError(getErrorMessage(caught))
    }
  }

  return (
    <Dialog open onOpenChange={(open) => !open && !createFolder.isPending && onClose()}>
      <DialogContent className="max-w-md">
        <Form noValidate onSubmit={(event) => void handleSubmit(event)} className="grid gap-4">
          <DialogHeader>
            <DialogTitle>New folder</DialogTitle>
            <DialogDescription>
              {parentId
                ? 'The folder goes inside the one open now.'
                : 'The folder goes at the top level of the dossier.'}
            </DialogDescription>
          </DialogHeader>
          <FormField
            label="Folder name"
            name="name"
            autoComplete="off"
            autoFocus
            maxLength={120}
            value={name}
            error={error}
            onChange={(event) => {
              setName(event.target.value)
              setError(null)
            }}
          />
          <DialogFooter>
            <Button
              type="button"
              variant="outline"
              onClick={onClose}
              disabled={createFolder.isPending}
            >
              Cancel
            </Button>
            <Button type="submit" disabled={createFolder.isPending}>
              {createFolder.isPending ? <Spinner className="size-4" /> : null}
              Create folder
            </Button>
          </DialogFooter>
        </Form>
      </DialogContent>
    </Dialog>
  )
}
