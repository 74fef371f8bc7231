// Answering a free-text column extractively: the sentence that shares the most of the question's
// words (or words of the same role), quoted as it stands. Nothing is paraphrased or invented;
// when no sentence shares a meaningful word with the question, there is no answer.
import { answerAt, notFound } from './answer'
import { type Query, isWeakStem, roleGroup } from './context'
import { confidenceOf } from './rank'
import { splitSentences, squeeze, tokenize } from './text'
import type { FieldAnswer, PageText, SourceSpan } from './types'

/** A sentence and how well it answers the question. */
export type ScoredSentence = SourceSpan & { score: number; coverage: number; matched: string[] }

const WEAK_WEIGHT = 0.3

/** How many of the question's stems a sentence holds (same-role words count), weighted. */
export function scoreSentence(text: string, start: number, end: number, query: Query) {
  const stems = new Set(tokenize(text.slice(start, end)).map((t) => t.stem))
  const groups = new Set([...stems].map((s) => roleGroup(s)).filter((g) => g !== undefined))
  let score = 0
  let strong = 0
  let strongMatched = 0
  const matched: string[] = []
  for (const q of query.stems) {
    const isWeak = isWeakStem(q)
    if (!isWeak) strong++
    const group = roleGroup(q)
    if (stems.has(q) || (group !== undefined && groups.has(group))) {
      score += isWeak ? WEAK_WEIGHT : 1
      if (!isWeak) strongMatched++
      matched.push(q)
    }
  }
  const length = stems.size
  const coverage = strong === 0 ? 0 : strongMatched / strong
  // Long sentences match many words by chance.
  const adjusted = strongMatched === 0 ? 0 : score + 0.5 * coverage - Math.max(0, length - 60) / 120
  return { score: adjusted, coverage, matched }
}

/** Every sentence of the document that shares a meaningful word with the question, best first. */
export function rankSentences(pages: readonly PageText[], query: Query): ScoredSentence[] {
  const ranked: ScoredSentence[] = []
  for (const { page, text } of pages) {
    for (const [start, end] of splitSentences(text)) {
      const scored = scoreSentence(text, start, end, query)
      if (scored.score > 0) ranked.push({ page, start, end, ...scored })
    }
  }
  return ranked.sort((a, b) => b.score - a.score || a.page - b.page || a.start - b.start)
}

/** The sentence that best answers a free-text question, quoted as it stands. */
export function extractPassage(
  pages: readonly PageText[],
  query: Query,
  label: string,
): FieldAnswer {
  const [best, second] = rankSentences(pages, query)
  if (!best || best.coverage === 0) return notFound(`passage about "${label}"`)
  const text = pages.find((p) => p.page === best.page)!.text
  const value = squeeze(text.slice(best.start, best.end))
  const confidence = Math.min(
    confidenceOf(best.score, second?.score ?? 0),
    0.4 + 0.5 * best.coverage,
  )
  return answerAt(
    pages,
    best,
    value,
    value.length > 160 ? `${value.slice(0, 157)}…` : value,
    confidence,
    `The sentence on page ${best.page} that shares most words with the question (${best.matched.join(', ')}).`,
  )
}
