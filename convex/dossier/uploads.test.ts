// @vitest-environment node
// Uploads end to end inside the test harness: the register action (type by magic bytes, size cap,
// refusals that leave nothing stored, duplicates) and the processing run it schedules.
import { PDFDocument, StandardFonts } from 'pdf-lib'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { api } from '../_generated/api'
import type { Id } from '../_generated/dataModel'
import { code } from '../testing/test.firm'
import { dossierFirm } from '../testing/test.dossier'
import { drainScheduled, makeTest, type TestConvex } from '../testing/test.setup'

afterEach(() => {
  vi.useRealTimers()
  delete process.env.CASEFILE_MAX_UPLOAD_BYTES
})

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13])

async function pdfWithPages(texts: string[]) {
  const pdf = await PDFDocument.create()
  const font = await pdf.embedFont(StandardFonts.TimesRoman)
  for (const text of texts) pdf.addPage().drawText(text, { x: 72, y: 700, size: 12, font })
  return await pdf.save()
}

const store = (t: TestConvex, bytes: Uint8Array | string) =>
  t.run(async (ctx) => await ctx.storage.store(new Blob([bytes as BlobPart])))

const fileExists = (t: TestConvex, storageId: Id<'_storage'>) =>
  t.run(async (ctx) => (await ctx.storage.get(storageId)) !== null)

const documentCount = (t: TestConvex) =>
  t.run(async (ctx) => (await ctx.db.query('documents').collect()).length)

describe('uploads.register', () => {
  test('a PDF is filed, processed to text per page with a summary and a thumbnail, and audited', async () => {
    const t = makeTest()
    const f = await dossierFirm(t)
    const bytes = await pdfWithPages([
      'UNITED STATES DISTRICT COURT. Plaintiff alleges securities fraud.',
      'Defendant Northwind inflated revenue during the class period.',
    ])
    const storageId = await store(t, bytes)
    const { documentId, duplicateOf } = await f.member.as.action(api.dossier.uploads.register, {
      projectId: f.projectId,
      storageId,
      name: 'Complaint.pdf',
    })
    expect(duplicateOf).toBeNull()
    await drainScheduled(
      t,
      vi.runAllTimers,
      () => vi.useFakeTimers(),
      () => vi.useRealTimers(),
    )
    const document = await f.member.as.query(api.dossier.documents.get, { documentId })
    expect(document).toMatchObject({
      status: 'ready',
      kind: 'pdf',
      pageCount: 2,
      size: bytes.length,
    })
    expect(document.summary).toMatch(/securities fraud|inflated revenue/)
    // The grid's first-page thumbnail: a stored PNG 320 pixels wide.
    expect(document.thumbnailUrl).toBe(`/api/thumbnails/${documentId}`)
    const thumbnail = new Uint8Array(
      await t.run(async (ctx) => {
        const row = await ctx.db.get('documents', documentId)
        return await (await ctx.storage.get(row!.thumbnailStorageId!))!.arrayBuffer()
      }),
    )
    expect([...thumbnail.slice(1, 4)]).toEqual([0x50, 0x4e, 0x47])
    expect(new DataView(thumbnail.buffer).getUint32(16)).toBe(320)
    const pages = await t.run(async (ctx) =>
      (
        await ctx.db
          .query('documentPages')
          .withIndex('by_documentId_and_page', (q) => q.eq('documentId', documentId))
          .collect()
      ).map((page) => page.text),
    )
    expect(pages[1]).toContain('Northwind inflated revenue')
    const events = await t.run(async (ctx) =>
      (await ctx.db.query('auditEvents').collect()).map((event) => event.action),
    )
    expect(events).toContain('document.uploaded')
  })

  test('the same bytes twice in a matter are flagged as a duplicate', async () => {
    const t = makeTest()
    const f = await dossierFirm(t)
    const register = async (name: string) =>
      await f.admin.as.action(api.dossier.uploads.register, {
        projectId: f.projectId,
        storageId: await store(t, 'Engagement letter text'),
        name,
      })
    const first = await register('letter.txt')
    const second = await register('letter copy.txt')
    expect(second.duplicateOf).toBe(first.documentId)
  })

  const refusals: [string, Uint8Array | string, string, RegExp][] = [
    ['bytes that are not what the name says', PNG, 'Exhibit.pdf', /not a PDF/],
    ['an empty file', '', 'empty.txt', /"empty\.txt" is empty/],
    ['a file over the size cap', 'x'.repeat(2048), 'big.txt', /the limit is/],
    ['an unsupported binary', new Uint8Array([0, 1, 2, 3, 0, 0, 7]), 'data.bin', /not a supported/],
  ]
  test.each(refusals)(
    '%s is refused with its reason and nothing is stored',
    async (_, bytes, name, reason) => {
      const t = makeTest()
      const f = await dossierFirm(t)
      process.env.CASEFILE_MAX_UPLOAD_BYTES = '1024'
      const storageId = await store(t, bytes)
      const refused = f.admin.as.action(api.dossier.uploads.register, {
        projectId: f.projectId,
        storageId,
        name,
      })
      await expect(refused).rejects.toMatchObject({
        data: { code: 'INVALID_INPUT', message: expect.stringMatching(reason) },
      })
      expect(await fileExists(t, storageId)).toBe(false)
      expect(await documentCount(t)).toBe(0)
    },
  )

  test('an outsider cannot file (or delete) another firm’s upload', async () => {
    const t = makeTest()
    const f = await dossierFirm(t)
    const storageId = await store(t, 'Privileged memo')
    await expect(
      f.outsider.as.action(api.dossier.uploads.register, {
        projectId: f.projectId,
        storageId,
        name: 'x.txt',
      }),
    ).rejects.toMatchObject(code('NOT_FOUND'))
    expect(await fileExists(t, storageId)).toBe(true)
    const { documentId } = await f.admin.as.action(api.dossier.uploads.register, {
      projectId: f.projectId,
      storageId,
      name: 'memo.txt',
    })
    // A stored file belongs to one document only.
    await expect(
      f.admin.as.action(api.dossier.uploads.register, {
        projectId: f.projectId,
        storageId,
        name: 'again.txt',
      }),
    ).rejects.toMatchObject(code('NOT_FOUND', 'Upload not found'))
    expect(await fileExists(t, storageId)).toBe(true)
    expect((await f.admin.as.query(api.dossier.documents.get, { documentId })).name).toBe(
      'memo.txt',
    )
  })
})
