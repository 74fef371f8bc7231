// Who may see and change a draft: the person who ran it, and the colleagues they shared it with
// (draftShares); anyone else, in or out of the firm, gets NOT_FOUND. Sharing is for working on
// it together: a colleague it is shared with reads, edits, restores, marks final and exports it;
// only its author shares it.
import type { Doc, Id } from '../../_generated/dataModel'
import type { QueryCtx } from '../../_generated/server'
import type { OrgQueryCtx } from '../../lib/functions'
import { appError } from '../../../shared/errors'
import { requireWritableProject } from '../../dossier/model'
import { requireProject } from '../../matters/model'

const notFound = () => appError('NOT_FOUND', 'Draft not found')

/** The viewer's share of a draft, if its author shared it with them. */
async function shareOf(ctx: QueryCtx, draftId: Id<'drafts'>, viewerId: Id<'users'>) {
  return await ctx.db
    .query('draftShares')
    .withIndex('by_draftId_and_sharedWith', (q) =>
      q.eq('draftId', draftId).eq('sharedWith', viewerId),
    )
    .unique()
}

/** Whether the viewer may see the draft: theirs, or shared with them. */
async function canSeeDraft(ctx: QueryCtx, draft: Doc<'drafts'>, viewerId: Id<'users'>) {
  return draft.createdBy === viewerId || (await shareOf(ctx, draft._id, viewerId)) !== null
}

/** A draft the viewer may see, with whether they are its author. */
export async function requireDraft(ctx: OrgQueryCtx, draftId: Id<'drafts'>) {
  const organizationId = ctx.organization._id
  const draft = await ctx.db.get('drafts', draftId)
  if (!draft || draft.organizationId !== organizationId) throw notFound()
  if (!(await canSeeDraft(ctx, draft, ctx.viewer._id))) throw notFound()
  const project = await requireProject(ctx, organizationId, draft.projectId)
  return { draft, project, isAuthor: draft.createdBy === ctx.viewer._id }
}

/** A draft the viewer may change: visible to them, written, its matter not archived. */
export async function requireEditableDraft(ctx: OrgQueryCtx, draftId: Id<'drafts'>) {
  const found = await requireDraft(ctx, draftId)
  const project = await requireWritableProject(ctx, ctx.organization._id, found.draft.projectId)
  if (found.draft.status === 'writing') {
    throw appError('CONFLICT', 'This draft is still being written')
  }
  if (found.draft.status === 'failed') {
    throw appError('CONFLICT', 'This draft failed and cannot be edited')
  }
  return { ...found, project }
}

/** A draft the viewer ran: a colleague it is shared with may not share it on (FORBIDDEN). */
export async function requireOwnDraft(ctx: OrgQueryCtx, draftId: Id<'drafts'>) {
  const found = await requireDraft(ctx, draftId)
  if (!found.isAuthor) {
    throw appError('FORBIDDEN', 'Only the person who ran this draft can share it')
  }
  return found
}
