// @vitest-environment node
// Timers and time entries: one timer runs per person (starting or resuming another pauses it);
// a recorded timer becomes an entry rounded by the firm's rule and priced by the rate hierarchy;
// a person changes their own entries and an organisation admin any; an exported entry is
// locked; an archived matter takes no time; every change is on the matter's audit trail.
import { afterEach, describe, expect, test, vi } from 'vitest'
import { api } from '../_generated/api'
import { code, firm, matter } from '../testing/test.firm'
import { makeTest } from '../testing/test.setup'
import { ENTRY_MESSAGES, TIME_MESSAGES } from '../../shared/timeRules'

afterEach(() => vi.useRealTimers())

async function setup() {
  const t = makeTest()
  const f = await firm(t)
  const { projectId } = await f.admin.as.mutation(api.matters.projects.create, matter())
  return { t, ...f, projectId }
}

const FIELDS = {
  date: '2026-11-03',
  duration: '1:13',
  description: 'Reviewed the production',
  task: 'L320',
  activity: 'A104',
  billable: true,
}

describe('timers', () => {
  test('one runs at a time: starting another pauses it, resuming one pauses the other', async () => {
    vi.useFakeTimers({ now: new Date('2026-11-03T09:00:00Z'), toFake: ['Date'] })
    const { member, projectId } = await setup()
    const { timerId: first } = await member.as.mutation(api.time.timers.start, { projectId })
    vi.setSystemTime(new Date('2026-11-03T09:30:00Z'))
    const { timerId: second } = await member.as.mutation(api.time.timers.start, {
      description: 'Call with the client',
    })
    let timers = await member.as.query(api.time.timers.mine, {})
    expect(timers.map((timer) => [timer._id, timer.state, timer.elapsedMs])).toEqual([
      [second, 'running', 0],
      [first, 'paused', 30 * 60_000],
    ])
    expect(timers[1]!.project).toMatchObject({ _id: projectId, name: matter().name })
    vi.setSystemTime(new Date('2026-11-03T09:40:00Z'))
    await member.as.mutation(api.time.timers.resume, { timerId: first })
    timers = await member.as.query(api.time.timers.mine, {})
    expect(timers.map((timer) => [timer._id, timer.state, timer.elapsedMs])).toEqual([
      [first, 'running', 30 * 60_000],
      [second, 'paused', 10 * 60_000],
    ])
    await member.as.mutation(api.time.timers.discard, { timerId: second })
    expect(await member.as.query(api.time.timers.mine, {})).toHaveLength(1)
  })

  test('the idle reminder pauses at the moment the person went idle, never before the stretch', async () => {
    vi.useFakeTimers({ now: new Date('2026-11-03T09:00:00Z'), toFake: ['Date'] })
    const { member, projectId } = await setup()
    const { timerId } = await member.as.mutation(api.time.timers.start, { projectId })
    vi.setSystemTime(new Date('2026-11-03T09:30:00Z'))
    await member.as.mutation(api.time.timers.pause, {
      timerId,
      at: new Date('2026-11-03T09:20:00Z').getTime(),
    })
    let [timer] = await member.as.query(api.time.timers.mine, {})
    expect(timer).toMatchObject({ state: 'paused', elapsedMs: 20 * 60_000 })
    await member.as.mutation(api.time.timers.resume, { timerId })
    vi.setSystemTime(new Date('2026-11-03T09:35:00Z'))
    // A moment before this stretch began counts as its start: nothing is taken off the earlier time.
    await member.as.mutation(api.time.timers.pause, { timerId, at: 0 })
    ;[timer] = await member.as.query(api.time.timers.mine, {})
    expect(timer).toMatchObject({ state: 'paused', elapsedMs: 20 * 60_000 })
  })

  test('a timer is its owner’s alone', async () => {
    const { admin, member, outsider, projectId } = await setup()
    const { timerId } = await member.as.mutation(api.time.timers.start, { projectId })
    expect(await admin.as.query(api.time.timers.mine, {})).toEqual([])
    for (const who of [admin, outsider]) {
      await expect(who.as.mutation(api.time.timers.pause, { timerId })).rejects.toMatchObject(
        code('NOT_FOUND', 'Timer not found'),
      )
    }
    await expect(outsider.as.mutation(api.time.timers.start, { projectId })).rejects.toMatchObject(
      code('NOT_FOUND'),
    )
  })

  test('a recorded timer becomes an entry rounded by the firm’s rule at the rate that applies', async () => {
    const { t, admin, member, organizationId, projectId } = await setup()
    await admin.as.mutation(api.time.settings.update, {
      incrementMinutes: 6,
      firmRateCents: 30_000,
    })
    await t.run(async (ctx) => {
      await ctx.db.insert('billingRates', { organizationId, userId: member.userId, cents: 45_000 })
    })
    const { timerId } = await member.as.mutation(api.time.timers.start, { projectId })
    await member.as.mutation(api.time.timers.record, { timerId, projectId, ...FIELDS })
    expect(await member.as.query(api.time.timers.mine, {})).toEqual([])
    const { entries, incrementMinutes } = await member.as.query(api.time.entries.forMatter, {
      projectId,
    })
    expect(incrementMinutes).toBe(6)
    expect(entries).toEqual([
      expect.objectContaining({
        minutes: 73,
        billedMinutes: 78,
        rateCents: 45_000,
        rateSource: 'user',
        task: 'L320',
        activity: 'A104',
        userName: 'Marcus Member',
        canChange: true,
      }),
    ])
    // The matter's rate wins over the person's.
    await t.run(async (ctx) => {
      await ctx.db.insert('billingRates', { organizationId, projectId, cents: 50_000 })
    })
    await member.as.mutation(api.time.entries.create, { projectId, ...FIELDS, duration: '0:30' })
    const again = await member.as.query(api.time.entries.forMatter, { projectId })
    expect(again.entries.map((entry) => entry.rateSource).sort()).toEqual(['matter', 'user'])
  })
})

