import { describe, expect, test } from 'vitest'
import { api, internal } from '../_generated/api'
import { dossierFirm, expectQuotesInPages, insertDocument } from '../testing/test.dossier'
import { drain, makeTest, type TestConvex } from '../testing/test.setup'
import type { Id } from '../_generated/dataModel'
import type { RunInputs } from '../../shared/draftValidators'
import { unresolvedPlaceholders } from './templates/findings'

const COMPLAINT = [
  [
    'UNITED STATES DISTRICT COURT',
    'SOUTHERN DISTRICT OF NEW YORK',
    '',
    'ACME CORP,',
    '    Plaintiff,',
    'v.',
    'WIDGET INDUSTRIES, INC.,',
    '    Defendant.',
    '',
    'COMPLAINT',
    '',
    'FACTUAL ALLEGATIONS',
    '',
    '1. On March 3, 2021, Acme and Widget signed a supply agreement for 40,000 units.',
    '2. Widget delivered defective units on June 14, 2021, and refused to replace them.',
    '3. Dana Ortega, Widget’s sales director, told Acme on July 1, 2021 that no refund would be paid.',
    '',
    'COUNT I',
    'Breach of Contract',
    '4. Widget breached the supply agreement.',
    '',
    'PRAYER FOR RELIEF',
    'WHEREFORE, Plaintiff requests:',
    '(a) damages of $1,200,000;',
    '(b) costs and attorneys’ fees.',
  ].join('\n'),
]

async function setup() {
  const t = makeTest()
  const people = await dossierFirm(t)
  await t.mutation(internal.demo.modules.seedModules, {})
  const { documentId } = await insertDocument(t, {
    projectId: people.projectId,
    name: 'Complaint.pdf',
    pages: COMPLAINT,
    uploadedBy: people.admin.userId,
  })
  return { t, ...people, documentId }
}

const moduleBySlug = (t: TestConvex, slug: string) =>
  t.run(
    async (ctx) =>
      (await ctx.db
        .query('modules')
        .withIndex('by_slug', (q) => q.eq('slug', slug))
        .unique())!._id,
  )

type Member = Awaited<ReturnType<typeof setup>>['member']

/** Runs a module to its end and reads its draft back, as the member who ran it. */
async function written(
  t: TestConvex,
  member: Member,
  projectId: Id<'projects'>,
  moduleId: Id<'modules'>,
  inputs: RunInputs,
) {
  const { draftId } = await member.as.mutation(api.modules.runs.start, {
    projectId,
    moduleId,
    inputs,
  })
  await drain(t)
  return await member.as.query(api.modules.drafts.get, { draftId })
}

describe('the built-in modules run over a matter', () => {
  test('the complaint summary reads the chosen pleading: parties, claims, relief, cited', async () => {
    const { t, member, projectId, documentId } = await setup()
    const moduleId = await moduleBySlug(t, 'complaint-summary')
    await expect(
      member.as.mutation(api.modules.runs.start, { projectId, moduleId, inputs: {} }),
    ).rejects.toMatchObject({
      data: {
        code: 'INVALID_INPUT',
        issues: [{ path: 'documents', message: 'Documents is required' }],
      },
    })
    const draft = await written(t, member, projectId, moduleId, { documentIds: [documentId] })
    expect(draft.status).toBe('draft')
    const text = JSON.stringify(draft.blocks)
    expect(text).toContain('Breach of Contract')
    expect(text).toContain('Defendant: Widget Industries, Inc.')
    expect(text).toContain('1,200,000')
    expect(draft.citations.length).toBeGreaterThan(0)
    await expectQuotesInPages(t, draft.citations)
    expect(unresolvedPlaceholders(draft)).toEqual([])
    // A new run from this one starts with the same document chosen.
    expect(draft.inputs.documents).toEqual([{ _id: documentId, name: 'Complaint.pdf' }])
  })

  test('document requests cite the allegations they ask about', async () => {
    const { t, member, projectId } = await setup()
    const moduleId = await moduleBySlug(t, 'document-requests')
    const draft = await written(t, member, projectId, moduleId, {})
    expect(draft.status).toBe('draft')
    expect(JSON.stringify(draft.blocks)).toMatch(/paragraph 2/i)
    await expectQuotesInPages(t, draft.citations)
    expect(unresolvedPlaceholders(draft)).toEqual([])
    // Every document of the matter was read (none chosen): a new run starts with none chosen.
    expect(draft.inputs.documents).toEqual([])
  })

  test('the deposition outline needs a witness, then cites each passage naming them', async () => {
    const { t, member, projectId } = await setup()
    const moduleId = await moduleBySlug(t, 'deposition-outline')
    await expect(
      member.as.mutation(api.modules.runs.start, { projectId, moduleId, inputs: {} }),
    ).rejects.toMatchObject({
      data: {
        code: 'INVALID_INPUT',
        issues: [{ path: 'witness', message: 'A witness name is required' }],
      },
    })
    const draft = await written(t, member, projectId, moduleId, { witness: 'Dana Ortega' })
    expect(draft.status).toBe('draft')
    expect(draft.citations.map((c) => c.quote).join(' ')).toContain('Dana Ortega')
    await expectQuotesInPages(t, draft.citations)
    expect(unresolvedPlaceholders(draft)).toEqual([])
    expect(draft.missingInputs).toEqual([])
  })

  test('the letter reads no document, writes from the matter and lists what it lacked', async () => {
    const { t, member, projectId } = await setup()
    const moduleId = await moduleBySlug(t, 'meet-and-confer-letter')
    const draft = await written(t, member, projectId, moduleId, {})
    expect(draft).toMatchObject({ status: 'draft', progress: { done: 0, total: 0 } })
    expect(JSON.stringify(draft.blocks)).toContain('Acme Corp v. Widget Industries')
    expect(unresolvedPlaceholders(draft)).toEqual([])
    // No points were given: the letter says so in its missing inputs, not with a blank.
    expect(draft.missingInputs.length).toBeGreaterThan(0)
  })

  test('a superadmin sees a module’s runs across firms, never a matter or its text', async () => {
    const { t, member, outsider, projectId, documentId } = await setup()
    await t.mutation(internal.admin.superadmin.grantSuperadmin, { email: 'outsider@other.test' })
    const moduleId = await moduleBySlug(t, 'complaint-summary')
    const before = await outsider.as.query(api.modules.admin.get, { moduleId })
    expect(before.usage).toMatchObject({ runs: 0, firms: 0, latest: [] })
    await member.as.mutation(api.modules.runs.start, {
      projectId,
      moduleId,
      inputs: { documentIds: [documentId] },
    })
    await drain(t)
    const { usage } = await outsider.as.query(api.modules.admin.get, { moduleId })
    expect(usage).toMatchObject({
      runs: 1,
      capped: false,
      firms: 1,
      byStatus: { writing: 0, draft: 1, final: 0, failed: 0 },
      latest: [{ firm: 'Hale LLP', status: 'draft', error: null }],
    })
    expect(JSON.stringify(usage)).not.toMatch(/Acme|Widget|Complaint/)
  })
})
