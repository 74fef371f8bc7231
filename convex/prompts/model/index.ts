// The prompt library inside the database: which prompts a viewer sees (their own, their firm's,
// Casefile's), who may change one, and the checks and version a change goes through.
import type { Doc, Id } from '../../_generated/dataModel'
import type { MutationCtx, QueryCtx } from '../../_generated/server'
import type { OrgQueryCtx } from '../../lib/functions'
import { appError, invalidInput } from '../../../shared/errors'
import {
  type PromptInput,
  type PromptScope,
  validatePromptImport,
  validatePromptInput,
} from '../../../shared/promptRules'

/** The most prompts each part of the library holds: one person's, a firm's, Casefile's. */
export const PROMPTS_MAX = 500

const notFound = () => appError('NOT_FOUND', 'Prompt not found')

/** The prompts of one scope: the viewer's own, their firm's, or Casefile's. */
export async function promptsOf(ctx: OrgQueryCtx, scope: PromptScope) {
  const organizationId = scope === 'casefile' ? undefined : ctx.organization._id
  return await ctx.db
    .query('prompts')
    .withIndex('by_organizationId_and_scope_and_authorId', (q) => {
      const scoped = q.eq('organizationId', organizationId).eq('scope', scope)
      return scope === 'personal' ? scoped.eq('authorId', ctx.viewer._id) : scoped
    })
    .take(PROMPTS_MAX)
}

/** Whether the viewer sees the prompt: Casefile's, their firm's, or their own. */
function canSee(ctx: OrgQueryCtx, prompt: Doc<'prompts'>) {
  if (prompt.scope === 'casefile') return true
  if (prompt.organizationId !== ctx.organization._id) return false
  return prompt.scope === 'firm' || prompt.authorId === ctx.viewer._id
}

/**
 * Whether the viewer may change the prompt: their own personal one, or, for a firm prompt, its
 * author or an organisation admin. Casefile's are changed in /admin/prompts only.
 */
export function canChange(ctx: OrgQueryCtx, prompt: Doc<'prompts'>) {
  if (prompt.scope === 'personal') return prompt.authorId === ctx.viewer._id
  if (prompt.scope === 'firm') {
    return prompt.authorId === ctx.viewer._id || ctx.membership.role === 'OrganizationAdmin'
  }
  return false
}

/** A prompt the viewer sees; anything else, a malformed id included, is "Prompt not found". */
export async function requirePrompt(ctx: OrgQueryCtx, promptId: string) {
  const id = ctx.db.normalizeId('prompts', promptId)
  const prompt = id ? await ctx.db.get('prompts', id) : null
  if (!prompt || !canSee(ctx, prompt)) throw notFound()
  return prompt
}

/** A prompt the viewer may change (FORBIDDEN for one they only see). */
export async function requireChangeablePrompt(ctx: OrgQueryCtx, promptId: string) {
  const prompt = await requirePrompt(ctx, promptId)
  if (!canChange(ctx, prompt)) {
    throw appError('FORBIDDEN', 'Only its author or an organization admin can change this prompt')
  }
  return prompt
}

/** The fields checked (INVALID_INPUT with the issues on the form's paths). */
export function cleanPrompt(input: PromptInput) {
  const result = validatePromptInput(input)
  if (!result.ok) throw invalidInput(result.issues)
  return result.value
}

/** An edit: the text it replaces kept as a version, then the new fields, who made it and when. */
export async function editPrompt(
  ctx: MutationCtx,
  prompt: Doc<'prompts'>,
  fields: PromptInput,
  editorId: Id<'users'>,
) {
  await keepPromptVersion(ctx, prompt)
  await ctx.db.patch('prompts', prompt._id, {
    ...fields,
    editedBy: editorId,
    updatedAt: Date.now(),
  })
}

/** Keeps the prompt's text as it was, before an edit replaces it. */
export async function keepPromptVersion(ctx: MutationCtx, prompt: Doc<'prompts'>) {
  await ctx.db.insert('promptVersions', {
    promptId: prompt._id,
    title: prompt.title,
    body: prompt.body,
    savedBy: prompt.editedBy ?? prompt.authorId,
    savedAt: prompt.updatedAt,
  })
}

/** Deletes a prompt with its versions and the stars on it. */
export async function deletePrompt(ctx: MutationCtx, promptId: Id<'prompts'>) {
  for (const version of await ctx.db
    .query('promptVersions')
    .withIndex('by_promptId', (q) => q.eq('promptId', promptId))
    .take(PROMPTS_MAX)) {
    await ctx.db.delete('promptVersions', version._id)
  }
  for (const favorite of await ctx.db
    .query('promptFavorites')
    .withIndex('by_promptId', (q) => q.eq('promptId', promptId))
    .take(5_000)) {
    await ctx.db.delete('promptFavorites', favorite._id)
  }
  await ctx.db.delete('prompts', promptId)
}

/** The user's star on one prompt, if they starred it. */
export async function starOf(ctx: QueryCtx, userId: Id<'users'>, promptId: Id<'prompts'>) {
  return await ctx.db
    .query('promptFavorites')
    .withIndex('by_userId_and_promptId', (q) => q.eq('userId', userId).eq('promptId', promptId))
    .unique()
}

/** The viewer's starred prompts' ids. */
export async function favoriteIds(ctx: QueryCtx, userId: Id<'users'>) {
  const stars = await ctx.db
    .query('promptFavorites')
    .withIndex('by_userId_and_promptId', (q) => q.eq('userId', userId))
    .take(PROMPTS_MAX * 3)
  return new Set(stars.map((star) => star.promptId))
}

/**
 * Adds an import's prompts to one part of the library (every prompt checked first, nothing
 * written if one is wrong); a title the part already holds, or one repeated in the file, is
 * skipped, so importing a file twice adds nothing the second time.
 */
export async function importPrompts(
  ctx: MutationCtx,
  target: { scope: PromptScope; organizationId?: Id<'organizations'>; authorId: Id<'users'> },
  prompts: PromptInput[],
): Promise<{ imported: number; skipped: number }> {
  const checked = validatePromptImport(prompts)
  if (!checked.ok) throw invalidInput(checked.issues)
  const held = await ctx.db
    .query('prompts')
    .withIndex('by_organizationId_and_scope_and_authorId', (q) => {
      const scoped = q.eq('organizationId', target.organizationId).eq('scope', target.scope)
      return target.scope === 'personal' ? scoped.eq('authorId', target.authorId) : scoped
    })
    .take(PROMPTS_MAX)
  const titles = new Set(held.map((prompt) => prompt.title.toLowerCase()))
  const fresh = checked.value.filter((prompt) => {
    const key = prompt.title.toLowerCase()
    if (titles.has(key)) return false
    titles.add(key)
    return true
  })
  if (held.length + fresh.length > PROMPTS_MAX) {
    throw appError('CONFLICT', `A library holds at most ${PROMPTS_MAX} prompts of each kind`)
  }
  for (const prompt of fresh) {
    await ctx.db.insert('prompts', {
      ...prompt,
      ...(target.organizationId ? { organizationId: target.organizationId } : {}),
      scope: target.scope,
      authorId: target.authorId,
      usageCount: 0,
      updatedAt: Date.now(),
    })
  }
  return { imported: fresh.length, skipped: checked.value.length - fresh.length }
}
