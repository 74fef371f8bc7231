// A draft exported as a Word document, with or without its citations (the markers in the text and
// the sources list with links to the viewer). Written by the shared writer (app/lib/docx).
import { BULLET, docxPackage, linkCollector, paragraph, run, style, table } from '@/lib/docx/writer'
import { coverParagraphs, sourceParagraphs } from '@/lib/thread-export/docx'
import {
  CONFIDENTIALITY,
  singleLine,
  sourceLines,
  type ExportCitation,
} from '@/lib/thread-export/model'
import { citedColumn, type DraftBlock } from '@shared/draftValidators'

export type ExportDraft = {
  title: string
  matterName: string
  exportedAt: number
  exportedBy: string
  blocks: DraftBlock[]
  citations: ExportCitation[]
}

export const UNTITLED_DRAFT = 'Untitled draft'

/** The draft as a .docx: its title and matter, its blocks, then its sources (unless left out). */
export function draftToDocx(draft: ExportDraft, { citations = true } = {}): Uint8Array {
  const { links, hyperlink } = linkCollector()
  const markers = (cites: number[]) =>
    citations && cites.length > 0 ? ` [${cites.join(', ')}]` : ''
  const title = singleLine(draft.title) || UNTITLED_DRAFT
  const body = coverParagraphs({ ...draft, title })

  for (const block of draft.blocks) {
    if (block.type === 'heading') {
      body.push(paragraph(run(block.text), style('Heading2')))
    } else if (block.type === 'paragraph') {
      body.push(paragraph(run(block.text + markers(block.cites))))
    } else if (block.type === 'list') {
      block.items.forEach((item, index) => {
        const text = `${block.ordered ? `${index + 1}. ` : ''}${item.text}${markers(item.cites)}`
        body.push(block.ordered ? paragraph(run(text)) : paragraph(run(text), BULLET))
      })
    } else {
      const cited = citedColumn(block.header.length)
      body.push(
        table(
          block.header,
          block.rows.map((row) =>
            row.cells.map((cell, index) =>
              paragraph(run(index === cited ? cell + markers(row.cites) : cell)),
            ),
          ),
        ),
      )
    }
  }

  if (citations) body.push(...sourceParagraphs(sourceLines(draft), hyperlink))
  return docxPackage({
    title,
    creator: singleLine(draft.exportedBy),
    at: draft.exportedAt,
    body,
    links,
    legend: CONFIDENTIALITY,
  })
}
