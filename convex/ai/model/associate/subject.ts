// The question's own subject: its content words less the words that name its case or people.
// "What claims do the plaintiffs assert in Roe v. Lark?" asks about claims; "roe" and "lark"
// only say which case, and every caption of that case holds them, so a passage that holds the
// names and little of the rest (a caption, a party list) does not answer. Pure.
import { caseNameTerms, nameTerms } from './naming'
import type { QueryTerm } from './query'
import { stem, tokenize } from './terms'

/**
 * For each term, whether it is of the question's subject: a want (the date "when" asks for) or
 * a word that is not of a case's name ("Roe v. Lark") nor a capitalised name after the first word ("Judge
 * Ames", "the Harbor County Jail").
 */
export function subjectMask(question: string, terms: readonly QueryTerm[]): boolean[] {
  // A parenthesis after a case's name holds its court, year or number ("(2d Cir. 1990)", "(No. 7
  // XY 2021)"), which tell the case, not what is asked.
  const aside = [...question.matchAll(/\(([^()]*)\)/g)].flatMap((m) =>
    tokenize(m[1]!).map((t) => t.word),
  )
  const named = new Set(
    [...nameTerms(question), ...caseNameTerms(question), ...aside].map((w) =>
      stem(w.toLowerCase()),
    ),
  )
  return terms.map((term) => !!term.matches || !named.has(term.key))
}

/**
 * The share of the subject's weight a passage holds (1 when the question has no subject beyond
 * names): `held` are the indexes of the terms its own words, its document's name or its heading
 * hold (the words that name the paper, "the engagement letter", tell which, as a case's name does).
 */
export function subjectCoverage(
  mask: readonly boolean[],
  weights: readonly number[],
  held: readonly number[],
): number {
  let total = 0
  mask.forEach((subject, t) => {
    if (subject) total += weights[t] ?? 0
  })
  if (total <= 0) return 1
  let sum = 0
  for (const t of new Set(held)) if (mask[t]) sum += weights[t] ?? 0
  return sum / total
}
