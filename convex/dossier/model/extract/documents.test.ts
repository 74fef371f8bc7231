// @vitest-environment node
import {
  Document,
  ExternalHyperlink,
  HeadingLevel,
  Packer,
  Paragraph,
  Table,
  TableCell,
  TableRow,
  TextRun,
} from 'docx'
import { strToU8, zipSync } from 'fflate'
import { describe, expect, test } from 'vitest'
import { extractDocument } from './'

const utf8 = (text: string) => new TextEncoder().encode(text)

async function sampleDocx(): Promise<Uint8Array> {
  const filler = 'The parties agree that the schedule of deliveries governs. '.repeat(4).trim()
  const doc = new Document({
    sections: [
      {
        children: [
          new Paragraph({ text: 'Supply Agreement', heading: HeadingLevel.HEADING_1 }),
          new Paragraph({
            children: [
              new TextRun({ text: 'Delivery', bold: true }),
              new TextRun(' is due within thirty days. See '),
              new ExternalHyperlink({
                link: 'https://example.com/terms',
                children: [new TextRun('the terms')],
              }),
              new TextRun(' or '),
              new ExternalHyperlink({
                link: 'javascript:alert(1)',
                children: [new TextRun('this link')],
              }),
              new TextRun('.'),
            ],
          }),
          new Table({
            rows: [
              new TableRow({
                children: [
                  new TableCell({ children: [new Paragraph('Item')] }),
                  new TableCell({ children: [new Paragraph('Qty')] }),
                ],
              }),
            ],
          }),
          ...Array.from({ length: 40 }, (_, i) => new Paragraph(`Clause ${i + 1}. ${filler}`)),
        ],
      },
    ],
  })
  return new Uint8Array(await Packer.toBuffer(doc))
}

describe('documents without pages', () => {
  test('DOCX: sanitised HTML and text in ~3,000-character pages split at paragraphs', async () => {
    const result = await extractDocument(await sampleDocx(), 'docx')
    expect(result.html).toContain('<h1>Supply Agreement</h1>')
    expect(result.html).toContain('<strong>Delivery</strong>')
    expect(result.html).toContain('<a href="https://example.com/terms">the terms</a>')
    expect(result.html).toContain('<table>')
    expect(result.html).not.toMatch(/javascript|style=|<img|<script/i)
    expect(result.pages[0]!.text).toMatch(/^Supply Agreement\n\nDelivery is due within thirty days/)
    expect(result.pageCount).toBe(result.pages.length)
    expect(result.pageCount).toBeGreaterThan(2)
    for (const page of result.pages) {
      expect(page.text.length).toBeLessThanOrEqual(3_000)
      expect(page.text).toMatch(/(governs\.|Qty)$/)
    }
    expect(result.summary).not.toBe('')
    expect(result.warnings).toEqual([])
  })

  test('DOC goes through word-extractor (which also reads a DOCX saved as .doc)', async () => {
    const result = await extractDocument(await sampleDocx(), 'doc')
    expect(result.pages[0]!.text).toContain('Supply Agreement')
    expect(result.pages.map((p) => p.text).join('\n')).toContain('Clause 40.')
  })

  test('TXT and CSV: decoded text, latin1 when not UTF-8', async () => {
    const txt = await extractDocument(utf8('First line.\r\nSecond line.\n'), 'txt')
    expect(txt.pages).toEqual([{ page: 1, text: 'First line.\nSecond line.' }])
    const csv = await extractDocument(
      new Uint8Array([...utf8('name,city\nZo'), 0xeb, ...utf8(',Gent\n')]),
      'csv',
    )
    expect(csv.pages[0]!.text).toBe('name,city\nZoë,Gent')
    const empty = await extractDocument(new Uint8Array(), 'txt')
    expect(empty).toMatchObject({ pageCount: 0, pages: [], summary: '' })
  })

  test('HTML: scripts, styles, handlers and javascript: links do not survive', async () => {
    const source = `<html><head><title>T</title><style>p{color:red}</style></head><body>
      <h2 onclick="steal()">Notice</h2><div>Hearing moved to <b>Friday</b>.</div>
      <script>document.cookie</script><p style="x">See <a href="javascript:alert(1)">here</a>
      and <a href="https://court.example/list">the list</a> &amp; notes.</p>
      <iframe src="https://evil.example"></iframe><img src=x onerror="alert(1)">
      <ul><li>One</li><li>Two</li></ul><table><tr><td>A</td><td>B</td></tr></table></body></html>`
    const result = await extractDocument(utf8(source), 'html')
    expect(result.html).not.toMatch(/script|cookie|onclick|onerror|style|iframe|javascript|<img/i)
    expect(result.html).toContain('<h2>Notice</h2>')
    expect(result.html).toContain('<a href="https://court.example/list">the list</a>')
    expect(result.pages[0]!.text).toBe(
      'Notice\n\nHearing moved to Friday.\n\nSee here and the list & notes.\n\n- One\n- Two\n\nA\tB',
    )
  })

  test('EML: headers, text body and attachment names; the HTML body sanitised', async () => {
    const eml = [
      'From: "Ann Lee" <ann@firm.example>',
      'To: bob@client.example, Cara <cara@client.example>',
      'Cc: records@firm.example',
      'Date: Tue, 5 Mar 2024 10:00:00 +0000',
      'Subject: =?UTF-8?Q?Draft_settlement_=E2=80=93_v2?=',
      'MIME-Version: 1.0',
      'Content-Type: multipart/mixed; boundary="outer"',
      '',
      '--outer',
      'Content-Type: multipart/alternative; boundary="inner"',
      '',
      '--inner',
      'Content-Type: text/plain; charset=utf-8',
      '',
      'Please review the attached draft settlement before Friday.',
      '--inner',
      'Content-Type: text/html; charset=utf-8',
      '',
      '<p>Please review the <b>attached</b> draft.</p><script>alert(1)</script>',
      '--inner--',
      '--outer',
      'Content-Type: application/pdf; name="settlement-v2.pdf"',
      'Content-Disposition: attachment; filename="settlement-v2.pdf"',
      'Content-Transfer-Encoding: base64',
      '',
      Buffer.from('%PDF-1.4 fake').toString('base64'),
      '--outer--',
      '',
    ].join('\r\n')
    const result = await extractDocument(utf8(eml), 'eml')
    const text = result.pages[0]!.text
    expect(text).toContain('From: Ann Lee <ann@firm.example>')
    expect(text).toContain('To: bob@client.example, Cara <cara@client.example>')
    expect(text).toContain('Cc: records@firm.example')
    expect(text).toContain('Date: Tue, 5 Mar 2024 10:00:00 +0000')
    expect(text).toContain('Subject: Draft settlement – v2')
    expect(text).toContain('Please review the attached draft settlement before Friday.')
    expect(text).toContain('Attachments: settlement-v2.pdf')
    expect(result.html).toBe('<p>Please review the <b>attached</b> draft.</p>')
  })
})

