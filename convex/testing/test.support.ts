// Two firms for the support-access and migration tests (convex/admin/*.test.ts): Hale LLP (an
// admin, a member with a private and a shared thread, a private and a shared draft, a personal
// prompt and a favourite) and Other LLP (its admin). Two dots: never deployed.
import { api } from '../_generated/api'
import type { Id } from '../_generated/dataModel'
import { seedSuperadmin, seedUser, type TestConvex } from './test.setup'

export async function supportFirms(t: TestConvex) {
  const boss = await seedSuperadmin(t)
  const admin = await seedUser(t, { email: 'ada@hale.test', name: 'Ada Admin' })
  const member = await seedUser(t, { email: 'mo@hale.test', name: 'Mo Member' })
  const other = await seedUser(t, { email: 'oz@other.test', name: 'Oz Other' })
  const { organizationId } = await admin.as.mutation(api.accounts.organizations.create, {
    organizationName: 'Hale LLP',
  })
  const { organizationId: otherOrganizationId } = await other.as.mutation(
    api.accounts.organizations.create,
    { organizationName: 'Other LLP' },
  )
  await t.run(async (ctx) => {
    await ctx.db.insert('memberships', { organizationId, userId: member.userId, role: 'Member' })
    await ctx.db.patch('users', member.userId, { currentOrganizationId: organizationId })
  })
  const { projectId } = await admin.as.mutation(api.matters.projects.create, {
    name: 'Acme v. Widget',
    representedParties: [{ name: 'Acme', role: 'Plaintiff' }],
    internalMatterId: 'HW-1',
  })
  const { promptId } = await member.as.mutation(api.prompts.library.create, {
    title: 'Deposition outline',
    body: 'Outline the deposition of {{party}}',
    tags: [],
    forFirm: false,
  })
  const planted = await t.run(async (ctx) => {
    const owner = { organizationId, projectId }
    const now = Date.now()
    const thread = async (title: string, sharedCount: number) => {
      const threadId = await ctx.db.insert('threads', {
        ...owner,
        authorId: member.userId,
        title,
        scope: { kind: 'matter' },
        lastMessageAt: now,
        sharedCount,
      })
      await ctx.db.insert('threadMessages', {
        ...owner,
        threadId,
        role: 'user',
        authorId: member.userId,
        text: `${title}?`,
        status: 'done',
        citations: [],
        updatedAt: now,
      })
      await ctx.db.insert('threadMessages', {
        ...owner,
        threadId,
        role: 'assistant',
        text: `The answer to ${title}.`,
        status: 'done',
        citations: [],
        updatedAt: now,
      })
      return threadId
    }
    const privateThreadId = await thread('Limitation period', 0)
    const sharedThreadId = await thread('Damages theory', 1)
    await ctx.db.insert('threadShares', {
      ...owner,
      threadId: sharedThreadId,
      sharedWith: admin.userId,
      sharedBy: member.userId,
      sharedAt: now,
    })
    const draft = async (title: string, sharedCount: number) =>
      await ctx.db.insert('drafts', {
        ...owner,
        title,
        status: 'draft',
        blocks: [{ type: 'paragraph', text: `${title} text`, cites: [] }],
        citations: [],
        searchText: `${title} text`,
        inputs: { text: 'Focus on damages' },
        missingInputs: [],
        progress: { done: 1, total: 1 },
        createdBy: member.userId,
        sharedCount,
        updatedAt: now,
      })
    const privateDraftId = await draft('Chronology', 0)
    await ctx.db.insert('draftVersions', {
      organizationId,
      draftId: privateDraftId,
      title: 'Chronology v1',
      blocks: [],
      savedBy: member.userId,
      savedAt: now,
    })
    const sharedDraftId = await draft('Issues memo', 1)
    await ctx.db.insert('draftShares', {
      ...owner,
      draftId: sharedDraftId,
      sharedWith: admin.userId,
      sharedBy: member.userId,
      sharedAt: now,
    })
    const folderId = await ctx.db.insert('folders', {
      ...owner,
      name: 'Pleadings',
      nameKey: 'pleadings',
      slug: 'pleadings',
      path: 'pleadings',
      depth: 0,
      createdBy: admin.userId,
    })
    await ctx.db.insert('favorites', {
      userId: member.userId,
      projectId,
      target: 'folder',
      folderId,
    })
    return { privateThreadId, sharedThreadId, privateDraftId, sharedDraftId, folderId }
  })
  return {
    boss,
    admin,
    member,
    other,
    organizationId,
    otherOrganizationId,
    projectId,
    promptId,
    ...planted,
  }
}

/** Every audit event of one chain (an organisation's, or the deployment's), in order. */
export async function chainOf(t: TestConvex, organizationId: Id<'organizations'> | undefined) {
  return await t.run(async (ctx) =>
    ctx.db
      .query('auditEvents')
      .withIndex('by_organizationId_and_seq', (q) => q.eq('organizationId', organizationId))
      .collect(),
  )
}
