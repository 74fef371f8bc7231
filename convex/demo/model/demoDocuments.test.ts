// @vitest-environment node
import { createRequire } from 'node:module'
import path from 'node:path'
import { strFromU8, unzipSync } from 'fflate'
import { PDFDocument } from 'pdf-lib'
import { getDocument, OPS } from 'pdfjs-dist/legacy/build/pdf.mjs'
import type { TextItem } from 'pdfjs-dist/types/src/display/api'
import { beforeAll, describe, expect, test } from 'vitest'
import { checkZipLimits, FILE_KINDS, sniffFileKind, SNIFF_BYTES } from '../../../shared/fileTypes'
import {
  answerPdf,
  complaintPdf,
  demoDossier,
  depositionNoticeDocx,
  emailEml,
  engagementLetterTxt,
  exhibitLines,
  letterDocx,
  NORTHWIND_MATTER,
  productionLogCsv,
  scannedPdf,
  type DemoFile,
  type DemoMatterText,
} from './'

const standardFontDataUrl =
  path.join(
    path.dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json')),
    'standard_fonts',
  ) + path.sep

/** Opens a PDF with pdf.js the way the extraction pipeline does. */
async function openPdf(bytes: Uint8Array) {
  // pdf.js transfers (detaches) the buffer it is given: hand it a copy.
  return await getDocument({
    data: bytes.slice(),
    useSystemFonts: false,
    isEvalSupported: false,
    standardFontDataUrl,
  }).promise
}

/** Every page's text items, joined with spaces. */
async function pdfText(bytes: Uint8Array): Promise<string> {
  const doc = await openPdf(bytes)
  const pages: string[] = []
  for (let number = 1; number <= doc.numPages; number += 1) {
    const content = await (await doc.getPage(number)).getTextContent()
    pages.push(content.items.map((item) => ('str' in item ? (item as TextItem).str : '')).join(' '))
  }
  await doc.destroy()
  return pages.join('\n').replace(/\s+/g, ' ')
}

const pageCount = async (bytes: Uint8Array) => (await PDFDocument.load(bytes)).getPageCount()
const sniff = (file: { bytes: Uint8Array; name: string }) =>
  sniffFileKind(file.bytes.subarray(0, SNIFF_BYTES), file.name)

describe('the complaint and the answer', () => {
  let complaint: Uint8Array
  let complaintText: string

  beforeAll(async () => {
    complaint = await complaintPdf(NORTHWIND_MATTER)
    complaintText = await pdfText(complaint)
  })

  test('the complaint runs to several pages with a caption pdf.js can read', async () => {
    expect(await pageCount(complaint)).toBeGreaterThanOrEqual(3)
    for (const expected of [
      'UNITED STATES DISTRICT COURT',
      'SOUTHERN DISTRICT OF NEW YORK',
      'Case No. 1:25-cv-04417',
      'CLASS ACTION COMPLAINT',
      'Hon. Miriam K. Castellanos',
      'OHIO TEACHERS RETIREMENT FUND',
      'NORTHWIND HOLDINGS, INC.',
      'March 3, 2023 – August 14, 2025',
      'DEMAND FOR JURY TRIAL',
      'By: /s/ Eleanor Hale',
    ]) {
      expect(complaintText).toContain(expected)
    }
  })

  test('its allegations are numbered and each claim is a count', () => {
    expect(complaintText).toMatch(/\b1\. This is a class action\b/)
    expect(complaintText).toMatch(/\b20\. /)
    expect(complaintText).toContain('COUNT I Section 10(b) and Rule 10b-5')
    expect(complaintText).toContain('COUNT II Section 20(a) control-person liability')
  })

  test('the answer has two or more pages and its affirmative defenses', async () => {
    const answer = await answerPdf(NORTHWIND_MATTER)
    expect(await pageCount(answer)).toBeGreaterThanOrEqual(2)
    const text = await pdfText(answer)
    expect(text).toContain('Case No. 1:25-cv-04417')
    expect(text).toContain('FIRST AFFIRMATIVE DEFENSE')
    expect(text).toContain('Brandt Lowell LLP'.toUpperCase())
  })

  test('characters the standard fonts cannot encode are replaced, not thrown on', async () => {
    const matter: DemoMatterText = {
      ...NORTHWIND_MATTER,
      plaintiffs: ['Łódź Pension Fund ≥ 2 🙂'],
      judge: 'Miriam Castellanos',
    }
    const text = await pdfText(await complaintPdf(matter))
    expect(text).toContain('Plaintiff ?ód? Pension Fund ? 2 ? purchased')
    expect(text).toContain('Hon. Miriam Castellanos')
  })

  test('the same matter gives the same bytes', async () => {
    expect(await complaintPdf(NORTHWIND_MATTER)).toEqual(complaint)
    expect(await letterDocx(NORTHWIND_MATTER)).toEqual(await letterDocx(NORTHWIND_MATTER))
  })
})

