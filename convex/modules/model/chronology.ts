// The built-in chronology: every dated event in a matter's documents, as the sentence that states
// it, with the passage it came from. Pure: pages in, events out, so it is tested (and measured in
// bench/) on real filings without a backend.
import type { SourcePage } from '../../ai/model/associate/types'
import { datedEvents } from '../../ai/model/facts/events'

export type { SourcePage }
export { sentenceAround } from '../../ai/model/facts/sentences'
export { eventKey } from '../../ai/model/facts/events'

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

/** Every dated sentence of the pages, in page order; the same sentence and date once per page. */
export function findEvents(pages: SourcePage[]): ChronologyEvent[] {
  // The facts layer's dated events (ai/model/facts/events.ts): one home for a date and its sentence.
  return pages.flatMap((page) =>
    datedEvents(page.text).map(({ date, text, start, end }) => {
      const { documentId, documentName } = page
      const quote = page.text.slice(start, end)
      return {
        date,
        text,
        source: { documentId, documentName, page: page.page, start, end, quote },
      }
    }),
  )
}

/** Only the events from `from` to `to` (yyyy-mm-dd, both included, either may be absent). */
export function withinDates(events: ChronologyEvent[], from?: string, to?: string) {
  return events.filter((e) => (!from || e.date >= from) && (!to || e.date <= to))
}