describe('spreadsheets and slides', () => {
  test('XLSX: one page per sheet, shared and inline strings, in workbook order', async () => {
    const xlsx = zipSync({
      'xl/workbook.xml': strToU8(
        '<workbook><sheets><sheet name="Costs" sheetId="1" r:id="rId2"/><sheet name="Dates" sheetId="2" r:id="rId1"/></sheets></workbook>',
      ),
      'xl/_rels/workbook.xml.rels': strToU8(
        '<Relationships><Relationship Id="rId1" Target="worksheets/sheet2.xml"/><Relationship Id="rId2" Target="/xl/worksheets/sheet1.xml"/></Relationships>',
      ),
      'xl/sharedStrings.xml': strToU8(
        '<sst><si><t>Item</t></si><si><r><t>Court </t></r><r><t>fee</t></r></si><si><t>Filed &amp; served</t></si></sst>',
      ),
      'xl/worksheets/sheet1.xml': strToU8(
        '<worksheet><sheetData><row r="1"><c r="A1" t="s"><v>0</v></c><c r="B1"><v>Amount</v></c></row>' +
          '<row r="2"><c r="A2" t="s"><v>1</v></c><c r="B2"><v>285.5</v></c><c r="C2" t="b"><v>1</v></c></row></sheetData></worksheet>',
      ),
      'xl/worksheets/sheet2.xml': strToU8(
        '<worksheet><sheetData><row r="1"><c r="A1" t="inlineStr"><is><t>Deadline</t></is></c><c r="B1" t="s"><v>2</v></c></row></sheetData></worksheet>',
      ),
    })
    const result = await extractDocument(xlsx, 'xlsx')
    expect(result.pages).toEqual([
      { page: 1, text: 'Costs\nItem\tAmount\nCourt fee\t285.5\tTRUE' },
      { page: 2, text: 'Dates\nDeadline\tFiled & served' },
    ])
  })

  test('PPTX: one page per slide, in presentation order', async () => {
    const slide = (lines: string[]) =>
      strToU8(
        `<p:sld><p:cSld><p:spTree>${lines.map((l) => `<a:p><a:r><a:t>${l}</a:t></a:r></a:p>`).join('')}</p:spTree></p:cSld></p:sld>`,
      )
    const pptx = zipSync({
      'ppt/presentation.xml': strToU8(
        '<p:presentation><p:sldIdLst><p:sldId id="256" r:id="rId3"/><p:sldId id="257" r:id="rId2"/></p:sldIdLst></p:presentation>',
      ),
      'ppt/_rels/presentation.xml.rels': strToU8(
        '<Relationships><Relationship Id="rId2" Target="slides/slide1.xml"/><Relationship Id="rId3" Target="slides/slide2.xml"/></Relationships>',
      ),
      'ppt/slides/slide1.xml': slide(['Timeline', 'Filed 1 May &lt;draft&gt;']),
      'ppt/slides/slide2.xml': slide(['Case overview']),
    })
    const result = await extractDocument(pptx, 'pptx')
    expect(result.pages).toEqual([
      { page: 1, text: 'Case overview' },
      { page: 2, text: 'Timeline\nFiled 1 May <draft>' },
    ])
  })

  test('XLS: no text, and a warning that says so', async () => {
    const result = await extractDocument(new Uint8Array([0xd0, 0xcf, 0x11, 0xe0]), 'xls')
    expect(result.pages).toEqual([])
    expect(result.warnings[0]).toMatch(/\.xls.*not read.*no text/i)
  })
})
