// The built-in chronology: every dated event in a matter's documents, as the sentence that states
// it, with the passage it came from. Pure: pages in, events out, so it is tested (and measured in
// bench/) on real filings without a backend.
import type { SourcePage } from '../../ai/model/associate/types'
import { findDates } from '../../ai/model/extract/dates'

export type { SourcePage }

export type EventSource = {
  documentId: string
  documentName: string
  page: number
  /** The sentence's place in the page's text: text.slice(start, end) === quote. */
  start: number
  end: number
  quote: string
}

export type ChronologyEvent = {
  /** yyyy-mm-dd */
  date: string
  /** The sentence, on one line. */
  text: string
  source: EventSource
}

/** The longest sentence an event keeps; a longer one is cut around its date. */
const SENTENCE_MAX = 400
// A running header or footer of a court filing ("Case 1:21-cv-01234 Document 1 Filed 03/03/2021
// Page 2 of 20") dates the filing on every page, not an event.
const RUNNING_HEADER = /\bPage\s+\d+\s+of\s+\d+\b|\bDocument\s+\d+\s+Filed\b/i
// Abbreviations whose full stop does not end a sentence.
const ABBREVIATION =
  /(?:\b(?:Mr|Mrs|Ms|Dr|No|Nos|Inc|Corp|Co|Ltd|LLC|v|vs|Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sep|Sept|Oct|Nov|Dec|St|Cal|U\.S|Fed|R|Civ|P|e\.g|i\.e|et al)|\b[A-Z])\.$/

function endsSentence(text: string, at: number) {
  const mark = text[at]
  // A blank line ends a paragraph; a line break before a bullet ends a list item.
  if (mark === '\n')
    return (
      text[at - 1] === '\n' || /^\n\s*(?:\n|[-•*–]\s|\(?\d{1,3}[.)]\s)/.test(text.slice(at, at + 8))
    )
  if (mark !== '.' && mark !== '?' && mark !== '!' && mark !== ';') return false
  const next = text[at + 1]
  if (next !== undefined && !/\s/.test(next)) return false
  return mark !== '.' || !ABBREVIATION.test(text.slice(Math.max(0, at - 12), at + 1))
}

/** The sentence around [from, to): from the last sentence end before it to the next one after. */
export function sentenceAround(text: string, from: number, to: number) {
  let start = from
  while (start > 0 && !endsSentence(text, start - 1)) start--
  let end = to
  while (end < text.length && !endsSentence(text, end)) end++
  if (end < text.length && text[end] !== '\n') end++
  while (start < end && /\s/.test(text[start]!)) start++
  while (end > start && /\s/.test(text[end - 1]!)) end--
  if (end - start > SENTENCE_MAX) {
    const half = Math.max(0, Math.floor((SENTENCE_MAX - (to - from)) / 2))
    start = Math.max(start, from - half)
    end = Math.min(end, to + half)
    while (start < from && !/\s/.test(text[start - 1] ?? ' ')) start++
    while (end > to && !/\s/.test(text[end] ?? ' ')) end--
  }
  return { start, end }
}

/** A key two statements of the same event share: its date and its words, nothing else. */
export function eventKey(event: Pick<ChronologyEvent, 'date' | 'text'>) {
  return `${event.date} ${event.text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()}`
}

/** Every dated sentence of the pages, in page order; the same sentence and date once per page. */
export function findEvents(pages: SourcePage[]): ChronologyEvent[] {
  const events: ChronologyEvent[] = []
  for (const page of pages) {
    const seen = new Set<string>()
    // The dates the review tables read, in every form they read them (ai/model/extract/dates.ts).
    const dated = findDates(page.text).map((m) => ({
      index: m.start,
      length: m.end - m.start,
      date: m.value,
    }))
    for (const { index, length, date } of dated) {
      const { start, end } = sentenceAround(page.text, index, index + length)
      const quote = page.text.slice(start, end)
      if (RUNNING_HEADER.test(quote)) continue
      // On one line, without the list item's bullet.
      const text = quote
        .replace(/\s+/g, ' ')
        .replace(/^(?:[-•*–]|\(?\d{1,3}[.)])\s+/, '')
        .trim()
      const key = eventKey({ date, text })
      if (seen.has(key)) continue
      seen.add(key)
      const { documentId, documentName } = page
      const source = { documentId, documentName, page: page.page, start, end, quote }
      events.push({ date, text, source })
    }
  }
  return events
}

/** Only the events from `from` to `to` (yyyy-mm-dd, both included, either may be absent). */
export function withinDates(events: ChronologyEvent[], from?: string, to?: string) {
  return events.filter((e) => (!from || e.date >= from) && (!to || e.date <= to))
}
