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
import { toast } from '@/lib/toast-store'
import { type ReviewTable, useSaveTemplateMutation } from '@/queries/tables'

/** 'Save as template': the table's columns and instructions become a firm template. */
export function SaveTemplateDialog({
  table,
  onClose,
}: {
  table: ReviewTable
  onClose: () => void
}) {
  const save = useSaveTemplateMutation()
  const [name, setName] = useState(table.name)
  const [description, setDescription] = useState('')
  const [error, setError] = useState<string | null>(null)

  async function handleSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault()
    try {
      await save.mutateAsync({
        tableId: table._id,
        name,
        ...(description.trim() ? { description } : {}),
      })
      toast({ variant: 'success', title: `Template ${name.trim()} saved` })
      onClose()
    } catch (caught) {
      setError(getErrorMessage(caught))
    }
  }

  return (
    <Dialog open onOpenChange={(open) => !open && !save.isPending && onClose()}>
      <DialogContent className="max-w-md">
        <Form noValidate onSubmit={(event) => void handleSubmit(event)} className="grid gap-4">
          <DialogHeader>
            <DialogTitle>Save as template</DialogTitle>
            <DialogDescription>
              Its {table.columns.length} columns and instructions become a template your firm can
              start new tables from. No answers or documents go with it.
            </DialogDescription>
          </DialogHeader>
          <FormField
            label="Template name"
            name="name"
            autoFocus
            maxLength={120}
            value={name}
            error={error}
            onChange={(event) => {
              setName(event.target.value)
              setError(null)
            }}
          />
          <FormField
            label="Description (optional)"
            name="description"
            maxLength={500}
            value={description}
            onChange={(event) => setDescription(event.target.value)}
          />
          <DialogFooter>
            <Button type="button" variant="outline" onClick={onClose} disabled={save.isPending}>
              Cancel
            </Button>
            <Button type="submit" disabled={save.isPending}>
              {save.isPending ? <Spinner className="size-4" /> : null}
              Save template
            </Button>
          </DialogFooter>
        </Form>
      </DialogContent>
    </Dialog>
  )
}
