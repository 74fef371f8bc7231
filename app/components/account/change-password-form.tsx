import { useForm } from 'react-hook-form'
import { FormAlert } from '@/components/auth/form-alert'
import { Button } from '@/components/ui/button'
import { Form } from '@/components/ui/form'
import { FormField } from '@/components/ui/form-field'
import { Spinner } from '@/components/ui/spinner'
import { FormProblem, useFormMutation } from '@/components/ui/use-form-mutation'
import { authClient } from '@/lib/auth-client'
import { authErrorMessage, newPasswordProblem } from '@/lib/auth-errors'
import { toast } from '@/lib/toast-store'

export const PASSWORDS_DONT_MATCH = "Passwords don't match"

type PasswordFields = {
  currentPassword: string
  newPassword: string
  confirmPassword: string
  signOutOthers: boolean
}

const EMPTY: PasswordFields = {
  currentPassword: '',
  newPassword: '',
  confirmPassword: '',
  signOutOthers: false,
}

/**
 * Current password, new password (at least 8 characters) and its confirmation; optionally signs
 * out every other device. This device keeps its session, so the page stays signed in.
 */
export function ChangePasswordForm({ onSignedOutOthers }: { onSignedOutOthers: () => void }) {
  const form = useForm<PasswordFields>({ defaultValues: EMPTY })
  const { errors } = form.formState
  const save = useFormMutation({
    form,
    mutationFn: async (fields: PasswordFields) => {
      // Other sessions are revoked in a second call rather than with revokeOtherSessions here:
      // that option replaces this device's session too, and the open page would lose its token.
      const { error } = await authClient.changePassword({
        currentPassword: fields.currentPassword,
        newPassword: fields.newPassword,
      })
      if (error) {
        throw new FormProblem(
          error.code === 'INVALID_PASSWORD'
            ? 'Your current password is not correct'
            : error.code === 'CREDENTIAL_ACCOUNT_NOT_FOUND'
              ? 'This account signs in by email link or code and has no password to change.'
              : authErrorMessage(error),
        )
      }
      if (fields.signOutOthers) {
        const { error: revokeError } = await authClient.revokeOtherSessions()
        if (revokeError) {
          toast({
            variant: 'error',
            title: 'Password changed, but other devices are still signed in',
            description: 'Use "Sign out of all other sessions" below.',
          })
        } else {
          onSignedOutOthers()
        }
      }
    },
    onSuccess: (_, { signOutOthers }) => {
      form.reset(EMPTY)
      toast({
        variant: 'success',
        title: 'Password changed',
        description: signOutOthers ? 'Your other devices have been signed out.' : undefined,
      })
    },
  })

  return (
    <Form noValidate className="grid gap-4" onSubmit={(event) => void save.submit(event)}>
      <FormField
        label="Current password"
        type="password"
        autoComplete="current-password"
        error={errors.currentPassword?.message}
        {...form.register('currentPassword', {
          validate: (typed) => typed.length > 0 || 'Enter your current password',
        })}
      />
      <FormField
        label="New password"
        type="password"
        autoComplete="new-password"
        error={errors.newPassword?.message}
        hint="At least 8 characters."
        {...form.register('newPassword', {
          validate: (typed) => newPasswordProblem(typed) ?? true,
        })}
      />
      <FormField
        label="Confirm new password"
        type="password"
        autoComplete="new-password"
        error={errors.confirmPassword?.message}
        {...form.register('confirmPassword', {
          validate: (typed, fields) => typed === fields.newPassword || PASSWORDS_DONT_MATCH,
        })}
      />
      <label className="flex items-center gap-2 text-sm">
        <input
          type="checkbox"
          className="size-4 accent-primary"
          {...form.register('signOutOthers')}
        />
        Sign out of my other devices
      </label>
      <div>
        <Button type="submit" disabled={save.pending}>
          {save.pending ? <Spinner className="size-4" /> : null}
          Change password
        </Button>
      </div>
      {save.error ? <FormAlert tone="error">{save.error}</FormAlert> : null}
    </Form>
  )
}
