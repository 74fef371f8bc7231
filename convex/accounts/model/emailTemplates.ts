import type { EmailKind } from '../../lib/validators'

/** What the auth callbacks and invitations hand to the outbox. */
export type OutgoingEmail = {
  to: string
  kind: EmailKind
  url?: string
  code?: string
  organizationName?: string
}

type OtpType = 'sign-in' | 'email-verification' | 'forget-password' | 'change-email'

export function verificationCodeKind(type: OtpType): EmailKind {
  switch (type) {
    case 'sign-in':
      return 'sign-in-code'
    case 'email-verification':
      return 'email-verification-code'
    case 'forget-password':
      return 'password-reset-code'
    case 'change-email':
      return 'change-email-code'
  }
}

/** Plain-text subject and body for each kind of message. */
export function renderEmail(email: OutgoingEmail): { subject: string; text: string } {
  switch (email.kind) {
    case 'verify-email':
      return {
        subject: 'Verify your email address for Casefile',
        text: `Confirm your email address by opening this link:\n\n${email.url}\n\nIf you did not create a Casefile account, ignore this message.`,
      }
    case 'magic-link':
      return {
        subject: 'Your Casefile sign-in link',
        text: `Open this link to sign in to Casefile:\n\n${email.url}\n\nThe link expires in 5 minutes and works once.`,
      }
    case 'invitation':
      return {
        subject: `You have been invited to ${email.organizationName ?? 'an organization'} on Casefile`,
        text: `You have been invited to join ${email.organizationName ?? 'an organization'} on Casefile.\n\nSign up or sign in with this email address to accept:\n\n${email.url}`,
      }
    case 'account-exists':
      return {
        subject: 'Someone tried to create a Casefile account with your address',
        text: `Someone tried to create a new Casefile account with this email address, which already has one.\n\nIf it was you, sign in instead (you can reset your password there):\n\n${email.url}\n\nIf it was not you, ignore this message: nothing about your account has changed.`,
      }
    case 'notification':
    case 'notification-digest':
      // The inbox writes its own subject and body (notifications/model/notify.ts); this is the
      // fallback should one be queued through enqueue.
      return {
        subject: 'You have new notifications in Casefile',
        text: `Open Casefile to see them:\n\n${email.url}`,
      }
    default:
      return {
        subject: 'Your Casefile verification code',
        text: `Your Casefile code is ${email.code}.\n\nIt expires in 5 minutes. If you did not ask for it, ignore this message.`,
      }
  }
}
