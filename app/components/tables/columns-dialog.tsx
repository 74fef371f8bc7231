import { Controller, useForm } from 'react-hook-form'
import { FormDialog } from '@/components/ui/form-dialog'
import { useFormMutation } from '@/components/ui/use-form-mutation'
import { toast } from '@/lib/toast-store'
import { type ReviewTable, useSetColumnsMutation } from '@/queries/tables'
import {
  type ColumnDraft,
  ColumnEditor,
  columnDrafts,
  columnInputs,
  newColumnDraft,
} from './column-editor'

type ColumnsFields = { columns: ColumnDraft[] }

/**
 * The table's questions: a name, a type and the question asked of each document. A changed
 * question is asked again at once; a removed column's answers go.
 */
export function ColumnsDialog({
  table,
  parties,
  onClose,
}: {
  table: ReviewTable
  /** The matter's parties, for a prompt's {{party}}. */
  parties: string[]
  onClose: () => void
}) {
  const setColumns = useSetColumnsMutation()
  const form = useForm<ColumnsFields>({
    defaultValues: {
      columns: table.columns.length > 0 ? columnDrafts(table.columns) : [newColumnDraft()],
    },
  })
  const save = useFormMutation({
    form,
    mutationFn: ({ columns }: ColumnsFields) =>
      setColumns.mutateAsync({ id: table._id, columns: columnInputs(columns) }),
    onSuccess: (result) => {
      toast({
        variant: 'success',
        title: result.runId
          ? 'Columns saved; the changed questions are being asked again'
          : 'Columns saved',
      })
      onClose()
    },
  })

  return (
    <FormDialog
      title="Columns"
      description="Each column is a question asked of every document. Say exactly what you want; the answer comes back with the passage it was read from."
      submitLabel="Save columns"
      pending={save.pending}
      error={save.error}
      onSubmit={save.submit}
      onClose={onClose}
      className="max-h-[90vh] max-w-3xl overflow-y-auto"
    >
      <Controller
        control={form.control}
        name="columns"
        render={({ field }) => (
          <ColumnEditor
            columns={field.value}
            onChange={field.onChange}
            promptSource={{ projectId: table.matter._id, parties }}
          />
        )}
      />
    </FormDialog>
  )
}
