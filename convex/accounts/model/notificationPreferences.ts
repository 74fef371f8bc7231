import type { Id } from '../../_generated/dataModel'
import type { QueryCtx } from '../../_generated/server'

/** The email notifications a user can turn off; every one is on until the user says otherwise. */
export const NOTIFICATION_DEFAULTS = {
  emailOnInvitation: true,
  emailOnMatterChange: true,
} as const

export type NotificationPreferences = { emailOnInvitation: boolean; emailOnMatterChange: boolean }
export type NotificationKind = keyof NotificationPreferences

/** The stored preferences row for a user, or null when they never changed the defaults. */
export async function findPreferences(ctx: QueryCtx, userId: Id<'users'>) {
  return await ctx.db
    .query('notificationPreferences')
    .withIndex('by_userId', (q) => q.eq('userId', userId))
    .unique()
}

/** A user's effective preferences (defaults filled in). */
export async function getPreferences(
  ctx: QueryCtx,
  userId: Id<'users'>,
): Promise<NotificationPreferences> {
  const row = await findPreferences(ctx, userId)

  return {
    emailOnInvitation: row?.emailOnInvitation ?? NOTIFICATION_DEFAULTS.emailOnInvitation,
    emailOnMatterChange: row?.emailOnMatterChange ?? NOTIFICATION_DEFAULTS.emailOnMatterChange,
  }
}

/** Whether `userId` wants the email of this kind (for whoever sends one). */
export async function wantsEmail(ctx: QueryCtx, userId: Id<'users'>, kind: NotificationKind) {
  return (await getPreferences(ctx, userId))[kind]
}
