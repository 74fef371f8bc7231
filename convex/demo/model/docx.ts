// Shared pieces of the Word documents: the styled document, a simple bordered table, and the
// packing step that pins every timestamp so the same matter always gives the same bytes.
import {
  AlignmentType,
  Document,
  HeadingLevel,
  Packer,
  Paragraph,
  Table,
  TableCell,
  TableRow,
  TextRun,
  WidthType,
} from 'docx'
import { unzipSync, zipSync, type Zippable } from 'fflate'
import { DEMO_DATE, DEMO_FIRM } from './types'

/** A heading paragraph at the given level. */
export function heading(text: string, level: 1 | 2 = 1): Paragraph {
  return new Paragraph({
    text,
    heading: level === 1 ? HeadingLevel.HEADING_1 : HeadingLevel.HEADING_2,
    spacing: { before: 240, after: 120 },
  })
}

/** A body paragraph from plain text, or from runs when parts need their own styling. */
export function para(
  content: string | TextRun[],
  options: { center?: boolean; after?: number; indent?: boolean } = {},
): Paragraph {
  return new Paragraph({
    children: typeof content === 'string' ? [new TextRun(content)] : content,
    alignment: options.center ? AlignmentType.CENTER : AlignmentType.LEFT,
    spacing: { after: options.after ?? 160, line: 276 },
    indent: options.indent ? { firstLine: 720 } : undefined,
  })
}

/** A table with a bold header row and one paragraph per cell, spanning the text width. */
export function simpleTable(header: string[], rows: string[][]): Table {
  const row = (cells: string[], bold: boolean) =>
    new TableRow({
      // Only the first row: Word (and mammoth) read any tblHeader element, even "false", as a header.
      ...(bold ? { tableHeader: true } : {}),
      children: cells.map(
        (cell) =>
          new TableCell({
            children: [new Paragraph({ children: [new TextRun({ text: cell, bold })] })],
            margins: { top: 60, bottom: 60, left: 100, right: 100 },
          }),
      ),
    })
  return new Table({
    width: { size: 100, type: WidthType.PERCENTAGE },
    rows: [row(header, true), ...rows.map((cells) => row(cells, false))],
  })
}

/** The document with the firm as author and Times New Roman 12 pt as the body font. */
export function wordDocument(title: string, children: Array<Paragraph | Table>): Document {
  return new Document({
    title,
    creator: DEMO_FIRM.name,
    lastModifiedBy: DEMO_FIRM.partner,
    styles: {
      default: {
        document: { run: { font: 'Times New Roman', size: 24 } },
        heading1: { run: { font: 'Times New Roman', size: 28, bold: true } },
        heading2: { run: { font: 'Times New Roman', size: 24, bold: true } },
      },
    },
    sections: [{ children }],
  })
}

// DOS zip times are local wall-clock fields: a local-time Date gives the same bytes in any zone.
const ZIP_TIME = new Date(2025, 8, 2, 10, 0, 0)

/** The .docx bytes, with the created/modified stamps and zip times fixed to the demo date. */
export async function packDocx(document: Document): Promise<Uint8Array> {
  const packed = unzipSync(new Uint8Array(await Packer.toArrayBuffer(document)))
  const stamp = DEMO_DATE.toISOString().replace(/\.\d{3}Z$/, 'Z')
  const files: Zippable = {}
  // Word writes [Content_Types].xml first; readers that sniff the first bytes expect it there.
  const names = Object.keys(packed).sort(
    (a, b) => Number(b === '[Content_Types].xml') - Number(a === '[Content_Types].xml'),
  )
  for (const name of names) {
    const data = packed[name]!
    const fixed =
      name === 'docProps/core.xml'
        ? new TextEncoder().encode(
            new TextDecoder()
              .decode(data)
              .replace(/(<dcterms:(created|modified)[^>]*>)[^<]*/g, `$1${stamp}`),
          )
        : data
    files[name] = [fixed, { mtime: ZIP_TIME }]
  }
  return zipSync(files, { level: 6 })
}
