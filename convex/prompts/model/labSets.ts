// Reading the prompt lab's golden sets and runs: a set a superadmin may see (not deleted), and a
// set's runs newest first.
import type { Doc, Id } from '../../_generated/dataModel'
import type { QueryCtx } from '../../_generated/server'
import { aiConfig, modelFor } from '../../ai/model/provider'
import { appError } from '../../../shared/errors'

/** The set with this id, unless it was deleted; anything else is "Golden set not found". */
export async function liveSet(ctx: QueryCtx, id: string): Promise<Doc<'labGoldenSets'>> {
  const setId = ctx.db.normalizeId('labGoldenSets', id)
  const set = setId ? await ctx.db.get('labGoldenSets', setId) : null
  if (!set || set.deletedAt !== undefined) throw appError('NOT_FOUND', 'Golden set not found')
  return set
}

/** The set's runs, newest first. */
export function runsOf(ctx: QueryCtx, setId: Id<'labGoldenSets'>) {
  return ctx.db
    .query('labRuns')
    .withIndex('by_setId_and_number', (q) => q.eq('setId', setId))
    .order('desc')
}

/**
 * The model a lab run may use: the deployment's configured one (the scripted model in tests), or
 * null when none is. Golden sets are Casefile's own documents, not a matter's: the superadmin who
 * starts a run on the model is the one consenting, and the run and what it sent are audited.
 */
export function labModel() {
  const config = aiConfig()
  if (config.kind === 'offline') return null
  return modelFor(config, { aiMode: 'external' })
}
