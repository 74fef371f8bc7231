// Answering a date column: every date of the document, scored by the words around it against
// the question, plus where documents put their own date (the "Filed" stamp of an ECF header,
// a "Dated:" line, a letter's date line). Dates inside citations of other cases are set aside.
import { answerAt, notFound } from './answer'
import { type Query, contextFit, roleGroup } from './context'
import { findDates } from './dates'
import { recordFiled } from './docketRecord'
import { captionEnd, headingEnd } from './placement'
import { findCaseNumbers } from './caseNumbers'
import { docketKey } from './compare'
import { definedAsAsked } from './definitions'
import { citationRanges, insideAny } from './legalCitations'
import { choose } from './rank'
import { isStopword, sentenceBounds, stem, tokenize } from './text'
import { isKindStem, titleHeads, titleKinds } from './titleKinds'
import type { Candidate, FieldAnswer, PageText } from './types'

/** Where a date sits that makes it the document's own date. */
type Placement = 'stamp' | 'dated' | 'letterhead' | null

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

/** Whether a date is the document's stamp, its "Dated" line or its letterhead date. */
export function placementOf(text: string, start: number, end: number, page: number): Placement {
  const lineStart = text.lastIndexOf('\n', start - 1) + 1
  const prefix = text.slice(lineStart, start)
  if (
    (/\b(?:Filed|FILED|Entered|ENTERED|Filing\s+Date|FILING\s+DATE|Date\s+Filed|DATE\s+FILED)\b[^\n]{0,30}$/.test(
      prefix,
    ) ||
      ECF_HEADER_FILED.test(prefix)) &&
    !/\bon\b/i.test(prefix) &&
    !CITED_FILING.test(prefix)
  ) {
    return otherDocketHeader(text, prefix) ? null : 'stamp'
  }
  if (ecfHeaderWithoutWord(text, prefix, end) && !otherDocketHeader(text, prefix)) return 'stamp'
  if (reporterDateLine(text, lineStart, prefix, end, page)) return 'stamp'
  // An opinion's own date line: "Decided February 18, 1993.", "Opinion issued July 31, 2012",
  // "Judgment rendered December 21, 2005.", "No. 6927 – July 25, 2014" (an opinion's number),
  // "RENDERED: NOVEMBER 13, 2015", "(Argued: April 11, 2011 Decided: May 4, 2011)".
  if (
    /^\s*cided\s*$/.test(prefix) &&
    /\bDe-\s*$/.test(text.slice(Math.max(0, lineStart - 40), lineStart))
  ) {
    // "De-⏎cided August 3, 1993.": a narrow column hyphenates the word.
    return 'stamp'
  }
  if (
    /(?:^|[(\s])(?:Decided|DECIDED|Rendered|RENDERED)\s*:\s*$/.test(prefix) ||
    /^\s*(?:Decided|DECIDED|Opinion\s+(?:issued|filed|released)|OPINION\s+(?:ISSUED|FILED)|Judgment\s+rendered|Date\s+of\s+(?:Decision|Judgment|Opinion)|Submitted\s+and\s+decided)\s*:?\s*$/.test(
      prefix,
    ) ||
    /\bNo\.\s*\d+\s*[–—-]\s*$/.test(prefix) ||
    // "Submitted January 11, 2021 – Decided February 3, 2021", "(No. 2021-1044—Submitted March
    // 1, 2022—Decided June 3, 2022.)": the decision date after the argument's or submission's.
    /\b(?:Argued|ARGUED|Submitted|SUBMITTED|Heard|HEARD)\b[^\n]*[–—-]\s*(?:Decided|DECIDED)\s*:?\s*$/.test(
      prefix,
    )
  ) {
    return 'stamp'
  }
  if (page === 1 && start < headingEnd(text) && headingDateLine(prefix, text, end)) return 'stamp'
  if (clockStamp(text, lineStart, prefix, end)) return 'stamp'
  if (
    /^\s*(?:Dated|DATED|Executed|EXECUTED|Signed|SIGNED|SO ORDERED|So Ordered|IT IS SO ORDERED)\b/.test(
      prefix,
    )
  ) {
    return 'dated'
  }
  if (/^\s*(?:Date|DATE)\s*:/.test(prefix) && !inFieldTable(text, lineStart)) return 'dated'
  // The formal date a paper gives itself: "AND NOW, this 30th day of June, 2015", "the Commission
  // this 7th day of July, 2023, has issued this complaint", "By order of the Court this the 3rd
  // of September 2021", "DONE AND ORDERED this twenty-first day of January, 2006" (a day in words).
  if (
    /\b(?:this|THIS)\s+(?:the\s+)?$/.test(prefix) &&
    /^(?:\d|[A-Za-z]+(?:[- ][A-Za-z]+)?\s+days?\s+of\b)/.test(text.slice(start, end))
  ) {
    return 'dated'
  }
  const previousLine = text.slice(
    text.lastIndexOf('\n', lineStart - 2) + 1,
    Math.max(0, lineStart - 1),
  )
  if (prefix.trim() === '' && /^\s*(?:Dated|DATED)\b/.test(previousLine)) return 'dated'
  // An e-filing stamp prints "FILED" on the line above its date.
  if (prefix.trim() === '' && /^\s*E?-?(?:FILED|Filed)\s*:?\s*$/.test(previousLine)) return 'stamp'
  // A clerk's rubber stamp ("FILED" over "APR 27 2020": a capital month, no comma) prints beside
  // the caption, so a scan may set other lines of the caption between the word and its date. A
  // scan may lose the word's letters; the clerk's name and "CLERK" under the date still say it.
  if (
    page === 1 &&
    /^[A-Z]{3}\.?[ \t]+\d(?: ?\d)?[ \t]+\d{4}$/.test(text.slice(start, end)) &&
    (text
      .slice(0, lineStart)
      .split('\n')
      .slice(-7)
      .some((line) => /\bF\s?[Ii]\s?[Ll]\s?[Ee]\s?[Dd]\b|\bCLERK\b/.test(line)) ||
      /\bCLERK\b/.test(text.slice(end).split('\n').slice(0, 3).join('\n')))
  ) {
    return 'stamp'
  }
  const lineEnd = text.indexOf('\n', end)
  const rest = text.slice(end, lineEnd === -1 ? text.length : lineEnd)
  // A date closing a caption's right-hand column (Connecticut's "V. : AT HARTFORD" / "DOE :
  // FEBRUARY 22, 2010") dates the paper.
  if (
    page === 1 &&
    start < captionEnd(text) &&
    /\S(?:[ \t]{2,}|[ \t]+[:)§][ \t]*)$/.test(prefix) &&
    rest.trim() === '' &&
    /(?:^|\n)[ \t]*(?:V\.?|VS\.?|v\.|vs\.)(?:[ \t]{2,}[^\n]*|[ \t]*[:)§][^\n]*)?[ \t]*\n$/.test(
      text.slice(Math.max(0, lineStart - 200), lineStart),
    )
  ) {
    return 'letterhead'
  }
  const alone =
    /^\s*(?:(?:Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)day,\s*)?$/.test(prefix) &&
    /^\s*\.?\s*$/.test(rest)
  // A date on its own line over a "DATE" caption, as New York decisions are signed.
  const nextEnd = lineEnd === -1 ? -1 : text.indexOf('\n', lineEnd + 1)
  const nextLine =
    lineEnd === -1 ? '' : text.slice(lineEnd + 1, nextEnd === -1 ? undefined : nextEnd)
  if (alone && /^\s*(?:DATE|Date)\b/.test(nextLine)) return 'dated'
  // A date on its own line over the judge's signature: "February 13, 2014" / "Jane Doe" /
  // "Judge of the Superior Court".
  if (alone && SIGNER.test(nextLine)) {
    const afterEnd = nextEnd === -1 ? -1 : text.indexOf('\n', nextEnd + 1)
    const after =
      nextEnd === -1 ? '' : text.slice(nextEnd + 1, afterEnd === -1 ? undefined : afterEnd)
    if (JUDGE_TITLE.test(after)) return 'dated'
  }
  const lineNumber = text.slice(0, lineStart).split('\n').length
  // A reporter's header dates the decision on its own line under the court's name.
  const courtLine = /\bCourt\b[^\n]*\.\s*$|\bCourt\s+of\s+[^\n]*$/
  // Massachusetts prints two dates there, one a line: argued, then decided. The second dates it.
  if (alone && page === 1 && courtLine.test(previousLine) && !bareDateLine(nextLine)) return 'stamp'
  if (alone && page === 1 && bareDateLine(previousLine)) {
    const above =
      text
        .slice(0, Math.max(0, lineStart - 1))
        .split('\n')
        .slice(-2, -1)[0] ?? ''
    if (courtLine.test(above)) return 'stamp'
  }
  return alone && page === 1 && lineNumber <= 20 ? 'letterhead' : null
}

