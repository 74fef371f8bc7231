import { strToU8, zipSync, type Zippable } from 'fflate'
import { describe, expect, test } from 'vitest'
import {
  DEFAULT_MAX_UPLOAD_BYTES,
  DEFAULT_ZIP_LIMITS,
  FILE_INPUT_ACCEPT,
  FILE_KINDS,
  SNIFF_BYTES,
  checkZipLimits,
  damagedZipReason,
  emptyFileReason,
  fileExtension,
  formatBytes,
  mismatchReason,
  sizeProblem,
  sniffFileKind,
  unsupportedFileReason,
  zipBombReason,
  type FileKind,
} from './fileTypes'

const MB = 1024 * 1024

const bytes = (...values: number[]) => new Uint8Array(values)
const text = (value: string) => strToU8(value)
const concat = (...parts: Uint8Array[]) => {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0))
  let at = 0
  for (const part of parts) {
    out.set(part, at)
    at += part.length
  }
  return out
}

const PDF = text(
  '%PDF-1.7\n%\xe2\xe3\xcf\xd3\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n',
)
const PNG = bytes(
  0x89,
  0x50,
  0x4e,
  0x47,
  0x0d,
  0x0a,
  0x1a,
  0x0a,
  0,
  0,
  0,
  13,
  0x49,
  0x48,
  0x44,
  0x52,
)
const JPEG = bytes(0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0, 1)
const TIFF_LE = bytes(0x49, 0x49, 0x2a, 0, 8, 0, 0, 0)
const TIFF_BE = bytes(0x4d, 0x4d, 0, 0x2a, 0, 0, 0, 8)
const OLE2 = concat(bytes(0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1), new Uint8Array(504))

const CONTENT_TYPES = text('<?xml version="1.0"?><Types></Types>')

/** A minimal OOXML package: [Content_Types].xml, then the main part of the kind. */
function officeZip(part: string, extra: Zippable = {}): Uint8Array {
  return zipSync({
    '[Content_Types].xml': CONTENT_TYPES,
    '_rels/.rels': text('<Relationships/>'),
    ...extra,
    [part]: text(
      `<document>${'Plaintiffs allege that Northwind inflated revenue. '.repeat(40)}</document>`,
    ),
  })
}

const DOCX = officeZip('word/document.xml')
const XLSX = officeZip('xl/workbook.xml')
const PPTX = officeZip('ppt/presentation.xml')

const EMAIL = text(
  'From: Eleanor Hale <eleanor.hale@halewhitmore.test>\r\n' +
    'To: Marcus Webb <marcus.webb@halewhitmore.test>\r\n' +
    'Subject: Northwind production\r\n' +
    'Date: Mon, 6 Oct 2025 09:12:00 -0400\r\n' +
    'MIME-Version: 1.0\r\n' +
    'Content-Type: text/plain; charset=utf-8\r\n' +
    '\r\n' +
    'Marcus, the second production is in.\r\n',
)

const head = (file: Uint8Array) => file.subarray(0, SNIFF_BYTES)
const sniff = (file: Uint8Array, name: string) => sniffFileKind(head(file), name)
const accepted = (kind: FileKind) => ({ ok: true, kind, mimeType: FILE_KINDS[kind].mimeType })
const refused = (reason: string) => ({ ok: false, reason })

