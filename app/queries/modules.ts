import { useMutation } from '@tanstack/react-query'
import type { FunctionReturnType } from 'convex/server'
import { convexQuery, useConvexMutation } from '@/lib/convex-react'
import { api } from '@convex/_generated/api'
import type { Id } from '@convex/_generated/dataModel'
import type { DraftStatus } from '@shared/draftValidators'

/** A module as /admin/modules lists it: every field and its state. */
export type AdminModule = FunctionReturnType<typeof api.modules.admin.list>[number]
/** One module's page: the same, with its runs across the firms. */
export type AdminModuleDetail = FunctionReturnType<typeof api.modules.admin.get>
/** A module category with how many modules it holds. */
export type ModuleCategory = FunctionReturnType<typeof api.modules.categories.list>[number]
/** One category of a matter's modules screen, with its runnable modules. */
export type ModuleGroup = FunctionReturnType<typeof api.modules.catalog.withCategories>[number]
export type ModuleCard = ModuleGroup['modules'][number]

export const moduleQueries = {
  /** Spec §7 "list admin modules": showArchived is null unless archived ones are asked for. */
  adminList: (showArchived: boolean) =>
    convexQuery(api.modules.admin.list, { showArchived: showArchived ? true : null }),
  adminModule: (moduleId: string) => convexQuery(api.modules.admin.get, { moduleId }),
  categories: () => convexQuery(api.modules.categories.list, {}),
  /** Spec §7 "get modules with categories". */
  withCategories: () => convexQuery(api.modules.catalog.withCategories, {}),
  /** Spec §7 "get module by slug". */
  bySlug: (moduleSlug: string) => convexQuery(api.modules.catalog.bySlug, { moduleSlug }),
  drafts: (projectId: Id<'projects'>, filters: DraftFilters) =>
    convexQuery(api.modules.drafts.list, { projectId, ...filters }),
  draft: (draftId: string) => convexQuery(api.modules.drafts.get, { draftId }),
  draftVersions: (draftId: Id<'drafts'>) => convexQuery(api.modules.drafts.versions, { draftId }),
}

export function useDraftMutations() {
  return {
    // The editor shows the server's refusal above its fields.
    update: useMutation({
      mutationFn: useConvexMutation(api.modules.drafts.update),
      meta: { showsOwnErrors: true },
    }),
    restore: useMutation({ mutationFn: useConvexMutation(api.modules.drafts.restore) }),
    setStatus: useMutation({ mutationFn: useConvexMutation(api.modules.drafts.setStatus) }),
    share: useMutation({ mutationFn: useConvexMutation(api.modules.drafts.share) }),
  }
}

/** The drafts screen's filters (spec §2: q, status, pending); absent ones are left out. */
export type DraftFilters = { q?: string; status?: DraftStatus; pending?: boolean }
/** One draft, whole. */
export type Draft = FunctionReturnType<typeof api.modules.drafts.get>

export function useStartRunMutation() {
  return useMutation({
    mutationFn: useConvexMutation(api.modules.runs.start),
    // The run form shows the server's issues on its fields, or above them.
    meta: { showsOwnErrors: true },
  })
}

export function useSaveModuleMutations() {
  return {
    // The module form puts the server's issues (a taken slug) on its fields.
    create: useMutation({
      mutationFn: useConvexMutation(api.modules.admin.create),
      meta: { showsOwnErrors: true },
    }),
    update: useMutation({
      mutationFn: useConvexMutation(api.modules.admin.update),
      meta: { showsOwnErrors: true },
    }),
  }
}

export function useModuleStateMutations() {
  return {
    archive: useMutation({ mutationFn: useConvexMutation(api.modules.admin.setArchived) }),
    activate: useMutation({ mutationFn: useConvexMutation(api.modules.admin.setActive) }),
  }
}
