import { afterEach, describe, expect, test, vi } from 'vitest'
import { api } from '../_generated/api'
import { verifyAuditChain } from '../lib/audit'
import { makeTest, seedUser, type TestConvex } from '../testing/test.setup'
import { chainOf, supportFirms } from '../testing/test.support'

afterEach(() => {
  vi.useRealTimers()
})

const REASON = 'Ticket 4411: the associate answers are cut off'

type Firms = Awaited<ReturnType<typeof supportFirms>>

/** Every support function, with arguments pointing at Hale LLP. */
function supportCalls(f: Firms, grantId: string) {
  return {
    organizations: (as: Caller) => as.query(api.admin.support.organizations, { search: '' }),
    grants: (as: Caller) => as.query(api.admin.support.grants, {}),
    grant: (as: Caller) =>
      as.mutation(api.admin.support.grant, {
        organizationId: f.organizationId,
        reason: REASON,
        minutes: 30,
      }),
    end: (as: Caller) => as.mutation(api.admin.support.end, { grantId }),
    threads: (as: Caller) => as.query(api.admin.support.threads, { grantId }),
    readThread: (as: Caller) =>
      as.mutation(api.admin.support.readThread, { grantId, threadId: f.privateThreadId }),
  }
}
type Caller = Firms['boss'] | TestConvex

async function grantFor(f: Firms, minutes = 30) {
  return await f.boss.mutation(api.admin.support.grant, {
    organizationId: f.organizationId,
    reason: REASON,
    minutes,
  })
}

describe('support access to conversations: who may call', () => {
  test('anyone but a superadmin gets NOT_FOUND from every support function (signed out: UNAUTHENTICATED), and nothing is written', async () => {
    const t = makeTest()
    const f = await supportFirms(t)
    const { grantId } = await grantFor(f)
    const before = await chainOf(t, f.organizationId)
    const calls = supportCalls(f, grantId)
    for (const [name, call] of Object.entries(calls)) {
      await expect(call(t), `${name} signed out`).rejects.toMatchObject({
        data: { code: 'UNAUTHENTICATED' },
      })
      for (const [who, caller] of [
        ['a member', f.member.as],
        ['the firm’s own admin', f.admin.as],
        ['another firm’s admin', f.other.as],
      ] as const) {
        await expect(call(caller), `${name} as ${who}`).rejects.toMatchObject({
          data: { code: 'NOT_FOUND' },
        })
      }
    }
    expect(await chainOf(t, f.organizationId)).toEqual(before)
    expect(await t.run((ctx) => ctx.db.query('supportGrants').collect())).toHaveLength(1)
  })

  test('a superadmin without a grant reads no thread: NOT_FOUND, and a grant of another superadmin does not count', async () => {
    const t = makeTest()
    const f = await supportFirms(t)
    const stranger = await seedUser(t, { email: 'eve@casefile.test', name: 'Eve' })
    await t.run((ctx) => ctx.db.patch('users', stranger.userId, { role: 'superadmin' }))
    const { grantId } = await grantFor(f)

    for (const grant of [grantId, 'not-an-id', f.organizationId]) {
      await expect(
        stranger.as.query(api.admin.support.threads, { grantId: grant }),
      ).rejects.toMatchObject({ data: { code: 'NOT_FOUND' } })
      await expect(
        stranger.as.mutation(api.admin.support.readThread, {
          grantId: grant,
          threadId: f.privateThreadId,
        }),
      ).rejects.toMatchObject({ data: { code: 'NOT_FOUND' } })
    }
    await expect(stranger.as.query(api.admin.support.grants, {})).resolves.toEqual([])
  })
})

