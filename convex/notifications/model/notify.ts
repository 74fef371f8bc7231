// The one home of the notify rule. Share and job code call `notify` inside its own mutation, one
// line each: it reads the recipient's preferences, keeps the in-app row when they want it (or holds
// it for their daily digest) and writes the email to the outbox when they want it now.
import type { Id } from '../../_generated/dataModel'
import type { MutationCtx } from '../../_generated/server'
import {
  deliveryFor,
  notificationSubject,
  notificationText,
  type NotificationFacts,
} from '../../../shared/notificationRules'
import type { NotificationTarget } from '../../../shared/notificationValidators'
import { findPreferences } from '../../accounts/model/notificationPreferences'
import { resolveInboxPreferences } from '../../../shared/notificationRules'
import { placeOf } from './links'

export type Notice = NotificationFacts & {
  userId: Id<'users'>
  organizationId: Id<'organizations'>
  target: NotificationTarget
}

/** The site's address, for the links in emails. */
export function siteUrl() {
  return process.env.SITE_URL ?? 'http://localhost:3000'
}

/**
 * Tells `userId` what happened, as their preferences for its category say. Only a member of the
 * organisation is told; a user is never told of what they did themselves (`actorId`).
 */
export async function notify(ctx: MutationCtx, notice: Notice, actorId?: Id<'users'>) {
  if (actorId === notice.userId) return
  const membership = await ctx.db
    .query('memberships')
    .withIndex('by_organizationId_and_userId', (q) =>
      q.eq('organizationId', notice.organizationId).eq('userId', notice.userId),
    )
    .unique()
  const user = membership ? await ctx.db.get('users', notice.userId) : null
  if (!user) return
  const row = await findPreferences(ctx, user._id)
  const delivery = deliveryFor(resolveInboxPreferences(row?.inbox), notice.kind)
  const facts: NotificationFacts = {
    kind: notice.kind,
    title: notice.title,
    actorName: notice.actorName,
    counts: notice.counts,
  }
  const now = Date.now()
  if (delivery.store) {
    await ctx.db.insert('notifications', {
      userId: user._id,
      organizationId: notice.organizationId,
      ...facts,
      target: notice.target,
      inApp: delivery.inApp,
      read: !delivery.inApp,
      digest: delivery.digest || undefined,
      createdAt: now,
    })
  }
  if (delivery.emailNow) {
    const place = await placeOf(ctx, user._id, notice.organizationId, notice.kind, notice.target)
    const link = `${siteUrl()}${place ?? '/matters'}`
    await ctx.db.insert('emails', {
      to: user.email.trim().toLowerCase(),
      kind: 'notification',
      subject: notificationSubject(facts),
      text: `${notificationText(facts)}.\n\nOpen it in Casefile:\n\n${link}\n\nChoose which notifications you get at ${siteUrl()}/account/notifications`,
      url: link,
      status: 'queued',
      createdAt: now,
    })
  }
}

/** Removes a deleted account's notifications (the most one transaction should; the purge the rest). */
export async function deleteNotificationsOf(ctx: MutationCtx, userId: Id<'users'>) {
  const rows = await ctx.db
    .query('notifications')
    .withIndex('by_userId_and_organizationId_and_inApp', (q) => q.eq('userId', userId))
    .take(1000)
  for (const row of rows) await ctx.db.delete('notifications', row._id)
}
