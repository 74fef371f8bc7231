import { afterEach, describe, expect, test, vi } from 'vitest'
import { api, internal } from '../_generated/api'
import type { Id } from '../_generated/dataModel'
import { MAX_MATTERS_LISTED } from './model'
import { code, firm, matter } from '../testing/test.firm'
import { makeTest, seedUser, type TestConvex } from '../testing/test.setup'

const counts = (t: TestConvex) =>
  t.run(async (ctx) => ({
    projects: (await ctx.db.query('projects').collect()).length,
    auditEvents: (await ctx.db.query('auditEvents').collect()).length,
  }))

const eventsOf = (t: TestConvex, projectId: Id<'projects'>) =>
  t.run(
    async (ctx) =>
      await ctx.db
        .query('auditEvents')
        .withIndex('by_projectId_and_at', (q) => q.eq('projectId', projectId))
        .collect(),
  )

afterEach(() => {
  vi.useRealTimers()
})

/** Fakes only Date, so each step of a test happens at a distinct, known time. */
function clockAt(ms: number) {
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(ms)
}

describe('projects.create validation (spec §5)', () => {
  const cases: [string, Record<string, unknown>, string, string][] = [
    ['a blank name', { name: '   ' }, 'name', 'Matter name is required'],
    [
      'no represented party',
      { representedParties: [] },
      'representedParties',
      'At least one represented party is required',
    ],
    [
      'a party without a name',
      { representedParties: [{ name: ' ', role: 'Defendant' }] },
      'representedParties.0.name',
      'Party name is required',
    ],
    [
      'a party without a role',
      { representedParties: [{ name: 'Acme Corp', role: '' }] },
      'representedParties.0.role',
      'Role is required',
    ],
    [
      'a role outside Plaintiff, Defendant, Third-Party',
      { representedParties: [{ name: 'Acme Corp', role: 'plaintiff' }] },
      'representedParties.0.role',
      'Role is required',
    ],
    [
      'a blank internal matter id',
      { internalMatterId: ' ' },
      'internalMatterId',
      'Internal Matter ID is required',
    ],
    [
      'a stage outside the list',
      { litigationStage: 'Settlement' },
      'litigationStage',
      'Choose a litigation stage from the list',
    ],
  ]

  test.each(cases)(
    '%s is INVALID_INPUT with the spec message and writes nothing',
    async (_, overrides, path, message) => {
      const t = makeTest()
      const { admin } = await firm(t)

      await expect(
        admin.as.mutation(api.matters.projects.create, matter(overrides)),
      ).rejects.toMatchObject({
        data: { code: 'INVALID_INPUT', message, issues: [{ path, message }] },
      })
      await expect(counts(t)).resolves.toEqual({ projects: 0, auditEvents: 0 })
    },
  )

  test('every mistake is reported at once; the message is the first one', async () => {
    const t = makeTest()
    const { admin } = await firm(t)

    await expect(
      admin.as.mutation(api.matters.projects.create, {
        name: '',
        representedParties: [
          { name: 'Acme Corp', role: 'Plaintiff' },
          { name: '', role: 'Judge' },
        ],
        internalMatterId: '',
      }),
    ).rejects.toMatchObject({
      data: {
        code: 'INVALID_INPUT',
        message: 'Matter name is required',
        issues: [
          { path: 'name', message: 'Matter name is required' },
          { path: 'representedParties.1.name', message: 'Party name is required' },
          { path: 'representedParties.1.role', message: 'Role is required' },
          { path: 'internalMatterId', message: 'Internal Matter ID is required' },
        ],
      },
    })
  })

  test('values are trimmed; blank optional fields are left out; adverse parties may be unnamed', async () => {
    const t = makeTest()
    const { admin, organizationId } = await firm(t)

    const { slug } = await admin.as.mutation(api.matters.projects.create, {
      name: '  Acme Corp v. Widget Industries ',
      description: '  Breach of supply contract ',
      representedParties: [{ name: ' Acme Corp ', role: 'Plaintiff' }],
      adverseParties: [{ name: '  Widget Industries ' }, { name: '   ' }, {}],
      docketNumber: ' 1:26-cv-00042 ',
      internalMatterId: ' HW-2026-0001 ',
      judge: '   ',
      summary: '',
      keyAllegations: ' Breach ',
      classPeriod: ' ',
      litigationStage: ' Discovery ',
    })

    const project = await admin.as.query(api.matters.projects.getBySlug, { slug })
    expect(project).toMatchObject({
      organizationId,
      name: 'Acme Corp v. Widget Industries',
      description: 'Breach of supply contract',
      representedParties: [{ name: 'Acme Corp', role: 'Plaintiff' }],
      adverseParties: [{ name: 'Widget Industries' }, {}, {}],
      docketNumber: '1:26-cv-00042',
      internalMatterId: 'HW-2026-0001',
      keyAllegations: 'Breach',
      litigationStage: 'Discovery',
      slug: 'acme-corp-v-widget-industries',
      createdBy: admin.userId,
    })
    expect(project).not.toHaveProperty('judge')
    expect(project).not.toHaveProperty('summary')
    expect(project).not.toHaveProperty('classPeriod')
    expect(project).not.toHaveProperty('archivedAt')
    expect(project.adverseParties[1]).not.toHaveProperty('name')
  })

  test('the stage is optional', async () => {
    const t = makeTest()
    const { admin } = await firm(t)

    const { slug } = await admin.as.mutation(
      api.matters.projects.create,
      matter({ litigationStage: '' }),
    )

    expect(await admin.as.query(api.matters.projects.getBySlug, { slug })).not.toHaveProperty(
      'litigationStage',
    )
  })
})

