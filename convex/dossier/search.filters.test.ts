import { afterEach, describe, expect, test, vi } from 'vitest'
import { api } from '../_generated/api'
import type { Id } from '../_generated/dataModel'
import { dossierFirm, insertDocument } from '../testing/test.dossier'
import { makeTest, type TestConvex } from '../testing/test.setup'

// The dossier search's filters (spec §3) and sorts, through the search index (convex-local's).

afterEach(() => vi.useRealTimers())

type Firm = Awaited<ReturnType<typeof dossierFirm>>

const search = (
  as: Firm['member']['as'],
  projectId: Id<'projects'>,
  query: string,
  more: Record<string, unknown> = {},
) => as.query(api.dossier.search.documents, { projectId, query, ...more })

const names = (result: { results: { name: string }[] }) => result.results.map((r) => r.name)

async function setup(t: TestConvex) {
  const f = await dossierFirm(t)
  const add = (name: string, pages: string[], more: Record<string, unknown> = {}) =>
    insertDocument(t, { projectId: f.projectId, name, pages, uploadedBy: f.admin.userId, ...more })
  return { f, add }
}

describe('search.documents filters and sorts', () => {
  test('each filter narrows the results', async () => {
    // Creation times only move forward, and sessions last an hour: the firm is set up at 12:00,
    // the documents are added at 12:10, 12:20 and 12:30.
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(new Date('2025-01-10T12:00:00Z'))
    const t = makeTest()
    const { f, add } = await setup(t)
    const { folderId: pleadings } = await f.admin.as.mutation(api.dossier.folders.create, {
      projectId: f.projectId,
      name: 'Pleadings',
    })
    const { folderId: motions } = await f.admin.as.mutation(api.dossier.folders.create, {
      projectId: f.projectId,
      parentId: pleadings,
      name: 'Motions',
    })
    vi.setSystemTime(new Date('2025-01-10T12:10:00Z'))
    await add('Top.pdf', ['alpha'], { tags: ['Hot'] })
    vi.setSystemTime(new Date('2025-01-10T12:20:00Z'))
    await add('In pleadings.docx', ['alpha'], { kind: 'docx', folderId: pleadings })
    vi.setSystemTime(new Date('2025-01-10T12:30:00Z'))
    await add('In motions.txt', ['alpha'], {
      kind: 'txt',
      folderId: motions,
      status: 'needs_ocr',
      tags: ['Privileged', 'hot'],
    })
    const sorted = { sort: { column: 'name', direction: 'asc' } }
    const filtered = async (filters: Record<string, unknown>) =>
      names(await search(f.member.as, f.projectId, 'alpha', { ...sorted, filters }))

    expect(await filtered({})).toEqual(['In motions.txt', 'In pleadings.docx', 'Top.pdf'])
    expect(await filtered({ fileTypes: ['pdf', 'txt'] })).toEqual(['In motions.txt', 'Top.pdf'])
    expect(await filtered({ folderId: pleadings })).toEqual(['In pleadings.docx'])
    expect(await filtered({ folderId: pleadings, includeSubfolders: true })).toEqual([
      'In motions.txt',
      'In pleadings.docx',
    ])
    expect(
      await filtered({
        addedFrom: Date.parse('2025-01-10T12:15:00Z'),
        addedTo: Date.parse('2025-01-10T12:25:00Z'),
      }),
    ).toEqual(['In pleadings.docx'])
    expect(await filtered({ addedFrom: Date.parse('2025-01-10T12:15:00Z') })).toEqual([
      'In motions.txt',
      'In pleadings.docx',
    ])
    expect(await filtered({ status: 'needs_ocr' })).toEqual(['In motions.txt'])
    expect(await filtered({ tags: ['HOT'] })).toEqual(['In motions.txt', 'Top.pdf'])
    expect(await filtered({ tags: ['privileged'], fileTypes: ['pdf'] })).toEqual([])
  })

  test('sorts by name, date added or type, either way; relevance by default', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(new Date('2025-01-01T12:00:00Z'))
    const t = makeTest()
    const { f, add } = await setup(t)
    vi.setSystemTime(new Date('2025-01-01T12:10:00Z'))
    await add('b.txt', ['omega'], { kind: 'txt' })
    vi.setSystemTime(new Date('2025-01-01T12:20:00Z'))
    await add('c.docx', ['omega'], { kind: 'docx' })
    vi.setSystemTime(new Date('2025-01-01T12:30:00Z'))
    await add('a.pdf', ['omega'])
    const by = async (column: string, direction: string) =>
      names(await search(f.member.as, f.projectId, 'omega', { sort: { column, direction } }))

    expect(await by('name', 'asc')).toEqual(['a.pdf', 'b.txt', 'c.docx'])
    expect(await by('name', 'desc')).toEqual(['c.docx', 'b.txt', 'a.pdf'])
    expect(await by('added', 'desc')).toEqual(['a.pdf', 'c.docx', 'b.txt'])
    expect(await by('type', 'asc')).toEqual(['c.docx', 'a.pdf', 'b.txt'])
    expect((await search(f.member.as, f.projectId, 'omega')).results).toHaveLength(3)
  })
})
