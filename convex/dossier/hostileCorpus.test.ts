// @vitest-environment node
// Targets R9 and R15: a corpus of hostile uploads, each sent through the real entry point
// (uploads.register, then processing in its sandbox). Every sample ends one of two ways: refused
// at once in plain words with nothing stored, or filed and processed to a final status whose
// reason is plain, and served so that it cannot run as a page (app/lib/file-headers decides).
// The samples are made here in a few milliseconds each; none is committed as a fixture.
import { crc32 } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest'
import { fileResponseHeaders } from '../../app/lib/file-headers'
import { api } from '../_generated/api'
import type { Id } from '../_generated/dataModel'
import { dossierFirm } from '../testing/test.dossier'
import {
  TINY_JPEG,
  TINY_PNG,
  honestPart,
  sizeLyingDocx,
  zerosDeflated,
  zipWithClaims,
} from '../testing/test.hostile'
import { drainScheduled, makeTest, type TestConvex } from '../testing/test.setup'

const text = (value: string) => new TextEncoder().encode(value)
const bytes = (...values: number[]) => new Uint8Array(values)

/** A PNG whose header is whole but claims 100,000 × 100,000 pixels: a decompression bomb. */
function hugePng() {
  const png = new Uint8Array(8 + 25 + 12)
  png.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])
  const view = new DataView(png.buffer)
  view.setUint32(8, 13)
  png.set(text('IHDR'), 12)
  view.setUint32(16, 100_000)
  view.setUint32(20, 100_000)
  png.set([8, 2, 0, 0, 0], 24)
  view.setUint32(29, crc32(png.subarray(12, 29)))
  view.setUint32(33, 0)
  png.set(text('IEND'), 37)
  view.setUint32(41, crc32(text('IEND')))
  return png
}

/** A JPEG whose frame header claims 65,000 × 65,000 pixels and that stops right after it. */
function hugeJpeg() {
  return bytes(
    ...[0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10],
    ...text('JFIF\0'),
    ...[1, 1, 0, 0, 1, 0, 1, 0, 0],
    ...[0xff, 0xc0, 0x00, 0x11, 0x08, 0xfd, 0xe8, 0xfd, 0xe8, 0x03],
    ...[1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1],
  )
}

const CONTENT_TYPES =
  '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>'

/** A zip whose parts tell their true sizes, adding up past the unpacked limit. */
function honestBomb() {
  const zeros = zerosDeflated(300)
  return zipWithClaims([
    honestPart('[Content_Types].xml', CONTENT_TYPES),
    { name: 'word/document.xml', data: zeros, claimedSize: 300 * 1024 * 1024, crc: 0 },
  ])
}

/** An XLSX holding another zip: archives inside documents are refused. */
function nestedZip() {
  return zipWithClaims([
    honestPart('[Content_Types].xml', CONTENT_TYPES),
    honestPart('xl/workbook.xml', '<workbook/>'),
    honestPart('xl/inner.zip', 'PK\u0003\u0004 an archive inside the workbook'),
  ])
}

type Sample = { name: string; file: () => Uint8Array }

/** Refused at the door: what reaches no decoder at all. */
const refused: Sample[] = [
  { name: 'x.png', file: () => TINY_PNG },
  { name: 'x.jpg', file: () => TINY_JPEG },
  { name: 'pixels.png', file: hugePng },
  { name: 'pixels.jpg', file: hugeJpeg },
  { name: 'scan.tiff', file: () => text('II*\0 not really a TIFF') },
  { name: 'lying.docx', file: () => sizeLyingDocx(64) },
  { name: 'bomb.docx', file: honestBomb },
  { name: 'nested.xlsx', file: nestedZip },
  { name: 'drawing.svg', file: () => text('<svg onload="alert(1)"></svg>') },
  { name: 'drawing.png', file: () => text('<svg onload="alert(1)"></svg>') },
  { name: 'setup.pdf', file: () => bytes(0x4d, 0x5a, 0x90, 0, 3, 0, 0, 0, 4, 0) },
  { name: 'brief.docx', file: () => bytes(0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0) },
  { name: 'filing.docx', file: () => bytes(0x1f, 0x8b, 8, 0, 0, 0, 0, 0) },
  { name: 'memo.docx', file: () => text('<?xml version="1.0"?><w:document/>') },
  { name: 'empty.pdf', file: () => new Uint8Array(0) },
  { name: 'invoice\u202Egpj.exe.txt', file: () => text('an invoice') },
  { name: '..', file: () => text('up one folder') },
  { name: '.', file: () => text('this folder') },
]