describe('support access to conversations under a grant', () => {
  test('a grant lists the firm’s threads and reads one; the grant and the read are on the firm’s trail and the grant on the deployment’s', async () => {
    const t = makeTest()
    const f = await supportFirms(t)
    const asked = Date.now()
    const { grantId, expiresAt } = await grantFor(f)
    // Thirty minutes from when it was granted, which was between asking and the answer.
    expect(expiresAt).toBeGreaterThanOrEqual(asked + 30 * 60_000)
    expect(expiresAt).toBeLessThanOrEqual(Date.now() + 30 * 60_000)

    const listed = await f.boss.query(api.admin.support.threads, { grantId })
    expect(listed.organization.name).toBe('Hale LLP')
    expect(listed.threads.map((thread) => thread.title).sort()).toEqual([
      'Damages theory',
      'Limitation period',
    ])
    expect(listed.threads[0]).toMatchObject({
      matterName: 'Acme v. Widget',
      authorName: 'Mo Member',
    })
    expect(JSON.stringify(listed)).not.toContain('The answer to')

    const thread = await f.boss.mutation(api.admin.support.readThread, {
      grantId,
      threadId: f.privateThreadId,
    })
    expect(thread.title).toBe('Limitation period')
    expect(thread.messages.map((message) => message.text)).toEqual([
      'Limitation period?',
      'The answer to Limitation period.',
    ])
    // A thread of another firm stays out of reach under this grant.
    const otherThreadId = await t.run(async (ctx) => {
      const projectId = await ctx.db.insert('projects', {
        organizationId: f.otherOrganizationId,
        name: 'Other matter',
        representedParties: [],
        adverseParties: [],
        internalMatterId: 'O-1',
        slug: 'other-matter',
        createdBy: f.other.userId,
        lastActivityAt: Date.now(),
      })
      return await ctx.db.insert('threads', {
        organizationId: f.otherOrganizationId,
        projectId,
        authorId: f.other.userId,
        title: 'Other firm secret',
        scope: { kind: 'matter' },
        lastMessageAt: Date.now(),
        sharedCount: 0,
      })
    })
    await expect(
      f.boss.mutation(api.admin.support.readThread, { grantId, threadId: otherThreadId }),
    ).rejects.toMatchObject({ data: { code: 'NOT_FOUND' } })

    const firmChain = await chainOf(t, f.organizationId)
    const support = firmChain.filter((event) => event.action.startsWith('support.'))
    expect(support.map((event) => event.action)).toEqual([
      'support.accessGranted',
      'support.threadRead',
    ])
    expect(support[0]!.summary).toContain(REASON)
    expect(support[0]!.summary).toMatch(/until \d{4}-\d\d-\d\d \d\d:\d\d UTC/)
    expect(support[1]!.summary).toContain('Mo Member')
    expect(support[1]!.summary).not.toContain('Limitation period')
    const deployment = await chainOf(t, undefined)
    expect(deployment.map((event) => event.action)).toContain('support.accessGranted')
    expect(deployment.find((e) => e.action === 'support.accessGranted')!.summary).toContain(
      'Hale LLP',
    )
    await t.run(async (ctx) => {
      expect(await verifyAuditChain(ctx, f.organizationId)).toMatchObject({ ok: true })
      expect(await verifyAuditChain(ctx, undefined)).toMatchObject({ ok: true })
    })
    // Read-only: the firm's threads and messages are as they were.
    const after = await t.run((ctx) => ctx.db.get('threads', f.privateThreadId))
    expect(after).toMatchObject({ organizationId: f.organizationId, title: 'Limitation period' })
  })

  test('the firm’s admins see the live grant and read it in their audit trail; members may not', async () => {
    const t = makeTest()
    const f = await supportFirms(t)
    const { expiresAt } = await grantFor(f)

    const live = await f.admin.as.query(api.firm.audit.supportAccess, {})
    expect(live).toEqual([expect.objectContaining({ reason: REASON, expiresAt })])
    const trail = await f.admin.as.query(api.firm.audit.trail, {
      paginationOpts: { numItems: 10, cursor: null },
    })
    expect(trail.page[0]).toMatchObject({ action: 'support.accessGranted' })
    expect(trail.page[0]!.summary).toContain(REASON)
    await expect(f.member.as.query(api.firm.audit.supportAccess, {})).rejects.toMatchObject({
      data: { code: 'FORBIDDEN' },
    })
    await expect(
      f.member.as.query(api.firm.audit.trail, { paginationOpts: { numItems: 10, cursor: null } }),
    ).rejects.toMatchObject({ data: { code: 'FORBIDDEN' } })
    // Another firm's admin sees their own firm only.
    await expect(f.other.as.query(api.firm.audit.supportAccess, {})).resolves.toEqual([])
  })

  test('after the grant expires nothing is shown, and the firm’s notice is gone', async () => {
    const t = makeTest()
    const f = await supportFirms(t)
    const { grantId } = await grantFor(f, 15)
    await expect(f.boss.query(api.admin.support.threads, { grantId })).resolves.toBeTruthy()

    vi.useFakeTimers({ now: Date.now() + 15 * 60_000 + 1_000, toFake: ['Date'] })
    await expect(f.boss.query(api.admin.support.threads, { grantId })).rejects.toMatchObject({
      data: { code: 'NOT_FOUND' },
    })
    await expect(
      f.boss.mutation(api.admin.support.readThread, { grantId, threadId: f.privateThreadId }),
    ).rejects.toMatchObject({ data: { code: 'NOT_FOUND' } })
    await expect(f.boss.query(api.admin.support.grants, {})).resolves.toEqual([])
    await expect(f.admin.as.query(api.firm.audit.supportAccess, {})).resolves.toEqual([])
  })

  /** Regression: the live list read the 50 soonest-ending grants, ended ones included (R8 run). */
  test('a live grant shows even behind many ended ones that would still run', async () => {
    const t = makeTest()
    const f = await supportFirms(t)
    const bossId = (await f.boss.query(api.accounts.users.getMe, {}))!._id
    await t.run(async (ctx) => {
      for (let i = 0; i < 60; i += 1) {
        await ctx.db.insert('supportGrants', {
          organizationId: f.organizationId,
          superadminId: bossId,
          reason: `Ended ${i}`,
          createdAt: Date.now(),
          expiresAt: Date.now() + 60_000 + i,
          revokedAt: Date.now(),
        })
      }
    })
    await grantFor(f, 60)
    expect((await f.admin.as.query(api.firm.audit.supportAccess, {})).map((g) => g.reason)).toEqual(
      [REASON],
    )
    expect((await f.boss.query(api.admin.support.grants, {})).map((g) => g.reason)).toEqual([
      REASON,
    ])
  })

  test('ending a grant early closes it at once and is on the trail; it cannot be ended twice', async () => {
    const t = makeTest()
    const f = await supportFirms(t)
    const { grantId } = await grantFor(f, 60)

    await f.boss.mutation(api.admin.support.end, { grantId })
    await expect(f.boss.query(api.admin.support.threads, { grantId })).rejects.toMatchObject({
      data: { code: 'NOT_FOUND' },
    })
    await expect(f.boss.mutation(api.admin.support.end, { grantId })).rejects.toMatchObject({
      data: { code: 'NOT_FOUND' },
    })
    await expect(f.admin.as.query(api.firm.audit.supportAccess, {})).resolves.toEqual([])
    const actions = (await chainOf(t, f.organizationId)).map((event) => event.action)
    expect(actions.filter((action) => action.startsWith('support.'))).toEqual([
      'support.accessGranted',
      'support.accessEnded',
    ])
    // A new grant may be asked for once the first has ended.
    await expect(grantFor(f, 15)).resolves.toBeTruthy()
  })
})

