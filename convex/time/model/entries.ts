// Writing a time entry: checked, rounded by the firm's rule, priced at the rate that applies,
// and on the matter's audit trail.
import type { Doc } from '../../_generated/dataModel'
import type { OrgMutationCtx } from '../../lib/functions'
import { recordProjectEvent } from '../../matters/model'
import { invalidInput } from '../../../shared/errors'
import {
  type TimeEntryInput,
  formatDuration,
  roundDuration,
  validateTimeEntry,
} from '../../../shared/timeRules'
import { rateFor, timeSettingsOf } from '.'

/** The entry's fields checked (INVALID_INPUT with the form's paths). */
export function cleanEntry(input: TimeEntryInput) {
  const checked = validateTimeEntry(input)
  if (!checked.ok) throw invalidInput(checked.issues)
  return checked.value
}

/** A new entry of the viewer's on the matter. */
export async function recordEntry(
  ctx: OrgMutationCtx,
  project: Doc<'projects'>,
  input: TimeEntryInput,
) {
  const clean = cleanEntry(input)
  const [settings, rate] = await Promise.all([
    timeSettingsOf(ctx, ctx.organization._id),
    rateFor(ctx, ctx.organization._id, ctx.viewer._id, project._id),
  ])
  const billedMinutes = roundDuration(clean.minutes, settings)
  const now = Date.now()
  const entryId = await ctx.db.insert('timeEntries', {
    organizationId: ctx.organization._id,
    projectId: project._id,
    userId: ctx.viewer._id,
    ...clean,
    billedMinutes,
    ...(rate ? { rateCents: rate.cents, rateSource: rate.source } : {}),
    createdAt: now,
    updatedAt: now,
  })
  await recordProjectEvent(
    ctx,
    project,
    ctx.viewer._id,
    'time.recorded',
    `Recorded ${formatDuration(billedMinutes)} on ${clean.date}`,
  )
  return entryId
}
