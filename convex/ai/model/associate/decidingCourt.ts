// "How did the Second Circuit decide the appeal?", "What was the Alaska Supreme Court's
// disposition?": a question that names the court whose ruling it asks is answered only by that
// court's papers (or a paper of no known court). A district court's order in the same case rules
// on its motions, not on the appeal: its "DENIED" is no answer to what the circuit did. Pure.
import { withoutCaseName } from './naming'
import { isAppellateCourt } from './qualifier'
import type { ScopeFact } from './typed'

const HIGHER_COURT = String.raw`((?:[\p{L}.'’]+\s+){0,2}?(?:circuit|court\s+of\s+appeals?|appeals\s+court|appellate\s+court|supreme\s+(?:judicial\s+)?court))`
// The court is the question's subject: "did the Second Circuit …", "the Seventh Circuit's disposition".
const COURT_DECIDING = new RegExp(
  String.raw`\b(?:did|does|has|had|was|were|is)\s+the\s+${HIGHER_COURT}\b|\bthe\s+${HIGHER_COURT}['’]s\b`,
  'iu',
)
const ORDINAL_CIRCUIT =
  /\b(first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|eleventh|d\.\s?c\.|federal)\s+circuit\b/i

/** Whether a court's name is the court a question asks the ruling of; true when it names none. */
export function decidingCourtFits(question: string, court: string): boolean {
  const m = COURT_DECIDING.exec(withoutCaseName(question))
  const named = m?.[1] ?? m?.[2]
  if (!named) return true
  const circuit = ORDINAL_CIRCUIT.exec(named)
  if (circuit) {
    const which = /^d/i.test(circuit[1]!)
      ? String.raw`(?:D\.?\s?C\.?|District\s+of\s+Columbia)`
      : circuit[1]
    return new RegExp(String.raw`\b${which}\s+Circuit\b`, 'i').test(court)
  }
  if (/\bsupreme\b/i.test(named)) return /\bSupreme\b/i.test(court) && isAppellateCourt(court)
  return isAppellateCourt(court)
}

// A lower court's paper that records the higher court's ruling: "MANDATE of USCA … Affirming".
const HIGHER_RULING =
  /\bUSCA\b|\bmandate\b|\bcourt\s+of\s+appeals\b|\bcircuit\b|\bsupreme\s+court\b|\bon\s+appeal\b/i

/**
 * Whether a disposition found in a named paper may be the ruling of the court the question asks
 * of: its paper is that court's (or of no known court), or the passage names a higher court.
 */
export function decidedByFits(
  question: string,
  documentId: string,
  quote: string,
  facts: ScopeFact[],
): boolean {
  return decidedBy(question, [documentId], facts).length > 0 || HIGHER_RULING.test(quote)
}

/**
 * The named documents whose own court may be the one the question asks the ruling of: a paper
 * whose court is known and is another is left out.
 */
export function decidedBy(question: string, named: string[], facts: ScopeFact[]): string[] {
  return named.filter((id) => {
    const own = facts.filter((f) => f.documentId === id && f.kind === 'court' && f.role === 'this')
    return own.length === 0 || own.some((f) => decidingCourtFits(question, f.value))
  })
}
