// Answering "Docket number" / "Case number": the case's own number, from the caption, the running
// header or a letter's "Re:" line; numbers inside citations of other cases are set aside, and a
// number introduced as a related or earlier case counts against.
import { answerAt, notFound } from './answer'
import {
  type DocketMention,
  consolidatedNumbers,
  findCaseNumbers,
  headingCaseNumbers,
  isFederalNumber,
} from './caseNumbers'
import { entriesDocket } from './docketEntries'
import { recordDocket } from './docketRecord'
import { gluedCaseNumber, ungluedNumber } from './gluedCells'
import { docketKey } from './compare'
import { citationRanges, insideAny } from './legalCitations'
import {
  afterOtherProceeding,
  belowMention,
  captionEnd,
  captionWeight,
  headingEnd,
  inAppealFromSentence,
  inReLine,
  underAppealFrom,
} from './placement'
import { choose } from './rank'
import { refiledAppeal } from './refiledAppeal'
import type { Candidate, FieldAnswer, PageText } from './types'

/** Least support a case number needs to be given as the answer. */
const THRESHOLD = 0.6

/** The document's case numbers with their support. */
export function docketCandidates(pages: readonly PageText[]): DocketCandidate[] {
  const candidates: Array<DocketCandidate & { below: boolean }> = []
  for (const { page, text } of pages) {
    const citations = citationRanges(text)
    for (const mention of mentionsOf(text, page)) {
      if (insideAny(citations, mention.start, mention.end) && !headingLineNumber(text, mention)) {
        continue
      }
      // CM/ECF's running header: "Case 1:20-cv-01234 Document 5", and as some districts print
      // it, "Case: 1:20-cv-06959 Document #: 1", "Case: 1:69-cv-00063 Doc #: 5", and without
      // spaces, "Case3:07-cv-06411-CRB Document74".
      // A court of appeals' ("Case: 21-1234  Document: 00117712345", "USCA11 Case: 21-10234
      // Date Filed:", "Appellate Case: …") likewise.
      const header =
        /^\s*(?:USCA\d{1,2}\s+|Appellate\s+)?Case:?(?:\s+|(?=\d))\S+\s+(?:Doc(?:ument|\.)?(?:\s|:|(?<=ument)\d)|Date\s+Filed:)/.test(
          lineOf(text, mention.start),
        )
      let score = mention.label === '' ? 0.3 : unsureLabel(mention) ? 0.6 : 1
      score += header ? 0.8 : 0.9 * captionWeight(text, mention.start, page)
      if (inReLine(text, mention.start)) score += 0.8
      // An adversary proceeding's caption prints the bankruptcy case above its own number
      // ("Case No. 20-10987" … "Adv. Pro. No. 21-50123"): the paper is filed in the proceeding.
      if (/^Adv/i.test(mention.label)) score += 0.3
      if (afterOtherProceeding(text, mention.start) || priorOrderDocket(text, mention.start)) {
        score -= 1.5
      }
      if (citedCourt(text, mention.end)) score -= 1

      // A declassified paper's release stamp names the suit it was released in, not its case.
      if (releaseStamp(text, mention.start)) continue
      // A number named in the body's prose ("in the proceeding bearing Docket No. C-4316") is a
      // number the paper talks about: its own stands in the caption, a header or a "Re:" line.
      if (!header && !inReLine(text, mention.start) && inBodyProse(text, mention.start, page)) {
        continue
      }
      if (score < THRESHOLD) continue
      const why = header
        ? 'the running header'
        : inReLine(text, mention.start)
          ? 'the "Re:" line'
          : captionWeight(text, mention.start, page) >= 1
            ? 'the caption'
            : 'a labelled case number'
      candidates.push({ ...mention, page, score, why, below: fromBelow(text, mention, page) })
    }
  }
  // The number under an appeal's "Appeal from …" heading is the court below's when the paper
  // prints another of its own; alone, it is the one the paper goes by (a petition for allowance
  // of appeal is numbered so).
  const own = withoutDistrictStamp(pages, candidates)
  if (!own.some((c) => c.below) || own.every((c) => c.below)) return own
  return own.filter((c) => !c.below)
}

/**
 * A court of appeals' opinion or order refiled on the district court's docket: the district's
 * CM/ECF stamp ("Case 2:15-cv-00185-ROS Document 418 Filed 04/26/19") runs over a paper whose
 * heading is the court of appeals' and whose caption prints the appeal's own "No. 17-17501". The
 * stamp's number is the case below (the caption's "D.C. No." repeats it, when the scan keeps it):
 * the paper goes by the appeal's (refiledAppeal.ts). Only when its caption prints a number of the
 * appellate shape (the Second Circuit's "20-1234-cv" too, which heads a summary order unlabelled).
 */
