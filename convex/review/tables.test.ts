import { afterEach, describe, expect, test, vi } from 'vitest'
import { api } from '../_generated/api'
import type { Id } from '../_generated/dataModel'
import { code } from '../testing/test.firm'
import { dossierFirm, insertDocument } from '../testing/test.dossier'
import { drain, makeTest, type TestConvex } from '../testing/test.setup'

afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllEnvs()
})

const COMPLAINT = [
  [
    'UNITED STATES DISTRICT COURT',
    'SOUTHERN DISTRICT OF NEW YORK',
    'ACME CORP., Plaintiff, v. WIDGET INDUSTRIES, INC., Defendant.',
    'Case No. 1:24-cv-01234-JMF',
    'COMPLAINT',
  ].join('\n'),
  'The agreement was signed on March 3, 2021. Widget failed to pay $1,250,000.00 due under it.\nPlaintiff demands a trial by jury.',
]

const COLUMNS = [
  { label: 'Docket number', type: 'text', prompt: 'What is the case number?' },
  { label: 'Amount unpaid', type: 'currency', prompt: 'How much did Widget fail to pay?' },
  { label: 'Signed', type: 'date', prompt: 'When was the agreement signed?' },
]

async function tableWithDocuments(t: TestConvex) {
  const f = await dossierFirm(t)
  const complaint = await insertDocument(t, {
    projectId: f.projectId,
    name: 'Complaint.pdf',
    pages: COMPLAINT,
    uploadedBy: f.admin.userId,
  })
  const letter = await insertDocument(t, {
    projectId: f.projectId,
    name: 'Letter.pdf',
    pages: ['Dear counsel, we write about scheduling only.'],
    uploadedBy: f.admin.userId,
  })
  const { tableId } = await f.member.as.mutation(api.review.tables.create, {
    projectId: f.projectId,
    name: 'Contract claims',
    columns: COLUMNS,
  })
  await f.member.as.mutation(api.review.tables.addDocuments, {
    id: tableId,
    source: { kind: 'all' },
  })
  return { ...f, tableId, complaint, letter }
}

async function rows(
  as: Awaited<ReturnType<typeof dossierFirm>>['member']['as'],
  id: Id<'reviewTables'>,
) {
  const page = await as.query(api.review.tables.getWithDocuments, {
    id,
    paginationOpts: { numItems: 50, cursor: null },
  })
  return page.page
}

