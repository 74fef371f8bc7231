// A small page writer over pdf-lib for court papers: wrapped, numbered, double-spaced paragraphs
// that flow onto new pages, with a footer on each page. Standard fonts only, so every string
// passes through `winAnsi` first.
import { PDFDocument, type PDFFont, type PDFPage, StandardFonts, rgb } from 'pdf-lib'
import { DEMO_DATE } from './types'

export const PAGE_WIDTH = 612
export const PAGE_HEIGHT = 792
export const MARGIN = 72
export const BODY_SIZE = 12
const FOOTER_Y = 40

/** The fonts a pleading uses. */
export type PleadingFonts = { regular: PDFFont; bold: PDFFont; italic: PDFFont }

type TextOptions = {
  font?: PDFFont
  size?: number
  /** Distance between baselines; pleadings are double-spaced (24 points). */
  lineHeight?: number
  align?: 'left' | 'center'
  /** Left indent of every line, from the margin. */
  indent?: number
  /** Extra indent of the first line (after any number). */
  firstLineIndent?: number
  /** A paragraph number or letter printed in the first line's indent. */
  label?: string
  underline?: boolean
  /** Points left empty after the block. */
  after?: number
}

const WIN_ANSI_EXTRAS = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ')

/** The text with every character the standard fonts cannot encode (outside Windows-1252) replaced. */
export function winAnsi(text: string): string {
  return Array.from(text, (char) => {
    const code = char.codePointAt(0) ?? 0x3f
    if ((code >= 0x20 && code < 0x7f) || (code >= 0xa0 && code <= 0xff)) return char
    if (WIN_ANSI_EXTRAS.has(char)) return char
    if (char === '\t' || /\s/.test(char)) return ' '
    if (/[\u2010-\u2012\u2212]/.test(char)) return '-'
    return '?'
  }).join('')
}

/** Splits text into lines no wider than `width` at the given font and size. */
export function wrapText(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = []
  let line = ''
  for (const word of winAnsi(text).split(/\s+/).filter(Boolean)) {
    const candidate = line === '' ? word : `${line} ${word}`
    if (line !== '' && font.widthOfTextAtSize(candidate, size) > width) {
      lines.push(line)
      line = word
    } else {
      line = candidate
    }
  }
  if (line !== '') lines.push(line)
  return lines
}

/** A document being written top to bottom; `finish` numbers the pages and returns the bytes. */
export class PdfWriter {
  page: PDFPage
  /** The baseline of the next line. */
  y: number

  private constructor(
    readonly doc: PDFDocument,
    readonly fonts: PleadingFonts,
    private readonly footer: string,
  ) {
    this.page = doc.addPage([PAGE_WIDTH, PAGE_HEIGHT])
    this.y = PAGE_HEIGHT - MARGIN
  }

  /** A new letter-size document with the Times fonts and fixed metadata. */
  static async create(title: string, footer: string): Promise<PdfWriter> {
    // updateMetadata: false keeps "now" out of the file, so the same matter gives the same bytes.
    const doc = await PDFDocument.create({ updateMetadata: false })
    doc.setTitle(winAnsi(title))
    doc.setAuthor(winAnsi('Hale & Whitmore LLP'))
    doc.setCreator('Casefile demo documents')
    doc.setProducer('pdf-lib')
    doc.setCreationDate(DEMO_DATE)
    doc.setModificationDate(DEMO_DATE)
    const [regular, bold, italic] = await Promise.all([
      doc.embedFont(StandardFonts.TimesRoman),
      doc.embedFont(StandardFonts.TimesRomanBold),
      doc.embedFont(StandardFonts.TimesRomanItalic),
    ])
    return new PdfWriter(doc, { regular, bold, italic }, footer)
  }

  /** Starts a new page when fewer than `height` points are left above the bottom margin. */
  ensure(height: number): void {
    if (this.y - height < MARGIN) {
      this.page = this.doc.addPage([PAGE_WIDTH, PAGE_HEIGHT])
      this.y = PAGE_HEIGHT - MARGIN
    }
  }

  /** Moves down by `points`, without starting a page. */
  skip(points: number): void {
    this.y -= points
  }

  /** Writes one wrapped block of text, flowing onto new pages as needed. */
  text(text: string, options: TextOptions = {}): void {
    const font = options.font ?? this.fonts.regular
    const size = options.size ?? BODY_SIZE
    const lineHeight = options.lineHeight ?? size * 1.25
    const indent = options.indent ?? 0
    const first = options.firstLineIndent ?? 0
    const width = PAGE_WIDTH - 2 * MARGIN - indent
    // Wrap the first line narrower by its indent, then the rest at full width.
    const [head = '', ...tail] = wrapText(text, font, size, width - first)
    const lines = [head, ...wrapText(tail.join(' '), font, size, width)]
    lines.forEach((line, index) => {
      this.ensure(size)
      const lineWidth = font.widthOfTextAtSize(line, size)
      const x =
        options.align === 'center'
          ? (PAGE_WIDTH - lineWidth) / 2
          : MARGIN + indent + (index === 0 ? first : 0)
      if (index === 0 && options.label !== undefined) {
        const label = winAnsi(options.label)
        this.page.drawText(label, { x: MARGIN + indent, y: this.y, size, font })
      }
      this.page.drawText(line, { x, y: this.y, size, font, color: rgb(0, 0, 0) })
      if (options.underline) {
        const start = { x, y: this.y - 2 }
        this.page.drawLine({ start, end: { x: x + lineWidth, y: this.y - 2 }, thickness: 0.6 })
      }
      this.y -= lineHeight
    })
    this.y -= options.after ?? 0
  }

  /** A centred bold section heading, kept with at least two lines of what follows. */
  heading(text: string): void {
    this.ensure(BODY_SIZE * 5)
    this.skip(6)
    this.text(text, { font: this.fonts.bold, align: 'center', lineHeight: 16, after: 10 })
  }

  /** A numbered, double-spaced allegation. */
  numbered(label: string, text: string, after = 0): void {
    this.text(text, { label, firstLineIndent: 72, lineHeight: 24, after })
  }

  /** Page footers (title and "page N of M") and the finished bytes. */
  async finish(): Promise<Uint8Array> {
    const pages = this.doc.getPages()
    const font = this.fonts.regular
    pages.forEach((page, index) => {
      const label = winAnsi(`${this.footer} – page ${index + 1} of ${pages.length}`)
      const width = font.widthOfTextAtSize(label, 9)
      page.drawText(label, { x: (PAGE_WIDTH - width) / 2, y: FOOTER_Y, size: 9, font })
    })
    return await this.doc.save()
  }
}
