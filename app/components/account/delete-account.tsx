import { Trash2 } from 'lucide-react'
import { useState } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import { useLeaveToLogin } from '@/components/shell/session-actions'
import { FormAlert } from '@/components/auth/form-alert'
import { Button } from '@/components/ui/button'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog'
import { FormField } from '@/components/ui/form-field'
import { Spinner } from '@/components/ui/spinner'
import { Form } from '@/components/ui/form'
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
  const leaveToLogin = useLeaveToLogin()
  const [open, setOpen] = useState(false)
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
    onSuccess: () => leaveToLogin(),
  })
  // The page leaves once the account is gone; until then the dialog stays and cannot be closed.
  const pending = remove.pending

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (pending) return
        setOpen(next)
        if (!next) {
          form.reset()
          remove.clearError()
        }
      }}
    >
      <DialogTrigger asChild>
        <Button variant="destructive">
          <Trash2 className="size-4" aria-hidden />
          Delete account
        </Button>
      </DialogTrigger>
      <DialogContent>
        <Form noValidate className="grid gap-4" onSubmit={(event) => void remove.submit(event)}>
          <DialogHeader>
            <DialogTitle>Delete your account?</DialogTitle>
            <DialogDescription>
              Your sign-in, sessions and memberships are removed for good. An organization where you
              are the only member is deleted with it. This cannot be undone.
            </DialogDescription>
          </DialogHeader>
          <FormField
            label={`Type ${email} to confirm`}
            autoComplete="off"
            {...form.register('confirmEmail', {
              validate: (typed) => typed.trim().toLowerCase() === email.toLowerCase(),
            })}
          />
          {remove.error ? <FormAlert tone="error">{remove.error}</FormAlert> : null}
          <DialogFooter>
            <Button
              type="button"
              variant="outline"
              onClick={() => setOpen(false)}
              disabled={pending}
            >
              Cancel
            </Button>
            <Button type="submit" variant="destructive" disabled={!matches || pending}>
              {pending ? <Spinner className="size-4" /> : null}
              Delete my account
            </Button>
          </DialogFooter>
        </Form>
      </DialogContent>
    </Dialog>
  )
}
