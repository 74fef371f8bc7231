import { useState } from 'react'
import { Button } from '@/components/ui/button'
import { FormField } from '@/components/ui/form-field'
import { Spinner } from '@/components/ui/spinner'
import { Form } from '@/components/ui/form'
import {
  authErrorMessage,
  emailProblem,
  newPasswordProblem,
  SERVER_UNREACHABLE,
} from '@/lib/auth-errors'
import { FormAlert } from './form-alert'
import { EMAIL_LINK_LANDING } from '@/lib/constants'
import { CheckEmail } from './check-email'
import { loadAuthClient, preloadAuthClient } from './load-auth-client'

type Errors = { name?: string | null; email?: string | null; password?: string | null }

/**
 * Creates an account with email and password. The address must then be confirmed by its link
 * before the account can sign in (and before anything is granted to it).
 */
export function SignUpForm() {
  const [name, setName] = useState('')
  const [email, setEmail] = useState('')
  const [password, setPassword] = useState('')
  const [errors, setErrors] = useState<Errors>({})
  const [failure, setFailure] = useState<string | null>(null)
  const [pending, setPending] = useState(false)
  const [sentTo, setSentTo] = useState<string | null>(null)

  async function handleSubmit(event: React.FormEvent) {
    event.preventDefault()
    const next: Errors = {
      name: name.trim() === '' ? 'Full name is required' : null,
      email: emailProblem(email),
      password: newPasswordProblem(password),
    }
    setErrors(next)
    setFailure(null)
    if (next.name || next.email || next.password) return
    setPending(true)
    const address = email.trim().toLowerCase()
    try {
      const authClient = await loadAuthClient()
      const { error } = await authClient.signUp.email({
        name: name.trim(),
        email: address,
        password,
        callbackURL: EMAIL_LINK_LANDING,
      })
      if (error) return setFailure(authErrorMessage(error))
      setSentTo(address)
    } catch {
      setFailure(SERVER_UNREACHABLE)
    } finally {
      setPending(false)
    }
  }

  if (sentTo) return <CheckEmail email={sentTo} />

  return (
    <Form
      noValidate
      className="grid gap-5"
      onFocus={preloadAuthClient}
      onSubmit={(event) => void handleSubmit(event)}
    >
      <FormField
        label="Full name"
        name="name"
        autoComplete="name"
        value={name}
        onChange={(e) => setName(e.target.value)}
        error={errors.name}
      />
      <FormField
        label="Work email"
        type="email"
        name="email"
        autoComplete="email"
        value={email}
        onChange={(e) => setEmail(e.target.value)}
        error={errors.email}
      />
      <FormField
        label="Password"
        type="password"
        name="password"
        autoComplete="new-password"
        hint="At least 8 characters."
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        error={errors.password}
      />
      <Button type="submit" size="lg" className="w-full" disabled={pending}>
        {pending ? <Spinner className="size-4" /> : null}
        Create account
      </Button>
      {failure ? <FormAlert tone="error">{failure}</FormAlert> : null}
    </Form>
  )
}
