// Where a date sits that makes it a paper's own date: a filing stamp (filingStamps.ts), an
// opinion's decision date in its heading, a "Dated:" line, a letter's date line, a date over the
// judge's signature. dateField.ts weighs each date of a document by it.
import {
  CITED_FILING,
  ECF_HEADER_DISTRICT,
  ECF_HEADER_FILED,
  NINTH_CIRCUIT_AFTER,
  NINTH_CIRCUIT_HEADER,
  clockStamp,
  ecfHeaderWithoutWord,
  exhibitCoverHeader,
  otherDocketHeader,
  reporterDateLine,
} from './filingStamps'
import { captionEnd, headingEnd, SALUTATION_LINE } from './placement'

/** Where a date sits that makes it the document's own date. */
export type Placement = 'stamp' | 'dated' | 'letterhead' | null

// A caption's case-management box, as California pleadings print it beside the title of a later
// paper: "Complaint Filed: June 12, 2014 / Trial Date: None Set". It dates the action, not the
// paper (an amended complaint, a motion), whose own date its stamp gives.
const ACTION_FILED =
  /\b(?:Complaint|COMPLAINT|Action|ACTION|Petition|PETITION)\s+(?:Filed|FILED)\s*:\s*$/

// California's e-filing stamp across the page's top: "Electronically FILED by Superior Court of
// California, County of Riverside on 5/3/2019 4:12 PM".
const ELECTRONICALLY_FILED_BY =
  /^\s*Electronically\s+(?:FILED|Filed|RECEIVED|Received)\s+by\s+[^\n]{5,120}\s(?:on|ON)\s*$/

// A stamp's own line over its date: "FILED", "E-FILED", "FILED IN OPEN COURT".
const FILED_LINE = /^\s*E?-?(?:FILED|Filed)(?:\s+(?:IN\s+OPEN\s+COURT|in\s+open\s+court))?\s*:?\s*$/

/** Whether a date follows a case-management box's "Complaint Filed:" / "Action Filed:" label. */
function actionFiledLabel(prefix: string): boolean {
  return ACTION_FILED.test(prefix)
}

/**
 * Whether an ECF header dates a copy of another case's paper, not this one (otherDocketHeader).
 * An exhibit's cover ("EXHIBIT A" under an attachment's header) is itself the paper filed: its
 * header dates it, whatever case the paper it reproduces was filed in.
 */
function copiedPaperHeader(text: string, prefix: string): boolean {
  return otherDocketHeader(text, prefix) && exhibitCoverHeader(text) === null
}

