import { createFileRoute } from '@tanstack/react-router'
import { SupportAccessPage } from '@/components/support/support-access-page'
import { prefetchOrNull } from '@/lib/session-loss'
import { supportQueries } from '@/queries/support'

export const Route = createFileRoute('/_superadmin/admin/chat')({
  loader: async ({ context }) => {
    await prefetchOrNull(context.queryClient, supportQueries.grants())
  },
  head: () => ({ meta: [{ title: 'Support access · Admin · Casefile' }] }),
  component: SupportAccessPage,
})