describe('the scanned exhibit', () => {
  test('is one page holding an image and no text', async () => {
    const bytes = await scannedPdf(exhibitLines(NORTHWIND_MATTER))
    expect(bytes.length).toBeLessThan(150 * 1024)
    expect(await pageCount(bytes)).toBe(1)

    const doc = await openPdf(bytes)
    const page = await doc.getPage(1)
    expect((await page.getTextContent()).items).toHaveLength(0)
    const operators = await page.getOperatorList()
    expect(operators.fnArray).toContain(OPS.paintImageXObject)
    await doc.destroy()
  })

  test('its lines name the exhibit, the deponent and the schedule', () => {
    expect(exhibitLines(NORTHWIND_MATTER).slice(0, 3)).toEqual([
      'EXHIBIT 14',
      'Deposition of Daniel Ortega',
      'Northwind Holdings revenue schedule',
    ])
  })
})

describe('the Word documents', () => {
  test.each([
    ['letter', letterDocx, ['Outstanding Requests', 'Quarter-end shipment and returns logs']],
    [
      'deposition notice',
      depositionNoticeDocx,
      ['NOTICE OF DEPOSITION OF DANIEL ORTEGA', '1:25-cv-04417'],
    ],
  ] as const)(
    'the %s is a zip with word/document.xml, headings and a table',
    async (_, build, expected) => {
      const bytes = await build(NORTHWIND_MATTER)
      const files = unzipSync(bytes)
      expect(Object.keys(files)[0]).toBe('[Content_Types].xml')
      const xml = strFromU8(files['word/document.xml'] ?? new Uint8Array())
      expect(xml).toContain('<w:tbl>')
      expect(xml).toMatch(/<w:pStyle w:val="Heading[12]"\/>/)
      for (const text of expected) expect(xml).toContain(text)
      expect(checkZipLimits(bytes, 'x.docx')).toBeNull()
    },
  )
})

describe('the plain-text documents', () => {
  test('the email has RFC 822 headers, a blank line and a body', () => {
    const text = strFromU8(emailEml(NORTHWIND_MATTER))
    const blank = text.indexOf('\r\n\r\n')
    const [headers, body] = [text.slice(0, blank + 2), text.slice(blank + 4)]
    expect(headers).toMatch(/^From: Eleanor Hale <eleanor\.hale@halewhitmore\.test>\r\n/)
    for (const name of ['To', 'Subject', 'Date', 'MIME-Version']) {
      expect(headers).toMatch(new RegExp(`^${name}: `, 'm'))
    }
    expect(body).toContain('1:25-cv-04417')
  })

  test('the production log is a CSV with a header and one row per volume', () => {
    const lines = strFromU8(productionLogCsv(NORTHWIND_MATTER)).trimEnd().split('\r\n')
    expect(lines[0]).toBe(
      'Production,Date produced,Bates start,Bates end,Custodian,Documents,Pages,Confidentiality,Notes',
    )
    expect(lines).toHaveLength(9)
    expect(lines[1]).toMatch(/^VOL001,2025-08-06,NO-000001,NO-\d{6},/)
    expect(lines[5]).toContain('"Replaces VOL004, which was missing ""family"" attachments"')
  })

  test('the engagement letter names the client and the docket', () => {
    const text = strFromU8(engagementLetterTxt(NORTHWIND_MATTER))
    expect(text).toContain('Ohio Teachers Retirement Fund')
    expect(text).toContain('1:25-cv-04417')
  })
})

describe('demoDossier', () => {
  let files: DemoFile[]

  beforeAll(async () => {
    files = await demoDossier(NORTHWIND_MATTER)
  })

  test('files each document in its folder', () => {
    expect(files.map((file) => [file.folderPath.join('/'), file.name])).toEqual([
      ['Pleadings', 'Class Action Complaint.pdf'],
      ['Pleadings', 'Answer and Affirmative Defenses.pdf'],
      ['Discovery', 'Notice of Deposition - Daniel Ortega.docx'],
      ['Discovery', 'Production log.csv'],
      ['Discovery/Exhibits', 'Exhibit 14 (scanned).pdf'],
      ['Correspondence', 'Meet and confer letter.docx'],
      ['Correspondence', 'Deposition prep email.eml'],
      ['Correspondence', 'Engagement letter.txt'],
    ])
  })

  test('sniffFileKind classifies every file as the MIME type it was given', () => {
    for (const file of files) {
      const result = sniff(file)
      expect(result, file.name).toMatchObject({ ok: true, mimeType: file.mimeType })
      if (result.ok) expect(FILE_KINDS[result.kind].mimeType).toBe(file.mimeType)
    }
    const kinds = files.map((file) => sniff(file)).map((result) => result.ok && result.kind)
    expect(kinds).toEqual(['pdf', 'pdf', 'docx', 'csv', 'pdf', 'docx', 'eml', 'txt'])
  })
})
