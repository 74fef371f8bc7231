// AI modules: the validators the schema and the public functions share. Only `convex/values` and
// the pure rules here: schema.ts imports this file.
import { type Infer, v } from 'convex/values'
import { MODULE_INPUT_KINDS, MODULE_OUTPUTS } from './moduleRules'

export const vModuleInputKind = v.union(...MODULE_INPUT_KINDS.map((kind) => v.literal(kind)))
export const vModuleOutput = v.union(...MODULE_OUTPUTS.map((output) => v.literal(output)))

/** One thing a module asks for when it runs. */
export const vModuleInputSpec = v.object({ kind: vModuleInputKind, required: v.boolean() })

/** Casefile's own offline modules (the built-in runner); a module without one runs elsewhere. */
export const BUILTIN_MODULES = [
  'chronology',
  'complaintSummary',
  'depositionOutline',
  'demandLetter',
  'documentRequests',
] as const
export const vBuiltinModule = v.union(...BUILTIN_MODULES.map((key) => v.literal(key)))
export type BuiltinModule = Infer<typeof vBuiltinModule>

/** A module's own fields, stored as the admin form sends them once the rules have passed. */
export const vModuleTexts = {
  name: v.string(),
  slug: v.string(),
  description: v.optional(v.string()),
  n8nWorkflowId: v.optional(v.string()),
  endpointUrl: v.optional(v.string()),
  technicalNotes: v.optional(v.string()),
  instructions: v.optional(v.string()),
  estimatedTimeMinutes: v.optional(v.number()),
  isActive: v.boolean(),
  categoryId: v.optional(v.id('moduleCategories')),
}

/** What the admin form sends: the fields, with its choices before the rules have checked them. */
export const vModuleFields = {
  ...vModuleTexts,
  inputs: v.array(v.object({ kind: v.string(), required: v.boolean() })),
  produces: v.string(),
}
