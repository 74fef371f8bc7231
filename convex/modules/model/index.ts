// What the module functions share: finding a module or a category, the one view every screen
// reads, and the rules' checks that need the database (a unique slug, a category that exists).
import type { Doc, Id } from '../../_generated/dataModel'
import type { MutationCtx, QueryCtx } from '../../_generated/server'
import { appError, invalidInput } from '../../../shared/errors'
import {
  MODULE_MESSAGES,
  type CleanModuleInput,
  type ModuleInput,
  validateModuleInput,
} from '../../../shared/moduleRules'
import type { DraftBlock } from '../../../shared/draftValidators'
import type { MatterFacts } from '../templates/types'
import { addressPolicy, checkEndpoint } from '../workflow/address'
import { notify } from '../../notifications/model/notify'
import { draftEndedNotice } from '../../notifications/model/notices'

/** How many modules and categories a deployment keeps; the screens list them all. */
export const MODULES_MAX = 500
export const CATEGORIES_MAX = 100

export async function requireModule(ctx: QueryCtx, moduleId: Id<'modules'>) {
  const found = await ctx.db.get('modules', moduleId)
  if (!found) throw appError('NOT_FOUND', 'Module not found')
  return found
}

export async function requireCategory(ctx: QueryCtx, categoryId: Id<'moduleCategories'>) {
  const category = await ctx.db.get('moduleCategories', categoryId)
  if (!category) throw appError('NOT_FOUND', 'Category not found')
  return category
}

/** Which runner a module runs on: built in, the firm's workflow engine, or the model. */
export function runnerOf(module: Doc<'modules'>) {
  if (module.builtin) return 'builtin' as const
  if (module.endpointUrl) return 'workflow' as const
  return 'model' as const
}

/**
 * Whether a run can start on this installation: the built-in modules always; a workflow module
 * once the operator has set the engine's shared secret (CASEFILE_WORKFLOW_SECRET) and its address
 * passes the outbound rules; a model module always (a matter that has not consented to the
 * configured model, or an installation with none, gets its passages quoted offline).
 */
export function canRunHere(module: Doc<'modules'>) {
  if (runnerOf(module) !== 'workflow') return true
  return (
    Boolean(process.env.CASEFILE_WORKFLOW_SECRET) &&
    checkEndpoint(module.endpointUrl!, addressPolicy(process.env)).ok
  )
}

/** The matter's details a draft may be written from (its own page holds them). */
export function matterFacts(project: Doc<'projects'>): MatterFacts {
  return {
    name: project.name,
    docketNumber: project.docketNumber,
    court: project.court,
    judge: project.judge,
    representedParties: project.representedParties,
    adverseParties: project.adverseParties,
    summary: project.summary,
    keyAllegations: project.keyAllegations,
  }
}

/** A module as members see it: what it is, asks for and writes; no operator notes. */
export function toModuleCard(module: Doc<'modules'>) {
  return {
    _id: module._id,
    name: module.name,
    slug: module.slug,
    description: module.description ?? '',
    estimatedTimeMinutes: module.estimatedTimeMinutes ?? null,
    inputs: module.inputs,
    produces: module.produces,
    runner: runnerOf(module),
    runnable: canRunHere(module),
  }
}

/** A module as superadmins see it: every field, with its state. */
export function toModuleAdminView(module: Doc<'modules'>, category: string | null) {
  return {
    ...toModuleCard(module),
    n8nWorkflowId: module.n8nWorkflowId ?? '',
    endpointUrl: module.endpointUrl ?? '',
    technicalNotes: module.technicalNotes ?? '',
    instructions: module.instructions ?? '',
    isActive: module.isActive,
    archived: module.archivedAt !== undefined,
    builtin: module.builtin ?? null,
    categoryId: module.categoryId ?? null,
    category,
    updatedAt: module.updatedAt,
  }
}

/**
 * The form's rules, then the database's: the slug is not another module's, the category exists.
 * Throws INVALID_INPUT with the issues on the form's own field paths.
 */
export async function cleanModule(
  ctx: MutationCtx,
  input: ModuleInput,
  editing: Id<'modules'> | null,
): Promise<CleanModuleInput & { categoryId?: Id<'moduleCategories'> }> {
  const result = validateModuleInput(input)
  if (!result.ok) throw invalidInput(result.issues)
  const clean = result.value
  const holder = await ctx.db
    .query('modules')
    .withIndex('by_slug', (q) => q.eq('slug', clean.slug))
    .first()
  if (holder && holder._id !== editing) {
    throw invalidInput([{ path: 'slug', message: MODULE_MESSAGES.slugTaken }])
  }
  let categoryId: Id<'moduleCategories'> | undefined
  if (clean.categoryId !== undefined) {
    categoryId = ctx.db.normalizeId('moduleCategories', clean.categoryId) ?? undefined
    if (!categoryId || !(await ctx.db.get('moduleCategories', categoryId))) {
      throw invalidInput([{ path: 'categoryId', message: 'Choose a category from the list' }])
    }
  }
  return { ...clean, categoryId }
}

/** The categories in their order. */
export async function listCategories(ctx: QueryCtx) {
  return await ctx.db.query('moduleCategories').withIndex('by_order').take(CATEGORIES_MAX)
}

/** Every block's words on one line, for the drafts search. */
export function draftSearchText(blocks: DraftBlock[]) {
  return blocks.flatMap(blockTexts).join(' ').slice(0, 100_000)
}

/** Every text a block holds: its text, its items' or its header's and cells'. */
export function blockTexts(block: DraftBlock): string[] {
  if (block.type === 'heading' || block.type === 'paragraph') return [block.text]
  if (block.type === 'list') return block.items.map((item) => item.text)
  return [...block.header, ...block.rows.flatMap((row) => row.cells)]
}

/** The run ends as failed, with its reason on the draft; a later answer finds it ended. */
export async function failRun(ctx: MutationCtx, draft: Doc<'drafts'>, reason: string) {
  await ctx.db.patch('drafts', draft._id, {
    status: 'failed',
    error: reason,
    blocks: [],
    searchText: '',
    updatedAt: Date.now(),
  })
  await notify(ctx, draftEndedNotice(draft, 'failed'))
}
