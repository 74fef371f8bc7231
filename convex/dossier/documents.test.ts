import { afterEach, describe, expect, test, vi } from 'vitest'
import { api } from '../_generated/api'
import type { Id } from '../_generated/dataModel'
import { code } from '../testing/test.firm'
import { dossierFirm, firstPage, insertDocument } from '../testing/test.dossier'
import { drain, makeTest, type TestConvex } from '../testing/test.setup'

afterEach(() => vi.useRealTimers())

/** Search rows of a matter that hold `word`, through the search index the associate will use. */
const searchHits = (t: TestConvex, projectId: Id<'projects'>, word: string) =>
  t.run(
    async (ctx) =>
      await ctx.db
        .query('documentPages')
        .withSearchIndex('search_text', (q) => q.search('text', word).eq('projectId', projectId))
        .collect(),
  )

describe('documents.list (spec §7)', () => {
  test('one folder at a time, 20 a page, sorted by name, type or date added', async () => {
    const t = makeTest()
    const f = await dossierFirm(t)
    const { folderId } = await f.admin.as.mutation(api.dossier.folders.create, {
      projectId: f.projectId,
      name: 'Pleadings',
    })
    const names = ['b.pdf', 'a.docx', 'c.txt']
    const kinds = ['pdf', 'docx', 'txt'] as const
    for (const [index, name] of names.entries()) {
      await insertDocument(t, {
        projectId: f.projectId,
        folderId,
        name,
        kind: kinds[index],
        uploadedBy: f.admin.userId,
      })
    }
    await insertDocument(t, { projectId: f.projectId, name: 'top.pdf', uploadedBy: f.admin.userId })
    const list = (sort?: { column: 'name' | 'type' | 'added'; direction: 'asc' | 'desc' }) =>
      f.member.as.query(api.dossier.documents.list, {
        paginationOpts: firstPage(),
        filter: { projectId: f.projectId, folderId, from: 'dossier' },
        sort,
      })
    expect((await list()).page.map((d) => d.name)).toEqual(['c.txt', 'a.docx', 'b.pdf'])
    expect((await list({ column: 'name', direction: 'asc' })).page.map((d) => d.name)).toEqual([
      'a.docx',
      'b.pdf',
      'c.txt',
    ])
    expect((await list({ column: 'type', direction: 'desc' })).page.map((d) => d.kind)).toEqual([
      'txt',
      'pdf',
      'docx',
    ])
    expect((await list({ column: 'added', direction: 'asc' })).page.map((d) => d.name)).toEqual(
      names,
    )
    const top = await f.member.as.query(api.dossier.documents.list, {
      paginationOpts: firstPage(),
      filter: { projectId: f.projectId, from: 'dossier' },
    })
    expect(top.page.map((d) => d.name)).toEqual(['top.pdf'])
    const everything = await f.member.as.query(api.dossier.documents.list, {
      paginationOpts: firstPage(),
      filter: { projectId: f.projectId },
    })
    expect(everything.page).toHaveLength(4)
  })

  test('pages of 20 follow the cursor to the end, in order; a page holds at most 100', async () => {
    const t = makeTest()
    const f = await dossierFirm(t)
    for (let i = 0; i < 45; i++) {
      await insertDocument(t, {
        projectId: f.projectId,
        name: `doc-${String(i).padStart(2, '0')}.pdf`,
        uploadedBy: f.admin.userId,
      })
    }
    const seen: string[] = []
    let cursor: string | null = null
    for (;;) {
      const page: { page: { name: string }[]; isDone: boolean; continueCursor: string } =
        await f.admin.as.query(api.dossier.documents.list, {
          paginationOpts: { numItems: 20, cursor },
          filter: { projectId: f.projectId, from: 'dossier' },
          sort: { column: 'name', direction: 'asc' },
        })
      seen.push(...page.page.map((d) => d.name))
      if (page.isDone) break
      cursor = page.continueCursor
    }
    expect(seen).toHaveLength(45)
    expect(seen).toEqual([...seen].sort())
    await expect(
      f.admin.as.query(api.dossier.documents.list, {
        paginationOpts: { numItems: 1000, cursor: null },
        filter: { projectId: f.projectId },
      }),
    ).rejects.toMatchObject(code('INVALID_INPUT'))
  })

  test('favorites are the viewer’s own; shared lists what colleagues shared with the viewer', async () => {
    const t = makeTest()
    const f = await dossierFirm(t)
    const { documentId } = await insertDocument(t, {
      projectId: f.projectId,
      uploadedBy: f.admin.userId,
    })
    await f.admin.as.mutation(api.dossier.favorites.setDocuments, {
      documentIds: [documentId],
      favorite: true,
    })
    const favorites = (as: typeof f.admin.as) =>
      as.query(api.dossier.documents.list, {
        paginationOpts: firstPage(),
        filter: { projectId: f.projectId, isFavorite: true },
      })
    expect((await favorites(f.admin.as)).page.map((d) => [d.name, d.isFavorite])).toEqual([
      ['Complaint.pdf', true],
    ])
    expect((await favorites(f.member.as)).page).toEqual([])

    await f.admin.as.mutation(api.dossier.shares.shareDocuments, {
      documentIds: [documentId],
      userIds: [f.member.userId, f.admin.userId],
    })
    const shared = await f.member.as.query(api.dossier.documents.list, {
      paginationOpts: firstPage(),
      filter: { projectId: f.projectId, isShared: true },
    })
    expect(shared.page.map((d) => [d.name, d.isShared, d.isFavorite])).toEqual([
      ['Complaint.pdf', true, false],
    ])
    // The sharer sees the mark too, and nobody shares with themselves.
    expect((await f.admin.as.query(api.dossier.documents.get, { documentId })).isShared).toBe(true)
    expect(
      await f.admin.as.query(api.dossier.shares.documentRecipients, { documentId }),
    ).toMatchObject([{ userId: f.member.userId }])
    await expect(
      f.admin.as.mutation(api.dossier.shares.shareDocuments, {
        documentIds: [documentId],
        userIds: [f.outsider.userId],
      }),
    ).rejects.toMatchObject(code('NOT_FOUND', 'Member not found'))

    await f.admin.as.mutation(api.dossier.shares.unshareDocument, {
      documentId,
      userId: f.member.userId,
    })
    expect(
      (
        await f.member.as.query(api.dossier.documents.list, {
          paginationOpts: firstPage(),
          filter: { projectId: f.projectId, isShared: true },
        })
      ).page,
    ).toEqual([])
    const actions = await t.run(async (ctx) =>
      (await ctx.db.query('auditEvents').collect()).map((event) => event.action),
    )
    expect(actions).toEqual(expect.arrayContaining(['document.shared', 'document.unshared']))
  })

  test('rename, move, tags and get; another organisation gets Document not found', async () => {
    const t = makeTest()
    const f = await dossierFirm(t)
    const { documentId, storageId } = await insertDocument(t, {
      projectId: f.projectId,
      uploadedBy: f.admin.userId,
    })
    const { folderId } = await f.member.as.mutation(api.dossier.folders.create, {
      projectId: f.projectId,
      name: 'Pleadings',
    })
    await f.member.as.mutation(api.dossier.documents.rename, {
      documentId,
      name: ' Amended complaint ',
    })
    await f.member.as.mutation(api.dossier.documents.move, { documentId, folderId })
    await f.member.as.mutation(api.dossier.documents.setTags, {
      documentId,
      tags: ['Pleading', 'pleading', 'Key'],
      primaryTagName: 'key',
    })
    const document = await f.member.as.query(api.dossier.documents.get, { documentId })
    expect(document).toMatchObject({
      name: 'Amended complaint',
      fileNameOriginal: 'Complaint.pdf',
      folder: { name: 'Pleadings', path: 'pleadings' },
      tags: ['Pleading', 'Key'],
      primaryTagName: 'Key',
      uploadedByName: 'Eleanor Admin',
    })
    expect(await f.member.as.query(api.dossier.documents.storageUrl, { storageId })).toBe(
      `/api/files/${documentId}`,
    )
    await expect(
      f.member.as.mutation(api.dossier.documents.setTags, {
        documentId,
        tags: ['A'],
        primaryTagName: 'B',
      }),
    ).rejects.toMatchObject(code('INVALID_INPUT'))
    await expect(
      f.member.as.mutation(api.dossier.documents.rename, { documentId, name: 'a\nb' }),
    ).rejects.toMatchObject(code('INVALID_INPUT'))
    for (const call of [
      f.outsider.as.query(api.dossier.documents.get, { documentId }),
      f.outsider.as.query(api.dossier.documents.storageUrl, { storageId }),
      f.outsider.as.mutation(api.dossier.documents.rename, { documentId, name: 'Mine' }),
    ]) {
      await expect(call).rejects.toMatchObject(code('NOT_FOUND', 'Document not found'))
    }
    // A folder of another matter is not a place to move to.
    const { folderId: foreignFolder } = await f.outsider.as.mutation(api.dossier.folders.create, {
      projectId: f.otherProjectId,
      name: 'Theirs',
    })
    await expect(
      f.member.as.mutation(api.dossier.documents.move, { documentId, folderId: foreignFolder }),
    ).rejects.toMatchObject(code('NOT_FOUND', 'Folder not found'))
  })
})