describe('sniffFileKind recognises every accepted kind from its bytes', () => {
  test.each<[string, Uint8Array, FileKind]>([
    ['complaint.pdf', PDF, 'pdf'],
    ['photo.png', PNG, 'png'],
    ['photo.jpg', JPEG, 'jpeg'],
    ['photo.JPEG', JPEG, 'jpeg'],
    ['scan.tif', TIFF_LE, 'tiff'],
    ['scan.tiff', TIFF_BE, 'tiff'],
    ['memo.doc', OLE2, 'doc'],
    ['ledger.xls', OLE2, 'xls'],
    ['letter.docx', DOCX, 'docx'],
    ['ledger.xlsx', XLSX, 'xlsx'],
    ['deck.pptx', PPTX, 'pptx'],
    ['notes.txt', text('Call opposing counsel about the protective order.\n'), 'txt'],
    ['README.md', text('# Notes\n\n- privilege log due Friday\n'), 'txt'],
    ['NOTES', text('No extension at all.\n'), 'txt'],
    ['log.csv', text('Bates start,Bates end,Custodian\nNW-000001,NW-000120,D. Ortega\n'), 'csv'],
    ['page.html', text('<!DOCTYPE html>\n<html><body>Hi</body></html>'), 'html'],
    ['page.htm', text('\ufeff  \n<HTML lang="en"><body>Hi</body></HTML>'), 'html'],
    ['saved.html', text('<!-- saved from url=(0014)about:internet -->\n<html>'), 'html'],
    ['message.eml', EMAIL, 'eml'],
  ])('%s is %s', (name, file, kind) => {
    expect(sniff(file, name)).toEqual(accepted(kind))
  })

  test('Windows-1252 text with accented letters is text', () => {
    const latin1 = bytes(...Array.from('Résumé of Zoë Müller\r\n', (c) => c.charCodeAt(0)))
    expect(sniff(latin1, 'cv.txt')).toEqual(accepted('txt'))
  })

  test('UTF-8 beyond Latin (quotes, emoji, CJK) and a short Latin-1 name are text', () => {
    expect(sniff(text('“Zoë” – 😀 中文\n'), 'a.txt')).toEqual(accepted('txt'))
    expect(sniff(bytes(0x5a, 0x6f, 0xeb), 'name.txt')).toEqual(accepted('txt'))
  })

  test('UTF-8 cut in the middle of a character by the end of the head is still text', () => {
    const file = text(`${'a'.repeat(SNIFF_BYTES - 1)}é and more`)
    expect(sniff(file, 'long.txt')).toEqual(accepted('txt'))
  })

  test('binary kinds without an extension are decided by their bytes alone', () => {
    expect(sniff(PNG, 'scan')).toEqual(accepted('png'))
    expect(sniff(PDF, 'download')).toEqual(accepted('pdf'))
  })

  test('an OOXML package whose part folder lies past the head is accepted by its extension', () => {
    const noise = new Uint8Array(SNIFF_BYTES * 2).map((_, i) => (i * 7919) % 251)
    const file = officeZip('word/document.xml', { 'docProps/thumbnail.bin': [noise, { level: 0 }] })
    expect(head(file).length).toBe(SNIFF_BYTES)
    expect(sniff(file, 'brief.docx')).toEqual(accepted('docx'))
    expect(sniff(file, 'brief.xlsx')).toEqual(accepted('xlsx'))
    expect(sniff(file, 'brief.zip')).toEqual(refused(unsupportedFileReason('brief.zip')))
  })
})

