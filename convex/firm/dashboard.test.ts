import { afterEach, describe, expect, test, vi } from 'vitest'
import { api } from '../_generated/api'
import { appendAuditEvent } from '../lib/audit'
import { code, firm, matter } from '../testing/test.firm'
import { makeTest, seedUser } from '../testing/test.setup'

afterEach(() => {
  vi.useRealTimers()
})

function clockAt(ms: number) {
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(ms)
}

describe('firm.canAccessFirmDashboard', () => {
  test('true only for an OrganizationAdmin of the current organisation', async () => {
    const t = makeTest()
    const { admin, member, outsider } = await firm(t)
    const loner = await seedUser(t, { email: 'loner@nowhere.test' })

    await expect(t.query(api.firm.dashboard.canAccessFirmDashboard, {})).resolves.toBe(false)
    await expect(loner.as.query(api.firm.dashboard.canAccessFirmDashboard, {})).resolves.toBe(false)
    await expect(member.as.query(api.firm.dashboard.canAccessFirmDashboard, {})).resolves.toBe(
      false,
    )
    await expect(admin.as.query(api.firm.dashboard.canAccessFirmDashboard, {})).resolves.toBe(true)
    // An admin of their own firm: true there.
    await expect(outsider.as.query(api.firm.dashboard.canAccessFirmDashboard, {})).resolves.toBe(
      true,
    )
  })

  test('follows the current organisation: an admin elsewhere is a member here', async () => {
    const t = makeTest()
    const { member, organizationId } = await firm(t)
    const { organizationId: ownFirm } = await member.as.mutation(
      api.accounts.organizations.create,
      {
        organizationName: 'Webb Legal',
      },
    )

    await expect(member.as.query(api.firm.dashboard.canAccessFirmDashboard, {})).resolves.toBe(true)
    await member.as.mutation(api.accounts.organizations.setCurrent, { organizationId })
    await expect(member.as.query(api.firm.dashboard.canAccessFirmDashboard, {})).resolves.toBe(
      false,
    )
    await member.as.mutation(api.accounts.organizations.setCurrent, { organizationId: ownFirm })
    await expect(member.as.query(api.firm.dashboard.canAccessFirmDashboard, {})).resolves.toBe(true)
  })

  test('false once the admin has been removed from the organisation', async () => {
    const t = makeTest()
    const { admin, organizationId } = await firm(t)
    await t.run(async (ctx) => {
      const membership = await ctx.db
        .query('memberships')
        .withIndex('by_organizationId_and_userId', (q) =>
          q.eq('organizationId', organizationId).eq('userId', admin.userId),
        )
        .unique()
      await ctx.db.delete('memberships', membership!._id)
    })

    await expect(admin.as.query(api.firm.dashboard.canAccessFirmDashboard, {})).resolves.toBe(false)
  })
})

