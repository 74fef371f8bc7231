import { useNavigate } from '@tanstack/react-router'
import { useForm } from 'react-hook-form'
import { FormDialog } from '@/components/ui/form-dialog'
import { FormField } from '@/components/ui/form-field'
import { useFormMutation } from '@/components/ui/use-form-mutation'
import { type TableTemplate, useCreateTableMutation } from '@/queries/tables'
import type { Id } from '@convex/_generated/dataModel'

type NewTableDialogProps = {
  projectId: Id<'projects'>
  slug: string
  /** The template the table starts from; null for an empty table. */
  template: TableTemplate | null
  onClose: () => void
}

type NewTableFields = { name: string }

/** 'New table': a name, from a template or empty; opens the table once made. */
export function NewTableDialog({ projectId, slug, template, onClose }: NewTableDialogProps) {
  const create = useCreateTableMutation()
  const navigate = useNavigate()
  const form = useForm<NewTableFields>({ defaultValues: { name: template?.name ?? '' } })
  const save = useFormMutation({
    form,
    errorField: 'name',
    mutationFn: ({ name }: NewTableFields) =>
      create.mutateAsync({
        projectId,
        name: name.trim(),
        ...(template ? { templateId: template._id } : {}),
      }),
    onSuccess: async ({ tableId }) => {
      onClose()
      await navigate({ to: '/matters/$slug/tables/$tableId', params: { slug, tableId } })
    },
  })

  return (
    <FormDialog
      title="New table"
      description={
        template
          ? `It starts with the ${template.columns.length} columns of the template ${template.name}.`
          : 'It starts empty: add the documents and the questions next.'
      }
      submitLabel="Create table"
      pending={save.pending}
      onSubmit={save.submit}
      onClose={onClose}
    >
      <FormField
        label="Table name"
        autoComplete="off"
        autoFocus
        maxLength={120}
        error={form.formState.errors.name?.message}
        {...form.register('name', {
          validate: (name) => name.trim() !== '' || 'Table name is required',
        })}
      />
    </FormDialog>
  )
}
