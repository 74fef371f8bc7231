// The thread as a Word document, through the shared WordprocessingML writer (app/lib/docx).
import { BULLET, docxPackage, linkCollector, paragraph, run, style } from '@/lib/docx/writer'
import {
  CONFIDENTIALITY,
  NOT_FOUND_LINE,
  UNTITLED,
  formatMoment,
  messageBlocks,
  messageHeading,
  singleLine,
  sourceLines,
  type ExportOptions,
  type ExportThread,
  type Inline,
  type SourceLine,
} from './model'

const lineText = (inlines: Inline[]) => inlines.map((inline) => inline.text).join('')

type Cover = { title: string; matterName: string; exportedBy: string; exportedAt: number }

/** What every Word export opens with: its title, the matter, who exported it when, the legend. */
export function coverParagraphs({ title, matterName, exportedBy, exportedAt }: Cover): string[] {
  const by = singleLine(exportedBy)
  const on = formatMoment(exportedAt)
  const body = [paragraph(run(title), style('Heading1'))]
  const matter = singleLine(matterName)
  if (matter) body.push(paragraph(run(`Matter: ${matter}`)))
  body.push(
    paragraph(run(`Exported${by ? ` by ${by}` : ''}${on ? ` on ${on}` : ''}`)),
    paragraph(run(CONFIDENTIALITY, { bold: true })),
  )
  return body
}

/** A 'Sources' list: each passage with a link to the viewer; nothing when there are none. */
export function sourceParagraphs(
  sources: SourceLine[],
  hyperlink: (url: string, text: string) => string,
): string[] {
  if (sources.length === 0) return []
  return [
    paragraph(run('Sources', { bold: true }), '<w:keepNext/>'),
    ...sources.map((source) => {
      const text = run(`${source.label} ${source.documentName}${source.rest}`)
      const link = source.url ? `${run(' (')}${hyperlink(source.url, 'link')}${run(')')}` : ''
      return paragraph(text + link)
    }),
  ]
}

/** The thread as a .docx: a header, then each message with its sources (unless left out). */
export function threadToDocx(thread: ExportThread, options: ExportOptions = {}): Uint8Array {
  const withCitations = options.citations ?? true
  const { links, hyperlink } = linkCollector()

  const title = singleLine(thread.title) || UNTITLED
  const exportedBy = singleLine(thread.exportedBy)
  const body = coverParagraphs({ ...thread, title })

  for (const message of thread.messages) {
    body.push(paragraph(run(messageHeading(message)), style('Heading2')))
    for (const block of messageBlocks(message, withCitations)) {
      if (block.kind === 'paragraph') {
        body.push(paragraph(run(block.lines.map(lineText).join('\n'))))
      } else {
        for (const item of block.items) body.push(paragraph(run(lineText(item)), BULLET))
      }
    }
    if (message.notFound) body.push(paragraph(run(NOT_FOUND_LINE, { italic: true })))
    const note = singleLine(message.note ?? '')
    if (note) body.push(paragraph(run(note, { italic: true })))
    if (withCitations) body.push(...sourceParagraphs(sourceLines(message), hyperlink))
  }

  return docxPackage({
    title,
    creator: exportedBy,
    at: thread.exportedAt,
    body,
    links,
    legend: CONFIDENTIALITY,
  })
}
