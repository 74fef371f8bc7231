// Feature flags (spec §3, §4, §6): a flag's rules, the order they apply in, the stable rollout
// hash, the environment a host runs in, and the local overrides allowed outside prod. Pure: the
// backend resolves with it (getResolvedFlags and the gates on Convex functions) and the browser
// reads its environment and overrides with it.

export const FLAG_ENVIRONMENTS = ['dev', 'staging', 'prod'] as const
export type FlagEnvironment = (typeof FLAG_ENVIRONMENTS)[number]

/** The flag context (spec §3). */
export type FlagContext = {
  env: FlagEnvironment
  userId?: string | null
  orgId?: string | null
  email?: string | null
  country?: string | null
}

/** A flag and its rules, as stored. Flags are on or off. */
export type FlagRules = {
  name: string
  defaultValue: boolean
  environments?: Partial<Record<FlagEnvironment, boolean>>
  organizations?: readonly { organizationId: string; value: boolean }[]
  /** A person, by user id or by email address (lower case). */
  people?: readonly { userId?: string; email?: string; value: boolean }[]
  /** ISO 3166-1 alpha-2 codes, upper case. */
  countries?: readonly { country: string; value: boolean }[]
  /** On for this share (0–100) of people, by a stable hash; off for the rest. */
  rolloutPercent?: number | null
}

/** The features of this wave, with their value when no rule says otherwise. */
export const FLAG_DEFAULTS = {
  modules: true,
  'prompt-lab': true,
  'suggested-time': true,
} as const satisfies Record<string, boolean>
export type KnownFlag = keyof typeof FLAG_DEFAULTS

export const FLAG_NAME_PATTERN = /^[a-z][a-z0-9-]{0,62}$/

/** Where a resolved value came from, most specific first. */
export type FlagSource =
  'person' | 'organization' | 'country' | 'environment' | 'rollout' | 'default'

/**
 * A flag's value for a context. The most specific rule wins: the person (user id or email), then
 * the organisation, the country, the environment, then the rollout, then the default.
 */
export function resolveFlag(
  flag: FlagRules,
  context: FlagContext,
): { value: boolean; source: FlagSource } {
  const email = context.email?.trim().toLowerCase()
  const person = flag.people?.find(
    (rule) =>
      (rule.userId !== undefined && rule.userId === context.userId) ||
      (rule.email !== undefined && email !== undefined && rule.email === email),
  )
  if (person) return { value: person.value, source: 'person' }
  const organization = flag.organizations?.find(
    (rule) => context.orgId != null && rule.organizationId === context.orgId,
  )
  if (organization) return { value: organization.value, source: 'organization' }
  const country = flag.countries?.find(
    (rule) => context.country != null && rule.country === context.country.toUpperCase(),
  )
  if (country) return { value: country.value, source: 'country' }
  const environment = flag.environments?.[context.env]
  if (environment !== undefined) return { value: environment, source: 'environment' }
  if (flag.rolloutPercent != null) {
    const subject = context.userId ?? email ?? context.orgId
    const value = subject ? rolloutBucket(flag.name, subject) < flag.rolloutPercent : false
    return { value, source: 'rollout' }
  }
  return { value: flag.defaultValue, source: 'default' }
}

/** Every flag's value for a context, the known flags' defaults filled in. */
export function resolveFlags(flags: readonly FlagRules[], context: FlagContext) {
  const resolved: Record<string, boolean> = { ...FLAG_DEFAULTS }
  for (const flag of flags) resolved[flag.name] = resolveFlag(flag, context).value
  return resolved
}

/**
 * A person's bucket (0–99) for a flag's rollout: FNV-1a of "flag:subject". Stable across
 * devices and releases, and different per flag, so one person is not first in every rollout.
 */
export function rolloutBucket(flagName: string, subject: string): number {
  let hash = 0x811c9dc5
  for (const char of `${flagName}:${subject}`) {
    hash ^= char.codePointAt(0)!
    hash = Math.imul(hash, 0x01000193) >>> 0
  }
  return hash % 100
}

