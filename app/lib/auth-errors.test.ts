import { describe, expect, test } from 'vitest'
import {
  authErrorMessage,
  emailProblem,
  newPasswordProblem,
  PASSWORD_TOO_SHORT,
} from './auth-errors'

describe('auth form messages', () => {
  test('an unknown user and a wrong password read the same', () => {
    expect(authErrorMessage({ status: 401, code: 'INVALID_EMAIL_OR_PASSWORD' })).toBe(
      authErrorMessage({ status: 401, code: 'USER_NOT_FOUND' }),
    )
  })

  test('rate limiting gets its own sentence', () => {
    expect(authErrorMessage({ status: 429, code: 'INVALID_EMAIL_OR_PASSWORD' })).toMatch(
      /Too many attempts/,
    )
  })

  test('the password rule uses the spec text', () => {
    expect(PASSWORD_TOO_SHORT).toBe('Password must be at least 8 characters')
    expect(newPasswordProblem('1234567')).toBe(PASSWORD_TOO_SHORT)
    expect(newPasswordProblem('12345678')).toBeNull()
  })

  test('a closed sign-up says so plainly, whatever the server sent', () => {
    expect(
      authErrorMessage({ status: 403, code: 'SIGN_UP_CLOSED', message: 'x'.repeat(300) }),
    ).toBe(
      "New accounts on this Casefile are by invitation. Ask your firm's admin to invite this address.",
    )
  })

  test('emails are checked for shape', () => {
    expect(emailProblem('')).toBe('Email is required')
    expect(emailProblem('counsel@')).toBe('Enter a valid email address')
    expect(emailProblem(' counsel@hale.law ')).toBeNull()
  })

  test('long or missing server messages fall back to a generic sentence', () => {
    expect(authErrorMessage(null)).toBe('Something went wrong. Please try again.')
    expect(authErrorMessage({ code: 'X', message: 'x'.repeat(300) })).toBe(
      'Something went wrong. Please try again.',
    )
  })
})
