// The feature-flag form of /admin/feature-flags as plain fields (selects and text), and the save
// it becomes. Framework-free and tested alone.
import type { Id } from '@convex/_generated/dataModel'
import { FLAG_ENVIRONMENTS, type FlagEnvironment } from '@shared/flags'

/** A three-way choice: no rule, on, off. */
export type RuleChoice = '' | 'on' | 'off'

export type FlagFormFields = {
  name: string
  description: string
  defaultValue: 'on' | 'off'
  environments: Record<FlagEnvironment, RuleChoice>
  organizations: { organizationId: string; value: 'on' | 'off' }[]
  people: { email: string; value: 'on' | 'off' }[]
  countries: { country: string; value: 'on' | 'off' }[]
  rolloutPercent: string
}

type StoredRules = {
  name: string
  description: string
  defaultValue: boolean
  environments: Partial<Record<FlagEnvironment, boolean>>
  organizations: readonly { organizationId: string; value: boolean }[]
  people: readonly { userId?: string; email?: string; value: boolean }[]
  countries: readonly { country: string; value: boolean }[]
  rolloutPercent?: number
}

const onOff = (value: boolean) => (value ? 'on' : 'off') as 'on' | 'off'

/** A stored flag (or a new one) as the form's fields. */
export function flagFormFields(flag: Partial<StoredRules> & { name: string }): FlagFormFields {
  const environments = {} as Record<FlagEnvironment, RuleChoice>
  for (const env of FLAG_ENVIRONMENTS) {
    const value = flag.environments?.[env]
    environments[env] = value === undefined ? '' : onOff(value)
  }
  return {
    name: flag.name,
    description: flag.description ?? '',
    defaultValue: onOff(flag.defaultValue ?? false),
    environments,
    organizations: (flag.organizations ?? []).map((rule) => ({
      organizationId: rule.organizationId,
      value: onOff(rule.value),
    })),
    // Rules by user id are kept by the backend's tests; the form names people by address.
    people: (flag.people ?? [])
      .filter((rule) => rule.email !== undefined)
      .map((rule) => ({ email: rule.email!, value: onOff(rule.value) })),
    countries: (flag.countries ?? []).map((rule) => ({
      country: rule.country,
      value: onOff(rule.value),
    })),
    rolloutPercent: flag.rolloutPercent === undefined ? '' : String(flag.rolloutPercent),
  }
}

/** The form's fields as flags.admin.save takes them (the backend checks them again). */
export function flagSave(fields: FlagFormFields) {
  const environments: Partial<Record<FlagEnvironment, boolean>> = {}
  for (const env of FLAG_ENVIRONMENTS) {
    if (fields.environments[env] !== '') environments[env] = fields.environments[env] === 'on'
  }
  const percent = fields.rolloutPercent.trim()
  return {
    name: fields.name.trim(),
    description: fields.description.trim(),
    defaultValue: fields.defaultValue === 'on',
    environments,
    organizations: fields.organizations
      .filter((rule) => rule.organizationId !== '')
      .map((rule) => ({
        organizationId: rule.organizationId as Id<'organizations'>,
        value: rule.value === 'on',
      })),
    people: fields.people
      .filter((rule) => rule.email.trim() !== '')
      .map((rule) => ({ email: rule.email.trim().toLowerCase(), value: rule.value === 'on' })),
    countries: fields.countries
      .filter((rule) => rule.country.trim() !== '')
      .map((rule) => ({ country: rule.country.trim().toUpperCase(), value: rule.value === 'on' })),
    ...(percent === '' ? {} : { rolloutPercent: Number(percent) }),
  }
}