/** Filed, then processed: each must end in a final status, never run as a page. */
const filed: Sample[] = [
  {
    name: 'page.html',
    file: () =>
      text(
        '<!DOCTYPE html><html><body><h1>Memo</h1><script>alert(1)</script><img src=x onerror=alert(2)></body></html>',
      ),
  },
  { name: 'polyglot.pdf', file: () => text('%PDF-1.4\n<html><script>alert(1)</script></html>') },
  { name: 'script.txt', file: () => text('<script>alert(document.cookie)</script>') },
  {
    name: 'mail.eml',
    file: () =>
      text(
        'From: a@b.test\r\nSubject: Hi\r\nContent-Type: text/html\r\n\r\n<p>Hello</p><script>alert(1)</script>',
      ),
  },
]

/** Words that only a library would say: a plain reason has none of them. */
const INTERNALS = /\b(Error|Bug|undefined|null|at \w+ \(|stack|TypeError|RangeError|ENOENT)\b/

describe('R9/R15: hostile uploads are refused or inert', () => {
  let t: TestConvex
  let f: Awaited<ReturnType<typeof dossierFirm>>
  beforeAll(async () => {
    t = makeTest()
    f = await dossierFirm(t)
  })
  afterAll(() => vi.useRealTimers())

  const store = async (file: Uint8Array) =>
    await t.run(async (ctx) => await ctx.storage.store(new Blob([file as BlobPart])))

  test(`the corpus holds ${refused.length + filed.length} samples (R9 asks for 20 or more)`, () => {
    expect(refused.length + filed.length).toBeGreaterThanOrEqual(20)
  })

  test.each(refused.map((sample) => [JSON.stringify(sample.name), sample] as const))(
    '%s is refused in plain words and nothing of it is stored',
    async (_, { name, file }) => {
      const storageId = await store(file())
      const refusal = await f.admin.as
        .action(api.dossier.uploads.register, { projectId: f.projectId, storageId, name })
        .then(
          () => null,
          (error: { data?: { code?: string; message?: string } }) => error.data,
        )
      expect(refusal).toMatchObject({ code: 'INVALID_INPUT' })
      expect(refusal?.message).not.toMatch(INTERNALS)
      expect(await t.run(async (ctx) => await ctx.storage.get(storageId))).toBeNull()
    },
  )

  test('the filed samples end in a final status with plain reasons, and none is served as a page', async () => {
    const documentIds: Id<'documents'>[] = []
    for (const { name, file } of filed) {
      const { documentId } = await f.admin.as.action(api.dossier.uploads.register, {
        projectId: f.projectId,
        storageId: await store(file()),
        name,
      })
      documentIds.push(documentId)
    }
    await drainScheduled(
      t,
      vi.runAllTimers,
      () => vi.useFakeTimers(),
      () => vi.useRealTimers(),
    )
    for (const documentId of documentIds) {
      const document = await f.admin.as.query(api.dossier.documents.get, { documentId })
      expect(['ready', 'failed', 'needs_ocr']).toContain(document.status)
      expect(document.statusReason ?? '').not.toMatch(INTERNALS)
      expect(document.htmlContent ?? '').not.toMatch(/<script|onerror|onload/i)
      const headers = fileResponseHeaders(
        { mimeType: document.mimeType, fileName: document.name },
        new Headers(),
      )
      expect(headers.get('x-content-type-options')).toBe('nosniff')
      expect(headers.get('content-security-policy')).toMatch(/sandbox/)
      const type = headers.get('content-type') ?? ''
      if (!['application/pdf', 'text/plain'].includes(type)) {
        expect(headers.get('content-disposition')).toMatch(/^attachment;/)
      }
    }
  }, 180_000)
})