describe('sniffFileKind refuses what the bytes do not support', () => {
  test('an empty file', () => {
    expect(sniff(new Uint8Array(0), 'empty.txt')).toEqual(refused('"empty.txt" is empty.'))
  })

  test.each<[string, Uint8Array, string]>([
    ['report.pdf', PNG, 'The contents of "report.pdf" are not a PDF (they look like a PNG image).'],
    [
      'x.docx',
      text('Just some words.\n'),
      'The contents of "x.docx" are not a Word document (they look like a text file).',
    ],
    [
      'ledger.xlsx',
      DOCX,
      'The contents of "ledger.xlsx" are not an Excel workbook (they look like a Word document).',
    ],
    [
      'memo.doc',
      DOCX,
      'The contents of "memo.doc" are not a Word 97-2003 document (they look like a Word document).',
    ],
    [
      'photo.png',
      JPEG,
      'The contents of "photo.png" are not a PNG image (they look like a JPEG image).',
    ],
    ['notes.txt', PDF, 'The contents of "notes.txt" are not a text file (they look like a PDF).'],
    [
      'scan.pdf',
      OLE2,
      'The contents of "scan.pdf" are not a PDF (they look like a Microsoft Office 97-2003 file).',
    ],
    [
      'letter.docx',
      zipSync({ 'readme.txt': text('hello') }),
      'The contents of "letter.docx" are not a Word document (they look like a ZIP archive).',
    ],
    [
      'notes.txt',
      text('<!doctype html><html><script>alert(1)</script></html>'),
      'The contents of "notes.txt" are not a text file (they look like an HTML page).',
    ],
    [
      'page.html',
      text('Hello, not markup.\n'),
      'The contents of "page.html" are not an HTML page (they look like a text file).',
    ],
    [
      'message.eml',
      text('Dear Marcus,\nThe production is in.\n'),
      'The contents of "message.eml" are not an email (they look like a text file).',
    ],
    [
      'log.csv',
      DOCX,
      'The contents of "log.csv" are not a CSV file (they look like a Word document).',
    ],
    ['broken.pdf', bytes(0, 1, 2, 3, 0xfe, 0xff), 'The contents of "broken.pdf" are not a PDF.'],
    [
      'utf16.txt',
      bytes(0xff, 0xfe, 0x48, 0, 0x69, 0),
      'The contents of "utf16.txt" are not a text file.',
    ],
  ])('%s with the wrong bytes', (name, file, reason) => {
    expect(sniff(file, name)).toEqual(refused(reason))
    expect(reason).toMatch(/^The contents of ".+" are not /)
  })

  test.each<[string, Uint8Array]>([
    ['blob.bin', bytes(0, 1, 2, 3, 4, 5, 0xfe, 0xff)],
    ['blob', bytes(0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0)],
    ['setup.exe', bytes(0x4d, 0x5a, 0x90, 0)],
    ['archive.zip', zipSync({ 'a.txt': text('a') })],
    ['letter.docx.zip', DOCX],
    ['outlook.msg', OLE2],
    ['deck.ppt', OLE2],
    ['OLE2 without extension', OLE2],
    ['image.svg', text('<svg xmlns="http://www.w3.org/2000/svg"><script>x</script></svg>')],
    ['data.json', text('{"a":1}')],
  ])('%s is not a supported file type', (name, file) => {
    expect(sniff(file, name)).toEqual(refused(`"${name}" is not a supported file type.`))
  })

  test('the reason helpers read as the sentences above', () => {
    expect(emptyFileReason('a.txt')).toBe('"a.txt" is empty.')
    expect(unsupportedFileReason('a.exe')).toBe('"a.exe" is not a supported file type.')
    expect(mismatchReason('r.pdf', 'pdf', 'a PNG image')).toBe(
      'The contents of "r.pdf" are not a PDF (they look like a PNG image).',
    )
  })
})

describe('file names and sizes', () => {
  test('the extension is the lower-cased part after the last dot of the base name', () => {
    expect(fileExtension('Report.Final.PDF')).toBe('pdf')
    expect(fileExtension('.bashrc')).toBe('')
    expect(fileExtension('folder.v2/README')).toBe('')
    expect(fileExtension('C:\\scans\\a.tif')).toBe('tif')
  })

  test('every kind has a label, a MIME type and an accept-list entry', () => {
    expect(FILE_INPUT_ACCEPT.split(',')).toEqual(
      expect.arrayContaining(['.pdf', '.docx', '.doc', '.xlsx', '.xls', '.pptx', '.txt', '.csv']),
    )
    expect(FILE_INPUT_ACCEPT.split(',')).toEqual(
      expect.arrayContaining(['.html', '.eml', '.png', '.jpg', '.jpeg', '.tif', '.tiff', '.md']),
    )
    expect(Object.keys(FILE_KINDS)).toHaveLength(13)
    expect(FILE_KINDS.xlsx.label).toBe('Excel')
  })

  test('formatBytes uses binary units with at most one decimal', () => {
    expect(formatBytes(0)).toBe('0 bytes')
    expect(formatBytes(1)).toBe('1 byte')
    expect(formatBytes(1536)).toBe('1.5 KB')
    expect(formatBytes(MB - 1)).toBe('1 MB')
    expect(formatBytes(DEFAULT_MAX_UPLOAD_BYTES)).toBe('100 MB')
    expect(formatBytes(3.25 * 1024 * MB)).toBe('3.3 GB')
  })

  test('sizeProblem refuses empty and too large files and passes the rest', () => {
    expect(sizeProblem('empty.txt', 0)).toBe('"empty.txt" is empty.')
    expect(sizeProblem('big.pdf', 126_248_550)).toBe('"big.pdf" is 120.4 MB; the limit is 100 MB.')
    expect(sizeProblem('edge.pdf', DEFAULT_MAX_UPLOAD_BYTES + 1)).toBe(
      '"edge.pdf" is 100.1 MB; the limit is 100 MB.',
    )
    expect(sizeProblem('ok.pdf', DEFAULT_MAX_UPLOAD_BYTES)).toBeNull()
    expect(sizeProblem('small.pdf', 3 * MB, 2 * MB)).toBe('"small.pdf" is 3 MB; the limit is 2 MB.')
  })
})

