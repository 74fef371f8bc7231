import { convexQuery } from '@/lib/convex-react'
import type { FunctionReturnType } from 'convex/server'
import { api } from '@convex/_generated/api'
import type { Id } from '@convex/_generated/dataModel'
import type { SystemPromptTask } from '@shared/systemPromptRules'

/** A system table template, as /admin/tables lists it. */
export type SystemTemplate = FunctionReturnType<typeof api.review.templates.listSystem>[number]

export const adminQueries = {
  overview: () => convexQuery(api.admin.superadmin.overview, {}),
  deploymentLog: () => convexQuery(api.admin.audit.deploymentLog, {}),
  systemTemplates: () => convexQuery(api.review.templates.listSystem, {}),
}

/** A task's system prompt versions, as /admin/system-prompts shows them. */
export type SystemPromptVersions = FunctionReturnType<typeof api.prompts.system.versions>

export const systemPromptQueries = {
  list: () => convexQuery(api.prompts.system.list, {}),
  versions: (task: SystemPromptTask) => convexQuery(api.prompts.system.versions, { task }),
  changes: () => convexQuery(api.prompts.system.changes, {}),
}

/** A golden set with its runs, as /admin/prompt-lab shows it. */
export type LabSet = FunctionReturnType<typeof api.prompts.lab.set>
export type LabRun = LabSet['runs'][number]

export const labQueries = {
  sets: () => convexQuery(api.prompts.lab.sets, {}),
  set: (setId: string) => convexQuery(api.prompts.lab.set, { setId }),
  misses: (runId: Id<'labRuns'>) => convexQuery(api.prompts.lab.misses, { runId }),
  exportSet: (setId: string) => convexQuery(api.prompts.lab.exportSet, { setId }),
}

/** One of Casefile's prompts, as /admin/prompts lists it. */
export type CasefilePrompt = FunctionReturnType<typeof api.prompts.casefile.list>[number]

export const casefilePromptQueries = {
  list: () => convexQuery(api.prompts.casefile.list, {}),
}
