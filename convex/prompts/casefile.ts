// Casefile's own prompts (/admin/prompts): the part of every firm's library superadmins curate.
// Written, edited (the replaced text kept as a version), deleted and imported here only; every
// change is on the deployment's audit chain.
import { v } from 'convex/values'
import type { QueryCtx } from '../_generated/server'
import { type AuthedMutationCtx, superadminMutation, superadminQuery } from '../lib/functions'
import { auditDeployment } from './model/deploymentAudit'
import { appError } from '../../shared/errors'
import { vPromptFields } from '../../shared/promptValidators'
import { PROMPTS_MAX, cleanPrompt, deletePrompt, editPrompt, importPrompts } from './model'

async function casefilePrompts(ctx: QueryCtx) {
  return await ctx.db
    .query('prompts')
    .withIndex('by_organizationId_and_scope_and_authorId', (q) =>
      q.eq('organizationId', undefined).eq('scope', 'casefile'),
    )
    .take(PROMPTS_MAX)
}

async function requireCasefilePrompt(ctx: AuthedMutationCtx, promptId: string) {
  const id = ctx.db.normalizeId('prompts', promptId)
  const prompt = id ? await ctx.db.get('prompts', id) : null
  if (!prompt || prompt.scope !== 'casefile') throw appError('NOT_FOUND', 'Prompt not found')
  return prompt
}

/** Casefile's prompts, by title, with how often firms used each. */
export const list = superadminQuery({
  args: {},
  handler: async (ctx) =>
    (await casefilePrompts(ctx))
      .sort((a, b) => a.title.localeCompare(b.title))
      .map((prompt) => ({
        _id: prompt._id,
        title: prompt.title,
        body: prompt.body,
        category: prompt.category ?? null,
        tags: prompt.tags,
        usageCount: prompt.usageCount,
        updatedAt: prompt.updatedAt,
      })),
})

/** A new Casefile prompt: every firm sees it at once. */
export const create = superadminMutation({
  args: vPromptFields,
  handler: async (ctx, fields) => {
    const clean = cleanPrompt(fields)
    if ((await casefilePrompts(ctx)).length >= PROMPTS_MAX) {
      throw appError('CONFLICT', `Casefile keeps at most ${PROMPTS_MAX} prompts`)
    }
    const promptId = await ctx.db.insert('prompts', {
      ...clean,
      scope: 'casefile',
      authorId: ctx.viewer._id,
      usageCount: 0,
      updatedAt: Date.now(),
    })
    await auditDeployment(ctx, 'prompt.created', `Added the Casefile prompt ${clean.title}`)
    return { promptId }
  },
})

/** Changes a Casefile prompt; the text it replaces becomes a version. */
export const update = superadminMutation({
  args: { promptId: v.id('prompts'), ...vPromptFields },
  handler: async (ctx, { promptId, ...fields }) => {
    const prompt = await requireCasefilePrompt(ctx, promptId)
    const clean = cleanPrompt(fields)
    await editPrompt(ctx, prompt, clean, ctx.viewer._id)
    await auditDeployment(ctx, 'prompt.updated', `Changed the Casefile prompt ${clean.title}`)
    return null
  },
})

/** Deletes a Casefile prompt, with its versions and every firm member's star on it. */
export const remove = superadminMutation({
  args: { promptId: v.id('prompts') },
  handler: async (ctx, { promptId }) => {
    const prompt = await requireCasefilePrompt(ctx, promptId)
    await deletePrompt(ctx, prompt._id)
    await auditDeployment(ctx, 'prompt.deleted', `Deleted the Casefile prompt ${prompt.title}`)
    return null
  },
})

/** Imports prompts from a file as Casefile's; titles Casefile already has are skipped. */
export const importFile = superadminMutation({
  args: { prompts: v.array(v.object(vPromptFields)) },
  handler: async (ctx, { prompts }) => {
    const result = await importPrompts(
      ctx,
      { scope: 'casefile', authorId: ctx.viewer._id },
      prompts,
    )
    if (result.imported > 0) {
      await auditDeployment(ctx, 'prompt.created', `Imported ${result.imported} Casefile prompts`)
    }
    return result
  },
})
