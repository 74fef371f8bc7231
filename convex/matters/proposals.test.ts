import { describe, expect, test } from 'vitest'
import { api, internal } from '../_generated/api'
import { code } from '../testing/test.firm'
import { dossierFirm, insertDocument } from '../testing/test.dossier'
import { makeTest } from '../testing/test.setup'

const CAPTION = [
  'UNITED STATES DISTRICT COURT',
  'SOUTHERN DISTRICT OF NEW YORK',
  'OHIO TEACHERS RETIREMENT FUND, individually and on behalf of all others similarly situated,',
  'Plaintiff,',
  'v.',
  'ACME CORP and DANIEL ORTEGA,',
  'Defendants.',
  'Case No. 1:25-cv-04417-MKC',
  'Hon. Miriam K. Castellanos',
  'CLASS ACTION COMPLAINT',
].join('\n')

describe('details proposed from a pleading (B5)', () => {
  test('a processed document’s proposals come from its facts layer, each quoting its caption', async () => {
    const t = makeTest()
    const f = await dossierFirm(t)
    const { documentId } = await insertDocument(t, {
      projectId: f.projectId,
      name: 'Complaint.pdf',
      pages: [CAPTION],
      uploadedBy: f.admin.userId,
    })
    const before = await f.member.as.query(api.matters.proposals.fromDocument, { documentId })
    await t.action(internal.facts.build.document, { documentId })
    const after = await f.member.as.query(api.matters.proposals.fromDocument, { documentId })
    const shown = (list: typeof before.proposals) =>
      list.map(({ field, value, page }) => ({ field, value, page }))
    expect(shown(after.proposals)).toEqual(shown(before.proposals))
    for (const proposal of after.proposals) expect(CAPTION).toContain(proposal.quote)
    // What the layer holds is what is proposed: a stored fact changed shows.
    await t.run(async (ctx) => {
      const docket = (await ctx.db.query('documentFacts').collect()).find(
        (x) => x.kind === 'docket',
      )!
      await ctx.db.patch('documentFacts', docket._id, { value: '1:25-cv-09999' })
    })
    const changed = await f.member.as.query(api.matters.proposals.fromDocument, { documentId })
    expect(changed.proposals.find((p) => p.field === 'docketNumber')!.value).toBe('1:25-cv-09999')
  })

  test('a complaint proposes docket, court, judge and the other side; accepting reads it again', async () => {
    const t = makeTest()
    const f = await dossierFirm(t) // the matter represents Acme Corp as Plaintiff
    await t.run(async (ctx) => {
      await ctx.db.patch('projects', f.projectId, {
        representedParties: [{ name: 'Ohio Teachers Retirement Fund', role: 'Plaintiff' }],
      })
    })
    const { documentId } = await insertDocument(t, {
      projectId: f.projectId,
      name: 'Complaint.pdf',
      pages: [CAPTION, 'The class period runs from March 3, 2023 through August 14, 2025.'],
      uploadedBy: f.admin.userId,
    })
    const found = await f.member.as.query(api.matters.proposals.fromDocument, { documentId })
    const byField = Object.fromEntries(found.proposals.map((p) => [p.field, p]))
    expect(byField.docketNumber).toMatchObject({
      value: expect.stringContaining('1:25-cv-04417'),
      page: 1,
      current: null,
    })
    expect(byField.judge!.value).toContain('Castellanos')
    expect(String(byField.court!.value)).toMatch(/Southern District of New York/i)
    expect(byField.adverseParties!.value).toEqual(
      expect.arrayContaining([expect.stringMatching(/Acme Corp/i)]),
    )
    for (const proposal of found.proposals) {
      expect(CAPTION.includes(proposal.quote) || proposal.page === 2).toBe(true)
    }

    await f.member.as.mutation(api.matters.proposals.accept, { documentId, field: 'docketNumber' })
    await f.member.as.mutation(api.matters.proposals.accept, { documentId, field: 'court' })
    const matter = await f.member.as.query(api.matters.projects.getBySlug, { slug: f.slug })
    expect(matter.docketNumber).toContain('1:25-cv-04417')
    expect(matter.court).toMatch(/Southern District of New York/i)
    const activity = await f.member.as.query(api.matters.projects.activity, {
      projectId: f.projectId,
    })
    expect(activity[0]!.summary).toBe('Took the court from Complaint.pdf')

    // The matter form keeps the court it cannot edit.
    await f.member.as.mutation(api.matters.projects.update, {
      projectId: f.projectId,
      name: matter.name,
      representedParties: matter.representedParties,
      internalMatterId: matter.internalMatterId,
    })
    expect((await f.member.as.query(api.matters.projects.getBySlug, { slug: f.slug })).court).toBe(
      matter.court,
    )
  })

  test('a document that names none proposes nothing; another firm gets NOT_FOUND', async () => {
    const t = makeTest()
    const f = await dossierFirm(t)
    const { documentId } = await insertDocument(t, {
      projectId: f.projectId,
      pages: ['Lunch is at noon.'],
      uploadedBy: f.admin.userId,
    })
    expect(
      (await f.member.as.query(api.matters.proposals.fromDocument, { documentId })).proposals,
    ).toEqual([])
    await expect(
      f.member.as.mutation(api.matters.proposals.accept, { documentId, field: 'judge' }),
    ).rejects.toMatchObject(code('CONFLICT'))
    await expect(
      f.outsider.as.query(api.matters.proposals.fromDocument, { documentId }),
    ).rejects.toMatchObject(code('NOT_FOUND'))
  })
})
