import { describe, expect, test } from 'vitest'
import { api, internal } from '../_generated/api'
import { dossierFirm, insertDocument } from '../testing/test.dossier'
import { code } from '../testing/test.firm'
import { drain, makeTest } from '../testing/test.setup'

// A caption written for this test in the style of an appellate filing.
const CAPTION = [
  'UNITED STATES COURT OF APPEALS',
  'FOR THE NINTH CIRCUIT',
  '',
  'MARIA QUINTERO-VANCE,',
  '              Plaintiff-Appellant,',
  '      v.                                  No. 24-1187',
  'HARBORLINE FREIGHT CO.,',
  '              Defendant-Appellee.',
  '',
  'Appeal from the United States District Court for the Southern District of California',
  'D.C. No. 3:22-cv-00412-JLS',
  '',
  'OPINION',
  '',
  'The district court entered judgment on March 3, 2023, and awarded $48,250.00 in costs to the',
  'defendant. We reverse the judgment of the district court for the reasons that follow here.',
].join('\n')

describe('the facts layer (issue 27)', () => {
  test('processing builds a document’s facts, each quoting its own span, and lists them by kind, document and words', async () => {
    const t = makeTest()
    const f = await dossierFirm(t)
    const { documentId } = await insertDocument(t, {
      projectId: f.projectId,
      name: 'Opinion.pdf',
      pages: [CAPTION],
      uploadedBy: f.admin.userId,
    })
    await t.mutation(internal.dossier.ingest.finishRun, { documentId, status: 'ready' })
    await drain(t)
    const { facts, truncated } = await f.member.as.query(api.facts.facts.list, {
      projectId: f.projectId,
    })
    expect(truncated).toBe(false)
    for (const fact of facts) {
      expect(fact.documentName).toBe('Opinion.pdf')
      expect(fact.page).toBe(1)
      expect(fact.end).toBeGreaterThan(fact.start)
    }
    // Each fact's span holds its value as written.
    const quote = (kind: string) => facts.find((x) => x.kind === kind)!
    expect(CAPTION.slice(quote('docket').start, quote('docket').end)).toContain('24-1187')
    const of = (kind: string, role?: string) =>
      facts
        .filter((x) => x.kind === kind && (role === undefined || x.role === role))
        .map((x) => x.value)
    expect(of('court', 'this')).toEqual(['United States Court of Appeals for the Ninth Circuit'])
    expect(of('docket', 'this')).toEqual(['24-1187'])
    expect(of('docket', 'below')).toEqual(['3:22-cv-00412-JLS'])
    expect(of('party', 'plaintiff')).toEqual(['Maria Quintero-Vance'])
    expect(of('party', 'defendant')).toEqual(['Harborline Freight Co.'])
    expect(of('documentType')).toEqual(['opinion'])
    expect(of('date')).toEqual(['2023-03-03'])
    expect(of('amount')).toEqual(['USD 48250.00'])
    const date = facts.find((x) => x.kind === 'date')!
    expect(date.context).toContain('entered judgment')
    expect(CAPTION.slice(date.start, date.end)).toBe('March 3, 2023')

    const dockets = await f.member.as.query(api.facts.facts.list, {
      projectId: f.projectId,
      kind: 'docket',
    })
    expect(dockets.facts.map((x) => x.role).sort()).toEqual(['below', 'this'])
    const byDocument = await f.member.as.query(api.facts.facts.list, {
      projectId: f.projectId,
      documentId,
      kind: 'amount',
    })
    expect(byDocument.facts).toHaveLength(1)
    const searched = await f.member.as.query(api.facts.facts.list, {
      projectId: f.projectId,
      search: 'Harborline',
    })
    expect(searched.facts.map((x) => x.kind)).toContain('party')
  })

  test('deleting the document deletes its facts (R11), and processing again rebuilds them once', async () => {
    const t = makeTest()
    const f = await dossierFirm(t)
    const { documentId } = await insertDocument(t, {
      projectId: f.projectId,
      pages: [CAPTION],
      uploadedBy: f.admin.userId,
    })
    await t.action(internal.facts.build.document, { documentId })
    const first = await t.run(async (ctx) => (await ctx.db.query('documentFacts').collect()).length)
    await t.action(internal.facts.build.document, { documentId })
    const again = await t.run(async (ctx) => (await ctx.db.query('documentFacts').collect()).length)
    expect(first).toBeGreaterThan(5)
    expect(again).toBe(first)

    await f.member.as.mutation(api.dossier.documents.remove, { documentId })
    await drain(t)
    expect(await t.run(async (ctx) => (await ctx.db.query('documentFacts').collect()).length)).toBe(
      0,
    )
  })

  test('a build that read an earlier run’s text stores nothing: the newer run’s facts stand', async () => {
    const t = makeTest()
    const f = await dossierFirm(t)
    const { documentId } = await insertDocument(t, {
      projectId: f.projectId,
      pages: [CAPTION],
      uploadedBy: f.admin.userId,
    })
    const read = await t.query(internal.facts.build.source, { documentId })
    expect(read!.pages.map((p) => p.page)).toEqual([1])
    const count = async () =>
      await t.run(async (ctx) => (await ctx.db.query('documentFacts').collect()).length)
    const fact = {
      kind: 'docket',
      role: 'this',
      value: '1-1',
      display: '1-1',
      context: '',
      page: 1,
      start: 0,
      end: 3,
      confidence: 1,
    } as const
    // Processed again after the build read the pages: the build's result is out of date.
    await t.run(async (ctx) => {
      await ctx.db.patch('documents', documentId, { processedAt: read!.version + 1 })
    })
    expect(
      await t.mutation(internal.facts.build.store, {
        documentId,
        version: read!.version,
        facts: [fact],
      }),
    ).toBeNull()
    expect(await count()).toBe(0)
    // A failed run leaves no text to read: no build stores facts for it.
    await t.run(async (ctx) => {
      await ctx.db.patch('documents', documentId, { status: 'failed' })
    })
    expect(await t.query(internal.facts.build.source, { documentId })).toBeNull()
    expect(await t.action(internal.facts.build.document, { documentId })).toBeNull()
    expect(await count()).toBe(0)
  })

  test('a review table’s caption columns are answered from the facts layer, each quoting its caption', async () => {
    const t = makeTest()
    const f = await dossierFirm(t)
    const { documentId } = await insertDocument(t, {
      projectId: f.projectId,
      name: 'Opinion.pdf',
      pages: [CAPTION],
      uploadedBy: f.admin.userId,
    })
    await t.action(internal.facts.build.document, { documentId })
    // What the layer holds is what the table shows: a stored fact changed shows in its cell.
    await t.run(async (ctx) => {
      const court = (await ctx.db.query('documentFacts').collect()).find(
        (x) => x.kind === 'court' && x.role === 'this',
      )!
      await ctx.db.patch('documentFacts', court._id, { value: 'Court of the Facts Layer' })
    })
    const { tableId } = await f.member.as.mutation(api.review.tables.create, {
      projectId: f.projectId,
      name: 'Captions',
      columns: [
        { type: 'text', label: 'Docket number', prompt: 'What is the case or docket number?' },
        { type: 'text', label: 'Court', prompt: 'Which court is the case in?' },
        { type: 'list', label: 'Plaintiffs', prompt: 'Who are the plaintiffs?' },
        { type: 'list', label: 'Defendants', prompt: 'Who are the defendants?' },
      ],
    })
    await f.member.as.mutation(api.review.tables.addDocuments, {
      id: tableId,
      source: { kind: 'all' },
    })
    await f.member.as.mutation(api.review.tables.run, { id: tableId })
    await drain(t)
    const table = await f.member.as.query(api.review.tables.get, { id: tableId })
    const [row] = (
      await f.member.as.query(api.review.tables.getWithDocuments, {
        id: tableId,
        paginationOpts: { numItems: 10, cursor: null },
      })
    ).page
    const cell = (label: string) => row!.cells[table.columns.find((c) => c.label === label)!.id]!
    expect(cell('Docket number')).toMatchObject({ value: '24-1187', citation: 'verified' })
    expect(cell('Court').value).toBe('Court of the Facts Layer')
    expect(cell('Plaintiffs').value).toEqual(['Maria Quintero-Vance'])
    expect(cell('Defendants').value).toEqual(['Harborline Freight Co.'])
    expect(CAPTION).toContain(cell('Plaintiffs').quote)
  })

  test('the backfill builds the facts of documents processed before the layer existed', async () => {
    const t = makeTest()
    const f = await dossierFirm(t)
    for (const name of ['a.pdf', 'b.pdf']) {
      await insertDocument(t, {
        projectId: f.projectId,
        name,
        pages: [CAPTION],
        uploadedBy: f.admin.userId,
      })
    }
    await insertDocument(t, {
      projectId: f.projectId,
      name: 'failed.pdf',
      pages: [CAPTION],
      status: 'failed',
      uploadedBy: f.admin.userId,
    })
    await t.mutation(internal.facts.build.backfill, {})
    await drain(t)
    const documents = await t.run(async (ctx) => {
      const facts = await ctx.db.query('documentFacts').collect()
      return new Set(facts.map((x) => x.documentId)).size
    })
    expect(documents).toBe(2)
  })

  test('bad input changes nothing and gets a clear error; another matter’s document is NOT_FOUND', async () => {
    const t = makeTest()
    const f = await dossierFirm(t)
    const other = await insertDocument(t, {
      projectId: f.otherProjectId,
      pages: [CAPTION],
      uploadedBy: f.outsider.userId,
    })
    await expect(
      f.member.as.query(api.facts.facts.list, { projectId: f.projectId, search: 'x'.repeat(201) }),
    ).rejects.toMatchObject(code('INVALID_INPUT'))
    await expect(
      f.member.as.query(api.facts.facts.list, { projectId: f.projectId, search: 'a \uD800 b' }),
    ).rejects.toMatchObject(code('INVALID_INPUT', 'Search text is not valid text'))
    await expect(
      f.member.as.query(api.facts.facts.list, {
        projectId: f.projectId,
        documentId: other.documentId,
      }),
    ).rejects.toMatchObject(code('NOT_FOUND'))
    await expect(
      f.outsider.as.query(api.facts.facts.list, { projectId: f.projectId }),
    ).rejects.toMatchObject(code('NOT_FOUND'))
  })
})