/** Overwrites a little-endian field of a copy of the zip. */
function patched(file: Uint8Array, at: number, value: number, width: 2 | 4): Uint8Array {
  const copy = file.slice()
  const view = new DataView(copy.buffer)
  if (width === 2) view.setUint16(at, value, true)
  else view.setUint32(at, value, true)
  return copy
}

const eocdOf = (file: Uint8Array) => file.length - 22
const firstCentralOf = (file: Uint8Array) =>
  new DataView(file.buffer, file.byteOffset).getUint32(eocdOf(file) + 16, true)

describe('checkZipLimits reads the zip directory without inflating it', () => {
  test('a normal docx, xlsx and pptx pass', () => {
    expect(checkZipLimits(DOCX, 'letter.docx')).toBeNull()
    expect(checkZipLimits(XLSX, 'ledger.xlsx')).toBeNull()
    expect(checkZipLimits(PPTX, 'deck.pptx')).toBeNull()
  })

  test('a 50 MB run of zeros compressed to kilobytes is a zip bomb', () => {
    const zeros = new Uint8Array(50 * MB)
    const bomb = zipSync({
      '[Content_Types].xml': CONTENT_TYPES,
      'word/document.xml': [zeros, { level: 9 }],
    })
    expect(bomb.length).toBeLessThan(100 * 1024)
    expect(sniff(bomb, 'bomb.docx')).toEqual(accepted('docx'))
    const reason = checkZipLimits(bomb, 'bomb.docx')
    expect(reason).toMatch(
      /^"bomb\.docx" looks like a zip bomb \(word\/document\.xml expands [\d,]+ times\): it was not stored\.$/,
    )
  })

  test('more than 10,000 entries is refused', () => {
    const entries: Zippable = { '[Content_Types].xml': CONTENT_TYPES }
    for (let i = 0; i < 10_000; i += 1) entries[`word/media/part${i}.xml`] = new Uint8Array(0)
    const crowded = zipSync(entries)
    expect(checkZipLimits(crowded, 'crowded.docx')).toBe(
      zipBombReason('crowded.docx', '10,001 entries; the limit is 10,000'),
    )
  })

  test('a total past the unpacked limit is refused', () => {
    const reason = checkZipLimits(DOCX, 'letter.docx', {
      ...DEFAULT_ZIP_LIMITS,
      maxTotalUncompressedBytes: 1024,
    })
    expect(reason).toMatch(
      /^"letter\.docx" looks like a zip bomb \(it would unpack to 2\.\d KB; the limit is 1 KB\): it was not stored\.$/,
    )
  })

  test('ZIP64 sizes are refused', () => {
    const inEntry = patched(DOCX, firstCentralOf(DOCX) + 24, 0xffffffff, 4)
    expect(checkZipLimits(inEntry, 'a.docx')).toBe(zipBombReason('a.docx', 'it uses ZIP64 sizes'))
    const inRecord = patched(DOCX, eocdOf(DOCX) + 16, 0xffffffff, 4)
    expect(checkZipLimits(inRecord, 'a.docx')).toBe(zipBombReason('a.docx', 'it uses ZIP64 sizes'))
  })

  test('a malformed or missing directory is refused', () => {
    expect(checkZipLimits(DOCX.subarray(0, DOCX.length - 30), 'cut.docx')).toBe(
      damagedZipReason('cut.docx', 'its zip directory is missing'),
    )
    const badSignature = patched(DOCX, firstCentralOf(DOCX), 0x12345678, 4)
    expect(checkZipLimits(badSignature, 'bad.docx')).toBe(
      damagedZipReason('bad.docx', 'its zip directory is malformed'),
    )
    const pastEnd = patched(DOCX, eocdOf(DOCX) + 12, DOCX.length, 4)
    expect(checkZipLimits(pastEnd, 'bad.docx')).toBe(
      damagedZipReason('bad.docx', 'its zip directory is out of bounds'),
    )
    const hiddenEntries = patched(patched(DOCX, eocdOf(DOCX) + 8, 1, 2), eocdOf(DOCX) + 10, 1, 2)
    expect(checkZipLimits(hiddenEntries, 'bad.docx')).toBe(
      damagedZipReason('bad.docx', 'its zip directory is malformed'),
    )
    expect(checkZipLimits(text('not a zip at all'), 'plain.docx')).toBe(
      damagedZipReason('plain.docx', 'its zip directory is missing'),
    )
  })

  test('an archive comment after the directory is read past', () => {
    const comment = text('Generated by a scanner that likes comments PK\x05\x06 inside')
    const withComment = concat(patched(DOCX, eocdOf(DOCX) + 20, comment.length, 2), comment)
    expect(checkZipLimits(withComment, 'commented.docx')).toBeNull()
  })

  test('two directory entries sharing the same bytes are refused', () => {
    // The second central entry points at the first entry's local header.
    const view = new DataView(DOCX.buffer, DOCX.byteOffset)
    const first = firstCentralOf(DOCX)
    const second =
      first +
      46 +
      view.getUint16(first + 28, true) +
      view.getUint16(first + 30, true) +
      view.getUint16(first + 32, true)
    const overlapping = patched(DOCX, second + 42, 0, 4)
    expect(checkZipLimits(overlapping, 'x.docx')).toBe(
      zipBombReason('x.docx', 'its entries overlap'),
    )
  })

  test('a nested archive is refused, by name or by its stored bytes', () => {
    const inner = zipSync({ 'a.txt': text('a') })
    const byName = officeZip('word/document.xml', { 'word/media/inner.zip': inner })
    expect(checkZipLimits(byName, 'n.docx')).toBe(
      zipBombReason('n.docx', 'it contains another archive, word/media/inner.zip'),
    )
    const nestedDocx = officeZip('word/document.xml', { 'word/attachments/x.docx': DOCX })
    expect(checkZipLimits(nestedDocx, 'n.docx')).toBe(
      zipBombReason('n.docx', 'it contains another archive, word/attachments/x.docx'),
    )
    const disguised = officeZip('word/document.xml', {
      'word/media/image1.png': [inner, { level: 0 }],
    })
    expect(checkZipLimits(disguised, 'n.docx')).toBe(
      zipBombReason('n.docx', 'it contains another archive, word/media/image1.png'),
    )
  })

  test("Office's own embedded workbook (every chart has one) passes unless the limits forbid it", () => {
    const chart = officeZip('word/document.xml', {
      'word/embeddings/Microsoft_Excel_Worksheet.xlsx': [XLSX, { level: 0 }],
    })
    expect(checkZipLimits(chart, 'expert-report.docx')).toBeNull()
    expect(
      checkZipLimits(chart, 'expert-report.docx', {
        ...DEFAULT_ZIP_LIMITS,
        allowOfficeEmbeddings: false,
      }),
    ).toBe(
      zipBombReason(
        'expert-report.docx',
        'it contains another archive, word/embeddings/Microsoft_Excel_Worksheet.xlsx',
      ),
    )
  })
})
