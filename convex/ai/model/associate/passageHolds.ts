// Whether an extractive passage holds a value of the kind a question of fact asks for (a judge's
// name, a date of this case, a number, money): a passage that holds none does not answer. Pure.
import type { Fact } from '../../../../shared/factValidators'
import { findAmounts } from '../extract/amounts'
import { findCaseNumbers } from '../extract/caseNumbers'
import { findCourts } from '../extract/courts'
import { findDates } from '../extract/dates'
import { findJudges } from '../extract/judges'
import { citationRanges } from '../extract/legalCitations'
import { isPerson, PERSON } from './counselNames'
import { sameSurname } from './factRank'
import type { AnswerCitation, SourcePage } from './types'
import { withoutDocketDemand } from './wants'

const DATE_LIKE =
  /\b(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Sept|Oct|Nov|Dec)[a-z]*\.?\s+\d|\b\d{1,2}\/\d{1,2}\b|\b(?:Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday|today|tomorrow|yesterday)\b|\b(?:19|20)\d{2}\b/i

/**
 * Whether a quote holds a date of this case's events: a date inside a legal citation ("151
 * F.T.C. 162 (Mar. 11, 2011)") is when another case was decided, no answer to "when was … filed".
 */
function holdsDate(quote: string): boolean {
  let text = quote
  for (const r of citationRanges(quote)) {
    text = text.slice(0, r.start) + ' '.repeat(r.end - r.start) + text.slice(r.end)
  }
  return findDates(text).length > 0 || DATE_LIKE.test(text)
}

// A complaint's caption leaves the judge's field for the clerk: "Case No. ) v. ) Judge: )
// Magistrate Judge: Illinois State Board …" (the next field, a party line or a column's ")").
const BLANK_JUDGE_FIELD =
  /\b(?:(?:Magistrate|District)\s+)?Judge\s*:\s*(?=[)|_]|$|(?:Magistrate|District)\s+Judge\b|\p{Lu}[\p{L}]*\s+(?:State|County|City|Board|Department)\b)/gu

/** Whether a quote holds a value of the kind asked for (a judge's name, a date, a number, money). */
export const HOLDS: Partial<Record<Fact['kind'], (quote: string, parties: string[]) => boolean>> = {
  // A judge the caption names as a party ("v. The Honorable John S. Waters") is no answer, nor a
  // caption's blank judge field.
  judge: (quote, parties) =>
    findJudges(quote).some((j) => !parties.some((p) => sameSurname(j.value, p))) ||
    /\b(?:J\.|JJ\.|Judge|Justice|Chancellor|Magistrate|Referee)\b/.test(
      quote.replace(BLANK_JUDGE_FIELD, ' '),
    ) ||
    // Registers of actions and dockets: "Judicial Officer: STEPHENS, CYNTHIA".
    /\bJudicial\s+Officer\b/i.test(quote),
  court: (quote) => findCourts(quote).length > 0 || /\bCourt\b/i.test(quote),
  docket: (quote) => findCaseNumbers(quote).length > 0 || /\bNo\.?\s*[\w-]*\d/.test(quote),
  filingDate: (quote) => holdsDate(quote),
  date: (quote) => holdsDate(quote),
  amount: (quote) =>
    findAmounts(withoutDocketDemand(quote)).length > 0 || /\d\s*(?:%|percent\b)/i.test(quote),
}

/** A citation's quote with the rest of its lines: a judge's title may follow the name cited. */
export function citedContext(pages: SourcePage[], c: AnswerCitation): string {
  const page = pages.find((p) => p.documentId === c.documentId && p.page === c.page)
  if (!page) return c.quote
  const end = page.text.indexOf('\n', c.end + 1)
  return page.text.slice(Math.max(0, c.start - 80), end < 0 ? undefined : end)
}

// "Who was appointed Monitor …?", "Whom did the court appoint as next friend?", "Who was
// designated as the ombudsperson?": a person put in a role. ("Who is named as …?" asks who is
// sued as one.)
const APPOINTEE_ASKED =
  /^\s*(?:[^?]*?,\s*)?(?:who|whom)\b[^?]*\b(?:appoint\w*|designat\w*|select\w*|chosen)\b/i
// A person by courtesy title and surname: "Dr. Ames", "Ms. Quill".
const TITLED_PERSON = /\b(?:Mr|Ms|Mrs|Dr|Hon|Judge|Professor)\.?\s+[A-Z][\p{L}'’-]+/u

/**
 * Whether the passages name no person when the question asks who was appointed to a role: "the
 * court appointed a 'next friend' for the children pursuant to Rule 17(c)" says the role, not who.
 */
export function appointeeUnnamed(question: string, quotes: readonly string[]): boolean {
  if (!APPOINTEE_ASKED.test(question)) return false
  return !quotes.some(
    (quote) => TITLED_PERSON.test(quote) || [...quote.matchAll(PERSON)].some((m) => isPerson(m[0])),
  )
}