describe('review tables', () => {
  test('a run answers every cell offline, each value with a quote found in its document', async () => {
    const t = makeTest()
    const f = await tableWithDocuments(t)
    const table = await f.member.as.query(api.review.tables.get, { id: f.tableId })
    expect(table.rows).toBe(2)
    expect(table.columns.map((c) => c.label)).toEqual(['Docket number', 'Amount unpaid', 'Signed'])

    await f.member.as.mutation(api.review.tables.run, { id: f.tableId })
    await drain(t)

    const after = await f.member.as.query(api.review.tables.get, { id: f.tableId })
    expect(after.run).toMatchObject({
      state: 'done',
      total: 6,
      done: 6,
      failed: 0,
      model: 'offline',
    })
    const [complaint, letter] = await rows(f.member.as, f.tableId)
    expect(complaint!.document!.name).toBe('Complaint.pdf')
    const byLabel = (label: string) => {
      const id = table.columns.find((c) => c.label === label)!.id
      return complaint!.cells[id]!
    }
    expect(byLabel('Amount unpaid')).toMatchObject({
      value: 1250000,
      citation: 'verified',
      state: 'done',
    })
    expect(byLabel('Signed')).toMatchObject({ value: '2021-03-03', citation: 'verified' })
    expect(byLabel('Docket number').display).toContain('1:24-cv-01234')
    for (const cell of Object.values(complaint!.cells)) {
      const page = COMPLAINT[cell.source!.page - 1]!
      expect(page.slice(cell.source!.start, cell.source!.end)).toBe(cell.quote)
    }
    // The letter answers none of it: nothing is invented.
    for (const cell of Object.values(letter!.cells)) {
      expect(cell).toMatchObject({ value: null, citation: 'none', quote: '' })
    }
  })

  test('a second run asks only what is missing; a changed question is asked again at once', async () => {
    const t = makeTest()
    const f = await tableWithDocuments(t)
    await f.member.as.mutation(api.review.tables.run, { id: f.tableId })
    await drain(t)
    const again = await f.member.as.mutation(api.review.tables.run, {
      id: f.tableId,
      mode: 'missing',
    })
    await drain(t)
    const run = (await f.member.as.query(api.review.tables.get, { id: f.tableId })).run!
    expect(run._id).toBe(again.runId)
    expect(run).toMatchObject({ state: 'done', done: 6 })

    const table = await f.member.as.query(api.review.tables.get, { id: f.tableId })
    const edited = table.columns.map((c) =>
      c.label === 'Signed' ? { ...c, prompt: 'When did the parties sign the agreement?' } : c,
    )
    const changed = await f.member.as.mutation(api.review.tables.setColumns, {
      id: f.tableId,
      columns: edited,
    })
    expect(changed.runId).not.toBeNull()
    const signedId = table.columns.find((c) => c.label === 'Signed')!.id
    await drain(t)
    const [fresh] = await rows(f.member.as, f.tableId)
    expect(fresh!.cells[signedId]).toMatchObject({
      state: 'done',
      stale: false,
      value: '2021-03-03',
    })
    const latest = (await f.member.as.query(api.review.tables.get, { id: f.tableId })).run!
    expect(latest).toMatchObject({ total: 2, done: 2 })
  })

  test('a run can be cancelled: its cells not yet answered go back to empty', async () => {
    const t = makeTest()
    const f = await tableWithDocuments(t)
    await f.member.as.mutation(api.review.tables.run, { id: f.tableId })
    await expect(
      f.member.as.mutation(api.review.tables.run, { id: f.tableId }),
    ).rejects.toMatchObject(code('CONFLICT'))
    await f.member.as.mutation(api.review.runs.cancel, { id: f.tableId })
    await drain(t)
    const table = await f.member.as.query(api.review.tables.get, { id: f.tableId })
    expect(table.run!.state).toBe('cancelled')
    for (const row of await rows(f.member.as, f.tableId)) {
      for (const cell of Object.values(row.cells)) expect(cell.state).not.toBe('running')
    }
    await expect(
      f.member.as.mutation(api.review.runs.cancel, { id: f.tableId }),
    ).rejects.toMatchObject(code('CONFLICT', 'This table is not running'))
  })

  test('edit keeps the extracted value, verify and flag record who and when, comments go in the history', async () => {
    const t = makeTest()
    const f = await tableWithDocuments(t)
    await f.member.as.mutation(api.review.tables.run, { id: f.tableId })
    await drain(t)
    const table = await f.member.as.query(api.review.tables.get, { id: f.tableId })
    const signedId = table.columns.find((c) => c.label === 'Signed')!.id
    const cellId = (await rows(f.member.as, f.tableId))[0]!.cells[signedId]!._id

    await expect(
      f.admin.as.mutation(api.review.cells.edit, { cellId, value: 'March 4' }),
    ).rejects.toMatchObject(code('INVALID_INPUT', 'Enter a date as YYYY-MM-DD'))
    await f.admin.as.mutation(api.review.cells.edit, { cellId, value: '2021-03-04' })
    await f.member.as.mutation(api.review.cells.setVerified, { cellId, verified: true })
    await f.member.as.mutation(api.review.cells.setFlag, {
      cellId,
      flagged: true,
      reason: 'Check the exhibit',
    })
    await f.admin.as.mutation(api.review.cells.comment, { cellId, text: 'Exhibit B says the 4th.' })

    const cell = (await rows(f.member.as, f.tableId))[0]!.cells[signedId]!
    expect(cell).toMatchObject({
      value: '2021-03-04',
      edited: { by: 'Eleanor Admin', original: 'March 3, 2021' },
      verified: { by: 'Marcus Member' },
      flagged: { by: 'Marcus Member', reason: 'Check the exhibit' },
      comments: 1,
    })
    const history = await f.member.as.query(api.review.cells.history, { cellId })
    expect(history.map((e) => [e.kind, e.by])).toEqual([
      ['extracted', 'Casefile'],
      ['edited', 'Eleanor Admin'],
      ['verified', 'Marcus Member'],
      ['flagged', 'Marcus Member'],
      ['commented', 'Eleanor Admin'],
    ])
    await f.admin.as.mutation(api.review.cells.revert, { cellId })
    const reverted = (await rows(f.member.as, f.tableId))[0]!.cells[signedId]!
    expect(reverted).toMatchObject({ value: '2021-03-03', edited: null })
  })

  test('a document processed again makes its answers stale; deleting it removes its row', async () => {
    const t = makeTest()
    const f = await tableWithDocuments(t)
    await f.member.as.mutation(api.review.tables.run, { id: f.tableId })
    await drain(t)
    await t.run(async (ctx) => {
      await ctx.db.patch('documents', f.complaint.documentId, { processedAt: Date.now() + 1000 })
    })
    const [complaint] = await rows(f.member.as, f.tableId)
    expect(Object.values(complaint!.cells).every((cell) => cell.stale)).toBe(true)

    await f.member.as.mutation(api.dossier.documents.remove, { documentId: f.complaint.documentId })
    await drain(t)
    const left = await rows(f.member.as, f.tableId)
    expect(left.map((row) => row.document?.name)).toEqual(['Letter.pdf'])
    expect((await f.member.as.query(api.review.tables.get, { id: f.tableId })).rows).toBe(1)
  })

  test('templates: a table made from one copies its columns; save as template; archive hides it', async () => {
    const t = makeTest()
    const f = await tableWithDocuments(t)
    const { templateId } = await f.member.as.mutation(api.review.templates.saveFromTable, {
      tableId: f.tableId,
      name: 'Contract review',
    })
    const { tableId } = await f.admin.as.mutation(api.review.tables.create, {
      projectId: f.projectId,
      name: 'Second review',
      templateId,
    })
    const copy = await f.admin.as.query(api.review.tables.get, { id: tableId })
    expect(copy.columns.map((c) => c.label)).toEqual(['Docket number', 'Amount unpaid', 'Signed'])
    expect(copy.template).toMatchObject({ name: 'Contract review' })

    await f.member.as.mutation(api.review.templates.setArchived, { id: templateId, archived: true })
    expect(await f.member.as.query(api.review.templates.list, {})).toEqual([])
    expect(
      (await f.member.as.query(api.review.templates.list, { includeArchived: true }))[0],
    ).toMatchObject({
      name: 'Contract review',
      archived: true,
      kind: 'firm',
    })
    await expect(
      f.member.as.mutation(api.review.tables.create, {
        projectId: f.projectId,
        name: 'Third',
        templateId,
      }),
    ).rejects.toMatchObject(code('CONFLICT', 'This template is archived'))
    // The outsider's firm never sees it; system templates are for superadmins to write.
    expect(await f.outsider.as.query(api.review.templates.list, { includeArchived: true })).toEqual(
      [],
    )
    await expect(
      f.admin.as.mutation(api.review.templates.createSystem, { name: 'System', columns: COLUMNS }),
    ).rejects.toMatchObject(code('NOT_FOUND'))
  })

  test('bad input changes nothing and says why', async () => {
    const t = makeTest()
    const f = await dossierFirm(t)
    const create = (args: Record<string, unknown>) =>
      f.member.as.mutation(api.review.tables.create, {
        projectId: f.projectId,
        name: 'T',
        ...args,
      } as never)
    await expect(create({ name: '  ' })).rejects.toMatchObject(
      code('INVALID_INPUT', 'Table name is required'),
    )
    await expect(
      create({
        columns: [
          { label: 'A', type: 'text', prompt: '' },
          { label: 'a', type: 'text', prompt: '' },
        ],
      }),
    ).rejects.toMatchObject(code('INVALID_INPUT', 'Two columns are named a'))
    await expect(
      create({
        columns: [{ label: 'Kind', type: 'classification', prompt: 'Which?', options: ['One'] }],
      }),
    ).rejects.toMatchObject(code('INVALID_INPUT', 'A classification has 2 to 20 options'))
    await expect(
      create({ columns: [{ label: 'X', type: 'colour', prompt: '' }] }),
    ).rejects.toMatchObject(code('INVALID_INPUT', 'Choose one of the column types'))
    const { tableId } = await create({})
    await expect(
      f.member.as.mutation(api.review.tables.run, { id: tableId }),
    ).rejects.toMatchObject(code('CONFLICT', 'Add a column to the table first'))
    await expect(
      f.member.as.query(api.review.tables.get, { id: 'not-an-id' }),
    ).rejects.toMatchObject(code('NOT_FOUND', 'Table not found'))
    await expect(f.outsider.as.query(api.review.tables.get, { id: tableId })).rejects.toMatchObject(
      code('NOT_FOUND'),
    )
    const tables = await f.member.as.query(api.review.tables.listModuleTables, {
      projectId: f.projectId,
    })
    expect(tables.map((table) => table.name)).toEqual(['T'])
  })
})
