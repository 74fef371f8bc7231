// @vitest-environment node
// Suggested time (B8): reading beats are clamped to the clock; a day's work on a matter (reading,
// table runs, drafts, questions) becomes suggestions; accepting records an entry with the fields
// as the person left them, dismissing sets the minutes aside, and work done afterwards is
// suggested again, only that; nothing reads another person's work or another firm's matter.
import { afterEach, describe, expect, test, vi } from 'vitest'
import { api } from '../_generated/api'
import type { Id } from '../_generated/dataModel'
import { code } from '../testing/test.firm'
import { dossierFirm, insertDocument } from '../testing/test.dossier'
import { makeTest, type TestConvex } from '../testing/test.setup'

afterEach(() => vi.useRealTimers())

const DATE = '2026-11-03'
const DAY = {
  date: DATE,
  from: Date.parse('2026-11-03T00:00:00Z'),
  to: Date.parse('2026-11-04T00:00:00Z'),
}

async function setup() {
  vi.useFakeTimers({ now: new Date(`${DATE}T09:00:00Z`), toFake: ['Date'] })
  const t = makeTest()
  const f = await dossierFirm(t)
  const { documentId } = await insertDocument(t, {
    projectId: f.projectId,
    name: 'Motion to dismiss.pdf',
    uploadedBy: f.admin.userId,
  })
  return { t, ...f, documentId }
}

async function readFor(
  as: { mutation: TestConvex['mutation'] },
  documentId: Id<'documents'>,
  minutes: number,
) {
  for (let minute = 0; minute < minutes; minute++) {
    vi.setSystemTime(new Date(Date.now() + 60_000))
    await as.mutation(api.time.reading.record, { documentId, date: DATE, ms: 60_000 })
  }
}

describe('reading time', () => {
  test('a beat counts no more than the time since the last one', async () => {
    const { t, member, documentId } = await setup()
    await member.as.mutation(api.time.reading.record, { documentId, date: DATE, ms: 60_000 })
    // Ten beats of a minute sent within ten seconds: ten seconds of reading, not ten minutes.
    for (let beat = 0; beat < 10; beat++) {
      vi.setSystemTime(new Date(Date.now() + 1_000))
      await member.as.mutation(api.time.reading.record, { documentId, date: DATE, ms: 60_000 })
    }
    const rows = await t.run((ctx) => ctx.db.query('readingTime').collect())
    expect(rows).toHaveLength(1)
    expect(rows[0]!.ms).toBeLessThanOrEqual(60_000 + 10 * 6_000)
  })

  test('bad beats change nothing; another firm’s document is NOT_FOUND', async () => {
    const { t, member, outsider, documentId } = await setup()
    for (const args of [
      { documentId, date: '2026-13-01', ms: 1_000 },
      { documentId, date: DATE, ms: 0 },
      { documentId, date: DATE, ms: 60_001 },
      { documentId, date: DATE, ms: Number.NaN },
    ]) {
      await expect(member.as.mutation(api.time.reading.record, args)).rejects.toMatchObject(
        code('INVALID_INPUT'),
      )
    }
    await expect(
      outsider.as.mutation(api.time.reading.record, { documentId, date: DATE, ms: 1_000 }),
    ).rejects.toMatchObject(code('NOT_FOUND'))
    expect(await t.run((ctx) => ctx.db.query('readingTime').collect())).toEqual([])
  })

  test('a deleted document takes its reading time with it', async () => {
    const { t, admin, member, documentId } = await setup()
    await readFor(member.as, documentId, 2)
    await admin.as.mutation(api.dossier.documentsBulk.remove, { documentIds: [documentId] })
    expect(await t.run((ctx) => ctx.db.query('readingTime').collect())).toEqual([])
  })
})