describe('firm.dashboard', () => {
  test('anonymous is UNAUTHENTICATED; members are FORBIDDEN; no organisation is NOT_FOUND', async () => {
    const t = makeTest()
    const { member } = await firm(t)
    const loner = await seedUser(t, { email: 'loner@nowhere.test' })

    await expect(t.query(api.firm.dashboard.dashboard, {})).rejects.toMatchObject(
      code('UNAUTHENTICATED', 'Authentication required'),
    )
    await expect(member.as.query(api.firm.dashboard.dashboard, {})).rejects.toMatchObject(
      code('FORBIDDEN'),
    )
    await expect(loner.as.query(api.firm.dashboard.dashboard, {})).rejects.toMatchObject(
      code('NOT_FOUND'),
    )
  })

  test('an empty firm: zero totals, every stage at zero, no activity, no hours, no AI use', async () => {
    clockAt(Date.UTC(2026, 10, 25, 12))
    const t = makeTest()
    const { admin } = await firm(t)
    const noHours = { billedMinutes: 0, byPerson: [], byMatter: [] }
    const none = { count: 0, capped: false }

    await expect(admin.as.query(api.firm.dashboard.dashboard, {})).resolves.toEqual({
      organizationName: 'Hale LLP',
      totals: { active: 0, archived: 0 },
      byStage: [
        { stage: 'Investigation', count: 0 },
        { stage: 'Pleadings', count: 0 },
        { stage: 'Discovery', count: 0 },
        { stage: 'Trial', count: 0 },
        { stage: 'Appeal', count: 0 },
        { stage: null, count: 0 },
      ],
      recentActivity: [],
      billable: {
        week: { from: '2026-11-23', to: '2026-11-30', ...noHours },
        month: { from: '2026-11-01', to: '2026-12-01', ...noHours },
        capped: false,
      },
      aiUse: {
        from: '2026-11-01',
        to: '2026-12-01',
        tablesRun: none,
        draftsWritten: none,
        questionsAsked: none,
        externalCalls: none,
      },
    })
  })

  test("totals, active matters by stage and the firm's latest activity; nothing of other firms", async () => {
    const t = makeTest()
    const { admin, member, outsider } = await firm(t)
    clockAt(Date.UTC(2026, 4, 1))
    const discovery = await admin.as.mutation(
      api.matters.projects.create,
      matter({ name: 'Northwind', litigationStage: 'Discovery' }),
    )
    clockAt(Date.UTC(2026, 4, 2))
    await member.as.mutation(
      api.matters.projects.create,
      matter({ name: 'Harbor', litigationStage: 'Discovery' }),
    )
    clockAt(Date.UTC(2026, 4, 3))
    await member.as.mutation(api.matters.projects.create, matter({ name: 'Meridian' }))
    clockAt(Date.UTC(2026, 4, 4))
    const appeal = await admin.as.mutation(
      api.matters.projects.create,
      matter({ name: 'Delacroix', litigationStage: 'Appeal' }),
    )
    clockAt(Date.UTC(2026, 4, 5))
    await admin.as.mutation(api.matters.projects.archive, { projectId: appeal.projectId })
    clockAt(Date.UTC(2026, 4, 6))
    await member.as.mutation(api.matters.projects.update, {
      projectId: discovery.projectId,
      ...matter({ name: 'Northwind Securities', litigationStage: 'Discovery' }),
    })
    await outsider.as.mutation(
      api.matters.projects.create,
      matter({ name: 'Elsewhere', litigationStage: 'Trial' }),
    )

    const dashboard = await admin.as.query(api.firm.dashboard.dashboard, {})

    expect(dashboard.organizationName).toBe('Hale LLP')
    expect(dashboard.totals).toEqual({ active: 3, archived: 1 })
    expect(dashboard.byStage).toEqual([
      { stage: 'Investigation', count: 0 },
      { stage: 'Pleadings', count: 0 },
      { stage: 'Discovery', count: 2 },
      { stage: 'Trial', count: 0 },
      { stage: 'Appeal', count: 0 },
      { stage: null, count: 1 },
    ])
    expect(dashboard.recentActivity.map(({ _id, ...event }) => event)).toEqual([
      {
        action: 'project.updated',
        summary: 'Edited name',
        at: Date.UTC(2026, 4, 6),
        actorName: 'Marcus Member',
        matter: { name: 'Northwind Securities', slug: 'northwind' },
      },
      {
        action: 'project.archived',
        summary: 'Archived the matter',
        at: Date.UTC(2026, 4, 5),
        actorName: 'Eleanor Admin',
        matter: { name: 'Delacroix', slug: 'delacroix' },
      },
      {
        action: 'project.created',
        summary: 'Created the matter',
        at: Date.UTC(2026, 4, 4),
        actorName: 'Eleanor Admin',
        matter: { name: 'Delacroix', slug: 'delacroix' },
      },
      {
        action: 'project.created',
        summary: 'Created the matter',
        at: Date.UTC(2026, 4, 3),
        actorName: 'Marcus Member',
        matter: { name: 'Meridian', slug: 'meridian' },
      },
      {
        action: 'project.created',
        summary: 'Created the matter',
        at: Date.UTC(2026, 4, 2),
        actorName: 'Marcus Member',
        matter: { name: 'Harbor', slug: 'harbor' },
      },
      {
        action: 'project.created',
        summary: 'Created the matter',
        at: Date.UTC(2026, 4, 1),
        actorName: 'Eleanor Admin',
        // The matter as it is now.
        matter: { name: 'Northwind Securities', slug: 'northwind' },
      },
    ])

    const theirs = await outsider.as.query(api.firm.dashboard.dashboard, {})
    expect(theirs.organizationName).toBe('Other LLP')
    expect(theirs.totals).toEqual({ active: 1, archived: 0 })
    expect(theirs.recentActivity.map((event) => event.matter?.name)).toEqual(['Elsewhere'])
  })

  test('recent activity stops at the latest 20', async () => {
    const t = makeTest()
    const { admin } = await firm(t)
    for (let day = 1; day <= 22; day += 1) {
      clockAt(Date.UTC(2026, 5, day))
      await admin.as.mutation(api.matters.projects.create, matter({ name: `Matter ${day}` }))
    }

    const { recentActivity, totals } = await admin.as.query(api.firm.dashboard.dashboard, {})

    expect(totals.active).toBe(22)
    expect(recentActivity).toHaveLength(20)
    expect(recentActivity[0]!.matter?.name).toBe('Matter 22')
    expect(recentActivity.at(-1)!.matter?.name).toBe('Matter 3')
  })
})

