import { useNavigate } from '@tanstack/react-router'
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
import { Form } from '@/components/ui/form'
import { FormField } from '@/components/ui/form-field'
import { Spinner } from '@/components/ui/spinner'
import { getErrorMessage } from '@/lib/errors'
import { type TableTemplate, useCreateTableMutation } from '@/queries/tables'
import type { Id } from '@convex/_generated/dataModel'

type NewTableDialogProps = {
  projectId: Id<'projects'>
  slug: string
  /** The template the table starts from; null for an empty table. */
  template: TableTemplate | null
  onClose: () => void
}

/** 'New table': a name, from a template or empty; opens the table once made. */
export function NewTableDialog({ projectId, slug, template, onClose }: NewTableDialogProps) {
  const create = useCreateTableMutation()
  const navigate = useNavigate()
  const [name, setName] = useState(template?.name ?? '')
  const [error, setError] = useState<string | null>(null)

  async function handleSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (name.trim() === '') {
      setError('Table name is required')
      return
    }
    try {
      const { tableId } = await create.mutateAsync({
        projectId,
        name: name.trim(),
        ...(template ? { templateId: template._id } : {}),
      })
      onClose()
      await navigate({ to: '/matters/$slug/tables/$tableId', params: { slug, tableId } })
    } catch (caught) {
      setError(getErrorMessage(caught))
    }
  }

  return (
    <Dialog open onOpenChange={(open) => !open && !create.isPending && onClose()}>
      <DialogContent className="max-w-md">
        <Form noValidate onSubmit={(event) => void handleSubmit(event)} className="grid gap-4">
          <DialogHeader>
            <DialogTitle>New table</DialogTitle>
            <DialogDescription>
              {template
                ? `It starts with the ${template.columns.length} columns of the template ${template.name}.`
                : 'It starts empty: add the documents and the questions next.'}
            </DialogDescription>
          </DialogHeader>
          <FormField
            label="Table name"
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
            <Button type="button" variant="outline" onClick={onClose} disabled={create.isPending}>
              Cancel
            </Button>
            <Button type="submit" disabled={create.isPending}>
              {create.isPending ? <Spinner className="size-4" /> : null}
              Create table
            </Button>
          </DialogFooter>
        </Form>
      </DialogContent>
    </Dialog>
  )
}
