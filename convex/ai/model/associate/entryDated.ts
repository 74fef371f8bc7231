// "When was docket entry 17 filed in X?", "When was document 57 filed?": a docket sheet dates each
// entry on its row, the date first, then the entry's number, then its text ("09/16/2019   17
// MOTION by Defendant …"), and a Notice of Electronic Filing dates the one entry it reports
// ("Document Number: 57" under "… and filed on 4/22/2021"). The row of the number asked answers;
// a docket sheet whose rows skip that number answers "not found", never another row's date. Pure.
import { findDates } from '../extract/dates'
import { datedPaper } from './dated'
import { askedMotionStems } from './rulingFit'
import { contentStemSet } from './terms'
import { findingAnswer, spanCitation } from './typedAnswers'
import type { OfflineAnswer, SourcePage } from './types'

// The entry asked: "docket entry 17", "entry no. 17", "document 57", "ECF No. 42", "Dkt. 9".
const ENTRY_ASKED =
  /\b(?:(?:docket\s+)?entry|document|doc\.|ECF|dkt\.?|docket)\s*(?:number|no\.?|#)?\s*(\d{1,4})\b/i
const ASKS_WHEN = /^\s*(?:when|on\s+what\s+(?:date|day)|what\s+(?:date|day))\b/i
// The row's date is the entry's filing: asked when it was filed or entered, not when it was ruled on.
const ASKS_FILING = /\b(?:filed|entered|docketed|submitted|lodged)\b/i
const ASKS_RULING = /\b(?:rul(?:e|ed|ing)|decided?|grant(?:ed)?|den(?:y|ied)|resolved|heard)\b/i
// A docket sheet's row: its date, then its number, then its text.
const ROW = /^[ \t]*(\d{1,2}\/\d{1,2}\/\d{2,4})[ \t]+(?:\[?(\d{1,4})\]?)[ \t]+\S/gm
// A notice's number and its filed date.
const NOTICE_NUMBER = /^[ \t]*Document\s+Number:[ \t]*(\d{1,4})\b/im
const NOTICE_FILED = /\bfiled\s+on\s+(\d{1,2}\/\d{1,2}\/\d{2,4})/i

// A notice's docket text, which opens with the paper it reports: "MOTION for Summary Judgment, …".
const NOTICE_TEXT = /^[ \t]*Docket\s+Text:\s*\n?\s*([^\n]{1,200})/im
/** How far into the docket text the paper's name must begin ("Joint MOTION", "First AMENDED …"). */
const PAPER_OPENS = 20
// Words before it that make the entry another paper on it: "ORDER granting 31 MOTION", "RESPONSE
// to MOTION", "NOTICE of hearing on MOTION".
const REPORTS_ANOTHER =
  /\b(?:order\w*|grant\w*|den(?:y|ied|ying)|rul\w*|minute|response|reply|memorandum|opposition|notice|brief|declaration|exhibit|\d+)\b/i

/** Whether a "when" question asks when a paper or entry was filed (not when it was ruled on). */
const asksFiling = (question: string) =>
  ASKS_WHEN.test(question) && ASKS_FILING.test(question) && !ASKS_RULING.test(question)

/** The entry number a "when" question asks of, or null. */
export function askedEntry(question: string): string | null {
  if (!asksFiling(question)) return null
  return ENTRY_ASKED.exec(question)?.[1] ?? null
}

/** The entry's date as the answer states it, cited at its row (or the notice's line). */
function dateFinding(page: SourcePage, date: string, row: [number, number]): OfflineAnswer {
  const shown = findDates(date)[0]?.display ?? date
  return findingAnswer(`Date: ${shown}`, [{ ...spanCitation(page, row[0], row[1]), n: 1 }])
}

/**
 * The date of the entry asked, from the named papers' docket rows or notice; "not found" when a
 * named docket sheet lists rows but none of that number; null when no named paper is either.
 */
export function entryDateAnswer(
  question: string,
  pages: SourcePage[],
  named: string[],
): OfflineAnswer | null {
  const entry = askedEntry(question)
  if (!entry) return null
  let rows = 0
  for (const page of pages.filter((p) => named.includes(p.documentId))) {
    for (const m of page.text.matchAll(ROW)) {
      rows++
      if (m[2] !== entry) continue
      const end = page.text.indexOf('\n', m.index)
      return dateFinding(page, m[1]!, [m.index, end < 0 ? page.text.length : end])
    }
    const notice = NOTICE_NUMBER.exec(page.text)
    const filed = notice?.[1] === entry ? NOTICE_FILED.exec(page.text) : null
    if (filed) {
      const lineStart = page.text.lastIndexOf('\n', filed.index) + 1
      const lineEnd = page.text.indexOf('\n', filed.index)
      return dateFinding(page, filed[1]!, [lineStart, lineEnd < 0 ? page.text.length : lineEnd])
    }
  }
  return rows > 0 ? { found: false } : null
}

/**
 * Whether a notice's docket text reports the paper asked: it opens with the paper's name ("MOTION
 * for Summary Judgment" for "the motion for summary judgment") and, asked of a motion by its
 * subject, says two of the subject's words (or its one).
 */
export function noticeReports(question: string, docketText: string): boolean {
  const paper = datedPaper(question)
  if (!paper) return false
  const at = docketText.toLowerCase().indexOf(paper)
  if (at < 0 || at > PAPER_OPENS || REPORTS_ANOTHER.test(docketText.slice(0, at))) return false
  const asked = askedMotionStems(question)
  const said = contentStemSet(docketText)
  return [...asked].filter((s) => said.has(s)).length >= Math.min(2, asked.size)
}

/**
 * "When was the motion for summary judgment filed?" of a Notice of Electronic Filing that reports
 * that motion: the notice's "filed on" date; null when no named notice reports the paper asked.
 */
export function noticeFiledAnswer(
  question: string,
  pages: SourcePage[],
  named: string[],
): OfflineAnswer | null {
  if (!asksFiling(question)) return null
  for (const page of pages.filter((p) => named.includes(p.documentId))) {
    const text = NOTICE_TEXT.exec(page.text)?.[1]
    if (!text || !/Notice\s+of\s+Electronic\s+Filing/i.test(page.text)) continue
    if (!noticeReports(question, text)) continue
    const filed = NOTICE_FILED.exec(page.text)
    if (!filed) continue
    const lineStart = page.text.lastIndexOf('\n', filed.index) + 1
    const lineEnd = page.text.indexOf('\n', filed.index)
    return dateFinding(page, filed[1]!, [lineStart, lineEnd < 0 ? page.text.length : lineEnd])
  }
  return null
}
