// The stamps a filing system or a reporter prints a paper's date with: the ECF header ("Case
// 1:20-cv-01234 Document 5 Filed 03/02/20"), a clerk's or e-filing system's clock stamp, a
// reporter's decision date under the case's number. datePlacement.ts reads a date's place with
// them.
import { consolidatedNumbers, findCaseNumbers } from './caseNumbers'
import { docketKey } from './compare'
import { findDates } from './dates'
import { captionEnd } from './placement'
import type { Mention } from './types'

// An ECF header some districts print in lower case: "Case No. 1:23-cv-02538 Document 1 filed
// 09/29/23 USDC Colorado", "USDC IN/ND case 3:18-cv-00491 document 1 filed 06/26/18"; the
// Western District of Michigan's numbers the entry "ECF No.": "Case 1:20-cv-00030-AB ECF No. 8
// filed 01/31/20 PageID.21".
export const ECF_HEADER_FILED =
  /^\s*(?:USDC\s+\S+\s+)?(?:Case|case|CASE)\s+(?:No\.\s*)?\S+\s+(?:Document|document|Doc\.?|ECF\s+No\.)\s+[\d-]+\s+filed\s*$/
// A CM/ECF header that names its district between "Filed" or "Entered" and the date: the Southern
// District of Texas's "Filed in TXSD on 04/17/08" (later "Filed on 06/03/20 in TXSD"), the
// Southern District of Florida's "Entered on FLSD Docket 07/28/2025". Its "on" is no prose's.
export const ECF_HEADER_DISTRICT =
  /^\s*Case:?\s+\S+\s+(?:Document|Doc\.?)\s+[\d-]+\s+(?:Filed\s+in\s+[A-Z]{4}\s+on|Filed\s+on|Entered\s+on\s+[A-Z]{4}\s+Docket)\s*$/
// The Ninth Circuit's CM/ECF header, commas between its fields: "Case: 20-35752, 07/06/2023, ID:
// 12749500, DktEntry: 100, Page 1 of 155". The date is the paper's filing on the court's docket.
export const NINTH_CIRCUIT_HEADER = /^\s*Case:\s+\d{2}-\d{3,6},\s*$/
export const NINTH_CIRCUIT_AFTER = /^,\s*ID:\s*\d+,\s*DktEntry:/
// A paper named in a list or a sentence, with its filing date after a comma ("Complaint, Civil No.
// 4:12-cv-168, Filed October 24, 2012"), is another paper: a stamp's "Filed" follows no comma.
export const CITED_FILING = /[A-Za-z0-9)],[ \t]*(?:Filed|FILED)[ \t]*$/

// An ECF header whose scan lost the word "Filed": "Case 3:14-cv-00338 Document 169 09/29/17
// Page 1 of 78" is still the header's shape, its date the filing's.
export function ecfHeaderWithoutWord(text: string, prefix: string, end: number): boolean {
  if (!/^\s*Case\s+\S+\s+(?:Document|Doc\.?)\s+[\d-]+\s+$/.test(prefix)) return false
  return /^[ \t]+Page\s+\d+\s+of\s+\d+/.test(text.slice(end, end + 30))
}

/**
 * Whether a date is a reporter's decision date under the case's number, as Westlaw prints an
 * opinion's heading on its first page: "No. 1098." then "Feb. 13, 1967." starting a line (a
 * two-column print may run the other column's words after it, two spaces on, or set a "|" rule
 * line between), or on the number's own line after a "|" ("Nos. 90 Civ. 628. | Nov. 13, 1997.").
 */
export function reporterDateLine(
  text: string,
  lineStart: number,
  prefix: string,
  end: number,
  page: number,
): boolean {
  // A two-column print may run a long list of counsel beside the caption before the date line.
  if (page !== 1 || lineStart > 6000) return false
  // The number as a reporter sets it: its dashes en dashes ("No. C–79–WS–68."), its case type
  // after the label ("No. Civil 72–355–HP.").
  const docketLine =
    /^[ \t]*(?:Civ(?:il)?\.?[ \t]*A(?:ction)?\.?[ \t]*)?Nos?\.[ \t]*(?:Civ(?:il)?\.?[ \t]+)?[A-Z]?[-\u2013\d]/
  const after = text.slice(end, end + 4)
  if (/^\s*(?:Civ(?:il)?\.?\s*A(?:ction)?\.?\s*)?Nos?\.\s[^\n]*\.\s*\|\s*$/.test(prefix)) {
    return /^\.(?:[ \t]*(?:\||\n|$)|[ \t]{2})/.test(after)
  }
  if (prefix.trim() !== '' || !/^\.(?:[ \t]*(?:\n|$)|[ \t]{2})/.test(after)) return false
  const above = text.slice(0, lineStart).split('\n').slice(-7, -1)
  return above.some((line) => docketLine.test(line))
}

