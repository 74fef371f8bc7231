// Sharing a thing with colleagues (an associate thread, a module's draft): who is to have it,
// checked, what changes against who has it now, and the sentence its audit event says. Each kind
// keeps its shares in its own table; the rules are these.
import type { Id } from '../_generated/dataModel'
import type { QueryCtx } from '../_generated/server'
import { SHARED_WITH_MAX } from '../../shared/associateValidators'
import { appError } from '../../shared/errors'
import { requireMembers } from '../accounts/model/organizations'
import { checkBulk } from '../dossier/model'

/**
 * The colleagues a thing is to be shared with, checked: at most SHARED_WITH_MAX, no repeats,
 * each a member of the organisation (NOT_FOUND otherwise), and never its own author.
 */
export async function colleaguesToShareWith(
  ctx: QueryCtx,
  organizationId: Id<'organizations'>,
  authorId: Id<'users'>,
  userIds: Id<'users'>[],
  ownMessage: string,
) {
  const wanted = userIds.length === 0 ? [] : checkBulk(userIds, SHARED_WITH_MAX)
  if (wanted.includes(authorId)) throw appError('INVALID_INPUT', ownMessage)
  await requireMembers(ctx, organizationId, wanted)
  return wanted
}

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

/** "Shared the draft X with A, B" or "Stopped sharing the draft X". */
export async function shareSummary(
  nameOf: (userId: Id<'users'>) => Promise<string | null>,
  wanted: Id<'users'>[],
  thing: string,
) {
  const who = await Promise.all(wanted.map((id) => nameOf(id)))
  return who.length === 0 ? `Stopped sharing ${thing}` : `Shared ${thing} with ${who.join(', ')}`
}
