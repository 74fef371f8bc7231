// Asked until when something was extended ("Until when did the court extend the TRO?"), a paper
// that tells of an earlier extension ("I extended the TRO until midnight May 3") and then the
// later one ("the TRO shall remain in place until midnight May 17") answers with the later: the
// later end supersedes the earlier, though the earlier shares the question's verb. Pure.
import { asksSpanEnd } from './dateFits'
import type { ScopeFact } from './typed'

/** What the latest span end of a paper gains over the paper's earlier ones. */
export const LATEST_SPAN_BONUS = 1

const isDated = (fact: ScopeFact) =>
  (fact.kind === 'date' || fact.kind === 'filingDate') && /^\d{4}-\d{2}-\d{2}/.test(fact.value)

/**
 * The ranked dates with the latest of each paper raised, when the question asks a span's end and
 * the paper states more than one (each already said as a span's end by the caller's filters).
 */
export function latestSpanRaised<T extends { fact: ScopeFact; score: number }>(
  question: string,
  ranked: T[],
): T[] {
  if (!asksSpanEnd(question)) return ranked
  const latest = new Map<string, string>()
  const days = new Map<string, Set<string>>()
  for (const { fact } of ranked) {
    if (!isDated(fact)) continue
    const day = fact.value.slice(0, 10)
    const seen = days.get(fact.documentId) ?? new Set<string>()
    seen.add(day)
    days.set(fact.documentId, seen)
    if (day > (latest.get(fact.documentId) ?? '')) latest.set(fact.documentId, day)
  }
  return ranked.map((x) =>
    isDated(x.fact) &&
    (days.get(x.fact.documentId)?.size ?? 0) > 1 &&
    x.fact.value.slice(0, 10) === latest.get(x.fact.documentId)
      ? { ...x, score: x.score + LATEST_SPAN_BONUS }
      : x,
  )
}