describe('documents.pages', () => {
  test('a document’s text, page by page, for the firm only', async () => {
    const t = makeTest()
    const f = await dossierFirm(t)
    const texts = Array.from({ length: 7 }, (_, i) => `Text of page ${i + 1}`)
    const { documentId } = await insertDocument(t, {
      projectId: f.projectId,
      pages: texts,
      uploadedBy: f.admin.userId,
    })
    const first = await f.member.as.query(api.dossier.documents.pages, {
      documentId,
      paginationOpts: { numItems: 5, cursor: null },
    })
    const rest = await f.member.as.query(api.dossier.documents.pages, {
      documentId,
      paginationOpts: { numItems: 5, cursor: first.continueCursor },
    })
    expect([...first.page, ...rest.page].map((p) => p.text)).toEqual(texts)
    expect(rest.isDone).toBe(true)
    expect(
      (await f.member.as.query(api.dossier.documents.get, { documentId })).matter,
    ).toMatchObject({
      slug: f.slug,
    })
    await expect(
      f.outsider.as.query(api.dossier.documents.pages, {
        documentId,
        paginationOpts: { numItems: 5, cursor: null },
      }),
    ).rejects.toMatchObject(code('NOT_FOUND', 'Document not found'))
    await expect(
      f.member.as.query(api.dossier.documents.pages, {
        documentId,
        paginationOpts: { numItems: 500, cursor: null },
      }),
    ).rejects.toMatchObject(code('INVALID_INPUT'))
  })
})

