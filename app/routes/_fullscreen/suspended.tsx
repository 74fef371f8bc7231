import { createFileRoute } from '@tanstack/react-router'
import { SuspendedNotice } from '@/components/orgs/suspended-notice'
import { prefetchOrNull } from '@/lib/session-loss'
import { organizationQueries } from '@/queries/organizations'

// Where the _authed guard sends a member of a suspended organisation.
export const Route = createFileRoute('/_fullscreen/suspended')({
  loader: async ({ context }) => {
    await prefetchOrNull(context.queryClient, organizationQueries.listMine())
  },
  head: () => ({ meta: [{ title: 'Organization suspended · Casefile' }] }),
  component: SuspendedNotice,
})