/** Whether a date is the document's stamp, its "Dated" line or its letterhead date. */
export function placementOf(text: string, start: number, end: number, page: number): Placement {
  const lineStart = text.lastIndexOf('\n', start - 1) + 1
  const prefix = text.slice(lineStart, start)
  if (actionFiledLabel(prefix)) return null
  if (
    // "EFiled: May 03 2019 04:12PM EDT" (Delaware's File & ServeXpress), "E-Filed".
    (/\b(?:E-?)?(?:Filed|FILED|Entered|ENTERED|Filing\s+Date|FILING\s+DATE|Date\s+Filed|DATE\s+FILED)\b[^\n]{0,30}$/.test(
      prefix,
    ) ||
      ECF_HEADER_FILED.test(prefix)) &&
    // "filed on May 3" is prose; a docket sheet's "Filed on: 05/03/2019" is a label.
    !/\bon\b(?!\s*:)/i.test(prefix) &&
    !CITED_FILING.test(prefix)
  ) {
    return copiedPaperHeader(text, prefix) || amendedAfter(text, end) ? null : 'stamp'
  }
  if (ELECTRONICALLY_FILED_BY.test(prefix)) return 'stamp'
  if (ECF_HEADER_DISTRICT.test(prefix)) return copiedPaperHeader(text, prefix) ? null : 'stamp'
  if (NINTH_CIRCUIT_HEADER.test(prefix) && NINTH_CIRCUIT_AFTER.test(text.slice(end, end + 40))) {
    return 'stamp'
  }
  if (ecfHeaderWithoutWord(text, prefix, end) && !copiedPaperHeader(text, prefix)) return 'stamp'
  if (reporterDateLine(text, lineStart, prefix, end, page)) return 'stamp'
  // An opinion's own date line: "Decided February 18, 1993.", "Opinion issued July 31, 2012",
  // "Judgment rendered December 21, 2005.", "No. 6927 – July 25, 2014" (an opinion's number),
  // "RENDERED: NOVEMBER 13, 2015", "(Argued: April 11, 2011 Decided: May 4, 2011)", the Third
  // Circuit's "(Opinion filed: March 3, 2020)".
  if (
    /^\s*cided\s*$/.test(prefix) &&
    /\bDe-\s*$/.test(text.slice(Math.max(0, lineStart - 40), lineStart))
  ) {
    // "De-⏎cided August 3, 1993.": a narrow column hyphenates the word.
    return 'stamp'
  }
  if (
    /(?:^|[(\s])(?:Decided|DECIDED|Rendered|RENDERED)\s*:\s*$/.test(prefix) ||
    /^\s*\(?\s*(?:Decided|DECIDED|Opinion\s+(?:issued|filed|released)|OPINION\s+(?:ISSUED|FILED)|Judgment\s+rendered|Date\s+of\s+(?:Decision|Judgment|Opinion|Entry)|DATE\s+OF\s+ENTRY|Submitted\s+and\s+decided)\s*:?\s*$/.test(
      prefix,
    ) ||
    /\bNo\.\s*\d+\s*[–—-]\s*$/.test(prefix) ||
    // A tribunal's decision number and its date a column apart in the caption's right-hand
    // column: "Final Decision" / "Appellant,   Decision No. 183          June 28, 2013".
    (page === 1 &&
      start < 2000 &&
      /\b(?:Decision|DECISION)[ \t]+No\.[ \t]*\d+[ \t]{4,}$/.test(prefix)) ||
    // "Submitted January 11, 2021 – Decided February 3, 2021", "(No. 2021-1044—Submitted March
    // 1, 2022—Decided June 3, 2022.)": the decision date after the argument's or submission's.
    // "Argued February 14, 2019          Decided May 3, 2019": a column gap or a period between,
    // or a space alone as a web page's text runs the line on ("Argued … 2020 Decided …").
    /\b(?:Argued|ARGUED|Submitted|SUBMITTED|Heard|HEARD)\b[^\n]*(?:[–—-]|\d{4}\.?[ \t]+|\d{4}[.;][ \t]*)\s*(?:Decided|DECIDED)\s*:?\s*$/.test(
      prefix,
    )
  ) {
    return 'stamp'
  }
  if (page === 1 && start < headingEnd(text) && headingDateLine(prefix, text, end)) return 'stamp'
  if (page === 1 && start < 1500 && dashDateLine(prefix, text, end)) return 'stamp'
  if (page === 1 && start < 3000 && panelDateLine(prefix, text, end)) return 'stamp'
  if (clockStamp(text, lineStart, prefix, end)) return 'stamp'
  if (
    /^\s*(?:\d{1,2}[ \t]+)?(?:Dated|DATED|Executed|EXECUTED|Signed|SIGNED|SO ORDERED|So Ordered|IT IS SO ORDERED)\b/.test(
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
  if (termHeld(text, start)) return 'dated'
  const previousLine = text.slice(
    text.lastIndexOf('\n', lineStart - 2) + 1,
    Math.max(0, lineStart - 1),
  )
  if (prefix.trim() === '' && /^\s*(?:Dated|DATED)\b/.test(previousLine)) return 'dated'
  // An e-filing stamp prints "FILED" on the line above its date.
  // "FILED IN OPEN COURT" over "ON May 3, 2019", as a clerk stamps a paper handed up at a hearing.
  if (/^\s*(?:ON|On)?\s*$/.test(prefix) && FILED_LINE.test(previousLine)) return 'stamp'
  // A clerk's rubber stamp ("FILED" over "APR 27 2020": a capital month, no comma) prints beside
  // the caption, so a scan may set other lines of the caption between the word and its date. A
  // scan may lose the word's letters; the clerk's name and "CLERK" under the date still say it.
  if (
    page === 1 &&
    /^[A-Z]{3}\.?(?:[ \t]+|[ \t]*-[ \t]*)[\dI](?: ?\d)?[ \t]+\d{4}$/.test(text.slice(start, end)) &&
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
  if (signatureOpening(prefix, rest, alone, nextLine)) return 'dated'
  // A date on its own line over the judge's signature: "February 13, 2014" / "Jane Doe" /
  // "Judge of the Superior Court".
  if (alone && SIGNER.test(nextLine)) {
    const afterEnd = nextEnd === -1 ? -1 : text.indexOf('\n', nextEnd + 1)
    const after =
      nextEnd === -1 ? '' : text.slice(nextEnd + 1, afterEnd === -1 ? undefined : afterEnd)
    if (JUDGE_TITLE.test(after)) return 'dated'
  }
  if (alone && lineEnd !== -1 && overRuledSignature(text, lineEnd)) return 'dated'
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

// The line that opens a brief's or a motion's signature block.
const RESPECTFULLY =
  /^[ \t]*(?:Respectfully|RESPECTFULLY)[ \t]+(?:Submitted|submitted|SUBMITTED),?[ \t]*$/

/**
 * Whether a date opens a paper's signature block: beside its "Respectfully submitted," a column
 * apart ("October 1, 2025      Respectfully Submitted,"), or on its own line over it.
 */
function signatureOpening(prefix: string, rest: string, alone: boolean, nextLine: string): boolean {
  if (prefix.trim() !== '') return false
  return (
    (/^[ \t]{2,}/.test(rest) && RESPECTFULLY.test(rest)) || (alone && RESPECTFULLY.test(nextLine))
  )
}

// A court of appeals' amended opinion keeps the original's "Filed" line and dates the amendment
// on the next: "Filed September 28, 2022" / "Amended July 5, 2023".
const AMENDED_LINE =
  /^[^\n]*\n[ \t]*(?:Amended|AMENDED)[ \t]+[A-Z][a-z]+\.?[ \t]+\d{1,2},[ \t]+\d{4}/

/** Whether a "Filed" date's line is followed by an "Amended" date's: the original's filing. */
function amendedAfter(text: string, end: number): boolean {
  return AMENDED_LINE.test(text.slice(end, end + 120))
}

const CHAMBERS = /(?:^|\n)[ \t]*(?:CHAMBERS[ \t]+OF|Chambers[ \t]+of)\b/

/**
 * Whether a date heading a first page heads a court's paper: a court is named above it (the
 * reporter's or the court's own heading) or a case's caption ("X v. Y") follows within ten lines,
 * and no letter's salutation ("Dear …:") follows it, but for a judge's letter from chambers. An
 * agency's letter, report or press release is dated so too, but is not filed.
 */
export function courtHeading(text: string, start: number, end: number): boolean {
  // A judge's letter to counsel, on the chambers' letterhead ("CHAMBERS OF / JANE L. ROE"), goes
  // on the docket as the court's paper, its salutation notwithstanding.
  if (CHAMBERS.test(text.slice(Math.max(0, start - 600), start))) return true
  const below = text.slice(end).split('\n').slice(1, 16).join('\n')
  if (SALUTATION_LINE.test(below)) return false
  const above = text.slice(0, start)
  if (/\bCourt\b|\bCOURT\b|\bCircuit\b|\bCIRCUIT\b/.test(above)) return true
  const next = below.split('\n').slice(0, 10).join('\n')
  return /\S[ \t]+(?:v\.|vs\.|V\.|VS\.)[ \t]+\S|(?:^|\n)[ \t]*(?:v\.?|vs\.?|V\.?|VS\.?)[ \t]*(?:\n|$)/.test(
    next,
  )
}

// A date alone on its line, as a reporter's heading prints it ("June 5, 1992.").
function bareDateLine(line: string): boolean {
  return /^[ \t]*[A-Z][a-z]{2,8}\.?[ \t]+\d{1,2},[ \t]+\d{4}\.?[ \t]*$/.test(line)
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
 * Whether a date stands alone on its line after a dash ("-- June 12, 2012"), as New York's slip
 * opinions printed from the web give the day of decision under their titles. The titles' long
 * lines may end the heading as captionEnd judges it, so the first page's top is enough.
 */
function dashDateLine(prefix: string, text: string, end: number): boolean {
  const lineEnd = text.indexOf('\n', end)
  const rest = text.slice(end, lineEnd === -1 ? text.length : lineEnd)
  return /^[ \t]*(?:--|[\u2013\u2014])[ \t]*$/.test(prefix) && /^[ \t]*$/.test(rest)
}

/**
 * Whether a date stands alone on its line (perhaps in parentheses, a scan's specks after it) just
 * over the panel's "Before" line, as a court of appeals' slip opinion gives the day it is filed:
 * "(August 7, 2020)" / "Before WILLIAM PRYOR, Chief Judge, …"; "December 17, 1984" / "Before
 * SMITH, JONES and ROE, Circuit Judges." Two lines of specks may stand between. The First
 * Circuit sets it over the author line instead: "June 3, 2020" / "ROE, Circuit Judge." ("Per
 * Curiam.").
 */
function panelDateLine(prefix: string, text: string, end: number): boolean {
  if (!/^[ \t]*\(?[ \t]*$/.test(prefix)) return false
  const lineEnd = text.indexOf('\n', end)
  if (lineEnd === -1 || !/^[ \t]*\)?[ \t)_.,-]*$/.test(text.slice(end, lineEnd))) return false
  return /^(?:[ \t]*[^\w\n]{0,6}[ \t]*\n){0,2}[ \t]*(?:(?:Before|BEFORE)\b:?[ \t]+[A-Z]|[A-Z][A-Za-z'’-]+,[ \t]+(?:(?:Chief|Senior)[ \t]+)?Circuit[ \t]+Judge\b|(?:PER[ \t]+CURIAM|Per[ \t]+Curiam)\b)/.test(
    text.slice(lineEnd + 1, lineEnd + 300),
  )
}

// New York's order heading: "At a Special Term (an IAS Part) of the Supreme Court of the State of
// New York, held in and for the County of Erie, at the Courthouse, …, on the 3rd day of May, 2019."
const TERM_HELD =
  /(?:^|\n)[ \t]*At[ \t]+(?:an?[ \t]+)?(?:(?:Special|Stated|Trial|Motion|IAS|I\.A\.S\.)[ \t]+)?(?:Term|Part)\b[^]{0,400}?\bheld\b[^]{0,300}?[ \t\n](?:on|ON)[ \t\n]+(?:the|THE)[ \t\n]+$/

/** Whether a date closes New York's "At a Special Term … held … on the … day of" heading. */
function termHeld(text: string, start: number): boolean {
  return TERM_HELD.test(text.slice(Math.max(0, start - 700), start))
}

// A signer's name line ("John E. Munter", "Hon. JANE DOE,") and the judge's title under it.
const SIGNER =
  /^\s*(?:\/s\/\s*)?(?:Hon\.\s+)?[A-Z][A-Za-z.'-]*(?:[ \t]+[A-Z][A-Za-z.'-]*){1,4}[ \t]*,?[ \t]*$/
const JUDGE_TITLE =
  /^\s*(?:(?:United\s+States|U\.\s?S\.|Chief|Senior|Presiding|Associate|Superior\s+Court|Circuit|District|Magistrate)\s+)*(?:Judge|JUDGE|Justice|JUSTICE)\b/

// A judge's name and title on one line: "Hon. Jane Doe-Roe, Judge", "JANE DOE, DISTRICT JUDGE".
const SIGNER_WITH_TITLE =
  /^\s*(?:\/s\/\s*)?(?:Hon\.\s+|Honorable\s+|HON\.\s+)?[A-Z][A-Za-z.'’-]*(?:[ \t]+[A-Z][A-Za-z.'’-]*){1,4}[ \t]*,[ \t]*(?:(?:United\s+States|U\.\s?S\.|Chief|Senior|Presiding|Associate|Circuit|District|Magistrate|Bankruptcy|DISTRICT|MAGISTRATE)\s+)*(?:Judge|JUDGE|Justice|JUSTICE)[ \t]*$/

/**
 * Whether a date alone on its line stands over the judge's signature rule: "02/10/2011" /
 * "________" / "Hon. Jane Doe, Judge" (blank lines between, a name and a title on one line or
 * two). The rule must be there: a date over a name alone may head anything.
 */
function overRuledSignature(text: string, lineEnd: number): boolean {
  const lines = text
    .slice(lineEnd + 1, lineEnd + 400)
    .split('\n')
    .slice(0, 8)
  const rule = lines.findIndex((line) => line.trim() !== '')
  if (rule === -1 || !/^[ \t]*_{5,}[ \t]*$/.test(lines[rule]!)) return false
  const [first = '', second = ''] = lines.slice(rule + 1).filter((line) => line.trim() !== '')
  return SIGNER_WITH_TITLE.test(first) || (SIGNER.test(first) && JUDGE_TITLE.test(second))
}

/** Whether the date stands in a "Date:" row of a table of fields. */
export function isFieldDate(text: string, start: number): boolean {
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
