import { describe, expect, test } from 'vitest'
import { api } from '../_generated/api'
import type { Id } from '../_generated/dataModel'
import { verifyAuditChain } from '../lib/audit'
import { MIGRATION_CAPS } from '../../shared/supportRules'
import { makeTest, type TestConvex } from '../testing/test.setup'
import { chainOf, supportFirms } from '../testing/test.support'

type Firms = Awaited<ReturnType<typeof supportFirms>>
type Caller = Firms['boss'] | TestConvex

function moveMember(f: Firms, role: 'Member' | 'OrganizationAdmin' = 'Member') {
  return {
    userId: f.member.userId,
    fromOrganizationId: f.organizationId,
    toOrganizationId: f.otherOrganizationId,
    role,
  }
}

/** Every row the migration could touch, as JSON by id. */
async function state(t: TestConvex) {
  return await t.run(async (ctx) => {
    const rows: Record<string, string> = {}
    for (const table of [
      'users',
      'memberships',
      'projects',
      'threads',
      'threadMessages',
      'drafts',
      'draftVersions',
      'prompts',
      'favorites',
      'promptFavorites',
      'auditEvents',
    ] as const) {
      for (const doc of await ctx.db.query(table).collect()) rows[doc._id] = JSON.stringify(doc)
    }
    return rows
  })
}

describe('migration: who may call', () => {
  test('anyone but a superadmin gets NOT_FOUND from every migration function (signed out: UNAUTHENTICATED), and nothing changes', async () => {
    const t = makeTest()
    const f = await supportFirms(t)
    const before = await state(t)
    const calls = {
      findUsers: (as: Caller) => as.query(api.admin.migrate.findUsers, { search: 'mo@' }),
      user: (as: Caller) => as.query(api.admin.migrate.user, { userId: f.member.userId }),
      dryRun: (as: Caller) => as.query(api.admin.migrate.dryRun, moveMember(f)),
      run: (as: Caller) => as.mutation(api.admin.migrate.run, moveMember(f)),
    }
    for (const [name, call] of Object.entries(calls)) {
      await expect(call(t), `${name} signed out`).rejects.toMatchObject({
        data: { code: 'UNAUTHENTICATED' },
      })
      for (const [who, caller] of [
        ['the member', f.member.as],
        ['the firm’s own admin', f.admin.as],
        ['another firm’s admin', f.other.as],
      ] as const) {
        await expect(call(caller), `${name} as ${who}`).rejects.toMatchObject({
          data: { code: 'NOT_FOUND' },
        })
      }
    }
    expect(await state(t)).toEqual(before)
  })
})

