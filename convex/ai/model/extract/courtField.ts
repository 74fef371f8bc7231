// Answering "Court": the court the document is filed in, from its caption heading first, then a
// letter's "Re:" line, then the body. Courts named inside citations are other cases' courts, and
// a court introduced as the one a case came from ("on appeal from") counts against.
import { answerAt, notFound } from './answer'
import { courtBelowInSynopsis } from './courtBelowSynopsis'
import { certiorariCourt } from './courtCertiorari'
import { inProseLine, inSentence, namesThisCase, runsOnToNextPage } from './courtOfThisCase'
import { type CourtMention, codeTitle, findCourts, withSidePart } from './courts'
import { recordCourt } from './docketRecord'
import { exhibitOfOtherCase } from './filingStamps'
import { citationRanges, insideAny } from './legalCitations'
import { mendHeadingWords } from './ocrWords'
import {
  afterOtherProceeding,
  captionEnd,
  captionWeight,
  inReLine,
  isUpper,
  leftSide,
  rightColumn,
  underAppealFrom,
} from './placement'
import { choose } from './rank'
import type { Candidate, FieldAnswer, PageText } from './types'

// A court named only as printed (no canonical form) counts where captions stand, not in prose.
const FORM_SUPPORT = { full: 1, district: 0.5, abbreviation: 0.4, printed: 0.2 } as const
/** Least support a court needs to be given as the answer. */
const THRESHOLD = 0.6

/** The document's courts with their support. */
export function courtCandidates(pages: readonly PageText[]): Array<Candidate<string>> {
  const candidates: Array<Candidate<string>> = []
  const read = pages.map(({ page, text }) => {
    const mentions = findCourts(text)
    // A caption may name the court down its right-hand column, beside the parties; a scan may
    // have misread its heading's words ("UNI1FD STATES COURT (F APPEALS"), read mended in a copy
    // of the page that keeps every offset, so the quote is still the page's own text. A stamp
    // printed beside a centred heading splits it: read the left-hand side alone too.
    if (page === 1) {
      const column = rightColumn(text)
      const copies = [column, leftSide(text), mendHeadingWords(text, captionEnd(text))]
      for (const other of copies.flatMap((copy) => findCourts(copy))) {
        if (!mentions.some((m) => m.start < other.end && other.start < m.end)) mentions.push(other)
      }
      // An appellate heading takes the division its caption's right-hand column prints below it.
      const end = captionEnd(text)
      for (const [i, m] of mentions.entries()) {
        if (m.start >= end) continue
        const value = withSidePart(m.value, column, m.end, end)
        if (value !== m.value) mentions[i] = { ...m, value, display: value }
      }
    }
    return { page, text, mentions }
  })
  const parties = partyCourts(read)
  for (const { page, text, mentions } of read) {
    const citations = citationRanges(text)
    for (const mention of mentions) {
      // A caption's heading line is the court's, even when a running title above it ("Taylor v.
      // Housing Authority") reads like the start of a citation.
      const headingLine =
        page === 1 &&
        mention.start < captionEnd(text) &&
        /^\s*(?:IN\s+THE\s+)?$/i.test(
          text.slice(text.lastIndexOf('\n', mention.start - 1) + 1, mention.start),
        )
      if (!headingLine && insideAny(citations, mention.start, mention.end)) continue
      // A copy of the page (its right-hand column) loses the title number before a code's name.
      if (mention.form === 'abbreviation' && codeTitle(text, mention.start, mention.end)) continue
      const quote = text.slice(mention.start, mention.end)
      // A court's name on a line of its own near the top is a heading, wherever the caption
      // was judged to end (a reporter's print sets the parties' long lines first).
      const heading =
        page === 1 &&
        mention.start < 3000 &&
        (headingOfItsOwn(text, mention.start, mention.end) ||
          slipOpinionLine(text, mention.start) ||
          reporterHeadnote(text, mention))
      const caption = heading ? 1 : captionWeight(text, mention.start, page)
      let score = FORM_SUPPORT[mention.form] + 1.2 * caption + (isUpper(quote) ? 0.3 : 0)
      if (inReLine(text, mention.start)) score += 0.8
      // The court a case came from ("on appeal from the District Court …") is never this one.
      if (
        afterOtherProceeding(text, mention.start) ||
        underAppealFrom(text, mention.start) ||
        afterAppealsFrom(text, mention.start) ||
        courtBelowInSynopsis(text, mention.end)
      ) {
        continue
      }
      // A court named only in a later page's prose ("decisions of the Indiana Supreme Court") is
      // a court the document talks about, not the one it is filed in.
      // The same holds for a court named deep in a first page's prose: a paper printed without
      // page breaks (a report, a brief's body) names courts it talks about, not its own.
      if (caption <= 0.15 && !inReLine(text, mention.start)) continue
      // Outside the caption, a court counts only where the paper says it is this case's (a
      // heading line, "filed in the X", "pending before the X"): a letter, a report or a brief's
      // body names other cases' courts (courtOfThisCase.ts).
      const sentence =
        caption < 1 ||
        (!heading &&
          (inProseLine(text, mention.start) || inSentence(text, mention.start, mention.end)))
      if (sentence && !inReLine(text, mention.start)) {
        if (!namesThisCase(text, mention.start, mention.end)) continue
        // A later page's first line may finish the last page's sentence ("… decided by the").
        const before = read.find((p) => p.page === page - 1)
        if (page > 1 && before && runsOnToNextPage(before.text)) continue
      }
      // "United States Attorney for the Eastern District of X": the prosecutor's office, not a court.
      if (mention.form === 'district' && prosecutorsDistrict(text, mention.start)) continue
      // A court the title names as a party ("X v. Superior Court of Y County", a writ's
      // respondent) is the court below, never the one the case is in, wherever it is named.
      if (parties.has(mention.value.toLowerCase())) continue
      // A clerk's filing stamp names the clerk's office ("FILED / date / CLERK / Elm County
      // District Court"): the caption's own heading says the court more fully.
      if (inClerkStamp(text, mention.start)) score -= 0.8
      if (score < THRESHOLD) continue
      const why = inReLine(text, mention.start)
        ? 'the "Re:" line'
        : caption >= 1
          ? 'the caption'
          : 'the text'
      candidates.push({ ...mention, page, score, why })
    }
  }
  // A petition's caption names the court below after "Writ of Certiorari to the …": the Court it
  // is filed in is the Supreme Court, counted below a heading that names it (courtCertiorari.ts).
  const first = read.find((p) => p.page === 1)
  const implied = first && certiorariCourt(first.text, Math.max(captionEnd(first.text), 1500))
  if (implied)
    candidates.push({ ...implied, page: 1, score: 1.2, why: 'a petition for certiorari' })
  return candidates
}

