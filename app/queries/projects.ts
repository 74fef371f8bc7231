import { convexQuery, useConvexMutation } from '@/lib/convex-react'
import { useMutation } from '@tanstack/react-query'
import type { FunctionReturnType } from 'convex/server'
import { api } from '@convex/_generated/api'
import type { Id } from '@convex/_generated/dataModel'

/** One row of the matters list. */
export type MatterSummary = FunctionReturnType<typeof api.projects.list>[number]
/** A whole matter, as the matter screens read it. */
export type Matter = FunctionReturnType<typeof api.projects.getBySlug>
/** One line of a matter's audit trail. */
export type MatterActivity = FunctionReturnType<typeof api.projects.activity>[number]

export const projectQueries = {
  // The list always loads archived matters too: the "Show archived" toggle filters on the client,
  // and the zero-matters redirect (spec §4) must count archived ones.
  list: () => convexQuery(api.projects.list, { includeArchived: true }),
  bySlug: (slug: string) => convexQuery(api.projects.getBySlug, { slug }),
  activity: (projectId: Id<'projects'>) => convexQuery(api.projects.activity, { projectId }),
}

export function useCreateProjectMutation() {
  return useMutation({
    mutationFn: useConvexMutation(api.projects.create),
    // The matter form puts the server's issues on its fields, or above them.
    meta: { showsOwnErrors: true },
  })
}

export function useUpdateProjectMutation() {
  return useMutation({
    mutationFn: useConvexMutation(api.projects.update),
    // The matter form puts the server's issues on its fields, or above them.
    meta: { showsOwnErrors: true },
  })
}

export function useArchiveProjectMutation() {
  return useMutation({ mutationFn: useConvexMutation(api.projects.archive) })
}

export function useRestoreProjectMutation() {
  return useMutation({ mutationFn: useConvexMutation(api.projects.restore) })
}
