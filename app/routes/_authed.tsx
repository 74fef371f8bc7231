import { Outlet, createFileRoute, redirect } from '@tanstack/react-router'
import { AppShell } from '@/components/shell/app-shell'
import { requireSignedIn } from '@/lib/signed-in-guard'

// UI gate only: every Convex function still authorizes its own call.
export const Route = createFileRoute('/_authed')({
  beforeLoad: ({ context, location }) => {
    requireSignedIn(context, location)
    if (!context.session.organizationId) {
      throw redirect({ to: '/create-org' })
    }
  },
  component: AuthedLayout,
})

function AuthedLayout() {
  return (
    <AppShell>
      <Outlet />
    </AppShell>
  )
}
