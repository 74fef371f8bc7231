import { describe, expect, test } from 'vitest'
import { flagFormFields, flagSave } from './flag-form'

describe('the feature-flag form', () => {
  test('a stored flag round-trips through the form', () => {
    const stored = {
      name: 'modules',
      description: 'AI modules',
      defaultValue: true,
      environments: { dev: false },
      organizations: [{ organizationId: 'o1', value: true }],
      people: [{ email: 'a@b.test', value: false }],
      countries: [{ country: 'GB', value: true }],
      rolloutPercent: 25,
    }
    const fields = flagFormFields(stored)
    expect(fields.environments).toEqual({ dev: 'off', staging: '', prod: '' })
    expect(flagSave(fields)).toEqual(stored)
  })

  test('blank rows are dropped, addresses and countries normalised, an empty rollout is none', () => {
    const fields = flagFormFields({ name: ' prompt-lab ' })
    fields.people.push({ email: ' A@B.Test ', value: 'on' }, { email: '', value: 'on' })
    fields.countries.push({ country: 'us', value: 'off' })
    fields.organizations.push({ organizationId: '', value: 'on' })
    expect(flagSave(fields)).toEqual({
      name: 'prompt-lab',
      description: '',
      defaultValue: false,
      environments: {},
      organizations: [],
      people: [{ email: 'a@b.test', value: true }],
      countries: [{ country: 'US', value: false }],
    })
  })
})
