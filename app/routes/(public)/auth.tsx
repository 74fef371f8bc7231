import { Link, createFileRoute, redirect } from '@tanstack/react-router'
import { AuthLayout } from '@/components/auth/auth-layout'
import { Button } from '@/components/ui/button'
import { SIGN_UP_CLOSED_MESSAGE } from '@shared/signUpPolicy'

type Search = { error?: string }

// Where email links land (EMAIL_LINK_LANDING): an address confirmation or a magic link that worked
// has already set the session cookie, so the visitor goes straight on; one that did not says why.
export const Route = createFileRoute('/(public)/auth')({
  validateSearch: (search: Record<string, unknown>): Search =>
    typeof search.error === 'string' ? { error: search.error.slice(0, 64) } : {},
  beforeLoad: ({ context }) => {
    if (context.isAuthenticated) {
      throw redirect({ to: '/matters', replace: true })
    }
  },
  component: AuthCallbackPage,
})

function AuthCallbackPage() {
  const { error } = Route.useSearch()
  const closed = error === 'SIGN_UP_CLOSED'
  return (
    <AuthLayout
      title={
        closed
          ? 'No account for this address'
          : error
            ? 'This link no longer works'
            : 'Check your link'
      }
      subtitle="This page finishes sign-in from an email link."
    >
      <p className="text-sm text-muted-foreground">
        {closed
          ? SIGN_UP_CLOSED_MESSAGE
          : error
            ? 'The link has expired or was already used. Sign in to get a new one: an unconfirmed account is sent a fresh confirmation link when you sign in with its password.'
            : 'Nothing to finish here. Open the link from your email again, or go back to sign in.'}
      </p>
      <Button asChild className="mt-6">
        <Link to="/login">Back to sign in</Link>
      </Button>
    </AuthLayout>
  )
}
