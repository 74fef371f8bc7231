import { convexQuery } from '@/lib/convex-react'
import type { FunctionReturnType } from 'convex/server'
import { api } from '@convex/_generated/api'
import type { SystemPromptTask } from '@shared/systemPromptRules'

/** A system table template, as /admin/tables lists it. */
export type SystemTemplate = FunctionReturnType<typeof api.review.templates.listSystem>[number]

export const adminQueries = {
  overview: () => convexQuery(api.admin.superadmin.overview, {}),
  systemTemplates: () => convexQuery(api.review.templates.listSystem, {}),
}

/** A task's system prompt versions, as /admin/system-prompts shows them. */
export type SystemPromptVersions = FunctionReturnType<typeof api.prompts.system.versions>

export const systemPromptQueries = {
  list: () => convexQuery(api.prompts.system.list, {}),
  versions: (task: SystemPromptTask) => convexQuery(api.prompts.system.versions, { task }),
  changes: () => convexQuery(api.prompts.system.changes, {}),
}
