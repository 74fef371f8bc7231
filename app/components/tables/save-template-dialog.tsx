import { useState } from 'react'
import { FormDialog } from '@/components/ui/form-dialog'
import { FormField } from '@/components/ui/form-field'
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

  async function handleSubmit() {
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
    <FormDialog
      title="Save as template"
      description={`Its ${table.columns.length} columns and instructions become a template your firm can start new tables from. No answers or documents go with it.`}
      submitLabel="Save template"
      pending={save.isPending}
      onSubmit={handleSubmit}
      onClose={onClose}
    >
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
    </FormDialog>
  )
}