/**
 * Whether a date heading a first page heads a court's paper: a court is named above it (the
 * reporter's or the court's own heading) or a case's caption ("X v. Y") follows within ten lines,
 * and no letter's salutation ("Dear …:") follows it. An agency's letter, report or press release
 * is dated so too, but is not filed.
 */
function courtHeading(text: string, start: number, end: number): boolean {
  const below = text.slice(end).split('\n').slice(1, 16).join('\n')
  if (/(?:^|\n)[ \t]*Dear[ \t][^\n]{1,60}[:,][ \t]*(?:\n|$)/.test(below)) return false
  const above = text.slice(0, start)
  if (/\bCourt\b|\bCOURT\b|\bCircuit\b|\bCIRCUIT\b/.test(above)) return true
  const next = below.split('\n').slice(0, 10).join('\n')
  return /\S[ \t]+(?:v\.|vs\.|V\.|VS\.)[ \t]+\S|(?:^|\n)[ \t]*(?:v\.?|vs\.?|V\.?|VS\.?)[ \t]*(?:\n|$)/.test(
    next,
  )
}

// An ECF header some districts print in lower case: "Case No. 1:23-cv-02538 Document 1 filed
// 09/29/23 USDC Colorado", "USDC IN/ND case 3:18-cv-00491 document 1 filed 06/26/18".
const ECF_HEADER_FILED =
  /^\s*(?:USDC\s+\S+\s+)?(?:Case|case|CASE)\s+(?:No\.\s*)?\S+\s+(?:Document|document|Doc\.?)\s+[\d-]+\s+filed\s*$/
