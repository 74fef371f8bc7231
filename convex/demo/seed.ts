import { v } from 'convex/values'
import { internal } from '../_generated/api'
import type { Id } from '../_generated/dataModel'
import { type ActionCtx, internalAction, internalMutation } from '../_generated/server'
import { createAuth } from '../accounts/auth'
import type { CleanMatterInput } from '../../shared/matterRules'
import type { AuditAction } from '../lib/audit'
import { organizationSlug, uniqueSlug } from '../accounts/model/organizations'
import { vOrgRole, vUserRole } from '../lib/validators'
import { appendAuditEvent } from '../lib/audit'

export const DEMO_PASSWORD = 'casefile-demo-2026'
export const DEMO_ORGANIZATION = 'Hale & Whitmore LLP'

const DEMO_USERS = [
  {
    email: 'eleanor.hale@halewhitmore.test',
    name: 'Eleanor Hale',
    orgRole: 'OrganizationAdmin',
    role: 'user',
  },
  { email: 'marcus.webb@halewhitmore.test', name: 'Marcus Webb', orgRole: 'Member', role: 'user' },
  { email: 'admin@casefile.test', name: 'Casefile Admin', orgRole: null, role: 'superadmin' },
] as const

const DAY = 24 * 60 * 60 * 1000

type DemoMatter = CleanMatterInput & {
  slug: string
  archived?: boolean
  // Oldest first; `daysAgo` places each event on the demo timeline, `by` names a DEMO_USERS email.
  events: { action: AuditAction; summary: string; daysAgo: number; by: string }[]
}

const ELEANOR = 'eleanor.hale@halewhitmore.test'
const MARCUS = 'marcus.webb@halewhitmore.test'

const DEMO_MATTERS: DemoMatter[] = [
  {
    slug: 'in-re-northwind-securities-litigation',
    name: 'In re Northwind Securities Litigation',
    description: 'Securities class action over the 2025 restatement of Northwind revenue.',
    representedParties: [{ name: 'Ohio Teachers Retirement Fund', role: 'Plaintiff' }],
    adverseParties: [{ name: 'Northwind Holdings, Inc.' }, { name: 'Daniel Ortega' }],
    docketNumber: '1:25-cv-04417',
    internalMatterId: 'HW-2025-0142',
    judge: 'Hon. Miriam K. Castellanos',
    summary: 'Lead plaintiff alleges Northwind inflated recognised revenue over six quarters.',
    keyAllegations: 'Section 10(b) and Rule 10b-5; Section 20(a) control-person liability.',
    classPeriod: 'March 3, 2023 – August 14, 2025',
    litigationStage: 'Discovery',
    events: [
      { action: 'project.created', summary: 'Created the matter', daysAgo: 40, by: ELEANOR },
      { action: 'project.updated', summary: 'Edited litigation stage', daysAgo: 3, by: MARCUS },
    ],
  },
  {
    slug: 'harbor-freight-lines-v-castellan-logistics',
    name: 'Harbor Freight Lines v. Castellan Logistics',
    description: 'Breach of a five-year carriage agreement and misappropriated routing data.',
    representedParties: [{ name: 'Castellan Logistics LLC', role: 'Defendant' }],
    adverseParties: [{ name: 'Harbor Freight Lines Co.' }],
    docketNumber: '2:26-cv-00218',
    internalMatterId: 'HW-2026-0007',
    judge: 'Hon. Peter Lindqvist',
    summary: 'Client is sued for terminating a carriage agreement after repeated late deliveries.',
    keyAllegations: 'Breach of contract; trade secret misappropriation (DTSA).',
    litigationStage: 'Pleadings',
    events: [
      { action: 'project.created', summary: 'Created the matter', daysAgo: 12, by: MARCUS },
      {
        action: 'project.updated',
        summary: 'Edited judge, docket number',
        daysAgo: 1,
        by: ELEANOR,
      },
    ],
  },
  {
    slug: 'meridian-health-data-breach-investigation',
    name: 'Meridian Health data breach investigation',
    description: 'Pre-suit investigation of the January patient-records breach.',
    representedParties: [{ name: 'Patients of Meridian Health', role: 'Plaintiff' }],
    adverseParties: [{ name: 'Meridian Health Systems' }, {}],
    internalMatterId: 'HW-2026-0031',
    litigationStage: 'Investigation',
    events: [{ action: 'project.created', summary: 'Created the matter', daysAgo: 5, by: ELEANOR }],
  },
  {
    slug: 'delacroix-v-summit-insurance',
    name: 'Delacroix v. Summit Insurance',
    description: 'Coverage dispute over a denied fire claim; settled on appeal.',
    representedParties: [{ name: 'Renée Delacroix', role: 'Plaintiff' }],
    adverseParties: [{ name: 'Summit Mutual Insurance Company' }],
    docketNumber: '23-1187',
    internalMatterId: 'HW-2022-0388',
    judge: 'Court of Appeals, Second Circuit',
    litigationStage: 'Appeal',
    archived: true,
    events: [
      { action: 'project.created', summary: 'Created the matter', daysAgo: 400, by: ELEANOR },
      { action: 'project.archived', summary: 'Archived the matter', daysAgo: 20, by: ELEANOR },
    ],
  },
]

