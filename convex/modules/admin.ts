// Superadmins keep the deployment's AI modules (/admin/modules): list, read, create, change,
// archive and restore, switch on and off. Every change is on the deployment's audit chain.
import { v } from 'convex/values'
import type { Doc, Id } from '../_generated/dataModel'
import type { QueryCtx } from '../_generated/server'
import { appendDeploymentEvent, type AuditAction } from '../lib/audit'
import { type AuthedMutationCtx, superadminMutation, superadminQuery } from '../lib/functions'
import { appError } from '../../shared/errors'
import { vModuleFields } from '../../shared/moduleValidators'
import { cleanModule, listCategories, MODULES_MAX, requireModule, toModuleAdminView } from './model'

async function audit(ctx: AuthedMutationCtx, action: AuditAction, summary: string) {
  await appendDeploymentEvent(ctx, { actorId: ctx.viewer._id, action, summary, at: Date.now() })
}

/** Every module by name; archived ones only when asked (spec §7: showArchived, null by default). */
export const list = superadminQuery({
  args: { showArchived: v.optional(v.union(v.boolean(), v.null())) },
  handler: async (ctx, { showArchived }) => {
    const categories = new Map((await listCategories(ctx)).map((c) => [c._id, c.name]))
    const modules = (await ctx.db.query('modules').take(MODULES_MAX))
      .filter((module) => showArchived === true || module.archivedAt === undefined)
      .sort((a, b) => a.name.localeCompare(b.name))
    return modules.map((module) =>
      toModuleAdminView(
        module,
        module.categoryId ? (categories.get(module.categoryId) ?? null) : null,
      ),
    )
  },
})

/** One module, archived or not. */
export const get = superadminQuery({
  // A string: a malformed id in a link is 'Module not found' like any missing one.
  args: { moduleId: v.string() },
  handler: async (ctx, args) => {
    const moduleId = ctx.db.normalizeId('modules', args.moduleId)
    if (!moduleId) throw appError('NOT_FOUND', 'Module not found')
    const module = await requireModule(ctx, moduleId)
    const category = module.categoryId
      ? await ctx.db.get('moduleCategories', module.categoryId)
      : null
    return { ...toModuleAdminView(module, category?.name ?? null), usage: await usage(ctx, module) }
  },
})

/** How many runs a usage count reads, and how many it lists. */
const USAGE_READ_MAX = 1_000
const RUNS_LISTED = 10

/**
 * A module's runs across the deployment, as counts and the latest few (when, which firm, how it
 * ended and why): never a matter's name or a draft's text, which are the firm's.
 */
async function usage(ctx: QueryCtx, module: Doc<'modules'>) {
  const runs = await ctx.db
    .query('drafts')
    .withIndex('by_moduleId', (q) => q.eq('moduleId', module._id))
    .order('desc')
    .take(USAGE_READ_MAX)
  const byStatus = { writing: 0, draft: 0, final: 0, failed: 0 }
  for (const run of runs) byStatus[run.status]++
  const firms = new Map<Id<'organizations'>, string>()
  for (const organizationId of new Set(runs.map((run) => run.organizationId))) {
    firms.set(organizationId, (await ctx.db.get('organizations', organizationId))?.name ?? '')
  }
  return {
    runs: runs.length,
    capped: runs.length >= USAGE_READ_MAX,
    byStatus,
    firms: firms.size,
    latest: runs.slice(0, RUNS_LISTED).map((run) => ({
      _id: run._id,
      at: run._creationTime,
      firm: firms.get(run.organizationId) ?? '',
      status: run.status,
      error: run.status === 'failed' ? (run.error ?? null) : null,
    })),
  }
}

/** A new module. */
export const create = superadminMutation({
  args: vModuleFields,
  handler: async (ctx, args) => {
    const clean = await cleanModule(ctx, args, null)
    const moduleId = await ctx.db.insert('modules', {
      ...clean,
      createdBy: ctx.viewer._id,
      updatedAt: Date.now(),
    })
    await audit(ctx, 'module.created', `Created the module ${clean.name} (${clean.slug})`)
    return { moduleId }
  },
})

/** Changes a module's fields (a built-in module keeps its runner). */
export const update = superadminMutation({
  args: { moduleId: v.id('modules'), ...vModuleFields },
  handler: async (ctx, { moduleId, ...args }) => {
    const module = await requireModule(ctx, moduleId)
    const clean = await cleanModule(ctx, args, module._id)
    // Optional fields left blank are cleared, not kept.
    const cleared: Partial<Doc<'modules'>> = {
      description: undefined,
      n8nWorkflowId: undefined,
      endpointUrl: undefined,
      technicalNotes: undefined,
      instructions: undefined,
      estimatedTimeMinutes: undefined,
      categoryId: undefined,
    }
    await ctx.db.patch('modules', module._id, { ...cleared, ...clean, updatedAt: Date.now() })
    await audit(ctx, 'module.updated', `Changed the module ${clean.name} (${clean.slug})`)
    return null
  },
})

/** Archives a module (gone from every matter's list; its drafts stay) or restores it. */
export const setArchived = superadminMutation({
  args: { moduleId: v.id('modules'), archived: v.boolean() },
  handler: async (ctx, { moduleId, archived }) => {
    const module = await requireModule(ctx, moduleId)
    if (archived === (module.archivedAt !== undefined)) return null
    await ctx.db.patch('modules', module._id, {
      archivedAt: archived ? Date.now() : undefined,
      updatedAt: Date.now(),
    })
    await audit(
      ctx,
      archived ? 'module.archived' : 'module.restored',
      `${archived ? 'Archived' : 'Restored'} the module ${module.name}`,
    )
    return null
  },
})

/** Switches a module on or off: an inactive one stays listed here but no member can run it. */
export const setActive = superadminMutation({
  args: { moduleId: v.id('modules'), isActive: v.boolean() },
  handler: async (ctx, { moduleId, isActive }) => {
    const module = await requireModule(ctx, moduleId)
    if (module.isActive === isActive) return null
    await ctx.db.patch('modules', module._id, { isActive, updatedAt: Date.now() })
    await audit(
      ctx,
      'module.updated',
      `${isActive ? 'Switched on' : 'Switched off'} the module ${module.name}`,
    )
    return null
  },
})
