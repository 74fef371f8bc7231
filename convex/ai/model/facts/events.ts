// Dates with what happened on them, and amounts with what they are for: every one the text
// states outside citations of other cases, each with its sentence. Pure.
import type { Fact } from '../../../../shared/factValidators'
import { displayMoney, findAmounts } from '../extract/amounts'
import { findDates } from '../extract/dates'
import { citationRanges, insideAny } from '../extract/legalCitations'
import type { PageText } from '../extract/types'
import { entryRanges, RUNNING_HEADER, sentenceAround, statementAround } from './sentences'
import { bodyStart, sentenceBeforeBreak, startsPage } from './pageBreak'
import { clipContext, CONTEXT_MAX } from './spans'

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

// A heading line that is only a label and its date, no colon and no full stop ("Signed 08/26/2016",
// "Filed September 28, 2022", "Amended July 5, 2023", "Argued and Submitted on May 3, 2019"): a
// reporter's or an opinion's heading states its dates each on its own line, and the sentence
// would run into the next line's text or the next date's label.
const DATE_LABEL_WORDS =
  'Signed|Filed|Amended|Decided|Argued|Submitted|Entered|Dated|Issued|Released|Rendered|Delivered|Heard|Received|Revised|Modified|Corrected|Effective|Executed|Approved|Adopted|Withdrawn|Reargued|Reheard|Reissued|Published'
const DATE_LABEL_LINE = new RegExp(
  `^[ \\t]*((?:(?:Opinion|Order|Judgment|Memorandum|Date|Case|Petition|Complaint|Appeal)[ \\t]+)?(?:${DATE_LABEL_WORDS})(?:[ \\t]+and[ \\t]+(?:${DATE_LABEL_WORDS}))?(?:[ \\t]+on)?)[ \\t]*$`,
  'i',
)

/**
 * The label and date (and its full stop) of a heading line that holds only them, or null when the
 * date's line holds more.
 */
function labelLineAround(text: string, from: number, to: number) {
  const lineStart = text.lastIndexOf('\n', from - 1) + 1
  const label = DATE_LABEL_LINE.exec(text.slice(lineStart, from))
  if (!label || !/^\p{Lu}/u.test(label[1]!)) return null
  const lineEnd = text.indexOf('\n', to)
  const rest = /^[ \t]*(\.?)[ \t]*$/.exec(text.slice(to, lineEnd === -1 ? text.length : lineEnd))
  if (!rest) return null
  const stop = rest[1] ? text.indexOf('.', to) + 1 : to
  return { start: lineStart + label[0].indexOf(label[1]!), end: stop }
}

// An old docket sheet closes each entry with the date it was docketed, "DD 1/17/79" ("Complaint
// filed, summons issued. DD 1/17/79"): the date belongs to the entry before it. Read so only on a
// page that marks two entries or more that way, a docket sheet's form, not initials in prose.
const DOCKETED_MARK = /(?:^|[\s.])D\.?D\.?[ \t]*$/i
const DOCKETED_DATE = /(?:^|[\s.])D\.?D\.?[ \t]*\d{1,2}\/\d{1,2}\/\d{2,4}/gi

/** The entry an old docket's "DD" date closes, through the date; null when the date is not one. */
function docketedEntryAround(text: string, from: number, to: number, docketed: boolean) {
  if (!docketed) return null
  const before = text.slice(Math.max(0, from - 8), from)
  const mark = DOCKETED_MARK.exec(before)
  if (!mark) return null
  let last = from - before.length + mark.index + mark[0].search(/d/i) - 1
  while (last > 0 && /\s/.test(text[last]!)) last--
  return { start: sentenceAround(text, last, last).start, end: to }
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
  const docketed = (text.match(DOCKETED_DATE)?.length ?? 0) >= 2
  for (const mention of findDates(text)) {
    const statement = statementAround(text, mention.start, mention.end, entries)
    // A running header split over lines ("Filed 03/03/2021" between its case and page lines)
    // is still one, though its date's line holds only a label.
    if (RUNNING_HEADER.test(text.slice(statement.start, statement.end))) continue
    const { start, end } =
      labelLineAround(text, mention.start, mention.end) ??
      docketedEntryAround(text, mention.start, mention.end, docketed) ??
      statement
    const quote = text.slice(start, end)
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

/** The most of the previous page's sentence an amount's context reads back across a page break. */
const BEFORE_BREAK_MAX = 120
const BEFORE_BREAK_MIN = 60

/**
 * An amount's context: its sentence's part nearest it, and, when that sentence starts the page
 * and the previous page's last sentence runs on into it, that sentence's end before it ("…
 * judgment for attorney's fees" / page break / "in the amount of $465,204.00").
 */
function amountContext(
  text: string,
  sentence: { start: number; end: number },
  at: number,
  previous: string | undefined,
): string {
  if (previous === undefined) return clipContext(text.slice(sentence.start, sentence.end))
  // (The sentence that starts the page runs from the page's body, its running header left out.)
  const body = bodyStart(text)
  const from = sentence.start < body && body <= at ? body : sentence.start
  const own = clipContext(text.slice(from, sentence.end))
  // (A sentence that runs on opens in small letters or on the sum: "in the amount of …".)
  if (!startsPage(text, from) || !/^(?:\p{Ll}|[$\d])/u.test(own)) return own
  const room = Math.min(BEFORE_BREAK_MAX, Math.max(BEFORE_BREAK_MIN, CONTEXT_MAX - own.length - 2))
  const before = sentenceBeforeBreak(previous, room)
  return before ? clipContext(`${before} ${own}`) : own
}

/** Amounts of money, each with the part of its sentence nearest it as its context. */
export function amountFacts(pages: readonly PageText[]): Fact[] {
  const facts: Fact[] = []
  for (const [at, { page, text }] of pages.entries()) {
    // (The page before only when it is the previous page of the document, none left out between.)
    const before = pages[at - 1]
    const previous = before && before.page === page - 1 ? before.text : undefined
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
        context: amountContext(text, sentence, mention.start, previous),
        page,
        start: mention.start,
        end: mention.end,
        confidence: 0.7,
      })
    }
  }
  return facts
}
