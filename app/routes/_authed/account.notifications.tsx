import { createFileRoute } from '@tanstack/react-router'
import { NotificationPreferences } from '@/components/account/notification-preferences'
import { prefetchIgnoringSignOut } from '@/components/account/prefetch'
import { userQueries } from '@/queries/users'

export const Route = createFileRoute('/_authed/account/notifications')({
  loader: ({ context }) =>
    prefetchIgnoringSignOut(
      context.queryClient.ensureQueryData(userQueries.notificationPreferences()),
    ),
  component: NotificationPreferences,
})