describe('matter slugs', () => {
  test('the same name twice in one organisation gets -2, then -3', async () => {
    const t = makeTest()
    const { admin, member } = await firm(t)

    const first = await admin.as.mutation(api.matters.projects.create, matter())
    const second = await member.as.mutation(api.matters.projects.create, matter())
    const third = await admin.as.mutation(
      api.matters.projects.create,
      matter({ name: 'ACME corp v Widget Industries!' }),
    )

    expect([first.slug, second.slug, third.slug]).toEqual([
      'acme-corp-v-widget-industries',
      'acme-corp-v-widget-industries-2',
      'acme-corp-v-widget-industries-3',
    ])
  })

  test('the same name in two organisations is plain in both', async () => {
    const t = makeTest()
    const { admin, outsider } = await firm(t)

    const ours = await admin.as.mutation(api.matters.projects.create, matter())
    const theirs = await outsider.as.mutation(api.matters.projects.create, matter())

    expect(ours.slug).toBe('acme-corp-v-widget-industries')
    expect(theirs.slug).toBe('acme-corp-v-widget-industries')
  })

  test("'new' is reserved for the create screen", async () => {
    const t = makeTest()
    const { admin } = await firm(t)

    const { slug } = await admin.as.mutation(api.matters.projects.create, matter({ name: 'New' }))

    expect(slug).toBe('new-2')
  })

  test('a name without ASCII letters still gets a slug', async () => {
    const t = makeTest()
    const { admin } = await firm(t)

    const { slug } = await admin.as.mutation(
      api.matters.projects.create,
      matter({ name: '東京訴訟' }),
    )

    expect(slug).toBe('matter')
  })

  test('the slug is stable when the matter is renamed', async () => {
    const t = makeTest()
    const { admin } = await firm(t)
    const { projectId, slug } = await admin.as.mutation(api.matters.projects.create, matter())

    const updated = await admin.as.mutation(api.matters.projects.update, {
      projectId,
      ...matter({ name: 'Acme Corp v. Widget Holdings' }),
    })

    expect(updated).toEqual({ slug })
    await expect(admin.as.query(api.matters.projects.getBySlug, { slug })).resolves.toMatchObject({
      name: 'Acme Corp v. Widget Holdings',
      slug,
    })
  })
})

describe('projects.getBySlug', () => {
  test("an unknown slug is NOT_FOUND 'Project not found'", async () => {
    const t = makeTest()
    const { admin } = await firm(t)

    await expect(
      admin.as.query(api.matters.projects.getBySlug, { slug: 'nope' }),
    ).rejects.toMatchObject(code('NOT_FOUND', 'Project not found'))
  })

  test('an archived matter still resolves, with archivedAt', async () => {
    const t = makeTest()
    const { admin } = await firm(t)
    const { projectId, slug } = await admin.as.mutation(api.matters.projects.create, matter())
    await admin.as.mutation(api.matters.projects.archive, { projectId })

    const project = await admin.as.query(api.matters.projects.getBySlug, { slug })

    expect(project.archivedAt).toEqual(expect.any(Number))
  })
})