describe('asking for a grant', () => {
  test('bad input is INVALID_INPUT and writes nothing', async () => {
    const t = makeTest()
    const f = await supportFirms(t)
    const before = await chainOf(t, f.organizationId)
    for (const [reason, minutes] of [
      ['', 30],
      ['   ', 30],
      ['short', 30],
      ['x'.repeat(501), 30],
      [`Ticket 12 \u202Eevil`, 30],
      [REASON, 45],
      [REASON, 61],
      [REASON, 0],
      [REASON, Number.NaN],
    ] as const) {
      await expect(
        f.boss.mutation(api.admin.support.grant, {
          organizationId: f.organizationId,
          reason,
          minutes,
        }),
        `${reason.slice(0, 20)} for ${minutes} minutes`,
      ).rejects.toMatchObject({ data: { code: 'INVALID_INPUT' } })
    }
    await expect(
      f.boss.mutation(api.admin.support.grant, {
        organizationId: 'no-such-organization',
        reason: REASON,
        minutes: 15,
      }),
    ).rejects.toMatchObject({ data: { code: 'NOT_FOUND' } })
    expect(await t.run((ctx) => ctx.db.query('supportGrants').collect())).toEqual([])
    expect(await chainOf(t, f.organizationId)).toEqual(before)
  })

  test('a second live grant to the same firm is CONFLICT', async () => {
    const t = makeTest()
    const f = await supportFirms(t)
    await grantFor(f)
    await expect(grantFor(f)).rejects.toMatchObject({ data: { code: 'CONFLICT' } })
  })

  test('the organisation picker searches by name', async () => {
    const t = makeTest()
    const f = await supportFirms(t)
    const found = await f.boss.query(api.admin.support.organizations, { search: 'hale' })
    expect(found.map((org) => org.name)).toEqual(['Hale LLP'])
    expect(await f.boss.query(api.admin.support.organizations, { search: '' })).toHaveLength(2)
  })
})