// A paper named in a list or a sentence, with its filing date after a comma ("Complaint, Civil No.
// 4:12-cv-168, Filed October 24, 2012"), is another paper: a stamp's "Filed" follows no comma.
const CITED_FILING = /[A-Za-z0-9)],[ \t]*(?:Filed|FILED)[ \t]*$/

// A date alone on its line, as a reporter's heading prints it ("June 5, 1992.").
function bareDateLine(line: string): boolean {
  return /^[ \t]*[A-Z][a-z]{2,8}\.?[ \t]+\d{1,2},[ \t]+\d{4}\.?[ \t]*$/.test(line)
}

// An ECF header whose scan lost the word "Filed": "Case 3:14-cv-00338 Document 169 09/29/17
// Page 1 of 78" is still the header's shape, its date the filing's.
function ecfHeaderWithoutWord(text: string, prefix: string, end: number): boolean {
  if (!/^\s*Case\s+\S+\s+(?:Document|Doc\.?)\s+[\d-]+\s+$/.test(prefix)) return false
  return /^[ \t]+Page\s+\d+\s+of\s+\d+/.test(text.slice(end, end + 30))
}

/**
 * Whether a date is a reporter's decision date under the case's number, as Westlaw prints an
 * opinion's heading on its first page: "No. 1098." then "Feb. 13, 1967." starting a line (a
 * two-column print may run the other column's words after it, two spaces on, or set a "|" rule
 * line between), or on the number's own line after a "|" ("Nos. 90 Civ. 628. | Nov. 13, 1997.").
 */
function reporterDateLine(
  text: string,
  lineStart: number,
  prefix: string,
  end: number,
  page: number,
): boolean {
  if (page !== 1 || lineStart > 3000) return false
  const docketLine = /^[ \t]*(?:Civ(?:il)?\.?[ \t]*A(?:ction)?\.?[ \t]*)?Nos?\.[ \t]*[A-Z]?[-\d]/
  const after = text.slice(end, end + 4)
  if (/^\s*(?:Civ(?:il)?\.?\s*A(?:ction)?\.?\s*)?Nos?\.\s[^\n]*\.\s*\|\s*$/.test(prefix)) {
    return /^\.(?:[ \t]*(?:\||\n|$)|[ \t]{2})/.test(after)
  }
  if (prefix.trim() !== '' || !/^\.(?:[ \t]*(?:\n|$)|[ \t]{2})/.test(after)) return false
  const above = text.slice(0, lineStart).split('\n').slice(-7, -1)
  return above.some((line) => docketLine.test(line))
}

