import { Link, createFileRoute } from '@tanstack/react-router'
import { AuthLayout } from '@/components/auth/auth-layout'
import { Button } from '@/components/ui/button'

// The landing screen for email verification and sign-in callbacks (wired with accounts).
export const Route = createFileRoute('/(public)/auth')({
  component: AuthCallbackPage,
})

function AuthCallbackPage() {
  return (
    <AuthLayout title="Check your link" subtitle="This page finishes sign-in from an email link.">
      <p className="text-sm text-muted-foreground">
        Nothing to finish here yet. Open the link from your email again, or go back to sign in.
      </p>
      <Button asChild className="mt-6">
        <Link to="/login">Back to sign in</Link>
      </Button>
    </AuthLayout>
  )
}
