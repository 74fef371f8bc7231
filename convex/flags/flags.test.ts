// @vitest-environment node
// Feature flags: superadmins save rules (checked, audited on the deployment's chain) and preview
// how they fall for one person; getResolvedFlags answers for the caller's own identity only; the
// gates refuse a feature that is off, on the server, with the browser's resolver.
import { describe, expect, test } from 'vitest'
import { api } from '../_generated/api'
import { code, firm, matter } from '../testing/test.firm'
import { deploymentChain, makeTest, seedSuperadmin } from '../testing/test.setup'

const RULES = {
  name: 'suggested-time',
  description: 'Suggested time entries',
  defaultValue: true,
  environments: {},
  organizations: [],
  people: [],
  countries: [],
}

async function setup() {
  const t = makeTest()
  const f = await firm(t)
  const boss = await seedSuperadmin(t)
  return { t, ...f, boss }
}

const own = (user: { userId: string }, organizationId: string, email: string) => ({
  env: 'prod',
  userId: user.userId,
  orgId: organizationId,
  email,
  country: 'US',
})

describe('feature flags', () => {
  test('an organisation rule turns a feature off there only, in the browser’s map and on the server', async () => {
    const { t, boss, admin, member, outsider, organizationId, otherOrganizationId } = await setup()
    await boss.mutation(api.flags.admin.save, {
      ...RULES,
      organizations: [{ organizationId, value: false }],
    })
    const mine = await member.as.query(
      api.flags.resolved.getResolvedFlags,
      own(member, organizationId, 'member@hale.test'),
    )
    expect(mine).toEqual({ modules: true, 'prompt-lab': true, 'suggested-time': false })
    const theirs = await outsider.as.query(
      api.flags.resolved.getResolvedFlags,
      own(outsider, otherOrganizationId, 'outsider@other.test'),
    )
    expect(theirs['suggested-time']).toBe(true)
    // Someone else's identity is dropped: the outsider cannot read the member's flags.
    const spying = await outsider.as.query(
      api.flags.resolved.getResolvedFlags,
      own(member, organizationId, 'member@hale.test'),
    )
    expect(spying['suggested-time']).toBe(true)
    // The server's gate agrees.
    const { projectId } = await admin.as.mutation(api.matters.projects.create, matter())
    const day = {
      projectId,
      date: '2026-11-03',
      from: Date.parse('2026-11-03T00:00:00Z'),
      to: Date.parse('2026-11-04T00:00:00Z'),
    }
    expect(await member.as.query(api.time.suggestions.forMatter, day)).toEqual([])
    await expect(
      member.as.mutation(api.time.suggestions.dismiss, { ...day, kind: 'reading' }),
    ).rejects.toMatchObject(code('FORBIDDEN', 'This feature is not available to your organization'))
    expect(await deploymentChain(t)).toMatchObject({
      summaries: expect.arrayContaining(['Saved feature flag suggested-time']),
    })
  })

  test('the preview shows how each flag falls for one person, and why', async () => {
    const { boss, organizationId } = await setup()
    await boss.mutation(api.flags.admin.save, {
      ...RULES,
      name: 'modules',
      people: [{ email: 'MEMBER@hale.test', value: false }],
      organizations: [{ organizationId, value: true }],
    })
    const preview = await boss.query(api.flags.admin.preview, {
      email: 'member@hale.test',
      env: 'prod',
    })
    expect(preview.user).toMatchObject({ email: 'member@hale.test', organization: 'Hale LLP' })
    expect(preview.flags).toEqual([
      { name: 'modules', value: false, source: 'person' },
      { name: 'prompt-lab', value: true, source: 'default' },
      { name: 'suggested-time', value: true, source: 'default' },
    ])
    const { flags } = await boss.query(api.flags.admin.list, {})
    expect(flags[0]!.organizations).toEqual([{ organizationId, value: true, name: 'Hale LLP' }])
  })

  test('only superadmins keep flags; bad rules change nothing', async () => {
    const { t, boss, admin } = await setup()
    await expect(admin.as.mutation(api.flags.admin.save, RULES)).rejects.toMatchObject({
      data: { code: expect.stringMatching(/FORBIDDEN|NOT_FOUND/) },
    })
    await expect(admin.as.query(api.flags.admin.list, {})).rejects.toMatchObject({
      data: { code: expect.stringMatching(/FORBIDDEN|NOT_FOUND/) },
    })
    for (const bad of [
      { ...RULES, name: 'Bad Name' },
      { ...RULES, rolloutPercent: 150 },
      { ...RULES, countries: [{ country: 'USA', value: true }] },
      { ...RULES, people: [{ email: 'not an address', value: true }] },
    ]) {
      await expect(boss.mutation(api.flags.admin.save, bad)).rejects.toMatchObject(
        code('INVALID_INPUT'),
      )
    }
    await expect(
      boss.query(api.flags.resolved.getResolvedFlags, { env: 'production' }),
    ).rejects.toMatchObject(code('INVALID_INPUT'))
    expect(await t.run((ctx) => ctx.db.query('featureFlags').collect())).toEqual([])
  })

  test('signed out, the map holds the defaults and the environment’s rules', async () => {
    const { t, boss } = await setup()
    await boss.mutation(api.flags.admin.save, { ...RULES, environments: { dev: false } })
    expect(await t.query(api.flags.resolved.getResolvedFlags, { env: 'dev' })).toMatchObject({
      'suggested-time': false,
    })
    expect(await t.query(api.flags.resolved.getResolvedFlags, { env: 'prod' })).toMatchObject({
      'suggested-time': true,
    })
    const { flags } = await boss.query(api.flags.admin.list, {})
    await boss.mutation(api.flags.admin.remove, { flagId: flags[0]!._id })
    expect(await t.query(api.flags.resolved.getResolvedFlags, { env: 'dev' })).toMatchObject({
      'suggested-time': true,
    })
  })
})
