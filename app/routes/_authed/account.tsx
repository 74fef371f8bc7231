import { Outlet, createFileRoute } from '@tanstack/react-router'
import { AccountNav } from '@/components/account/account-nav'

export const Route = createFileRoute('/_authed/account')({
  component: AccountLayout,
})

function AccountLayout() {
  return (
    <div className="mx-auto grid max-w-3xl gap-6">
      <header className="grid gap-1">
        <h1 className="font-serif text-2xl font-semibold tracking-tight">Account</h1>
        <p className="text-sm text-muted-foreground">
          Your profile, sign-in security, organization and email preferences.
        </p>
      </header>
      <AccountNav />
      <Outlet />
    </div>
  )
}
