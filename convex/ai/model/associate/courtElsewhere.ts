// "To which court does X seek to transfer the case?", "In which court had Doe originally filed?",
// "From which district court was it appealed to the Fifth Circuit?": the court asked is another
// than the one whose paper answers, so a passage answers only where it names a court other than
// its paper's own (the caption's "UNITED STATES DISTRICT COURT FOR THE DISTRICT OF COLUMBIA" is
// the court the case is in, not the one it goes to). Pure.
import { findCourts } from '../extract/courts'
import { namedCasePassage } from './lawNamed'
import type { ScopeFact } from './typed'
import { quotedAnswer } from './typedAnswers'
import type { AnswerCitation, OfflineAnswer, SourcePage } from './types'

const squash = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z]+/g, ' ')
    .trim()

/** The words that set a court apart ("district of columbia", "fifth circuit"), its place. */
function placeOf(court: string): string {
  return squash(court)
    .replace(/\b(?:united states|u s|court|courts|of appeals?|for|the|in|district|of)\b/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
}

/** Whether the quote names a court whose place is not any of its paper's own courts'. */
export function namesOtherCourt(quote: string, own: readonly string[]): boolean {
  const places = own.map(placeOf).filter((p) => p.length > 0)
  return findCourts(quote).some((mention) => {
    const place = placeOf(quote.slice(mention.start, mention.end))
    return place.length > 0 && !places.some((p) => p === place)
  })
}

/** The names of a paper's own ('this') courts. */
function ownCourts(documentId: string, facts: readonly ScopeFact[]): string[] {
  return facts
    .filter((f) => f.documentId === documentId && f.kind === 'court' && f.role === 'this')
    .map((f) => f.value)
}

// The move a question asks of, and the words a passage says it by: "seek to transfer" is said
// "Transfer of this Case to the Middle District"; "originally filed" is said "had filed in the
// Western District"; "removed from" is said "removed this action from".
const MOVES: ReadonlyArray<readonly [asked: RegExp, said: RegExp]> = [
  [/\btransfer/i, /\btransfer/i],
  [/\b(?:originally|first)\s+(?:filed|brought)\b/i, /\b(?:filed|brought|commenced)\b/i],
  [/\bremoved\s+from\b/i, /\bremov(?:ed|al)\b/i],
]
/**
 * A passage that names another court and says the move asked answers on less of the question's
 * other words than any passage must (lawNamed's MIN_COVERAGE): a footnote "Bailey had filed in
 * the Western District of Michigan" names the plaintiff by surname only.
 */
const MOVE_COVERAGE = 0.4

/** Whether a quote says the move the question asks of (a transfer, a first filing, a removal). */
export function saysMove(question: string, quote: string): boolean {
  const moves = MOVES.filter(([asked]) => asked.test(question))
  return moves.length > 0 && moves.some(([, said]) => said.test(quote))
}

/**
 * The answer to a question of another court: the plain answer's quotes that name a court other
 * than their paper's own, else the named case's passage that names one; else not found.
 */
export function otherCourtAnswer(
  plain: readonly AnswerCitation[],
  question: string,
  pages: SourcePage[],
  facts: ScopeFact[],
  named: string[],
): OfflineAnswer {
  const other = plain.filter((c) => namesOtherCourt(c.quote, ownCourts(c.documentId, facts)))
  if (other.length > 0) return quotedAnswer(other)
  const found =
    namedCasePassage(question, pages, facts, named, '#court', (quote, documentId) =>
      namesOtherCourt(quote, ownCourts(documentId, facts)),
    ) ??
    namedCasePassage(
      question,
      pages,
      facts,
      named,
      '#court',
      (quote, documentId) =>
        saysMove(question, quote) && namesOtherCourt(quote, ownCourts(documentId, facts)),
      MOVE_COVERAGE,
    )
  return found ? quotedAnswer([found]) : { found: false }
}
