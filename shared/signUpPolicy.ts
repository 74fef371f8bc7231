// Who may create an account (issue 21, deliverable 6). A firm that hosts Casefile itself decides
// with CASEFILE_SIGN_UP on the backend deployment:
// - `open`: anyone (the demo, `npm run dev`);
// - `invitation`: only an address with a pending invitation, or one listed in SUPERADMIN_EMAILS
//   (the firm's first account); the default, also when the value is unknown, so a typo closes
//   sign-up rather than opening it;
// - `domains`: as `invitation`, plus any address at one of CASEFILE_SIGN_UP_DOMAINS (comma
//   separated, e.g. `halewhitmore.com,hw-legal.eu`).
// It binds every way an account is created: the password form, a sign-in link, an email code.

export type SignUpMode = 'open' | 'invitation' | 'domains'

export const SIGN_UP_CLOSED = 'SIGN_UP_CLOSED'

/** What the sign-up form shows when the address may not create an account. */
export const SIGN_UP_CLOSED_MESSAGE =
  "New accounts on this Casefile are by invitation. Ask your firm's admin to invite this address."

export function signUpMode(value: string | undefined): SignUpMode {
  const mode = (value ?? '').trim().toLowerCase()
  return mode === 'open' || mode === 'domains' ? mode : 'invitation'
}

/** The allowed domains, lowercased, without a leading `@`; blanks dropped. */
export function signUpDomains(value: string | undefined) {
  return (value ?? '')
    .split(',')
    .map((entry) => entry.trim().toLowerCase().replace(/^@/, ''))
    .filter((entry) => entry.length > 0)
}

/** The part after the last `@`, lowercased ('' when there is none). */
export function emailDomain(email: string) {
  const at = email.lastIndexOf('@')
  return at < 0
    ? ''
    : email
        .slice(at + 1)
        .trim()
        .toLowerCase()
}

/**
 * Whether an address may create an account. `invitedOrSuperadmin` says whether it has a pending
 * invitation or is listed in SUPERADMIN_EMAILS (that needs the database, so the caller finds out).
 */
export function maySignUp(
  { mode, domains }: { mode: SignUpMode; domains: string[] },
  email: string,
  invitedOrSuperadmin: boolean,
) {
  if (mode === 'open' || invitedOrSuperadmin) return true
  return mode === 'domains' && domains.includes(emailDomain(email))
}

/** The policy the deployment's environment sets. */
export function signUpPolicyFromEnv() {
  return {
    mode: signUpMode(process.env.CASEFILE_SIGN_UP),
    domains: signUpDomains(process.env.CASEFILE_SIGN_UP_DOMAINS),
  }
}
