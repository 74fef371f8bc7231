import { useMutation } from '@tanstack/react-query'
import type { FunctionReturnType } from 'convex/server'
import { convexQuery, useConvexMutation } from '@/lib/convex-react'
import { api } from '@convex/_generated/api'

/** One prompt of the library, as the list gives it. */
export type Prompt = FunctionReturnType<typeof api.prompts.library.list>[number]

// Spec §9: prompts count as fresh for 2 minutes. The Convex subscription keeps the list live
// regardless; this spares a refetch when the page is opened again.
export const PROMPTS_STALE_TIME_MS = 2 * 60 * 1000

export const promptQueries = {
  /** Spec §7 "list prompts". */
  list: () => ({ ...convexQuery(api.prompts.library.list, {}), staleTime: PROMPTS_STALE_TIME_MS }),
  capabilities: () => convexQuery(api.prompts.library.capabilities, {}),
}

export function usePromptMutations() {
  return {
    // The prompt form puts the server's issues on its fields.
    create: useMutation({
      mutationFn: useConvexMutation(api.prompts.library.create),
      meta: { showsOwnErrors: true },
    }),
    update: useMutation({
      mutationFn: useConvexMutation(api.prompts.library.update),
      meta: { showsOwnErrors: true },
    }),
    // The import dialog shows its own failures under the file.
    importFile: useMutation({
      mutationFn: useConvexMutation(api.prompts.library.importFile),
      meta: { showsOwnErrors: true },
    }),
    promote: useMutation({ mutationFn: useConvexMutation(api.prompts.library.promote) }),
    remove: useMutation({ mutationFn: useConvexMutation(api.prompts.library.remove) }),
    setFavorite: useMutation({ mutationFn: useConvexMutation(api.prompts.library.setFavorite) }),
    recordUse: useMutation({ mutationFn: useConvexMutation(api.prompts.library.recordUse) }),
  }
}
