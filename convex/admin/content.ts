// /admin/content (issue 25): superadmins post announcements, for everyone or for one organisation,
// shown as a dismissible banner on a schedule, and edit the support page's text. Their functions
// answer NOT_FOUND to everyone else signed in; every change is on the deployment's audit chain.
// Signed-in users read the live announcements and the support text.
import { v } from 'convex/values'
import type { Doc, Id } from '../_generated/dataModel'
import type { QueryCtx } from '../_generated/server'
import {
  type AuthedMutationCtx,
  authedQuery,
  superadminMutation,
  superadminQuery,
} from '../lib/functions'
import { auditDeployment } from '../prompts/model/deploymentAudit'
import { appError, invalidInput } from '../../shared/errors'
import {
  announcementIssues,
  liveAnnouncements,
  supportTextProblem,
} from '../../shared/contentRules'
import { vAnnouncementFields } from '../../shared/contentValidators'

/** The newest announcements the admin list shows (older ones stay stored until deleted). */
const LISTED_MAX = 200
/** Announcements read per audience when looking for the live ones (the newest starts first). */
const LIVE_SCAN = 50

type AnnouncementFields = {
  message: string
  tone: 'info' | 'warning'
  organizationId?: Id<'organizations'>
  startsAt: number
  endsAt?: number
}

/** The fields trimmed and checked, the organisation named found; INVALID_INPUT or NOT_FOUND. */
async function cleanFields(ctx: AuthedMutationCtx, fields: AnnouncementFields) {
  const clean = { ...fields, message: fields.message.trim() }
  const issues = announcementIssues(clean)
  if (issues.length > 0) throw invalidInput(issues)
  let organization: Doc<'organizations'> | null = null
  if (clean.organizationId !== undefined) {
    organization = await ctx.db.get('organizations', clean.organizationId)
    if (!organization) throw appError('NOT_FOUND', 'Organization not found')
  }
  return { clean, audience: organization ? organization.name : 'everyone' }
}

async function requireAnnouncement(ctx: QueryCtx, announcementId: Id<'announcements'>) {
  const announcement = await ctx.db.get('announcements', announcementId)
  if (!announcement) throw appError('NOT_FOUND', 'Announcement not found')
  return announcement
}

/** The newest announcements, with the name of the organisation each is for. */
export const list = superadminQuery({
  args: {},
  handler: async (ctx) => {
    const rows = await ctx.db.query('announcements').order('desc').take(LISTED_MAX)
    const names = new Map<Id<'organizations'>, string>()
    for (const row of rows) {
      if (row.organizationId && !names.has(row.organizationId)) {
        const organization = await ctx.db.get('organizations', row.organizationId)
        names.set(row.organizationId, organization?.name ?? 'Deleted organization')
      }
    }
    return rows.map((row) => ({
      _id: row._id,
      message: row.message,
      tone: row.tone,
      organizationId: row.organizationId ?? null,
      organizationName: row.organizationId ? names.get(row.organizationId)! : null,
      startsAt: row.startsAt,
      endsAt: row.endsAt ?? null,
      createdAt: row.createdAt,
      updatedAt: row.updatedAt,
    }))
  },
})

/** Posts an announcement. INVALID_INPUT for a bad message or schedule. */
export const create = superadminMutation({
  args: vAnnouncementFields,
  handler: async (ctx, fields) => {
    const { clean, audience } = await cleanFields(ctx, fields)
    const now = Date.now()
    const announcementId = await ctx.db.insert('announcements', {
      ...clean,
      createdBy: ctx.viewer._id,
      createdAt: now,
      updatedAt: now,
    })
    await auditDeployment(ctx, 'announcement.created', `Posted an announcement for ${audience}`)
    return announcementId
  },
})

