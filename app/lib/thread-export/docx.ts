// The thread as a Word document, written by hand as WordprocessingML and zipped with fflate (as
// the review tables' XLSX is), so the browser bundle does not take in the docx package.
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
} from './docx-parts'
import {
  CONFIDENTIALITY,
  NOT_FOUND_LINE,
  UNTITLED,
  clean,
  formatMoment,
  messageBlocks,
  messageHeading,
  singleLine,
  sourceLines,
  type ExportOptions,
  type ExportThread,
  type Inline,
} from './model'

type RunProps = { bold?: boolean; italic?: boolean; style?: string }

/** A run of text; tabs and line breaks become Word's own, every text keeps its spaces. */
function run(text: string, props: RunProps = {}): string {
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

function paragraph(content: string, pPr = ''): string {
  return `<w:p>${pPr ? `<w:pPr>${pPr}</w:pPr>` : ''}${content}</w:p>`
}

const style = (id: string) => `<w:pStyle w:val="${id}"/>`
const lineText = (inlines: Inline[]) => inlines.map((inline) => inline.text).join('')

/** The thread as a .docx: a header, then each message with its sources (unless left out). */
export function threadToDocx(thread: ExportThread, options: ExportOptions = {}): Uint8Array {
  const withCitations = options.citations ?? true
  const links: { id: string; url: string }[] = []
  const hyperlink = (url: string, text: string) => {
    const id = `rId${links.length + 4}`
    links.push({ id, url })
    return `<w:hyperlink r:id="${id}" w:history="1">${run(text, { style: 'Hyperlink' })}</w:hyperlink>`
  }

  const title = singleLine(thread.title) || UNTITLED
  const exportedBy = singleLine(thread.exportedBy)
  const exportedOn = formatMoment(thread.exportedAt)
  const body: string[] = [paragraph(run(title), style('Heading1'))]
  const matter = singleLine(thread.matterName)
  if (matter) body.push(paragraph(run(`Matter: ${matter}`)))
  body.push(
    paragraph(
      run(
        `Exported${exportedBy ? ` by ${exportedBy}` : ''}${exportedOn ? ` on ${exportedOn}` : ''}`,
      ),
    ),
    paragraph(run(CONFIDENTIALITY, { bold: true })),
  )

  for (const message of thread.messages) {
    body.push(paragraph(run(messageHeading(message)), style('Heading2')))
    for (const block of messageBlocks(message, withCitations)) {
      if (block.kind === 'paragraph') {
        body.push(paragraph(run(block.lines.map(lineText).join('\n'))))
      } else {
        const list = `${style('ListParagraph')}<w:numPr><w:ilvl w:val="0"/><w:numId w:val="${BULLET_NUM_ID}"/></w:numPr>`
        for (const item of block.items) body.push(paragraph(run(lineText(item)), list))
      }
    }
    if (message.notFound) body.push(paragraph(run(NOT_FOUND_LINE, { italic: true })))
    const note = singleLine(message.note ?? '')
    if (note) body.push(paragraph(run(note, { italic: true })))
    const sources = withCitations ? sourceLines(message) : []
    if (sources.length > 0) {
      body.push(paragraph(run('Sources', { bold: true }), '<w:keepNext/>'))
      for (const source of sources) {
        const text = run(`${source.label} ${source.documentName}${source.rest}`)
        const link = source.url ? `${run(' (')}${hyperlink(source.url, 'link')}${run(')')}` : ''
        body.push(paragraph(text + link))
      }
    }
  }

  const sectPr = `<w:sectPr><w:headerReference w:type="default" r:id="${HEADER_RID}"/><w:pgSz w:w="12240" w:h="15840"/><w:pgMar w:top="1440" w:right="1440" w:bottom="1440" w:left="1440" w:header="720" w:footer="720" w:gutter="0"/></w:sectPr>`
  const document = `${XML_HEAD}<w:document xmlns:w="${W_NS}" xmlns:r="${R_NS}"><w:body>${body.join('')}${sectPr}</w:body></w:document>`

  const exportedAt = Number.isFinite(thread.exportedAt) ? new Date(thread.exportedAt) : null
  // A zip stores its times as 1980–2099 local wall clock; outside that fflate refuses the date.
  const year = exportedAt?.getFullYear() ?? NaN
  const mtime = exportedAt && year >= 1980 && year <= 2099 ? exportedAt : undefined
  const created = exportedAt && mtime ? exportedAt.toISOString().replace(/\.\d{3}Z$/, 'Z') : ''
  const files: Record<string, Uint8Array> = {
    '[Content_Types].xml': strToU8(contentTypesXml),
    '_rels/.rels': strToU8(packageRelsXml),
    'docProps/core.xml': strToU8(coreXml(title, exportedBy, created)),
    'word/document.xml': strToU8(document),
    'word/_rels/document.xml.rels': strToU8(documentRelsXml(links)),
    'word/styles.xml': strToU8(stylesXml),
    'word/numbering.xml': strToU8(numberingXml),
    'word/header1.xml': strToU8(headerXml(CONFIDENTIALITY)),
  }
  return zipSync(files, { level: 6, ...(mtime ? { mtime } : {}) })
}
