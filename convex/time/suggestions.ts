// Suggested time (B8) on /matters/{slug}/timers: entries proposed from the viewer's own work on the
// matter that day. Nothing is recorded until they accept one (as proposed or edited); dismissing
// one settles its minutes too. Only the viewer's work is read: there is no user id to point
// elsewhere. The day is the viewer's calendar day, its bounds their clock's.
import { v } from 'convex/values'
import { orgMutation, orgQuery } from '../lib/functions'
import { requireProject } from '../matters/model'
import { requireWritableProject } from '../dossier/model'
import { appError } from '../../shared/errors'
import { vTimeEntryFields, vWorkKind } from '../../shared/timeValidators'
import type { OrgMutationCtx } from '../lib/functions'
import type { Id } from '../_generated/dataModel'
import { featureOn, requireFeature, viewerOf } from '../flags/model'
import { recordEntry } from './model/entries'
import { type WorkKind, checkDay, suggestionsOf } from './model/work'

const vDay = { projectId: v.id('projects'), date: v.string(), from: v.number(), to: v.number() }

/** The viewer's open suggestions on the matter for the day. */
export const forMatter = orgQuery({
  args: vDay,
  handler: async (ctx, { projectId, date, from, to }) => {
    checkDay(date, from, to)
    const project = await requireProject(ctx, ctx.organization._id, projectId)
    if (!(await featureOn(ctx, 'suggested-time', viewerOf(ctx)))) return []
    return await suggestionsOf(ctx, { userId: ctx.viewer._id, project, date, from, to })
  },
})

/** The open suggestion of this kind, or CONFLICT when it was settled or its work is gone. */
async function requireOpenSuggestion(
  ctx: OrgMutationCtx,
  args: { projectId: Id<'projects'>; date: string; from: number; to: number; kind: WorkKind },
) {
  checkDay(args.date, args.from, args.to)
  const project = await requireWritableProject(ctx, ctx.organization._id, args.projectId)
  await requireFeature(ctx, 'suggested-time', viewerOf(ctx))
  const suggestions = await suggestionsOf(ctx, { userId: ctx.viewer._id, project, ...args })
  const suggestion = suggestions.find((item) => item.kind === args.kind)
  if (!suggestion) throw appError('CONFLICT', 'This suggestion is no longer open')
  return { project, suggestion }
}

/** Records the suggestion as an entry, with the fields as the viewer left them. */
export const accept = orgMutation({
  args: { ...vDay, kind: vWorkKind, entry: v.object(vTimeEntryFields) },
  handler: async (ctx, { entry, ...args }) => {
    const { project, suggestion } = await requireOpenSuggestion(ctx, args)
    const entryId = await recordEntry(ctx, project, entry)
    await ctx.db.insert('timeSuggestionDecisions', {
      organizationId: ctx.organization._id,
      projectId: project._id,
      userId: ctx.viewer._id,
      date: args.date,
      kind: args.kind,
      minutes: suggestion.minutes,
      decision: 'accepted',
      entryId,
      at: Date.now(),
    })
    return { entryId }
  },
})

/** Sets the suggestion aside: its minutes are not suggested again that day. */
export const dismiss = orgMutation({
  args: { ...vDay, kind: vWorkKind },
  handler: async (ctx, args) => {
    const { project, suggestion } = await requireOpenSuggestion(ctx, args)
    await ctx.db.insert('timeSuggestionDecisions', {
      organizationId: ctx.organization._id,
      projectId: project._id,
      userId: ctx.viewer._id,
      date: args.date,
      kind: args.kind,
      minutes: suggestion.minutes,
      decision: 'dismissed',
      at: Date.now(),
    })
    return null
  },
})
