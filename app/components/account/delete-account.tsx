import { Trash2 } from 'lucide-react'
import { useState } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import { useLeaveToLogin } from '@/components/shell/session-actions'
import { Button } from '@/components/ui/button'
import { FormDialog } from '@/components/ui/form-dialog'
import { FormField } from '@/components/ui/form-field'
import { FormProblem, useFormMutation } from '@/components/ui/use-form-mutation'
import { authClient } from '@/lib/auth-client'
import { authErrorMessage } from '@/lib/auth-errors'

function deletionFailure(error: { status?: number; code?: string; message?: string }) {
  if (error.code === 'SESSION_EXPIRED') {
    return 'For your security, sign out and sign in again before deleting your account.'
  }
  // LAST_ORGANIZATION_ADMIN carries the backend's own sentence naming the firms concerned.
  return authErrorMessage(error)
}

type DeleteFields = { confirmEmail: string }

/**
 * Deletes the account after the user types their email address. The backend refuses while the
 * user is the last admin of a firm that has other members; a firm left with nobody is removed.
 */
export function DeleteAccount({ email }: { email: string }) {
  const [open, setOpen] = useState(false)
  return (
    <>
      <Button variant="destructive" onClick={() => setOpen(true)}>
        <Trash2 className="size-4" aria-hidden />
        Delete account
      </Button>
      {open ? <DeleteAccountDialog email={email} onClose={() => setOpen(false)} /> : null}
    </>
  )
}

function DeleteAccountDialog({ email, onClose }: { email: string; onClose: () => void }) {
  const leaveToLogin = useLeaveToLogin()
  const form = useForm<DeleteFields>({ defaultValues: { confirmEmail: '' } })
  const matches =
    useWatch({ control: form.control, name: 'confirmEmail' }).trim().toLowerCase() ===
    email.toLowerCase()
  const remove = useFormMutation({
    form,
    mutationFn: async () => {
      const { error } = await authClient.deleteUser()
      if (error) throw new FormProblem(deletionFailure(error))
    },
    // The page leaves once the account is gone; until then the dialog stays and cannot be closed.
    onSuccess: () => leaveToLogin(),
  })

  return (
    <FormDialog
      title="Delete your account?"
      description="Your sign-in, sessions and memberships are removed for good. An organization where you are the only member is deleted with it. This cannot be undone."
      submitLabel="Delete my account"
      submitVariant="destructive"
      submitDisabled={!matches}
      pending={remove.pending}
      error={remove.error}
      onSubmit={remove.submit}
      onClose={onClose}
    >
      <FormField
        label={`Type ${email} to confirm`}
        autoComplete="off"
        {...form.register('confirmEmail', {
          validate: (typed) => typed.trim().toLowerCase() === email.toLowerCase(),
        })}
      />
    </FormDialog>
  )
}