describe('projects.update', () => {
  test('replaces the fields, records which changed, and bumps the last activity', async () => {
    const t = makeTest()
    const { admin, member } = await firm(t)
    clockAt(Date.UTC(2026, 0, 1))
    const { projectId, slug } = await admin.as.mutation(
      api.matters.projects.create,
      matter({ judge: 'Hon. A. Smith', summary: 'Old summary' }),
    )
    clockAt(Date.UTC(2026, 0, 2))

    await member.as.mutation(api.matters.projects.update, {
      projectId,
      ...matter({ name: 'Acme v. Widget', judge: 'Hon. B. Jones', summary: '  ' }),
    })

    const project = await admin.as.query(api.matters.projects.getBySlug, { slug })
    expect(project).toMatchObject({ name: 'Acme v. Widget', judge: 'Hon. B. Jones' })
    expect(project).not.toHaveProperty('summary')
    expect(project.lastActivityAt).toBe(Date.UTC(2026, 0, 2))
    expect(project.createdBy).toBe(admin.userId)
    const events = await eventsOf(t, projectId)
    expect(events.at(-1)).toMatchObject({
      action: 'project.updated',
      summary: 'Edited name, judge, summary',
      actorId: member.userId,
      at: Date.UTC(2026, 0, 2),
    })
  })

  test('saving without a change writes nothing: no event, same last activity', async () => {
    const t = makeTest()
    const { admin } = await firm(t)
    clockAt(Date.UTC(2026, 0, 1))
    const { projectId, slug } = await admin.as.mutation(api.matters.projects.create, matter())
    const before = await admin.as.query(api.matters.projects.getBySlug, { slug })
    clockAt(Date.UTC(2026, 0, 2))

    // Blank optional fields and untrimmed names clean to the stored values.
    await expect(
      admin.as.mutation(api.matters.projects.update, {
        projectId,
        ...matter({ name: `  ${before.name}  `, summary: ' ' }),
      }),
    ).resolves.toEqual({ slug })

    await expect(admin.as.query(api.matters.projects.getBySlug, { slug })).resolves.toEqual(before)
    await expect(eventsOf(t, projectId)).resolves.toHaveLength(1)
  })

  test('invalid input is INVALID_INPUT and changes nothing', async () => {
    const t = makeTest()
    const { admin } = await firm(t)
    const { projectId, slug } = await admin.as.mutation(api.matters.projects.create, matter())
    const before = await admin.as.query(api.matters.projects.getBySlug, { slug })

    await expect(
      admin.as.mutation(api.matters.projects.update, {
        projectId,
        ...matter({ representedParties: [] }),
      }),
    ).rejects.toMatchObject({
      data: { code: 'INVALID_INPUT', message: 'At least one represented party is required' },
    })

    await expect(admin.as.query(api.matters.projects.getBySlug, { slug })).resolves.toEqual(before)
    await expect(eventsOf(t, projectId)).resolves.toHaveLength(1)
  })

  test("an archived matter is CONFLICT 'This matter is archived'", async () => {
    const t = makeTest()
    const { admin } = await firm(t)
    const { projectId } = await admin.as.mutation(api.matters.projects.create, matter())
    await admin.as.mutation(api.matters.projects.archive, { projectId })

    await expect(
      admin.as.mutation(api.matters.projects.update, { projectId, ...matter({ name: 'Renamed' }) }),
    ).rejects.toMatchObject(code('CONFLICT', 'This matter is archived'))
    await expect(eventsOf(t, projectId)).resolves.toHaveLength(2)
  })
})

