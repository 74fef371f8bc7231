// Matters ("projects" internally): validators, the audit writer and the shapes the public
// functions return. Only type imports from _generated, because schema.ts imports this file.
import { v } from 'convex/values'
import type { Doc, Id } from '../../_generated/dataModel'
import type { MutationCtx, QueryCtx } from '../../_generated/server'
import { type AuditAction, appendAuditEvent } from '../../lib/audit'
import { appError, invalidInput } from '../../../shared/errors'
import { LITIGATION_STAGES, PARTY_ROLES } from '../../../shared/litigation'
import {
  type CleanMatterInput,
  type MatterInput,
  slugifyMatterName,
  uniqueSlug,
  validateMatterInput,
} from '../../../shared/matterRules'

export const vPartyRole = v.union(...PARTY_ROLES.map((role) => v.literal(role)))
export const vLitigationStage = v.union(...LITIGATION_STAGES.map((stage) => v.literal(stage)))

/**
 * The matter form's values as the create and update mutations accept them. Strings stay loose
 * (no literal unions) so a wrong role or stage gets the spec's message, not a validator error.
 */
export const matterInputFields = {
  name: v.string(),
  description: v.optional(v.string()),
  representedParties: v.array(v.object({ name: v.string(), role: v.string() })),
  adverseParties: v.optional(v.array(v.object({ name: v.optional(v.string()) }))),
  docketNumber: v.optional(v.string()),
  internalMatterId: v.string(),
  judge: v.optional(v.string()),
  summary: v.optional(v.string()),
  keyAllegations: v.optional(v.string()),
  classPeriod: v.optional(v.string()),
  litigationStage: v.optional(v.string()),
}

/** The most matters `projects.list` returns. */
export const MAX_MATTERS_LISTED = 500
/** The most audit events a matter's activity list returns. */
export const MAX_ACTIVITY_LISTED = 20

/** The spec §5 rules, trimmed; INVALID_INPUT with every issue when they fail. Writes nothing. */
export function cleanMatterInput(input: MatterInput): CleanMatterInput {
  const result = validateMatterInput(input)
  if (!result.ok) {
    throw invalidInput(result.issues)
  }
  // Blank optional fields come back undefined; leave them out of the document altogether.
  return Object.fromEntries(
    Object.entries(result.value).filter(([, value]) => value !== undefined),
  ) as CleanMatterInput
}

/** The first free slug for `name` inside the organisation ('new' is reserved). */
export async function freeMatterSlug(
  ctx: QueryCtx,
  organizationId: Id<'organizations'>,
  name: string,
) {
  return await uniqueSlug(slugifyMatterName(name), async (slug) => {
    const existing = await ctx.db
      .query('projects')
      .withIndex('by_organizationId_and_slug', (q) =>
        q.eq('organizationId', organizationId).eq('slug', slug),
      )
      .first()
    return existing !== null
  })
}

/** A matter of the organisation, or NOT_FOUND 'Project not found' (never leaks other firms'). */
export async function requireProject(
  ctx: QueryCtx,
  organizationId: Id<'organizations'>,
  projectId: Id<'projects'>,
) {
  const project = await ctx.db.get('projects', projectId)
  if (!project || project.organizationId !== organizationId) {
    throw appError('NOT_FOUND', 'Project not found')
  }
  return project
}

/** Appends an audit event and moves the matter's last activity up to it, in the caller's mutation. */
export async function recordProjectEvent(
  ctx: MutationCtx,
  project: Pick<Doc<'projects'>, '_id' | 'organizationId'>,
  actorId: Id<'users'>,
  action: AuditAction,
  summary: string,
  at: number = Date.now(),
) {
  await appendAuditEvent(ctx, {
    organizationId: project.organizationId,
    projectId: project._id,
    actorId,
    action,
    summary,
    at,
  })
  // An event recorded with an earlier time (demo history) never moves the last activity back.
  const current = await ctx.db.get('projects', project._id)
  if (current && current.lastActivityAt < at) {
    await ctx.db.patch('projects', project._id, { lastActivityAt: at })
  }
}

const FIELD_LABELS: Record<keyof CleanMatterInput, string> = {
  name: 'name',
  description: 'description',
  representedParties: 'represented parties',
  adverseParties: 'adverse parties',
  docketNumber: 'docket number',
  internalMatterId: 'internal matter ID',
  judge: 'judge',
  summary: 'summary',
  keyAllegations: 'key allegations',
  classPeriod: 'class period',
  litigationStage: 'litigation stage',
}

/** The fields whose values differ, as the audit trail names them ("name, judge"). */
export function changedFields(before: Doc<'projects'>, after: CleanMatterInput): string[] {
  return (Object.keys(FIELD_LABELS) as (keyof CleanMatterInput)[])
    .filter(
      (field) => JSON.stringify(before[field] ?? null) !== JSON.stringify(after[field] ?? null),
    )
    .map((field) => FIELD_LABELS[field])
}

/** A row of the matters list. */
export function toMatterSummary(project: Doc<'projects'>) {
  return {
    _id: project._id,
    _creationTime: project._creationTime,
    slug: project.slug,
    name: project.name,
    representedParties: project.representedParties,
    adverseParties: project.adverseParties,
    docketNumber: project.docketNumber,
    internalMatterId: project.internalMatterId,
    litigationStage: project.litigationStage,
    lastActivityAt: project.lastActivityAt,
    archivedAt: project.archivedAt,
  }
}

/** An audit event with its actor's name, for activity lists. */
export async function withActorName(ctx: QueryCtx, event: Doc<'auditEvents'>) {
  const actor = await ctx.db.get('users', event.actorId)
  return {
    _id: event._id,
    action: event.action,
    summary: event.summary,
    at: event.at,
    actorName: actor?.name ?? 'Former member',
  }
}
