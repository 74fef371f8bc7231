import { useQuery } from '@tanstack/react-query'
import { useForm, useWatch } from 'react-hook-form'
import { FieldShell } from '@/components/ui/field-shell'
import { FormDialog } from '@/components/ui/form-dialog'
import { FormField } from '@/components/ui/form-field'
import { NativeSelect } from '@/components/ui/native-select'
import { Textarea } from '@/components/ui/textarea'
import { FormProblem, useFormMutation } from '@/components/ui/use-form-mutation'
import { toast } from '@/lib/toast-store'
import { matterQueries } from '@/queries/matters'
import { timeQueries } from '@/queries/time'
import type { Id } from '@convex/_generated/dataModel'
import {
  TIME_LIMITS,
  type TimeEntryInput,
  UTBMS_ACTIVITIES,
  UTBMS_TASKS,
  formatDuration,
  parseDuration,
  roundDuration,
} from '@shared/timeRules'

type Fields = TimeEntryInput & { projectId: string }

type TimeEntryDialogProps = {
  title: string
  submitLabel: string
  /** The toast once saved. */
  successTitle?: string
  /** The matter the entry is on; without one the dialog asks which. */
  projectId?: Id<'projects'>
  defaults: Pick<TimeEntryInput, 'date' | 'duration' | 'description'> &
    Partial<Pick<TimeEntryInput, 'task' | 'activity' | 'billable'>>
  onSave: (projectId: Id<'projects'>, fields: TimeEntryInput) => Promise<unknown>
  onClose: () => void
}

/** A time entry's fields: matter, date, duration as typed, description, UTBMS codes, billable. */
export function TimeEntryDialog({
  title,
  submitLabel,
  successTitle = 'Time recorded',
  projectId,
  defaults,
  onSave,
  onClose,
}: TimeEntryDialogProps) {
  const settings = useQuery(timeQueries.settings())
  const matters = useQuery({ ...matterQueries.list(), enabled: !projectId })
  const increment = settings.data?.incrementMinutes ?? 6
  const form = useForm<Fields>({
    defaultValues: {
      task: '',
      activity: '',
      billable: true,
      ...defaults,
      projectId: projectId ?? '',
    },
  })
  const save = useFormMutation({
    form,
    mutationFn: ({ projectId: chosen, ...fields }: Fields) => {
      if (!chosen) throw new FormProblem('Choose the matter')
      return onSave(chosen as Id<'projects'>, fields)
    },
    onSuccess: () => {
      toast({ variant: 'success', title: successTitle })
      onClose()
    },
  })
  const errors = form.formState.errors
  const duration = useWatch({ control: form.control, name: 'duration' })
  return (
    <FormDialog
      title={title}
      submitLabel={submitLabel}
      pending={save.pending}
      error={save.error}
      onSubmit={save.submit}
      onClose={onClose}
      className="max-w-xl"
    >
      {projectId ? null : (
        <FieldShell label="Matter" error={errors.projectId?.message}>
          {(control) => (
            <NativeSelect {...control} {...form.register('projectId')}>
              <option value="">Choose a matter</option>
              {(matters.data ?? [])
                .filter((matter) => matter.archivedAt === undefined)
                .map((matter) => (
                  <option key={matter._id} value={matter._id}>
                    {matter.name}
                  </option>
                ))}
            </NativeSelect>
          )}
        </FieldShell>
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          label="Date"
          type="date"
          error={errors.date?.message}
          {...form.register('date')}
        />
        <FormField
          label="Duration"
          hint={`1h 12m, 1:12 or 1.2 hours; billed in ${increment}-minute increments`}
          error={errors.duration?.message}
          {...form.register('duration', {
            validate: (value) => {
              const parsed = parseDuration(value)
              return parsed.ok || parsed.message
            },
          })}
        />
      </div>
      <BilledPreview duration={duration} increment={increment} />
      <FieldShell label="Description" error={errors.description?.message}>
        {(control) => (
          <Textarea
            rows={3}
            maxLength={TIME_LIMITS.description}
            {...control}
            {...form.register('description')}
          />
        )}
      </FieldShell>
      <div className="grid gap-4 sm:grid-cols-2">
        <FieldShell label="Task (UTBMS)" error={errors.task?.message}>
          {(control) => (
            <NativeSelect {...control} {...form.register('task')}>
              <option value="">None</option>
              {UTBMS_TASKS.map(([code, label]) => (
                <option key={code} value={code}>
                  {code} {label}
                </option>
              ))}
            </NativeSelect>
          )}
        </FieldShell>
        <FieldShell label="Activity (UTBMS)" error={errors.activity?.message}>
          {(control) => (
            <NativeSelect {...control} {...form.register('activity')}>
              <option value="">None</option>
              {UTBMS_ACTIVITIES.map(([code, label]) => (
                <option key={code} value={code}>
                  {code} {label}
                </option>
              ))}
            </NativeSelect>
          )}
        </FieldShell>
      </div>
      <label className="flex items-center gap-2 text-sm">
        <input type="checkbox" className="size-4 accent-primary" {...form.register('billable')} />
        Billable
      </label>
    </FormDialog>
  )
}

/** What the typed duration bills, as the firm rounds it. */
function BilledPreview({ duration, increment }: { duration: string; increment: number }) {
  const parsed = parseDuration(duration)
  if (!parsed.ok) return null
  const billed = roundDuration(parsed.minutes, { incrementMinutes: increment })
  return (
    <p className="text-sm text-muted-foreground" role="status">
      Billed as {formatDuration(billed)}
      {billed === parsed.minutes ? '' : ` (worked ${formatDuration(parsed.minutes)})`}
    </p>
  )
}
