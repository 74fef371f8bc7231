// A matter's AI setting: offline only (the default: no matter text leaves the machine) or consent
// to send its text to the configured external model. Changing it is an organisation admin's
// decision, recorded in the audit trail.
import { v } from 'convex/values'
import { aiConfig, describeConfig } from './model/provider'
import { appError } from '../../shared/errors'
import { orgMutation, orgQuery } from '../lib/functions'
import { recordProjectEvent, requireProject } from '../matters/model'
import { vAiMode } from '../../shared/reviewValidators'

/** The matter's AI mode and what model is configured (no secrets), for the settings screen. */
export const matterSettings = orgQuery({
  args: { projectId: v.id('projects') },
  handler: async (ctx, { projectId }) => {
    const project = await requireProject(ctx, ctx.organization._id, projectId)
    return {
      mode: project.aiMode ?? 'offline',
      provider: describeConfig(aiConfig()),
      canChange: ctx.membership.role === 'OrganizationAdmin',
    }
  },
})

/** Sets the matter's AI mode (organisation admins only). */
export const setMatterMode = orgMutation({
  args: { projectId: v.id('projects'), mode: vAiMode },
  handler: async (ctx, { projectId, mode }) => {
    const project = await requireProject(ctx, ctx.organization._id, projectId)
    if (ctx.membership.role !== 'OrganizationAdmin') {
      throw appError(
        'FORBIDDEN',
        'Only organization admins can change where a matter’s text may go',
      )
    }
    if (project.archivedAt !== undefined) throw appError('CONFLICT', 'This matter is archived')
    if ((project.aiMode ?? 'offline') === mode) return null
    await ctx.db.patch('projects', project._id, { aiMode: mode })
    const config = describeConfig(aiConfig())
    const summary =
      mode === 'external'
        ? `Allowed the matter's text to be sent to ${config.configured ? `${config.model} at ${config.host}` : 'an external model once one is configured'}`
        : 'Kept the matter offline: no text is sent to an external model'
    await recordProjectEvent(ctx, project, ctx.viewer._id, 'project.ai_mode_changed', summary)
    return null
  },
})
