// The passages of a deposition outline: each statement a document makes about the witness (its
// sentence, or a header field's or a table row's line), read once however often it is repeated,
// with the topic and the date it comes under. What is found is a name, not what is said of them.
import { findDates } from '../../../ai/model/extract/dates'
import { lineBounds } from '../../../ai/model/extract/text'
import { sentenceAround } from '../../model/chronology'
import { oneLine, placeholdersIn } from '../findings'
import type { TextLine as Line } from '../text'
import type { Finding, SourcePage } from '../types'
import { documentTopic, type Layout, layout } from './topics'
import { nameMatcher, witnessName } from './witness'

/** The kind of finding a passage naming the witness is. */
export const KIND = 'mention'

const TITLE_BEFORE = /\b(?:MRS?|MS|DR|PROF)\.\s+$/
const TITLE_AT_END = /\b(?:MRS?|MS|DR|PROF)\.$/
const GREETING = /^(?:(?:dear|hi|hello|hey)\s+)?[^\s,:]+(?:\s+[^\s,:]+)?\s*[,:]$/i

const within = (lines: Line[], at: number) => lines.find((l) => l.start <= at && at <= l.end)

/** The sentence around [from, to) of a text that is one stretch of prose. */
function sentenceIn(text: string, from: number, to: number) {
  let { start, end } = sentenceAround(text, from, to)
  // The sentence reader knows "Ms." but not "MS.": a title in capitals does not end one.
  for (let t = TITLE_BEFORE.exec(text.slice(Math.max(0, start - 8), start)); t;) {
    start = sentenceAround(text, start - t[0].length, start).start
    t = TITLE_BEFORE.exec(text.slice(Math.max(0, start - 8), start))
  }
  while (end < text.length && TITLE_AT_END.test(text.slice(start, end))) {
    end = sentenceAround(text, end, end + 1).end
  }
  // A greeting ("Ann," or "Dear Ms. Lee:") says nothing alone: what follows is said to them.
  if (GREETING.test(text.slice(start, end).trim())) {
    const after = text.slice(end).search(/\S/)
    if (after >= 0) end = sentenceAround(text, end + after, end + after + 1).end
  }
  return { start, end }
}

/**
 * The statement around a mention: a header field's or a table row's line, else its sentence
 * within the stretch of prose between the headings and header lines around it.
 */
function passageAround(text: string, from: number, to: number, page: Layout, tabular: boolean) {
  const field = within(page.fields, from)
  let [start, end]: [number, number] = field ? [field.start, field.end] : lineBounds(text, from)
  const row = field !== undefined || tabular || text.slice(start, end).includes('\t')
  if (!row) {
    let lo = 0
    let hi = text.length
    for (const line of page.bounds) {
      if (line.end < from) lo = line.end + 1
      else if (line.start > to) {
        hi = line.start
        break
      }
    }
    const sentence = sentenceIn(text.slice(lo, hi), from - lo, to - lo)
    start = lo + sentence.start
    end = lo + sentence.end
  }
  while (start < end && /\s/.test(text[start]!)) start++
  while (end > start && /\s/.test(text[end - 1]!)) end--
  return { start, end, row }
}

// A statement says something of the witness: a line of names ("Daniel Ortega", a caption's
// "Acme Corp., Plaintiff, v. ...") has no word in lower case besides these.
const CAPTION_PARTY = /,\s+(?:individually|a\s[\w\s]{0,40}?(?:corporation|company|partnership))\b/i
const NAME_WORDS = new Set(['and', 'the', 'for', 'of'])

/** What a mention is shown as: on one line, a form's blank line named; none for no statement. */
function passageText(quote: string, plain: boolean) {
  const text = oneLine(quote).replace(/_{3,}/g, '(blank)')
  // A signature block names the witness among the signers' addresses.
  if (text.includes('/s/') || placeholdersIn(text).length > 0) return undefined
  if (!plain) return text
  // A caption names a party with its description ("RAJ VIR, individually and as an officer").
  if (CAPTION_PARTY.test(text) && !/[.?!]["”’)]?$/.test(text)) return undefined
  const worded = text
    .split(/\s+/)
    .some((w) => /^\p{Ll}[\p{L}'’-]{2,}/u.test(w) && !NAME_WORDS.has(w.toLowerCase()))
  return worded ? text : undefined
}

const passageKey = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()

// A spreadsheet's text is rows, not sentences: a row is the passage.
const TABULAR = /\.(?:csv|tsv|xlsx?|ods)$/i

/** Every passage of one document that names the witness, with its topic and date. */
export function readMentions(pages: SourcePage[], witness: string | undefined): Finding[] {
  const name = witnessName(witness)
  if (!name || pages.length === 0) return []
  const mentions = nameMatcher(name, pages)
  const findings: Finding[] = []
  const quotes = new Set<string>()
  const keys: string[] = []
  // A section runs on from one page to the next, as does an email.
  let topic: string | undefined
  let headerDate: string | null = null
  for (const page of pages) {
    const found = mentions(page.text)
    const layoutOf = layout(page.text)
    const { marks, skip } = layoutOf
    const tabular = TABULAR.test(page.documentName)
    let m = 0
    let last = { start: 0, end: 0 }
    for (const { start: from, end: to } of found) {
      for (; m < marks.length && marks[m]!.at <= from; m++) {
        const mark = marks[m]!
        if (mark.topic) topic = mark.topic
        if (mark.date !== undefined) headerDate = mark.date
      }
      // A second mention in the passage just taken adds nothing.
      if ((from >= last.start && to <= last.end) || within(skip, from)) continue
      const { start, end, row } = passageAround(page.text, from, to, layoutOf, tabular)
      last = { start, end }
      const quote = page.text.slice(start, end)
      // A passage repeated word for word (a quoted email, a running paragraph) is read once.
      if (quotes.has(quote)) continue
      quotes.add(quote)
      const text = passageText(quote, !row && !layoutOf.shouted)
      if (!text) continue
      // So is one cut short at a page's end where the document says it again in full.
      const key = passageKey(text)
      if (keys.some((k) => k.startsWith(key) || (k.length >= 40 && key.startsWith(k)))) continue
      keys.push(key)
      const date = findDates(quote)[0]?.value ?? headerDate
      const { documentId, documentName } = page
      findings.push({
        kind: KIND,
        key,
        text,
        ...(date ? { date } : {}),
        label: topic ?? documentTopic(documentName),
        sources: [{ documentId, documentName, page: page.page, start, end, quote }],
      })
    }
    for (; m < marks.length; m++) {
      if (marks[m]!.topic) topic = marks[m]!.topic
      if (marks[m]!.date !== undefined) headerDate = marks[m]!.date!
    }
  }
  return findings
}
