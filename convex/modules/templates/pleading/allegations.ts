// Which of a pleading's allegations tell its story: the factual ones (never the boilerplate every
// complaint states about the court and the parties), ranked by what makes an allegation worth
// quoting (a date, a sum, a party named, a document quoted).
import { findAmounts } from '../../../ai/model/extract/amounts'
import { findDates } from '../../../ai/model/extract/dates'
import { escapeRegExp } from '../text'
import type { Allegation, Pleading, Section } from './types'

// Allegations every complaint makes: the court's power and place, who the parties are and where
// they live, how they act together, and the paragraphs that repeat the ones before.
const BOILERPLATE =
  /\bjurisdiction\b|\bvenue\b|\b28\s+U\.?\s?S\.?\s?C\.?\s*§+\s*1(?:33[12]|367|391|441)|\bresid(?:es|ent|ing)\b|\bcitizen\s+of\b|\bdomiciled\b|\bprincipal\s+place\s+of\s+business\b|\b(?:organized|incorporated|existing|formed)\s+(?:and\s+existing\s+)?under\s+the\s+laws\b|\b(?:re-?alleges?|incorporates?|repeats?|restates?|re-?avers?|realleges?)\b[^.]{0,160}\b(?:paragraphs?|allegations?)\b|\bregistered\s+agent\b|\bcommon\s+enterprise\b|\bacting\s+alone\s+or\s+in\s+concert\b|\bmay\s+be\s+served\b|\bdoes\s+business\s+in\b/i

/**
 * The pleading's factual allegations: those under its facts heading, or (with none) those under no
 * heading or another one, or (still none) those stated in its claims; never the boilerplate.
 */
export function factualAllegations(pleading: Pick<Pleading, 'allegations'>): Allegation[] {
  const pool = (sections: Section[]) =>
    pleading.allegations.filter(
      (a) => sections.includes(a.section) && a.text.length >= 30 && !BOILERPLATE.test(a.text),
    )
  for (const sections of [['facts'], ['none', 'other', 'intro'], ['claims']] as Section[][]) {
    const found = pool(sections)
    if (found.length > 0) return found
  }
  return []
}

// Words of a party's name too common to point at that party.
const COMMON_NAME_WORDS =
  /^(?:inc|corp|corporation|co|company|llc|llp|ltd|lp|plc|na|the|of|and|for|group|holdings|services|international|national|american|united|states|america|department|city|county|state|jr|sr|bank|trust|association|et|al|does?|john|jane|mr|ms|mrs|dr|individually)$/i

/** The words of the parties' names that point at them ("Acme", "Reyes"). */
export function nameWords(names: readonly string[]): string[] {
  const words = new Set<string>()
  for (const name of names) {
    for (const word of name.match(/\p{L}[\p{L}'’-]{2,}/gu) ?? []) {
      if (!COMMON_NAME_WORDS.test(word)) words.add(word)
    }
  }
  return [...words]
}

/**
 * How telling an allegation is: a date, a sum of money, a party named, a document quoted each
 * count for it; a short one, a hedged one ("on information and belief") and a statement of the law
 * count against.
 */
export function allegationScore(text: string, partyWords: readonly string[]) {
  let score = 0
  if (findDates(text).length > 0) score += 2
  if (findAmounts(text).length > 0) score += 2
  const named = partyWords.filter((word) =>
    new RegExp(`\\b${escapeRegExp(word)}\\b`).test(text),
  ).length
  score += Math.min(2, named)
  if (/["“][^"”]{12,}["”]/.test(text)) score += 1
  // The law the pleading relies on ("Section 5(a) of the FTC Act prohibits…") is no fact of its own.
  if (named === 0 && /\bU\.\s?S\.\s?C\.|\bC\.\s?F\.\s?R\.|§/.test(text)) score -= 2
  if (text.length < 60) score -= 1
  if (/\b(?:up)?on\s+information\s+and\s+belief\b/i.test(text)) score -= 1
  return score
}

/** The `max` most telling of the allegations, in the pleading's order. */
export function mostTelling<T extends { text: string }>(
  allegations: readonly T[],
  partyWords: readonly string[],
  max: number,
): T[] {
  return allegations
    .map((allegation, index) => ({
      allegation,
      index,
      score: allegationScore(allegation.text, partyWords),
    }))
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .slice(0, max)
    .sort((a, b) => a.index - b.index)
    .map(({ allegation }) => allegation)
}
