// @vitest-environment node
// Billing rates: organisation admins set a person's and a matter's rate (or remove them); the
// matter's wins over the person's, which wins over the firm's; members read the matter's rate but
// not the list of people's; outsiders get NOT_FOUND; bad rates change nothing; each change is audited.
import { describe, expect, test } from 'vitest'
import { api } from '../_generated/api'
import { code, firm, matter } from '../testing/test.firm'
import { makeTest } from '../testing/test.setup'

async function setup() {
  const t = makeTest()
  const f = await firm(t)
  const { projectId } = await f.admin.as.mutation(api.matters.projects.create, matter())
  await f.admin.as.mutation(api.time.settings.update, {
    incrementMinutes: 6,
    firmRateCents: 30_000,
  })
  return { t, ...f, projectId }
}

const FIELDS = { date: '2026-11-03', duration: '1:00', description: 'Work', billable: true }

describe('billing rates', () => {
  test('the matter’s rate wins over the person’s, which wins over the firm’s', async () => {
    const { t, admin, member, projectId } = await setup()
    const price = async () => {
      const { entryId } = await member.as.mutation(api.time.entries.create, {
        projectId,
        ...FIELDS,
      })
      const entry = await t.run((ctx) => ctx.db.get('timeEntries', entryId))
      return [entry!.rateCents, entry!.rateSource]
    }
    expect(await price()).toEqual([30_000, 'firm'])
    await admin.as.mutation(api.time.rates.setPersonRate, { userId: member.userId, cents: 45_000 })
    expect(await price()).toEqual([45_000, 'user'])
    await admin.as.mutation(api.time.rates.setMatterRate, { projectId, cents: 50_000 })
    expect(await price()).toEqual([50_000, 'matter'])
    expect(await member.as.query(api.time.rates.forMatter, { projectId })).toEqual({
      matterCents: 50_000,
      yours: { cents: 50_000, source: 'matter' },
      canChange: false,
    })
    await admin.as.mutation(api.time.rates.setMatterRate, { projectId, cents: null })
    await admin.as.mutation(api.time.rates.setPersonRate, { userId: member.userId, cents: 46_000 })
    expect(await price()).toEqual([46_000, 'user'])
    const people = await admin.as.query(api.time.rates.people, {})
    expect(people.map((person) => [person.name, person.cents])).toEqual([
      ['Eleanor Admin', null],
      ['Marcus Member', 46_000],
    ])
    const events = (await t.run((ctx) => ctx.db.query('auditEvents').collect())).filter(
      (event) => event.action === 'time.settingsChanged',
    )
    expect(events.map((event) => event.summary)).toContain(
      'Set Marcus Member’s rate to $460.00 an hour',
    )
    expect(events.map((event) => event.summary)).toContain('Set the matter’s rate to no rate')
  })

  test('members may not set rates, outsiders find nothing, bad rates change nothing', async () => {
    const { t, member, outsider, admin, projectId } = await setup()
    await expect(
      member.as.mutation(api.time.rates.setMatterRate, { projectId, cents: 1 }),
    ).rejects.toMatchObject(code('FORBIDDEN'))
    await expect(member.as.query(api.time.rates.people, {})).rejects.toMatchObject(
      code('FORBIDDEN'),
    )
    await expect(
      outsider.as.mutation(api.time.rates.setMatterRate, { projectId, cents: 1 }),
    ).rejects.toMatchObject(code('NOT_FOUND'))
    await expect(
      admin.as.mutation(api.time.rates.setPersonRate, { userId: outsider.userId, cents: 1 }),
    ).rejects.toMatchObject(code('NOT_FOUND'))
    for (const cents of [-1, 1.5, 10_000_001, Number.NaN]) {
      await expect(
        admin.as.mutation(api.time.rates.setMatterRate, { projectId, cents }),
      ).rejects.toMatchObject(code('INVALID_INPUT'))
    }
    expect(await t.run((ctx) => ctx.db.query('billingRates').collect())).toEqual([])
  })
})
