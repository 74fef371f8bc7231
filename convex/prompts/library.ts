// The prompt library (spec §2 /prompts, §7 "list prompts"): every prompt the viewer may use (their
// own, their firm's, Casefile's), starred or not; their own and, for organisation admins, the
// firm's are written here, each change keeping the text it replaces as a version. Firm prompts'
// changes are audited on the firm's chain.
import { v } from 'convex/values'
import type { Doc } from '../_generated/dataModel'
import { type OrgMutationCtx, type OrgQueryCtx, orgMutation, orgQuery } from '../lib/functions'
import { appendAuditEvent, type AuditAction } from '../lib/audit'
import { nameReader } from '../review/model'
import { appError } from '../../shared/errors'
import { type PromptScope, promptVariables } from '../../shared/promptRules'
import { vPromptFields } from '../../shared/promptValidators'
import {
  PROMPTS_MAX,
  canChange,
  cleanPrompt,
  deletePrompt,
  favoriteIds,
  importPrompts,
  editPrompt,
  promptsOf,
  requireChangeablePrompt,
  requirePrompt,
  starOf,
} from './model'

const VERSIONS_LISTED_MAX = 50

async function toPromptView(
  ctx: OrgQueryCtx,
  prompt: Doc<'prompts'>,
  favorites: Set<string>,
  nameOf: ReturnType<typeof nameReader>,
) {
  return {
    _id: prompt._id,
    title: prompt.title,
    body: prompt.body,
    category: prompt.category ?? null,
    tags: prompt.tags,
    scope: prompt.scope,
    variables: promptVariables(prompt.body),
    authorName: prompt.scope === 'casefile' ? 'Casefile' : await nameOf(prompt.authorId),
    isAuthor: prompt.authorId === ctx.viewer._id,
    canChange: canChange(ctx, prompt),
    favorite: favorites.has(prompt._id),
    usageCount: prompt.usageCount,
    updatedAt: prompt.updatedAt,
  }
}

/** Spec §7 "list prompts": the viewer's, the firm's and Casefile's, most used first. */
export const list = orgQuery({
  args: {},
  handler: async (ctx) => {
    const prompts = [
      ...(await promptsOf(ctx, 'personal')),
      ...(await promptsOf(ctx, 'firm')),
      ...(await promptsOf(ctx, 'casefile')),
    ].sort((a, b) => b.usageCount - a.usageCount || a.title.localeCompare(b.title))
    const favorites = await favoriteIds(ctx, ctx.viewer._id)
    const nameOf = nameReader(ctx)
    return await Promise.all(prompts.map((p) => toPromptView(ctx, p, favorites, nameOf)))
  },
})

/** What the viewer may do in the library beyond their own prompts. */
export const capabilities = orgQuery({
  args: {},
  handler: async (ctx) => ({ writesForFirm: ctx.membership.role === 'OrganizationAdmin' }),
})

/** One prompt the viewer may use. */
export const get = orgQuery({
  args: { promptId: v.string() },
  handler: async (ctx, { promptId }) => {
    const prompt = await requirePrompt(ctx, promptId)
    const starred = await starOf(ctx, ctx.viewer._id, prompt._id)
    return await toPromptView(ctx, prompt, new Set(starred ? [prompt._id] : []), nameReader(ctx))
  },
})

/** A change to a firm prompt, on the firm's audit chain; personal and Casefile ones are not. */
async function auditFirm(
  ctx: OrgMutationCtx,
  scope: PromptScope,
  action: AuditAction,
  summary: string,
) {
  if (scope !== 'firm') return
  await appendAuditEvent(ctx, {
    organizationId: ctx.organization._id,
    actorId: ctx.viewer._id,
    action,
    summary,
    at: Date.now(),
  })
}

function requireAdminForFirm(ctx: OrgMutationCtx) {
  if (ctx.membership.role !== 'OrganizationAdmin') {
    throw appError('FORBIDDEN', 'Only an organization admin can share a prompt with the firm')
  }
}

/** A new prompt: the viewer's own, or (organisation admins) the firm's. */
export const create = orgMutation({
  args: { ...vPromptFields, forFirm: v.boolean() },
  handler: async (ctx, { forFirm, ...fields }) => {
    if (forFirm) requireAdminForFirm(ctx)
    const clean = cleanPrompt(fields)
    const scope = forFirm ? ('firm' as const) : ('personal' as const)
    const held = await promptsOf(ctx, scope)
    if (held.length >= PROMPTS_MAX) {
      throw appError('CONFLICT', `A library holds at most ${PROMPTS_MAX} prompts of each kind`)
    }
    const promptId = await ctx.db.insert('prompts', {
      ...clean,
      organizationId: ctx.organization._id,
      scope,
      authorId: ctx.viewer._id,
      usageCount: 0,
      updatedAt: Date.now(),
    })
    await auditFirm(ctx, scope, 'prompt.created', `Added the firm prompt ${clean.title}`)
    return { promptId }
  },
})

