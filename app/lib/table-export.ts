// A review table as CSV and as XLSX, every answer next to a link that opens its passage in the
// viewer (page and quote marked). The XLSX is written here (SpreadsheetML zipped with fflate): a
// spreadsheet library would weigh more than the table screen itself.
import { strToU8, zipSync } from 'fflate'
import { documentLink } from './document-link'

export type ExportColumn = { id: string; label: string }
export type ExportCell = {
  display: string
  quote: string
  source: { page: number } | null
  citation: 'verified' | 'notFound' | 'none'
  verified: unknown
  flagged: unknown
}
export type ExportRow = {
  document: { _id: string; name: string } | null
  cells: Record<string, ExportCell | undefined>
}

/** What the sheet says beside a value whose quote was not found: never shown as sourced. */
export const NOT_FOUND_NOTE = 'quote not found in the document'

/** The passage link of a cell: the viewer at its page with its quote marked. */
export function passageUrl(origin: string, documentId: string, cell: ExportCell) {
  if (cell.citation !== 'verified' || !cell.source) return null
  return new URL(
    documentLink(documentId, { page: cell.source.page, highlight: cell.quote }),
    origin,
  ).href
}

/** The header row: Document, then per column its value, its source link and its status. */
export function exportHeader(columns: readonly ExportColumn[]) {
  return [
    'Document',
    ...columns.flatMap((c) => [c.label, `${c.label} – source`, `${c.label} – status`]),
  ]
}

function status(cell: ExportCell) {
  const parts: string[] = []
  if (cell.citation === 'notFound') parts.push(NOT_FOUND_NOTE)
  if (cell.verified) parts.push('verified')
  if (cell.flagged) parts.push('flagged')
  return parts.join('; ')
}

/** Each row as text cells, with the links as plain URLs (CSV) or kept apart (XLSX). */
export function exportRows(
  origin: string,
  columns: readonly ExportColumn[],
  rows: readonly ExportRow[],
) {
  return rows.map((row) => {
    const cells: { text: string; link?: string }[] = [
      { text: row.document?.name ?? '(deleted document)' },
    ]
    for (const column of columns) {
      const cell = row.cells[column.id]
      const link = cell && row.document ? passageUrl(origin, row.document._id, cell) : null
      cells.push({ text: cell?.display ?? '' })
      cells.push(link ? { text: link, link } : { text: '' })
      cells.push({ text: cell ? status(cell) : '' })
    }
    return cells
  })
}

function csvField(value: string) {
  // A leading =, +, - or @ would run as a formula in a spreadsheet: quote it as text.
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value
  return /[",\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe
}

/** The table as CSV (RFC 4180, CRLF, a BOM so spreadsheets read it as UTF-8). */
export function tableCsv(
  origin: string,
  columns: readonly ExportColumn[],
  rows: readonly ExportRow[],
) {
  const lines = [
    exportHeader(columns),
    ...exportRows(origin, columns, rows).map((r) => r.map((c) => c.text)),
  ]
  return '\uFEFF' + lines.map((line) => line.map(csvField).join(',')).join('\r\n') + '\r\n'
}

function xml(value: string) {
  return (
    value
      .replace(/&/g, '&amp;')
      .replace(/</g, '&lt;')
      .replace(/>/g, '&gt;')
      .replace(/"/g, '&quot;')
      // eslint-disable-next-line no-control-regex
      .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f]/g, '')
  )
}

function columnName(index: number) {
  let name = ''
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26)) {
    name = String.fromCharCode(65 + ((n - 1) % 26)) + name
  }
  return name
}

/** The table as an XLSX workbook: one sheet, a bold header, each source a clickable link. */
export function tableXlsx(
  origin: string,
  sheetName: string,
  columns: readonly ExportColumn[],
  rows: readonly ExportRow[],
): Uint8Array {
  const header = exportHeader(columns).map((text) => ({
    text,
    link: undefined as string | undefined,
  }))
  const body = exportRows(origin, columns, rows)
  const links: { ref: string; url: string }[] = []
  const sheetRows = [header, ...body]
    .map((cells, r) => {
      const xmlCells = cells
        .map((cell, c) => {
          const ref = `${columnName(c)}${r + 1}`
          if (cell.link) links.push({ ref, url: cell.link })
          const style = r === 0 ? ' s="1"' : cell.link ? ' s="2"' : ''
          return `<c r="${ref}" t="inlineStr"${style}><is><t xml:space="preserve">${xml(cell.text)}</t></is></c>`
        })
        .join('')
      return `<row r="${r + 1}">${xmlCells}</row>`
    })
    .join('')
  const hyperlinks = links.length
    ? `<hyperlinks>${links.map((l, i) => `<hyperlink ref="${l.ref}" r:id="rId${i + 1}"/>`).join('')}</hyperlinks>`
    : ''
  const sheet = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheetViews><sheetView workbookViewId="0"><pane xSplit="1" ySplit="1" topLeftCell="B2" activePane="bottomRight" state="frozen"/></sheetView></sheetViews><sheetData>${sheetRows}</sheetData>${hyperlinks}</worksheet>`
  const sheetRels = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">${links
    .map(
      (l, i) =>
        `<Relationship Id="rId${i + 1}" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/hyperlink" Target="${xml(l.url)}" TargetMode="External"/>`,
    )
    .join('')}</Relationships>`
  const name = xml(sheetName.replace(/[\\/?*[\]:]/g, ' ').slice(0, 31) || 'Table')
  const files: Record<string, Uint8Array> = {
    '[Content_Types].xml': strToU8(`<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/><Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/></Types>`),
    '_rels/.rels': strToU8(`<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>`),
    'xl/workbook.xml': strToU8(`<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="${name}" sheetId="1" r:id="rId1"/></sheets></workbook>`),
    'xl/_rels/workbook.xml.rels': strToU8(`<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/><Relationship Id="rId2" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/styles" Target="styles.xml"/></Relationships>`),
    'xl/styles.xml': strToU8(`<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<styleSheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><fonts count="3"><font><sz val="11"/><name val="Calibri"/></font><font><b/><sz val="11"/><name val="Calibri"/></font><font><u/><sz val="11"/><color rgb="FF0563C1"/><name val="Calibri"/></font></fonts><fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills><borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders><cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs><cellXfs count="3"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/><xf numFmtId="0" fontId="1" fillId="0" borderId="0" xfId="0" applyFont="1"/><xf numFmtId="0" fontId="2" fillId="0" borderId="0" xfId="0" applyFont="1"/></cellXfs></styleSheet>`),
    'xl/worksheets/sheet1.xml': strToU8(sheet),
    'xl/worksheets/_rels/sheet1.xml.rels': strToU8(sheetRels),
  }
  return zipSync(files, { level: 6 })
}

/** A file name for the export: the table's name made safe, with the extension. */
export function exportFileName(tableName: string, extension: 'csv' | 'xlsx') {
  const base =
    tableName
      // eslint-disable-next-line no-control-regex
      .replace(/[\\/:*?"<>|\u0000-\u001f]+/g, ' ')
      .replace(/\s+/g, ' ')
      .trim() || 'Table'
  return `${base}.${extension}`
}
