// Whether a stored date fact is tied to the event a "when" question asks of, read where the fact
// stands on its page (its stored context is cut at a sentence's first 220 characters, often before
// the date): the event must be said in the date's own clause, and a paper's own date answers of
// the court that wrote it only. Pure.
import { isAppellateCourt } from './qualifier'
import { ASKS_SPAN, spanBoundAt } from './dateClause'
import { askedEventSaid } from './eventTie'
import type { SourcePage } from './types'
import type { ScopeFact } from './typed'

/** Characters either side of a date read for its sentence. */
const SENTENCE_SPAN = 500

// A sentence's end: a full stop after a word (not an initial's "J." nor "Esq." alone) before a
// capital or a numbered paragraph ("2. The defendant shall"), or a blank line. A sentence read too
// long keeps its date's event (the safe error), so abbreviations end none.
const SENTENCE_END = /(?<=[a-z]{4}|\d{4}|\))[.?!]["”’)]?\s+(?=[A-Z“"(]|\d{1,2}\.\s)|\n[ \t]*\n/g

// Where a sentence's clauses part: a semicolon, "except that", "provided that", ", but".
const CLAUSE_BREAK =
  /;|,?\s+except\s+(?:that|as|for)\b|,?\s+provided\s*,?\s+(?:however\s*,?\s+)?that\b|,\s+but\b/gi

/** The part of `text` from the last match of `re` before `at` to its first match after `to`. */
function between(text: string, re: RegExp, at: number, to: number): string {
  let from = 0
  let end = text.length
  for (const m of text.matchAll(re)) {
    if (m.index + m[0].length <= at) from = m.index + m[0].length
    else if (m.index >= to) {
      end = m.index
      break
    }
  }
  return text.slice(from, end)
}

/**
 * The sentence a date stands in and the clause of it that holds the date: "the deposition of
 * Robert Upshur is DENIED, except that the deponent shall not be required to produce documents
 * relating to any period prior to the fiscal year ending June 30, 1977" gives its date the clause
 * after "except that".
 */
export function dateClause(
  text: string,
  start: number,
  end: number,
): { sentence: string; clause: string } {
  const from = Math.max(0, start - SENTENCE_SPAN)
  const window = text.slice(from, end + SENTENCE_SPAN)
  const sentence = between(window, SENTENCE_END, start - from, end - from)
  const at = window.indexOf(sentence)
  const clause = between(sentence, CLAUSE_BREAK, start - from - at, end - from - at)
  return { sentence, clause }
}

/**
 * Whether a date's sentence names the event a question asks of only outside the date's own
 * clause: the date is another clause's (a period's end, a document request), not the event's.
 */
export function eventOutsideClause(
  question: string,
  fact: ScopeFact,
  pages: SourcePage[],
): boolean {
  if (fact.kind !== 'date') return false
  const page = pages.find((p) => p.documentId === fact.documentId && p.page === fact.page)
  if (!page) return false
  const { sentence, clause } = dateClause(page.text, fact.start, fact.end)
  return askedEventSaid(question, sentence) === true && askedEventSaid(question, clause) === false
}

// A court the question says acted: "When did the Fifth Circuit issue its opinion", "the Court of
// Appeals decide", "the Ninth Circuit's summary affirmance order". Named as where a paper went
// ("the notice of appeal to the Ninth Circuit"), the court did nothing.
const APPELLATE_COURT =
  '(?:(?:first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|eleventh|d\\.\\s?c\\.|federal)\\s+circuit|court\\s+of\\s+appeals?|appellate\\s+(?:court|division)|(?:U\\.\\s?S\\.|United\\s+States)\\s+Supreme\\s+Court)'
const COURT_ACTED = new RegExp(
  `\\b${APPELLATE_COURT}(?:['’]s\\s+(?:[\\w-]+\\s+){0,3}?(?:opinion|order|decision|judgment|mandate|ruling)|\\s+(?:issue|issued|decide|decided|rule|ruled|affirm|affirmed|reverse|reversed|vacate|vacated|remand|remanded|deny|denied|grant|granted|dismiss|dismissed|enter|entered|hear|heard|amend|amended)\\b)`,
  'i',
)

/**
 * Whether a paper's own date answers of another court than its own: asked when the Fifth Circuit
 * issued its opinion, a district court's order's own date ("BE IT REMEMBERED on this the 24th day
 * of July 2001") dates the district court's order. Only a paper whose court is known and is a trial
 * court is ruled out.
 */
export function otherCourtsOwnDate(
  question: string,
  fact: ScopeFact,
  facts: readonly ScopeFact[],
): boolean {
  if (fact.kind !== 'filingDate' || !COURT_ACTED.test(question)) return false
  const own = facts.filter(
    (f) => f.documentId === fact.documentId && f.kind === 'court' && f.role === 'this',
  )
  return own.length > 0 && own.every((f) => !isAppellateCourt(f.value))
}

/**
 * Whether a date is a bound of a span (see spanBoundAt) and the question asks when something was
 * done, not a span: the bounds date a period, not an act.
 */
export function spanBound(question: string, fact: ScopeFact, pages: SourcePage[]): boolean {
  if (fact.kind !== 'date' || ASKS_SPAN.test(question)) return false
  const page = pages.find((p) => p.documentId === fact.documentId && p.page === fact.page)
  return page !== undefined && spanBoundAt(page.text, fact.start, fact.end)
}

/**
 * Whether a date fact dates another event than the one asked, read on its page and against its
 * paper's court (eventOutsideClause, otherCourtsOwnDate, spanBound): the hook the facts' ranking
 * filters by.
 */
export function otherEventFact(
  question: string,
  fact: ScopeFact,
  pages: SourcePage[],
  facts: readonly ScopeFact[],
): boolean {
  return (
    eventOutsideClause(question, fact, pages) ||
    otherCourtsOwnDate(question, fact, facts) ||
    spanBound(question, fact, pages)
  )
}
