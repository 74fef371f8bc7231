import { createFileRoute } from '@tanstack/react-router'
import { prefetchIgnoringSignOut } from '@/components/account/prefetch'
import { ProfilePage } from '@/components/account/profile-page'
import { userQueries } from '@/queries/users'

// Spec §2: the account index loads the current user.
export const Route = createFileRoute('/_authed/account/')({
  loader: ({ context }) =>
    prefetchIgnoringSignOut(context.queryClient.ensureQueryData(userQueries.me())),
  component: ProfilePage,
})
