import { useMutation } from '@tanstack/react-query'
import type { FunctionReturnType } from 'convex/server'
import { convexQuery, useConvexMutation } from '@/lib/convex-react'
import { api } from '@convex/_generated/api'

/** One notification as the bell lists it. */
export type NotificationRow = FunctionReturnType<typeof api.notifications.inbox.list>[number]
export type InboxPreferences = FunctionReturnType<typeof api.notifications.preferences.get>

export const notificationQueries = {
  list: () => convexQuery(api.notifications.inbox.list, {}),
  unreadCount: () => convexQuery(api.notifications.inbox.unreadCount, {}),
  preferences: () => convexQuery(api.notifications.preferences.get, {}),
}

export function useInboxMutations() {
  return {
    markRead: useMutation({ mutationFn: useConvexMutation(api.notifications.inbox.markRead) }),
    markAllRead: useMutation({
      mutationFn: useConvexMutation(api.notifications.inbox.markAllRead),
    }),
  }
}

export function useUpdateInboxPreferencesMutation() {
  return useMutation({ mutationFn: useConvexMutation(api.notifications.preferences.update) })
}
