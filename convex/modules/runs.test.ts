import { afterEach, describe, expect, test, vi } from 'vitest'
import { api, internal } from '../_generated/api'
import { dossierFirm, expectQuotesInPages, insertDocument } from '../testing/test.dossier'
import { drain, makeTest } from '../testing/test.setup'

afterEach(() => {
  vi.useRealTimers()
})

async function setup() {
  const t = makeTest()
  const people = await dossierFirm(t)
  await t.mutation(internal.demo.modules.seedModules, {})
  const moduleId = await t.run(
    async (ctx) =>
      (await ctx.db
        .query('modules')
        .withIndex('by_slug', (q) => q.eq('slug', 'chronology'))
        .unique())!._id,
  )
  return { t, ...people, moduleId }
}

describe('running the chronology', () => {
  test('reads every ready document, merges the same event, and cites each passage', async () => {
    const { t, admin, member, projectId, moduleId } = await setup()
    const complaint = [
      'Plaintiff opened the account on March 3, 2021. The Fund sent a notice on 14 June 2021.',
      'Defendant terminated the agreement on 2022-01-31.',
    ]
    const { documentId } = await insertDocument(t, {
      projectId,
      name: 'Complaint.pdf',
      pages: complaint,
      uploadedBy: admin.userId,
    })
    await insertDocument(t, {
      projectId,
      name: 'Answer.pdf',
      pages: [
        'Defendant admits that Plaintiff opened the account on March 3, 2021.',
        'The Fund sent a notice on 14 June 2021.',
      ],
      uploadedBy: admin.userId,
    })
    await insertDocument(t, {
      projectId,
      name: 'Scan.pdf',
      pages: ['Signed on 1 May 2019.'],
      status: 'needs_ocr',
      uploadedBy: admin.userId,
    })

    // Fake timers hold the scheduled steps, so the draft is seen while it is still writing.
    vi.useFakeTimers()
    const { draftId } = await member.as.mutation(api.modules.runs.start, {
      projectId,
      moduleId,
      inputs: {},
    })
    const writing = await member.as.query(api.modules.drafts.get, { draftId })
    expect(writing).toMatchObject({ status: 'writing', progress: { done: 0, total: 2 } })

    await t.finishAllScheduledFunctions(vi.runAllTimers)
    const draft = await member.as.query(api.modules.drafts.get, { draftId })
    expect(draft).toMatchObject({
      status: 'draft',
      title: 'Chronology: Acme Corp v. Widget Industries',
      progress: { done: 2, total: 2 },
      module: { slug: 'chronology' },
    })
    const table = draft.blocks.find((b) => b.type === 'table')
    expect(table?.type === 'table' && table.rows.map((r) => r.cells.slice(0, 2))).toEqual([
      ['2021-03-03', 'Plaintiff opened the account on March 3, 2021.'],
      ['2021-03-03', 'Defendant admits that Plaintiff opened the account on March 3, 2021.'],
      ['2021-06-14', 'The Fund sent a notice on 14 June 2021.'],
      ['2022-01-31', 'Defendant terminated the agreement on 2022-01-31.'],
    ])
    // The notice is stated in both documents: one row, two sources.
    expect(table?.type === 'table' && table.rows[2]!.cites).toHaveLength(2)
    await expectQuotesInPages(t, draft.citations)
    expect(draft.citations[0]).toMatchObject({ documentId, documentName: 'Complaint.pdf', page: 1 })
  })

  test('a date range narrows the events; chosen documents are the only ones read', async () => {
    const { t, admin, member, projectId, moduleId } = await setup()
    const { documentId } = await insertDocument(t, {
      projectId,
      pages: ['It began on 1 January 2020. It ended on 1 January 2022.'],
      uploadedBy: admin.userId,
    })
    await insertDocument(t, {
      projectId,
      name: 'Other.pdf',
      pages: ['Unrelated on 5 May 2021.'],
      uploadedBy: admin.userId,
    })
    const { draftId } = await member.as.mutation(api.modules.runs.start, {
      projectId,
      moduleId,
      inputs: { documentIds: [documentId], from: '2021-01-01' },
    })
    await drain(t)
    const draft = await member.as.query(api.modules.drafts.get, { draftId })
    expect(draft.citations.map((c) => c.quote)).toEqual(['It ended on 1 January 2022.'])
  })

  test('bad input changes nothing; others cannot run on or read the matter', async () => {
    const { t, member, outsider, projectId, otherProjectId, moduleId } = await setup()
    await expect(
      member.as.mutation(api.modules.runs.start, {
        projectId,
        moduleId,
        inputs: { from: '2021-13-45', to: 'yesterday' },
      }),
    ).rejects.toMatchObject({
      data: {
        code: 'INVALID_INPUT',
        issues: [
          { path: 'from', message: 'Enter a date as YYYY-MM-DD' },
          { path: 'to', message: 'Enter a date as YYYY-MM-DD' },
        ],
      },
    })
    await expect(
      outsider.as.mutation(api.modules.runs.start, { projectId, moduleId, inputs: {} }),
    ).rejects.toMatchObject({ data: { code: 'NOT_FOUND' } })
    // Another firm's document cannot ride along in the inputs.
    const { documentId: foreign } = await insertDocument(t, {
      projectId: otherProjectId,
      uploadedBy: outsider.userId,
    })
    await expect(
      member.as.mutation(api.modules.runs.start, {
        projectId,
        moduleId,
        inputs: { documentIds: [foreign] },
      }),
    ).rejects.toMatchObject({ data: { code: 'NOT_FOUND' } })
    expect(await t.run((ctx) => ctx.db.query('drafts').collect())).toEqual([])

    const { draftId } = await member.as.mutation(api.modules.runs.start, {
      projectId,
      moduleId,
      inputs: {},
    })
    await expect(outsider.as.query(api.modules.drafts.get, { draftId })).rejects.toMatchObject({
      data: { code: 'NOT_FOUND' },
    })
    await expect(outsider.as.query(api.modules.drafts.list, { projectId })).rejects.toMatchObject({
      data: { code: 'NOT_FOUND' },
    })
  })

  test('inactive modules and archived matters refuse a run', async () => {
    const { t, admin, member, projectId, moduleId } = await setup()
    await t.run((ctx) => ctx.db.patch('modules', moduleId, { isActive: false }))
    await expect(
      member.as.mutation(api.modules.runs.start, { projectId, moduleId, inputs: {} }),
    ).rejects.toMatchObject({ data: { code: 'NOT_FOUND' } })
    await t.run((ctx) => ctx.db.patch('modules', moduleId, { isActive: true }))
    await admin.as.mutation(api.matters.projects.archive, { projectId })
    await expect(
      member.as.mutation(api.modules.runs.start, { projectId, moduleId, inputs: {} }),
    ).rejects.toMatchObject({ data: { code: 'CONFLICT', message: 'This matter is archived' } })
  })
})

