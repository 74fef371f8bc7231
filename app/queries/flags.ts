import { useMutation } from '@tanstack/react-query'
import type { FunctionReturnType } from 'convex/server'
import { convexQuery, useConvexMutation } from '@/lib/convex-react'
import { api } from '@convex/_generated/api'
import type { FlagEnvironment } from '@shared/flags'

/** /admin/feature-flags: the stored flags, the known flags without rules, the organisations. */
export type FlagList = FunctionReturnType<typeof api.flags.admin.list>
export type StoredFlag = FlagList['flags'][number]

export const flagQueries = {
  list: () => convexQuery(api.flags.admin.list, {}),
  preview: (email: string, env: FlagEnvironment, country: string) =>
    convexQuery(api.flags.admin.preview, { email, env, ...(country ? { country } : {}) }),
}

export function useFlagMutations() {
  return {
    // The flag form puts the server's issues on its fields.
    save: useMutation({
      mutationFn: useConvexMutation(api.flags.admin.save),
      meta: { showsOwnErrors: true },
    }),
    remove: useMutation({ mutationFn: useConvexMutation(api.flags.admin.remove) }),
  }
}