describe('deletion (target R11)', () => {
  test('deleting a document removes its file, pages, search rows, favorites and shares', async () => {
    const t = makeTest()
    const f = await dossierFirm(t)
    const pages = Array.from({ length: 3 }, (_, i) => `Page ${i + 1} mentions zanzibarite.`)
    const { documentId, storageId } = await insertDocument(t, {
      projectId: f.projectId,
      pages,
      uploadedBy: f.admin.userId,
    })
    await f.admin.as.mutation(api.dossier.favorites.setDocuments, {
      documentIds: [documentId],
      favorite: true,
    })
    await f.admin.as.mutation(api.dossier.shares.shareDocuments, {
      documentIds: [documentId],
      userIds: [f.member.userId],
    })
    expect(await searchHits(t, f.projectId, 'zanzibarite')).toHaveLength(3)

    await f.member.as.mutation(api.dossier.documents.remove, { documentId })
    await drain(t)
    expect(await searchHits(t, f.projectId, 'zanzibarite')).toHaveLength(0)
    const left = await t.run(async (ctx) => ({
      document: await ctx.db.get('documents', documentId),
      file: await ctx.storage.get(storageId),
      favorites: (await ctx.db.query('favorites').collect()).length,
      shares: (await ctx.db.query('shares').collect()).length,
    }))
    expect(left).toEqual({ document: null, file: null, favorites: 0, shares: 0 })
  })

  test('a long document’s pages go in scheduled batches, and bulk delete takes a selection', async () => {
    const t = makeTest()
    const f = await dossierFirm(t)
    const long = await insertDocument(t, {
      projectId: f.projectId,
      pages: Array.from({ length: 620 }, (_, i) => `Page ${i} quokkaite`),
      uploadedBy: f.admin.userId,
    })
    const other = await insertDocument(t, {
      projectId: f.projectId,
      name: 'b.pdf',
      pages: ['quokkaite again'],
      uploadedBy: f.admin.userId,
    })
    await f.admin.as.mutation(api.dossier.documentsBulk.remove, {
      documentIds: [long.documentId, other.documentId],
    })
    await drain(t)
    expect(await searchHits(t, f.projectId, 'quokkaite')).toHaveLength(0)
    expect(await t.run(async (ctx) => (await ctx.db.query('documents').collect()).length)).toBe(0)
    await expect(
      f.admin.as.mutation(api.dossier.documentsBulk.remove, { documentIds: [] }),
    ).rejects.toMatchObject(code('INVALID_INPUT'))
  })

  test('bulk move refuses the whole selection when one id is not the firm’s', async () => {
    const t = makeTest()
    const f = await dossierFirm(t)
    const mine = await insertDocument(t, { projectId: f.projectId, uploadedBy: f.admin.userId })
    const theirs = await insertDocument(t, {
      projectId: f.otherProjectId,
      uploadedBy: f.outsider.userId,
    })
    const { folderId } = await f.admin.as.mutation(api.dossier.folders.create, {
      projectId: f.projectId,
      name: 'Exhibits',
    })
    await expect(
      f.admin.as.mutation(api.dossier.documentsBulk.move, {
        documentIds: [mine.documentId, theirs.documentId],
        folderId,
      }),
    ).rejects.toMatchObject(code('NOT_FOUND'))
    expect(
      (await f.admin.as.query(api.dossier.documents.get, { documentId: mine.documentId })).folder,
    ).toBe(null)
    expect(
      await f.admin.as.mutation(api.dossier.documentsBulk.move, {
        documentIds: [mine.documentId],
        folderId,
      }),
    ).toEqual({ moved: 1 })
  })
})

describe('ingest report', () => {
  test('lists failed, unreadable and password-protected files', async () => {
    const t = makeTest()
    const f = await dossierFirm(t)
    const { documentId } = await insertDocument(t, {
      projectId: f.projectId,
      uploadedBy: f.admin.userId,
    })
    await t.run(async (ctx) => {
      await ctx.db.patch('documents', documentId, {
        status: 'needs_ocr',
        pagesWithoutText: [2],
        statusReason: '1 of 3 pages have no text, even after OCR',
      })
    })
    const report = await f.member.as.query(api.dossier.documents.ingestReport, {
      projectId: f.projectId,
    })
    expect(report.needsOcr).toMatchObject([{ _id: documentId, pagesWithoutText: [2] }])
    expect(report.failed).toEqual([])
  })
})