/** Replaces an announcement's message, tone, audience and schedule. */
export const update = superadminMutation({
  args: { announcementId: v.id('announcements'), ...vAnnouncementFields },
  handler: async (ctx, { announcementId, ...fields }) => {
    const announcement = await requireAnnouncement(ctx, announcementId)
    const { clean, audience } = await cleanFields(ctx, fields)
    await ctx.db.replace('announcements', announcement._id, {
      ...clean,
      createdBy: announcement.createdBy,
      createdAt: announcement.createdAt,
      updatedAt: Date.now(),
    })
    await auditDeployment(ctx, 'announcement.updated', `Edited an announcement for ${audience}`)
    return null
  },
})

/** Deletes an announcement: it leaves every banner at once. */
export const remove = superadminMutation({
  args: { announcementId: v.id('announcements') },
  handler: async (ctx, { announcementId }) => {
    const announcement = await requireAnnouncement(ctx, announcementId)
    await ctx.db.delete('announcements', announcement._id)
    await auditDeployment(ctx, 'announcement.removed', 'Deleted an announcement')
    return null
  },
})

/**
 * The announcements live at `now` for the viewer: those for everyone and those for their current
 * organisation (when they are a member of it). The client passes its clock rounded to the minute,
 * so the query reads no clock and its result is shared and cached until an announcement changes;
 * a new minute is a new subscription. A client that lies about the time sees at most what its
 * firm is scheduled to be told anyway.
 */
export const live = authedQuery({
  args: { now: v.number() },
  handler: async (ctx, { now }) => {
    if (!Number.isFinite(now)) throw appError('INVALID_INPUT', 'Pass the time in milliseconds')
    const organizationId = ctx.viewer.currentOrganizationId ?? null
    const membership = organizationId
      ? await ctx.db
          .query('memberships')
          .withIndex('by_organizationId_and_userId', (q) =>
            q.eq('organizationId', organizationId).eq('userId', ctx.viewer._id),
          )
          .unique()
      : null
    const audiences: (Id<'organizations'> | undefined)[] = [undefined]
    if (membership) audiences.push(membership.organizationId)
    const started: Doc<'announcements'>[] = []
    for (const audience of audiences) {
      started.push(
        ...(await ctx.db
          .query('announcements')
          .withIndex('by_organizationId_and_startsAt', (q) =>
            q.eq('organizationId', audience).lte('startsAt', now),
          )
          .order('desc')
          .take(LIVE_SCAN)),
      )
    }
    return liveAnnouncements(started, now, membership?.organizationId ?? null).map((row) => ({
      _id: row._id,
      message: row.message,
      tone: row.tone,
    }))
  },
})

async function supportRow(ctx: QueryCtx) {
  return await ctx.db
    .query('siteContent')
    .withIndex('by_key', (q) => q.eq('key', 'supportPage'))
    .unique()
}

/** The support page's text a superadmin wrote, or null: the page shows its built-in help. */
export const supportText = authedQuery({
  args: {},
  handler: async (ctx) => {
    const row = await supportRow(ctx)
    return row ? { text: row.text, updatedAt: row.updatedAt } : null
  },
})

/** Saves the support page's text; an empty text brings back the built-in help. */
export const saveSupportText = superadminMutation({
  args: { text: v.string() },
  handler: async (ctx, args) => {
    const text = args.text.trim()
    const problem = supportTextProblem(text)
    if (problem) throw invalidInput([{ path: 'text', message: problem }])
    const row = await supportRow(ctx)
    if (text === '') {
      if (row) await ctx.db.delete('siteContent', row._id)
    } else if (row) {
      await ctx.db.patch('siteContent', row._id, {
        text,
        updatedBy: ctx.viewer._id,
        updatedAt: Date.now(),
      })
    } else {
      await ctx.db.insert('siteContent', {
        key: 'supportPage',
        text,
        updatedBy: ctx.viewer._id,
        updatedAt: Date.now(),
      })
    }
    await auditDeployment(
      ctx,
      'siteContent.saved',
      text === '' ? 'Restored the built-in support text' : 'Edited the support page’s text',
    )
    return null
  },
})
