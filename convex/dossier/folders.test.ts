import { afterEach, describe, expect, test, vi } from 'vitest'
import { api } from '../_generated/api'
import { code } from '../testing/test.firm'
import { dossierFirm, firstPage, insertDocument } from '../testing/test.dossier'
import { drain, makeTest } from '../testing/test.setup'

afterEach(() => vi.useRealTimers())

describe('folders', () => {
  test('nest to any depth, each with its full slug path, and open by path', async () => {
    const t = makeTest()
    const f = await dossierFirm(t)
    const as = f.member.as
    const pleadings = await as.mutation(api.dossier.folders.create, {
      projectId: f.projectId,
      name: 'Pleadings',
    })
    const motions = await as.mutation(api.dossier.folders.create, {
      projectId: f.projectId,
      parentId: pleadings.folderId,
      name: 'Motions & Briefs',
    })
    expect(pleadings.path).toBe('pleadings')
    expect(motions.path).toBe('pleadings/motions-and-briefs')

    const found = await as.query(api.dossier.folders.idByPath, {
      projectId: f.projectId,
      path: 'pleadings/motions-and-briefs',
    })
    expect(found.folderId).toBe(motions.folderId)
    expect(found.breadcrumbs.map((b) => b.name)).toEqual(['Pleadings', 'Motions & Briefs'])
    await expect(
      as.query(api.dossier.folders.idByPath, { projectId: f.projectId, path: 'pleadings/nothing' }),
    ).rejects.toMatchObject(code('NOT_FOUND', 'Folder not found'))

    const top = await as.query(api.dossier.folders.subfolders, { projectId: f.projectId })
    expect(top.map((folder) => folder.name)).toEqual(['Pleadings'])
    const all = await as.query(api.dossier.folders.listAll, { projectId: f.projectId })
    expect(all.map((folder) => folder.path)).toEqual(['pleadings', 'pleadings/motions-and-briefs'])
  })

  test('names are checked, unique per level, and never take the routes of Favorites or Shared', async () => {
    const t = makeTest()
    const f = await dossierFirm(t)
    const as = f.admin.as
    const create = (name: string) =>
      as.mutation(api.dossier.folders.create, { projectId: f.projectId, name })
    await expect(create('  ')).rejects.toMatchObject(
      code('INVALID_INPUT', 'Folder name is required'),
    )
    await expect(create('a/b')).rejects.toMatchObject(code('INVALID_INPUT'))
    await expect(create('x'.repeat(121))).rejects.toMatchObject(code('INVALID_INPUT'))
    await create('Discovery')
    await expect(create('discovery')).rejects.toMatchObject(code('CONFLICT'))
    expect((await create('Favorites')).path).toBe('favorites-2')
    expect((await create('Shared')).path).toBe('shared-2')
  })

  test('rename and move rewrite the paths below; a folder never moves into itself', async () => {
    const t = makeTest()
    const f = await dossierFirm(t)
    const as = f.member.as
    const a = await as.mutation(api.dossier.folders.create, { projectId: f.projectId, name: 'A' })
    const b = await as.mutation(api.dossier.folders.create, {
      projectId: f.projectId,
      parentId: a.folderId,
      name: 'B',
    })
    const c = await as.mutation(api.dossier.folders.create, {
      projectId: f.projectId,
      parentId: b.folderId,
      name: 'C',
    })
    const other = await as.mutation(api.dossier.folders.create, {
      projectId: f.projectId,
      name: 'Other',
    })

    expect(
      await as.mutation(api.dossier.folders.rename, { folderId: a.folderId, name: 'Alpha' }),
    ).toEqual({
      path: 'alpha',
    })
    const paths = async () =>
      (await as.query(api.dossier.folders.listAll, { projectId: f.projectId }))
        .map((x) => x.path)
        .sort()
    expect(await paths()).toEqual(['alpha', 'alpha/b', 'alpha/b/c', 'other'])

    await as.mutation(api.dossier.folders.move, { folderId: b.folderId, parentId: other.folderId })
    expect(await paths()).toEqual(['alpha', 'other', 'other/b', 'other/b/c'])
    await expect(
      as.mutation(api.dossier.folders.move, { folderId: b.folderId, parentId: c.folderId }),
    ).rejects.toMatchObject(code('CONFLICT'))
    await as.mutation(api.dossier.folders.move, { folderId: c.folderId })
    expect(await paths()).toEqual(['alpha', 'c', 'other', 'other/b'])
  })

  test('delete takes the subfolders and their documents (files, pages, marks) with it', async () => {
    const t = makeTest()
    const f = await dossierFirm(t)
    const as = f.admin.as
    const a = await as.mutation(api.dossier.folders.create, { projectId: f.projectId, name: 'A' })
    const b = await as.mutation(api.dossier.folders.create, {
      projectId: f.projectId,
      parentId: a.folderId,
      name: 'B',
    })
    const inA = await insertDocument(t, {
      projectId: f.projectId,
      folderId: a.folderId,
      uploadedBy: f.admin.userId,
    })
    const inB = await insertDocument(t, {
      projectId: f.projectId,
      folderId: b.folderId,
      uploadedBy: f.admin.userId,
      name: 'b.pdf',
    })
    await as.mutation(api.dossier.favorites.setDocuments, {
      documentIds: [inB.documentId],
      favorite: true,
    })
    await as.mutation(api.dossier.favorites.setFolder, { folderId: b.folderId, favorite: true })

    expect(await as.query(api.dossier.folders.contents, { folderId: a.folderId })).toEqual({
      folders: 1,
      documents: 2,
      more: false,
    })
    await as.mutation(api.dossier.folders.remove, { folderId: a.folderId })
    await drain(t)
    const left = await t.run(async (ctx) => ({
      folders: (await ctx.db.query('folders').collect()).length,
      documents: (await ctx.db.query('documents').collect()).length,
      pages: (await ctx.db.query('documentPages').collect()).length,
      favorites: (await ctx.db.query('favorites').collect()).length,
      files: await Promise.all([inA.storageId, inB.storageId].map((id) => ctx.storage.get(id))),
    }))
    expect(left).toEqual({ folders: 0, documents: 0, pages: 0, favorites: 0, files: [null, null] })
    const events = await t.run(async (ctx) =>
      (await ctx.db.query('auditEvents').collect()).map((e) => e.action),
    )
    expect(events).toContain('folder.deleted')
  })

  test('favorites and shares of folders reach the viewer’s lists', async () => {
    const t = makeTest()
    const f = await dossierFirm(t)
    const a = await f.admin.as.mutation(api.dossier.folders.create, {
      projectId: f.projectId,
      name: 'Exhibits',
    })
    await f.admin.as.mutation(api.dossier.favorites.setFolder, {
      folderId: a.folderId,
      favorite: true,
    })
    expect(
      (await f.admin.as.query(api.dossier.folders.favorites, { projectId: f.projectId })).map(
        (x) => x.name,
      ),
    ).toEqual(['Exhibits'])
    expect(
      await f.member.as.query(api.dossier.folders.favorites, { projectId: f.projectId }),
    ).toEqual([])

    await f.admin.as.mutation(api.dossier.shares.shareFolder, {
      folderId: a.folderId,
      userIds: [f.member.userId],
    })
    const shared = await f.member.as.query(api.dossier.folders.sharedWithMe, {
      projectId: f.projectId,
    })
    expect(shared.map((x) => [x.name, x.isShared])).toEqual([['Exhibits', true]])
    expect(
      await f.member.as.query(api.dossier.shares.folderRecipients, { folderId: a.folderId }),
    ).toMatchObject([{ userId: f.member.userId, sharedBy: f.admin.userId }])
    await f.member.as.mutation(api.dossier.shares.unshareFolder, {
      folderId: a.folderId,
      userId: f.member.userId,
    })
    expect(
      await f.member.as.query(api.dossier.folders.sharedWithMe, { projectId: f.projectId }),
    ).toEqual([])
  })

  test('an archived matter takes no new folder, and outsiders see none', async () => {
    const t = makeTest()
    const f = await dossierFirm(t)
    const a = await f.admin.as.mutation(api.dossier.folders.create, {
      projectId: f.projectId,
      name: 'A',
    })
    await expect(
      f.outsider.as.query(api.dossier.folders.subfolders, { projectId: f.projectId }),
    ).rejects.toMatchObject(code('NOT_FOUND'))
    await expect(
      f.outsider.as.mutation(api.dossier.folders.rename, { folderId: a.folderId, name: 'Mine' }),
    ).rejects.toMatchObject(code('NOT_FOUND', 'Folder not found'))
    await expect(
      f.outsider.as.mutation(api.dossier.folders.create, {
        projectId: f.otherProjectId,
        parentId: a.folderId,
        name: 'Sneaky',
      }),
    ).rejects.toMatchObject(code('NOT_FOUND'))
    await f.admin.as.mutation(api.matters.projects.archive, { projectId: f.projectId })
    await expect(
      f.admin.as.mutation(api.dossier.folders.create, { projectId: f.projectId, name: 'B' }),
    ).rejects.toMatchObject(code('CONFLICT', 'This matter is archived'))
    expect(
      (
        await f.admin.as.query(api.dossier.documents.list, {
          paginationOpts: firstPage(),
          filter: { projectId: f.projectId, from: 'dossier' },
        })
      ).page,
    ).toEqual([])
  })

  test('ensurePath finds or creates each level of a dropped folder', async () => {
    const t = makeTest()
    const f = await dossierFirm(t)
    const as = f.member.as
    const first = await as.mutation(api.dossier.folders.ensurePath, {
      projectId: f.projectId,
      names: ['Discovery', 'Exhibits'],
    })
    const again = await as.mutation(api.dossier.folders.ensurePath, {
      projectId: f.projectId,
      names: ['discovery', 'Exhibits', 'Photos'],
    })
    expect(first.path).toBe('discovery/exhibits')
    expect(again.path).toBe('discovery/exhibits/photos')
    expect((await as.query(api.dossier.folders.listAll, { projectId: f.projectId })).length).toBe(3)
  })
})
