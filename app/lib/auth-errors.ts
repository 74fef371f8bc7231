import { SIGN_UP_CLOSED_MESSAGE } from '@shared/signUpPolicy'
import { PASSWORD_MIN_LENGTH } from './constants'

export const PASSWORD_TOO_SHORT = `Password must be at least ${PASSWORD_MIN_LENGTH} characters`

/** What an auth form says when the request itself failed (offline, server down). */
export const SERVER_UNREACHABLE =
  'Casefile could not reach the server. Check your connection and try again.'

type AuthFailure = { status?: number; code?: string; message?: string } | null | undefined

/**
 * Turns a better-auth error into a sentence for the form. The same words for an unknown email and
 * a wrong password, so the form never tells a stranger which accounts exist.
 */
export function authErrorMessage(error: AuthFailure): string {
  if (!error) {
    return 'Something went wrong. Please try again.'
  }
  if (error.status === 429) {
    return 'Too many attempts. Wait a few seconds and try again.'
  }
  switch (error.code) {
    case 'INVALID_EMAIL_OR_PASSWORD':
    case 'INVALID_PASSWORD':
    case 'USER_NOT_FOUND':
    case 'CREDENTIAL_ACCOUNT_NOT_FOUND':
      return 'Invalid email or password'
    case 'USER_ALREADY_EXISTS':
    case 'USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL':
      return 'An account with this email already exists. Sign in instead.'
    case 'EMAIL_NOT_VERIFIED':
      return 'Confirm your email address first. We have sent you a new link: open it to sign in.'
    case 'PASSWORD_TOO_SHORT':
      return PASSWORD_TOO_SHORT
    case 'INVALID_OTP':
    case 'OTP_EXPIRED':
    case 'TOO_MANY_ATTEMPTS':
      return 'That code is not valid any more. Ask for a new one.'
    case 'INVALID_EMAIL':
      return 'Enter a valid email address'
    case 'SIGN_UP_CLOSED':
      return SIGN_UP_CLOSED_MESSAGE
    default:
      return error.message && error.message.length < 200
        ? error.message
        : 'Something went wrong. Please try again.'
  }
}

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

/** A message for an email field, or null when it looks like an address. */
export function emailProblem(email: string): string | null {
  if (email.trim() === '') return 'Email is required'
  return EMAIL_PATTERN.test(email.trim()) ? null : 'Enter a valid email address'
}

/** A message for a new password, or null when long enough (spec §5, §9). */
export function newPasswordProblem(password: string): string | null {
  return password.length < PASSWORD_MIN_LENGTH ? PASSWORD_TOO_SHORT : null
}
