import { convexQuery, useConvexMutation } from '@/lib/convex-react'
import { useMutation } from '@tanstack/react-query'
import type { FunctionReturnType } from 'convex/server'
import { api } from '@convex/_generated/api'
import type { Id } from '@convex/_generated/dataModel'

/** One row of the matters list. */
export type MatterSummary = FunctionReturnType<typeof api.matters.projects.list>[number]
/** A whole matter, as the matter screens read it. */
export type Matter = FunctionReturnType<typeof api.matters.projects.getBySlug>
/** One line of a matter's audit trail. */
export type MatterActivity = FunctionReturnType<typeof api.matters.projects.activity>[number]
/** Everything a matter's dashboard shows. */
export type MatterDashboard = FunctionReturnType<typeof api.matters.dashboard.get>

export const matterQueries = {
  // The list always loads archived matters too: the "Show archived" toggle filters on the client,
  // and the zero-matters redirect (spec §4) must count archived ones.
  list: () => convexQuery(api.matters.projects.list, { includeArchived: true }),
  bySlug: (slug: string) => convexQuery(api.matters.projects.getBySlug, { slug }),
  activity: (projectId: Id<'projects'>) =>
    convexQuery(api.matters.projects.activity, { projectId }),
  dashboard: (projectId: Id<'projects'>) => convexQuery(api.matters.dashboard.get, { projectId }),
}

export function useCreateMatterMutation() {
  return useMutation({
    mutationFn: useConvexMutation(api.matters.projects.create),
    // The matter form puts the server's issues on its fields, or above them.
    meta: { showsOwnErrors: true },
  })
}

export function useUpdateMatterMutation() {
  return useMutation({
    mutationFn: useConvexMutation(api.matters.projects.update),
    // The matter form puts the server's issues on its fields, or above them.
    meta: { showsOwnErrors: true },
  })
}

export function useArchiveMatterMutation() {
  return useMutation({ mutationFn: useConvexMutation(api.matters.projects.archive) })
}

export function useRestoreMatterMutation() {
  return useMutation({ mutationFn: useConvexMutation(api.matters.projects.restore) })
}
