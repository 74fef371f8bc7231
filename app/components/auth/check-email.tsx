import { useState } from 'react'
import { Button } from '@/components/ui/button'
import { Spinner } from '@/components/ui/spinner'
import { authErrorMessage, SERVER_UNREACHABLE } from '@/lib/auth-errors'
import { EMAIL_LINK_LANDING } from '@/lib/constants'
import { FormAlert } from './form-alert'
import { loadAuthClient } from './load-auth-client'

type Feedback = { tone: 'error' | 'info'; text: string } | null

/**
 * After a password sign-up: the account waits for its owner to open the link we mailed. The same
 * screen shows whether or not the address already had an account (its owner is told by email).
 */
export function CheckEmail({ email }: { email: string }) {
  const [feedback, setFeedback] = useState<Feedback>(null)
  const [pending, setPending] = useState(false)

  async function sendAgain() {
    setPending(true)
    setFeedback(null)
    try {
      const authClient = await loadAuthClient()
      const { error } = await authClient.sendVerificationEmail({
        email,
        callbackURL: EMAIL_LINK_LANDING,
      })
      setFeedback(
        error
          ? { tone: 'error', text: authErrorMessage(error) }
          : { tone: 'info', text: `We sent a new link to ${email}.` },
      )
    } catch {
      setFeedback({ tone: 'error', text: SERVER_UNREACHABLE })
    } finally {
      setPending(false)
    }
  }

  return (
    <section aria-labelledby="check-email-heading" className="grid gap-4">
      <h2 id="check-email-heading" className="text-lg font-semibold">
        Check your email
      </h2>
      <p className="text-sm text-muted-foreground">
        We sent a confirmation link to <strong className="text-foreground">{email}</strong>. Open it
        to confirm the address is yours; you will be signed in and can go on. Until then the account
        cannot sign in, and invitations to it wait.
      </p>
      <Button type="button" variant="outline" disabled={pending} onClick={() => void sendAgain()}>
        {pending ? <Spinner className="size-4" /> : null}
        Send the link again
      </Button>
      {feedback ? <FormAlert tone={feedback.tone}>{feedback.text}</FormAlert> : null}
    </section>
  )
}