// A two-column print's number line whose date the other column split: "Nos. 3:97-CV-482-P. |
// Nov. 15,  could implement a plan …" over "1999.  assignment plan for …". A court of appeals'
// line gives the argument's date first ("No. 73-2048. | Argued Jan. 8, 1974. | Decided Jan.
// other words" over "15, 1974.  other words"): the split may fall after the month too.
const SPLIT_REPORTER_DATE =
  /^[ \t]*(?:Civ(?:il)?\.?[ \t]*A(?:ction)?\.?[ \t]*)?Nos?\.[ \t][^\n|]*\.[ \t]*\|[ \t]*(?:(?:Argued|Submitted|Heard)[ \t][^\n|]*\|[ \t]*Decided[ \t]+)?([A-Z][a-z]{2,8}\.?(?:[ \t]\d{1,2},)?)[ \t]{2,}[^\n]*\n[ \t]*(\d{1,2},[ \t]*)?((?:19|20)\d{2})\.(?=[ \t]|$)/dm

/**
 * A reporter's decision date on the first page that the heading's other column split over two
 * lines (reporterDateLine reads it whole): the month (and the day) after the number's "|" (or
 * after its "Argued …. | Decided"), the (day and) year opening the next line. Its span runs from the month to the year; null when there is none.
 */
export function splitReporterDate(text: string): Mention<string> | null {
  const match = SPLIT_REPORTER_DATE.exec(text.slice(0, 6000))
  if (!match) return null
  // The day stands on one line or the other, never on both nor on neither.
  if (/\d/.test(match[1]!) === (match[2] !== undefined)) return null
  const date = findDates(`${match[1]} ${match[2] ?? ''}${match[3]}`)[0]
  if (!date || date.start !== 0) return null
  const [start] = match.indices![1]!
  const [, end] = match.indices![3]!
  return { value: date.value, display: date.display, start, end }
}

/**
 * Whether a date is a clerk's or e-filing system's stamp: the date with the clock time of filing
 * ("9/14/2022 3:12:00 PM", "2022 May 16 2:31 PM", "2019 MAY -3 PM 4:12"), under or beside the
 * stamp's "Electronically Filed" or "Clerk" (within four lines above, or the clerk's line under
 * it), or heading a page after the case's number with the page's count ("BER-L-004512-21
 * 07/19/2021 3:44:12 PM Pg 1 of 12", New Jersey's eCourts).
 * A hearing's or a prose's date and time ("on March 5 at 9:00 a.m.") is not one.
 */
export function clockStamp(text: string, lineStart: number, prefix: string, end: number): boolean {
  const lineEnd = text.indexOf('\n', end)
  const rest = text.slice(end, lineEnd === -1 ? text.length : lineEnd)
  // A federal clerk's stamp sets the half-day before the time: "2019 MAY -3 PM 4:12".
  if (!/^[ \t]+(?:[AP]M[ \t]+)?\d{1,2}:\d{2}(?::\d{2})?(?:[ \t]*[AaPp]\.?[Mm]\b)?/.test(rest)) {
    return false
  }
  if (
    /\b(?:on|at|by|before|Hearing|HEARING|hearing|Printed|PRINTED|Received|RECEIVED)\b/.test(prefix)
  ) {
    return false
  }
  if (/^\s*[A-Z0-9][A-Z0-9-]{5,}\s+$/.test(prefix) && /\b(?:Pg|Page)\s+\d+\s+of\s+\d+/.test(rest)) {
    return true
  }
  const above = text.slice(0, lineStart).split('\n').slice(-5).join('\n')
  if (/\b(?:E-?FILED|EFILED|Filed|FILED|Clerk|CLERK)\b/.test(`${above}\n${prefix}`)) return true
  // A stamp alone on its line with the clerk's line under it: "2019 MAY 03 AM 10:41" over
  // "CLERK OF THE COURT".
  const next = lineEnd === -1 ? '' : text.slice(lineEnd + 1).split('\n')[0]!
  return prefix.trim() === '' && /\b(?:CLERK|Clerk)\b/.test(next)
}

