import { type Infer, v } from 'convex/values'

export const vUserRole = v.union(v.literal('user'), v.literal('superadmin'))
export type UserRole = Infer<typeof vUserRole>

export const vOrgRole = v.union(v.literal('Member'), v.literal('OrganizationAdmin'))
export type OrgRole = Infer<typeof vOrgRole>

export const vEmailKind = v.union(
  v.literal('verify-email'),
  v.literal('magic-link'),
  v.literal('sign-in-code'),
  v.literal('email-verification-code'),
  v.literal('password-reset-code'),
  v.literal('change-email-code'),
  v.literal('invitation'),
  v.literal('account-exists'),
  v.literal('notification'),
  v.literal('notification-digest'),
)
export type EmailKind = Infer<typeof vEmailKind>

/** queued: waiting in the outbox (no transport, the offline default); sent/failed: a transport took it. */
export const vEmailStatus = v.union(v.literal('queued'), v.literal('sent'), v.literal('failed'))
