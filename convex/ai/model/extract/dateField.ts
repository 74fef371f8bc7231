// Answering a date column: every date of the document, scored by the words around it against
// the question, plus where documents put their own date (the "Filed" stamp of an ECF header,
// a "Dated:" line, a letter's date line: datePlacement.ts). Dates inside citations of other cases
// are set aside.
import { answerAt, notFound } from './answer'
import { appellateDocketed } from './appellateDocketed'
import { type Query, contextFit, roleGroup } from './context'
import { findDates } from './dates'
import { entriesFiled, headRowFiled } from './docketEntries'
import { gluedRecordFiled } from './gluedCells'
import { recordFiled } from './docketRecord'
import { courtHeading, isFieldDate, placementOf } from './datePlacement'
import { splitReporterDate } from './filingStamps'
import { definedAsAsked } from './definitions'
import { citationRanges, insideAny } from './legalCitations'
import { isIssuedForm, issueStamp } from './issuedForms'
import { choose } from './rank'
import { isDistrictStamp, refiledAppeal } from './refiledAppeal'
import { isStopword, sentenceBounds, stem, tokenize } from './text'
import { isKindStem, titleHeads, titleKinds } from './titleKinds'
import type { Candidate, FieldAnswer, Mention, PageText } from './types'

const FILED = roleGroup('filed')!
const DATED = roleGroup('dated')!
const ENTERED = roleGroup('entered')!
const FILED_STEMS = ['filed', 'filing', 'file'].map(stem)

// The support each placement adds, by what the question asks for.
const PLACEMENT_BONUS: Record<'filed' | 'dated' | 'entered' | 'generic', Record<string, number>> = {
  filed: { stamp: 1.3, dated: 0.7, letterhead: 0.5 },
  dated: { stamp: 0.3, dated: 1.1, letterhead: 1.0 },
  entered: { stamp: 0.6, dated: 1.1, letterhead: 0.4 },
  generic: { stamp: 0.8, dated: 0.9, letterhead: 0.9 },
}

// Kinds of paper whose own date an "entered" question asks for ("When was the order entered?").
const ENTERED_KINDS = /^(?:order|judgment|decision|ruling|opinion|decre)/

function askedFor(query: Query, pages: readonly PageText[]): keyof typeof PLACEMENT_BONUS | null {
  if (query.groups.has(FILED)) return 'filed'
  if (query.groups.has(DATED)) return 'dated'
  // "issued" dates a paper as "entered" dates an order ("When was the subpoena issued?").
  const issued = query.stems.includes(stem('issued'))
  if (query.groups.has(ENTERED) && (issued || query.stems.some((s) => ENTERED_KINDS.test(s)))) {
    return 'entered'
  }
  // "Demand date" of a DEMAND FOR ARBITRATION: the date of the paper itself.
  const heads = titleHeads(pages)
  if (query.key.length > 0 && query.key.every((s) => heads.has(s))) return 'dated'
  return query.specific ? null : 'generic'
}

/**
 * Whether the document's own dates (stamp, "Dated" line) can answer: not when the question names
 * a kind of paper ("When was the complaint filed?") that the document's title does not.
 */
function ownDateApplies(pages: readonly PageText[], query: Query): boolean {
  const asked = query.stems.filter(isKindStem)
  if (asked.length === 0) return true
  const kinds = titleKinds(pages)
  return kinds.size === 0 || asked.some((kind) => kinds.has(kind))
}

/**
 * Whether a paper other than the ones the question names is named just before a date ("the
 * Complaint filed on …"): within six words, in its sentence. "Please take notice" names no paper.
 */
function mentionsOtherKind(text: string, start: number, query: Query): boolean {
  const asked = query.stems.filter(isKindStem)
  if (asked.length === 0) return false
  const [from] = sentenceBounds(text, start)
  const from120 = Math.max(from, start - 120)
  const words = tokenize(text.slice(from120, start), from120).filter((t) => !isStopword(t.word))
  const nearest = words
    .slice(-6)
    .reverse()
    .find((t) => isKindStem(t.stem) && !/\btake\s+$/i.test(text.slice(t.start - 6, t.start)))
  return nearest !== undefined && !asked.includes(nearest.stem)
}

const START_WORDS = [
  'begin',
  'begins',
  'start',
  'starts',
  'commence',
  'commences',
  'first',
  'open',
  'opens',
].map(stem)
const END_WORDS = [
  'end',
  'ends',
  'until',
  'last',
  'close',
  'closes',
  'expire',
  'expires',
  'terminate',
].map(stem)
// The words between the two dates of a range: "March 3, 2023 through August 14, 2025".
const RANGE_JOIN = /^\s*(?:,\s*)?(?:through|thru|to|until|till|and|-|\u2013|\u2014)\s*$/i

/**
 * Which end of a range the question asks for: "When does the class period begin?" wants the first
 * date of "March 3, 2023 through August 14, 2025", "When does it end?" the second.
 */
