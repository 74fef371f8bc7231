// Where a notification leads, decided when it is read: only to a thing the reader may still see
// (the domains' own require* rules, as the reader). A thing deleted, unshared, or in an
// organisation the reader left leads nowhere: the notification stays, without a link.
import { ConvexError } from 'convex/values'
import type { Id } from '../../_generated/dataModel'
import type { QueryCtx } from '../../_generated/server'
import { notificationHref, type NotificationPlace } from '../../../shared/notificationRules'
import type { NotificationKind, NotificationTarget } from '../../../shared/notificationValidators'
import { requireDocument, requireFolder } from '../../dossier/model'
import { requireProject } from '../../matters/model'
import { requireThread } from '../../associate/model'
import { requireTable } from '../../review/model'

async function isMember(ctx: QueryCtx, userId: Id<'users'>, organizationId: Id<'organizations'>) {
  const membership = await ctx.db
    .query('memberships')
    .withIndex('by_organizationId_and_userId', (q) =>
      q.eq('organizationId', organizationId).eq('userId', userId),
    )
    .unique()
  return membership !== null
}

async function canSeeDraft(
  ctx: QueryCtx,
  userId: Id<'users'>,
  organizationId: Id<'organizations'>,
  draftId: Id<'drafts'>,
) {
  const draft = await ctx.db.get('drafts', draftId)
  if (!draft || draft.organizationId !== organizationId) return false
  if (draft.createdBy === userId) return true
  const share = await ctx.db
    .query('draftShares')
    .withIndex('by_draftId_and_sharedWith', (q) =>
      q.eq('draftId', draftId).eq('sharedWith', userId),
    )
    .unique()
  return share !== null
}

async function folderPath(ctx: QueryCtx, folderId: Id<'folders'> | undefined) {
  if (!folderId) return ''
  return (await ctx.db.get('folders', folderId))?.path ?? ''
}

async function place(
  ctx: QueryCtx,
  userId: Id<'users'>,
  organizationId: Id<'organizations'>,
  kind: NotificationKind,
  target: NotificationTarget,
): Promise<NotificationPlace | null> {
  if (target.type === 'organization') return { type: 'organization' }
  const { slug } = await requireProject(ctx, organizationId, target.projectId)
  switch (target.type) {
    case 'document': {
      const document = await requireDocument(ctx, organizationId, target.documentId)
      if (document.projectId !== target.projectId) return null
      return kind === 'documentShared' || kind === 'documentsShared'
        ? { type: 'shared', slug }
        : { type: 'folder', slug, path: await folderPath(ctx, document.folderId) }
    }
    case 'folder': {
      const folder = await requireFolder(ctx, organizationId, target.folderId)
      return { type: 'folder', slug, path: folder.path }
    }
    case 'thread':
      await requireThread(ctx, organizationId, userId, target.threadId)
      return { type: 'thread', slug, threadId: target.threadId }
    case 'draft':
      if (!(await canSeeDraft(ctx, userId, organizationId, target.draftId))) return null
      return { type: 'draft', slug, draftId: target.draftId }
    case 'table':
      await requireTable(ctx, organizationId, target.tableId)
      return { type: 'table', slug, tableId: target.tableId }
  }
}

/** The app path of the notification's thing for `userId`, or null when they may not see it now. */
export async function placeOf(
  ctx: QueryCtx,
  userId: Id<'users'>,
  organizationId: Id<'organizations'>,
  kind: NotificationKind,
  target: NotificationTarget,
): Promise<string | null> {
  if (!(await isMember(ctx, userId, organizationId))) return null
  try {
    const found = await place(ctx, userId, organizationId, kind, target)
    return found ? notificationHref(found) : null
  } catch (error) {
    // The domains' rules said NOT_FOUND (gone, or no longer this reader's): no link.
    if (error instanceof ConvexError) return null
    throw error
  }
}
