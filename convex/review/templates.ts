// Review table templates: the firm's own (any member saves one; its author or an organisation
// admin changes or archives it) and the system's (superadmins, /admin/tables). Members see both.
import { v } from 'convex/values'
import type { Doc, Id } from '../_generated/dataModel'
import { appendAuditEvent } from '../lib/audit'
import { appError } from '../../shared/errors'
import {
  type OrgMutationCtx,
  orgMutation,
  orgQuery,
  superadminMutation,
  superadminQuery,
} from '../lib/functions'
import { cleanColumns, cleanDescription, cleanInstructions, cleanTableName } from './model/rules'
import { nameReader, newColumnId, requireTable } from './model'
import { vColumnInput } from '../../shared/reviewValidators'

const TEMPLATES_LISTED_MAX = 200

function toTemplateView(template: Doc<'tableTemplates'>, createdBy: string | null) {
  return {
    _id: template._id,
    kind: template.organizationId === undefined ? ('system' as const) : ('firm' as const),
    name: template.name,
    description: template.description ?? '',
    instructions: template.instructions ?? '',
    columns: template.columns,
    archived: template.archivedAt !== undefined,
    updatedAt: template.updatedAt,
    createdBy,
  }
}

/** The firm's and the system's templates, non-archived unless asked (spec §7). */
export const list = orgQuery({
  args: { includeArchived: v.optional(v.boolean()) },
  handler: async (ctx, { includeArchived }) => {
    const read = async (organizationId: Id<'organizations'> | undefined) => {
      const active = await ctx.db
        .query('tableTemplates')
        .withIndex('by_organizationId_and_archivedAt', (q) =>
          q.eq('organizationId', organizationId).eq('archivedAt', undefined),
        )
        .take(TEMPLATES_LISTED_MAX)
      if (!includeArchived) return active
      const archived = await ctx.db
        .query('tableTemplates')
        .withIndex('by_organizationId_and_archivedAt', (q) =>
          q.eq('organizationId', organizationId).gt('archivedAt', 0),
        )
        .take(TEMPLATES_LISTED_MAX)
      return [...active, ...archived]
    }
    const templates = [...(await read(ctx.organization._id)), ...(await read(undefined))]
    templates.sort((a, b) => a.name.localeCompare(b.name))
    const nameOf = nameReader(ctx)
    return await Promise.all(
      templates.map(async (t) => toTemplateView(t, await nameOf(t.createdBy))),
    )
  },
})

const templateFields = {
  name: v.string(),
  description: v.optional(v.string()),
  instructions: v.optional(v.string()),
  columns: v.array(vColumnInput),
}

function cleanTemplate(args: {
  name: string
  description?: string
  instructions?: string
  columns: Parameters<typeof cleanColumns>[0]
}) {
  // A template's columns get fresh ids; an id sent along must still look like one.
  if (args.columns.some((c) => c.id !== undefined && !/^[\w-]{1,64}$/.test(c.id))) {
    throw appError('INVALID_INPUT', 'This column is no longer in the table; reload it')
  }
  const columns = cleanColumns(
    args.columns.map(({ id: _id, ...column }) => column),
    new Set(),
    newColumnId,
  )
  if (columns.length === 0) throw appError('INVALID_INPUT', 'A template needs at least one column')
  return {
    name: cleanTableName(args.name, 'Template name'),
    description: cleanDescription(args.description),
    instructions: cleanInstructions(args.instructions),
    columns,
  }
}

/** A firm template of the viewer's organisation that the viewer may change. */
async function requireOwnTemplate(ctx: OrgMutationCtx, id: Id<'tableTemplates'>) {
  const template = await ctx.db.get('tableTemplates', id)
  if (!template || template.organizationId !== ctx.organization._id) {
    throw appError('NOT_FOUND', 'Template not found')
  }
  if (template.createdBy !== ctx.viewer._id && ctx.membership.role !== 'OrganizationAdmin') {
    throw appError('FORBIDDEN', 'Only its author or an organization admin can change this template')
  }
  return template
}

async function audit(ctx: OrgMutationCtx, summary: string) {
  await appendAuditEvent(ctx, {
    organizationId: ctx.organization._id,
    actorId: ctx.viewer._id,
    action: 'template.saved',
    summary,
    at: Date.now(),
  })
}