function rangeEndAsked(query: Query): 'start' | 'end' | null {
  if (query.stems.some((s) => START_WORDS.includes(s))) return 'start'
  if (query.stems.some((s) => END_WORDS.includes(s))) return 'end'
  return null
}

/** The score a date gets for its place in a range, given the end the question asks for. */
function rangeAdjustment(
  mentions: ReadonlyArray<{ start: number; end: number }>,
  index: number,
  text: string,
  wanted: 'start' | 'end' | null,
) {
  if (wanted === null) return 0
  const previous = mentions[index - 1]
  const next = mentions[index + 1]
  const opensRange =
    next !== undefined && RANGE_JOIN.test(text.slice(mentions[index]!.end, next.start))
  const closesRange =
    previous !== undefined && RANGE_JOIN.test(text.slice(previous.end, mentions[index]!.start))
  if (opensRange) return wanted === 'start' ? 0.6 : -1
  if (closesRange) return wanted === 'end' ? 0.6 : -1
  return 0
}

// A PDF that draws its bold type twice gives every character of its ECF header twice in the text
// layer: "CCaassee  55::2211--ccvv--0000330000  DDooccuummeenntt  4422  FFiilleedd  1122//3311//2211".
const DOUBLED_HEADER = /^[ \t]*CCaassee[ \t]/
const HEADER_FILED = /^\s*Case:?\s+\S+\s+Document\s+\d+\s+Filed\s+(?=\d)/

/**
 * The filing date of an ECF header printed with every character doubled, on the page's first
 * line: the header read with each pair as one character, its date quoted where the page prints it.
 */
export function doubledHeaderFiled(text: string): Mention<string> | null {
  const lineEnd = text.indexOf('\n')
  const line = lineEnd === -1 ? text : text.slice(0, lineEnd)
  if (!DOUBLED_HEADER.test(line)) return null
  let single = ''
  const from: number[] = []
  for (let i = 0; i < line.length; i += line[i] === line[i + 1] ? 2 : 1) {
    single += line[i]
    from.push(i)
  }
  const label = HEADER_FILED.exec(single)
  if (!label) return null
  const date = findDates(single).find((d) => d.start === label[0].length)
  if (!date) return null
  return { ...date, start: from[date.start]!, end: from[date.end - 1]! + 2 }
}

// A clerk's certificate that the paper is a copy: "I certify that this is a full and correct copy
// of the Final Decision No. 12 …, distributed … on May 1, 2013. Date: May 3, 2013 / Clerk", "I
// hereby certify that the foregoing is a true copy". Its date line dates the copy.
const COPY_CERTIFICATE =
  /\bI[ \t]+(?:hereby[ \t]+)?certify[ \t]+that[ \t]+(?:this|the[ \t]+(?:foregoing|above|within|attached))[ \t]+(?:document[ \t]+)?is[ \t]+an?[ \t]+(?:(?:full|true|correct|complete|accurate|exact)[ \t,]+(?:and[ \t]+)?){1,3}copy\b/i

/**
 * Whether a date at `start` closes a certificate of a copy: the certificate within the 600
 * characters before it, no blank line between.
 */
function copyCertificate(text: string, start: number): boolean {
  const window = text.slice(Math.max(0, start - 600), start)
  const paragraph = window.slice(window.search(/\n[ \t]*\n(?![^]*\n[ \t]*\n)/) + 1)
  return COPY_CERTIFICATE.test(paragraph.replace(/[ \t]*\n[ \t]*/g, ' '))
}

