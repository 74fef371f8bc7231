// A Board of Veterans' Appeals decision prints what a court's caption would in its own head: "On
// appeal from the Department of Veterans Affairs Regional Office in Muskogee, Oklahoma" (or, in
// its introduction, "a rating decision of the Department of Veterans Affairs (VA) Regional Office
// (RO) in Houston, Texas"), and the veteran's representative under "Represented by" (an
// organisation such as "Disabled American Veterans" as often as a lawyer), or on an older
// decision's "APPELLANT REPRESENTED BY:" line. Asked "Which regional office …?" or "Who
// represented the veteran …?", the named decision's line answers; a page that is no Board
// decision, or prints no such line, leaves the question to the other readers. Pure.
import { findingAnswer, spanCitation } from './typedAnswers'
import type { OfflineAnswer, SourcePage } from './types'

const BOARD = /\bBoard\s+of\s+Veterans['’]?\s+Appeals\b/i
const ASKS_OFFICE = /\bregional\s+office\b|\bVARO\b|\bRO\b/i
// "Department of Veterans Affairs (VA) Regional Office (RO) in Houston, Texas", "VA Regional
// Office in St. Petersburg, Florida": the office by its city and state.
const OFFICE =
  /\b(?:(?:Department\s+of\s+Veterans\s+Affairs|Veterans\s+Affairs)\s+(?:\(VA\)\s+)?|VA\s+)Regional\s+Office\s+(?:\(RO\)\s+)?(?:in|at)\s+((?:[A-Z][\p{L}.'’-]*[ \t]+){0,3}[A-Z][\p{L}.'’-]*,?[ \t]+(?:[A-Z][\p{Ll}]+(?:[ \t]+[A-Z][\p{Ll}]+)?|[A-Z]{2}\b))/u
// "Who represented …", "Who was the veteran's representative", "which organization represented".
const ASKS_REPRESENTATIVE =
  /\b(?:who|which|what)\b[^?]*\brepresent(?:ed|s|ing|ative|ation)?\b|\brepresentative\b/i
// "Represented by" over the representative, or "APPELLANT REPRESENTED BY: …" on one line.
const REPRESENTED =
  /^[ \t]*(?:Appellant\s+|Veteran\s+)?Represented\s+by:?[ \t]*(?:\n[ \t]*)*([^\n]{3,90}?)[ \t]*$/im
// What a "Represented by" head may not be followed by: another heading of the decision's head.
const HEAD_WORD = /^(?:Date|Docket|On\s+appeal|THE\s+ISSUES?|ORDER|INTRODUCTION)\b/i

/** The named Board decision's regional office or representative line; null when not asked or not printed. */
export function veteransAppealAnswer(
  question: string,
  pages: SourcePage[],
  named: string[],
): OfflineAnswer | null {
  const office = ASKS_OFFICE.test(question)
  const representative = !office && ASKS_REPRESENTATIVE.test(question)
  if (!office && !representative) return null
  for (const page of pages.filter((p) => named.includes(p.documentId) && BOARD.test(p.text))) {
    if (office) {
      const m = OFFICE.exec(page.text)
      if (!m) continue
      const start = m.index
      const end = m.index + m[0].length
      const value = page.text.slice(start, end).replace(/\s+/g, ' ')
      return findingAnswer(`Regional office: ${value}`, [
        { ...spanCitation(page, start, end), n: 1 },
      ])
    }
    const m = REPRESENTED.exec(page.text)
    if (!m || HEAD_WORD.test(m[1]!.trim())) continue
    const end = m.index + m[0].length
    const start = m.index + m[0].search(/\S/)
    return findingAnswer(`Represented by: ${m[1]!.trim()}`, [
      { ...spanCitation(page, start, end), n: 1 },
    ])
  }
  return null
}