describe('time entries', () => {
  test('bad fields are refused with their messages and nothing is written', async () => {
    const { member, projectId } = await setup()
    for (const [fields, message] of [
      [{ duration: 'soon' }, TIME_MESSAGES.durationFormat],
      [{ duration: '25' }, TIME_MESSAGES.durationTooLong],
      [{ date: '2026-02-30' }, ENTRY_MESSAGES.date],
      [{ description: '  ' }, ENTRY_MESSAGES.descriptionRequired],
      [{ task: 'L999' }, ENTRY_MESSAGES.task],
      [{ activity: 'B1' }, ENTRY_MESSAGES.activity],
    ] as const) {
      await expect(
        member.as.mutation(api.time.entries.create, { projectId, ...FIELDS, ...fields }),
      ).rejects.toMatchObject(code('INVALID_INPUT', message))
    }
    expect((await member.as.query(api.time.entries.forMatter, { projectId })).entries).toEqual([])
  })

  test('a person changes their own entries, an admin any; an exported entry is locked', async () => {
    const { t, admin, member, projectId } = await setup()
    const { entryId } = await member.as.mutation(api.time.entries.create, { projectId, ...FIELDS })
    const { entryId: adminEntry } = await admin.as.mutation(api.time.entries.create, {
      projectId,
      ...FIELDS,
    })
    await expect(
      member.as.mutation(api.time.entries.remove, { entryId: adminEntry }),
    ).rejects.toMatchObject(code('FORBIDDEN'))
    await admin.as.mutation(api.time.entries.update, {
      entryId,
      ...FIELDS,
      duration: '2h',
      task: undefined,
    })
    const { entryId: part } = await member.as.mutation(api.time.entries.split, {
      entryId,
      duration: '0:30',
    })
    await expect(
      member.as.mutation(api.time.entries.split, { entryId, duration: '2h' }),
    ).rejects.toMatchObject(code('INVALID_INPUT'))
    let { entries } = await member.as.query(api.time.entries.forMatter, { projectId })
    const mine = entries.filter((entry) => entry.userName === 'Marcus Member')
    expect(mine.map((entry) => [entry.minutes, entry.billedMinutes, entry.task]).sort()).toEqual([
      [30, 30, null],
      [90, 90, null],
    ])
    await expect(
      member.as.mutation(api.time.entries.markExported, { projectId, entryIds: [part] }),
    ).rejects.toMatchObject(code('FORBIDDEN'))
    expect(
      await admin.as.mutation(api.time.entries.markExported, { projectId, entryIds: [part, part] }),
    ).toEqual({ locked: 1 })
    await expect(
      member.as.mutation(api.time.entries.remove, { entryId: part }),
    ).rejects.toMatchObject(code('CONFLICT', 'This entry was exported and is locked'))
    ;({ entries } = await member.as.query(api.time.entries.forMatter, { projectId }))
    expect(entries.find((entry) => entry._id === part)).toMatchObject({
      exported: true,
      canChange: false,
    })
    const trail = await t.run(async (ctx) =>
      (await ctx.db.query('auditEvents').collect())
        .filter((event) => event.action.startsWith('time.'))
        .map((event) => event.summary),
    )
    expect(trail).toEqual([
      'Recorded 1h 18m on 2026-11-03',
      'Recorded 1h 18m on 2026-11-03',
      'Edited an entry of 2h on 2026-11-03',
      'Split an entry on 2026-11-03 into 1h 30m and 30m',
      'Exported and locked 1 time entries',
    ])
  })

  test('an archived matter takes no time; an outsider sees none of it', async () => {
    const { admin, outsider, projectId } = await setup()
    await admin.as.mutation(api.time.entries.create, { projectId, ...FIELDS })
    await expect(
      outsider.as.query(api.time.entries.forMatter, { projectId }),
    ).rejects.toMatchObject(code('NOT_FOUND'))
    await admin.as.mutation(api.matters.projects.archive, { projectId })
    await expect(
      admin.as.mutation(api.time.entries.create, { projectId, ...FIELDS }),
    ).rejects.toMatchObject(code('CONFLICT', 'This matter is archived'))
  })
})
