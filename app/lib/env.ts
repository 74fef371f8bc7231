// Validated by hand rather than with zod: this runs in the first route's JavaScript, where zod
// would be the largest library after React (the rules below are zod's `z.url()` and `z.string()`).

// Empty strings count as undefined (spec §5), so `VITE_X=` in a .env file means "not set".
const emptyAsUndefined = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value

export type ClientEnv = {
  VITE_CONVEX_URL: string
  VITE_CONVEX_SITE_URL: string
  /** Error reporting: any Sentry-shaped DSN (sentry.io, a self-hosted Sentry, GlitchTip). */
  VITE_SENTRY_DSN?: string | undefined
  VITE_SHAREPOINT_CLIENT_ID?: string | undefined
  /** Product analytics (PostHog): the project key; with no key nothing loads. */
  VITE_POSTHOG_KEY?: string | undefined
  /** PostHog's address, for a self-hosted instance (default: PostHog's US cloud). */
  VITE_POSTHOG_HOST?: string | undefined
  /** Set on Vercel deployments (its VERCEL_ENV): page-view and speed analytics load only there. */
  VITE_VERCEL_ENV?: string | undefined
  /** The worker API's base URL (spec §7). */
  VITE_WORKER_API_URL?: string | undefined
}

type Rule = { required: boolean; url: boolean }

const rules: Record<keyof ClientEnv, Rule> = {
  VITE_CONVEX_URL: { required: true, url: true },
  VITE_CONVEX_SITE_URL: { required: true, url: true },
  VITE_SENTRY_DSN: { required: false, url: true },
  VITE_SHAREPOINT_CLIENT_ID: { required: false, url: false },
  VITE_POSTHOG_KEY: { required: false, url: false },
  VITE_POSTHOG_HOST: { required: false, url: true },
  VITE_VERCEL_ENV: { required: false, url: false },
  VITE_WORKER_API_URL: { required: false, url: true },
}

function canParseUrl(value: string) {
  try {
    new URL(value)
    return true
  } catch {
    return false
  }
}

/** The value to keep, or the reason it is refused. */
function check(raw: unknown, rule: Rule): { value: string | undefined } | { problem: string } {
  const value = emptyAsUndefined(raw)
  if (value === undefined) return rule.required ? { problem: 'is required' } : { value }
  if (typeof value !== 'string') {
    const received = value === null ? 'null' : typeof value
    return { problem: `Invalid input: expected string, received ${received}` }
  }
  if (!rule.url) return { value }
  const trimmed = value.trim()
  return canParseUrl(trimmed)
    ? { value: trimmed.replace(/[\t\n\r]/g, '') }
    : { problem: 'Invalid URL' }
}

/** Thrown when the client configuration is invalid; `issues` names each bad key. */
export class InvalidEnvironmentError extends Error {
  constructor(readonly issues: { key: string; message: string }[]) {
    super('Invalid environment variables')
    this.name = 'InvalidEnvironmentError'
  }
}

/**
 * Validates the `VITE_*` client configuration (spec §5).
 * Throws InvalidEnvironmentError('Invalid environment variables') naming every bad key.
 */
export function parseClientEnv(source: Record<string, unknown>): ClientEnv {
  const env: Record<string, string | undefined> = {}
  const issues: { key: string; message: string }[] = []
  for (const [key, rule] of Object.entries(rules)) {
    const result = check(source[key], rule)
    if ('problem' in result) issues.push({ key, message: result.problem })
    else env[key] = result.value
  }
  if (issues.length === 0) {
    return env as ClientEnv
  }
  if (issues.some((issue) => issue.key === 'VITE_CONVEX_URL')) {
    console.error('Configuration error: the backend URL (VITE_CONVEX_URL) is missing or invalid.')
  }
  console.error(
    'Invalid environment variables:\n' +
      issues.map((issue) => `  ${issue.key}: ${issue.message}`).join('\n'),
  )
  throw new InvalidEnvironmentError(issues)
}

let cached: ClientEnv | undefined

/** The validated client configuration, parsed once on first use. */
export function clientEnv(): ClientEnv {
  cached ??= parseClientEnv(import.meta.env)
  return cached
}
