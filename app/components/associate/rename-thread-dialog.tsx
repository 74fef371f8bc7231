import { useForm } from 'react-hook-form'
import { FormDialog } from '@/components/ui/form-dialog'
import { FormField } from '@/components/ui/form-field'
import { useFormMutation } from '@/components/ui/use-form-mutation'
import { toast } from '@/lib/toast-store'
import { useRenameThreadMutation } from '@/queries/associate'
import type { Id } from '@convex/_generated/dataModel'
import { TITLE_MAX } from '@shared/associateValidators'

type RenameThreadDialogProps = { threadId: Id<'threads'>; title: string; onClose: () => void }

type RenameFields = { title: string }

export function RenameThreadDialog({ threadId, title, onClose }: RenameThreadDialogProps) {
  const rename = useRenameThreadMutation()
  const form = useForm<RenameFields>({ defaultValues: { title } })
  const save = useFormMutation({
    form,
    errorField: 'title',
    mutationFn: (fields: RenameFields) => rename.mutateAsync({ threadId, title: fields.title }),
    onSuccess: () => {
      toast({ variant: 'success', title: 'Thread renamed' })
      onClose()
    },
  })

  return (
    <FormDialog
      title="Rename thread"
      submitLabel="Rename"
      pending={save.pending}
      onSubmit={save.submit}
      onClose={onClose}
    >
      <FormField
        label="Title"
        autoFocus
        maxLength={TITLE_MAX}
        error={form.formState.errors.title?.message}
        {...form.register('title', {
          validate: (value) => value.trim() !== '' || 'A thread needs a title',
        })}
      />
    </FormDialog>
  )
}
