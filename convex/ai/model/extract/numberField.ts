// Answering a number column ("How many shares were outstanding?", "What percentage ..."): every
// plain number scored by the words around it. Numbers need the question's words nearby: a
// number on its own says nothing about what it counts.
import { answerAt, notFound } from './answer'
import { type Query, contextFit } from './context'
import { citationRanges, insideAny } from './legalCitations'
import { findNumbers } from './numbers'
import { choose } from './rank'
import type { Candidate, FieldAnswer, PageText } from './types'

/** Every number of the document whose context shares words with the question. */
export function numberCandidates(
  pages: readonly PageText[],
  query: Query,
): Array<Candidate<number>> {
  const wantsPercent = query.stems.some((s) => /^(?:percent|percentag|rate|%)$/.test(s))
  const candidates: Array<Candidate<number>> = []
  for (const { page, text } of pages) {
    const citations = citationRanges(text)
    for (const mention of findNumbers(text)) {
      if (insideAny(citations, mention.start, mention.end)) continue
      const fit = contextFit(text, mention.start, mention.end, query)
      // After a number, the noun it counts matters as much as a label before it does.
      const after = text.slice(mention.end, mention.end + 40).toLowerCase()
      const counted = query.stems.some((s) => s.length > 2 && after.includes(s)) ? 0.5 : 0
      const percent = mention.display.endsWith('%') === wantsPercent ? 0.2 : 0
      const score = fit.score + counted + percent - fit.foreign
      if (!fit.keyMatched && counted === 0) continue
      const why = `the words "${fit.matched.join('", "') || query.stems.join('", "')}" next to it`
      candidates.push({ ...mention, page, score, why })
    }
  }
  return candidates
}

/** The number that answers the question, or a not-found answer. */
export function extractNumber(
  pages: readonly PageText[],
  query: Query,
  label: string,
): FieldAnswer {
  const choice = choose(numberCandidates(pages, query), String)
  if (!choice) return notFound(`number for "${label}"`)
  const { best, confidence } = choice
  return answerAt(
    pages,
    { page: best.page, start: best.start, end: best.end },
    best.value,
    best.display,
    confidence,
    `Chosen for ${best.why} on page ${best.page}.`,
  )
}