describe('suggestions', () => {
  test('reading becomes a suggestion; accepting records the edited entry and settles it', async () => {
    const { t, member, projectId, documentId } = await setup()
    await readFor(member.as, documentId, 12)
    const [reading] = await member.as.query(api.time.suggestions.forMatter, { projectId, ...DAY })
    expect(reading).toMatchObject({
      kind: 'reading',
      minutes: 12,
      description: 'Reviewed 1 document: “Motion to dismiss.pdf”',
      activity: 'A104',
    })
    const { entryId } = await member.as.mutation(api.time.suggestions.accept, {
      projectId,
      ...DAY,
      kind: 'reading',
      entry: { date: DATE, duration: '0:20', description: 'Read the motion', billable: true },
    })
    const entry = await t.run((ctx) => ctx.db.get('timeEntries', entryId))
    expect(entry).toMatchObject({ minutes: 20, billedMinutes: 24, description: 'Read the motion' })
    expect(await member.as.query(api.time.suggestions.forMatter, { projectId, ...DAY })).toEqual([])
    // Reading on afterwards: only the new minutes are suggested.
    await readFor(member.as, documentId, 5)
    const [later] = await member.as.query(api.time.suggestions.forMatter, { projectId, ...DAY })
    expect(later).toMatchObject({ kind: 'reading', minutes: 5 })
    await expect(
      member.as.mutation(api.time.suggestions.accept, {
        projectId,
        ...DAY,
        kind: 'questions',
        entry: { date: DATE, duration: '0:05', description: 'x', billable: true },
      }),
    ).rejects.toMatchObject(code('CONFLICT', 'This suggestion is no longer open'))
  })

  test('table runs, drafts and questions are suggested with their estimated time; dismiss sets one aside', async () => {
    const { t, member, admin, organizationId, projectId } = await setup()
    await t.run(async (ctx) => {
      const tableId = await ctx.db.insert('reviewTables', {
        organizationId,
        projectId,
        name: 'Deposition digest',
        columns: [],
        rowCount: 25,
        createdBy: member.userId,
        updatedAt: Date.now(),
      })
      const run = {
        organizationId,
        tableId,
        columnIds: ['judge', 'court'],
        mode: 'all' as const,
        cursor: null,
        scanned: true,
        total: 50,
        done: 50,
        failed: 0,
        model: 'offline',
        startedAt: Date.now(),
      }
      await ctx.db.insert('reviewRuns', { ...run, state: 'done', startedBy: member.userId })
      // Someone else's run, and one cancelled, are not the member's work.
      await ctx.db.insert('reviewRuns', { ...run, state: 'done', startedBy: admin.userId })
      await ctx.db.insert('reviewRuns', { ...run, state: 'cancelled', startedBy: member.userId })
      await ctx.db.insert('drafts', {
        organizationId,
        projectId,
        title: 'Chronology',
        status: 'draft',
        blocks: [],
        citations: [],
        searchText: '',
        inputs: { documentIds: [] },
        missingInputs: [],
        progress: { done: 1, total: 1 },
        createdBy: member.userId,
        editedBy: member.userId,
        updatedAt: Date.now(),
      })
      const threadId = await ctx.db.insert('threads', {
        organizationId,
        projectId,
        authorId: member.userId,
        title: 'Who is the judge?',
        scope: { kind: 'matter' },
        lastMessageAt: Date.now(),
        sharedCount: 0,
      })
      for (const role of ['user', 'assistant', 'user'] as const) {
        await ctx.db.insert('threadMessages', {
          organizationId,
          projectId,
          threadId,
          role,
          ...(role === 'user' ? { authorId: member.userId } : {}),
          text: 'text',
          status: 'done',
          citations: [],
          updatedAt: Date.now(),
        })
      }
    })
    const suggestions = await member.as.query(api.time.suggestions.forMatter, { projectId, ...DAY })
    expect(
      suggestions.map(({ kind, minutes, description }) => ({ kind, minutes, description })),
    ).toEqual([
      {
        kind: 'tables',
        minutes: 8,
        description: 'Ran and checked review table “Deposition digest” over 25 documents',
      },
      { kind: 'drafts', minutes: 25, description: 'Drafted and revised “Chronology”' },
      {
        kind: 'questions',
        minutes: 6,
        description: 'Questioned the matter’s documents (2 questions to the associate)',
      },
    ])
    await member.as.mutation(api.time.suggestions.dismiss, { projectId, ...DAY, kind: 'drafts' })
    const left = await member.as.query(api.time.suggestions.forMatter, { projectId, ...DAY })
    expect(left.map((item) => item.kind)).toEqual(['tables', 'questions'])
    // The admin did none of it: their day on the matter holds their own run only.
    const theirs = await admin.as.query(api.time.suggestions.forMatter, { projectId, ...DAY })
    expect(theirs.map((item) => item.kind)).toEqual(['tables'])
    expect(await t.run((ctx) => ctx.db.query('timeEntries').collect())).toEqual([])
  })

  test('another firm’s matter is NOT_FOUND, a bad day INVALID_INPUT, an archived matter CONFLICT', async () => {
    const { admin, member, outsider, projectId, documentId } = await setup()
    await readFor(member.as, documentId, 3)
    await expect(
      outsider.as.query(api.time.suggestions.forMatter, { projectId, ...DAY }),
    ).rejects.toMatchObject(code('NOT_FOUND'))
    await expect(
      outsider.as.mutation(api.time.suggestions.dismiss, { projectId, ...DAY, kind: 'reading' }),
    ).rejects.toMatchObject(code('NOT_FOUND'))
    for (const day of [
      { ...DAY, date: '3 November' },
      { ...DAY, to: DAY.from },
      { ...DAY, to: DAY.from + 27 * 3_600_000 },
    ]) {
      await expect(
        member.as.query(api.time.suggestions.forMatter, { projectId, ...day }),
      ).rejects.toMatchObject(code('INVALID_INPUT'))
    }
    await admin.as.mutation(api.matters.projects.archive, { projectId })
    await expect(
      member.as.mutation(api.time.suggestions.dismiss, { projectId, ...DAY, kind: 'reading' }),
    ).rejects.toMatchObject(code('CONFLICT'))
  })
})
