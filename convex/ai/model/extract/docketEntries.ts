// A state court's case page whose only word on when the case was filed is its table of docket
// entries: Massachusetts' appellate dockets ("Entry Date  Paper  Entry Text"), Pennsylvania's
// appellate docket sheets ("Filed Date  Docket Entry / Representing …"), California's appellate
// case information ("Docket (Register of Actions)" over "Date  Description  Notes"). The case
// was filed on its first entry's day: the earliest date opening a row of the table (courts list
// the rows newest first or oldest first, and a row may be entered out of order).
import { answerAt } from './answer'
import { headingCaseNumbers } from './caseNumbers'
import { findDates } from './dates'
import type { FieldAnswer, PageText } from './types'

// Each court system's heading row over its entries.
const ENTRIES_HEADING = [
  /^[ \t]*Entry[ \t]+Date[ \t]+Paper[ \t]+Entry[ \t]+Text\b/m,
  /^[ \t]*Filed[ \t]+Date[ \t]+Docket[ \t]+Entry\b/m,
  /\bDocket[ \t]+\(Register[ \t]+of[ \t]+Actions\)[ \t]*\n(?:[^\n]*\n){0,6}?[ \t]*Date[ \t]+Description[ \t]+Notes\b/,
]

type Row = { page: number; start: number; end: number; value: string; display: string }

/** Where the entries table starts on a page (after its heading), or -1. */
function entriesStart(text: string): number {
  for (const heading of ENTRIES_HEADING) {
    const match = heading.exec(text)
    if (match) return match.index + match[0].length
  }
  return -1
}

/**
 * The dates that open a row ("03/30/2020  Application for …") in `text` from `from` on: a full
 * date with its four-figure year, the entry's words after it on its line. A date that merely
 * starts a wrapped line of an entry's text ("… decided on / 2/8/72.") is none.
 */
function rowDates(page: number, text: string, from: number): Row[] {
  return findDates(text.slice(from))
    .map((d) => ({ ...d, start: d.start + from, end: d.end + from }))
    .filter(
      (d) =>
        /(?:^|\n)[ \t]*$/.test(text.slice(Math.max(0, d.start - 40), d.start)) &&
        /\d{4}$/.test(text.slice(d.start, d.end)) &&
        /^[ \t]+[^\s.,;]/.test(text.slice(d.end, d.end + 8)),
    )
    .map((d) => ({ page, start: d.start, end: d.end, value: d.value, display: d.display }))
}

/**
 * The case's filing date from a court case page's docket entries (the earliest row's date, on
 * the heading's page and after), or null when no page has such a table.
 */
export function entriesFiled(pages: readonly PageText[]): FieldAnswer | null {
  const at = pages.findIndex((p) => entriesStart(p.text) >= 0)
  if (at < 0) return null
  const rows = pages
    .slice(at)
    .flatMap((p, i) => rowDates(p.page, p.text, i === 0 ? entriesStart(p.text) : 0))
  const first = rows.reduce<Row | null>((a, r) => (a && a.value <= r.value ? a : r), null)
  return first
    ? answerAt(
        pages,
        first,
        first.value,
        first.display,
        0.85,
        `The first entry of the court's docket, page ${first.page}.`,
      )
    : null
}

/**
 * The case's number on a court case page with a docket entries table, when no label names it:
 * Massachusetts' appellate pages print it alone on its line under the case's title, among the
 * site's menu words ("SJ-2004-0282", "2019-P-1234"). The first such number in the page's head.
 */
export function entriesDocket(pages: readonly PageText[]): FieldAnswer | null {
  const first = pages[0]
  if (!first || entriesStart(first.text) < 0) return null
  const number = headingCaseNumbers(first.text, Math.min(first.text.length, 1500)).find(
    (m) => m.label === 'heading',
  )
  return number
    ? answerAt(
        pages,
        { page: first.page, start: number.start, end: number.end },
        number.value,
        number.display,
        0.7,
        "Printed alone under the case's title on the court's case page, page 1.",
      )
    : null
}

// A docket sheet's column heads for the case's dates: "FILED  CLOSED  NATR SUIT  JURY?  JUDGE"
// (the district courts' older docket printouts), "Judicial Officer Date Filed  Adjudication
// Status" (a state register of actions). The filing column comes before any other date's.
const FILED_HEAD = /(?:^|[ \t])(?:FILED|Filed|Date[ \t]+Filed|DATE[ \t]+FILED)(?=[ \t]|$)/
const OTHER_DATE_HEAD =
  /(?:^|[ \t])(?:CLOSED|Closed|TERMINATED|Terminated|DISPOSED|Disposed|Date[ \t]+(?:Closed|Terminated))(?=[ \t]|$)/
// Other columns such a row names: the judge, the nature of suit, the jury, the status.
const COLUMN_HEAD =
  /\b(?:JUDGE|Judge|Judicial[ \t]+Officer|NATR|Nature|JURY|Jury|Status|STATUS|MAGISTRATE|DEMAND)\b/

/**
 * The case's filing date from a docket sheet's row of column heads near the top of its first page
 * (within its first twelve lines), over the row of the case's values: the first date of the value
 * row (a line of the heads' overflow, "($1000)", may stand between). The heads hold no date; the
 * filing column comes first of the date columns.
 */
export function headRowFiled(pages: readonly PageText[]): FieldAnswer | null {
  const first = pages[0]
  if (!first) return null
  const lines = first.text.split('\n')
  let offset = 0
  for (const [i, line] of lines.slice(0, 12).entries()) {
    const lineStart = offset
    offset += line.length + 1
    const filed = FILED_HEAD.exec(line)
    if (!filed || !COLUMN_HEAD.test(line) || findDates(line).length > 0) continue
    const other = OTHER_DATE_HEAD.exec(line)
    if (other && other.index < filed.index) continue
    let at = lineStart + line.length + 1
    for (const next of lines.slice(i + 1, i + 3)) {
      const date = findDates(next)[0]
      if (date && /^[ \t]*(?:[A-Z][A-Z,.' -]*[ \t]+)?$/.test(next.slice(0, date.start))) {
        const span = { page: first.page, start: at + date.start, end: at + date.end }
        return answerAt(pages, span, date.value, date.display, 0.8, ROW_RATIONALE)
      }
      if (!/^[ \t]*(?:\([^)\n]*\))?[ \t]*$/.test(next)) break
      at += next.length + 1
    }
  }
  return null
}

const ROW_RATIONALE = "Under the docket sheet's filing column on page 1."
