import { describe, expect, test } from 'vitest'
import { api } from '../_generated/api'
import type { Id } from '../_generated/dataModel'
import {
  deploymentChain,
  makeTest,
  seedSuperadmin,
  seedUser,
  type TestConvex,
} from '../testing/test.setup'

const MIN = 60_000
const NOW = Math.floor(Date.now() / MIN) * MIN

/** Two firms (an admin and a member in the first, an admin in the second) and a superadmin. */
async function firms(t: TestConvex) {
  const boss = await seedSuperadmin(t)
  const admin = await seedUser(t, { email: 'admin@hale.test' })
  const member = await seedUser(t, { email: 'member@hale.test' })
  const { organizationId } = await admin.as.mutation(api.accounts.organizations.create, {
    organizationName: 'Hale LLP',
  })
  await t.run(async (ctx) => {
    await ctx.db.insert('memberships', { organizationId, userId: member.userId, role: 'Member' })
    await ctx.db.patch('users', member.userId, { currentOrganizationId: organizationId })
  })
  const other = await seedUser(t, { email: 'admin@other.test' })
  const { organizationId: otherOrganizationId } = await other.as.mutation(
    api.accounts.organizations.create,
    { organizationName: 'Other LLP' },
  )
  const loner = await seedUser(t, { email: 'loner@nowhere.test' })
  return { boss, admin, member, organizationId, other, otherOrganizationId, loner }
}

type Caller = TestConvex | Awaited<ReturnType<typeof seedSuperadmin>>

const announcementsOf = (t: TestConvex) => t.run((ctx) => ctx.db.query('announcements').collect())
const supportRows = (t: TestConvex) => t.run((ctx) => ctx.db.query('siteContent').collect())

describe('/admin/content: who may call', () => {
  test('signed out gets UNAUTHENTICATED, members and organisation admins NOT_FOUND, and nothing is written', async () => {
    const t = makeTest()
    const f = await firms(t)
    const announcementId = await f.boss.mutation(api.admin.content.create, {
      message: 'Maintenance tonight',
      tone: 'info',
      startsAt: NOW,
    })
    const calls: Record<string, (as: Caller) => Promise<unknown>> = {
      list: (as) => as.query(api.admin.content.list, {}),
      create: (as) =>
        as.mutation(api.admin.content.create, {
          message: 'Spoofed',
          tone: 'warning',
          organizationId: f.organizationId,
          startsAt: NOW,
        }),
      update: (as) =>
        as.mutation(api.admin.content.update, {
          announcementId,
          message: 'Taken over',
          tone: 'info',
          startsAt: NOW,
        }),
      remove: (as) => as.mutation(api.admin.content.remove, { announcementId }),
      saveSupportText: (as) => as.mutation(api.admin.content.saveSupportText, { text: 'Call me' }),
    }
    const before = { announcements: await announcementsOf(t), chain: await deploymentChain(t) }
    for (const [name, call] of Object.entries(calls)) {
      await expect(call(t), `${name} signed out`).rejects.toMatchObject({
        data: { code: 'UNAUTHENTICATED' },
      })
      for (const [who, caller] of [
        ['a member', f.member.as],
        ['an organisation admin', f.admin.as],
        ['someone in no organisation', f.loner.as],
      ] as const) {
        await expect(call(caller), `${name} as ${who}`).rejects.toMatchObject({
          data: { code: 'NOT_FOUND' },
        })
      }
    }
    expect(await announcementsOf(t)).toEqual(before.announcements)
    expect(await supportRows(t)).toEqual([])
    expect(await deploymentChain(t)).toEqual(before.chain)
    // The readers are for everyone signed in, and for no one signed out.
    await expect(t.query(api.admin.content.live, { now: NOW })).rejects.toMatchObject({
      data: { code: 'UNAUTHENTICATED' },
    })
    await expect(t.query(api.admin.content.supportText, {})).rejects.toMatchObject({
      data: { code: 'UNAUTHENTICATED' },
    })
    expect(await f.loner.as.query(api.admin.content.supportText, {})).toBeNull()
  })
})

