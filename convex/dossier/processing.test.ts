// @vitest-environment node
// Processing of hostile files (issue 21): each one fails its own document with a plain reason,
// inside the sandbox's child process, and is never queued again. The test process (where the
// harness runs the backend) survives every one of them.
import { describe, expect, test } from 'vitest'
import { internal } from '../_generated/api'
import type { Id } from '../_generated/dataModel'
import { dossierFirm } from '../testing/test.dossier'
import {
  TINY_JPEG,
  TINY_PNG,
  honestDocx,
  manyPagePdf,
  sizeLyingDocx,
} from '../testing/test.hostile'
import { makeTest, type TestConvex } from '../testing/test.setup'

/** A registered, still queued document over `bytes`, as uploads.register leaves it. */
async function queuedDocument(
  t: TestConvex,
  projectId: Id<'projects'>,
  uploadedBy: Id<'users'>,
  name: string,
  kind: 'png' | 'jpeg' | 'pdf' | 'docx',
  bytes: Uint8Array<ArrayBuffer>,
) {
  return await t.run(async (ctx) => {
    const project = (await ctx.db.get('projects', projectId))!
    const storageId = await ctx.storage.store(new Blob([bytes]))
    return await ctx.db.insert('documents', {
      organizationId: project.organizationId,
      projectId,
      storageId,
      name,
      nameKey: name.toLowerCase(),
      fileNameOriginal: name,
      kind,
      mimeType: 'application/octet-stream',
      size: bytes.length,
      sha256: `${name}-sha`,
      uploadedBy,
      tags: [],
      status: 'queued',
    })
  })
}

const hostile: [string, 'png' | 'jpeg' | 'pdf' | 'docx', () => Uint8Array, string][] = [
  [
    'x.png',
    'png',
    () => TINY_PNG,
    'The file could not be read: it is damaged or not a whole PNG image.',
  ],
  [
    'x.jpg',
    'jpeg',
    () => TINY_JPEG,
    'The file could not be read: it is damaged or not a whole JPEG image.',
  ],
  [
    'pages.pdf',
    'pdf',
    () => manyPagePdf(8000),
    'The file has 8,000 pages; the limit is 2,000 pages per document.',
  ],
  [
    'lying.docx',
    'docx',
    () => sizeLyingDocx(),
    'The Word file could not be read: word/document.xml unpacks to more than the 900 bytes it claims.',
  ],
]

describe('processing.run on hostile files', () => {
  test.each(hostile)(
    '%s ends failed with a plain reason, no pages stored, and is not queued again',
    async (name, kind, bytes, reason) => {
      const t = makeTest()
      const f = await dossierFirm(t)
      const documentId = await queuedDocument(
        t,
        f.projectId,
        f.admin.userId,
        name,
        kind,
        bytes() as Uint8Array<ArrayBuffer>,
      )
      await t.action(internal.dossier.processing.run, { documentId })
      const { document, pages } = await t.run(async (ctx) => ({
        document: await ctx.db.get('documents', documentId),
        pages: await ctx.db
          .query('documentPages')
          .withIndex('by_documentId_and_page', (q) => q.eq('documentId', documentId))
          .collect(),
      }))
      expect(document).toMatchObject({ status: 'failed', statusReason: reason, attempts: 1 })
      expect(document?.leaseUntil).toBeUndefined()
      expect(pages).toEqual([])
      // Failed is final: the requeue cron looks only at runs whose backend died.
      expect(await t.mutation(internal.dossier.ingest.requeueStalled, {})).toBe(0)
    },
    60_000,
  )

  test('an honest DOCX still goes through the counted unzip to its text', async () => {
    const t = makeTest()
    const f = await dossierFirm(t)
    const documentId = await queuedDocument(
      t,
      f.projectId,
      f.admin.userId,
      'memo.docx',
      'docx',
      honestDocx('The witness recalls the board meeting.') as Uint8Array<ArrayBuffer>,
    )
    await t.action(internal.dossier.processing.run, { documentId })
    const document = await t.run(async (ctx) => await ctx.db.get('documents', documentId))
    expect(document).toMatchObject({ status: 'ready', pageCount: 1 })
    expect(document?.summary).toMatch(/board meeting/)
  })

  test('CASEFILE_MAX_PAGES lowers the page cap', async () => {
    const t = makeTest()
    const f = await dossierFirm(t)
    process.env.CASEFILE_MAX_PAGES = '5'
    try {
      const documentId = await queuedDocument(
        t,
        f.projectId,
        f.admin.userId,
        'six.pdf',
        'pdf',
        manyPagePdf(6) as Uint8Array<ArrayBuffer>,
      )
      await t.action(internal.dossier.processing.run, { documentId })
      const document = await t.run(async (ctx) => await ctx.db.get('documents', documentId))
      expect(document).toMatchObject({
        status: 'failed',
        statusReason: 'The file has 6 pages; the limit is 5 pages per document.',
      })
    } finally {
      delete process.env.CASEFILE_MAX_PAGES
    }
  })
})