describe('migration', () => {
  test('finds the user by name or email and lists their memberships and the other firms', async () => {
    const t = makeTest()
    const f = await supportFirms(t)
    expect(
      (await f.boss.query(api.admin.migrate.findUsers, { search: 'MO MEM' })).map((u) => u.email),
    ).toEqual(['mo@hale.test'])
    expect(await f.boss.query(api.admin.migrate.findUsers, { search: 'm' })).toEqual([])
    const user = await f.boss.query(api.admin.migrate.user, { userId: f.member.userId })
    expect(user.memberships).toEqual([
      { organizationId: f.organizationId, organizationName: 'Hale LLP', role: 'Member' },
    ])
    expect(user.organizations.map((org) => org.name)).toEqual(['Other LLP'])
  })

  test('the dry run says exactly what the move then does, and the user finds their work in the new firm', async () => {
    const t = makeTest()
    const f = await supportFirms(t)
    const plan = await f.boss.query(api.admin.migrate.dryRun, moveMember(f))
    expect(plan).toMatchObject({
      problems: [],
      matterName: 'Migrated from Hale LLP',
      moves: {
        threads: { count: 1, titles: ['Limitation period'] },
        messages: 2,
        drafts: { count: 1, titles: ['Chronology'] },
        draftVersions: 1,
        prompts: { count: 1, titles: ['Deposition outline'] },
      },
      stays: {
        sharedThreads: { count: 1, titles: ['Damages theory'] },
        sharedDrafts: { count: 1, titles: ['Issues memo'] },
      },
      dropped: { favorites: 1, promptStars: 0 },
    })
    // The dry run wrote nothing.
    const before = await state(t)
    expect(await f.boss.query(api.admin.migrate.dryRun, moveMember(f))).toEqual(plan)
    expect(await state(t)).toEqual(before)

    const { projectId, ...done } = await f.boss.mutation(api.admin.migrate.run, moveMember(f))
    expect(done).toEqual(plan)

    const after = await t.run(async (ctx) => ({
      project: await ctx.db.get('projects', projectId!),
      privateThread: await ctx.db.get('threads', f.privateThreadId),
      sharedThread: await ctx.db.get('threads', f.sharedThreadId),
      messages: await ctx.db
        .query('threadMessages')
        .withIndex('by_threadId', (q) => q.eq('threadId', f.privateThreadId))
        .collect(),
      privateDraft: await ctx.db.get('drafts', f.privateDraftId),
      sharedDraft: await ctx.db.get('drafts', f.sharedDraftId),
      versions: await ctx.db
        .query('draftVersions')
        .withIndex('by_draftId', (q) => q.eq('draftId', f.privateDraftId))
        .collect(),
      prompt: await ctx.db.get('prompts', f.promptId),
      favorites: await ctx.db.query('favorites').collect(),
      memberships: await ctx.db
        .query('memberships')
        .withIndex('by_userId', (q) => q.eq('userId', f.member.userId))
        .collect(),
      user: await ctx.db.get('users', f.member.userId),
    }))
    const target = f.otherOrganizationId
    expect(after.project).toMatchObject({ organizationId: target, name: 'Migrated from Hale LLP' })
    expect(after.privateThread).toMatchObject({ organizationId: target, projectId })
    expect(
      after.messages.every((m) => m.organizationId === target && m.projectId === projectId),
    ).toBe(true)
    expect(after.sharedThread).toMatchObject({
      organizationId: f.organizationId,
      projectId: f.projectId,
    })
    expect(after.privateDraft).toMatchObject({ organizationId: target, projectId })
    expect(after.privateDraft!.inputs).toEqual({ text: 'Focus on damages' })
    expect(after.versions.every((version) => version.organizationId === target)).toBe(true)
    expect(after.sharedDraft).toMatchObject({ organizationId: f.organizationId })
    expect(after.prompt).toMatchObject({ organizationId: target, scope: 'personal' })
    expect(after.favorites).toEqual([])
    expect(after.memberships).toEqual([
      expect.objectContaining({ organizationId: target, role: 'Member' }),
    ])
    expect(after.user!.currentOrganizationId).toBe(target)

    // The user sees their thread and prompt in the new firm; the old firm keeps its documents.
    const thread = await f.member.as.query(api.associate.threads.get, {
      threadId: f.privateThreadId,
    })
    expect(thread.messages.map((message) => message.text)).toContain(
      'The answer to Limitation period.',
    )
    const prompts = await f.member.as.query(api.prompts.library.list, {})
    expect(JSON.stringify(prompts)).toContain('Deposition outline')
    await expect(
      f.member.as.query(api.associate.threads.get, { threadId: f.sharedThreadId }),
    ).rejects.toMatchObject({ data: { code: 'NOT_FOUND' } })

    // Audited on both firms' chains and the deployment's, each chain still whole.
    for (const organizationId of [f.organizationId, target, undefined]) {
      const chain = await chainOf(t, organizationId as Id<'organizations'> | undefined)
      expect(chain.some((event) => event.action === 'member.migrated')).toBe(true)
      const check = await t.run(async (ctx) => await verifyAuditChain(ctx, organizationId))
      expect(check, `chain ${organizationId ?? 'deployment'}`).toMatchObject({ ok: true })
    }
    const deployment = (await chainOf(t, undefined)).find((e) => e.action === 'member.migrated')!
    expect(deployment.summary).toContain('from Hale LLP to Other LLP')
  })

  test('the last admin of a firm is refused with a clear CONFLICT, and nothing changes', async () => {
    const t = makeTest()
    const f = await supportFirms(t)
    const move = {
      userId: f.admin.userId,
      fromOrganizationId: f.organizationId,
      toOrganizationId: f.otherOrganizationId,
      role: 'Member' as const,
    }
    const plan = await f.boss.query(api.admin.migrate.dryRun, move)
    expect(plan.problems).toEqual([
      'Ada Admin is the only admin of Hale LLP: make someone else an admin there first',
    ])
    const before = await state(t)
    await expect(f.boss.mutation(api.admin.migrate.run, move)).rejects.toMatchObject({
      data: { code: 'CONFLICT', message: plan.problems[0] },
    })
    expect(await state(t)).toEqual(before)
  })

  test('a user already in the target firm is refused', async () => {
    const t = makeTest()
    const f = await supportFirms(t)
    await t.run((ctx) =>
      ctx.db.insert('memberships', {
        organizationId: f.otherOrganizationId,
        userId: f.member.userId,
        role: 'Member',
      }),
    )
    await expect(f.boss.mutation(api.admin.migrate.run, moveMember(f))).rejects.toMatchObject({
      data: { code: 'CONFLICT', message: 'Mo Member is already a member of Other LLP' },
    })
  })

  test('above the cap the move is refused and says so', async () => {
    const t = makeTest()
    const f = await supportFirms(t)
    await t.run(async (ctx) => {
      for (let i = 0; i < MIGRATION_CAPS.threads; i += 1) {
        await ctx.db.insert('threads', {
          organizationId: f.organizationId,
          projectId: f.projectId,
          authorId: f.member.userId,
          title: `Thread ${i}`,
          scope: { kind: 'matter' },
          lastMessageAt: i,
          sharedCount: 0,
        })
      }
    })
    const plan = await f.boss.query(api.admin.migrate.dryRun, moveMember(f))
    expect(plan.moves.threads.count).toBe(MIGRATION_CAPS.threads + 1)
    expect(plan.moves.threads.titles).toHaveLength(20)
    expect(plan.problems).toEqual([
      `More than ${MIGRATION_CAPS.threads} conversations would move; at most ${MIGRATION_CAPS.threads} move in one step`,
    ])
    const before = await state(t)
    await expect(f.boss.mutation(api.admin.migrate.run, moveMember(f))).rejects.toMatchObject({
      data: { code: 'CONFLICT' },
    })
    expect(await state(t)).toEqual(before)
  })

  test('bad input is refused and changes nothing', async () => {
    const t = makeTest()
    const f = await supportFirms(t)
    const before = await state(t)
    await expect(
      f.boss.mutation(api.admin.migrate.run, {
        ...moveMember(f),
        toOrganizationId: f.organizationId,
      }),
    ).rejects.toMatchObject({ data: { code: 'INVALID_INPUT' } })
    for (const bad of [
      { userId: 'nobody' },
      { fromOrganizationId: f.otherOrganizationId },
      { toOrganizationId: 'nowhere' },
    ]) {
      await expect(
        f.boss.mutation(api.admin.migrate.run, { ...moveMember(f), ...bad }),
      ).rejects.toMatchObject({ data: { code: 'NOT_FOUND' } })
    }
    await expect(
      f.boss.mutation(api.admin.migrate.run, {
        ...moveMember(f),
        role: 'Owner' as 'Member',
      }),
    ).rejects.toThrow(/ArgumentValidationError|Validator/)
    expect(await state(t)).toEqual(before)
  })
})