describe('announcements', () => {
  test('a superadmin posts, edits and deletes them, each on the deployment audit chain', async () => {
    const t = makeTest()
    const f = await firms(t)
    const announcementId = await f.boss.mutation(api.admin.content.create, {
      message: '  Hale only: new billing codes  ',
      tone: 'warning',
      organizationId: f.organizationId,
      startsAt: NOW,
      endsAt: NOW + 60 * MIN,
    })
    expect(await f.boss.query(api.admin.content.list, {})).toMatchObject([
      {
        _id: announcementId,
        message: 'Hale only: new billing codes',
        tone: 'warning',
        organizationName: 'Hale LLP',
        endsAt: NOW + 60 * MIN,
      },
    ])
    await f.boss.mutation(api.admin.content.update, {
      announcementId,
      message: 'Everyone: maintenance',
      tone: 'info',
      startsAt: NOW - MIN,
    })
    expect(await f.boss.query(api.admin.content.list, {})).toMatchObject([
      {
        message: 'Everyone: maintenance',
        organizationId: null,
        organizationName: null,
        endsAt: null,
      },
    ])
    await f.boss.mutation(api.admin.content.remove, { announcementId })
    expect(await f.boss.query(api.admin.content.list, {})).toEqual([])
    await expect(
      f.boss.mutation(api.admin.content.remove, { announcementId }),
    ).rejects.toMatchObject({ data: { code: 'NOT_FOUND' } })
    const chain = await deploymentChain(t)
    expect(chain.check).toMatchObject({ ok: true })
    expect(chain.summaries).toEqual(
      expect.arrayContaining([
        'Posted an announcement for Hale LLP',
        'Edited an announcement for everyone',
        'Deleted an announcement',
      ]),
    )
  })

  test('live shows those for everyone to all, and an organisation’s only to its members, on schedule', async () => {
    const t = makeTest()
    const f = await firms(t)
    const post = (message: string, extra: Record<string, unknown> = {}) =>
      f.boss.mutation(api.admin.content.create, {
        message,
        tone: 'info',
        startsAt: NOW - MIN,
        ...extra,
      })
    // Started a minute before the rest: the newest start shows first, and equal starts would
    // leave the order to the clock's millisecond.
    await post('For everyone', { startsAt: NOW - 2 * MIN })
    await post('For Hale', { organizationId: f.organizationId })
    await post('For Other', { organizationId: f.otherOrganizationId })
    await post('Hale, later', { organizationId: f.organizationId, startsAt: NOW + 10 * MIN })
    await post('Hale, over', { organizationId: f.organizationId, endsAt: NOW })
    const seen = async (as: Caller, now = NOW) =>
      (await as.query(api.admin.content.live, { now })).map((item) => item.message)

    expect(await seen(f.member.as)).toEqual(['For Hale', 'For everyone'])
    expect(await seen(f.admin.as)).toEqual(['For Hale', 'For everyone'])
    expect(await seen(f.other.as)).toEqual(['For Other', 'For everyone'])
    expect(await seen(f.loner.as)).toEqual(['For everyone'])
    // Ten minutes on, the scheduled one has started.
    expect(await seen(f.member.as, NOW + 10 * MIN)).toEqual([
      'Hale, later',
      'For Hale',
      'For everyone',
    ])
    // The answer carries the message and tone only.
    const [first] = await f.member.as.query(api.admin.content.live, { now: NOW })
    expect(Object.keys(first!).sort()).toEqual(['_id', 'message', 'tone'])

    // A current organisation the viewer is not a member of shows nothing of that firm.
    await t.run((ctx) =>
      ctx.db.patch('users', f.loner.userId, { currentOrganizationId: f.organizationId }),
    )
    expect(await seen(f.loner.as)).toEqual(['For everyone'])
  })

  test('bad input is INVALID_INPUT (a missing organisation NOT_FOUND) and changes nothing', async () => {
    const t = makeTest()
    const f = await firms(t)
    const announcementId = await f.boss.mutation(api.admin.content.create, {
      message: 'Kept',
      tone: 'info',
      startsAt: NOW,
    })
    const before = { announcements: await announcementsOf(t), chain: await deploymentChain(t) }
    const bad = [
      { message: '   ' },
      { message: 'x'.repeat(501) },
      { message: 'two\nlines' },
      { message: '<b>\u202E</b>' },
      { startsAt: Number.NaN },
      { startsAt: NOW, endsAt: NOW - 1 },
    ]
    for (const change of bad) {
      const fields = { message: 'Fine', tone: 'info' as const, startsAt: NOW, ...change }
      await expect(
        f.boss.mutation(api.admin.content.create, fields),
        JSON.stringify(change),
      ).rejects.toMatchObject({ data: { code: 'INVALID_INPUT' } })
      await expect(
        f.boss.mutation(api.admin.content.update, { announcementId, ...fields }),
      ).rejects.toMatchObject({ data: { code: 'INVALID_INPUT' } })
    }
    await expect(f.boss.query(api.admin.content.live, { now: Number.NaN })).rejects.toMatchObject({
      data: { code: 'INVALID_INPUT' },
    })
    // An organisation that is gone.
    await t.run((ctx) => ctx.db.delete('organizations', f.otherOrganizationId))
    await expect(
      f.boss.mutation(api.admin.content.create, {
        message: 'Fine',
        tone: 'info',
        organizationId: f.otherOrganizationId as Id<'organizations'>,
        startsAt: NOW,
      }),
    ).rejects.toMatchObject({ data: { code: 'NOT_FOUND' } })
    expect(await announcementsOf(t)).toEqual(before.announcements)
    expect(await deploymentChain(t)).toEqual(before.chain)
  })
})

