// The superadmins' site content (/admin/content): announcements and the support page's text.
import { useMutation } from '@tanstack/react-query'
import type { FunctionReturnType } from 'convex/server'
import { convexQuery, useConvexMutation } from '@/lib/convex-react'
import { api } from '@convex/_generated/api'

export type AdminAnnouncement = FunctionReturnType<typeof api.admin.content.list>[number]
export type LiveAnnouncement = FunctionReturnType<typeof api.admin.content.live>[number]

export const contentQueries = {
  announcements: () => convexQuery(api.admin.content.list, {}),
  /** The live announcements at `now`, the client's clock rounded to the minute. */
  live: (now: number) => convexQuery(api.admin.content.live, { now }),
  supportText: () => convexQuery(api.admin.content.supportText, {}),
}

export function useContentMutations() {
  return {
    // The forms put the server's issues on their fields.
    create: useMutation({
      mutationFn: useConvexMutation(api.admin.content.create),
      meta: { showsOwnErrors: true },
    }),
    update: useMutation({
      mutationFn: useConvexMutation(api.admin.content.update),
      meta: { showsOwnErrors: true },
    }),
    remove: useMutation({ mutationFn: useConvexMutation(api.admin.content.remove) }),
    saveSupportText: useMutation({
      mutationFn: useConvexMutation(api.admin.content.saveSupportText),
      meta: { showsOwnErrors: true },
    }),
  }
}
