import { createFileRoute } from '@tanstack/react-router'
import { NotificationPreferences } from '@/components/account/notification-preferences'
import { prefetchOrNull } from '@/lib/session-loss'
import { notificationQueries } from '@/queries/notifications'
import { userQueries } from '@/queries/users'

export const Route = createFileRoute('/_authed/account/notifications')({
  // Spec §8: a lost session is swallowed here and the page renders without the data.
  loader: async ({ context }) => {
    await Promise.all([
      prefetchOrNull(context.queryClient, userQueries.notificationPreferences()),
      prefetchOrNull(context.queryClient, notificationQueries.preferences()),
    ])
  },
  component: NotificationPreferences,
})
