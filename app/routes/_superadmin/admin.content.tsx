import { createFileRoute } from '@tanstack/react-router'
import { AdminContent } from '@/components/admin/content/admin-content'
import { prefetchOrNull } from '@/lib/session-loss'
import { consoleQueries } from '@/queries/admin-console'
import { contentQueries } from '@/queries/content'

export const Route = createFileRoute('/_superadmin/admin/content')({
  loader: async ({ context }) => {
    await Promise.all([
      prefetchOrNull(context.queryClient, contentQueries.announcements()),
      prefetchOrNull(context.queryClient, contentQueries.supportText()),
      prefetchOrNull(context.queryClient, consoleQueries.organizationChoices()),
    ])
  },
  head: () => ({ meta: [{ title: 'Content · Admin · Casefile' }] }),
  component: AdminContent,
})
