import { useNavigate } from '@tanstack/react-router'
import { useForm, useWatch } from 'react-hook-form'
import { Button } from '@/components/ui/button'
import { FieldShell } from '@/components/ui/field-shell'
import { Form } from '@/components/ui/form'
import { FormField } from '@/components/ui/form-field'
import { Spinner } from '@/components/ui/spinner'
import { NativeSelect } from '@/components/ui/native-select'
import { Textarea } from '@/components/ui/textarea'
import { useFormMutation } from '@/components/ui/use-form-mutation'
import { useConvexMutation } from '@/lib/convex-react'
import { toast } from '@/lib/toast-store'
import type { LabSet } from '@/queries/admin'
import { api } from '@convex/_generated/api'
import { LAB_LIMITS } from '@shared/labRules'
import { COLUMN_TYPE_LABELS } from '@shared/reviewValidators'

type Fields = {
  prompts: { prompt: string }[]
  note: string
  engine: 'offline' | 'model'
  /** The table-cell system prompt version, as the select holds it. */
  version: string
}

/**
 * A new run of the set's columns: each prompt starts as the latest run asked it (or as the set
 * has it), so a run changes only what the admin edits.
 */
export function LabRunForm({
  set,
  running,
  prompts,
}: {
  set: LabSet
  running: boolean
  prompts: { key: string; prompt: string }[]
}) {
  const startRun = useConvexMutation(api.prompts.labRuns.start)
  const navigate = useNavigate()
  const form = useForm<Fields>({
    defaultValues: {
      prompts: set.columns.map((column) => ({
        prompt: prompts.find((row) => row.key === column.key)?.prompt ?? column.prompt,
      })),
      note: '',
      engine: 'offline',
      version: String(set.systemPromptVersion),
    },
  })
  const engine = useWatch({ control: form.control, name: 'engine' })
  const starting = useFormMutation({
    form,
    mutationFn: (fields: Fields) =>
      startRun({
        setId: set._id,
        prompts: set.columns.map((column, i) => ({
          key: column.key,
          prompt: fields.prompts[i]?.prompt ?? column.prompt,
        })),
        note: fields.note,
        engine: fields.engine,
        ...(fields.engine === 'model' ? { systemPromptVersion: Number(fields.version) } : {}),
      }),
    onSuccess: async ({ number }) => {
      toast({ variant: 'success', title: `Run ${number} started` })
      await navigate({ to: '/admin/prompt-lab', search: { set: set._id, run: number } })
    },
  })
  return (
    <Form
      onSubmit={starting.submit}
      noValidate
      className="grid gap-3 rounded-lg border bg-card p-4"
    >
      <h3 className="font-semibold">New run</h3>
      {set.model ? (
        <div className="grid gap-3 sm:grid-cols-2">
          <FieldShell
            label="Engine"
            hint={
              engine === 'model'
                ? `Sends the set's documents to ${set.model}; what is sent is audited`
                : "Reads each document's text on this server; nothing leaves it"
            }
          >
            {(control) => (
              <NativeSelect {...control} {...form.register('engine')}>
                <option value="offline">Offline engine</option>
                <option value="model">{set.model}</option>
              </NativeSelect>
            )}
          </FieldShell>
          {engine === 'model' ? (
            <FieldShell
              label="Table-cell system prompt"
              hint="What the model is told for every cell"
            >
              {(control) => (
                <NativeSelect {...control} {...form.register('version')}>
                  {set.systemPromptVersions.map((row) => (
                    <option key={row.version} value={row.version}>
                      {versionLabel(row.version, set.systemPromptVersion)}
                      {row.note ? ` · ${row.note}` : ''}
                    </option>
                  ))}
                </NativeSelect>
              )}
            </FieldShell>
          ) : null}
        </div>
      ) : (
        <p className="max-w-prose text-sm text-muted-foreground">
          Runs on the offline engine, which reads each document's text on this server. The
          table-cell system prompt in force (
          {versionLabel(set.systemPromptVersion, set.systemPromptVersion)}) is recorded with the
          run; the offline engine sends it nowhere. With a model configured, a run can use it.
        </p>
      )}
      <div className="grid gap-3 md:grid-cols-2">
        {set.columns.map((column, i) => (
          <FieldShell
            key={column.key}
            label={`Prompt for ${column.label}`}
            hint={`${COLUMN_TYPE_LABELS[column.type]} column`}
            error={form.formState.errors.prompts?.[i]?.prompt?.message}
          >
            {(control) => (
              <Textarea
                rows={2}
                maxLength={LAB_LIMITS.prompt}
                {...control}
                {...form.register(`prompts.${i}.prompt`)}
              />
            )}
          </FieldShell>
        ))}
      </div>
      <FormField
        label="Note (optional)"
        maxLength={LAB_LIMITS.note}
        hint="What this run tries, for whoever reads the history"
        error={form.formState.errors.note?.message}
        {...form.register('note')}
      />
      {starting.error ? (
        <p role="alert" className="text-sm text-destructive">
          {starting.error}
        </p>
      ) : null}
      <Button type="submit" className="justify-self-start" disabled={starting.pending || running}>
        {starting.pending ? <Spinner className="size-4" /> : null}
        {running
          ? 'A run is under way…'
          : engine === 'model'
            ? 'Run on the model'
            : 'Run on the offline engine'}
      </Button>
    </Form>
  )
}

/** A table-cell system prompt version as the lab names it. */
export function versionLabel(version: number, inForce: number) {
  const name = version === 0 ? 'Built in' : `Version ${version}`
  return version === inForce ? `${name} (in force)` : name
}
