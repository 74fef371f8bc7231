import { describe, expect, test } from 'vitest'
import {
  ADMIN_USER_MESSAGES,
  adminUserFormIssues,
  passwordIssues,
  validateAdminProfile,
} from './adminUserRules'

const VALID = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@firm.test',
  newPassword: '',
  confirmPassword: '',
}

describe('the admin user form', () => {
  test('the spec’s messages, word for word', () => {
    expect(ADMIN_USER_MESSAGES).toMatchObject({
      firstNameRequired: 'First name is required',
      lastNameRequired: 'Last name is required',
      email: 'Invalid email address',
      passwordShort: 'Password must be at least 8 characters',
      passwordsDiffer: "Passwords don't match",
    })
  })

  test('a valid profile is trimmed, the email lowercased and the name derived', () => {
    expect(
      validateAdminProfile({ firstName: ' Ada ', lastName: 'Lovelace ', email: ' Ada@Firm.TEST ' }),
    ).toEqual({
      ok: true,
      value: {
        firstName: 'Ada',
        lastName: 'Lovelace',
        email: 'ada@firm.test',
        name: 'Ada Lovelace',
      },
    })
    expect(adminUserFormIssues(VALID)).toEqual([])
  })

  test('blank names and a bad address each get their message, on their field', () => {
    expect(
      adminUserFormIssues({ ...VALID, firstName: '  ', lastName: '', email: 'not-an-address' }),
    ).toEqual([
      { path: 'firstName', message: 'First name is required' },
      { path: 'lastName', message: 'Last name is required' },
      { path: 'email', message: 'Invalid email address' },
    ])
    for (const email of ['a@b', '@firm.test', 'a b@firm.test', `${'a'.repeat(250)}@f.test`]) {
      expect(validateAdminProfile({ ...VALID, email })).toMatchObject({ ok: false })
    }
  })

  test('names refuse what a display name refuses, and overlong parts', () => {
    expect(adminUserFormIssues({ ...VALID, firstName: 'A\u202Eda' })).toEqual([
      {
        path: 'firstName',
        message: 'Name cannot contain characters that change the direction of text',
      },
    ])
    expect(adminUserFormIssues({ ...VALID, lastName: 'x'.repeat(50) })).toEqual([
      { path: 'lastName', message: 'Must be at most 49 characters' },
    ])
  })

  test('a blank password keeps the old one; a short one or a mismatch is refused', () => {
    expect(passwordIssues({ newPassword: '', confirmPassword: '' })).toEqual([])
    expect(passwordIssues({ newPassword: 'short', confirmPassword: 'short' })).toEqual([
      { path: 'newPassword', message: 'Password must be at least 8 characters' },
    ])
    expect(passwordIssues({ newPassword: 'long enough', confirmPassword: 'long enougH' })).toEqual([
      { path: 'confirmPassword', message: "Passwords don't match" },
    ])
    expect(passwordIssues({ newPassword: '', confirmPassword: 'something' })).toEqual([
      { path: 'newPassword', message: 'Password must be at least 8 characters' },
      { path: 'confirmPassword', message: "Passwords don't match" },
    ])
    expect(
      passwordIssues({ newPassword: 'x'.repeat(129), confirmPassword: 'x'.repeat(129) }),
    ).toEqual([{ path: 'newPassword', message: 'Password must be at most 128 characters' }])
    expect(passwordIssues({ newPassword: '12345678', confirmPassword: '12345678' })).toEqual([])
  })
})