// An opinion's heading dates it as the court filed it, after its disposition: "Affirmed and
// Memorandum Opinion filed August 10, 2021." (Texas), "Order filed June 30, 2021" (an Illinois Rule
// 23 order), "Reversed and Remanded and Opinion Filed …".
const DISPOSITION_FILED =
  /^\s*(?:[A-Z][a-z]+(?:\s+in\s+[Pp]art)?[,;]?\s+(?:and\s+)?)*(?:(?:Memorandum|Summary)\s+)?(?:Opinion|Order)\s+(?:issued|filed|released|Filed|Issued|Released)\s*:?\s*$/

/**
 * Whether a date in the first page's heading is the date the court gives its opinion there: after
 * a disposition's "Opinion filed", or alone on its line in square brackets ("[February 9, 2022]",
 * as Florida's district courts of appeal print the day an opinion is filed).
 */
function headingDateLine(prefix: string, text: string, end: number): boolean {
  if (DISPOSITION_FILED.test(prefix)) return true
  const lineEnd = text.indexOf('\n', end)
  const rest = text.slice(end, lineEnd === -1 ? text.length : lineEnd)
  return /^\s*\[\s*$/.test(prefix) && /^\s*\]\s*$/.test(rest)
}

/**
 * Whether a date is a clerk's or e-filing system's stamp: the date with the clock time of filing
 * ("9/14/2022 3:12:00 PM", "2022 May 16 2:31 PM"), under or beside the stamp's "Electronically
 * Filed" or "Clerk" (within four lines above), or heading a page after the case's number with the
 * page's count ("BER-L-004512-21 07/19/2021 3:44:12 PM Pg 1 of 12", New Jersey's eCourts).
 * A hearing's or a prose's date and time ("on March 5 at 9:00 a.m.") is not one.
 */
function clockStamp(text: string, lineStart: number, prefix: string, end: number): boolean {
  const lineEnd = text.indexOf('\n', end)
  const rest = text.slice(end, lineEnd === -1 ? text.length : lineEnd)
  if (!/^[ \t]+\d{1,2}:\d{2}(?::\d{2})?(?:[ \t]*[AaPp]\.?[Mm]\b)?/.test(rest)) return false
  if (
    /\b(?:on|at|by|before|Hearing|HEARING|hearing|Printed|PRINTED|Received|RECEIVED)\b/.test(prefix)
  ) {
    return false
  }
  if (/^\s*[A-Z0-9][A-Z0-9-]{5,}\s+$/.test(prefix) && /\b(?:Pg|Page)\s+\d+\s+of\s+\d+/.test(rest)) {
    return true
  }
  const above = text.slice(0, lineStart).split('\n').slice(-5).join('\n')
  return /\b(?:E-?FILED|EFILED|Filed|FILED|Clerk|CLERK)\b/.test(`${above}\n${prefix}`)
}

/**
 * Whether an ECF header ("Case 1:08-cv-01157 Document 46 Filed 11/30/11") numbers another case
 * than the caption under it ("No. 10-5159"): a court of appeals' judgment or an exhibit, copied
 * into a district court's docket, whose header dates the copy, not the paper.
 */
function otherDocketHeader(text: string, prefix: string): boolean {
  const header = /^\s*Case\s+(\S+)\s+Doc(?:ument|\.)?\s/.exec(prefix)
  if (!header) return false
  const own = caseKey(header[1]!)
  const caption = text.slice(0, Math.max(captionEnd(text), 1500))
  // A number the body's prose cites ("in the related case, Doe v. Roe (No. 25-cv-127), ...")
  // names another case, not the caption's.
  const numbers = findCaseNumbers(caption).filter(
    (m) => m.labelled && !proseLine(lineAt(caption, m.start)),
  )
  return numbers.length > 0 && numbers.every((m) => caseKey(m.value) !== own)
}

function lineAt(text: string, at: number): string {
  const end = text.indexOf('\n', at)
  return text.slice(text.lastIndexOf('\n', at - 1) + 1, end === -1 ? text.length : end)
}

/**
 * Whether a line is running prose: twelve words or more, in lower case (as captionEnd reads),
 * with no caption column beside it (a ")" or a two-space gap).
 */
function proseLine(line: string): boolean {
  const words = line.trim()
  return (
    words.split(/\s+/).length >= 12 &&
    /\p{Ll}{3}/u.test(words) &&
    !/\s[)§]\s|\S[ \t]{2,}\S/.test(words)
  )
}