// Consolidated appeals' heading in a reporter's print: "Appeals from the United States District
// Court for the Southern District of Elm." (the plural the singular "Appeal from" reading misses).
const APPEALS_FROM = /\b(?:Appeals|APPEALS)\s+(?:from|FROM)\s+(?:the\s+|THE\s+)?$/

/** Whether a court is named right after "Appeals from (the)": the courts the appeals came from. */
function afterAppealsFrom(text: string, start: number): boolean {
  return APPEALS_FROM.test(text.slice(Math.max(0, start - 30), start))
}

/**
 * Whether a court's name fills its line (after perhaps "In the", before perhaps a comma or a
 * period) and the line before does not run on into it, as a sentence broken over lines does
 * ("… her appeal in the / Kentucky Supreme Court.").
 */
export function headingOfItsOwn(text: string, start: number, end: number): boolean {
  const lineStart = text.lastIndexOf('\n', start - 1) + 1
  const lineEnd = text.indexOf('\n', end)
  const after = text.slice(end, lineEnd === -1 ? text.length : lineEnd)
  if (!/^\s*(?:in\s+the\s+)?$/i.test(text.slice(lineStart, start))) return false
  // A two-column print sets the other column's words beside it, past a gap of two spaces or more.
  if (!/^[.,:;]?(?:\s*$|[ \t]{2,}\S)/.test(after)) return false
  const previous = text
    .slice(text.lastIndexOf('\n', lineStart - 2) + 1, Math.max(0, lineStart - 1))
    .split(/[ \t]{2,}(?=\S)/)[0]!
  return !/\p{Ll},?\s*$/u.test(previous)
}

// New York's Law Reporting Bureau heads a slip opinion with one line: the title, the slip
// opinion's citation, the decision's date and the court ("Matter of Roe v Doe 2011 NY Slip Op
// 01234 Decided on March 3, 2011 Appellate Division, Second Department Smith, J.").
const SLIP_OPINION_LINE =
  /\bSlip[ \t]+Op\b[^\n]{0,40}?\bDecided\s+on\s+[A-Z][a-z]+\.?\s+\d{1,2},\s+\d{4}\s+$/

