import { createFileRoute } from '@tanstack/react-router'
import { AuditTrailPage } from '@/components/account/audit-trail-page'
import { prefetchOrNull } from '@/lib/session-loss'
import { organizationQueries } from '@/queries/organizations'

export const Route = createFileRoute('/_authed/account/organization_/audit')({
  // Spec §8: a lost session is swallowed here and the page renders without the data.
  loader: async ({ context }) => {
    await prefetchOrNull(context.queryClient, organizationQueries.listMine())
  },
  head: () => ({ meta: [{ title: 'Audit trail · Account · Casefile' }] }),
  component: AuditTrailRoute,
})

function AuditTrailRoute() {
  const organizationId = Route.useRouteContext({
    select: (context) => context.session.organizationId,
  })
  return <AuditTrailPage organizationId={organizationId} />
}
