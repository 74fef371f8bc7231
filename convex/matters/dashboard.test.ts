import { afterEach, describe, expect, test, vi } from 'vitest'
import { api } from '../_generated/api'
import type { Id } from '../_generated/dataModel'
import { dossierFirm, insertDocument } from '../testing/test.dossier'
import { code } from '../testing/test.firm'
import { DOCUMENTS_COUNTED_MAX } from './model/dashboard'
import { type TestConvex, makeTest, seedUser } from '../testing/test.setup'

afterEach(() => {
  vi.useRealTimers()
})

// Wednesday 25 November 2026, noon UTC: the week runs from Monday the 23rd to Sunday the 29th.
const NOW = Date.UTC(2026, 10, 25, 12)

function clockAt(ms: number) {
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(ms)
}

const ENTRY = { description: 'Reviewed the complaint', billable: true }

async function insertTable(
  t: TestConvex,
  projectId: Id<'projects'>,
  name: string,
  by: Id<'users'>,
) {
  return await t.run(async (ctx) => {
    const project = (await ctx.db.get('projects', projectId))!
    return await ctx.db.insert('reviewTables', {
      organizationId: project.organizationId,
      projectId,
      name,
      columns: [],
      rowCount: 0,
      createdBy: by,
      updatedAt: Date.now(),
    })
  })
}

async function insertRun(
  t: TestConvex,
  tableId: Id<'reviewTables'>,
  by: Id<'users'>,
  state: 'running' | 'done' | 'cancelled',
  startedAt: number,
) {
  await t.run(async (ctx) => {
    const table = (await ctx.db.get('reviewTables', tableId))!
    await ctx.db.insert('reviewRuns', {
      organizationId: table.organizationId,
      tableId,
      state,
      columnIds: [],
      mode: 'missing',
      cursor: null,
      scanned: state !== 'running',
      total: 10,
      done: state === 'running' ? 4 : 10,
      failed: 0,
      model: 'offline',
      startedBy: by,
      startedAt,
    })
  })
}

async function insertDraft(
  t: TestConvex,
  projectId: Id<'projects'>,
  createdBy: Id<'users'>,
  status: 'writing' | 'draft' | 'final' | 'failed',
) {
  return await t.run(async (ctx) => {
    const project = (await ctx.db.get('projects', projectId))!
    return await ctx.db.insert('drafts', {
      organizationId: project.organizationId,
      projectId,
      title: 'Chronology',
      status,
      blocks: [],
      citations: [],
      searchText: '',
      inputs: {},
      missingInputs: [],
      progress: { done: 0, total: 1 },
      createdBy,
      updatedAt: Date.now(),
    })
  })
}

