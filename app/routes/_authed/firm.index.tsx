import { createFileRoute, redirect } from '@tanstack/react-router'
import { FirmDashboard } from '@/components/firm/firm-dashboard'
import { FirmDashboardSkeleton } from '@/components/firm/firm-dashboard-skeleton'
import { FirmDashboardDenied } from '@/components/firm/firm-dashboard-denied'
import { firmQueries } from '@/queries/firm'

// Spec §2/§4: /firm/ only when the can-access-firm-dashboard check allows; on denial or on any
// error, /matters. A UI gate only: firm.dashboard refuses members itself (FORBIDDEN).
export const Route = createFileRoute('/_authed/firm/')({
  beforeLoad: async ({ context }) => {
    const allowed = await context.queryClient
      .ensureQueryData(firmQueries.canAccess())
      .catch(() => false)
    if (!allowed) {
      throw redirect({ to: '/matters', replace: true })
    }
  },
  loader: async ({ context }) => {
    try {
      await context.queryClient.ensureQueryData(firmQueries.dashboard())
    } catch {
      throw redirect({ to: '/matters', replace: true })
    }
  },
  head: () => ({ meta: [{ title: 'Firm dashboard · Casefile' }] }),
  pendingComponent: FirmDashboardSkeleton,
  errorComponent: FirmDashboardDenied,
  component: FirmDashboard,
})
