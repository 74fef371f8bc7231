// Dates with what happened on them, and amounts with what they are for: every one the text
// states outside citations of other cases, each with its sentence. Pure.
import type { Fact } from '../../../../shared/factValidators'
import { displayMoney, findAmounts } from '../extract/amounts'
import { findDates } from '../extract/dates'
import { citationRanges, insideAny } from '../extract/legalCitations'
import type { PageText } from '../extract/types'
import { sentenceAround } from './spans'

/** The most dates and amounts kept per document (the first ones, in reading order). */
export const DATE_FACTS_MAX = 150
export const AMOUNT_FACTS_MAX = 100

/** Dated events of a document: one fact per date mention, its sentence as what happened. */
export function dateFacts(pages: readonly PageText[]): Fact[] {
  const facts: Fact[] = []
  for (const { page, text } of pages) {
    const citations = citationRanges(text)
    for (const mention of findDates(text)) {
      if (facts.length >= DATE_FACTS_MAX) return facts
      if (insideAny(citations, mention.start, mention.end)) continue
      facts.push({
        kind: 'date',
        role: '',
        value: mention.value,
        display: mention.display,
        context: sentenceAround(text, mention.start, mention.end),
        page,
        start: mention.start,
        end: mention.end,
        confidence: 0.7,
      })
    }
  }
  return facts
}

/** Amounts of money, each with its sentence as its context. */
export function amountFacts(pages: readonly PageText[]): Fact[] {
  const facts: Fact[] = []
  for (const { page, text } of pages) {
    for (const mention of findAmounts(text)) {
      if (facts.length >= AMOUNT_FACTS_MAX) return facts
      facts.push({
        kind: 'amount',
        role: '',
        value: `${mention.value.currency} ${mention.value.amount.toFixed(2)}`,
        display: displayMoney(mention.value),
        context: sentenceAround(text, mention.start, mention.end),
        page,
        start: mention.start,
        end: mention.end,
        confidence: 0.7,
      })
    }
  }
  return facts
}
