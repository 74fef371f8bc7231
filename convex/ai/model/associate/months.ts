// A month named without its day ("from October 2019 to May 2022") answers a "when" question
// that no day's date answers: complaints date conduct by the month. The facts layer stores days
// only (the chronology and the review table's date columns sort and compare days), so the
// associate reads months from the named papers when it needs them, as facts of its own that
// never leave it: value `YYYY-MM`, shown "May 2022". Pure.
import { findMonths } from '../extract/dates'
import { citationRanges, insideAny } from '../extract/legalCitations'
import { sentenceAround } from '../facts/sentences'
import { clipContext } from '../facts/spans'
import type { ScopeFact } from './typed'
import type { SourcePage } from './types'

/** A month fact is less sure than a day's: it is read only when no day answers. */
const MONTH_CONFIDENCE = 0.5

/** The months the named papers state outside citations, each with its sentence as its context. */
export function monthFacts(pages: readonly SourcePage[], named: readonly string[]): ScopeFact[] {
  const facts: ScopeFact[] = []
  for (const page of pages) {
    if (!named.includes(page.documentId)) continue
    const citations = citationRanges(page.text)
    for (const mention of findMonths(page.text)) {
      if (insideAny(citations, mention.start, mention.end)) continue
      const sentence = sentenceAround(page.text, mention.start, mention.end)
      facts.push({
        kind: 'date',
        role: '',
        value: mention.value,
        display: mention.display,
        context: clipContext(page.text.slice(sentence.start, sentence.end)),
        page: page.page,
        start: mention.start,
        end: mention.end,
        confidence: MONTH_CONFIDENCE,
        documentId: page.documentId,
        documentName: page.documentName,
      })
    }
  }
  return facts
}
