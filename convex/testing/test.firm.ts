// Fixtures shared by the matters and firm-dashboard backend tests. Two dots in the name: Convex
// never deploys it as a function module.
import { api } from '../_generated/api'
import { seedUser, type TestConvex } from './test.setup'

/** An organisation with an admin and a member, and an outsider who runs a firm of their own. */
export async function firm(t: TestConvex) {
  const admin = await seedUser(t, { email: 'admin@hale.test', name: 'Eleanor Admin' })
  const member = await seedUser(t, { email: 'member@hale.test', name: 'Marcus Member' })
  const outsider = await seedUser(t, { email: 'outsider@other.test', name: 'Olive Outsider' })
  const { organizationId } = await admin.as.mutation(api.accounts.organizations.create, {
    organizationName: 'Hale LLP',
  })
  const { organizationId: otherOrganizationId } = await outsider.as.mutation(
    api.accounts.organizations.create,
    { organizationName: 'Other LLP' },
  )
  await t.run(async (ctx) => {
    await ctx.db.insert('memberships', { organizationId, userId: member.userId, role: 'Member' })
    await ctx.db.patch('users', member.userId, { currentOrganizationId: organizationId })
  })

  return { admin, member, outsider, organizationId, otherOrganizationId }
}

export const matter = (overrides: Record<string, unknown> = {}) => ({
  name: 'Acme Corp v. Widget Industries',
  representedParties: [{ name: 'Acme Corp', role: 'Plaintiff' }],
  internalMatterId: 'HW-2026-0001',
  ...overrides,
})

export const code = (code: string, message?: string) => ({
  data: message === undefined ? { code } : { code, message },
})
