import { convexQuery, useConvexMutation } from '@/lib/convex-react'
import { useMutation } from '@tanstack/react-query'
import { api } from '@convex/_generated/api'

export const userQueries = {
  me: () => convexQuery(api.users.getMe, {}),
  notificationPreferences: () => convexQuery(api.notificationPreferences.get, {}),
}

export function useUpdateNotificationPreferencesMutation() {
  return useMutation({ mutationFn: useConvexMutation(api.notificationPreferences.update) })
}