describe('firm.dashboard billable hours and AI use', () => {
  // Wednesday 2 December 2026: the week (from Monday 30 November) reaches back into November.
  const NOW = Date.UTC(2026, 11, 2, 12)
  const ENTRY = { description: 'Drafted the motion', billable: true }

  test('billable hours this week and this month, by person and by matter, of this firm only', async () => {
    clockAt(NOW)
    const t = makeTest()
    const { admin, member, outsider } = await firm(t)
    const northwind = await admin.as.mutation(
      api.matters.projects.create,
      matter({ name: 'Northwind' }),
    )
    const harbor = await admin.as.mutation(api.matters.projects.create, matter({ name: 'Harbor' }))
    const elsewhere = await outsider.as.mutation(
      api.matters.projects.create,
      matter({ name: 'Elsewhere' }),
    )
    const record = async (
      who: typeof admin,
      projectId: typeof northwind.projectId,
      date: string,
      duration: string,
      billable = true,
    ) => {
      await who.as.mutation(api.time.entries.create, {
        projectId,
        ...ENTRY,
        date,
        duration,
        billable,
      })
    }
    await record(member, northwind.projectId, '2026-12-01', '2h') // week and month
    await record(member, harbor.projectId, '2026-11-30', '1h') // week, not December
    await record(admin, northwind.projectId, '2026-12-02', '0:30') // week and month
    await record(admin, harbor.projectId, '2026-12-02', '5h', false) // not billable
    await record(admin, harbor.projectId, '2026-11-27', '4h') // neither
    await record(outsider, elsewhere.projectId, '2026-12-01', '7h') // another firm

    const { billable } = await admin.as.query(api.firm.dashboard.dashboard, {})

    expect(billable.capped).toBe(false)
    expect(billable.week).toEqual({
      from: '2026-11-30',
      to: '2026-12-07',
      billedMinutes: 210,
      byPerson: [
        { userId: member.userId, name: 'Marcus Member', minutes: 180, billedMinutes: 180 },
        { userId: admin.userId, name: 'Eleanor Admin', minutes: 30, billedMinutes: 30 },
      ],
      byMatter: [
        {
          projectId: northwind.projectId,
          matter: { name: 'Northwind', slug: 'northwind' },
          minutes: 150,
          billedMinutes: 150,
        },
        {
          projectId: harbor.projectId,
          matter: { name: 'Harbor', slug: 'harbor' },
          minutes: 60,
          billedMinutes: 60,
        },
      ],
    })
    expect(billable.month).toMatchObject({
      from: '2026-12-01',
      to: '2027-01-01',
      billedMinutes: 150,
    })
    expect(billable.month.byPerson.map((row) => [row.name, row.billedMinutes])).toEqual([
      ['Marcus Member', 120],
      ['Eleanor Admin', 30],
    ])
    expect(billable.month.byMatter.map((row) => row.matter?.name)).toEqual(['Northwind'])

    const theirs = await outsider.as.query(api.firm.dashboard.dashboard, {})
    expect(theirs.billable.week.byPerson.map((row) => row.name)).toEqual(['Olive Outsider'])
  })

  test("this month's AI use: table runs, module drafts, questions and external calls, of this firm only", async () => {
    clockAt(NOW)
    const t = makeTest()
    const { admin, member, organizationId, otherOrganizationId, outsider } = await firm(t)
    const { projectId } = await admin.as.mutation(api.matters.projects.create, matter())
    await t.run(async (ctx) => {
      const event = (
        orgId: typeof organizationId,
        actorId: typeof admin.userId,
        action: 'table.run' | 'module.run' | 'ai.external_call' | 'document.uploaded',
        at: number,
      ) => appendAuditEvent(ctx, { organizationId: orgId, actorId, action, summary: 'x', at })
      await event(organizationId, member.userId, 'table.run', NOW - 1000)
      await event(organizationId, member.userId, 'table.run', Date.UTC(2026, 11, 1))
      await event(organizationId, admin.userId, 'table.run', Date.UTC(2026, 10, 30)) // November
      await event(organizationId, admin.userId, 'module.run', NOW - 500)
      await event(organizationId, admin.userId, 'ai.external_call', NOW - 400)
      await event(organizationId, admin.userId, 'ai.external_call', NOW - 300)
      await event(organizationId, admin.userId, 'ai.external_call', NOW - 200)
      await event(organizationId, admin.userId, 'document.uploaded', NOW - 100) // not AI
      await event(otherOrganizationId, outsider.userId, 'table.run', NOW - 100)
      const threadId = await ctx.db.insert('threads', {
        organizationId,
        projectId,
        authorId: member.userId,
        title: 'Who signed?',
        scope: { kind: 'matter' },
        lastMessageAt: NOW,
        sharedCount: 0,
      })
      for (const role of ['user', 'assistant', 'user'] as const) {
        await ctx.db.insert('threadMessages', {
          organizationId,
          projectId,
          threadId,
          role,
          authorId: role === 'user' ? member.userId : undefined,
          text: 'Who signed the agreement?',
          status: 'done',
          citations: [],
          updatedAt: NOW,
        })
      }
    })

    const { aiUse } = await admin.as.query(api.firm.dashboard.dashboard, {})

    expect(aiUse).toEqual({
      from: '2026-12-01',
      to: '2027-01-01',
      tablesRun: { count: 2, capped: false },
      draftsWritten: { count: 1, capped: false },
      questionsAsked: { count: 2, capped: false },
      externalCalls: { count: 3, capped: false },
    })
    const theirs = await outsider.as.query(api.firm.dashboard.dashboard, {})
    expect(theirs.aiUse.tablesRun.count).toBe(1)
    expect(theirs.aiUse.questionsAsked.count).toBe(0)
  })
})