/**
 * Whether an ECF header ("Case 1:08-cv-01157 Document 46 Filed 11/30/11") numbers another case
 * than the caption under it ("No. 10-5159"): a court of appeals' judgment or an exhibit, copied
 * into a district court's docket, whose header dates the copy, not the paper. A header's
 * "Document 1" is the case's opening paper in the court that stamped it: a complaint filed in one
 * district under its number there, docketed anew where it was transferred, is filed on that date.
 * A caption of a consolidated case (same court, year, type and judge) is the header's own paper.
 */
export function otherDocketHeader(text: string, prefix: string): boolean {
  const header = /^\s*Case\s+(\S+)\s+Doc(?:ument|\.)?\s+([\d-]*)/.exec(prefix)
  if (!header || header[2] === '1') return false
  const own = caseKey(header[1]!)
  const caption = text.slice(0, Math.max(captionEnd(text), 1500))
  // A number the body's prose cites ("in the related case, Doe v. Roe (No. 25-cv-127), ...")
  // names another case, not the caption's.
  const numbers = findCaseNumbers(caption).filter(
    (m) => m.labelled && !proseLine(lineAt(caption, m.start)),
  )
  // A consolidated case's caption prints the case it joined: the header is this paper's own.
  return (
    numbers.length > 0 &&
    numbers.every((m) => caseKey(m.value) !== own && !consolidatedNumbers(m.value, header[1]!))
  )
}

// An attachment's ECF header ("Case 3:25-cv-01691 Document 1-1 Filed 09/02/25"): a filing's
// exhibit, its number after the dash. Its cover names it ("EXHIBIT A") in the page's first lines.
const ATTACHMENT_HEADER = /^\s*Case:?\s+\S+\s+Doc(?:ument|\.)?\s+\d+-\d+\b[^\n]*/
const EXHIBIT_COVER = /^[ \t]*(?:EXHIBIT|Exhibit)[ \t]+[A-Z0-9]{1,3}[ \t]*$/m

/**
 * The ECF header of an exhibit's cover page: an attachment's header on the page's first line and
 * "EXHIBIT A" on a line of its own within its first lines; null where the page is no such cover.
 */
export function exhibitCoverHeader(text: string): string | null {
  const header = ATTACHMENT_HEADER.exec(text)
  if (!header) return null
  const head = text.slice(0, text.split('\n', 14).join('\n').length)
  return EXHIBIT_COVER.test(head) ? header[0] : null
}

/**
 * Whether the document is an exhibit, filed in one case, that reproduces another case's paper (an
 * order of another court, attached to a complaint): its cover's ECF header numbers this case, the
 * caption under it another one. The reproduced paper's court and judge are not this case's.
 */
export function exhibitOfOtherCase(pages: ReadonlyArray<{ text: string }>): boolean {
  const text = pages[0]?.text ?? ''
  const header = exhibitCoverHeader(text)
  return header !== null && otherDocketHeader(text, header)
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
  // The Southern District of Florida's writing: year, sequence, then the type and the judges'
  // names ("25-21524-CV-WILLIAMS", "24-80123-CIV-ROE/DOE"), is ECF's "1:25-cv-21524".
  const typeAfter = /^(\d{2})-(\d{3,6})-(?:CIV|CV|CR)(?:-[A-Z]+(?:\/[A-Z]+)?)*$/i.exec(value.trim())
  if (typeAfter) {
    const type = /-CR\b/i.test(value) ? 'cr' : 'cv'
    return docketKey(`${typeAfter[1]}-${type}-${typeAfter[2]}`)
  }
  // A district's older writings of the same federal number: "3:86CV252(EBB)" (no dashes, the
  // judge's initials in parentheses), "C 03-03105 CRB" (the type as a letter before the year).
  const older =
    /^(?:\d{1,2}:)?(\d{2})[ \t]*(?:CV|CR|cv|cr)[ \t]*0*(\d{1,6})[ \t]*(?:\(?[A-Z]{2,4}\)?)?$/.exec(
      value.trim(),
    ) ?? /^[A-Z]{1,2}[ \t]+(\d{2})-0*(\d{1,6})(?:[ \t]+[A-Z]{2,4})?$/.exec(value.trim())
  return older ? `${older[1]}-${Number(older[2])}` : docketKey(value)
}