/**
 * A number's key for "the same case": as `docketKey`, with a district's type-first writing of a
 * federal number read as ECF prints it ("CR-22-00415-PHX-DLR", the District of Arizona's, is
 * "2:22-cr-00415-DLR").
 */
function caseKey(value: string): string {
  const typeFirst = /^([A-Z]{2,4})-(\d{2})-(\d{3,6})(?:-[A-Z]{2,4})*$/i.exec(value.trim())
  if (typeFirst) return docketKey(`${typeFirst[2]}-${typeFirst[1]}-${typeFirst[3]}`)
  // A district's older writings of the same federal number: "3:86CV252(EBB)" (no dashes, the
  // judge's initials in parentheses), "C 03-03105 CRB" (the type as a letter before the year).
  const older =
    /^(?:\d{1,2}:)?(\d{2})[ \t]*(?:CV|CR|cv|cr)[ \t]*0*(\d{1,6})[ \t]*(?:\(?[A-Z]{2,4}\)?)?$/.exec(
      value.trim(),
    ) ?? /^[A-Z]{1,2}[ \t]+(\d{2})-0*(\d{1,6})(?:[ \t]+[A-Z]{2,4})?$/.exec(value.trim())
  return older ? `${older[1]}-${Number(older[2])}` : docketKey(value)
}

// A signer's name line ("John E. Munter", "Hon. JANE DOE,") and the judge's title under it.
const SIGNER =
  /^\s*(?:\/s\/\s*)?(?:Hon\.\s+)?[A-Z][A-Za-z.'-]*(?:[ \t]+[A-Z][A-Za-z.'-]*){1,4}[ \t]*,?[ \t]*$/
const JUDGE_TITLE =
  /^\s*(?:(?:United\s+States|U\.\s?S\.|Chief|Senior|Presiding|Associate|Superior\s+Court|Circuit|District|Magistrate)\s+)*(?:Judge|JUDGE|Justice|JUSTICE)\b/

/** Whether the date stands in a "Date:" row of a table of fields. */
function isFieldDate(text: string, start: number): boolean {
  const lineStart = text.lastIndexOf('\n', start - 1) + 1
  return (
    /^\s*(?:Date|DATE)\s*:\s*$/.test(text.slice(lineStart, start)) && inFieldTable(text, lineStart)
  )
}

/**
 * Whether a "Date:" line is one row of a table of fields ("Deponent: … / Date: … / Location: …"),
 * which dates an event, rather than a memo's or fax's header (To, From, Re), which dates the paper.
 */
function inFieldTable(text: string, lineStart: number): boolean {
  const lineEnd = text.indexOf('\n', lineStart)
  const before = text
    .slice(Math.max(0, lineStart - 300), lineStart)
    .split('\n')
    .slice(0, -1)
  const after = lineEnd === -1 ? [] : text.slice(lineEnd + 1, lineEnd + 300).split('\n')
  const nonBlank = (lines: string[]) => lines.filter((line) => line.trim() !== '')
  // The rows right above and below, blank rows skipped.
  const neighbours = [nonBlank(before).at(-1), nonBlank(after)[0]].filter((l) => l !== undefined)
  const block = neighbours.filter((line) => /^\s*[A-Z][\w ]{1,20}:\s+\S/.test(line))
  if (block.length === 0) return false
  return !block.some((line) => /^\s*(?:To|TO|From|FROM|Re|RE|Subject|SUBJECT|Cc|CC)\s*:/.test(line))
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
  for (const { page, text } of pages) {
    const citations = citationRanges(text)
    const mentions = findDates(text)
    for (const [index, mention] of mentions.entries()) {
      const placed = placementOf(text, mention.start, mention.end, page)
      // A letter's, a report's or a press release's own date is when it was written, not filed.
      const placement =
        placed === 'letterhead' &&
        asked === 'filed' &&
        !courtHeading(text, mention.start, mention.end)
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
      candidates.push({ ...mention, page, score, why })
    }
  }
  return candidates
}

/** The date that answers the question, or a not-found answer. */
export function extractDate(pages: readonly PageText[], query: Query, label: string): FieldAnswer {
  // A court record (a docket, a filing notice) labels the case's filing date outright.
  const record = /\bfil(?:ed|ing)\b/i.test(label) ? recordFiled(pages) : null
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
