// Writing a Word document by hand as WordprocessingML, zipped with fflate (as the review tables'
// XLSX is), so the browser bundle does not take in the docx package: runs, paragraphs, tables,
// hyperlinks, and the package around them. The associate's and the drafts' exports use it.
import { strToU8, zipSync } from 'fflate'
import {
  BULLET_NUM_ID,
  HEADER_RID,
  R_NS,
  W_NS,
  XML_HEAD,
  contentTypesXml,
  coreXml,
  documentRelsXml,
  headerXml,
  numberingXml,
  packageRelsXml,
  stylesXml,
  xml,
} from './parts'

/**
 * The text without what XML 1.0 refuses (control characters other than tab and newline, lone
 * surrogates, U+FFFE and U+FFFF), with every line break as '\n'.
 */
export function clean(value: string): string {
  return (
    String(value ?? '')
      .replace(/\r\n?/g, '\n')
      // eslint-disable-next-line no-control-regex
      .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g, '')
      .replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, '')
  )
}

export type RunProps = { bold?: boolean; italic?: boolean; style?: string }

/** A run of text; tabs and line breaks become Word's own, every text keeps its spaces. */
export function run(text: string, props: RunProps = {}): string {
  const content = clean(text)
    .split(/(\t|\n)/)
    .map((part) =>
      part === '\t'
        ? '<w:tab/>'
        : part === '\n'
          ? '<w:br/>'
          : part
            ? `<w:t xml:space="preserve">${xml(part)}</w:t>`
            : '',
    )
    .join('')
  if (!content) return ''
  const rPr = [
    props.style ? `<w:rStyle w:val="${props.style}"/>` : '',
    props.bold ? '<w:b/><w:bCs/>' : '',
    props.italic ? '<w:i/><w:iCs/>' : '',
  ].join('')
  return `<w:r>${rPr ? `<w:rPr>${rPr}</w:rPr>` : ''}${content}</w:r>`
}

export function paragraph(content: string, pPr = ''): string {
  return `<w:p>${pPr ? `<w:pPr>${pPr}</w:pPr>` : ''}${content}</w:p>`
}

/** A paragraph style, for a paragraph's properties. */
export const style = (id: string) => `<w:pStyle w:val="${id}"/>`

/** A bullet list item's properties. */
export const BULLET = `${style('ListParagraph')}<w:numPr><w:ilvl w:val="0"/><w:numId w:val="${BULLET_NUM_ID}"/></w:numPr>`

/** A table with a bold header row repeated on every page, and single borders. */
export function table(header: string[], rows: string[][]): string {
  const border = (side: string) =>
    `<w:${side} w:val="single" w:sz="4" w:space="0" w:color="999999"/>`
  const borders = ['top', 'left', 'bottom', 'right', 'insideH', 'insideV'].map(border).join('')
  const cell = (content: string) =>
    `<w:tc><w:tcPr><w:tcW w:w="0" w:type="auto"/></w:tcPr>${content || paragraph('')}</w:tc>`
  const headerRow = `<w:tr><w:trPr><w:tblHeader/></w:trPr>${header.map((text) => cell(paragraph(run(text, { bold: true })))).join('')}</w:tr>`
  const bodyRows = rows.map((cells) => `<w:tr>${cells.map(cell).join('')}</w:tr>`).join('')
  return `<w:tbl><w:tblPr><w:tblW w:w="5000" w:type="pct"/><w:tblBorders>${borders}</w:tblBorders></w:tblPr>${headerRow}${bodyRows}</w:tbl>`
}

/** Hyperlinks collected while the body is written; each gets its relationship id. */
export function linkCollector() {
  const links: { id: string; url: string }[] = []
  return {
    links,
    hyperlink(url: string, text: string) {
      const id = `rId${links.length + 4}`
      links.push({ id, url })
      return `<w:hyperlink r:id="${id}" w:history="1">${run(text, { style: 'Hyperlink' })}</w:hyperlink>`
    },
  }
}

type PackageInput = {
  title: string
  creator: string
  /** Epoch ms: the document's creation time. */
  at: number
  /** The body's paragraphs and tables, in order. */
  body: string[]
  links: { id: string; url: string }[]
  /** The page header on every page. */
  legend: string
}

/** The .docx around a body: Letter pages with 1-inch margins, the legend in the header. */
export function docxPackage({ title, creator, at, body, links, legend }: PackageInput): Uint8Array {
  const sectPr = `<w:sectPr><w:headerReference w:type="default" r:id="${HEADER_RID}"/><w:pgSz w:w="12240" w:h="15840"/><w:pgMar w:top="1440" w:right="1440" w:bottom="1440" w:left="1440" w:header="720" w:footer="720" w:gutter="0"/></w:sectPr>`
  const document = `${XML_HEAD}<w:document xmlns:w="${W_NS}" xmlns:r="${R_NS}"><w:body>${body.join('')}${sectPr}</w:body></w:document>`
  const created = Number.isFinite(at) ? new Date(at) : null
  // A zip stores its times as 1980–2099 local wall clock; outside that fflate refuses the date.
  const year = created?.getFullYear() ?? NaN
  const mtime = created && year >= 1980 && year <= 2099 ? created : undefined
  const stamp = created && mtime ? created.toISOString().replace(/\.\d{3}Z$/, 'Z') : ''
  const files: Record<string, Uint8Array> = {
    '[Content_Types].xml': strToU8(contentTypesXml),
    '_rels/.rels': strToU8(packageRelsXml),
    'docProps/core.xml': strToU8(coreXml(title, creator, stamp)),
    'word/document.xml': strToU8(document),
    'word/_rels/document.xml.rels': strToU8(documentRelsXml(links)),
    'word/styles.xml': strToU8(stylesXml),
    'word/numbering.xml': strToU8(numberingXml),
    'word/header1.xml': strToU8(headerXml(legend)),
  }
  return zipSync(files, { level: 6, ...(mtime ? { mtime } : {}) })
}