describe('projects.archive and projects.restore', () => {
  test('archive then restore, each audited; repeating either is CONFLICT', async () => {
    const t = makeTest()
    const { admin, member } = await firm(t)
    clockAt(Date.UTC(2026, 1, 1))
    const { projectId, slug } = await admin.as.mutation(api.matters.projects.create, matter())
    clockAt(Date.UTC(2026, 1, 2))

    await expect(
      member.as.mutation(api.matters.projects.archive, { projectId }),
    ).resolves.toBeNull()
    await expect(admin.as.query(api.matters.projects.getBySlug, { slug })).resolves.toMatchObject({
      archivedAt: Date.UTC(2026, 1, 2),
      lastActivityAt: Date.UTC(2026, 1, 2),
    })
    await expect(
      member.as.mutation(api.matters.projects.archive, { projectId }),
    ).rejects.toMatchObject(code('CONFLICT', 'This matter is already archived'))

    clockAt(Date.UTC(2026, 1, 3))
    await expect(
      member.as.mutation(api.matters.projects.restore, { projectId }),
    ).resolves.toBeNull()
    const restored = await admin.as.query(api.matters.projects.getBySlug, { slug })
    expect(restored).not.toHaveProperty('archivedAt')
    expect(restored.lastActivityAt).toBe(Date.UTC(2026, 1, 3))
    await expect(
      member.as.mutation(api.matters.projects.restore, { projectId }),
    ).rejects.toMatchObject(code('CONFLICT', 'This matter is not archived'))

    const events = await eventsOf(t, projectId)
    expect(events.map(({ action, summary, actorId }) => ({ action, summary, actorId }))).toEqual([
      { action: 'project.created', summary: 'Created the matter', actorId: admin.userId },
      { action: 'project.archived', summary: 'Archived the matter', actorId: member.userId },
      { action: 'project.restored', summary: 'Restored the matter', actorId: member.userId },
    ])
  })
})

describe('projects.list', () => {
  test('newest activity first; archived ones only with includeArchived', async () => {
    const t = makeTest()
    const { admin } = await firm(t)
    clockAt(Date.UTC(2026, 2, 1))
    const a = await admin.as.mutation(api.matters.projects.create, matter({ name: 'Alpha' }))
    clockAt(Date.UTC(2026, 2, 2))
    const b = await admin.as.mutation(api.matters.projects.create, matter({ name: 'Bravo' }))
    clockAt(Date.UTC(2026, 2, 3))
    const c = await admin.as.mutation(api.matters.projects.create, matter({ name: 'Charlie' }))
    clockAt(Date.UTC(2026, 2, 4))
    await admin.as.mutation(api.matters.projects.update, {
      projectId: a.projectId,
      ...matter({ name: 'Alpha', judge: 'Hon. C. Reyes' }),
    })
    clockAt(Date.UTC(2026, 2, 5))
    await admin.as.mutation(api.matters.projects.archive, { projectId: b.projectId })

    const active = await admin.as.query(api.matters.projects.list, {})
    expect(active.map((row) => row.slug)).toEqual([a.slug, c.slug])
    const all = await admin.as.query(api.matters.projects.list, { includeArchived: true })
    expect(all.map((row) => row.slug)).toEqual([b.slug, a.slug, c.slug])
    expect(all[0]).toEqual({
      _id: b.projectId,
      _creationTime: expect.any(Number),
      slug: 'bravo',
      name: 'Bravo',
      representedParties: [{ name: 'Acme Corp', role: 'Plaintiff' }],
      adverseParties: [],
      internalMatterId: 'HW-2026-0001',
      lastActivityAt: Date.UTC(2026, 2, 5),
      archivedAt: Date.UTC(2026, 2, 5),
    })
  })

  test(`returns at most ${MAX_MATTERS_LISTED}, the most recently active`, async () => {
    const t = makeTest()
    const { admin, organizationId } = await firm(t)
    await t.run(async (ctx) => {
      for (let i = 0; i <= MAX_MATTERS_LISTED; i += 1) {
        await ctx.db.insert('projects', {
          organizationId,
          name: `Matter ${i}`,
          representedParties: [{ name: 'Acme Corp', role: 'Plaintiff' }],
          adverseParties: [],
          internalMatterId: `M-${i}`,
          slug: `matter-${i}`,
          createdBy: admin.userId,
          lastActivityAt: 1_000 + i,
        })
      }
    })

    const rows = await admin.as.query(api.matters.projects.list, {})

    expect(rows).toHaveLength(MAX_MATTERS_LISTED)
    expect(rows[0]!.slug).toBe(`matter-${MAX_MATTERS_LISTED}`)
    expect(rows.some((row) => row.slug === 'matter-0')).toBe(false)
  })
})

