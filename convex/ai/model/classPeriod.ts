// The class period of a class action: "all persons who purchased … between March 1, 2021 and June
// 30, 2023", "from March 1, 2021 through June 30, 2023, inclusive (the “Class Period”)", "during
// the period March 3, 2023 – August 14, 2025". Read as "March 1, 2021 – June 30, 2023".
import { displayDate, findDates } from './extract/dates'
import { citationRanges, insideAny } from './extract/legalCitations'
import type { PageText, SourceSpan } from './extract/types'

/** A class period found in the text: its two ends (ISO), its span and how clearly it was stated. */
export type ClassPeriod = {
  from: string
  to: string
  value: string
  span: SourceSpan
  confidence: number
}

const JOINER = /^\s*(?:,?\s*(?:and|through|to|until|thru)\s+|\s*[-–—]\s*)(?:and\s+including\s+)?$/i
const CUES =
  /class\s+period|purchased|acquired|bought|held|subscribed|paid|members?\s+of\s+the\s+class|similarly\s+situated/i

/** The best-stated class period of the document, or null. */
export function findClassPeriod(pages: readonly PageText[]): ClassPeriod | null {
  let best: ClassPeriod | null = null
  for (const { page, text } of pages) {
    const citations = citationRanges(text)
    const dates = findDates(text).filter((d) => !insideAny(citations, d.start, d.end))
    for (let i = 0; i + 1 < dates.length; i++) {
      const first = dates[i]!
      const second = dates[i + 1]!
      if (!JOINER.test(text.slice(first.end, second.start)) || first.value >= second.value) continue
      const around = text.slice(
        Math.max(0, first.start - 200),
        Math.min(text.length, second.end + 80),
      )
      const named = /class\s+period/i.test(around)
      if (!named && !CUES.test(around)) continue
      const lead = /\b(?:between|from|during\s+the\s+period(?:\s+from)?)\s+$/i.exec(
        text.slice(Math.max(0, first.start - 40), first.start),
      )
      const confidence = named ? 0.9 : lead ? 0.75 : 0.6
      if (best && best.confidence >= confidence) continue
      best = {
        from: first.value,
        to: second.value,
        value: `${displayDate(first.value)} – ${displayDate(second.value)}`,
        span: { page, start: first.start, end: second.end },
        confidence,
      }
    }
  }
  return best
}
