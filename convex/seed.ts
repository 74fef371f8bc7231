import { v } from 'convex/values'
import { internal } from './_generated/api'
import { internalAction, internalMutation, internalQuery } from './_generated/server'
import { createAuth } from './auth'
import { slugify, uniqueSlug } from './lib/organizations'
import { vOrgRole, vUserRole } from './lib/validators'

export const DEMO_PASSWORD = 'casefile-demo-2026'
export const DEMO_ORGANIZATION = 'Hale & Whitmore LLP'

const DEMO_USERS = [
  { email: 'eleanor.hale@halewhitmore.test', name: 'Eleanor Hale', orgRole: 'OrganizationAdmin', role: 'user' },
  { email: 'marcus.webb@halewhitmore.test', name: 'Marcus Webb', orgRole: 'Member', role: 'user' },
  { email: 'admin@casefile.test', name: 'Casefile Admin', orgRole: null, role: 'superadmin' },
] as const

export const userIdByEmail = internalQuery({
  args: { email: v.string() },
  handler: async (ctx, { email }) => {
    const user = await ctx.db
      .query('users')
      .withIndex('by_email', (q) => q.eq('email', email))
      .first()
    return user?._id ?? null
  },
})

export const linkDemoMembers = internalMutation({
  args: {
    organizationName: v.string(),
    people: v.array(v.object({ email: v.string(), orgRole: v.union(vOrgRole, v.null()), role: vUserRole })),
  },
  handler: async (ctx, { organizationName, people }) => {
    // Idempotent: the demo firm is found by name among organisations with the demo slug prefix.
    const base = slugify(organizationName)
    let organization = await ctx.db
      .query('organizations')
      .withIndex('by_slug', (q) => q.eq('slug', base))
      .first()
    if (!organization || organization.name !== organizationName) {
      const slug = await uniqueSlug(ctx, organizationName)
      const organizationId = await ctx.db.insert('organizations', { name: organizationName, slug })
      organization = (await ctx.db.get('organizations', organizationId))!
    }

    for (const person of people) {
      const user = await ctx.db
        .query('users')
        .withIndex('by_email', (q) => q.eq('email', person.email))
        .first()
      if (!user) {
        throw new Error(`Demo user ${person.email} was not created`)
      }
      if (person.role === 'superadmin' && user.role !== 'superadmin') {
        await ctx.db.patch('users', user._id, { role: 'superadmin' })
      }
      if (!person.orgRole) {
        continue
      }
      const organizationId = organization._id
      const membership = await ctx.db
        .query('memberships')
        .withIndex('by_organizationId_and_userId', (q) =>
          q.eq('organizationId', organizationId).eq('userId', user._id),
        )
        .unique()
      if (!membership) {
        await ctx.db.insert('memberships', { organizationId, userId: user._id, role: person.orgRole })
      } else if (membership.role !== person.orgRole) {
        await ctx.db.patch('memberships', membership._id, { role: person.orgRole })
      }
      if (!user.currentOrganizationId) {
        await ctx.db.patch('users', user._id, { currentOrganizationId: organizationId })
      }
    }

    return { organizationId: organization._id, slug: organization.slug }
  },
})

/**
 * Demo data (idempotent): `convex-local run seed:demo`. Creates the demo firm with an
 * organisation admin, a member and a superadmin, all signing in with DEMO_PASSWORD.
 */
type DemoSignIns = {
  organization: { name: string; slug: string }
  password: string
  users: { email: string; name: string; orgRole: 'Member' | 'OrganizationAdmin' | null; role: 'user' | 'superadmin' }[]
}

export const demo = internalAction({
  args: {},
  handler: async (ctx): Promise<DemoSignIns> => {
    const auth = createAuth(ctx)
    for (const person of DEMO_USERS) {
      const existing = await ctx.runQuery(internal.seed.userIdByEmail, { email: person.email })
      if (!existing) {
        await auth.api.signUpEmail({ body: { email: person.email, password: DEMO_PASSWORD, name: person.name } })
      }
    }
    const organization: { slug: string } = await ctx.runMutation(internal.seed.linkDemoMembers, {
      organizationName: DEMO_ORGANIZATION,
      people: DEMO_USERS.map(({ email, orgRole, role }) => ({ email, orgRole, role })),
    })

    return {
      organization: { name: DEMO_ORGANIZATION, slug: organization.slug },
      password: DEMO_PASSWORD,
      users: DEMO_USERS.map(({ email, name, orgRole, role }) => ({ email, name, orgRole, role })),
    }
  },
})
