// Sharing puts a document or folder in a colleague's Shared view. Every member of an organisation
// can open every matter of it, so a share grants no access: it hands the item over, and is audited.
import { v } from 'convex/values'
import type { Doc, Id } from '../_generated/dataModel'
import type { QueryCtx } from '../_generated/server'
import { appError } from '../../shared/errors'
import {
  SHARE_RECIPIENTS_MAX,
  checkBulk,
  requireDocument,
  requireFolder,
  requireWritableProject,
} from './model'
import { type OrgMutationCtx, type OrgQueryCtx, orgMutation, orgQuery } from '../lib/functions'
import { requireMembers } from '../accounts/model/organizations'
import { recordProjectEvent } from '../matters/model'
import { notify } from '../notifications/model/notify'
import { documentsSharedNotice, folderSharedNotice } from '../notifications/model/notices'

type Target = { documentId: Id<'documents'> } | { folderId: Id<'folders'> }

function sharesOf(ctx: QueryCtx, target: Target) {
  return 'documentId' in target
    ? ctx.db
        .query('shares')
        .withIndex('by_documentId_and_sharedWith', (q) => q.eq('documentId', target.documentId))
    : ctx.db
        .query('shares')
        .withIndex('by_folderId_and_sharedWith', (q) => q.eq('folderId', target.folderId))
}

/** The colleagues named, each a member of the viewer's organisation (never the viewer). */
async function requireColleagues(ctx: OrgMutationCtx, userIds: Id<'users'>[]) {
  const ids = checkBulk(userIds, SHARE_RECIPIENTS_MAX).filter((id) => id !== ctx.viewer._id)
  await requireMembers(ctx, ctx.organization._id, ids)
  if (ids.length === 0) throw appError('INVALID_INPUT', 'Choose a colleague to share with')
  return ids
}

async function addShares(
  ctx: OrgMutationCtx,
  project: Doc<'projects'>,
  target: Target,
  userIds: Id<'users'>[],
) {
  const existing = new Set((await sharesOf(ctx, target).collect()).map((s) => s.sharedWith))
  const fresh = userIds.filter((id) => !existing.has(id))
  for (const sharedWith of fresh) {
    await ctx.db.insert('shares', {
      organizationId: project.organizationId,
      projectId: project._id,
      target: 'documentId' in target ? 'document' : 'folder',
      ...target,
      sharedWith,
      sharedBy: ctx.viewer._id,
      sharedAt: Date.now(),
    })
  }
  return fresh
}

async function names(ctx: QueryCtx, userIds: Id<'users'>[]) {
  const users = await Promise.all(userIds.map((id) => ctx.db.get('users', id)))
  return users.map((user) => user?.name ?? 'a former member').join(', ')
}

/** Shares documents (one, or a selection) with colleagues. */
export const shareDocuments = orgMutation({
  args: { documentIds: v.array(v.id('documents')), userIds: v.array(v.id('users')) },
  handler: async (ctx, { documentIds, userIds }) => {
    const documents = await Promise.all(
      checkBulk(documentIds).map((id) => requireDocument(ctx, ctx.organization._id, id)),
    )
    const project = await requireWritableProject(ctx, ctx.organization._id, documents[0]!.projectId)
    if (documents.some((document) => document.projectId !== project._id)) {
      throw appError('INVALID_INPUT', 'Select documents of one matter at a time')
    }
    const recipients = await requireColleagues(ctx, userIds)
    let added = 0
    const told = new Set<Id<'users'>>()
    for (const document of documents) {
      const fresh = await addShares(ctx, project, { documentId: document._id }, recipients)
      added += fresh.length
      for (const userId of fresh) told.add(userId)
    }
    for (const userId of told) {
      await notify(ctx, documentsSharedNotice(ctx, project, documents, userId))
    }
    if (added > 0) {
      const what = documents.length === 1 ? documents[0]!.name : `${documents.length} documents`
      const who = await names(ctx, recipients)
      await recordProjectEvent(
        ctx,
        project,
        ctx.viewer._id,
        'document.shared',
        `Shared ${what} with ${who}`,
      )
    }
    return { added }
  },
})