/** Every date of the document scored against the question (dates in citations excluded). */
export function dateCandidates(
  pages: readonly PageText[],
  question: Query,
): Array<Candidate<string>> {
  const asked = askedFor(question, pages)
  // A question that names no role ("Date", "What is the date of the agreement?") asks for the
  // document's own date: words such as "dated" and "as of" speak to it.
  const query: Query =
    asked === 'generic'
      ? {
          ...question,
          groups: new Set([...question.groups, DATED]),
          stems: [...question.stems, stem('dated')],
        }
      : question
  const ownDate = asked !== null && ownDateApplies(pages, query)
  const candidates: Array<Candidate<string>> = []
  const wantedEnd = rangeEndAsked(question)
  // Only "filed" asked, of the paper itself ("Date filed", "When was this document filed?"): not
  // "When was the action commenced?" nor "When was the complaint filed?".
  const thisPaperFiled =
    asked === 'filed' &&
    ownDate &&
    query.stems.length > 0 &&
    query.stems.every((s) => FILED_STEMS.includes(s))
  // A summons's, a waiver's or a subpoena's "Date:" row dates its issue, not its filing: only a
  // filing stamp dates such a form's filing (issuedForms.ts).
  const issuedForm = asked === 'filed' && pages.length > 0 && isIssuedForm(pages[0]!.text)
  // A court of appeals' paper refiled below: the district's stamp dates the refiling.
  const refiled = asked === 'filed' && refiledAppeal(pages)
  const stamped = new Set<Candidate<string>>()
  for (const { page, text } of pages) {
    const citations = citationRanges(text)
    const split = page === 1 ? (splitReporterDate(text) ?? doubledHeaderFiled(text)) : null
    const mentions = split
      ? [...findDates(text), split].sort((a, b) => a.start - b.start)
      : findDates(text)
    for (const [index, mention] of mentions.entries()) {
      const placed =
        mention === split ? 'stamp' : placementOf(text, mention.start, mention.end, page)
      // A letter's, a report's or a press release's own date is when it was written, not filed.
      // A clerk's certificate of a copy dates the copy, not the paper (copyCertificate).
      const placement =
        (placed === 'letterhead' &&
          asked === 'filed' &&
          !courtHeading(text, mention.start, mention.end)) ||
        (placed !== 'stamp' && copyCertificate(text, mention.start))
          ? null
          : placed
      // A stamp ("Decided: May 4, 2011)") dates this paper even inside a parenthesis that reads
      // like a citation's year.
      if (placement !== 'stamp' && insideAny(citations, mention.start, mention.end)) continue
      const inRange = rangeAdjustment(mentions, index, text, wantedEnd)
      const fit = contextFit(text, mention.start, mention.end, query)
      const bonus = ownDate && asked && placement ? (PLACEMENT_BONUS[asked][placement] ?? 0) : 0
      // This paper's own stamp or date line does not date the other paper a question names.
      const otherPaper =
        asked !== null && !ownDate && (placement === 'stamp' || placement === 'dated') ? 1 : 0
      const defined = definedAsAsked(text, mention.end, query) ? 1 : 0
      // "When was this document filed?": a date in the prose beside "filed" ("the Complaint was
      // filed August 27, 1982", "the Board filed a motion on …") dates another paper's filing;
      // this paper's own date is where papers put it (a stamp, a date line).
      if (thisPaperFiled && placement === null) continue
      if (issuedForm && (placement !== 'stamp' || issueStamp(text, mention.start))) continue
      // A specific question needs its key words near the date, a placement it accepts, or a
      // definition in its words.
      if (query.specific && !fit.keyMatched && bonus === 0 && defined === 0) continue
      // "the Complaint filed on …" dates the complaint: a question about another paper gets less.
      const otherKind = mentionsOtherKind(text, mention.start, query) ? 1.5 : 0
      // The placement's own label ("Dated:") is not a word of another role.
      const foreign = bonus > 0 ? 0 : fit.foreign
      // A "Date:" row of a table of fields dates an event, not the paper.
      const eventRow =
        !query.specific && placement === null && isFieldDate(text, mention.start) ? 1 : 0
      const score =
        fit.score -
        foreign -
        otherPaper -
        otherKind -
        eventRow +
        inRange +
        bonus +
        defined +
        (query.specific ? 0 : 0.05)
      const why =
        bonus > 0 && placement
          ? `the document's ${placement === 'stamp' ? 'filing stamp' : placement === 'dated' ? 'date line' : 'date'}`
          : fit.matched.length > 0
            ? `the words "${fit.matched.join('", "')}" next to it`
            : 'its place in the document'
      const candidate = { ...mention, page, score, why }
      if (refiled && isDistrictStamp(lineAt(text, mention.start))) stamped.add(candidate)
      candidates.push(candidate)
    }
  }
  // The appeal's own date (its "Filed" line, its decision date over the panel) dates the paper;
  // the district's stamp only when the paper gives none.
  const appealDated = candidates.some(
    (c) => !stamped.has(c) && c.page === 1 && c.why.startsWith("the document's"),
  )
  return appealDated ? candidates.filter((c) => !stamped.has(c)) : candidates
}

/** The line of `text` around `at`. */
function lineAt(text: string, at: number): string {
  const start = text.lastIndexOf('\n', at - 1) + 1
  const end = text.indexOf('\n', at)
  return text.slice(start, end === -1 ? text.length : end)
}

/** The date that answers the question, or a not-found answer. */
export function extractDate(pages: readonly PageText[], query: Query, label: string): FieldAnswer {
  // A court record (a docket, a filing notice, an appellate docket's "Docketed:") labels the
  // filing date outright; a state court's case page dates it by its first docket entry, a docket
  // sheet under its column head.
  const record = /\bfil(?:ed|ing)\b/i.test(label)
    ? (recordFiled(pages) ??
      gluedRecordFiled(pages) ??
      appellateDocketed(pages) ??
      entriesFiled(pages) ??
      headRowFiled(pages))
    : null
  if (record) return record
  const candidates = dateCandidates(pages, query)
  const choice = choose(candidates, (value) => value)
  if (!choice) return notFound(`date for "${label}"`)
  const { best, confidence } = choice
  // A generic question answered by position alone is a guess about which date is meant.
  const sure =
    query.specific || best.why !== 'its place in the document' ? confidence : confidence * 0.6
  return answerAt(
    pages,
    { page: best.page, start: best.start, end: best.end },
    best.value,
    best.display,
    sure,
    `Chosen for ${best.why} on page ${best.page}.`,
  )
}