function withoutDistrictStamp<C extends DocketCandidate & { below: boolean }>(
  pages: readonly PageText[],
  candidates: readonly C[],
): C[] {
  if (!refiledAppeal(pages)) return [...candidates]
  const appeal = candidates.some(
    (c) =>
      c.page === 1 &&
      c.why === 'the caption' &&
      ['No.', 'Docket', 'heading'].includes(c.label) &&
      /^\d{2}-\d{3,5}(?:-[a-z]{2})?(?:\((?:L|XAP|CON)\))?$/.test(c.value) &&
      !c.below,
  )
  if (!appeal) return [...candidates]
  return candidates.filter(
    (c) => !(c.why === 'the running header' && c.label === '' && isFederalNumber(c.value)),
  )
}

/** The case's docket number, or a not-found answer. */
export function extractDocket(pages: readonly PageText[]): FieldAnswer {
  const record = recordDocket(pages) // a court record's labelled number (docketRecord.ts)
  if (record) return ungluedNumber(pages, record)
  const glued = gluedCaseNumber(pages) // a number glued to the next cell's label
  if (glued) return glued
  const candidates = docketCandidates(pages)
  const choice = choose(candidates, (value) => value.toUpperCase())
  if (!choice) return entriesDocket(pages) ?? notFound('case or docket number')
  const { confidence } = choice
  const best = originalNumber(
    memberDocket(headerWriting(fullestWriting(choice.best, candidates), candidates), candidates),
    candidates,
  )
  return answerAt(
    pages,
    best,
    best.value,
    best.display,
    confidence,
    `Taken from ${best.why} on page ${best.page}.`,
  )
}

/**
 * The fullest writing of the chosen federal number the paper prints: a caption's "No. 25-1256"
 * or "25-cv-00648-DLF" is the case the running header prints as "1:25-cv-01256" and
 * "1:25-cv-00648", and the office and the case type are part of its number.
 */
function fullestWriting<C extends Candidate<string>>(best: C, candidates: readonly C[]): C {
  const key = docketKey(best.value)
  if (!/^\d{2}-\d+$/.test(key)) return best
  const parts = (value: string) =>
    (/^\d{1,2}:/.test(value) ? 2 : 0) + (/^(?:\d{1,2}:)?\d{2}-[a-z]{2,4}-/i.test(value) ? 1 : 0)
  const fuller = candidates
    .filter((c) => parts(c.value) > parts(best.value) && docketKey(c.value) === key)
    .sort((a, b) => parts(b.value) - parts(a.value) || b.score - a.score)
  return fuller[0] ?? best
}

type DocketCandidate = Candidate<string> & DocketMention

// A federal number as CM/ECF's running header prints it: office, year, case type, sequence.
const HEADER_FEDERAL = /^(?:\d{1,2}:)?(\d{2})-[a-z]{2,4}-0*(\d{1,6})\b/i

/**
 * The running header's writing of the chosen number when the caption writes the same case in a
 * district's own way: the Northern District of Illinois's "20 C 2134", the Southern District of
 * Florida's "25-22896-CV-WILLIAMS", an office and year run together ("3-97CV-2200-R"), a
 * division's letter after the sequence ("89-1556C"). Their figures are the year and the sequence
 * (an office's digit before them), which the header's "1:20-cv-02134" prints in CM/ECF's form.
 */
function headerWriting<C extends Candidate<string>>(best: C, candidates: readonly C[]): C {
  if (isFederalNumber(best.value)) return best
  const figures = best.value.match(/\d+/g) ?? []
  const [year, sequence] =
    figures.length === 3 && figures[0]!.length === 1 ? figures.slice(1) : figures
  if (figures.length > 3 || year?.length !== 2 || !sequence) return best
  const header = candidates.find((c) => {
    const federal = c.why === 'the running header' ? HEADER_FEDERAL.exec(c.value) : null
    return federal?.[1] === year && Number(federal[2]) === Number(sequence)
  })
  return header ?? best
}

/**
 * The docket CM/ECF's running header prints on the first page when the caption prints another
 * case of the same court, year, case type and judge ("Case 1:21-cv-01120-CCB Document 28" over a
 * caption's "Civil Action No.: 1:21-cv-01074-CCB"): consolidated cases go to one judge, and the
 * paper is filed in the docket its header names; the caption carries the case it joined.
 */
function memberDocket<C extends Candidate<string>>(best: C, candidates: readonly C[]): C {
  if (best.why === 'the running header') return best
  const header = candidates.find(
    (c) =>
      c.why === 'the running header' && c.page === 1 && consolidatedNumbers(c.value, best.value),
  )
  return header ?? best
}

