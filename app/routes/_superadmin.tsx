import { Outlet, createFileRoute, notFound } from '@tanstack/react-router'
import { AppShell } from '@/components/shell/app-shell'
import { prefetchOrNull } from '@/lib/session-loss'
import { requireSignedIn } from '@/lib/signed-in-guard'
import { userQueries } from '@/queries/users'

// UI gate only: every admin function on the backend checks the superadmin role itself.
// Anyone else gets the ordinary 404 page, so the admin area does not announce that it exists.
export const Route = createFileRoute('/_superadmin')({
  beforeLoad: async ({ context, location }) => {
    requireSignedIn(context, location)
    // A session the backend refused (me is null) is the shell's session watch's to act on.
    const me = await prefetchOrNull(context.queryClient, userQueries.me())
    if (me && me.role !== 'superadmin') {
      throw notFound()
    }
  },
  component: SuperadminLayout,
})

function SuperadminLayout() {
  return (
    <AppShell>
      <Outlet />
    </AppShell>
  )
}
