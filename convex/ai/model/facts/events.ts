// Dates with what happened on them, and amounts with what they are for: every one the text
// states outside citations of other cases, each with its sentence. Pure.
import type { Fact } from '../../../../shared/factValidators'
import { displayMoney, findAmounts } from '../extract/amounts'
import { findDates } from '../extract/dates'
import { citationRanges, insideAny } from '../extract/legalCitations'
import type { PageText } from '../extract/types'
import { entryRanges, RUNNING_HEADER, sentenceAround, statementAround } from './sentences'
import { clipContext } from './spans'

/** The most dates and amounts kept per document (the first ones, in reading order). */
export const DATE_FACTS_MAX = 150
export const AMOUNT_FACTS_MAX = 100

/** A dated sentence of a page: the date, where it stands, and the sentence that states it. */
export type DatedEvent = {
  /** yyyy-mm-dd */
  date: string
  display: string
  dateStart: number
  dateEnd: number
  /** The sentence: text.slice(start, end). */
  start: number
  end: number
  /** The sentence on one line, without a list item's bullet. */
  text: string
}

/** A key two statements of the same event share: its date and its words, nothing else. */
export function eventKey(event: { date: string; text: string }) {
  return `${event.date} ${event.text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()}`
}

/**
 * Every dated sentence of a page's text, first to last, the same date and sentence once; a
 * filing's running header ("Case 1:21-cv-01234 Document 1 Filed 03/03/2021 Page 2 of 20") dates
 * the filing on every page, not an event.
 */
export function datedEvents(text: string): DatedEvent[] {
  const events: DatedEvent[] = []
  const seen = new Set<string>()
  const entries = entryRanges(text)
  for (const mention of findDates(text)) {
    const { start, end } = statementAround(text, mention.start, mention.end, entries)
    const quote = text.slice(start, end)
    if (RUNNING_HEADER.test(quote)) continue
    const line = quote
      .replace(/\s+/g, ' ')
      .replace(/^(?:[-•*–]|\(?\d{1,3}[.)])\s+/, '')
      .trim()
    const key = eventKey({ date: mention.value, text: line })
    if (seen.has(key)) continue
    seen.add(key)
    events.push({
      date: mention.value,
      display: mention.display,
      dateStart: mention.start,
      dateEnd: mention.end,
      start,
      end,
      text: line,
    })
  }
  return events
}

/** Dated events of a document: one fact per dated sentence, the date's span, the sentence as what happened. */
export function dateFacts(pages: readonly PageText[]): Fact[] {
  const facts: Fact[] = []
  for (const { page, text } of pages) {
    const citations = citationRanges(text)
    for (const event of datedEvents(text)) {
      if (facts.length >= DATE_FACTS_MAX) return facts
      if (insideAny(citations, event.dateStart, event.dateEnd)) continue
      facts.push({
        kind: 'date',
        role: '',
        value: event.date,
        display: event.display,
        context: clipContext(event.text),
        page,
        start: event.dateStart,
        end: event.dateEnd,
        confidence: 0.7,
      })
    }
  }
  return facts
}

/** The most of an amount's sentence kept as its context. */
const AMOUNT_CONTEXT = 200

/**
 * The part of a long sentence nearest a value, more of it before than after: a register or fee
 * table runs on without a full stop, and what an amount is for is written just before it ("TOTAL
 * $215.00", "a civil penalty of $5,000"), so a context cut from the sentence's start would tell
 * of the amounts before it instead.
 */
function aroundValue(
  text: string,
  sentence: { start: number; end: number },
  from: number,
  to: number,
): { start: number; end: number } {
  if (sentence.end - sentence.start <= AMOUNT_CONTEXT) return sentence
  let start = Math.max(sentence.start, from - Math.round(AMOUNT_CONTEXT * 0.65))
  let end = Math.min(sentence.end, start + AMOUNT_CONTEXT)
  start = Math.max(sentence.start, Math.min(start, end - AMOUNT_CONTEXT))
  while (start > sentence.start && start < from && !/\s/.test(text[start - 1]!)) start++
  while (end < sentence.end && end > to && !/\s/.test(text[end]!)) end--
  return { start, end }
}

/** Amounts of money, each with the part of its sentence nearest it as its context. */
export function amountFacts(pages: readonly PageText[]): Fact[] {
  const facts: Fact[] = []
  for (const { page, text } of pages) {
    for (const mention of findAmounts(text)) {
      if (facts.length >= AMOUNT_FACTS_MAX) return facts
      const sentence = aroundValue(
        text,
        sentenceAround(text, mention.start, mention.end),
        mention.start,
        mention.end,
      )
      facts.push({
        kind: 'amount',
        role: '',
        value: `${mention.value.currency} ${mention.value.amount.toFixed(2)}`,
        display: displayMoney(mention.value),
        context: clipContext(text.slice(sentence.start, sentence.end)),
        page,
        start: mention.start,
        end: mention.end,
        confidence: 0.7,
      })
    }
  }
  return facts
}
