import { ArrowDown, ArrowUp, Plus, Trash2 } from 'lucide-react'
import { useState } from 'react'
import { PromptPicker, PromptPickerButton } from '@/components/prompts/prompt-picker'
import type { Id } from '@convex/_generated/dataModel'
import { COLUMN_TYPES, COLUMN_TYPE_LABELS } from '@shared/reviewValidators'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { NativeSelect } from '@/components/ui/native-select'
import { Textarea } from '@/components/ui/textarea'

/** A column as the editor holds it: options one per line, `id` for a column already stored. */
export type ColumnDraft = {
  key: string
  id?: string
  label: string
  type: string
  prompt: string
  options: string
}

let drafts = 0
export const newColumnDraft = (): ColumnDraft => ({
  key: `new-${++drafts}`,
  label: '',
  type: 'text',
  prompt: '',
  options: '',
})

/** Stored columns as drafts. */
export function columnDrafts(
  columns: { id: string; label: string; type: string; prompt: string; options?: string[] }[],
): ColumnDraft[] {
  return columns.map((c) => ({
    key: c.id,
    id: c.id,
    label: c.label,
    type: c.type,
    prompt: c.prompt,
    options: (c.options ?? []).join('\n'),
  }))
}

/** Drafts as the backend takes them (`keepIds`: false for a template, whose columns get new ids). */
export function columnInputs(columns: ColumnDraft[], keepIds = true) {
  return columns.map((c) => ({
    ...(keepIds && c.id ? { id: c.id } : {}),
    label: c.label,
    type: c.type,
    prompt: c.prompt,
    ...(c.type === 'classification' ? { options: c.options.split('\n') } : {}),
  }))
}

/** A column's name and question from the prompt library: the title (cut to fit) and the text. */
export function columnFromPrompt(title: string, text: string): ColumnDraft {
  return { ...newColumnDraft(), label: title.slice(0, COLUMN_LABEL_MAX).trim(), prompt: text }
}

const COLUMN_LABEL_MAX = 80

/** The list of questions: name, type, question and options of each, in order. */
export function ColumnEditor({
  columns,
  onChange,
  promptSource,
}: {
  columns: ColumnDraft[]
  onChange: (columns: ColumnDraft[]) => void
  /** Where a column from the prompt library takes its {{party}} and {{document}} from. */
  promptSource?: { projectId: Id<'projects'>; parties: string[] }
}) {
  const [picking, setPicking] = useState(false)
  const change = (index: number, patch: Partial<ColumnDraft>) =>
    onChange(columns.map((c, i) => (i === index ? { ...c, ...patch } : c)))
  const move = (index: number, by: number) => {
    const next = [...columns]
    const [item] = next.splice(index, 1)
    next.splice(index + by, 0, item!)
    onChange(next)
  }
  return (
    <>
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
                  maxLength={COLUMN_LABEL_MAX}
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
                  onClick={() => onChange(columns.filter((_, i) => i !== index))}
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
      <div className="flex flex-wrap gap-2">
        <Button
          type="button"
          variant="outline"
          onClick={() => onChange([...columns, newColumnDraft()])}
        >
          <Plus className="size-4" aria-hidden />
          Add column
        </Button>
        {promptSource ? (
          <PromptPickerButton
            label="From a prompt"
            size="default"
            onClick={() => setPicking(true)}
          />
        ) : null}
      </div>
      {picking && promptSource ? (
        <PromptPicker
          useLabel="Add column"
          parties={promptSource.parties}
          projectId={promptSource.projectId}
          onUse={(text, prompt) => {
            // An untouched empty column is replaced rather than left blank above the new one.
            const kept = columns.filter((c) => c.id || c.label.trim() || c.prompt.trim())
            onChange([...kept, columnFromPrompt(prompt.title, text)])
            setPicking(false)
          }}
          onClose={() => setPicking(false)}
        />
      ) : null}
    </>
  )
}
