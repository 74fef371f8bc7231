// The prompt library's validators, shared by the schema and the functions. Only `convex/values`
// here: schema.ts imports this file.
import { v } from 'convex/values'
import { PROMPT_SCOPES } from './promptRules'
import { SYSTEM_PROMPT_TASKS } from './systemPromptRules'

export const vPromptScope = v.union(...PROMPT_SCOPES.map((scope) => v.literal(scope)))

/** A prompt's fields as a form sends them. */
export const vPromptFields = {
  title: v.string(),
  body: v.string(),
  category: v.optional(v.string()),
  tags: v.array(v.string()),
}

/** A task a system prompt instructs a model for (shared/systemPromptRules.ts). */
export const vSystemPromptTask = v.union(...SYSTEM_PROMPT_TASKS.map((task) => v.literal(task)))
