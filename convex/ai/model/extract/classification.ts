// Answering a classification column by the evidence for each option: where the option's words
// occur (a title in capitals at the top of the first page counts most), and how often. The
// quote is the line or sentence holding the strongest evidence. No option with evidence, no answer.
import { createPassageIndex } from '../../../../shared/passageMatch'
import { answerAt, notFound } from './answer'
import { contentStems, lineBounds, sentenceBounds, splitSentences, tokenize } from './text'
import { confidenceOf } from './rank'
import type { FieldAnswer, PageText, SourceSpan } from './types'

type Evidence = { option: string; score: number; span: SourceSpan | null }

function titleWeight(text: string, start: number, end: number, page: number): number {
  const [lineStart, lineEnd] = lineBounds(text, start)
  const line = text.slice(lineStart, Math.max(lineEnd, end))
  const upper = /\p{Lu}/u.test(line) && !/\p{Ll}/u.test(line)
  const top = page === 1 && start < 2500
  return (top ? 2 : 0) + (upper ? 2 : 0) + 1
}

/** Where an option is written, as whole words, on every page. */
function occurrences(option: string, pages: readonly PageText[]): SourceSpan[] {
  const spans: SourceSpan[] = []
  for (const { page, text } of pages) {
    for (const pieces of createPassageIndex([text]).find(option, { limit: 50 })) {
      const start = pieces[0]!.start
      const end = pieces[pieces.length - 1]!.end
      // Whole words only: "Answer" is no evidence inside "Answered".
      if (/[\p{L}\p{N}]/u.test(text[start - 1] ?? '') || /[\p{L}\p{N}]/u.test(text[end] ?? ''))
        continue
      spans.push({ page, start, end })
    }
  }
  return spans
}

/** The evidence for one option; mentions inside a longer option's mention ("Motion" in "Motion to Dismiss") do not count. */
function evidenceFor(
  option: string,
  pages: readonly PageText[],
  longer: readonly SourceSpan[],
): Evidence {
  let score = 0
  let best: { weight: number; span: SourceSpan } | null = null
  for (const span of occurrences(option, pages)) {
    const inside = longer.some(
      (l) => l.page === span.page && l.start <= span.start && l.end >= span.end,
    )
    if (inside) continue
    const text = pages.find((p) => p.page === span.page)!.text
    const weight = titleWeight(text, span.start, span.end, span.page)
    score += weight
    if (!best || weight > best.weight) {
      const [s, e] =
        weight >= 3 ? lineBounds(text, span.start) : sentenceBounds(text, span.start, span.end)
      best = { weight, span: { page: span.page, start: s, end: Math.max(e, span.end) } }
    }
  }
  if (score === 0) {
    // No literal mention: a sentence holding every word of the option is weaker evidence.
    const stems = contentStems(option)
    for (const { page, text } of pages) {
      if (stems.length === 0) break
      for (const [start, end] of splitSentences(text)) {
        const words = new Set(tokenize(text.slice(start, end)).map((t) => t.stem))
        if (stems.every((s) => words.has(s))) {
          score += 0.5
          best ??= { weight: 0.5, span: { page, start, end } }
        }
      }
    }
  }
  return { option, score: Math.min(score, 12), span: best?.span ?? null }
}

/** The option with the most evidence, or no answer when none has any. */
export function extractClassification(
  pages: readonly PageText[],
  options: readonly string[],
  label: string,
): FieldAnswer {
  const spans = new Map(options.map((option) => [option, occurrences(option, pages)]))
  const evidence = options
    .map((option) => {
      const longer = options
        .filter(
          (other) =>
            other.length > option.length && other.toLowerCase().includes(option.toLowerCase()),
        )
        .flatMap((other) => spans.get(other) ?? [])
      return evidenceFor(option, pages, longer)
    })
    // On a tie the longer, more precise option wins.
    .sort((a, b) => b.score - a.score || b.option.length - a.option.length)
  const [best, second] = evidence
  if (!best || best.score === 0 || !best.span) {
    return notFound(`evidence for any of the options of "${label}" (${options.join(', ')})`)
  }
  return answerAt(
    pages,
    best.span,
    best.option,
    best.option,
    confidenceOf(best.score / 3, (second?.score ?? 0) / 3),
    `"${best.option}" has the strongest evidence, on page ${best.span.page}.`,
  )
}