describe('the drafts list', () => {
  test('filters by status and pending, and finds drafts by their text', async () => {
    const { t, admin, member, projectId, moduleId } = await setup()
    await insertDocument(t, {
      projectId,
      pages: ['The escrow agreement was signed on 2 February 2021.'],
      uploadedBy: admin.userId,
    })
    vi.useFakeTimers()
    const first = await member.as.mutation(api.modules.runs.start, {
      projectId,
      moduleId,
      inputs: {},
    })
    const pending = await member.as.query(api.modules.drafts.list, { projectId, pending: true })
    expect(pending.map((d) => d._id)).toEqual([first.draftId])
    await t.finishAllScheduledFunctions(vi.runAllTimers)
    expect(await member.as.query(api.modules.drafts.list, { projectId, pending: true })).toEqual([])
    expect(
      (await member.as.query(api.modules.drafts.list, { projectId, status: 'draft' })).map(
        (d) => d.status,
      ),
    ).toEqual(['draft'])
    expect(await member.as.query(api.modules.drafts.list, { projectId, q: 'escrow' })).toHaveLength(
      1,
    )
    expect(await member.as.query(api.modules.drafts.list, { projectId, q: 'mortgage' })).toEqual([])
    expect(
      await member.as.query(api.modules.drafts.list, { projectId, q: 'escrow', status: 'final' }),
    ).toEqual([])
  })
})

