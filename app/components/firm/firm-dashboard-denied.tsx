import { Navigate } from '@tanstack/react-router'

/**
 * Spec §4: the firm dashboard redirects to /matters on denial or error, including an error that
 * arrives after the page loaded (the viewer lost the admin role while looking at it).
 */
export function FirmDashboardDenied() {
  return <Navigate to="/matters" replace />
}