/**
 * The caption's own number of a case older than the court's electronic docket, when the running
 * header prints the number CM/ECF gave it later ("Case: 1:69-cv-00063-GHD Doc #: 5" over a
 * caption's "Civil Action No. EC 6963-K"): a case filed before 1990 and still open keeps its
 * original number in its captions, and CM/ECF's, of a year before CM/ECF, is a docketing copy.
 * Only a labelled first-page number in no federal shape, whose figures are not the header's.
 */
function originalNumber(
  best: Candidate<string>,
  candidates: readonly DocketCandidate[],
): Candidate<string> {
  if (best.why !== 'the running header') return best
  const year = Number(HEADER_FEDERAL.exec(best.value)?.[1] ?? NaN)
  if (!(year >= 50 && year <= 89)) return best
  const key = docketKey(best.value)
  const caption = candidates.find(
    (c) =>
      c.page === 1 &&
      c.why !== 'the running header' &&
      c.labelled &&
      !unsureLabel(c) &&
      !isFederalNumber(c.value) &&
      docketKey(c.value) !== key &&
      headerWriting<Candidate<string>>(c, candidates) === c,
  )
  return caption ?? best
}

// Labels that say less than "Case No." does: a bare "No.", a number standing alone in the
// heading, a number opening the title line.
// An "MDL No." says less too: a transferee court's caption prints its own case number beside it.
const UNSURE_LABELS = new Set(['No.', 'heading', 'title', 'MDL'])

/**
 * Whether a mention's label says less than "Case No." does. A bare "No." before a number of the
 * federal shape ("No. 5:16-cv-72") says as much: only a case is numbered so, and a caption that
 * prints it outranks a running header's other number (an exhibit's, a transferee court's).
 */
function unsureLabel(mention: DocketMention): boolean {
  if (mention.label === 'No.' && isFederalNumber(mention.value)) return false
  return UNSURE_LABELS.has(mention.label)
}

/** The page's case numbers; on the first page, also those its heading prints without a label. */
function mentionsOf(text: string, page: number): DocketMention[] {
  const found = findCaseNumbers(text)
  if (page !== 1) return found
  const heading = headingCaseNumbers(text, headingEnd(text)).filter(
    (m) => !found.some((other) => m.start < other.end && m.end > other.start),
  )
  return [...found, ...heading]
}

/**
 * Whether a number on the first page is the court below's: labelled so ("D.C. Docket No."), or
 * under an appeal's "On Appeal from the … Court" heading, as an appellate cover names the case
 * it reviews after its own number, or in a reported opinion's "Appeal from …" sentence.
 */
function fromBelow(text: string, mention: DocketMention, page: number): boolean {
  if (page !== 1) return false
  const at = mention.start
  if (inAppealFromSentence(text, at) || judgedBelow(text, mention.end)) return true
  if (at >= captionEnd(text) + 400) return false
  return (
    belowMention(text, at) ||
    underAppealFrom(text, at) ||
    indexBelow(text, at) ||
    districtLabel(text, mention)
  )
}

/**
 * Whether a "Docket No." or "Case No." label is the district court's, as a court of appeals'
 * caption prints the case below: "D.C. Docket No. 3:17-cv-00739", "District Court Case No. …".
 */
function districtLabel(text: string, mention: DocketMention): boolean {
  if (!/^(?:Docket|Case)\b/i.test(mention.label)) return false
  const lineStart = text.lastIndexOf('\n', mention.start - 1) + 1
  return /\b(?:D\.\s?C\.|Dist(?:rict)?\.?\s+(?:Ct\.|Court)|Lower\s+Court|Trial\s+Court)\s*$/i.test(
    text.slice(lineStart, mention.start),
  )
}

// An earlier paper of the court named before the number it was filed in: "relying on … its July
// 14, 2004, Opinion and Order in docket number BR 04-01": the number is that paper's proceeding.
const PRIOR_ORDER_IN =
  /\b(?:its|their|the\s+Court's|this\s+Court's|prior|earlier|previous)\b[^.;]{0,60}?\b(?:Opinion|Order|Judgment|Decision|Memorandum)\b[^.;]{0,30}?\bin[ \t\n]+$/

/** Whether an earlier order "… in docket number" introduces the mention at `start`. */
function priorOrderDocket(text: string, start: number): boolean {
  return PRIOR_ORDER_IN.test(text.slice(Math.max(0, start - 140), start))
}

// A reported opinion's synopsis names the trial court's case with its number and its judge: "the
// United States District Court for the Northern District of Georgia, No. 4-86-cv-297-HLM, Jane L.
// Roe, J., denied the motion". A number followed so is the court below's; the case's own number
// stands in its caption alone.
const JUDGE_AFTER =
  /^\.?,\s*[A-Z][A-Za-z'-]+(?:\s+\S{1,3})?(?:\s+[A-Z][A-Za-z'-]+)?,\s*(?:Senior\s+|Chief\s+)?(?:(?:District|Magistrate|Bankruptcy)\s+)?(?:J\.|Judge\b)/