/** Imports prompts from a file into the viewer's own library or (organisation admins) the firm's. */
export const importFile = orgMutation({
  args: { prompts: v.array(v.object(vPromptFields)), forFirm: v.boolean() },
  handler: async (ctx, { prompts, forFirm }) => {
    if (forFirm) requireAdminForFirm(ctx)
    const scope = forFirm ? ('firm' as const) : ('personal' as const)
    const result = await importPrompts(
      ctx,
      { scope, organizationId: ctx.organization._id, authorId: ctx.viewer._id },
      prompts,
    )
    if (result.imported > 0) {
      await auditFirm(ctx, scope, 'prompt.created', `Imported ${result.imported} firm prompts`)
    }
    return result
  },
})

/** Changes a prompt the viewer may change; the text it replaces becomes a version. */
export const update = orgMutation({
  args: { promptId: v.id('prompts'), ...vPromptFields },
  handler: async (ctx, { promptId, ...fields }) => {
    const prompt = await requireChangeablePrompt(ctx, promptId)
    const clean = cleanPrompt(fields)
    await editPrompt(ctx, prompt, clean, ctx.viewer._id)
    await auditFirm(ctx, prompt.scope, 'prompt.updated', `Changed the firm prompt ${clean.title}`)
    return null
  },
})

/** Shares one of the viewer's own prompts with the whole firm (organisation admins). */
export const promote = orgMutation({
  args: { promptId: v.id('prompts') },
  handler: async (ctx, { promptId }) => {
    requireAdminForFirm(ctx)
    const prompt = await requireChangeablePrompt(ctx, promptId)
    if (prompt.scope !== 'personal') throw appError('CONFLICT', 'This prompt is already the firm’s')
    await ctx.db.patch('prompts', prompt._id, { scope: 'firm', updatedAt: Date.now() })
    await auditFirm(
      ctx,
      'firm',
      'prompt.created',
      `Shared the prompt ${prompt.title} with the firm`,
    )
    return null
  },
})

/** Deletes a prompt the viewer may change, with its versions and stars. */
export const remove = orgMutation({
  args: { promptId: v.id('prompts') },
  handler: async (ctx, { promptId }) => {
    const prompt = await requireChangeablePrompt(ctx, promptId)
    await deletePrompt(ctx, prompt._id)
    await auditFirm(ctx, prompt.scope, 'prompt.deleted', `Deleted the firm prompt ${prompt.title}`)
    return null
  },
})

/** Stars or unstars a prompt for the viewer. */
export const setFavorite = orgMutation({
  args: { promptId: v.id('prompts'), favorite: v.boolean() },
  handler: async (ctx, { promptId, favorite }) => {
    const prompt = await requirePrompt(ctx, promptId)
    const star = await starOf(ctx, ctx.viewer._id, prompt._id)
    if (favorite && !star) {
      await ctx.db.insert('promptFavorites', { userId: ctx.viewer._id, promptId: prompt._id })
    }
    if (!favorite && star) await ctx.db.delete('promptFavorites', star._id)
    return null
  },
})

/** Counts a use (the prompt was put into the associate, a table column or a module run). */
export const recordUse = orgMutation({
  args: { promptId: v.id('prompts') },
  handler: async (ctx, { promptId }) => {
    const prompt = await requirePrompt(ctx, promptId)
    await ctx.db.patch('prompts', prompt._id, { usageCount: prompt.usageCount + 1 })
    return null
  },
})

/** A prompt's earlier texts, newest first. */
export const versions = orgQuery({
  args: { promptId: v.id('prompts') },
  handler: async (ctx, { promptId }) => {
    const prompt = await requirePrompt(ctx, promptId)
    const versions = await ctx.db
      .query('promptVersions')
      .withIndex('by_promptId', (q) => q.eq('promptId', prompt._id))
      .order('desc')
      .take(VERSIONS_LISTED_MAX)
    const nameOf = nameReader(ctx)
    return await Promise.all(
      versions.map(async (version) => ({
        _id: version._id,
        title: version.title,
        body: version.body,
        savedAt: version.savedAt,
        savedBy: await nameOf(version.savedBy),
      })),
    )
  },
})
