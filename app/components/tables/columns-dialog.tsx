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
import { Spinner } from '@/components/ui/spinner'
import { getErrorMessage } from '@/lib/errors'
import { toast } from '@/lib/toast-store'
import { type ReviewTable, useSetColumnsMutation } from '@/queries/tables'
import {
  type ColumnDraft,
  ColumnEditor,
  columnDrafts,
  columnInputs,
  newColumnDraft,
} from './column-editor'

/**
 * The table's questions: a name, a type and the question asked of each document. A changed
 * question is asked again at once; a removed column's answers go.
 */
export function ColumnsDialog({ table, onClose }: { table: ReviewTable; onClose: () => void }) {
  const setColumns = useSetColumnsMutation()
  const [columns, setDraft] = useState<ColumnDraft[]>(() =>
    table.columns.length > 0 ? columnDrafts(table.columns) : [newColumnDraft()],
  )
  const [error, setError] = useState<string | null>(null)

  async function handleSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault()
    try {
      const result = await setColumns.mutateAsync({ id: table._id, columns: columnInputs(columns) })
      toast({
        variant: 'success',
        title: result.runId
          ? 'Columns saved; the changed questions are being asked again'
          : 'Columns saved',
      })
      onClose()
    } catch (caught) {
      setError(getErrorMessage(caught))
    }
  }

  return (
    <Dialog open onOpenChange={(open) => !open && !setColumns.isPending && onClose()}>
      <DialogContent className="max-h-[90vh] max-w-3xl overflow-y-auto">
        <Form noValidate onSubmit={(event) => void handleSubmit(event)} className="grid gap-4">
          <DialogHeader>
            <DialogTitle>Columns</DialogTitle>
            <DialogDescription>
              Each column is a question asked of every document. Say exactly what you want; the
              answer comes back with the passage it was read from.
            </DialogDescription>
          </DialogHeader>
          <ColumnEditor columns={columns} onChange={setDraft} />
          {error ? (
            <p role="alert" className="text-sm text-destructive">
              {error}
            </p>
          ) : null}
          <DialogFooter>
            <Button
              type="button"
              variant="outline"
              onClick={onClose}
              disabled={setColumns.isPending}
            >
              Cancel
            </Button>
            <Button type="submit" disabled={setColumns.isPending}>
              {setColumns.isPending ? <Spinner className="size-4" /> : null}
              Save columns
            </Button>
          </DialogFooter>
        </Form>
      </DialogContent>
    </Dialog>
  )
}
