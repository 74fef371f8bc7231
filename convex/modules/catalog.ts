// What members see of the modules: the active, unarchived ones grouped by category (spec §7 "get
// modules with categories") and one by its slug (spec §7 "get module by slug").
import { v } from 'convex/values'
import type { Id } from '../_generated/dataModel'
import { orgQuery } from '../lib/functions'
import { appError } from '../../shared/errors'
import { listCategories, MODULES_MAX, toModuleCard } from './model'

/** The categories in order, each with its modules by name; uncategorised ones last. */
export const withCategories = orgQuery({
  args: {},
  handler: async (ctx) => {
    const categories = await listCategories(ctx)
    const modules = (await ctx.db.query('modules').take(MODULES_MAX))
      .filter((module) => module.isActive && module.archivedAt === undefined)
      .sort((a, b) => a.name.localeCompare(b.name))
    const known = new Set(categories.map((c) => c._id))
    const groups: {
      category: { _id: Id<'moduleCategories'>; name: string } | null
      modules: ReturnType<typeof toModuleCard>[]
    }[] = categories.map((category) => ({
      category: { _id: category._id, name: category.name },
      modules: modules.filter((m) => m.categoryId === category._id).map(toModuleCard),
    }))
    const loose = modules.filter((m) => !m.categoryId || !known.has(m.categoryId))
    if (loose.length > 0) {
      groups.push({ category: null, modules: loose.map(toModuleCard) })
    }
    return groups.filter((group) => group.modules.length > 0)
  },
})

/** One runnable module by its slug; an archived or switched-off one is not found. */
export const bySlug = orgQuery({
  args: { moduleSlug: v.string() },
  handler: async (ctx, { moduleSlug }) => {
    const module = await ctx.db
      .query('modules')
      .withIndex('by_slug', (q) => q.eq('slug', moduleSlug))
      .first()
    if (!module || !module.isActive || module.archivedAt !== undefined) {
      throw appError('NOT_FOUND', 'Module not found')
    }
    const category = module.categoryId
      ? await ctx.db.get('moduleCategories', module.categoryId)
      : null
    return { ...toModuleCard(module), category: category?.name ?? null }
  },
})