/** The demo firm's matters with their audit trail; a matter whose slug exists is left alone. */
export const seedDemoMatters = internalMutation({
  args: { organizationId: v.id('organizations') },
  handler: async (ctx, { organizationId }) => {
    const now = Date.now()
    for (const { events, archived, ...matter } of DEMO_MATTERS) {
      const existing = await ctx.db
        .query('projects')
        .withIndex('by_organizationId_and_slug', (q) =>
          q.eq('organizationId', organizationId).eq('slug', matter.slug),
        )
        .first()
      if (existing) {
        continue
      }
      const actors = new Map<string, Id<'users'>>()
      for (const event of events) {
        const user = await ctx.db
          .query('users')
          .withIndex('by_email', (q) => q.eq('email', event.by))
          .first()
        if (!user) {
          throw new Error(`Demo user ${event.by} was not created`)
        }
        actors.set(event.by, user._id)
      }
      const first = events[0]!
      const last = events[events.length - 1]!
      const projectId = await ctx.db.insert('projects', {
        ...matter,
        organizationId,
        createdBy: actors.get(first.by)!,
        lastActivityAt: now - last.daysAgo * DAY,
        ...(archived ? { archivedAt: now - last.daysAgo * DAY } : {}),
      })
      for (const event of events) {
        await appendAuditEvent(ctx, {
          organizationId,
          projectId,
          actorId: actors.get(event.by)!,
          action: event.action,
          summary: event.summary,
          at: now - event.daysAgo * DAY,
        })
      }
    }
  },
})

export const linkDemoMembers = internalMutation({
  args: {
    organizationName: v.string(),
    people: v.array(
      v.object({ email: v.string(), orgRole: v.union(vOrgRole, v.null()), role: vUserRole }),
    ),
  },
  handler: async (ctx, { organizationName, people }) => {
    // Idempotent: the demo firm is found by name among organisations with the demo slug prefix.
    const base = organizationSlug(organizationName)
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
        await ctx.db.insert('memberships', {
          organizationId,
          userId: user._id,
          role: person.orgRole,
        })
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
 * Demo data (idempotent): `convex-local run demo/seed:demo`. Creates the demo firm with an
 * organisation admin, a member and a superadmin, all signing in with DEMO_PASSWORD, and four
 * matters (one archived) with their audit trail; two of them get a dossier of generated documents.
 */
/**
 * The demo people's accounts, created as verified (a demo address cannot receive mail, and the
 * firm must work at once) with DEMO_PASSWORD, through better-auth's own adapter so its triggers
 * create the app users. An account left unverified by an older data directory is verified.
 */
async function ensureDemoAccounts(ctx: ActionCtx) {
  const auth = await createAuth(ctx).$context
  for (const person of DEMO_USERS) {
    const found = await auth.internalAdapter.findUserByEmail(person.email)
    if (found) {
      if (!found.user.emailVerified) {
        await auth.internalAdapter.updateUser(found.user.id, { emailVerified: true })
      }
      continue
    }
    const user = await auth.internalAdapter.createUser({
      email: person.email,
      name: person.name,
      emailVerified: true,
    })
    await auth.internalAdapter.linkAccount({
      userId: user.id,
      providerId: 'credential',
      accountId: user.id,
      password: await auth.password.hash(DEMO_PASSWORD),
    })
  }
}

type DemoSignIns = {
  organization: { name: string; slug: string }
  password: string
  users: {
    email: string
    name: string
    orgRole: 'Member' | 'OrganizationAdmin' | null
    role: 'user' | 'superadmin'
  }[]
}

export const demo = internalAction({
  // `dossier: false` skips the generated documents (and their processing) for tests that only
  // need the firm.
  args: { dossier: v.optional(v.boolean()) },
  handler: async (ctx, { dossier = true }): Promise<DemoSignIns> => {
    await ensureDemoAccounts(ctx)
    const organization: { organizationId: Id<'organizations'>; slug: string } =
      await ctx.runMutation(internal.demo.seed.linkDemoMembers, {
        organizationName: DEMO_ORGANIZATION,
        people: DEMO_USERS.map(({ email, orgRole, role }) => ({ email, orgRole, role })),
      })
    await ctx.runMutation(internal.demo.seed.seedDemoMatters, {
      organizationId: organization.organizationId,
    })
    await ctx.runMutation(internal.demo.modules.seedModules, {})
    await ctx.runMutation(internal.demo.prompts.seedPrompts, {})
    if (dossier) {
      await ctx.runAction(internal.demo.dossierFiles.seed, {
        organizationId: organization.organizationId,
      })
      await ctx.runMutation(internal.demo.modules.seedChronologyDraft, {
        organizationId: organization.organizationId,
        look: 0,
      })
    }

    return {
      organization: { name: DEMO_ORGANIZATION, slug: organization.slug },
      password: DEMO_PASSWORD,
      users: DEMO_USERS.map(({ email, name, orgRole, role }) => ({ email, name, orgRole, role })),
    }
  },
})
