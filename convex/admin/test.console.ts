// Shared set-up for the console's backend tests: a superadmin, a firm (its admin and a member)
// and another firm's admin, every one a real better-auth user with a session.
import { api } from '../_generated/api'
import { makeTest, seedSuperadmin, seedUser } from '../testing/test.setup'

export async function consoleWorld() {
  const t = makeTest()
  const boss = await seedSuperadmin(t)
  const admin = await seedUser(t, { email: 'ada@hale.test', name: 'Ada Admin' })
  const member = await seedUser(t, { email: 'max@hale.test', name: 'Max Member' })
  const { organizationId } = await admin.as.mutation(api.accounts.organizations.create, {
    organizationName: 'Hale LLP',
  })
  await t.run(async (ctx) => {
    await ctx.db.insert('memberships', { organizationId, userId: member.userId, role: 'Member' })
    await ctx.db.patch('users', member.userId, { currentOrganizationId: organizationId })
  })
  const outsider = await seedUser(t, { email: 'olga@other.test', name: 'Olga Other' })
  const other = await outsider.as.mutation(api.accounts.organizations.create, {
    organizationName: 'Other LLP',
  })
  return {
    t,
    boss,
    admin,
    member,
    outsider,
    organizationId,
    otherOrganizationId: other.organizationId,
  }
}

export type ConsoleWorld = Awaited<ReturnType<typeof consoleWorld>>

/** The deployment chain's events (no organisation), oldest first. */
export async function deploymentEvents(world: ConsoleWorld) {
  return await world.t.run(async (ctx) =>
    (await ctx.db.query('auditEvents').collect())
      .filter((event) => event.organizationId === undefined)
      .map((event) => ({ action: event.action, summary: event.summary })),
  )
}
