import { ArrowDown, ArrowUp, Plus, Trash2 } from 'lucide-react'
import { useState } from 'react'
import { COLUMN_TYPES, COLUMN_TYPE_LABELS } from '@convex/lib/reviewValidators'
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
import { Input } from '@/components/ui/input'
import { NativeSelect } from '@/components/ui/native-select'
import { Spinner } from '@/components/ui/spinner'
import { Textarea } from '@/components/ui/textarea'
import { getErrorMessage } from '@/lib/errors'
import { toast } from '@/lib/toast-store'
import { type ReviewTable, useSetColumnsMutation } from '@/queries/tables'

type Draft = {
  key: string
  id?: string
  label: string
  type: string
  prompt: string
  options: string
}

let drafts = 0
const newDraft = (): Draft => ({
  key: `new-${++drafts}`,
  label: '',
  type: 'text',
  prompt: '',
  options: '',
})

/**
 * The table's questions: a name, a type and the question asked of each document. A changed
 * question is asked again at once; a removed column's answers go.
 */
export function ColumnsDialog({ table, onClose }: { table: ReviewTable; onClose: () => void }) {
  const setColumns = useSetColumnsMutation()
  const [columns, setDraft] = useState<Draft[]>(() =>
    table.columns.length > 0
      ? table.columns.map((c) => ({
          key: c.id,
          id: c.id,
          label: c.label,
          type: c.type,
          prompt: c.prompt,
          options: (c.options ?? []).join('\n'),
        }))
      : [newDraft()],
  )
  const [error, setError] = useState<string | null>(null)

  const change = (index: number, patch: Partial<Draft>) =>
    setDraft((current) => current.map((c, i) => (i === index ? { ...c, ...patch } : c)))
  const move = (index: number, by: number) =>
    setDraft((current) => {
      const next = [...current]
      const [item] = next.splice(index, 1)
      next.splice(index + by, 0, item!)
      return next
    })

  async function handleSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault()
    try {
      const result = await setColumns.mutateAsync({
        id: table._id,
        columns: columns.map((c) => ({
          ...(c.id ? { id: c.id } : {}),
          label: c.label,
          type: c.type,
          prompt: c.prompt,
          ...(c.type === 'classification' ? { options: c.options.split('\n') } : {}),
        })),
      })
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
          <ol className="grid gap-3">
            {columns.map((column, index) => (
              <li
                key={column.key}
                className="grid gap-2 rounded-md border p-3"
                aria-label={`Column ${index + 1}`}
              >
                <div className="grid gap-2 sm:grid-cols-[1fr_12rem_auto]">
                  <div className="grid gap-1">
                    <label className="text-sm font-medium" htmlFor={`${column.key}-label`}>
                      Column name
                    </label>
                    <Input
                      id={`${column.key}-label`}
                      value={column.label}
                      maxLength={80}
                      onChange={(event) => change(index, { label: event.target.value })}
                    />
                  </div>
                  <div className="grid gap-1">
                    <label className="text-sm font-medium" htmlFor={`${column.key}-type`}>
                      Type
                    </label>
                    <NativeSelect
                      id={`${column.key}-type`}
                      value={column.type}
                      onChange={(event) => change(index, { type: event.target.value })}
                    >
                      {COLUMN_TYPES.map((type) => (
                        <option key={type} value={type}>
                          {COLUMN_TYPE_LABELS[type]}
                        </option>
                      ))}
                    </NativeSelect>
                  </div>
                  <div className="flex items-end gap-1">
                    <Button
                      type="button"
                      variant="ghost"
                      size="icon"
                      aria-label={`Move column ${index + 1} up`}
                      disabled={index === 0}
                      onClick={() => move(index, -1)}
                    >
                      <ArrowUp className="size-4" aria-hidden />
                    </Button>
                    <Button
                      type="button"
                      variant="ghost"
                      size="icon"
                      aria-label={`Move column ${index + 1} down`}
                      disabled={index === columns.length - 1}
                      onClick={() => move(index, 1)}
                    >
                      <ArrowDown className="size-4" aria-hidden />
                    </Button>
                    <Button
                      type="button"
                      variant="ghost"
                      size="icon"
                      aria-label={`Remove column ${index + 1}`}
                      onClick={() => setDraft((c) => c.filter((_, i) => i !== index))}
                    >
                      <Trash2 className="size-4" aria-hidden />
                    </Button>
                  </div>
                </div>
                <div className="grid gap-1">
                  <label className="text-sm font-medium" htmlFor={`${column.key}-prompt`}>
                    Question
                  </label>
                  <Textarea
                    id={`${column.key}-prompt`}
                    rows={2}
                    maxLength={2000}
                    placeholder="When was the agreement signed?"
                    value={column.prompt}
                    onChange={(event) => change(index, { prompt: event.target.value })}
                  />
                </div>
                {column.type === 'classification' ? (
                  <div className="grid gap-1">
                    <label className="text-sm font-medium" htmlFor={`${column.key}-options`}>
                      Options, one per line
                    </label>
                    <Textarea
                      id={`${column.key}-options`}
                      rows={3}
                      value={column.options}
                      onChange={(event) => change(index, { options: event.target.value })}
                    />
                  </div>
                ) : null}
              </li>
            ))}
          </ol>
          <Button
            type="button"
            variant="outline"
            className="justify-self-start"
            onClick={() => setDraft((c) => [...c, newDraft()])}
          >
            <Plus className="size-4" aria-hidden />
            Add column
          </Button>
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
