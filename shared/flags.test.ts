import { describe, expect, test } from 'vitest'
import {
  FLAG_DEFAULTS,
  flagEnvironment,
  flagIssues,
  flagOverrides,
  resolveFlag,
  resolveFlags,
  rolloutBucket,
} from './flags'

const FLAG = { name: 'modules', defaultValue: false }
const CONTEXT = {
  env: 'prod' as const,
  userId: 'u1',
  orgId: 'o1',
  email: 'a@b.test',
  country: 'us',
}

describe('the environment by host (spec §6)', () => {
  test('dev on localhost, staging on staging or preview hosts, prod elsewhere', () => {
    expect(flagEnvironment('localhost')).toBe('dev')
    expect(flagEnvironment('127.0.0.1')).toBe('dev')
    expect(flagEnvironment('app.localhost')).toBe('dev')
    expect(flagEnvironment('staging.casefile.law')).toBe('staging')
    expect(flagEnvironment('casefile-git-preview-42.vercel.app')).toBe('staging')
    expect(flagEnvironment('casefile.law')).toBe('prod')
    expect(flagEnvironment('localhost.evil.test')).toBe('prod')
    // npm start serves a production build from localhost: prod, so no override applies.
    expect(flagEnvironment('localhost', true)).toBe('prod')
    expect(flagEnvironment('staging.casefile.law', true)).toBe('staging')
  })
})

describe('the precedence of rules', () => {
  test('person, then organisation, country, environment, rollout, default', () => {
    const all = {
      ...FLAG,
      people: [{ email: 'a@b.test', value: true }],
      organizations: [{ organizationId: 'o1', value: false }],
      countries: [{ country: 'US', value: true }],
      environments: { prod: false },
      rolloutPercent: 100,
    }
    expect(resolveFlag(all, CONTEXT)).toEqual({ value: true, source: 'person' })
    expect(resolveFlag({ ...all, people: [] }, CONTEXT)).toEqual({
      value: false,
      source: 'organization',
    })
    expect(resolveFlag({ ...all, people: [], organizations: [] }, CONTEXT)).toEqual({
      value: true,
      source: 'country',
    })
    expect(resolveFlag({ ...all, people: [], organizations: [], countries: [] }, CONTEXT)).toEqual({
      value: false,
      source: 'environment',
    })
    expect(
      resolveFlag(
        { ...all, people: [], organizations: [], countries: [], environments: {} },
        CONTEXT,
      ),
    ).toEqual({ value: true, source: 'rollout' })
    expect(resolveFlag(FLAG, CONTEXT)).toEqual({ value: false, source: 'default' })
  })

  test('a person matches by user id or by email, in any case', () => {
    expect(resolveFlag({ ...FLAG, people: [{ userId: 'u1', value: true }] }, CONTEXT).value).toBe(
      true,
    )
    expect(
      resolveFlag(
        { ...FLAG, people: [{ email: 'a@b.test', value: true }] },
        {
          ...CONTEXT,
          email: 'A@B.TEST',
        },
      ).value,
    ).toBe(true)
    expect(resolveFlag({ ...FLAG, people: [{ userId: 'u2', value: true }] }, CONTEXT).value).toBe(
      false,
    )
  })

  test('known flags keep their defaults when nothing is stored', () => {
    expect(resolveFlags([], CONTEXT)).toEqual(FLAG_DEFAULTS)
    expect(resolveFlags([FLAG], CONTEXT).modules).toBe(false)
  })
})

describe('the rollout hash', () => {
  test('is stable, per flag, and spreads people evenly', () => {
    expect(rolloutBucket('modules', 'u1')).toBe(rolloutBucket('modules', 'u1'))
    const buckets = Array.from({ length: 2_000 }, (_, i) => rolloutBucket('modules', `user-${i}`))
    const under25 = buckets.filter((bucket) => bucket < 25).length
    expect(under25).toBeGreaterThan(400)
    expect(under25).toBeLessThan(600)
    const other = Array.from({ length: 100 }, (_, i) => rolloutBucket('prompt-lab', `user-${i}`))
    expect(other).not.toEqual(buckets.slice(0, 100))
  })

  test('0 % is nobody, 100 % everybody; someone unknown is off', () => {
    expect(resolveFlag({ ...FLAG, rolloutPercent: 0 }, CONTEXT).value).toBe(false)
    expect(resolveFlag({ ...FLAG, rolloutPercent: 100 }, CONTEXT).value).toBe(true)
    expect(resolveFlag({ ...FLAG, rolloutPercent: 100 }, { env: 'prod' }).value).toBe(false)
  })
})

describe('overrides (spec §6)', () => {
  test('the URL over local storage, outside prod only', () => {
    const stored = JSON.stringify({ modules: false, 'prompt-lab': true, BAD: true, x: 'yes' })
    expect(
      flagOverrides('dev', '?flag_enable=modules,suggested-time&flag_disable=prompt-lab', stored),
    ).toEqual({
      modules: true,
      'suggested-time': true,
      'prompt-lab': false,
    })
    expect(flagOverrides('staging', '', stored)).toEqual({ modules: false, 'prompt-lab': true })
    expect(flagOverrides('prod', '?flag_enable=modules', stored)).toEqual({})
    expect(flagOverrides('dev', '', '{not json')).toEqual({})
  })
})

describe('a flag’s fields', () => {
  const base = { name: 'modules', description: '', people: [], organizations: [], countries: [] }
  test('name, people, countries and rollout are checked', () => {
    expect(flagIssues(base)).toEqual([])
    expect(
      flagIssues({
        ...base,
        name: 'Modules!',
        people: [{ email: 'nope' }, { userId: 'u', email: 'a@b.test' }],
        countries: [{ country: 'USA' }],
        rolloutPercent: 101,
      }).map((issue) => issue.path),
    ).toEqual(['name', 'people.0', 'people.1', 'countries.0', 'rolloutPercent'])
  })
})
