import { convexQuery } from '@/lib/convex-react'
import type { FunctionReturnType } from 'convex/server'
import { api } from '@convex/_generated/api'

/** Everything the firm dashboard shows. */
export type FirmDashboard = FunctionReturnType<typeof api.firm.dashboard.dashboard>
/** One line of the firm's recent activity. */
export type FirmActivity = FirmDashboard['recentActivity'][number]

export const firmQueries = {
  /** Whether the viewer may open /firm (admins of the current organisation); never throws. */
  canAccess: () => convexQuery(api.firm.dashboard.canAccessFirmDashboard, {}),
  dashboard: () => convexQuery(api.firm.dashboard.dashboard, {}),
}