describe('matters.dashboard.get', () => {
  test('anonymous is UNAUTHENTICATED; another firm and no firm are NOT_FOUND; any member reads it', async () => {
    const t = makeTest()
    const { admin, member, outsider, projectId, otherProjectId } = await dossierFirm(t)
    const loner = await seedUser(t, { email: 'loner@nowhere.test' })

    await expect(t.query(api.matters.dashboard.get, { projectId })).rejects.toMatchObject(
      code('UNAUTHENTICATED'),
    )
    await expect(outsider.as.query(api.matters.dashboard.get, { projectId })).rejects.toMatchObject(
      code('NOT_FOUND', 'Project not found'),
    )
    await expect(loner.as.query(api.matters.dashboard.get, { projectId })).rejects.toMatchObject(
      code('NOT_FOUND'),
    )
    // A member asking for another firm's matter by its id gets the same answer as for a missing one.
    await expect(
      member.as.query(api.matters.dashboard.get, { projectId: otherProjectId }),
    ).rejects.toMatchObject(code('NOT_FOUND', 'Project not found'))
    await expect(member.as.query(api.matters.dashboard.get, { projectId })).resolves.toBeTruthy()
    await expect(admin.as.query(api.matters.dashboard.get, { projectId })).resolves.toBeTruthy()
  })

  test('a new matter: zero counts, no runs, no time, its creation as the only activity', async () => {
    clockAt(NOW)
    const t = makeTest()
    const { member, projectId } = await dossierFirm(t)

    const dashboard = await member.as.query(api.matters.dashboard.get, { projectId })

    expect(dashboard.documents.total).toBe(0)
    expect(dashboard.documents.byStatus.every((row) => row.count === 0 && !row.capped)).toBe(true)
    expect(dashboard.documents.problems).toEqual([])
    expect(dashboard.tables).toEqual({ count: 0, capped: false, running: 0, lastRun: null })
    expect(dashboard.drafts.total).toBe(0)
    expect(dashboard.time).toEqual({
      week: { from: '2026-11-23', to: '2026-11-30' },
      people: [],
      totalMinutes: 0,
      capped: false,
    })
    expect(dashboard.activity).toEqual([
      { _id: expect.any(String), action: 'project.created', at: NOW, actorName: 'Eleanor Admin' },
    ])
    expect(dashboard.dates).toEqual({
      openedAt: expect.any(Number),
      lastActivityAt: NOW,
      archivedAt: null,
      classPeriod: null,
    })
  })

  test('documents by status, with the ingest problems named and their reasons in plain words', async () => {
    const t = makeTest()
    const { admin, member, projectId, otherProjectId, outsider } = await dossierFirm(t)
    await insertDocument(t, { projectId, uploadedBy: admin.userId, name: 'Complaint.pdf' })
    await insertDocument(t, { projectId, uploadedBy: admin.userId, name: 'Answer.pdf' })
    await insertDocument(t, {
      projectId,
      uploadedBy: admin.userId,
      name: 'Scan.pdf',
      status: 'needs_ocr',
    })
    const { documentId: broken } = await insertDocument(t, {
      projectId,
      uploadedBy: admin.userId,
      name: 'Broken.pdf',
      status: 'failed',
    })
    await t.run(async (ctx) => {
      await ctx.db.patch('documents', broken, {
        statusReason: 'Processing failed: Bug : uncompressed data size mismatch',
      })
    })
    // Another firm's documents are never counted.
    await insertDocument(t, { projectId: otherProjectId, uploadedBy: outsider.userId })

    const { documents } = await member.as.query(api.matters.dashboard.get, { projectId })

    expect(documents.total).toBe(4)
    expect(Object.fromEntries(documents.byStatus.map((row) => [row.status, row.count]))).toEqual({
      queued: 0,
      processing: 0,
      ready: 2,
      failed: 1,
      needs_ocr: 1,
      password_protected: 0,
    })
    expect(documents.problems.map(({ name, status }) => ({ name, status }))).toEqual([
      { name: 'Broken.pdf', status: 'failed' },
      { name: 'Scan.pdf', status: 'needs_ocr' },
    ])
    // The parser's words never reach the page.
    expect(documents.problems[0]!.reason).toMatch(/could not read this file/)
  })

  test('a count stops at its cap and says so', async () => {
    const t = makeTest()
    const { admin, member, projectId } = await dossierFirm(t)
    const { documentId } = await insertDocument(t, { projectId, uploadedBy: admin.userId })
    await t.run(async (ctx) => {
      const document = (await ctx.db.get('documents', documentId))!
      const { _id, _creationTime, ...fields } = document
      for (let copy = 1; copy < DOCUMENTS_COUNTED_MAX + 5; copy += 1) {
        await ctx.db.insert('documents', { ...fields, name: `Copy ${copy}.pdf` })
      }
    })

    const { documents } = await member.as.query(api.matters.dashboard.get, { projectId })

    expect(documents.byStatus.find((row) => row.status === 'ready')).toEqual({
      status: 'ready',
      count: DOCUMENTS_COUNTED_MAX,
      capped: true,
    })
    expect(documents.total).toBe(DOCUMENTS_COUNTED_MAX)
  })

  test('review tables: how many, how many run now and the latest run', async () => {
    const t = makeTest()
    const { admin, member, projectId } = await dossierFirm(t)
    const older = await insertTable(t, projectId, 'Contracts', admin.userId)
    const newer = await insertTable(t, projectId, 'Witnesses', member.userId)
    await insertTable(t, projectId, 'Never run', admin.userId)
    await insertRun(t, older, admin.userId, 'done', Date.UTC(2026, 10, 1))
    await insertRun(t, older, admin.userId, 'running', Date.UTC(2026, 10, 3))
    await insertRun(t, newer, member.userId, 'done', Date.UTC(2026, 10, 4))

    const { tables } = await member.as.query(api.matters.dashboard.get, { projectId })

    expect(tables).toEqual({
      count: 3,
      capped: false,
      running: 1,
      lastRun: {
        tableId: newer,
        tableName: 'Witnesses',
        state: 'done',
        startedAt: Date.UTC(2026, 10, 4),
        startedBy: 'Marcus Member',
        done: 10,
        failed: 0,
        total: 10,
      },
    })
  })

  test("drafts by status count the viewer's own and those shared with them, not a colleague's private ones", async () => {
    const t = makeTest()
    const { admin, member, projectId } = await dossierFirm(t)
    await insertDraft(t, projectId, member.userId, 'draft')
    await insertDraft(t, projectId, member.userId, 'writing')
    await insertDraft(t, projectId, admin.userId, 'final')
    const shared = await insertDraft(t, projectId, admin.userId, 'final')
    await t.run(async (ctx) => {
      const project = (await ctx.db.get('projects', projectId))!
      await ctx.db.insert('draftShares', {
        organizationId: project.organizationId,
        projectId,
        draftId: shared,
        sharedWith: member.userId,
        sharedBy: admin.userId,
        sharedAt: Date.now(),
      })
    })

    const mine = await member.as.query(api.matters.dashboard.get, { projectId })
    const theirs = await admin.as.query(api.matters.dashboard.get, { projectId })

    const counts = (rows: { status: string; count: number }[]) =>
      Object.fromEntries(rows.map((row) => [row.status, row.count]))
    expect(counts(mine.drafts.byStatus)).toEqual({ writing: 1, draft: 1, final: 1, failed: 0 })
    expect(mine.drafts.total).toBe(3)
    expect(counts(theirs.drafts.byStatus)).toEqual({ writing: 0, draft: 0, final: 2, failed: 0 })
  })

  test("this week's time by person, with timers; last week's entries and other matters left out", async () => {
    clockAt(NOW)
    const t = makeTest()
    const { admin, member, projectId } = await dossierFirm(t)
    const { projectId: otherMatter } = await admin.as.mutation(api.matters.projects.create, {
      name: 'Harbor v. Bay',
      representedParties: [{ name: 'Harbor', role: 'Plaintiff' }],
      internalMatterId: 'HW-2',
    })
    await member.as.mutation(api.time.entries.create, {
      projectId,
      ...ENTRY,
      date: '2026-11-23',
      duration: '1h',
    })
    await member.as.mutation(api.time.entries.create, {
      projectId,
      ...ENTRY,
      date: '2026-11-25',
      duration: '0:50',
      billable: false,
    })
    await admin.as.mutation(api.time.entries.create, {
      projectId,
      ...ENTRY,
      date: '2026-11-24',
      duration: '0:30',
    })
    // Sunday of the week before, and another matter this week.
    await admin.as.mutation(api.time.entries.create, {
      projectId,
      ...ENTRY,
      date: '2026-11-22',
      duration: '3h',
    })
    await member.as.mutation(api.time.entries.create, {
      projectId: otherMatter,
      ...ENTRY,
      date: '2026-11-25',
      duration: '2h',
    })
    await admin.as.mutation(api.time.timers.start, { projectId })

    const { time, activity } = await member.as.query(api.matters.dashboard.get, { projectId })

    expect(time.week).toEqual({ from: '2026-11-23', to: '2026-11-30' })
    expect(time.totalMinutes).toBe(60 + 50 + 30)
    expect(time.people).toEqual([
      {
        userId: member.userId,
        name: 'Marcus Member',
        minutes: 110,
        billedMinutes: 114,
        timer: null,
      },
      {
        userId: admin.userId,
        name: 'Eleanor Admin',
        minutes: 30,
        billedMinutes: 30,
        timer: { elapsedMs: 0, runningSince: NOW },
      },
    ])
    // The activity names the action, who and when; the summaries (which may quote names and
    // descriptions) are not returned.
    expect(activity[0]).toEqual({
      _id: expect.any(String),
      action: 'time.recorded',
      at: NOW,
      actorName: 'Eleanor Admin',
    })
    expect(activity.every((event) => !('summary' in event))).toBe(true)
  })

  test('the activity shows the latest eight events; the dates include an archive and the class period', async () => {
    clockAt(Date.UTC(2026, 9, 1))
    const t = makeTest()
    const { admin, projectId } = await dossierFirm(t)
    for (let minute = 1; minute <= 10; minute += 1) {
      clockAt(Date.UTC(2026, 9, 1, 0, minute))
      await admin.as.mutation(api.matters.projects.update, {
        projectId,
        name: `Acme ${minute}`,
        representedParties: [{ name: 'Acme Corp', role: 'Plaintiff' }],
        internalMatterId: 'HW-2026-0001',
        classPeriod: 'January 1, 2020 to March 31, 2022',
      })
    }
    clockAt(Date.UTC(2026, 9, 1, 0, 11))
    await admin.as.mutation(api.matters.projects.archive, { projectId })

    const { activity, dates } = await admin.as.query(api.matters.dashboard.get, { projectId })

    expect(activity).toHaveLength(8)
    expect(activity[0]).toMatchObject({
      action: 'project.archived',
      at: Date.UTC(2026, 9, 1, 0, 11),
    })
    expect(activity.at(-1)).toMatchObject({
      action: 'project.updated',
      at: Date.UTC(2026, 9, 1, 0, 4),
    })
    expect(dates).toMatchObject({
      archivedAt: Date.UTC(2026, 9, 1, 0, 11),
      lastActivityAt: Date.UTC(2026, 9, 1, 0, 11),
      classPeriod: 'January 1, 2020 to March 31, 2022',
    })
  })
})