describe('the support page’s text', () => {
  test('a superadmin sets it, everyone signed in reads it, and an empty text brings back the built-in help', async () => {
    const t = makeTest()
    const f = await firms(t)
    expect(await f.member.as.query(api.admin.content.supportText, {})).toBeNull()
    await f.boss.mutation(api.admin.content.saveSupportText, {
      text: '  Write to help@casefile.test\n\nWe answer within a day.  ',
    })
    expect(await f.member.as.query(api.admin.content.supportText, {})).toMatchObject({
      text: 'Write to help@casefile.test\n\nWe answer within a day.',
    })
    await f.boss.mutation(api.admin.content.saveSupportText, { text: 'Changed' })
    expect(await supportRows(t)).toHaveLength(1)
    expect(await f.other.as.query(api.admin.content.supportText, {})).toMatchObject({
      text: 'Changed',
    })
    await f.boss.mutation(api.admin.content.saveSupportText, { text: '   ' })
    expect(await f.member.as.query(api.admin.content.supportText, {})).toBeNull()
    const chain = await deploymentChain(t)
    expect(chain.check).toMatchObject({ ok: true })
    expect(chain.summaries).toEqual(
      expect.arrayContaining([
        'Edited the support page’s text',
        'Restored the built-in support text',
      ]),
    )
  })

  test('a text too long or not text is INVALID_INPUT and changes nothing', async () => {
    const t = makeTest()
    const f = await firms(t)
    await f.boss.mutation(api.admin.content.saveSupportText, { text: 'Kept' })
    const before = await deploymentChain(t)
    for (const text of ['x'.repeat(5_001), 'nul\u0000', 'abc\u202E']) {
      await expect(
        f.boss.mutation(api.admin.content.saveSupportText, { text }),
      ).rejects.toMatchObject({ data: { code: 'INVALID_INPUT', issues: [{ path: 'text' }] } })
    }
    expect((await supportRows(t)).map((row) => row.text)).toEqual(['Kept'])
    expect(await deploymentChain(t)).toEqual(before)
  })
})
