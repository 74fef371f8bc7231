import { afterEach, describe, expect, test, vi } from 'vitest'
import { api } from '../_generated/api'
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

  test('an empty firm: zero totals, every stage at zero, no activity', async () => {
    const t = makeTest()
    const { admin } = await firm(t)

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
