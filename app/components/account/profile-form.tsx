import { useState } from 'react'
import { FormAlert } from '@/components/auth/form-alert'
import { Button } from '@/components/ui/button'
import { FormField } from '@/components/ui/form-field'
import { Spinner } from '@/components/ui/spinner'
import { Form } from '@/components/ui/form'
import { authClient } from '@/lib/auth-client'
import { authErrorMessage } from '@/lib/auth-errors'
import { toast } from '@/lib/toast-store'

export const NAME_REQUIRED = 'Name is required'

/**
 * The name on the account. It is saved through better-auth's update-user; the backend's
 * user.onUpdate trigger copies it to the app's users row, so every live view updates.
 */
export function ProfileForm({ name, email }: { name: string; email: string }) {
  const [draft, setDraft] = useState(name)
  const [error, setError] = useState<string | null>(null)
  const [failure, setFailure] = useState<string | null>(null)
  const [pending, setPending] = useState(false)

  async function handleSubmit(event: React.FormEvent) {
    event.preventDefault()
    setFailure(null)
    const trimmed = draft.trim()
    if (trimmed.length === 0) {
      setError(NAME_REQUIRED)
      return
    }
    setError(null)
    setPending(true)
    const { error: problem } = await authClient.updateUser({ name: trimmed })
    setPending(false)
    if (problem) {
      setFailure(authErrorMessage(problem))
      return
    }
    setDraft(trimmed)
    toast({ variant: 'success', title: 'Name saved' })
  }

  return (
    <Form noValidate className="grid gap-4" onSubmit={(event) => void handleSubmit(event)}>
      <FormField
        label="Full name"
        name="name"
        autoComplete="name"
        value={draft}
        maxLength={120}
        onChange={(event) => setDraft(event.target.value)}
        error={error}
      />
      <FormField
        label="Email"
        name="email"
        type="email"
        value={email}
        readOnly
        hint="Your sign-in address. Ask your administrator if it needs to change."
      />
      <div className="flex items-center gap-3">
        <Button type="submit" disabled={pending || draft.trim() === name}>
          {pending ? <Spinner className="size-4" /> : null}
          Save name
        </Button>
      </div>
      {failure ? <FormAlert tone="error">{failure}</FormAlert> : null}
    </Form>
  )
}
