import { createFileRoute } from '@tanstack/react-router'
import { SupportPage } from '@/components/account/support-page'

export const Route = createFileRoute('/_authed/account/support')({
  component: SupportRoute,
})

function SupportRoute() {
  const organizationId = Route.useRouteContext({
    select: (context) => context.session.organizationId,
  })
  return <SupportPage organizationId={organizationId} />
}
