import { v } from 'convex/values'
import { orgQuery } from '../lib/functions'
import { requireProject } from './model'
import {
  documentSummary,
  draftSummary,
  keyDates,
  latestActivity,
  tableSummary,
  weekTimeSummary,
} from './model/dashboard'

/**
 * A matter's dashboard (/matters/{slug}/dashboard): its documents by status and ingest problems,
 * review tables and their runs, the viewer's drafts by status, this week's time by person, the
 * latest activity and the matter's dates. Any member of the firm; NOT_FOUND outside it. Counts
 * and short lists only, each read bounded (model/dashboard.ts).
 */
export const get = orgQuery({
  args: { projectId: v.id('projects') },
  handler: async (ctx, { projectId }) => {
    const project = await requireProject(ctx, ctx.organization._id, projectId)
    const [documents, tables, drafts, time, activity] = await Promise.all([
      documentSummary(ctx, project._id),
      tableSummary(ctx, project._id),
      draftSummary(ctx, project._id),
      weekTimeSummary(ctx, project._id, Date.now()),
      latestActivity(ctx, project._id),
    ])
    return { documents, tables, drafts, time, activity, dates: keyDates(project) }
  },
})
