// Superadmins keep the module categories: the groups and their order on every matter's modules
// screen. Removing a category leaves its modules uncategorised, never removes them.
import { v } from 'convex/values'
import { appendDeploymentEvent } from '../lib/audit'
import { type AuthedMutationCtx, superadminMutation, superadminQuery } from '../lib/functions'
import { appError, invalidInput } from '../../shared/errors'
import { categoryNameProblem } from '../../shared/moduleRules'
import { CATEGORIES_MAX, listCategories, requireCategory } from './model'

async function audit(ctx: AuthedMutationCtx, summary: string) {
  await appendDeploymentEvent(ctx, {
    actorId: ctx.viewer._id,
    action: 'module.categories_changed',
    summary,
    at: Date.now(),
  })
}

function cleanName(name: string) {
  const problem = categoryNameProblem(name)
  if (problem) throw invalidInput([{ path: 'name', message: problem }])
  return name.trim()
}

/** The categories in order, with how many modules each holds. */
export const list = superadminQuery({
  args: {},
  handler: async (ctx) => {
    const categories = await listCategories(ctx)
    return await Promise.all(
      categories.map(async (category) => ({
        _id: category._id,
        name: category.name,
        modules: (
          await ctx.db
            .query('modules')
            .withIndex('by_categoryId', (q) => q.eq('categoryId', category._id))
            .take(CATEGORIES_MAX * 5)
        ).length,
      })),
    )
  },
})

/** A new category, last in the order. */
export const create = superadminMutation({
  args: { name: v.string() },
  handler: async (ctx, args) => {
    const name = cleanName(args.name)
    const categories = await listCategories(ctx)
    if (categories.length >= CATEGORIES_MAX) {
      throw appError('CONFLICT', `At most ${CATEGORIES_MAX} categories`)
    }
    if (categories.some((c) => c.name.toLowerCase() === name.toLowerCase())) {
      throw invalidInput([{ path: 'name', message: 'A category with this name already exists' }])
    }
    const categoryId = await ctx.db.insert('moduleCategories', {
      name,
      order: (categories.at(-1)?.order ?? 0) + 1,
    })
    await audit(ctx, `Added the module category ${name}`)
    return { categoryId }
  },
})

/** Renames a category. */
export const rename = superadminMutation({
  args: { categoryId: v.id('moduleCategories'), name: v.string() },
  handler: async (ctx, args) => {
    const category = await requireCategory(ctx, args.categoryId)
    const name = cleanName(args.name)
    const others = (await listCategories(ctx)).filter((c) => c._id !== category._id)
    if (others.some((c) => c.name.toLowerCase() === name.toLowerCase())) {
      throw invalidInput([{ path: 'name', message: 'A category with this name already exists' }])
    }
    await ctx.db.patch('moduleCategories', category._id, { name })
    await audit(ctx, `Renamed the module category ${category.name} to ${name}`)
    return null
  },
})

/** Moves a category one place up or down (swapping with its neighbour). */
export const move = superadminMutation({
  args: {
    categoryId: v.id('moduleCategories'),
    direction: v.union(v.literal('up'), v.literal('down')),
  },
  handler: async (ctx, { categoryId, direction }) => {
    const category = await requireCategory(ctx, categoryId)
    const categories = await listCategories(ctx)
    const index = categories.findIndex((c) => c._id === category._id)
    const neighbour = categories[direction === 'up' ? index - 1 : index + 1]
    if (!neighbour) return null
    await ctx.db.patch('moduleCategories', category._id, { order: neighbour.order })
    await ctx.db.patch('moduleCategories', neighbour._id, { order: category.order })
    await audit(ctx, `Moved the module category ${category.name} ${direction}`)
    return null
  },
})

/** Removes a category; its modules stay, uncategorised. */
export const remove = superadminMutation({
  args: { categoryId: v.id('moduleCategories') },
  handler: async (ctx, { categoryId }) => {
    const category = await requireCategory(ctx, categoryId)
    const members = await ctx.db
      .query('modules')
      .withIndex('by_categoryId', (q) => q.eq('categoryId', category._id))
      .take(CATEGORIES_MAX * 5)
    for (const module of members) {
      await ctx.db.patch('modules', module._id, { categoryId: undefined, updatedAt: Date.now() })
    }
    await ctx.db.delete('moduleCategories', category._id)
    await audit(ctx, `Removed the module category ${category.name}`)
    return null
  },
})
