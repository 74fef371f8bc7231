// /admin/dossier: the dossier's health across every firm, for superadmins: files that failed,
// pages that need OCR, password-protected files and processing that is stuck, with a way to
// process a file again. Names and metadata only: no page text, no summary, ever.
import { v } from 'convex/values'
import { internal } from '../_generated/api'
import type { Doc } from '../_generated/dataModel'
import type { QueryCtx } from '../_generated/server'
import { appendAuditEvent } from '../lib/audit'
import { superadminMutation, superadminQuery } from '../lib/functions'
import { plainStatusReason } from '../dossier/model/statusReason'
import { auditDeployment } from '../prompts/model/deploymentAudit'
import { appError } from '../../shared/errors'

/** The most documents each list shows, and the most each count reads. */
const LISTED_MAX = 100
const COUNTED_MAX = 1_000
/** A queued file not taken up for this long is stuck too (a processing run's lease is 10 min). */
export const QUEUED_STUCK_MS = 15 * 60 * 1000

export const HEALTH_KINDS = ['failed', 'needs_ocr', 'password_protected', 'stuck'] as const
export type HealthKind = (typeof HEALTH_KINDS)[number]

async function documentsOf(ctx: QueryCtx, kind: HealthKind, now: number) {
  if (kind === 'stuck') {
    const [processing, queued] = await Promise.all([
      ctx.db
        .query('documents')
        .withIndex('by_status_and_leaseUntil', (q) =>
          q.eq('status', 'processing').lt('leaseUntil', now),
        )
        .take(COUNTED_MAX),
      ctx.db
        .query('documents')
        .withIndex('by_status_and_leaseUntil', (q) => q.eq('status', 'queued'))
        .take(COUNTED_MAX),
    ])
    return [
      ...processing,
      ...queued.filter((document) => now - document._creationTime > QUEUED_STUCK_MS),
    ]
  }
  return await ctx.db
    .query('documents')
    .withIndex('by_status_and_leaseUntil', (q) => q.eq('status', kind))
    .take(COUNTED_MAX)
}

/** A document's row on the health page: where it is and what went wrong, never its text. */
async function healthRow(ctx: QueryCtx, document: Doc<'documents'>) {
  const [organization, project] = await Promise.all([
    ctx.db.get('organizations', document.organizationId),
    ctx.db.get('projects', document.projectId),
  ])
  return {
    _id: document._id,
    name: document.name,
    kind: document.kind,
    size: document.size,
    status: document.status,
    reason: plainStatusReason(document.statusReason),
    attempts: document.attempts ?? 0,
    addedAt: document._creationTime,
    organization: organization?.name ?? 'Deleted organization',
    matter: project?.name ?? 'Deleted matter',
  }
}

/** Each kind of problem: how many (up to 1,000) and the newest 100. */
export const health = superadminQuery({
  args: { now: v.number() },
  handler: async (ctx, { now }) => {
    const kinds = await Promise.all(
      HEALTH_KINDS.map(async (kind) => {
        const documents = (await documentsOf(ctx, kind, now)).sort(
          (a, b) => b._creationTime - a._creationTime,
        )
        return {
          kind,
          count: documents.length,
          capped: documents.length >= COUNTED_MAX,
          documents: await Promise.all(
            documents.slice(0, LISTED_MAX).map((document) => healthRow(ctx, document)),
          ),
        }
      }),
    )
    return kinds
  },
})

/** Processes a file again from the start (not one that is being processed right now). */
export const reprocess = superadminMutation({
  args: { documentId: v.id('documents') },
  handler: async (ctx, { documentId }) => {
    const document = await ctx.db.get('documents', documentId)
    if (!document) throw appError('NOT_FOUND', 'Document not found')
    const now = Date.now()
    const running = document.status === 'processing' && (document.leaseUntil ?? 0) >= now
    if (document.status === 'ready' || running) {
      throw appError('CONFLICT', running ? 'This file is being processed now' : 'This file is fine')
    }
    await ctx.db.patch('documents', document._id, {
      status: 'queued',
      statusReason: undefined,
      attempts: 0,
      leaseUntil: undefined,
    })
    await ctx.scheduler.runAfter(0, internal.dossier.processing.run, { documentId: document._id })
    // On the firm's own trail (a superadmin touched its file) and on the deployment's.
    await appendAuditEvent(ctx, {
      organizationId: document.organizationId,
      projectId: document.projectId,
      actorId: ctx.viewer._id,
      action: 'document.reprocessed',
      summary: `Casefile support processed ${document.name} again`,
      at: now,
    })
    await auditDeployment(ctx, 'document.reprocessed', `Processed a file again (${document._id})`)
    return null
  },
})
