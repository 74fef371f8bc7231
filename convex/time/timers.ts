// Timers (ARCHITECTURE.md "Time"): each person's, started from any page on the matter they are in
// (or none yet), live in every tab and device through the subscription. One runs at a time:
// starting or resuming one pauses the one running. Recording a timer turns it into an entry.
import { v } from 'convex/values'
import type { Id } from '../_generated/dataModel'
import { query } from '../_generated/server'
import { checkCurrentUser } from '../lib/auth'
import { type OrgMutationCtx, orgMutation } from '../lib/functions'
import { requireProject } from '../matters/model'
import { requireWritableProject } from '../dossier/model'
import { appError, invalidInput } from '../../shared/errors'
import { textProblem } from '../../shared/matterRules'
import { TIME_LIMITS, timerElapsedMs } from '../../shared/timeRules'
import { TIMERS_MAX, requireOwnTimer, timersOf } from './model'
import { recordEntry } from './model/entries'
import { vTimeEntryFields } from '../../shared/timeValidators'

/** Pauses whichever of the viewer's timers runs, adding its stretch to its time. */
async function pauseRunning(ctx: OrgMutationCtx, now: number, except?: Id<'timers'>) {
  for (const timer of await timersOf(ctx, ctx.viewer._id, ctx.organization._id)) {
    if (timer._id === except || timer.state !== 'running') continue
    await ctx.db.patch('timers', timer._id, {
      state: 'paused',
      elapsedMs: timerElapsedMs(timer, now),
      runningSince: undefined,
    })
  }
}

function cleanDescription(description: string | undefined) {
  const problem = textProblem(description, TIME_LIMITS.timerDescription)
  if (problem) throw invalidInput([{ path: 'description', message: problem }])
  return description?.trim() ?? ''
}

/**
 * The viewer's timers in their current organisation, running first, each with its matter. The
 * app shell asks on every page, so anyone without one (signed out, no organisation yet) gets
 * none, not an error.
 */
export const mine = query({
  args: {},
  handler: async (ctx) => {
    const viewer = await checkCurrentUser(ctx)
    if (!viewer?.currentOrganizationId) return []
    const organizationId = viewer.currentOrganizationId
    const membership = await ctx.db
      .query('memberships')
      .withIndex('by_organizationId_and_userId', (q) =>
        q.eq('organizationId', organizationId).eq('userId', viewer._id),
      )
      .unique()
    if (!membership) return []
    const timers = await timersOf(ctx, viewer._id, organizationId)
    const rows = await Promise.all(
      timers.map(async (timer) => {
        const project = timer.projectId ? await ctx.db.get('projects', timer.projectId) : null
        return {
          _id: timer._id,
          description: timer.description,
          state: timer.state,
          elapsedMs: timer.elapsedMs,
          runningSince: timer.runningSince ?? null,
          project: project ? { _id: project._id, name: project.name, slug: project.slug } : null,
          createdAt: timer.createdAt,
        }
      }),
    )
    return rows.sort(
      (a, b) =>
        Number(b.state === 'running') - Number(a.state === 'running') || b.createdAt - a.createdAt,
    )
  },
})

/** Starts a new timer (on a matter, or none yet); the one running is paused. */
export const start = orgMutation({
  args: { projectId: v.optional(v.id('projects')), description: v.optional(v.string()) },
  handler: async (ctx, { projectId, description }) => {
    if (projectId) await requireProject(ctx, ctx.organization._id, projectId)
    const clean = cleanDescription(description)
    if ((await timersOf(ctx, ctx.viewer._id, ctx.organization._id)).length >= TIMERS_MAX) {
      throw appError('CONFLICT', `At most ${TIMERS_MAX} timers: record or discard one first`)
    }
    const now = Date.now()
    await pauseRunning(ctx, now)
    const timerId = await ctx.db.insert('timers', {
      organizationId: ctx.organization._id,
      userId: ctx.viewer._id,
      ...(projectId ? { projectId } : {}),
      description: clean,
      state: 'running',
      elapsedMs: 0,
      runningSince: now,
      createdAt: now,
    })
    return { timerId }
  },
})

/**
 * Pauses a running timer, now or, for the idle reminder, at the moment the person went idle
 * (`at`, kept between when this stretch started and now), so the idle time is not counted.
 */
export const pause = orgMutation({
  args: { timerId: v.id('timers'), at: v.optional(v.number()) },
  handler: async (ctx, { timerId, at }) => {
    const timer = await requireOwnTimer(ctx, timerId)
    if (timer.state === 'paused') return null
    const now = Date.now()
    const until =
      at === undefined || !Number.isFinite(at)
        ? now
        : Math.min(now, Math.max(timer.runningSince ?? now, at))
    await ctx.db.patch('timers', timer._id, {
      state: 'paused',
      elapsedMs: timerElapsedMs(timer, until),
      runningSince: undefined,
    })
    return null
  },
})

/** Resumes a paused timer; the one running is paused. */
export const resume = orgMutation({
  args: { timerId: v.id('timers') },
  handler: async (ctx, { timerId }) => {
    const timer = await requireOwnTimer(ctx, timerId)
    if (timer.state === 'running') return null
    const now = Date.now()
    await pauseRunning(ctx, now, timer._id)
    await ctx.db.patch('timers', timer._id, { state: 'running', runningSince: now })
    return null
  },
})

/** Changes what a timer is for: its matter and description. */
export const update = orgMutation({
  args: {
    timerId: v.id('timers'),
    projectId: v.union(v.id('projects'), v.null()),
    description: v.string(),
  },
  handler: async (ctx, { timerId, projectId, description }) => {
    const timer = await requireOwnTimer(ctx, timerId)
    if (projectId) await requireProject(ctx, ctx.organization._id, projectId)
    await ctx.db.patch('timers', timer._id, {
      projectId: projectId ?? undefined,
      description: cleanDescription(description),
    })
    return null
  },
})

/** Throws a timer away without recording it. */
export const discard = orgMutation({
  args: { timerId: v.id('timers') },
  handler: async (ctx, { timerId }) => {
    const timer = await requireOwnTimer(ctx, timerId)
    await ctx.db.delete('timers', timer._id)
    return null
  },
})

/**
 * Records a timer as an entry on its matter (the duration as the form shows it, which the
 * person may have changed) and removes the timer.
 */
export const record = orgMutation({
  args: { timerId: v.id('timers'), projectId: v.id('projects'), ...vTimeEntryFields },
  handler: async (ctx, { timerId, projectId, ...fields }) => {
    const timer = await requireOwnTimer(ctx, timerId)
    const project = await requireWritableProject(ctx, ctx.organization._id, projectId)
    const entryId = await recordEntry(ctx, project, fields)
    await ctx.db.delete('timers', timer._id)
    return { entryId }
  },
})
