import { useState } from 'react'
import { Button } from '@/components/ui/button'
import { FormField } from '@/components/ui/form-field'
import { Spinner } from '@/components/ui/spinner'
import { Form } from '@/components/ui/form'
import { authErrorMessage, emailProblem, SERVER_UNREACHABLE } from '@/lib/auth-errors'
import { EMAIL_LINK_LANDING } from '@/lib/constants'
import { cn } from '@/lib/utils'
import { FormAlert } from './form-alert'
import { loadAuthClient, preloadAuthClient } from './load-auth-client'
import { useAfterSignIn } from './use-signed-in'

const METHODS = [
  { id: 'password', label: 'Password' },
  { id: 'link', label: 'Email link' },
  { id: 'code', label: 'Email code' },
] as const
type Method = (typeof METHODS)[number]['id']

type Feedback = { tone: 'error' | 'info'; text: string } | null

/** Sign in by password, magic link or one-time email code (spec §1). */
export function SignInForm() {
  const [method, setMethod] = useState<Method>('password')
  const [email, setEmail] = useState('')
  const [password, setPassword] = useState('')
  const [code, setCode] = useState('')
  const [codeSent, setCodeSent] = useState(false)
  const [emailError, setEmailError] = useState<string | null>(null)
  const [feedback, setFeedback] = useState<Feedback>(null)
  const [pending, setPending] = useState(false)
  const afterSignIn = useAfterSignIn()

  function chooseMethod(next: Method) {
    setMethod(next)
    setFeedback(null)
    setCodeSent(false)
    setCode('')
  }

  async function handleSubmit(event: React.FormEvent) {
    event.preventDefault()
    const problem = emailProblem(email)
    setEmailError(problem)
    setFeedback(null)
    if (problem) return
    const address = email.trim().toLowerCase()
    setPending(true)
    try {
      const authClient = await loadAuthClient()
      if (method === 'password') {
        if (password === '') {
          setFeedback({ tone: 'error', text: 'Enter your password' })
          return
        }
        // An unconfirmed account is refused, and better-auth mails a fresh link landing here.
        const { error } = await authClient.signIn.email({
          email: address,
          password,
          callbackURL: EMAIL_LINK_LANDING,
        })
        if (error) return setFeedback({ tone: 'error', text: authErrorMessage(error) })
        await afterSignIn()
      } else if (method === 'link') {
        const { error } = await authClient.signIn.magicLink({
          email: address,
          callbackURL: '/matters',
          errorCallbackURL: EMAIL_LINK_LANDING,
        })
        if (error) return setFeedback({ tone: 'error', text: authErrorMessage(error) })
        setFeedback({
          tone: 'info',
          text: `We sent a sign-in link to ${address}. It works once, for 5 minutes.`,
        })
      } else if (!codeSent) {
        const { error } = await authClient.emailOtp.sendVerificationOtp({
          email: address,
          type: 'sign-in',
        })
        if (error) return setFeedback({ tone: 'error', text: authErrorMessage(error) })
        setCodeSent(true)
        setFeedback({ tone: 'info', text: `We sent a 6-digit code to ${address}.` })
      } else {
        const { error } = await authClient.signIn.emailOtp({ email: address, otp: code.trim() })
        if (error) return setFeedback({ tone: 'error', text: authErrorMessage(error) })
        await afterSignIn()
      }
    } catch {
      setFeedback({ tone: 'error', text: SERVER_UNREACHABLE })
    } finally {
      setPending(false)
    }
  }

  const submitLabel =
    method === 'password'
      ? 'Sign in'
      : method === 'link'
        ? 'Email me a link'
        : codeSent
          ? 'Sign in with code'
          : 'Email me a code'

  return (
    <div className="grid gap-6">
      <div
        role="tablist"
        aria-label="Sign-in method"
        className="grid grid-cols-3 gap-1 rounded-lg bg-secondary p-1"
      >
        {METHODS.map((item) => (
          <button
            key={item.id}
            type="button"
            role="tab"
            aria-selected={method === item.id}
            onClick={() => chooseMethod(item.id)}
            className={cn(
              'rounded-md px-2 py-1.5 text-sm font-medium text-muted-foreground transition-colors hover:text-foreground',
              method === item.id && 'bg-card text-foreground shadow-xs',
            )}
          >
            {item.label}
          </button>
        ))}
      </div>
      <Form
        noValidate
        className="grid gap-5"
        onFocus={preloadAuthClient}
        onSubmit={(event) => void handleSubmit(event)}
      >
        <FormField
          label="Email"
          type="email"
          name="email"
          autoComplete="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          error={emailError}
        />
        {method === 'password' ? (
          <FormField
            label="Password"
            type="password"
            name="password"
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
        ) : null}
        {method === 'code' && codeSent ? (
          <FormField
            label="Code"
            name="code"
            inputMode="numeric"
            autoComplete="one-time-code"
            value={code}
            onChange={(event) => setCode(event.target.value)}
          />
        ) : null}
        <Button type="submit" size="lg" className="w-full" disabled={pending}>
          {pending ? <Spinner className="size-4" /> : null}
          {submitLabel}
        </Button>
        {feedback ? <FormAlert tone={feedback.tone}>{feedback.text}</FormAlert> : null}
      </Form>
    </div>
  )
}
