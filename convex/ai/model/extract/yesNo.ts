// Answering a yes/no column by finding the sentence that speaks to the question and reading its
// polarity: "Plaintiff demands a trial by jury" answers "Does the complaint demand a jury trial?"
// yes; "Defendants do not contest venue" answers "Is venue contested?" no. Without a sentence
// that covers the question's words there is no answer: silence is not a "no".
import { answerAt, notFound } from './answer'
import type { Query } from './context'
import { rankSentences } from './passages'
import { round } from './rank'
import type { FieldAnswer, PageText } from './types'

const NEGATION =
  /\b(?:not|no|never|neither|nor|without|none|cannot|can't|won't|doesn't|don't|didn't|isn't|aren't|wasn't|weren't|hasn't|haven't|waive[sd]?|waiving|den(?:y|ies|ied)|declines?|declined|refuses?|refused|fails?\s+to|failed\s+to|lacks?|absent)\b/i

/** Whether a sentence states the negative of what it mentions. */
export function isNegative(sentence: string): boolean {
  return NEGATION.test(sentence.replace(/\bnot\s+only\b/gi, '').replace(/\bno\.\s*\d/gi, ''))
}

/** Yes or no, from the sentence that best covers the question; null when none does. */
export function extractYesNo(
  pages: readonly PageText[],
  query: Query,
  prompt: string,
  label: string,
): FieldAnswer {
  const ranked = rankSentences(pages, query)
  // At least half of the question's meaningful words must be in the sentence.
  const best = ranked.find((sentence) => sentence.coverage >= 0.5)
  if (!best) return notFound(`statement answering "${prompt || label}"`, 0.1)
  const text = pages.find((p) => p.page === best.page)!.text
  const sentence = text.slice(best.start, best.end)
  const questionNegative = isNegative(prompt)
  const value = isNegative(sentence) === questionNegative
  const confidence = round(0.45 + 0.4 * best.coverage + Math.min(0.1, best.score / 40))
  return answerAt(
    pages,
    best,
    value,
    value ? 'Yes' : 'No',
    Math.min(0.95, confidence),
    `Page ${best.page} ${isNegative(sentence) ? 'states the negative' : 'states it'} in a sentence with ${best.matched.join(', ')}.`,
  )
}
