import { createFileRoute } from '@tanstack/react-router'
import { SupportPage } from '@/components/account/support-page'
import { prefetchOrNull } from '@/lib/session-loss'
import { contentQueries } from '@/queries/content'

export const Route = createFileRoute('/_authed/account/support')({
  loader: async ({ context }) => {
    await prefetchOrNull(context.queryClient, contentQueries.supportText())
  },
  component: SupportRoute,
})

function SupportRoute() {
  const organizationId = Route.useRouteContext({
    select: (context) => context.session.organizationId,
  })
  return <SupportPage organizationId={organizationId} />
}
