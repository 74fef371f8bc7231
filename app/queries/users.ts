import { convexQuery, useConvexMutation } from '@/lib/convex-react'
import { useMutation } from '@tanstack/react-query'
import { api } from '@convex/_generated/api'

export const userQueries = {
  me: () => convexQuery(api.accounts.users.getMe, {}),
  notificationPreferences: () => convexQuery(api.accounts.notificationPreferences.get, {}),
}

export function useUpdateNotificationPreferencesMutation() {
  return useMutation({ mutationFn: useConvexMutation(api.accounts.notificationPreferences.update) })
}
