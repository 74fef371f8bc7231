import { useRouterState } from '@tanstack/react-router'
import { useEffect } from 'react'
import {
  identifyForAnalytics,
  startProductAnalytics,
  startVercelAnalytics,
  trackPageView,
} from '@/lib/analytics'
import { identifyForErrorReporting, startErrorReporting } from '@/lib/error-reporting'

type TelemetryProps = {
  userId: string | null
  organizationId: string | null
  role: string | undefined
}

/**
 * Starts whichever telemetry is configured, after hydration and in the browser only (each loads
 * its SDK only when its key is set), and tells it who is signed in: ids and the role, no more.
 */
export function Telemetry({ userId, organizationId, role }: TelemetryProps) {
  const pathname = useRouterState({ select: (state) => state.location.pathname })

  useEffect(() => {
    void startErrorReporting()
    void startProductAnalytics()
    startVercelAnalytics()
  }, [])

  useEffect(() => {
    identifyForErrorReporting(userId, role)
    identifyForAnalytics(userId, organizationId)
  }, [userId, organizationId, role])

  useEffect(() => {
    trackPageView()
  }, [pathname])

  return null
}
