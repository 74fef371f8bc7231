// @vitest-environment node
import ExcelJS from 'exceljs'
import { describe, expect, test } from 'vitest'
import { NOT_FOUND_NOTE, exportFileName, tableCsv, tableXlsx } from './table-export'

const ORIGIN = 'https://casefile.example'
const columns = [
  { id: 'signed', label: 'Signed' },
  { id: 'amount', label: 'Amount' },
]
const rows = [
  {
    document: { _id: 'doc1', name: 'Complaint.pdf' },
    cells: {
      signed: {
        display: '2021-03-03',
        quote: 'signed on March 3, 2021',
        source: { page: 2 },
        citation: 'verified' as const,
        verified: { by: 'E' },
        flagged: null,
      },
      amount: {
        display: '=HYPERLINK("x")',
        quote: 'nowhere',
        source: null,
        citation: 'notFound' as const,
        verified: null,
        flagged: { by: 'M' },
      },
    },
  },
  { document: { _id: 'doc2', name: 'Letter, "draft".pdf' }, cells: {} },
]

describe('table export', () => {
  test('CSV: a header per column with its source and status, links to the passage, formulas defused', () => {
    const csv = tableCsv(ORIGIN, columns, rows)
    expect(csv.startsWith('\uFEFF')).toBe(true)
    const lines = csv.slice(1).trimEnd().split('\r\n')
    expect(lines[0]).toBe(
      'Document,Signed,Signed – source,Signed – status,Amount,Amount – source,Amount – status',
    )
    expect(lines[1]).toBe(
      `Complaint.pdf,2021-03-03,${ORIGIN}/documents/doc1?page=2&highlight=signed+on+March+3%2C+2021,verified,"'=HYPERLINK(""x"")",,${NOT_FOUND_NOTE}; flagged`,
    )
    expect(lines[2]).toBe('"Letter, ""draft"".pdf",,,,,,')
  })

  test('XLSX opens in a spreadsheet library with the values and a working link per sourced cell', async () => {
    const bytes = tableXlsx(ORIGIN, 'Contract review', columns, rows)
    const workbook = new ExcelJS.Workbook()
    await workbook.xlsx.load(bytes.buffer as ArrayBuffer)
    const sheet = workbook.getWorksheet('Contract review')!
    expect(sheet.getCell('A1').value).toBe('Document')
    expect(sheet.getCell('A2').value).toBe('Complaint.pdf')
    expect(sheet.getCell('B2').value).toBe('2021-03-03')
    const link = sheet.getCell('C2')
    expect(link.hyperlink).toBe(
      `${ORIGIN}/documents/doc1?page=2&highlight=signed+on+March+3%2C+2021`,
    )
    // The unsourced amount has no link, and says why.
    expect(sheet.getCell('F2').hyperlink).toBeUndefined()
    expect(sheet.getCell('G2').value).toBe(`${NOT_FOUND_NOTE}; flagged`)
    expect(sheet.getCell('A3').value).toBe('Letter, "draft".pdf')
  })

  test('file names lose what a file system refuses', () => {
    expect(exportFileName('Q3: review / "hot"', 'xlsx')).toBe('Q3 review hot.xlsx')
    expect(exportFileName('   ', 'csv')).toBe('Table.csv')
  })
})
