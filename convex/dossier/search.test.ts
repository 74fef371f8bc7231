import { describe, expect, test } from 'vitest'
import { api } from '../_generated/api'
import type { Id } from '../_generated/dataModel'
import { code } from '../testing/test.firm'
import { dossierFirm, insertDocument } from '../testing/test.dossier'
import { makeTest, type TestConvex } from '../testing/test.setup'

type Firm = Awaited<ReturnType<typeof dossierFirm>>
type Caller = Firm['member']['as']

const search = (
  as: Caller,
  projectId: Id<'projects'>,
  query: string,
  more: Record<string, unknown> = {},
) => as.query(api.dossier.search.documents, { projectId, query, ...more })

const names = (result: { results: { name: string }[] }) => result.results.map((r) => r.name)

/** The marked text of a snippet, hits in brackets. */
const marked = ({
  text,
  highlights,
}: {
  text: string
  highlights: { start: number; end: number }[]
}) =>
  highlights.reduceRight(
    (out, { start, end }) => `${out.slice(0, start)}[${out.slice(start, end)}]${out.slice(end)}`,
    text,
  )

async function setup(t: TestConvex) {
  const f = await dossierFirm(t)
  const add = (name: string, pages: string[], more: Record<string, unknown> = {}) =>
    insertDocument(t, { projectId: f.projectId, name, pages, uploadedBy: f.admin.userId, ...more })
  return { f, add }
}

