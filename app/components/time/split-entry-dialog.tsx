import { useForm } from 'react-hook-form'
import { FormDialog } from '@/components/ui/form-dialog'
import { FormField } from '@/components/ui/form-field'
import { useFormMutation } from '@/components/ui/use-form-mutation'
import { toast } from '@/lib/toast-store'
import { type TimeEntryRow, useEntryMutations } from '@/queries/time'
import { formatDuration, parseDuration } from '@shared/timeRules'

/** Splits part of an entry off as a new entry (the same day, description and codes). */
export function SplitEntryDialog({ entry, onClose }: { entry: TimeEntryRow; onClose: () => void }) {
  const { split } = useEntryMutations()
  const form = useForm<{ duration: string }>({ defaultValues: { duration: '' } })
  const save = useFormMutation({
    form,
    mutationFn: ({ duration }: { duration: string }) =>
      split.mutateAsync({ entryId: entry._id, duration }),
    onSuccess: () => {
      toast({ variant: 'success', title: 'Entry split' })
      onClose()
    },
  })
  return (
    <FormDialog
      title="Split the entry"
      description={`${formatDuration(entry.minutes)} on ${entry.date}: ${entry.description}`}
      submitLabel="Split"
      pending={save.pending}
      error={save.error}
      onSubmit={save.submit}
      onClose={onClose}
    >
      <FormField
        label="Time to split off"
        hint={`Less than ${formatDuration(entry.minutes)}; it becomes an entry of its own`}
        autoFocus
        error={form.formState.errors.duration?.message}
        {...form.register('duration', {
          validate: (value) => {
            const parsed = parseDuration(value)
            if (!parsed.ok) return parsed.message
            return parsed.minutes < entry.minutes || `Less than ${formatDuration(entry.minutes)}`
          },
        })}
      />
    </FormDialog>
  )
}
