import { useState } from 'react'
import { FormDialog } from '@/components/ui/form-dialog'
import { FormField } from '@/components/ui/form-field'
import { getErrorMessage } from '@/lib/errors'
import { toast } from '@/lib/toast-store'
import { useRenameThreadMutation } from '@/queries/associate'
import type { Id } from '@convex/_generated/dataModel'
import { TITLE_MAX } from '@convex/lib/associateValidators'

type RenameThreadDialogProps = { threadId: Id<'threads'>; title: string; onClose: () => void }

export function RenameThreadDialog({ threadId, title, onClose }: RenameThreadDialogProps) {
  const rename = useRenameThreadMutation()
  const [value, setValue] = useState(title)
  const [error, setError] = useState<string | null>(null)

  async function submit() {
    if (value.trim() === '') return setError('A thread needs a title')
    try {
      await rename.mutateAsync({ threadId, title: value })
      toast({ variant: 'success', title: 'Thread renamed' })
      onClose()
    } catch (failure) {
      setError(getErrorMessage(failure))
    }
  }

  return (
    <FormDialog
      title="Rename thread"
      submitLabel="Rename"
      pending={rename.isPending}
      onSubmit={submit}
      onClose={onClose}
    >
      <FormField
        label="Title"
        name="title"
        autoFocus
        maxLength={TITLE_MAX}
        value={value}
        error={error}
        onChange={(event) => {
          setValue(event.target.value)
          setError(null)
        }}
      />
    </FormDialog>
  )
}
