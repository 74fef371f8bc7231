// A court of appeals' CM/ECF docket dates the appeal and the case below in labelled fields: its
// header's "Docketed: 04/11/2031", and under "Originating Court Information" the district
// court's "Date Filed:" (when the case began below), "Date Order/Judgment:" (the ruling appealed)
// and "Date NOA Filed:". Read as plain dates, the district's "Date Filed:" answers "When was the
// appeal docketed?" and "When did the district court enter judgment?" wrongly. Asked when the
// appeal was docketed or opened, when the judgment below was entered, or when the case was
// filed in the district court, the named page's field answers. Pure.
import { findDates } from '../extract/dates'
import { findingAnswer, spanCitation } from './typedAnswers'
import type { OfflineAnswer, SourcePage } from './types'

// The page is a court of appeals' docket: it prints the court below's block.
const ORIGINATING = /^[ \t]*Originating\s+Court\s+Information:?/im
const ASKS_WHEN = /^\s*(?:when|on\s+what\s+(?:date|day)|what\s+(?:date|day))\b/i

type Field = { label: RegExp; asked: (q: string) => boolean; below: boolean }

// "When was the appeal docketed?", "When was the appeal opened/filed in the Sixth Circuit?".
const APPEAL_DOCKETED = (q: string) =>
  /\bdocketed\b/i.test(q) ||
  (/\bappeal\b/i.test(q) &&
    /\b(?:opened|filed|docketed|taken)\b/i.test(q) &&
    !/\bnotice\b/i.test(q))
// "When did the district court enter judgment?", "the order appealed from".
const JUDGMENT_BELOW = (q: string) =>
  /\b(?:district|trial|lower)\s+court\b|\bbelow\b|\bappealed\s+from\b/i.test(q) &&
  /\b(?:judgment|order|decision|ruling|rule|ruled|decided?)\b/i.test(q)
// "When was the case filed in the district court?", "originally filed".
const FILED_BELOW = (q: string) =>
  /\bfiled\b/i.test(q) &&
  (/\b(?:district|trial|lower)\s+court\b|\boriginally\b|\bbelow\b/i.test(q) ||
    /\bfiled\s+in\s+(?:the\s+)?(?:U\.\s?S\.\s+)?District\b/i.test(q)) &&
  !/\bnotice\b/i.test(q)

const FIELDS: readonly Field[] = [
  { label: /\bDocketed:[ \t]*/, asked: APPEAL_DOCKETED, below: false },
  { label: /^[ \t]*Date\s+Order\/Judgment:[ \t]*/m, asked: JUDGMENT_BELOW, below: true },
  { label: /^[ \t]*Date\s+Filed:[ \t]*/m, asked: FILED_BELOW, below: true },
]

/** The named appellate docket's dated field the question asks of; null when none is asked or printed. */
export function appealDocketDateAnswer(
  question: string,
  pages: SourcePage[],
  named: string[],
): OfflineAnswer | null {
  if (!ASKS_WHEN.test(question)) return null
  const fields = FIELDS.filter((f) => f.asked(question))
  // The judgment below is asked before the case's filing below ("filed" may be said of neither).
  if (fields.length === 0) return null
  for (const page of pages.filter((p) => named.includes(p.documentId))) {
    const block = ORIGINATING.exec(page.text)
    if (!block) continue
    for (const field of fields) {
      // A field of the court below stands under its block; the header's "Docketed:" above it.
      const from = field.below ? block.index : 0
      const to = field.below ? page.text.length : block.index
      const label = new RegExp(field.label.source, `${field.label.flags.replace('g', '')}g`)
      label.lastIndex = from
      const m = label.exec(page.text)
      if (!m || m.index >= to) continue
      const start = m.index + m[0].length
      const date = findDates(page.text.slice(start, start + 40))[0]
      if (!date || date.start > 2) continue
      return findingAnswer(`Date: ${date.display}`, [
        { ...spanCitation(page, m.index, start + date.end), n: 1 },
      ])
    }
  }
  return null
}
