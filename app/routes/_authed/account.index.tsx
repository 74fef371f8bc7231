import { createFileRoute } from '@tanstack/react-router'
import { ProfilePage } from '@/components/account/profile-page'
import { prefetchOrNull } from '@/lib/session-loss'
import { userQueries } from '@/queries/users'

// Spec §2: the account index loads the current user (§8: a lost session renders without it).
export const Route = createFileRoute('/_authed/account/')({
  loader: async ({ context }) => {
    await prefetchOrNull(context.queryClient, userQueries.me())
  },
  component: ProfilePage,
})
