import { Outlet, createFileRoute, notFound, redirect } from '@tanstack/react-router'
import { AppShell } from '@/components/shell/app-shell'
import { getAppErrorCode } from '@/lib/errors'
import { userQueries } from '@/queries/users'

// UI gate only: every admin function on the backend checks the superadmin role itself.
// Anyone else gets the ordinary 404 page, so the admin area does not announce that it exists.
export const Route = createFileRoute('/_superadmin')({
  beforeLoad: async ({ context, location }) => {
    if (!context.isAuthenticated) {
      throw redirect({ to: '/login', search: { redirect: location.href } })
    }
    const me = await context.queryClient
      .ensureQueryData(userQueries.me())
      .catch((error: unknown) => {
        if (getAppErrorCode(error) === 'UNAUTHENTICATED') {
          throw redirect({ to: '/login', search: { redirect: location.href } })
        }
        throw error
      })
    if (me.role !== 'superadmin') {
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