/**
 * The environment a host runs in (spec §6): dev on localhost, staging on staging or preview
 * hosts, prod elsewhere. A production build is never dev: `npm start` on one machine is served
 * from localhost too, and its flags must not bend to a URL parameter.
 */
export function flagEnvironment(hostname: string, productionBuild = false): FlagEnvironment {
  const host = hostname.toLowerCase()
  const local = ['localhost', '127.0.0.1', '[::1]'].includes(host) || host.endsWith('.localhost')
  if (local) return productionBuild ? 'prod' : 'dev'
  if (host.includes('staging') || host.includes('preview')) return 'staging'
  return 'prod'
}

/** The local-storage key of the overrides (spec §6). */
export const FLAG_OVERRIDES_KEY = 'flag_overrides'

const names = (list: string | null | undefined) =>
  (list ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter((name) => FLAG_NAME_PATTERN.test(name))

/**
 * Local overrides (spec §6), outside prod only: the URL's `flag_enable` and `flag_disable` (comma
 * lists) over the `flag_overrides` local-storage value (a JSON object of flag name to boolean).
 * In prod there are none, whatever the URL or the storage says.
 */
export function flagOverrides(
  env: FlagEnvironment,
  search: string,
  stored: string | null,
): Record<string, boolean> {
  if (env === 'prod') return {}
  const overrides: Record<string, boolean> = {}
  try {
    const parsed: unknown = stored ? JSON.parse(stored) : null
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) {
      for (const [name, value] of Object.entries(parsed)) {
        if (FLAG_NAME_PATTERN.test(name) && typeof value === 'boolean') overrides[name] = value
      }
    }
  } catch {
    // A broken stored value is no override.
  }
  const params = new URLSearchParams(search)
  for (const name of names(params.get('flag_enable'))) overrides[name] = true
  for (const name of names(params.get('flag_disable'))) overrides[name] = false
  return overrides
}

export const FLAG_LIMITS = { description: 500, rules: 100 } as const

/** A flag's saved fields, checked; issues name the admin form's fields. */
export function flagIssues(flag: {
  name: string
  description: string
  people: readonly { userId?: string; email?: string }[]
  organizations: readonly unknown[]
  countries: readonly { country: string }[]
  rolloutPercent?: number
}): { path: string; message: string }[] {
  const issues: { path: string; message: string }[] = []
  if (!FLAG_NAME_PATTERN.test(flag.name)) {
    issues.push({
      path: 'name',
      message: 'A flag name is lower-case letters, digits and dashes, starting with a letter',
    })
  }
  if (flag.description.length > FLAG_LIMITS.description) {
    issues.push({ path: 'description', message: 'Keep the description under 500 characters' })
  }
  for (const [path, list] of [
    ['people', flag.people],
    ['organizations', flag.organizations],
    ['countries', flag.countries],
  ] as const) {
    if (list.length > FLAG_LIMITS.rules) {
      issues.push({ path, message: `At most ${FLAG_LIMITS.rules} rules of a kind` })
    }
  }
  flag.people.forEach((person, index) => {
    const both = (person.userId === undefined) === (person.email === undefined)
    if (both || (person.email !== undefined && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(person.email))) {
      issues.push({ path: `people.${index}`, message: 'Name a person by one email address' })
    }
  })
  flag.countries.forEach((rule, index) => {
    if (!/^[A-Z]{2}$/.test(rule.country)) {
      issues.push({
        path: `countries.${index}`,
        message: 'A country is a two-letter code (US, GB)',
      })
    }
  })
  const percent = flag.rolloutPercent
  if (percent !== undefined && !(Number.isInteger(percent) && percent >= 0 && percent <= 100)) {
    issues.push({
      path: 'rolloutPercent',
      message: 'A rollout is a whole percentage from 0 to 100',
    })
  }
  return issues
}
