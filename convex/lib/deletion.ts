// Deleting what a matter holds ends the same way everywhere: the record is gone at once, what hung
// off it is purged by scheduled jobs (each one reschedules itself until it is done, so no
// mutation overruns its limits), and the matter's history says so in one event.
import type { DefaultFunctionArgs, FunctionArgs, FunctionReference } from 'convex/server'
import type { Doc } from '../_generated/dataModel'
import type { AuditAction } from './audit'
import type { OrgMutationCtx } from './functions'
import { recordProjectEvent } from '../matters/model'

/** One scheduled purge: an internal mutation and its arguments, checked against each other. */
export type Purge = {
  job: FunctionReference<'mutation', 'internal', DefaultFunctionArgs>
  args: DefaultFunctionArgs
}

export function purgeLater<Job extends FunctionReference<'mutation', 'internal'>>(
  job: Job,
  args: FunctionArgs<Job>,
): Purge {
  return { job, args }
}

/** Schedules the purges of what was just deleted, then records the deletion on the matter. */
export async function finishDeletion(
  ctx: OrgMutationCtx,
  project: Pick<Doc<'projects'>, '_id' | 'organizationId'>,
  event: { purges: Purge[]; action: AuditAction; summary: string },
) {
  for (const { job, args } of event.purges) {
    await ctx.scheduler.runAfter(0, job, args)
  }
  await recordProjectEvent(ctx, project, ctx.viewer._id, event.action, event.summary)
}
