// Files are served by the app's authorizing routes (targets R9, R16): the browser gets a route
// (documents.storageUrl, the dossier's thumbnailUrl), and only the app server, proving itself
// with the secret it shares with the backend, learns the storage URL behind it
// (documents.fileSource), for a caller who may see the document now.
import { describe, expect, test } from 'vitest'
import { api } from '../_generated/api'
import type { Id } from '../_generated/dataModel'
import { code } from '../testing/test.firm'
import { dossierFirm, firstPage, insertDocument } from '../testing/test.dossier'
import { PROXY_SECRET, makeTest, type TestConvex } from '../testing/test.setup'

async function firmWithDocument(t: TestConvex) {
  const f = await dossierFirm(t)
  const { documentId, storageId } = await insertDocument(t, {
    projectId: f.projectId,
    name: 'Complaint.pdf',
    uploadedBy: f.admin.userId,
  })
  return { ...f, documentId, storageId }
}

const source = (documentId: string, part: 'file' | 'thumbnail' = 'file') => ({
  documentId,
  part,
  appSecret: PROXY_SECRET,
})

describe('documents.fileSource', () => {
  test('tells the app server where a member’s document is stored, with its registered type', async () => {
    const t = makeTest()
    const f = await firmWithDocument(t)
    for (const caller of [f.member, f.admin]) {
      const answer = await caller.as.query(api.dossier.documents.fileSource, source(f.documentId))
      expect(answer).toEqual({
        url: expect.stringMatching(/^https?:\/\/[^/]+\/api\/storage\/[0-9a-f-]{36}$/),
        mimeType: 'application/pdf',
        kind: 'pdf',
        fileNameOriginal: 'Complaint.pdf',
        name: 'Complaint.pdf',
      })
    }
  })

  test('a thumbnail is always a PNG, and NOT_FOUND until processing made one', async () => {
    const t = makeTest()
    const f = await firmWithDocument(t)
    await expect(
      f.member.as.query(api.dossier.documents.fileSource, source(f.documentId, 'thumbnail')),
    ).rejects.toMatchObject(code('NOT_FOUND', 'File not found'))
    await t.run(async (ctx) => {
      const thumbnailStorageId = await ctx.storage.store(new Blob([new Uint8Array([0x89, 0x50])]))
      await ctx.db.patch('documents', f.documentId, { thumbnailStorageId })
    })
    expect(
      await f.member.as.query(api.dossier.documents.fileSource, source(f.documentId, 'thumbnail')),
    ).toMatchObject({ url: expect.stringMatching(/\/api\/storage\//), mimeType: 'image/png' })
  })

  test('outsiders, removed members and made-up ids get NOT_FOUND; no session is UNAUTHENTICATED', async () => {
    const t = makeTest()
    const f = await firmWithDocument(t)
    await expect(
      f.outsider.as.query(api.dossier.documents.fileSource, source(f.documentId)),
    ).rejects.toMatchObject(code('NOT_FOUND', 'Document not found'))
    await expect(
      f.outsider.as.query(api.dossier.documents.fileSource, source(f.documentId, 'thumbnail')),
    ).rejects.toMatchObject(code('NOT_FOUND', 'Document not found'))
    for (const madeUp of ['not-a-document', f.projectId, f.storageId]) {
      await expect(
        f.member.as.query(api.dossier.documents.fileSource, source(madeUp)),
      ).rejects.toMatchObject(code('NOT_FOUND', 'Document not found'))
    }
    await expect(
      t.query(api.dossier.documents.fileSource, source(f.documentId)),
    ).rejects.toMatchObject(code('UNAUTHENTICATED'))

    // Removed from the firm, the member's next request finds nothing, whatever link they kept.
    await f.admin.as.mutation(api.accounts.organizations.removeMember, {
      organizationId: f.organizationId,
      userId: f.member.userId,
    })
    await expect(
      f.member.as.query(api.dossier.documents.fileSource, source(f.documentId)),
    ).rejects.toMatchObject(code('NOT_FOUND'))
  })

  test('a deleted document, or one whose file is gone, is NOT_FOUND', async () => {
    const t = makeTest()
    const f = await firmWithDocument(t)
    await f.member.as.mutation(api.dossier.documents.remove, { documentId: f.documentId })
    await expect(
      f.member.as.query(api.dossier.documents.fileSource, source(f.documentId)),
    ).rejects.toMatchObject(code('NOT_FOUND', 'Document not found'))
    const other = await insertDocument(t, { projectId: f.projectId, uploadedBy: f.admin.userId })
    await t.run(async (ctx) => await ctx.storage.delete(other.storageId))
    await expect(
      f.member.as.query(api.dossier.documents.fileSource, source(other.documentId)),
    ).rejects.toMatchObject(code('NOT_FOUND', 'File not found'))
  })

  test('a browser never learns the storage URL: without the app server’s secret it is FORBIDDEN', async () => {
    const t = makeTest()
    const f = await firmWithDocument(t)
    for (const appSecret of ['', 'guess', PROXY_SECRET.slice(0, -1), `${PROXY_SECRET}x`]) {
      await expect(
        f.member.as.query(api.dossier.documents.fileSource, { ...source(f.documentId), appSecret }),
      ).rejects.toMatchObject(code('FORBIDDEN', 'Only the app server reads stored files'))
    }
    // A backend without the secret configured hands it to nobody.
    const configured = process.env.CASEFILE_PROXY_SECRET
    delete process.env.CASEFILE_PROXY_SECRET
    try {
      await expect(
        f.member.as.query(api.dossier.documents.fileSource, {
          ...source(f.documentId),
          appSecret: '',
        }),
      ).rejects.toMatchObject(code('FORBIDDEN'))
    } finally {
      process.env.CASEFILE_PROXY_SECRET = configured
    }
  })
})

describe('the links the browser gets', () => {
  test('storageUrl and thumbnailUrl name the app’s routes, never the storage server', async () => {
    const t = makeTest()
    const f = await firmWithDocument(t)
    expect(
      await f.member.as.query(api.dossier.documents.storageUrl, { storageId: f.storageId }),
    ).toBe(`/api/files/${f.documentId}`)
    const thumbnailStorageId = await t.run(async (ctx) => {
      const id = await ctx.storage.store(new Blob([new Uint8Array([0x89, 0x50])]))
      await ctx.db.patch('documents', f.documentId, { thumbnailStorageId: id })
      return id
    })
    const row = async () =>
      (
        await f.member.as.query(api.dossier.documents.list, {
          paginationOpts: firstPage(),
          filter: { projectId: f.projectId, from: 'dossier' },
        })
      ).page[0]!
    expect((await row()).thumbnailUrl).toBe(`/api/thumbnails/${f.documentId}`)
    expect(
      (await f.member.as.query(api.dossier.documents.get, { documentId: f.documentId }))
        .thumbnailUrl,
    ).toBe(`/api/thumbnails/${f.documentId}`)
    expect(JSON.stringify(await row())).not.toContain('/api/storage/')
    expect(thumbnailStorageId).toBeTruthy()

    // A file no longer stored has no URL (the viewer says so); an outsider learns nothing.
    await t.run(async (ctx) => await ctx.storage.delete(f.storageId))
    expect(
      await f.member.as.query(api.dossier.documents.storageUrl, { storageId: f.storageId }),
    ).toBeNull()
    await expect(
      f.outsider.as.query(api.dossier.documents.storageUrl, {
        storageId: f.storageId as Id<'_storage'>,
      }),
    ).rejects.toMatchObject(code('NOT_FOUND', 'Document not found'))
  })
})
