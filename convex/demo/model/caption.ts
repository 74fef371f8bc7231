// The caption block every pleading opens with: the court, the parties boxed on the left, and
// the case number, title and judge on the right.
import { MARGIN, PAGE_WIDTH, type PdfWriter, wrapText } from './pdfWriter'
import { type DemoMatterText, honorable } from './types'

/** Names joined the way a caption lists them: "A, B and C". */
export function joinNames(names: string[]): string {
  if (names.length <= 1) return names[0] ?? ''
  return `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`
}

/** Draws the court heading and the caption box: parties left, case number, title and judge right. */
export function drawCaption(
  writer: PdfWriter,
  matter: DemoMatterText,
  title: string[],
  extraRight: string[] = [],
): void {
  const { bold, regular } = writer.fonts
  writer.text('UNITED STATES DISTRICT COURT', { font: bold, align: 'center', lineHeight: 15 })
  writer.text(matter.court.toUpperCase(), {
    font: bold,
    align: 'center',
    lineHeight: 15,
    after: 14,
  })

  const size = 12
  const lineHeight = 15
  const divider = 330
  const leftWidth = divider - MARGIN - 12
  const many = matter.plaintiffs.length > 1
  const left: Array<{ text: string; indent: number }> = [
    ...wrapText(
      `${joinNames(matter.plaintiffs).toUpperCase()}, Individually and on Behalf of All Others Similarly Situated,`,
      regular,
      size,
      leftWidth,
    ).map((text) => ({ text, indent: 0 })),
    { text: '', indent: 0 },
    { text: many ? 'Plaintiffs,' : 'Plaintiff,', indent: 120 },
    { text: '', indent: 0 },
    { text: 'v.', indent: 60 },
    { text: '', indent: 0 },
    ...wrapText(`${joinNames(matter.defendants).toUpperCase()},`, regular, size, leftWidth).map(
      (text) => ({ text, indent: 0 }),
    ),
    { text: '', indent: 0 },
    { text: matter.defendants.length > 1 ? 'Defendants.' : 'Defendant.', indent: 120 },
  ]
  const rightWidth = PAGE_WIDTH - MARGIN - divider - 16
  const column = (lines: string[], font = regular) =>
    lines.flatMap((line) =>
      line === ''
        ? [{ text: '', font }]
        : wrapText(line, font, size, rightWidth).map((text) => ({ text, font })),
    )
  const right = [
    ...column([`Case No. ${matter.docketNumber}`, '']),
    ...column(title, bold),
    ...column(['', honorable(matter.judge), ...extraRight]),
  ]
  const rows = Math.max(left.length, right.length)
  const top = writer.y + lineHeight - 4
  const page = writer.page
  left.forEach((line, row) => {
    const y = writer.y - row * lineHeight
    page.drawText(line.text, { x: MARGIN + line.indent, y, size, font: regular })
  })
  right.forEach((line, row) => {
    const y = writer.y - row * lineHeight
    page.drawText(line.text, { x: divider + 16, y, size, font: line.font })
  })
  const bottom = writer.y - (rows - 1) * lineHeight - 8
  page.drawLine({ start: { x: divider, y: top }, end: { x: divider, y: bottom }, thickness: 0.8 })
  page.drawLine({ start: { x: MARGIN, y: top }, end: { x: divider, y: top }, thickness: 0.8 })
  page.drawLine({ start: { x: MARGIN, y: bottom }, end: { x: divider, y: bottom }, thickness: 0.8 })
  writer.y = bottom - 28
}