describe('search.documents', () => {
  test('finds a word inside a document, grouped per document, with snippets and page numbers', async () => {
    const t = makeTest()
    const { f, add } = await setup(t)
    const { documentId } = await add('Transcript.pdf', [
      'Opening statements of counsel.',
      'The witness described the zeppelin shipment in detail.',
      'Cross-examination about the zeppelin contract.',
    ])
    await add('Letter.pdf', ['Nothing of interest here.'])

    const result = await search(f.member.as, f.projectId, 'zeppelin')

    expect(result).toMatchObject({ total: 1, hasMore: false, capped: false })
    const [hit] = result.results
    expect(hit).toMatchObject({ _id: documentId, name: 'Transcript.pdf', matchingPages: 2 })
    expect(hit!.hits.map((h) => h.page).sort()).toEqual([2, 3])
    const page2 = hit!.hits.find((h) => h.page === 2)!
    expect(marked(page2.snippet)).toBe('The witness described the [zeppelin] shipment in detail.')
    expect(page2.hitText).toBe('zeppelin')
  })

  test('finds documents by name, with the name hits marked', async () => {
    const t = makeTest()
    const { f, add } = await setup(t)
    await add('Deposition of Maria Chen.pdf', ['Unrelated text.'])

    const result = await search(f.member.as, f.projectId, 'chen')

    expect(names(result)).toEqual(['Deposition of Maria Chen.pdf'])
    expect(
      marked({ text: result.results[0]!.name, highlights: result.results[0]!.nameHighlights }),
    ).toBe('Deposition of Maria [Chen].pdf')
    expect(result.results[0]!.hits).toEqual([])
  })

  test('never returns a document of another matter or another organisation', async () => {
    const t = makeTest()
    const { f, add } = await setup(t)
    await add('Ours.pdf', ['The quixotic plan.'])
    const { projectId: secondMatter } = await f.admin.as.mutation(api.matters.projects.create, {
      name: 'Second matter',
      representedParties: [{ name: 'Acme', role: 'Plaintiff' }],
      internalMatterId: 'HW-2',
    })
    await insertDocument(t, {
      projectId: secondMatter,
      name: 'Quixotic other matter.pdf',
      pages: ['The quixotic plan of the second matter.'],
      uploadedBy: f.admin.userId,
    })
    await insertDocument(t, {
      projectId: f.otherProjectId,
      name: 'Quixotic other firm.pdf',
      pages: ['The quixotic plan of another firm.'],
      uploadedBy: f.outsider.userId,
    })

    expect(names(await search(f.member.as, f.projectId, 'quixotic'))).toEqual(['Ours.pdf'])
    expect(names(await search(f.admin.as, secondMatter, 'quixotic'))).toEqual([
      'Quixotic other matter.pdf',
    ])
    expect(names(await search(f.outsider.as, f.otherProjectId, 'quixotic'))).toEqual([
      'Quixotic other firm.pdf',
    ])
  })

  test('authorises itself: anonymous UNAUTHENTICATED, an outsider NOT_FOUND', async () => {
    const t = makeTest()
    const { f, add } = await setup(t)
    await add('Secret.pdf', ['Sealed settlement terms.'])

    await expect(
      t.query(api.dossier.search.documents, { projectId: f.projectId, query: 'sealed' }),
    ).rejects.toMatchObject(code('UNAUTHENTICATED'))
    await expect(search(f.outsider.as, f.projectId, 'sealed')).rejects.toMatchObject(
      code('NOT_FOUND'),
    )
    await expect(
      f.outsider.as.query(api.dossier.search.suggestions, { projectId: f.projectId, text: 'sea' }),
    ).rejects.toMatchObject(code('NOT_FOUND'))
    expect(names(await search(f.member.as, f.projectId, 'sealed'))).toEqual(['Secret.pdf'])
  })

  test('a quoted phrase must occur as written; words apart do not match', async () => {
    const t = makeTest()
    const { f, add } = await setup(t)
    await add('Order.pdf', ['The court grants summary judgment for the defendant.'])
    await add('Memo.pdf', ['A summary of the judgment entered last year.'])

    const result = await search(f.member.as, f.projectId, '"summary judgment"')

    expect(names(result)).toEqual(['Order.pdf'])
    expect(marked(result.results[0]!.hits[0]!.snippet)).toContain('[summary judgment]')
    expect(result.results[0]!.hits[0]!.hitText).toBe('summary judgment')
  })

  test('depos* finds every word starting so', async () => {
    const t = makeTest()
    const { f, add } = await setup(t)
    await add('A.pdf', ['The deposition was taken in May.'])
    await add('B.pdf', ['The deponent refused.'])
    await add('C.pdf', ['A dependent claim.'])

    const result = await search(f.member.as, f.projectId, 'depo*', {
      sort: { column: 'name', direction: 'asc' },
    })

    expect(names(result)).toEqual(['A.pdf', 'B.pdf'])
    expect(result.results[1]!.hits[0]!.hitText).toBe('deponent')
  })

  test('lists `limit` documents and says how many more were found', async () => {
    const t = makeTest()
    const { f, add } = await setup(t)
    for (let i = 0; i < 5; i++) await add(`Doc ${i}.pdf`, ['common ground'])

    const result = await search(f.member.as, f.projectId, 'common', { limit: 2 })

    expect(result.results).toHaveLength(2)
    expect(result).toMatchObject({ total: 5, hasMore: true })
  })

  test('skips a document whose pages outlive it while deletion runs', async () => {
    const t = makeTest()
    const { f, add } = await setup(t)
    const { documentId } = await add('Gone.pdf', ['vanishing ink'])
    await t.run(async (ctx) => await ctx.db.delete('documents', documentId))

    expect(await search(f.member.as, f.projectId, 'vanishing')).toMatchObject({
      results: [],
      total: 0,
    })
  })

  test('refuses what no form sends: INVALID_INPUT', async () => {
    const t = makeTest()
    const { f } = await setup(t)
    const invalid = code('INVALID_INPUT')
    await expect(search(f.member.as, f.projectId, 'x'.repeat(201))).rejects.toMatchObject(invalid)
    await expect(search(f.member.as, f.projectId, 'a', { limit: 0 })).rejects.toMatchObject(invalid)
    await expect(search(f.member.as, f.projectId, 'a', { limit: 101 })).rejects.toMatchObject(
      invalid,
    )
    await expect(
      search(f.member.as, f.projectId, 'a', { filters: { tags: ['t'.repeat(61)] } }),
    ).rejects.toMatchObject(invalid)
    await expect(
      search(f.member.as, f.projectId, 'a', { filters: { addedFrom: Number.NaN } }),
    ).rejects.toMatchObject(invalid)
    expect(await search(f.member.as, f.projectId, '  "" * ')).toMatchObject({ results: [] })
  })

  test('a folder of another matter is NOT_FOUND', async () => {
    const t = makeTest()
    const { f } = await setup(t)
    const { folderId } = await f.outsider.as.mutation(api.dossier.folders.create, {
      projectId: f.otherProjectId,
      name: 'Theirs',
    })
    await expect(
      search(f.member.as, f.projectId, 'a', { filters: { folderId } }),
    ).rejects.toMatchObject(code('NOT_FOUND'))
  })
})

describe('search.suggestions', () => {
  test('document names, word completions (most frequent first) and tags', async () => {
    const t = makeTest()
    const { f, add } = await setup(t)
    const { documentId } = await add('Deposition of Maria Chen.pdf', ['Unrelated.'], {
      tags: ['Deposition prep'],
    })
    await add('Notes.pdf', ['The deponent and the deponent again; a deposition.'])

    const suggestions = await f.member.as.query(api.dossier.search.suggestions, {
      projectId: f.projectId,
      text: 'maria depo',
    })

    expect(suggestions.documents).toEqual([
      { _id: documentId, name: 'Deposition of Maria Chen.pdf', highlights: expect.any(Array) },
    ])
    expect(suggestions.terms).toEqual([
      { word: 'deponent', text: 'maria deponent' },
      { word: 'deposition', text: 'maria deposition' },
    ])
    expect(suggestions.tags).toEqual(['Deposition prep'])
  })

  test('no word completions before three letters', async () => {
    const t = makeTest()
    const { f, add } = await setup(t)
    await add('Notes.pdf', ['deponent'])
    const suggestions = await f.member.as.query(api.dossier.search.suggestions, {
      projectId: f.projectId,
      text: 'de',
    })
    expect(suggestions.terms).toEqual([])
  })
})
