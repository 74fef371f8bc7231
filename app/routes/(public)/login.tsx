import { Link, createFileRoute } from '@tanstack/react-router'
import { AuthLayout } from '@/components/auth/auth-layout'
import { SignInForm } from '@/components/auth/sign-in-form'

export const Route = createFileRoute('/(public)/login')({
  component: LoginPage,
})

function LoginPage() {
  return (
    <AuthLayout
      title="Sign in"
      subtitle="Welcome back. Sign in to your firm's workspace."
      footer={
        <>
          New to Casefile?{' '}
          <Link
            to="/sign-up"
            className="font-medium text-foreground underline-offset-4 hover:underline"
          >
            Create an account
          </Link>
        </>
      }
    >
      <SignInForm />
    </AuthLayout>
  )
}