/** Whether a court at `start` is the one a slip opinion's reporter line names after its date. */
function slipOpinionLine(text: string, start: number): boolean {
  return start < 400 && SLIP_OPINION_LINE.test(text.slice(Math.max(0, start - 120), start))
}

// A reporter's print: its running head cites the volume and page ("Cite as 600 F.2d 189", "377
// FEDERAL REPORTER, 3d SERIES", a database's "Doe v. Roe, 12 F.3d 214 (1993)").
const REPORTER_HEAD =
  /\b\d{1,4}\s+(?:F\.\s?(?:2d|3d|4th)|F\.\s?Supp\.?|FEDERAL\s+REPORTER|S\.\s?Ct\.)(?![A-Za-z])/
const HEADNOTE_COURT =
  /^(?:United\s+States|U\.\s?S\.)\s+(?:District\s+Court|Court\s+of\s+Appeals),(?!\s+(?:for|of)\s)/

/**
 * Whether a court is a reporter's heading over an opinion: "United States Court of Appeals, Sixth
 * Circuit." on a page whose running head cites the reporter, which a two-column print may set in
 * the middle of the other column's lines ("… before this  United States District Court," over
 * "… of his duty  M. D. Elm."). Prose names a court "the United States District Court, …".
 */
function reporterHeadnote(text: string, mention: CourtMention): boolean {
  if (!mention.headnote && !HEADNOTE_COURT.test(text.slice(mention.start, mention.end)))
    return false
  if (/\b(?:the|THE|The)\s+$/.test(text.slice(Math.max(0, mention.start - 6), mention.start)))
    return false
  return REPORTER_HEAD.test(text.slice(0, 400))
}

/** Whether a district named at `start` is a United States Attorney's ("… Attorney for the"). */
function prosecutorsDistrict(text: string, start: number): boolean {
  return /\bAttorney(?:['’]s\s+Office)?[ \t]*,?\s*(?:for\s+the\s+|of\s+the\s+)?$/i.test(
    text.slice(Math.max(0, start - 60), start),
  )
}

/** Courts named as a party after a title's "v." ("Doe v. Superior Court of Elm County"). */
function partyCourts(
  pages: ReadonlyArray<{ text: string; mentions: readonly CourtMention[] }>,
): Set<string> {
  const named = new Set<string>()
  for (const { text, mentions } of pages) {
    for (const mention of mentions) {
      if (
        /(?:^|[\s(])(?:v\.?|vs\.?|versus)\s*$/i.test(
          text.slice(Math.max(0, mention.start - 12), mention.start),
        )
      ) {
        named.add(mention.value.toLowerCase())
      }
    }
  }
  return named
}

/**
 * Whether a court at `start` closes a clerk's stamp: its line right under a "Clerk" line, a
 * "FILED" line a few lines above.
 */
function inClerkStamp(text: string, start: number): boolean {
  const lineStart = text.lastIndexOf('\n', start - 1) + 1
  const lines = text.slice(Math.max(0, lineStart - 200), Math.max(0, lineStart - 1)).split('\n')
  return (
    /^\s*(?:Deputy\s+)?(?:CLERK|Clerk)\b/.test(lines.at(-1) ?? '') &&
    lines.slice(-6).some((line) => /^\s*(?:F\s?I\s?L\s?E\s?D|Filed)\b/.test(line))
  )
}

/** The court of the document, or a not-found answer. */
export function extractCourt(pages: readonly PageText[]): FieldAnswer {
  const record = recordCourt(pages) // a court record's own court (docketRecord.ts)
  if (record) return record
  // An exhibit reproducing another case's paper: that paper's court is not this case's.
  if (exhibitOfOtherCase(pages)) return notFound('court')
  const candidates = courtCandidates(pages)
  // "Vermont Superior Court" printed again in a stamp or a running header is the court the
  // heading names in full ("Vermont Superior Court, Civil Division, Caledonia Unit"): the shorter
  // name's mentions count for the fuller one.
  const fuller = (value: string) =>
    candidates.find((c) => c.value.toLowerCase().startsWith(`${value.toLowerCase()}, `))?.value ??
    value
  const choice = choose(candidates, (value) => fuller(value).toLowerCase())
  if (!choice) return notFound('court')
  const { confidence } = choice
  const named = fuller(choice.best.value)
  const best =
    named === choice.best.value
      ? choice.best
      : candidates.filter((c) => c.value === named).sort((a, b) => b.score - a.score)[0]!
  return answerAt(
    pages,
    best,
    best.value,
    best.display,
    confidence,
    `Named in ${best.why} on page ${best.page}.`,
  )
}
