// The audit trail is append-only and hash-chained per organisation (targets R10), plus one chain
// for the deployment itself (organizationId absent: what superadmins change): each event
// stores its sequence number, the previous event's hash and its own hash over both and its
// content, so editing, removing or reordering a stored event breaks the chain where it happened.
// Only appendAuditEvent writes auditEvents; nothing patches or deletes them.
import { type Infer, v } from 'convex/values'
import type { Doc, Id } from '../_generated/dataModel'
import type { MutationCtx, QueryCtx } from '../_generated/server'

/** What an audit event records; schema.ts stores it, so only type imports from _generated here. */
export const vAuditAction = v.union(
  v.literal('project.created'),
  v.literal('project.updated'),
  v.literal('project.archived'),
  v.literal('project.restored'),
  v.literal('folder.created'),
  v.literal('folder.renamed'),
  v.literal('folder.moved'),
  v.literal('folder.deleted'),
  v.literal('folder.shared'),
  v.literal('folder.unshared'),
  v.literal('document.uploaded'),
  v.literal('document.renamed'),
  v.literal('document.moved'),
  v.literal('document.tagged'),
  v.literal('document.shared'),
  v.literal('document.unshared'),
  v.literal('document.deleted'),
  v.literal('document.reprocessed'),
  v.literal('project.ai_mode_changed'),
  v.literal('table.created'),
  v.literal('table.updated'),
  v.literal('table.deleted'),
  v.literal('table.run'),
  v.literal('table.exported'),
  v.literal('template.saved'),
  v.literal('ai.external_call'),
  v.literal('thread.shared'),
  v.literal('thread.deleted'),
  v.literal('module.created'),
  v.literal('module.updated'),
  v.literal('module.archived'),
  v.literal('module.restored'),
  v.literal('module.categories_changed'),
  v.literal('module.run'),
  v.literal('draft.edited'),
  v.literal('draft.shared'),
  v.literal('prompt.created'),
  v.literal('prompt.updated'),
  v.literal('prompt.deleted'),
  v.literal('systemPrompt.saved'),
  v.literal('systemPrompt.activated'),
  v.literal('promptLab.setImported'),
  v.literal('promptLab.setDeleted'),
  v.literal('promptLab.runStarted'),
  v.literal('promptLab.textSent'),
  v.literal('time.recorded'),
  v.literal('time.edited'),
  v.literal('time.deleted'),
  v.literal('time.exported'),
  v.literal('time.settingsChanged'),
  // The superadmin console's users and organisations (the deployment's chain).
  v.literal('user.edited'),
  v.literal('user.passwordSet'),
  v.literal('user.verified'),
  v.literal('user.disabled'),
  v.literal('user.enabled'),
  v.literal('user.signedOut'),
  v.literal('membership.assigned'),
  v.literal('membership.removed'),
  v.literal('superadmin.granted'),
  v.literal('superadmin.withdrawn'),
  v.literal('organization.created'),
  v.literal('organization.renamed'),
  v.literal('organization.suspended'),
  v.literal('organization.reinstated'),
  v.literal('flag.saved'),
  v.literal('flag.removed'),
  // Casefile support reading a firm's conversations under a grant (admin/support.ts), on the
  // firm's chain and the deployment's; a user moved between firms (admin/migrate.ts), on both
  // firms' chains and the deployment's.
  v.literal('support.accessGranted'),
  v.literal('support.accessEnded'),
  v.literal('support.threadRead'),
  v.literal('member.migrated'),
  // The superadmins' announcements and the support page's text (admin/content.ts).
  v.literal('announcement.created'),
  v.literal('announcement.updated'),
  v.literal('announcement.removed'),
  v.literal('siteContent.saved'),
)
export type AuditAction = Infer<typeof vAuditAction>

/** The hash the first event of an organisation chains from. */
export const GENESIS_HASH = '0'.repeat(64)

export type AuditEventInput = {
  organizationId: Id<'organizations'>
  projectId?: Id<'projects'>
  actorId: Id<'users'>
  action: AuditAction
  summary: string
  at: number
}

/** A deployment event is an organisation's event without one. */
type EventFields = Omit<AuditEventInput, 'organizationId'> & {
  organizationId?: Id<'organizations'>
}
type ChainedFields = EventFields & { seq: number; prevHash: string }

/** SHA-256 (hex) over the event's content in a fixed field order. */
export async function hashAuditEvent(event: ChainedFields): Promise<string> {
  const canonical = JSON.stringify([
    event.seq,
    event.prevHash,
    event.organizationId,
    event.projectId ?? null,
    event.actorId,
    event.action,
    event.summary,
    event.at,
  ])
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(canonical))
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('')
}

async function lastEvent(ctx: QueryCtx, organizationId: Id<'organizations'> | undefined) {
  return await ctx.db
    .query('auditEvents')
    .withIndex('by_organizationId_and_seq', (q) => q.eq('organizationId', organizationId))
    .order('desc')
    .first()
}

/**
 * Appends an event to the organisation's chain, in the caller's mutation. Two concurrent appends
 * read the same chain head, so Convex's optimistic concurrency retries one of them.
 */
export async function appendAuditEvent(ctx: MutationCtx, input: AuditEventInput) {
  return await append(ctx, input)
}

/** Appends an event to the deployment's own chain: what a superadmin changed for every firm. */
export async function appendDeploymentEvent(
  ctx: MutationCtx,
  input: Omit<AuditEventInput, 'organizationId' | 'projectId'>,
) {
  return await append(ctx, input)
}

async function append(ctx: MutationCtx, input: EventFields) {
  const head = await lastEvent(ctx, input.organizationId)
  const fields: ChainedFields = {
    ...input,
    seq: (head?.seq ?? 0) + 1,
    prevHash: head?.hash ?? GENESIS_HASH,
  }
  const hash = await hashAuditEvent(fields)
  return await ctx.db.insert('auditEvents', { ...fields, hash })
}

export type ChainCheck =
  | { ok: true; checked: number }
  | { ok: false; checked: number; brokenAtSeq: number; reason: string }

/** Walks a chain (an organisation's, or the deployment's) from the start; reports the first misfit. */
export async function verifyAuditChain(
  ctx: QueryCtx,
  organizationId: Id<'organizations'> | undefined,
): Promise<ChainCheck> {
  let expectedSeq = 1
  let prevHash = GENESIS_HASH
  for await (const event of ctx.db
    .query('auditEvents')
    .withIndex('by_organizationId_and_seq', (q) => q.eq('organizationId', organizationId))) {
    const problem = await checkEvent(event, expectedSeq, prevHash)
    if (problem) {
      return { ok: false, checked: expectedSeq - 1, brokenAtSeq: event.seq, reason: problem }
    }
    expectedSeq += 1
    prevHash = event.hash
  }
  return { ok: true, checked: expectedSeq - 1 }
}

async function checkEvent(event: Doc<'auditEvents'>, expectedSeq: number, prevHash: string) {
  if (event.seq !== expectedSeq) return `expected event ${expectedSeq}, found ${event.seq}`
  if (event.prevHash !== prevHash) return 'the previous hash does not match'
  const { _id, _creationTime, hash, ...fields } = event
  if ((await hashAuditEvent(fields)) !== hash) return 'the content does not match its hash'
  return null
}