describe('editing a draft', () => {
  test('an edit keeps the old text as a version, and a restore brings it back', async () => {
    const { t, admin, member, outsider, projectId, moduleId } = await setup()
    await insertDocument(t, {
      projectId,
      pages: ['The escrow agreement was signed on 2 February 2021.'],
      uploadedBy: admin.userId,
    })
    const { draftId } = await member.as.mutation(api.modules.runs.start, {
      projectId,
      moduleId,
      inputs: {},
    })
    await drain(t)
    const written = await member.as.query(api.modules.drafts.get, { draftId })
    const edited = written.blocks.map((block) =>
      block.type === 'paragraph' ? { ...block, text: 'Checked against the escrow file.' } : block,
    )
    await member.as.mutation(api.modules.drafts.update, {
      draftId,
      title: 'Escrow chronology',
      blocks: edited,
    })
    expect(await member.as.query(api.modules.drafts.get, { draftId })).toMatchObject({
      title: 'Escrow chronology',
      blocks: edited,
    })
    const [version] = await member.as.query(api.modules.drafts.versions, { draftId })
    expect(version).toMatchObject({ title: written.title, savedBy: 'Marcus Member' })

    // A colleague it is shared with restores it.
    await member.as.mutation(api.modules.drafts.share, { draftId, userIds: [admin.userId] })
    await admin.as.mutation(api.modules.drafts.restore, { draftId, versionId: version!._id })
    expect(await member.as.query(api.modules.drafts.get, { draftId })).toMatchObject({
      title: written.title,
      blocks: written.blocks,
    })
    // Nothing is lost: the edit itself is now a version too.
    expect(
      (await member.as.query(api.modules.drafts.versions, { draftId })).map((v) => v.title),
    ).toEqual(['Escrow chronology', written.title])

    await member.as.mutation(api.modules.drafts.setStatus, { draftId, status: 'final' })
    expect(
      await member.as.query(api.modules.drafts.list, { projectId, status: 'final' }),
    ).toHaveLength(1)

    // Bad edits change nothing; another firm cannot edit or read the history.
    const invented = [{ type: 'paragraph' as const, text: 'Made up', cites: [99] }]
    await expect(
      member.as.mutation(api.modules.drafts.update, { draftId, title: 'X', blocks: invented }),
    ).rejects.toMatchObject({ data: { code: 'INVALID_INPUT' } })
    await expect(
      member.as.mutation(api.modules.drafts.update, { draftId, title: ' ', blocks: [] }),
    ).rejects.toMatchObject({ data: { issues: [{ path: 'title', message: 'Title is required' }] } })
    await expect(
      outsider.as.mutation(api.modules.drafts.update, { draftId, title: 'X', blocks: [] }),
    ).rejects.toMatchObject({ data: { code: 'NOT_FOUND' } })
    await expect(outsider.as.query(api.modules.drafts.versions, { draftId })).rejects.toMatchObject(
      { data: { code: 'NOT_FOUND' } },
    )
    expect(await member.as.query(api.modules.drafts.get, { draftId })).toMatchObject({
      title: written.title,
      status: 'final',
    })
  })

  test('a draft still being written cannot be edited', async () => {
    const { t, admin, member, projectId, moduleId } = await setup()
    await insertDocument(t, { projectId, uploadedBy: admin.userId })
    vi.useFakeTimers()
    const { draftId } = await member.as.mutation(api.modules.runs.start, {
      projectId,
      moduleId,
      inputs: {},
    })
    await expect(
      member.as.mutation(api.modules.drafts.setStatus, { draftId, status: 'final' }),
    ).rejects.toMatchObject({
      data: { code: 'CONFLICT', message: 'This draft is still being written' },
    })
  })
})
