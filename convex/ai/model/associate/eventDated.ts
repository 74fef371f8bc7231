// Whether a quoted passage dates the event a "when" question asks of, for an answer the facts
// did not give: the passage must speak of the event (or its paper's name must), and not only of
// deadlines. Pure.
import { findDates } from '../extract/dates'
import { dateEventStems, deadlineOnly } from './factRank'
import { contentStemSet } from './terms'

/** Whether two stems are one word's ("depos" of deposed, "deposit" of deposition). */
const sameWord = (a: string, b: string) =>
  a === b || (Math.min(a.length, b.length) >= 5 && (a.startsWith(b) || b.startsWith(a)))

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