/** Shares a folder with colleagues. */
export const shareFolder = orgMutation({
  args: { folderId: v.id('folders'), userIds: v.array(v.id('users')) },
  handler: async (ctx, { folderId, userIds }) => {
    const folder = await requireFolder(ctx, ctx.organization._id, folderId)
    const project = await requireWritableProject(ctx, ctx.organization._id, folder.projectId)
    const recipients = await requireColleagues(ctx, userIds)
    const added = await addShares(ctx, project, { folderId }, recipients)
    for (const userId of added) await notify(ctx, folderSharedNotice(ctx, project, folder, userId))
    if (added.length > 0) {
      const who = await names(ctx, added)
      await recordProjectEvent(
        ctx,
        project,
        ctx.viewer._id,
        'folder.shared',
        `Shared folder ${folder.name} with ${who}`,
      )
    }
    return { added: added.length }
  },
})

/** Ends one share; the colleague who shared it or the one it was shared with may end it. */
async function unshare(ctx: OrgMutationCtx, target: Target, userId: Id<'users'>) {
  const share =
    'documentId' in target
      ? await ctx.db
          .query('shares')
          .withIndex('by_documentId_and_sharedWith', (q) =>
            q.eq('documentId', target.documentId).eq('sharedWith', userId),
          )
          .first()
      : await ctx.db
          .query('shares')
          .withIndex('by_folderId_and_sharedWith', (q) =>
            q.eq('folderId', target.folderId).eq('sharedWith', userId),
          )
          .first()
  if (!share) throw appError('NOT_FOUND', 'Share not found')
  if (share.sharedBy !== ctx.viewer._id && share.sharedWith !== ctx.viewer._id) {
    throw appError(
      'FORBIDDEN',
      'Only the colleague who shared it, or its recipient, can unshare it',
    )
  }
  await ctx.db.delete('shares', share._id)
  return share
}

export const unshareDocument = orgMutation({
  args: { documentId: v.id('documents'), userId: v.id('users') },
  handler: async (ctx, { documentId, userId }) => {
    const document = await requireDocument(ctx, ctx.organization._id, documentId)
    const project = await requireWritableProject(ctx, ctx.organization._id, document.projectId)
    await unshare(ctx, { documentId }, userId)
    const who = await names(ctx, [userId])
    await recordProjectEvent(
      ctx,
      project,
      ctx.viewer._id,
      'document.unshared',
      `Stopped sharing ${document.name} with ${who}`,
    )
    return null
  },
})

export const unshareFolder = orgMutation({
  args: { folderId: v.id('folders'), userId: v.id('users') },
  handler: async (ctx, { folderId, userId }) => {
    const folder = await requireFolder(ctx, ctx.organization._id, folderId)
    const project = await requireWritableProject(ctx, ctx.organization._id, folder.projectId)
    await unshare(ctx, { folderId }, userId)
    const who = await names(ctx, [userId])
    await recordProjectEvent(
      ctx,
      project,
      ctx.viewer._id,
      'folder.unshared',
      `Stopped sharing folder ${folder.name} with ${who}`,
    )
    return null
  },
})

async function recipientRows(ctx: OrgQueryCtx, target: Target) {
  const shares = await sharesOf(ctx, target).collect()
  return await Promise.all(
    shares.map(async (share) => {
      const user = await ctx.db.get('users', share.sharedWith)
      return {
        userId: share.sharedWith,
        name: user?.name ?? 'Former member',
        email: user?.email ?? '',
        sharedBy: share.sharedBy,
        sharedAt: share.sharedAt,
      }
    }),
  )
}

/** Who a document is shared with (the share dialog's list). */
export const documentRecipients = orgQuery({
  args: { documentId: v.id('documents') },
  handler: async (ctx, { documentId }) => {
    await requireDocument(ctx, ctx.organization._id, documentId)
    return await recipientRows(ctx, { documentId })
  },
})

/** Who a folder is shared with (the share dialog's list). */
export const folderRecipients = orgQuery({
  args: { folderId: v.id('folders') },
  handler: async (ctx, { folderId }) => {
    await requireFolder(ctx, ctx.organization._id, folderId)
    return await recipientRows(ctx, { folderId })
  },
})