function judgedBelow(text: string, end: number): boolean {
  return JUDGE_AFTER.test(text.slice(end, end + 80))
}

// New York numbers an action in its trial courts by "Index No."; its appellate courts number the
// appeal on their own and print the index number of the action below under the title ("(Index
// No. 512345/2021)"). On a page whose heading is an appeal's, an index number is the court below's.
const INDEX_LABEL = /\bIndex\s+(?:No|Number)s?\.?\s*:?\s*$/i
const INDEX_AT = /^Index\s+(?:No|Number)s?\b/i
const APPEAL_HEADING =
  /\bAppellate\s+(?:Division|Term)\b|\bAPPELLATE\s+(?:DIVISION|TERM)\b|\bappellants?\b|\bAppellants?\b|\bAPPELLANTS?\b/

function indexBelow(text: string, at: number): boolean {
  const lineStart = text.lastIndexOf('\n', at - 1) + 1
  const labelled = INDEX_LABEL.test(text.slice(lineStart, at)) || INDEX_AT.test(text.slice(at))
  return labelled && APPEAL_HEADING.test(text.slice(0, at))
}

// A citation's court-and-year parenthesis: "(N.D. Ill.)", "(D. Mass. 2019)", "(2d Cir. 2020)",
// "(Cal. Ct. App. 2019)". A caption's own number is followed by its judge's initials ("(JMF)"), not
// by its court: a number so followed is one a paper cites ("Roe v. Elm, No. 1:19-cv-1234 (N.D.
// Ill.)"), though a letter may cite its own case so in its "Re:" line, and keeps some support.
const COURT_PARENTHESIS =
  /^[ \t]*\((?=[^()\n]{0,40}?(?:\bCir\.|\b[NSEWCM]\.[ ]?D\.|\bD\.[ ]?[A-Z][a-z]*\.|\bD\.D\.C\.|\b(?:19|20)\d{2}\)))[^()\n]{2,40}\)/

function citedCourt(text: string, end: number): boolean {
  // A reporter's two columns read as one line put the other column's citation a wide gap after a
  // heading's "No. 52A05-9605-CR-190.": a gap, not the number's court.
  if (/^\.?[ \t]{2,}\(/.test(text.slice(end, end + 50))) return false
  return COURT_PARENTHESIS.test(text.slice(end, end + 50))
}

function lineOf(text: string, at: number): string {
  const start = text.lastIndexOf('\n', at - 1) + 1
  const end = text.indexOf('\n', at)
  return text.slice(start, end === -1 ? text.length : end)
}

/**
 * Whether a number opens its line after its label ("No. 52A05-9605-CR-190.  (Ind.1997), decided
 * …"), or fills it ("No. 90-9062." under the parties' names): a reported opinion's heading line,
 * which a citation read across the page's two columns (its case name on the line above, its
 * court and year after the gap) seems to hold.
 */
function headingLineNumber(text: string, mention: DocketMention): boolean {
  const lineStart = text.lastIndexOf('\n', mention.start - 1) + 1
  const line = text.slice(lineStart, mention.end)
  return (
    /^[ \t]*(?:No|NO)s?\.[ \t]*\S+$/.test(line) &&
    /^\.?(?:[ \t]{2,}|[ \t]*(?:\n|$))/.test(text.slice(mention.end, mention.end + 4))
  )
}

// A government release's stamp along a declassified paper's foot: "June 13, 2017, Public Release
// Doe v. Agency 16-CV-01234 Document 18, page 1 of 5 pages" — the Freedom of Information Act
// suit the paper was produced in, with that suit's number and its own paging.
const RELEASE_STAMP =
  /\b(?:public\s+release|released\s+(?:under|pursuant\s+to)\s+(?:the\s+)?FOIA)\b/i

/** Whether a number at `at` stands in a release stamp after the suit's name ("Doe v. Agency"). */
function releaseStamp(text: string, at: number): boolean {
  const lineStart = text.lastIndexOf('\n', at - 1) + 1
  const before = text.slice(lineStart, at)
  return RELEASE_STAMP.test(before) && /\sv\.?\s/.test(before.replace(RELEASE_STAMP, ' '))
}

/** Whether `at` is in a line of running prose past the first page's caption and heading. */
function inBodyProse(text: string, at: number, page: number): boolean {
  if (captionWeight(text, at, page) > 0.2) return false
  const line = lineOf(text, at)
  return line.trim().split(/\s+/).length >= 10 && /\p{Ll}{3}/u.test(line)
}
