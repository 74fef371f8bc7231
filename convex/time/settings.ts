// A firm's time settings: its rounding increment (6 minutes unless changed) and its default
// hourly rate; organisation admins change them, and every member reads them (the entry form shows
// the rounding).
import { v } from 'convex/values'
import { appendAuditEvent } from '../lib/audit'
import { orgMutation, orgQuery } from '../lib/functions'
import { appError, invalidInput } from '../../shared/errors'
import { RATE_MESSAGE, ROUNDING_INCREMENTS, isRate } from '../../shared/timeRules'
import { timeSettingsOf } from './model'

export const get = orgQuery({
  args: {},
  handler: async (ctx) => {
    const settings = await timeSettingsOf(ctx, ctx.organization._id)
    return {
      incrementMinutes: settings.incrementMinutes,
      firmRateCents: settings.firmRateCents,
      canChange: ctx.membership.role === 'OrganizationAdmin',
    }
  },
})

export const update = orgMutation({
  args: { incrementMinutes: v.number(), firmRateCents: v.union(v.number(), v.null()) },
  handler: async (ctx, { incrementMinutes, firmRateCents }) => {
    if (ctx.membership.role !== 'OrganizationAdmin') {
      throw appError('FORBIDDEN', 'Only an organization admin can change time settings')
    }
    const issues = []
    if (!(ROUNDING_INCREMENTS as readonly number[]).includes(incrementMinutes)) {
      issues.push({
        path: 'incrementMinutes',
        message: `Round to ${ROUNDING_INCREMENTS.join(', ')} minutes`,
      })
    }
    if (firmRateCents !== null && !isRate(firmRateCents)) {
      issues.push({ path: 'firmRateCents', message: RATE_MESSAGE })
    }
    if (issues.length > 0) throw invalidInput(issues)
    const { row } = await timeSettingsOf(ctx, ctx.organization._id)
    const fields = { incrementMinutes, firmRateCents: firmRateCents ?? undefined }
    if (row) await ctx.db.patch('timeSettings', row._id, fields)
    else await ctx.db.insert('timeSettings', { organizationId: ctx.organization._id, ...fields })
    await appendAuditEvent(ctx, {
      organizationId: ctx.organization._id,
      actorId: ctx.viewer._id,
      action: 'time.settingsChanged',
      summary: `Set time rounding to ${incrementMinutes}-minute increments`,
      at: Date.now(),
    })
    return null
  },
})
