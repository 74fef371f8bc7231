// Sharing a thing with colleagues (an associate thread, a module's draft): who is to have it,
// checked, the shares written to match, and the audit event. Each kind keeps its shares in its
// own table (threadShares, draftShares); the rules are these.
import type { Doc, Id } from '../_generated/dataModel'
import { SHARED_WITH_MAX } from '../../shared/associateValidators'
import { appError } from '../../shared/errors'
import { requireMembers } from '../accounts/model/organizations'
import { checkBulk } from '../dossier/model'
import { recordProjectEvent } from '../matters/model'
import { nameReader } from '../review/model'
import type { OrgMutationCtx } from './functions'
import { notify } from '../notifications/model/notify'
import { draftSharedNotice, threadSharedNotice } from '../notifications/model/notices'

/** What is shared: a thread or a draft, by its author. */
export type Shared =
  { kind: 'thread'; thread: Doc<'threads'> } | { kind: 'draft'; draft: Doc<'drafts'> }

/** What sharing with `wanted` changes: the shares to remove and the colleagues to add. */
export function shareChanges<S extends { sharedWith: Id<'users'> }>(
  current: S[],
  wanted: Id<'users'>[],
) {
  const keep = new Set(wanted)
  const had = new Set(current.map((share) => share.sharedWith))
  const removed = current.filter((share) => !keep.has(share.sharedWith))
  const added = wanted.filter((userId) => !had.has(userId))
  return { removed, added, changed: removed.length > 0 || added.length > 0 }
}

/** Who has the thing now, each share with how to take it away. */
async function currentShares(
  ctx: OrgMutationCtx,
  shared: Shared,
): Promise<{ sharedWith: Id<'users'>; remove: () => Promise<void> }[]> {
  if (shared.kind === 'thread') {
    const shares = await ctx.db
      .query('threadShares')
      .withIndex('by_threadId_and_sharedWith', (q) => q.eq('threadId', shared.thread._id))
      .take(SHARED_WITH_MAX + 1)
    return shares.map((share) => ({
      sharedWith: share.sharedWith,
      remove: () => ctx.db.delete('threadShares', share._id),
    }))
  }
  const shares = await ctx.db
    .query('draftShares')
    .withIndex('by_draftId_and_sharedWith', (q) => q.eq('draftId', shared.draft._id))
    .take(SHARED_WITH_MAX + 1)
  return shares.map((share) => ({
    sharedWith: share.sharedWith,
    remove: () => ctx.db.delete('draftShares', share._id),
  }))
}

/**
 * Shares the thing with exactly `userIds` (an empty list stops sharing): at most
 * SHARED_WITH_MAX, no repeats, each a member of the organisation (NOT_FOUND otherwise), never
 * its author; the shares written to match, the count kept on it, and a change audited.
 */
export async function shareWith(
  ctx: OrgMutationCtx,
  project: Doc<'projects'>,
  shared: Shared,
  userIds: Id<'users'>[],
) {
  const wanted = userIds.length === 0 ? [] : checkBulk(userIds, SHARED_WITH_MAX)
  if (wanted.includes(ctx.viewer._id)) {
    throw appError(
      'INVALID_INPUT',
      shared.kind === 'thread' ? 'You wrote this thread' : 'You ran this draft',
    )
  }
  await requireMembers(ctx, ctx.organization._id, wanted)
  const { removed, added, changed } = shareChanges(await currentShares(ctx, shared), wanted)
  const base = {
    organizationId: project.organizationId,
    projectId: project._id,
    sharedBy: ctx.viewer._id,
  }
  for (const share of removed) await share.remove()
  for (const sharedWith of added) {
    const at = { ...base, sharedWith, sharedAt: Date.now() }
    if (shared.kind === 'thread') {
      await ctx.db.insert('threadShares', { ...at, threadId: shared.thread._id })
      await notify(ctx, threadSharedNotice(ctx, shared.thread, sharedWith))
    } else {
      await ctx.db.insert('draftShares', { ...at, draftId: shared.draft._id })
      await notify(ctx, draftSharedNotice(ctx, shared.draft, sharedWith))
    }
  }
  if (shared.kind === 'thread') {
    await ctx.db.patch('threads', shared.thread._id, { sharedCount: wanted.length })
  } else {
    await ctx.db.patch('drafts', shared.draft._id, { sharedCount: wanted.length })
  }
  if (changed) {
    const nameOf = nameReader(ctx)
    const who = await Promise.all(wanted.map((id) => nameOf(id)))
    const thing =
      shared.kind === 'thread'
        ? `the thread ${shared.thread.title}`
        : `the draft ${shared.draft.title}`
    await recordProjectEvent(
      ctx,
      project,
      ctx.viewer._id,
      shared.kind === 'thread' ? 'thread.shared' : 'draft.shared',
      who.length === 0 ? `Stopped sharing ${thing}` : `Shared ${thing} with ${who.join(', ')}`,
    )
  }
  return { sharedWith: wanted.length }
}
