// The superadmin's user edit form (/admin/users/{userId}, product spec §3 and §5), pure so the
// backend enforces exactly what the form shows: admin/users:update and admin/users:setPassword
// call these, and the form uses them as its resolver. A blank new password keeps the old one.
import { displayNameProblem } from './names'

export const ADMIN_USER_MESSAGES = {
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
  email: 'Invalid email address',
  passwordShort: 'Password must be at least 8 characters',
  passwordLong: 'Password must be at most 128 characters',
  passwordsDiffer: "Passwords don't match",
} as const

/** better-auth's limits for a password (convex/accounts/auth.ts). */
export const PASSWORD_MIN = 8
export const PASSWORD_MAX = 128
/** Each part of a name: the display name "first last" stays within shared/names' 100. */
export const NAME_PART_MAX = 49
export const EMAIL_MAX = 254

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

export type AdminUserProfile = { firstName: string; lastName: string; email: string }
export type AdminUserPassword = { newPassword: string; confirmPassword: string }
export type AdminUserForm = AdminUserProfile & AdminUserPassword

export type AdminUserIssue = { path: keyof AdminUserForm; message: string }

export type CleanProfile = AdminUserProfile & { name: string }

function namePartProblem(value: string, required: string) {
  const trimmed = value.trim()
  if (trimmed.length < 1) return required
  if (trimmed.length > NAME_PART_MAX) return `Must be at most ${NAME_PART_MAX} characters`
  return displayNameProblem(trimmed)
}

/** The display name a first and a last name make. */
export function fullName(firstName: string, lastName: string) {
  return `${firstName.trim()} ${lastName.trim()}`
}

/** Checks and trims the profile fields; the email is lowercased, as better-auth stores it. */
export function validateAdminProfile(
  input: AdminUserProfile,
): { ok: true; value: CleanProfile } | { ok: false; issues: AdminUserIssue[] } {
  const issues: AdminUserIssue[] = []
  const first = namePartProblem(input.firstName, ADMIN_USER_MESSAGES.firstNameRequired)
  if (first) issues.push({ path: 'firstName', message: first })
  const last = namePartProblem(input.lastName, ADMIN_USER_MESSAGES.lastNameRequired)
  if (last) issues.push({ path: 'lastName', message: last })
  const email = input.email.trim().toLowerCase()
  if (!EMAIL_PATTERN.test(email) || email.length > EMAIL_MAX) {
    issues.push({ path: 'email', message: ADMIN_USER_MESSAGES.email })
  }
  if (issues.length > 0) return { ok: false, issues }
  const firstName = input.firstName.trim()
  const lastName = input.lastName.trim()
  return {
    ok: true,
    value: { firstName, lastName, email, name: fullName(firstName, lastName) },
  }
}

/** Checks a new password and its confirmation; both blank means "keep the password". */
export function passwordIssues({ newPassword, confirmPassword }: AdminUserPassword) {
  const issues: AdminUserIssue[] = []
  if (newPassword === '' && confirmPassword === '') return issues
  if (newPassword.length < PASSWORD_MIN) {
    issues.push({ path: 'newPassword', message: ADMIN_USER_MESSAGES.passwordShort })
  } else if (newPassword.length > PASSWORD_MAX) {
    issues.push({ path: 'newPassword', message: ADMIN_USER_MESSAGES.passwordLong })
  }
  if (newPassword !== confirmPassword) {
    issues.push({ path: 'confirmPassword', message: ADMIN_USER_MESSAGES.passwordsDiffer })
  }
  return issues
}

/** Every issue of the whole form, profile first (the form's resolver). */
export function adminUserFormIssues(input: AdminUserForm): AdminUserIssue[] {
  const profile = validateAdminProfile(input)
  return [...(profile.ok ? [] : profile.issues), ...passwordIssues(input)]
}
