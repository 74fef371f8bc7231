// System prompts' reader and the texts built into the code (version 0 of each task). Every
// model call reads the active version when it runs; the offline engine records which version
// was in force though it sends no text.
import type { QueryCtx } from '../../_generated/server'
import { ASSOCIATE_SYSTEM_PROMPT } from '../../ai/model/associateModel'
import { TABLE_SYSTEM_PROMPT } from '../../ai/model/tableAnswers'
import { MODULE_SYSTEM_PROMPT } from '../../modules/model/modelDraft'
import { BUILT_IN_VERSION, type SystemPromptTask } from '../../../shared/systemPromptRules'

/** The details proposal runs offline today (ai/model/litigationMetadata.ts); this is its text. */
const DETAILS_SYSTEM_PROMPT = [
  'You read a litigation matter’s documents and propose its details for a lawyer to confirm.',
  'Propose only what a document states: the court, the docket number, the judge, the parties',
  'and their roles, and the class period. Never guess and never use outside knowledge.',
  'For every value give a verbatim quote from the document and its page.',
].join('\n')

export const BUILT_IN_SYSTEM_PROMPTS: Record<SystemPromptTask, string> = {
  associate: ASSOCIATE_SYSTEM_PROMPT,
  tableCell: TABLE_SYSTEM_PROMPT,
  draft: MODULE_SYSTEM_PROMPT,
  detailsProposal: DETAILS_SYSTEM_PROMPT,
}

export type ActiveSystemPrompt = { version: number; text: string }

/** The version of a task's system prompt in force, and its text. */
export async function activeSystemPrompt(
  ctx: QueryCtx,
  task: SystemPromptTask,
): Promise<ActiveSystemPrompt> {
  const active = await activationOf(ctx, task)
  if (!active || active.version === BUILT_IN_VERSION) {
    return { version: BUILT_IN_VERSION, text: BUILT_IN_SYSTEM_PROMPTS[task] }
  }
  const stored = await systemPromptVersion(ctx, task, active.version)
  // A version is never deleted; should one be missing, the built-in text stands in.
  return stored
    ? { version: stored.version, text: stored.text }
    : { version: BUILT_IN_VERSION, text: BUILT_IN_SYSTEM_PROMPTS[task] }
}

export async function systemPromptVersion(ctx: QueryCtx, task: SystemPromptTask, version: number) {
  return await ctx.db
    .query('systemPromptVersions')
    .withIndex('by_task_and_version', (q) => q.eq('task', task).eq('version', version))
    .unique()
}

/** Which version of a task is in force, as stored; null while the built-in text is. */
export async function activationOf(ctx: QueryCtx, task: SystemPromptTask) {
  return await ctx.db
    .query('systemPromptActive')
    .withIndex('by_task', (q) => q.eq('task', task))
    .unique()
}

/** A task's newest stored version, or null while it has none. */
export async function newestSystemPromptVersion(ctx: QueryCtx, task: SystemPromptTask) {
  return await ctx.db
    .query('systemPromptVersions')
    .withIndex('by_task_and_version', (q) => q.eq('task', task))
    .order('desc')
    .first()
}
