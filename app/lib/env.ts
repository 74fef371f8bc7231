import { z } from 'zod'

// Empty strings count as undefined (spec §5), so `VITE_X=` in a .env file means "not set".
const emptyAsUndefined = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value

const clientEnvSchema = z.object({
  VITE_CONVEX_URL: z.preprocess(emptyAsUndefined, z.url()),
  VITE_CONVEX_SITE_URL: z.preprocess(emptyAsUndefined, z.url()),
  VITE_SENTRY_DSN: z.preprocess(emptyAsUndefined, z.url().optional()),
  VITE_SHAREPOINT_CLIENT_ID: z.preprocess(emptyAsUndefined, z.string().optional()),
})

export type ClientEnv = z.infer<typeof clientEnvSchema>

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
  const result = clientEnvSchema.safeParse(source)
  if (result.success) {
    return result.data
  }
  const issues = result.error.issues.map((issue) => ({
    key: issue.path.join('.'),
    message:
      emptyAsUndefined(source[issue.path.join('.')]) === undefined ? 'is required' : issue.message,
  }))
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
