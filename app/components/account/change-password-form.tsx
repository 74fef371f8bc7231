import { useState } from 'react'
import { FormAlert } from '@/components/auth/form-alert'
import { Button } from '@/components/ui/button'
import { FormField } from '@/components/ui/form-field'
import { Spinner } from '@/components/ui/spinner'
import { Form } from '@/components/ui/form'
import { authClient } from '@/lib/auth-client'
import { authErrorMessage, newPasswordProblem } from '@/lib/auth-errors'
import { toast } from '@/lib/toast-store'

type Problems = { current?: string; next?: string; confirm?: string }

export const PASSWORDS_DONT_MATCH = "Passwords don't match"

/**
 * Current password, new password (at least 8 characters) and its confirmation; optionally signs
 * out every other device. This device keeps its session, so the page stays signed in.
 */
export function ChangePasswordForm({ onSignedOutOthers }: { onSignedOutOthers: () => void }) {
  const [current, setCurrent] = useState('')
  const [next, setNext] = useState('')
  const [confirm, setConfirm] = useState('')
  const [signOutOthers, setSignOutOthers] = useState(false)
  const [problems, setProblems] = useState<Problems>({})
  const [failure, setFailure] = useState<string | null>(null)
  const [pending, setPending] = useState(false)

  async function handleSubmit(event: React.FormEvent) {
    event.preventDefault()
    setFailure(null)
    const found: Problems = {
      current: current.length === 0 ? 'Enter your current password' : undefined,
      next: newPasswordProblem(next) ?? undefined,
      confirm: confirm !== next ? PASSWORDS_DONT_MATCH : undefined,
    }
    setProblems(found)
    if (found.current || found.next || found.confirm) {
      return
    }
    setPending(true)
    // Other sessions are revoked in a second call rather than with revokeOtherSessions here: that
    // option replaces this device's session too, and the open page would lose its backend token.
    const { error } = await authClient.changePassword({
      currentPassword: current,
      newPassword: next,
    })
    if (error) {
      setPending(false)
      setFailure(
        error.code === 'INVALID_PASSWORD'
          ? 'Your current password is not correct'
          : error.code === 'CREDENTIAL_ACCOUNT_NOT_FOUND'
            ? 'This account signs in by email link or code and has no password to change.'
            : authErrorMessage(error),
      )
      return
    }
    if (signOutOthers) {
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
    setPending(false)
    setCurrent('')
    setNext('')
    setConfirm('')
    setSignOutOthers(false)
    toast({
      variant: 'success',
      title: 'Password changed',
      description: signOutOthers ? 'Your other devices have been signed out.' : undefined,
    })
  }

  return (
    <Form noValidate className="grid gap-4" onSubmit={(event) => void handleSubmit(event)}>
      <FormField
        label="Current password"
        name="currentPassword"
        type="password"
        autoComplete="current-password"
        value={current}
        onChange={(event) => setCurrent(event.target.value)}
        error={problems.current}
      />
      <FormField
        label="New password"
        name="newPassword"
        type="password"
        autoComplete="new-password"
        value={next}
        onChange={(event) => setNext(event.target.value)}
        error={problems.next}
        hint="At least 8 characters."
      />
      <FormField
        label="Confirm new password"
        name="confirmPassword"
        type="password"
        autoComplete="new-password"
        value={confirm}
        onChange={(event) => setConfirm(event.target.value)}
        error={problems.confirm}
      />
      <label className="flex items-center gap-2 text-sm">
        <input
          type="checkbox"
          className="size-4 accent-primary"
          checked={signOutOthers}
          onChange={(event) => setSignOutOthers(event.target.checked)}
        />
        Sign out of my other devices
      </label>
      <div>
        <Button type="submit" disabled={pending}>
          {pending ? <Spinner className="size-4" /> : null}
          Change password
        </Button>
      </div>
      {failure ? <FormAlert tone="error">{failure}</FormAlert> : null}
    </Form>
  )
}
