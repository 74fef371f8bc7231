import { Link, createFileRoute } from '@tanstack/react-router'
import { AuthLayout } from '@/components/auth/auth-layout'
import { SignUpForm } from '@/components/auth/sign-up-form'

export const Route = createFileRoute('/(public)/sign-up')({
  component: SignUpPage,
})

function SignUpPage() {
  return (
    <AuthLayout
      title="Create your account"
      subtitle="Set up Casefile for yourself, then invite your team."
      footer={
        <>
          Already have an account?{' '}
          <Link
            to="/login"
            className="font-medium text-foreground underline-offset-4 hover:underline"
          >
            Sign in
          </Link>
        </>
      }
    >
      <SignUpForm />
    </AuthLayout>
  )
}
