import { useState } from 'react'
import { Button } from '@/components/ui/button'
import { FormField } from '@/components/ui/form-field'
import { Spinner } from '@/components/ui/spinner'
import { authClient } from '@/lib/auth-client'
import { authErrorMessage, emailProblem, newPasswordProblem } from '@/lib/auth-errors'
import { FormAlert } from './form-alert'
import { useAfterSignIn } from './use-signed-in'

type Errors = { name?: string | null; email?: string | null; password?: string | null }

/** Creates an account with email and password, then goes on to set up the organisation. */
export function SignUpForm() {
  const [name, setName] = useState('')
  const [email, setEmail] = useState('')
  const [password, setPassword] = useState('')
  const [errors, setErrors] = useState<Errors>({})
  const [failure, setFailure] = useState<string | null>(null)
  const [pending, setPending] = useState(false)
  const afterSignIn = useAfterSignIn()

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
    try {
      const { error } = await authClient.signUp.email({
        name: name.trim(),
        email: email.trim().toLowerCase(),
        password,
      })
      if (error) return setFailure(authErrorMessage(error))
      await afterSignIn('/create-org')
    } catch {
      setFailure('Casefile could not reach the server. Check your connection and try again.')
    } finally {
      setPending(false)
    }
  }

  return (
    <form noValidate className="grid gap-5" onSubmit={(event) => void handleSubmit(event)}>
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
    </form>
  )
}