/** A new firm template. */
export const create = orgMutation({
  args: templateFields,
  handler: async (ctx, args) => {
    const clean = cleanTemplate(args)
    const templateId = await ctx.db.insert('tableTemplates', {
      organizationId: ctx.organization._id,
      ...clean,
      createdBy: ctx.viewer._id,
      updatedAt: Date.now(),
    })
    await audit(ctx, `Saved the table template ${clean.name}`)
    return { templateId }
  },
})

/** A firm template made from a table's columns and instructions ("save as template"). */
export const saveFromTable = orgMutation({
  args: { tableId: v.id('reviewTables'), name: v.string(), description: v.optional(v.string()) },
  handler: async (ctx, args) => {
    const table = await requireTable(ctx, ctx.organization._id, args.tableId)
    const clean = cleanTemplate({
      name: args.name,
      description: args.description,
      instructions: table.instructions,
      columns: table.columns,
    })
    const templateId = await ctx.db.insert('tableTemplates', {
      organizationId: ctx.organization._id,
      ...clean,
      createdBy: ctx.viewer._id,
      updatedAt: Date.now(),
    })
    await audit(ctx, `Saved the table ${table.name} as the template ${clean.name}`)
    return { templateId }
  },
})

/** Changes a firm template (tables made from it keep their own columns). */
export const update = orgMutation({
  args: { id: v.id('tableTemplates'), ...templateFields },
  handler: async (ctx, { id, ...args }) => {
    const template = await requireOwnTemplate(ctx, id)
    const clean = cleanTemplate(args)
    await ctx.db.patch('tableTemplates', template._id, { ...clean, updatedAt: Date.now() })
    await audit(ctx, `Changed the table template ${clean.name}`)
    return null
  },
})

/** Archives a firm template (hidden from new tables) or brings it back. */
export const setArchived = orgMutation({
  args: { id: v.id('tableTemplates'), archived: v.boolean() },
  handler: async (ctx, args) => {
    const template = await requireOwnTemplate(ctx, args.id)
    if (args.archived === (template.archivedAt !== undefined)) return null
    await ctx.db.patch('tableTemplates', template._id, {
      archivedAt: args.archived ? Date.now() : undefined,
      updatedAt: Date.now(),
    })
    await audit(
      ctx,
      `${args.archived ? 'Archived' : 'Restored'} the table template ${template.name}`,
    )
    return null
  },
})

/** Superadmins: the system templates, archived included. */
export const listSystem = superadminQuery({
  args: {},
  handler: async (ctx) => {
    const templates = await ctx.db
      .query('tableTemplates')
      .withIndex('by_organizationId_and_archivedAt', (q) => q.eq('organizationId', undefined))
      .take(TEMPLATES_LISTED_MAX)
    const nameOf = nameReader(ctx)
    return await Promise.all(
      templates.map(async (t) => toTemplateView(t, await nameOf(t.createdBy))),
    )
  },
})

async function requireSystemTemplate(ctx: { db: OrgMutationCtx['db'] }, id: Id<'tableTemplates'>) {
  const template = await ctx.db.get('tableTemplates', id)
  if (!template || template.organizationId !== undefined) {
    throw appError('NOT_FOUND', 'Template not found')
  }
  return template
}

/** Superadmins: a new system template, offered to every firm. */
export const createSystem = superadminMutation({
  args: templateFields,
  handler: async (ctx, args) => {
    const clean = cleanTemplate(args)
    const templateId = await ctx.db.insert('tableTemplates', {
      ...clean,
      createdBy: ctx.viewer._id,
      updatedAt: Date.now(),
    })
    return { templateId }
  },
})

/** Superadmins: changes a system template. */
export const updateSystem = superadminMutation({
  args: { id: v.id('tableTemplates'), ...templateFields },
  handler: async (ctx, { id, ...args }) => {
    const template = await requireSystemTemplate(ctx, id)
    await ctx.db.patch('tableTemplates', template._id, {
      ...cleanTemplate(args),
      updatedAt: Date.now(),
    })
    return null
  },
})

/** Superadmins: archives a system template or brings it back. */
export const setSystemArchived = superadminMutation({
  args: { id: v.id('tableTemplates'), archived: v.boolean() },
  handler: async (ctx, args) => {
    const template = await requireSystemTemplate(ctx, args.id)
    await ctx.db.patch('tableTemplates', template._id, {
      archivedAt: args.archived ? Date.now() : undefined,
      updatedAt: Date.now(),
    })
    return null
  },
})