describe('projects.activity', () => {
  test('the latest 20 events of the matter, newest first, with who did them', async () => {
    const t = makeTest()
    const { admin, member } = await firm(t)
    clockAt(Date.UTC(2026, 3, 1))
    const { projectId } = await admin.as.mutation(api.matters.projects.create, matter())
    const other = await admin.as.mutation(
      api.matters.projects.create,
      matter({ name: 'Other matter' }),
    )
    for (let day = 2; day <= 23; day += 1) {
      clockAt(Date.UTC(2026, 3, day))
      await member.as.mutation(api.matters.projects.update, {
        projectId,
        ...matter({ judge: `Judge ${day}` }),
      })
    }

    const events = await admin.as.query(api.matters.projects.activity, { projectId })

    expect(events).toHaveLength(20)
    expect(events[0]).toEqual({
      _id: expect.any(String),
      action: 'project.updated',
      summary: 'Edited judge',
      at: Date.UTC(2026, 3, 23),
      actorName: 'Marcus Member',
    })
    expect(events.at(-1)!.at).toBe(Date.UTC(2026, 3, 4))
    await expect(
      admin.as.query(api.matters.projects.activity, { projectId: other.projectId }),
    ).resolves.toEqual([
      {
        _id: expect.any(String),
        action: 'project.created',
        summary: 'Created the matter',
        at: Date.UTC(2026, 3, 1),
        actorName: 'Eleanor Admin',
      },
    ])
  })
})

