// Whether a quoted passage dates the event a "when" question asks of, for an answer the facts
// did not give: the passage must speak of the event (or its paper's name must), and not only of
// deadlines. Pure.
import { findDates } from '../extract/dates'
import { dateEventStems, deadlineOnly } from './factRank'
import { contentStemSet, sameWord } from './terms'

/**
 * Whether a passage dates the event a "when" question asks of: it, or the paper's own name
 * ("Notice of Deposition", "Engagement letter"), speaks of that event ("the trial", "filed …
 * complaint"), and its dates are not all deadlines ("due by 8/27/2012") when the question asks
 * what was done. A passage that only holds a date (a heading's "Nov. 27, 1984" over a story of a
 * bond issue) dates something else.
 */
export function eventDated(question: string, quote: string, documentName = ''): boolean {
  // A parenthesis describes the case ("(the County Jail case)"), not the event asked.
  const stems = [...dateEventStems(question.replace(/\([^()]*\)/g, ' '))]
  const held = [...contentStemSet(`${quote} ${documentName.replace(/\.\w+$/, '')}`)]
  if (!stems.some((s) => held.some((h) => sameWord(s, h)))) return false
  const dates = findDates(quote)
  // Asked on what day, a year alone ("the Act of 1980") is no answer.
  if (dates.length === 0) return !ASKS_A_DAY.test(question) || DAY_WORDS.test(quote)
  return dates.some((d) => !deadlineOnly(question, quote.slice(Math.max(0, d.start - 40), d.start)))
}

const DAY_WORDS =
  /\b(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Sept|Oct|Nov|Dec)[a-z]*\.?\s+\d|\b\d{1,2}\/\d{1,2}\b|\b(?:Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday|today|tomorrow|yesterday)\b/i
const ASKS_A_DAY = /\b(?:what|which)\s+(?:exact\s+|precise\s+)?(?:date|day)\b/i

/** Characters before a date its event's word may stand in ("was dismissed as a defendant by …"). */
const EVENT_REACH = 120

/**
 * Whether a passage says the event a "when" question asks of just before one of its dates, in
 * that date's sentence: "Hugh Graham was dismissed as a defendant by Order of the Court on
 * February 11, 2000". Stricter than eventDated: "Plaintiffs filed the instant Motion … on July
 * 24, 2025, requesting … a site visit" names the visit only after the filing's date.
 */
export function eventBeforeDate(question: string, quote: string): boolean {
  const stems = [...dateEventStems(question.replace(/\([^()]*\)/g, ' '))]
  // A web page's text keeps its no-break spaces ("February\u00a011,\u00a02000"), which the date
  // reader does not take for spaces; one for one, so the dates' offsets hold.
  const spaced = quote.replace(/\u00a0/g, ' ')
  return findDates(spaced).some((d) => {
    const before = spaced.slice(Math.max(0, d.start - EVENT_REACH), d.start)
    const sentence = before.slice(before.search(/[^.;!?]*$/))
    const held = [...contentStemSet(sentence)]
    return !deadlineOnly(question, before) && stems.some((s) => held.some((h) => sameWord(s, h)))
  })
}
