import { v } from 'convex/values'
import { appError } from '../../shared/errors'
import { orgMutation, orgQuery } from '../lib/functions'
import {
  MAX_ACTIVITY_LISTED,
  MAX_MATTERS_LISTED,
  changedFields,
  cleanMatterInput,
  freeMatterSlug,
  matterInputFields,
  recordProjectEvent,
  requireProject,
  toMatterSummary,
  withActorName,
} from './model'

/**
 * The current organisation's matters, newest activity first (at most MAX_MATTERS_LISTED).
 * Archived matters only with `includeArchived`.
 */
export const list = orgQuery({
  args: { includeArchived: v.optional(v.boolean()) },
  handler: async (ctx, { includeArchived }) => {
    const organizationId = ctx.organization._id
    const projects = includeArchived
      ? await ctx.db
          .query('projects')
          .withIndex('by_organizationId_and_lastActivityAt', (q) =>
            q.eq('organizationId', organizationId),
          )
          .order('desc')
          .take(MAX_MATTERS_LISTED)
      : await ctx.db
          .query('projects')
          .withIndex('by_organizationId_and_archivedAt_and_lastActivityAt', (q) =>
            q.eq('organizationId', organizationId).eq('archivedAt', undefined),
          )
          .order('desc')
          .take(MAX_MATTERS_LISTED)

    return projects.map(toMatterSummary)
  },
})

/** A whole matter by its slug; NOT_FOUND 'Project not found' when it does not resolve. */
export const getBySlug = orgQuery({
  args: { slug: v.string() },
  handler: async (ctx, { slug }) => {
    const project = await ctx.db
      .query('projects')
      .withIndex('by_organizationId_and_slug', (q) =>
        q.eq('organizationId', ctx.organization._id).eq('slug', slug),
      )
      .first()
    if (!project) {
      throw appError('NOT_FOUND', 'Project not found')
    }

    return project
  },
})

/** Creates a matter in the current organisation (any member); the slug comes from the name. */
export const create = orgMutation({
  args: matterInputFields,
  handler: async (ctx, args) => {
    const input = cleanMatterInput(args)
    const organizationId = ctx.organization._id
    const slug = await freeMatterSlug(ctx, organizationId, input.name)
    const now = Date.now()
    const projectId = await ctx.db.insert('projects', {
      ...input,
      organizationId,
      slug,
      createdBy: ctx.viewer._id,
      lastActivityAt: now,
    })
    await recordProjectEvent(
      ctx,
      { _id: projectId, organizationId },
      ctx.viewer._id,
      'project.created',
      'Created the matter',
      now,
    )

    return { projectId, slug }
  },
})

/** Replaces a matter's fields (any member). The slug stays, so links keep working. */
export const update = orgMutation({
  args: { projectId: v.id('projects'), ...matterInputFields },
  handler: async (ctx, { projectId, ...args }) => {
    const project = await requireProject(ctx, ctx.organization._id, projectId)
    if (project.archivedAt !== undefined) {
      throw appError('CONFLICT', 'This matter is archived')
    }
    const input = cleanMatterInput(args)
    const fields = changedFields(project, input)
    if (fields.length === 0) {
      // Saving the form untouched changes nothing, so the trail and the last activity stay as they are.
      return { slug: project.slug }
    }
    await ctx.db.replace('projects', projectId, {
      ...input,
      organizationId: project.organizationId,
      slug: project.slug,
      createdBy: project.createdBy,
      lastActivityAt: project.lastActivityAt,
      // Not a field of the matter form: the AI setting has its own screen and audit event.
      aiMode: project.aiMode,
      court: project.court,
    })
    await recordProjectEvent(
      ctx,
      project,
      ctx.viewer._id,
      'project.updated',
      `Edited ${fields.join(', ')}`,
    )

    return { slug: project.slug }
  },
})

/** Archives a matter (any member); CONFLICT when it already is. */
export const archive = orgMutation({
  args: { projectId: v.id('projects') },
  handler: async (ctx, { projectId }) => {
    const project = await requireProject(ctx, ctx.organization._id, projectId)
    if (project.archivedAt !== undefined) {
      throw appError('CONFLICT', 'This matter is already archived')
    }
    const now = Date.now()
    await ctx.db.patch('projects', projectId, { archivedAt: now })
    await recordProjectEvent(
      ctx,
      project,
      ctx.viewer._id,
      'project.archived',
      'Archived the matter',
      now,
    )

    return null
  },
})

/** Restores an archived matter (any member); CONFLICT when it is not archived. */
export const restore = orgMutation({
  args: { projectId: v.id('projects') },
  handler: async (ctx, { projectId }) => {
    const project = await requireProject(ctx, ctx.organization._id, projectId)
    if (project.archivedAt === undefined) {
      throw appError('CONFLICT', 'This matter is not archived')
    }
    await ctx.db.patch('projects', projectId, { archivedAt: undefined })
    await recordProjectEvent(
      ctx,
      project,
      ctx.viewer._id,
      'project.restored',
      'Restored the matter',
    )

    return null
  },
})

/** The latest audit events of a matter, newest first, with who did them. */
export const activity = orgQuery({
  args: { projectId: v.id('projects') },
  handler: async (ctx, { projectId }) => {
    await requireProject(ctx, ctx.organization._id, projectId)
    const events = await ctx.db
      .query('auditEvents')
      .withIndex('by_projectId_and_at', (q) => q.eq('projectId', projectId))
      .order('desc')
      .take(MAX_ACTIVITY_LISTED)

    return await Promise.all(events.map(async (event) => await withActorName(ctx, event)))
  },
})
