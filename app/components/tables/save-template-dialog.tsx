import { useForm } from 'react-hook-form'
import { FormDialog } from '@/components/ui/form-dialog'
import { FormField } from '@/components/ui/form-field'
import { useFormMutation } from '@/components/ui/use-form-mutation'
import { toast } from '@/lib/toast-store'
import { type ReviewTable, useSaveTemplateMutation } from '@/queries/tables'

type TemplateFields = { name: string; description: string }

/** 'Save as template': the table's columns and instructions become a firm template. */
export function SaveTemplateDialog({
  table,
  onClose,
}: {
  table: ReviewTable
  onClose: () => void
}) {
  const save = useSaveTemplateMutation()
  const form = useForm<TemplateFields>({ defaultValues: { name: table.name, description: '' } })
  const submission = useFormMutation({
    form,
    errorField: 'name',
    mutationFn: ({ name, description }: TemplateFields) =>
      save.mutateAsync({
        tableId: table._id,
        name,
        ...(description.trim() ? { description } : {}),
      }),
    onSuccess: (_, { name }) => {
      toast({ variant: 'success', title: `Template ${name.trim()} saved` })
      onClose()
    },
  })

  return (
    <FormDialog
      title="Save as template"
      description={`Its ${table.columns.length} columns and instructions become a template your firm can start new tables from. No answers or documents go with it.`}
      submitLabel="Save template"
      pending={submission.pending}
      onSubmit={submission.submit}
      onClose={onClose}
    >
      <FormField
        label="Template name"
        autoFocus
        maxLength={120}
        error={form.formState.errors.name?.message}
        {...form.register('name')}
      />
      <FormField label="Description (optional)" maxLength={500} {...form.register('description')} />
    </FormDialog>
  )
}
