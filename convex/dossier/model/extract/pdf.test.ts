// @vitest-environment node
import { createHash } from 'node:crypto'
import { PDFDocument, StandardFonts } from 'pdf-lib'
import { describe, expect, test } from 'vitest'
import { extractDocument } from './'

async function textPdf(pages: string[][]): Promise<Uint8Array> {
  const doc = await PDFDocument.create()
  const font = await doc.embedFont(StandardFonts.Helvetica)
  for (const lines of pages) {
    const page = doc.addPage([612, 792])
    lines.forEach((line, i) => page.drawText(line, { x: 72, y: 700 - i * 20, size: 12, font }))
  }
  return doc.save()
}

/** RC4, for the PDF standard security handler (revision 2) below. */
function rc4(key: Uint8Array, data: Uint8Array): Uint8Array {
  const s = Array.from({ length: 256 }, (_, i) => i)
  for (let i = 0, j = 0; i < 256; i++) {
    j = (j + s[i]! + key[i % key.length]!) & 255
    ;[s[i], s[j]] = [s[j]!, s[i]!]
  }
  const out = new Uint8Array(data.length)
  for (let n = 0, i = 0, j = 0; n < data.length; n++) {
    i = (i + 1) & 255
    j = (j + s[i]!) & 255
    ;[s[i], s[j]] = [s[j]!, s[i]!]
    out[n] = data[n]! ^ s[(s[i]! + s[j]!) & 255]!
  }
  return out
}

const PASSWORD_PAD = Buffer.from(
  '28bf4e5e4e758a4164004e56fffa01082e2e00b6d0683e802f0ca9fe6453697a',
  'hex',
)
const padded = (password: string) =>
  Buffer.concat([Buffer.from(password, 'latin1'), PASSWORD_PAD]).subarray(0, 32)
const md5 = (...parts: Uint8Array[]) => {
  const hash = createHash('md5')
  for (const p of parts) hash.update(p)
  return hash.digest()
}

/**
 * A minimal PDF encrypted with the standard handler (40-bit RC4, revision 2) and a user
 * password, written by hand because pdf-lib cannot encrypt. The page has no content, so only
 * the /O and /U entries need real cryptography.
 */
function encryptedPdf(userPassword: string, ownerPassword: string): Uint8Array {
  const id = Buffer.from('0123456789abcdef0123456789abcdef', 'hex')
  const permissions = -44
  const o = rc4(md5(padded(ownerPassword)).subarray(0, 5), padded(userPassword))
  const p = Buffer.alloc(4)
  p.writeInt32LE(permissions)
  const key = md5(padded(userPassword), o, p, id).subarray(0, 5)
  const u = rc4(key, PASSWORD_PAD)
  const hex = (b: Uint8Array) => Buffer.from(b).toString('hex')
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R >>',
    '<< /Length 0 >>\nstream\n\nendstream',
    `<< /Filter /Standard /V 1 /R 2 /O <${hex(o)}> /U <${hex(u)}> /P ${permissions} >>`,
  ]
  let body = '%PDF-1.4\n'
  const offsets: number[] = []
  objects.forEach((object, i) => {
    offsets.push(Buffer.byteLength(body, 'latin1'))
    body += `${i + 1} 0 obj\n${object}\nendobj\n`
  })
  const xref = Buffer.byteLength(body, 'latin1')
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Encrypt 5 0 R /ID [<${hex(id)}> <${hex(id)}>] >>\n`
  body += `startxref\n${xref}\n%%EOF\n`
  return new Uint8Array(Buffer.from(body, 'latin1'))
}

describe('PDF extraction', () => {
  test('reads each page of a text PDF in reading order, one line per drawn line', async () => {
    const bytes = await textPdf([
      ['EXHIBIT A', 'Deposition of Jane Roe, taken on 4 March 2024.'],
      ['The witness confirmed the supply contract was signed in Leeds.'],
      ['The contract required delivery within thirty days.', 'Signed by both parties.'],
    ])
    const result = await extractDocument(bytes, 'pdf')
    expect(result.pageCount).toBe(3)
    expect(result.pages.map((p) => p.page)).toEqual([1, 2, 3])
    expect(result.pages[0]!.text).toBe('EXHIBIT A\nDeposition of Jane Roe, taken on 4 March 2024.')
    expect(result.pages[1]!.text).toBe(
      'The witness confirmed the supply contract was signed in Leeds.',
    )
    expect(result.pages[2]!.text).toContain('thirty days.\nSigned by both parties.')
    expect(result.pages.every((p) => p.ocrConfidence === undefined)).toBe(true)
    expect(result.pagesWithoutText).toEqual([])
    expect(result.warnings).toEqual([])
    expect(result.summary).toContain('contract')
  })

  test('a password-protected PDF is flagged, with no text and a warning', async () => {
    const result = await extractDocument(encryptedPdf('secret', 'owner'), 'pdf')
    expect(result.passwordProtected).toBe(true)
    expect(result.pages).toEqual([])
    expect(result.warnings.join(' ')).toMatch(/password/i)
    expect(result.summary).toBe('')
  })

  test('an encrypted PDF with an empty user password opens normally', async () => {
    const result = await extractDocument(encryptedPdf('', 'owner'), 'pdf', { ocr: false })
    expect(result.passwordProtected).toBeUndefined()
    expect(result.pageCount).toBe(1)
  })

  test('with OCR off, a page without a text layer (but a stamp) is listed and explained', async () => {
    const doc = await PDFDocument.create()
    doc.addPage([612, 792]).drawText('ABC000123', { x: 500, y: 20, size: 8 })
    const page = doc.addPage([612, 792])
    page.drawText('Only this page has text on it.', { x: 72, y: 700, size: 12 })
    const result = await extractDocument(await doc.save(), 'pdf', { ocr: false })
    expect(result.pagesWithoutText).toEqual([1]) // a Bates stamp alone is not the page's text
    expect(result.pages[0]!.text).toBe('ABC000123')
    expect(result.pages[1]!.text).toBe('Only this page has text on it.')
    expect(result.warnings).toEqual(['1 page(s) have no text layer and OCR is off.'])
  })

  test('bytes that are not a PDF are rejected', async () => {
    await expect(
      extractDocument(new TextEncoder().encode('not a pdf'), 'pdf', { ocr: false }),
    ).rejects.toThrow()
  })
})
