import { useQuery } from '@tanstack/react-query'
import { Outlet, createFileRoute, redirect } from '@tanstack/react-router'
import { AppShell } from '@/components/shell/app-shell'
import { SuspendedNotice } from '@/components/orgs/suspended-notice'
import { requireSignedIn } from '@/lib/signed-in-guard'
import { organizationQueries } from '@/queries/organizations'

// UI gate only: every Convex function still authorizes its own call.
export const Route = createFileRoute('/_authed')({
  beforeLoad: ({ context, location }) => {
    requireSignedIn(context, location)
    if (!context.session.organizationId) {
      throw redirect({ to: '/create-org' })
    }
    // A suspended firm's pages would only be refused: its members read the notice instead.
    if (context.session.organizationSuspended) {
      throw redirect({ to: '/suspended' })
    }
  },
  component: AuthedLayout,
})

function AuthedLayout() {
  // Suspended while open: the notice replaces the shell, whose panels read the firm's data.
  const { data: organizations } = useQuery(organizationQueries.listMine())
  if (organizations?.some((organization) => organization.isCurrent && organization.suspended)) {
    return <SuspendedNotice />
  }
  return (
    <AppShell>
      <Outlet />
    </AppShell>
  )
}