describe('authorization', () => {
  async function withMatter(t: TestConvex) {
    const people = await firm(t)
    const created = await people.admin.as.mutation(api.matters.projects.create, matter())
    return { ...people, ...created }
  }

  test('anonymous callers get UNAUTHENTICATED from every function', async () => {
    const t = makeTest()
    const { projectId, slug } = await withMatter(t)
    const unauthenticated = code('UNAUTHENTICATED', 'Authentication required')

    await expect(t.query(api.matters.projects.list, {})).rejects.toMatchObject(unauthenticated)
    await expect(t.query(api.matters.projects.getBySlug, { slug })).rejects.toMatchObject(
      unauthenticated,
    )
    await expect(t.query(api.matters.projects.activity, { projectId })).rejects.toMatchObject(
      unauthenticated,
    )
    await expect(t.mutation(api.matters.projects.create, matter())).rejects.toMatchObject(
      unauthenticated,
    )
    await expect(
      t.mutation(api.matters.projects.update, { projectId, ...matter() }),
    ).rejects.toMatchObject(unauthenticated)
    await expect(t.mutation(api.matters.projects.archive, { projectId })).rejects.toMatchObject(
      unauthenticated,
    )
    await expect(t.mutation(api.matters.projects.restore, { projectId })).rejects.toMatchObject(
      unauthenticated,
    )
    await expect(counts(t)).resolves.toEqual({ projects: 1, auditEvents: 1 })
  })

  test("an outsider cannot list, read, edit, archive or restore another firm's matter", async () => {
    const t = makeTest()
    const { outsider, projectId, slug, admin } = await withMatter(t)
    const notFound = code('NOT_FOUND', 'Project not found')

    await expect(
      outsider.as.query(api.matters.projects.list, { includeArchived: true }),
    ).resolves.toEqual([])
    await expect(outsider.as.query(api.matters.projects.getBySlug, { slug })).rejects.toMatchObject(
      notFound,
    )
    await expect(
      outsider.as.query(api.matters.projects.activity, { projectId }),
    ).rejects.toMatchObject(notFound)
    await expect(
      outsider.as.mutation(api.matters.projects.update, {
        projectId,
        ...matter({ name: 'Hijacked' }),
      }),
    ).rejects.toMatchObject(notFound)
    await expect(
      outsider.as.mutation(api.matters.projects.archive, { projectId }),
    ).rejects.toMatchObject(notFound)
    await admin.as.mutation(api.matters.projects.archive, { projectId })
    await expect(
      outsider.as.mutation(api.matters.projects.restore, { projectId }),
    ).rejects.toMatchObject(notFound)

    await expect(admin.as.query(api.matters.projects.getBySlug, { slug })).resolves.toMatchObject({
      name: 'Acme Corp v. Widget Industries',
      archivedAt: expect.any(Number),
    })
    await expect(eventsOf(t, projectId)).resolves.toHaveLength(2)
  })

  test("an outsider's own matters stay in their firm", async () => {
    const t = makeTest()
    const { outsider, admin, otherOrganizationId } = await withMatter(t)

    const { slug } = await outsider.as.mutation(
      api.matters.projects.create,
      matter({ name: 'Their matter' }),
    )

    await expect(
      outsider.as.query(api.matters.projects.getBySlug, { slug }),
    ).resolves.toMatchObject({
      organizationId: otherOrganizationId,
    })
    await expect(admin.as.query(api.matters.projects.getBySlug, { slug })).rejects.toMatchObject(
      code('NOT_FOUND'),
    )
    expect((await admin.as.query(api.matters.projects.list, {})).map((row) => row.name)).toEqual([
      'Acme Corp v. Widget Industries',
    ])
  })

  test('a user without a current organisation gets NOT_FOUND and writes nothing', async () => {
    const t = makeTest()
    const { projectId } = await withMatter(t)
    const loner = await seedUser(t, { email: 'loner@nowhere.test' })

    await expect(loner.as.query(api.matters.projects.list, {})).rejects.toMatchObject(
      code('NOT_FOUND'),
    )
    await expect(loner.as.mutation(api.matters.projects.create, matter())).rejects.toMatchObject(
      code('NOT_FOUND'),
    )
    await expect(
      loner.as.mutation(api.matters.projects.archive, { projectId }),
    ).rejects.toMatchObject(code('NOT_FOUND'))
    await expect(counts(t)).resolves.toEqual({ projects: 1, auditEvents: 1 })
  })

  test('a removed member whose current organisation still points there gets NOT_FOUND', async () => {
    const t = makeTest()
    const { member, organizationId, slug } = await withMatter(t)
    await t.run(async (ctx) => {
      const membership = await ctx.db
        .query('memberships')
        .withIndex('by_organizationId_and_userId', (q) =>
          q.eq('organizationId', organizationId).eq('userId', member.userId),
        )
        .unique()
      await ctx.db.delete('memberships', membership!._id)
    })

    await expect(member.as.query(api.matters.projects.list, {})).rejects.toMatchObject(
      code('NOT_FOUND'),
    )
    await expect(member.as.query(api.matters.projects.getBySlug, { slug })).rejects.toMatchObject(
      code('NOT_FOUND'),
    )
  })

  test('a member may do everything an admin may with matters', async () => {
    const t = makeTest()
    const { member, projectId, slug } = await withMatter(t)

    await expect(member.as.query(api.matters.projects.list, {})).resolves.toHaveLength(1)
    await expect(member.as.query(api.matters.projects.getBySlug, { slug })).resolves.toMatchObject({
      slug,
    })
    await expect(
      member.as.query(api.matters.projects.activity, { projectId }),
    ).resolves.toHaveLength(1)
    const created = await member.as.mutation(
      api.matters.projects.create,
      matter({ name: 'Member matter' }),
    )
    expect(created).toEqual({ projectId: expect.any(String), slug: 'member-matter' })
    await expect(
      member.as.mutation(api.matters.projects.update, {
        projectId,
        ...matter({ judge: 'Hon. C' }),
      }),
    ).resolves.toEqual({ slug })
    await expect(
      member.as.mutation(api.matters.projects.archive, { projectId }),
    ).resolves.toBeNull()
    await expect(
      member.as.mutation(api.matters.projects.restore, { projectId }),
    ).resolves.toBeNull()
  })
})

describe('seed.demo', () => {
  test('gives the demo firm four matters with their audit trail, once', async () => {
    const t = makeTest()

    await t.action(internal.demo.seed.demo, { dossier: false })
    await t.action(internal.demo.seed.demo, { dossier: false })

    const { projects, events } = await t.run(async (ctx) => ({
      projects: await ctx.db.query('projects').collect(),
      events: await ctx.db.query('auditEvents').collect(),
    }))
    expect(projects).toHaveLength(4)
    expect(projects.filter((project) => project.archivedAt !== undefined)).toHaveLength(1)
    expect(new Set(projects.map((project) => project.slug)).size).toBe(4)
    expect(events.length).toBeGreaterThanOrEqual(4)
    for (const project of projects) {
      const latest = Math.max(
        ...events.filter((event) => event.projectId === project._id).map((event) => event.at),
      )
      expect(project.lastActivityAt).toBe(latest)
    }
  })
})
