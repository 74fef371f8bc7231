// A docket page prints the court below and that court's number in labelled header fields, not in
// a sentence: the Supreme Court's "Lower Ct: United States Court of Appeals for the Eighth
// Circuit" and "Case Numbers: (20-3317)"; a court of appeals' CM/ECF "Appeal From: U.S. District
// Court for the District of New Mexico"; a Texas appellate page's "Trial Court Information" table
// ("Court: 152nd District Court", "Court Case: 2019-48213"); a district docket's "Case in other
// court: Superior Court of New Jersey, Essex County, ESX-L-002214-23". Asked "Which lower court
// decided X?" or "What is the trial court case number in X?", the named page's field answers,
// quoted up to the next field printed on its line. Pure.
import { findingAnswer, spanCitation } from './typedAnswers'
import type { OfflineAnswer, SourcePage } from './types'

// The court the case came from: "lower court", "trial court", "court below", "come from",
// "appealed from", "originating court".
// "decided below", "from which court was it appealed".
const BELOW =
  /\b(?:lower|trial|originating)\s+court\b|\bcourt\s+below\b|\b(?:came|come|comes|coming)\s+(?:up\s+)?from\b|\bappeal(?:ed|s)?\s+from\b|\bon\s+appeal\s+from\b|\b(?:decided|ruled|heard)\s+(?:[\w.'’-]+\s+){0,8}?below\b|\bfrom\s+(?:which|what)\s+(?:[\w-]+\s+){0,2}court\b[^?]*\bappeal(?:ed)?\b/i
// The court the case was removed from: a state court, "removed from".
const REMOVED = /\bremoved\s+from\b|\bstate\s+court\b/i
// The question asks for a court ("Which lower court …", "What trial court …").
const ASKS_COURT = /\b(?:which|what)\s+(?:[\w-]+\s+){0,2}court\b|\bwhich\s+court\b/i
// The question asks for a number ("case number", "docket no.", "cause number").
const ASKS_NUMBER = /\b(?:numbers?|no\.?|#)(?=\s|\?|$)/i

type Field = { label: RegExp; removed?: true }

// Fields naming the court below, the label through its colon (a tab or spaces may stand for it).
const COURT_FIELDS: readonly Field[] = [
  { label: /^[ \t]*Lower\s+Ct\.?:[ \t]*/im },
  { label: /^[ \t]*Appeal\s+From:[ \t]*/im },
  { label: /^[ \t]*Trial\s+Court\s+Information[ \t]*\n[ \t]*Court:?[ \t]+/im },
  { label: /^[ \t]*Case\s+in\s+other\s+court:[ \t]*/im, removed: true },
]
// Fields giving the court below's number.
const NUMBER_FIELDS: readonly Field[] = [
  { label: /^[ \t]*Case\s+Numbers:[ \t]*\(?/im },
  { label: /^[ \t]*(?:Trial\s+)?Court\s+Case(?:\s+No\.?)?:[ \t]*/im },
  { label: /^[ \t]*Case\s+in\s+other\s+court:[ \t]*/im, removed: true },
]
// Another field printed on the same line ends the value: a run of spaces or a tab.
const FIELD_END = /\s{3,}|\t|\)|$/m
// A case number: digits with hyphens, colons or letters ("20-3317", "ESX-L-002214-23").
const CASE_NUMBER = /[A-Z0-9][A-Z0-9:.-]*\d[A-Z0-9-]*\s*$/i

/** Which kind of field the question asks of, or null when it asks of no court below's. */
export function belowAsked(question: string): 'court' | 'number' | null {
  const removed = REMOVED.test(question)
  if (!BELOW.test(question) && !removed) return null
  if (ASKS_NUMBER.test(question)) return 'number'
  return ASKS_COURT.test(question) ? 'court' : null
}

/** A field's value on a page: its start and end, up to the next field on its line; or null. */
export function fieldValue(
  text: string,
  field: Field,
  kind: 'court' | 'number',
): { start: number; end: number } | null {
  const m = field.label.exec(text)
  if (!m) return null
  const start = m.index + m[0].length
  const rest = text.slice(start)
  const cut = FIELD_END.exec(rest)
  let value = rest.slice(0, cut ? cut.index : rest.length)
  // "Case in other court: Superior Court of New Jersey, Essex County, ESX-L-002214-23": the
  // court before its last comma, the number after it.
  if (field.removed) {
    const comma = value.lastIndexOf(',')
    if (comma < 0 || !CASE_NUMBER.test(value.slice(comma + 1))) return null
    if (kind === 'court') value = value.slice(0, comma)
    else return trimmed(text, start + comma + 1, start + value.length)
  }
  if (kind === 'number' && !CASE_NUMBER.test(value)) return null
  return trimmed(text, start, start + value.length)
}

function trimmed(text: string, from: number, to: number): { start: number; end: number } | null {
  let start = from
  let end = to
  while (start < end && /\s/.test(text[start]!)) start++
  while (end > start && /[\s,;]/.test(text[end - 1]!)) end--
  return end > start ? { start, end } : null
}

/**
 * The named docket page's field for the court below or its number; null when the question asks
 * of neither or no named page prints such a field (then the facts answer as before).
 */
export function docketBelowAnswer(
  question: string,
  pages: SourcePage[],
  named: string[],
): OfflineAnswer | null {
  const kind = belowAsked(question)
  if (!kind) return null
  const removed = REMOVED.test(question)
  const fields = (kind === 'court' ? COURT_FIELDS : NUMBER_FIELDS).filter(
    (f) => !f.removed || removed,
  )
  for (const page of pages.filter((p) => named.includes(p.documentId))) {
    for (const field of fields) {
      const at = fieldValue(page.text, field, kind)
      if (!at) continue
      const label = kind === 'court' ? 'Court below' : 'Docket number below'
      const value = page.text.slice(at.start, at.end).replace(/\s+/g, ' ')
      return findingAnswer(`${label}: ${value}`, [
        { ...spanCitation(page, at.start, at.end), n: 1 },
      ])
    }
  }
  return null
}
