// A signature page printed in two columns ("FOR THE PLAINTIFFS:      FOR THE DEFENDANT CITY:" over
// "/s/ Ann Roe      /s/ Carl Doe" over each lawyer's office): read line by line, the right
// column's heading, title and office run into the left lawyer's. A line whose cells each name a
// person (or carry an "/s/") is read column by column instead: each column's view of the page's
// lines keeps the characters under that column, at their places on the page, so the counsel
// reader finds each lawyer's own heading ("FOR THE DEFENDANT CITY:") and title. Pure.
import { isPerson, PERSON, type Line } from './counselNames'

// A cell: text up to a run of three or more spaces (or a tab).
const CELL = /\S(?:.*?\S)??(?=[ ]{3,}|\t|\s*$)/g

type Cell = { from: number; to: number; text: string }

function cellsOf(text: string): Cell[] {
  return [...text.matchAll(CELL)].map((m) => ({
    from: m.index,
    to: m.index + m[0].length,
    text: m[0],
  }))
}

/** Whether a cell holds a signature or a person's name. */
const signs = (cell: string) =>
  /(?:^|\s)s\/|\/s\//.test(cell) || [...cell.matchAll(PERSON)].some((m) => isPerson(m[0]))

/** The page's lines cut to the characters from `from` to `to` (each at its place on the page). */
function columnView(lines: Line[], from: number, to: number): Line[] {
  return lines.map((l) => {
    const a = Math.min(from, l.text.length)
    const b = Math.min(to, l.text.length)
    return { start: l.start + a, end: l.start + b, text: l.text.slice(a, b) }
  })
}

/**
 * The column views of line i when it is a two-column signature line (two or three cells, each
 * signing or naming a person); null for any other line.
 */
export function signatureColumns(lines: Line[], i: number): Line[][] | null {
  const cells = cellsOf(lines[i]!.text)
  if (cells.length < 2 || cells.length > 3 || !cells.every((c) => signs(c.text))) return null
  return cells.map((c, k) => {
    // A column runs from just left of its cell (a heading may start a little before the name)
    // to the next cell's start.
    const from = k === 0 ? 0 : Math.max(cells[k - 1]!.to + 1, c.from - 2)
    const to = cells[k + 1]?.from ?? Number.MAX_SAFE_INTEGER
    return columnView(lines, from, to)
  })
}
