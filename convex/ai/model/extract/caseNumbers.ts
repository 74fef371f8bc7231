// Case and docket numbers: federal ("1:23-cv-04567-JMF", "2:22-cv-01234", "23-cv-1234 (JMF)"),
// appellate ("No. 22-1234"), Illinois ("No. 2023 L 009114"), and whatever a court numbers its cases with once a label says it is
// one ("Index No. 651234/2023", "Civil Action No. 23-1234", "Cause No. DC-23-01234",
// "C.A. No. 2023-0456-KSJM", "Case No. BC712345"). Docket entries ("ECF No. 45", "Dkt. No. 12")
// are not case numbers.
import type { Mention } from './types'
import { withoutCoverSheetBoxes } from './coverSheet'
import { copyMentions, readOnce } from './readOnce'

/** How a mention was introduced: by a label ("Case No."), or recognised by its shape alone. */
export type DocketMention = Mention<string> & { labelled: boolean; label: string }

// The federal shape: office, year, case type, sequence, optional judges' initials.
// Dashes as PDFs and CM/ECF print them: hyphen, non-breaking hyphen, en dash, minus sign, and the
// soft hyphen a web page's text keeps where its writer typed a hyphen ("99\u00ad0550\u00adCV").
const DASH = '[-\\u00ad\\u2010\\u2011\\u2013\\u2212]'
// The judge's suffix is initials ("-JMF") or, in some districts (N.D. Tex.), one letter ("-P").
const FEDERAL = `(?:\\d{1,2}:)?\\d{2}${DASH}[a-zA-Z]{2,4}${DASH}\\d{2,6}(?:${DASH}[A-Za-z]{1,4}(?:${DASH}[A-Za-z]{1,4})*)?`
const INITIALS = '(?:\\s?\\(([A-Z]{2,4}(?:\\)\\s?\\([A-Z]{2,4}|[/ ][A-Z]{2,4})?)\\))?'
// "No." as scans read it too ("N0."); the number may stand on the next line of a ")" or "§"
// column ("Civil Action No." / ") CV-2005-1234"). "Case ID:" is a state e-filing system's label.
// A court's "File No." ("CIVIL ACTION FILE NO.", "Court File No.") numbers its case; a letter's
// "Our File No." or a claim's file is a firm's or an insurer's own reference. "Indictment No."
// numbers a criminal case in New York and other states. "MDL No." numbers a multidistrict
// litigation (the Judicial Panel's docket and the transferee court's caption).
const LABEL =
  '((?<!\\b(?:Our|Your|Client|Claim|Firm|Agency)\\s+)(?:Court\\s+)?File|Indictment|Ind\\.|Supreme\\s+Court|Court\\s+of\\s+Appeals?|Appellate\\s+Case|Record|Case|Civil\\s+Action|Civ\\.\\s+Action|Civ\\.\\s?A\\.|Civil|Civ\\.|C\\.\\s?A\\.|Index|Docket|Cause|Adv(?:ersary)?\\.?\\s+(?:Pro(?:c|ceeding)?\\.?)|Appeal|Bankr\\.|Bankruptcy\\s+Case|Misc\\.|Criminal|Cr\\.|Arbitration|MDL)\\s+(?:Numbers?|N[o0]s?\\.?|#)\\s*:?\\s*(?:[)§][ \\t]*)?|(Case\\s+ID)\\s*:\\s*'
// After a label, any identifier with a digit: letters, digits and - / : . inside (a dash as a
// reporter or a web page sets it too: "Cause No. 49D05–9204–CP–378"), and a part or
// chamber attached in parentheses ("20-0435-I(III)"). An old federal number sets its thousands
// apart with a comma ("Civil Action No. 12,924"). The Foreign Intelligence Surveillance Court
// numbers a certification's docket by its statute's subsection, then year and sequence
// ("Docket No. 702(j)-20-01"): the parts after the parenthesis are the number's too, and so they
// are where a scan lost the subsection's opening parenthesis ("Docket Nos. 7020)-20-01").
const CIVIL_ACTION = /^(?:Civil\s+Action|Civ\.\s+Action|Civ\.\s?A\.|C\.\s?A\.)$/i
const GENERIC = `[A-Z0-9][A-Za-z0-9]*(?:(?:${DASH}|[/:.]|,(?=\\d{3}\\b))[A-Za-z0-9]+)*(?:\\([a-z]\\)(?:${DASH}[A-Za-z0-9]+)+|(?<=\\d)\\)(?:${DASH}\\d[A-Za-z0-9]*)+|\\([A-Z0-9]{1,4}\\))?`
// State courts number cases in space-separated parts: a prefix of capitals ("BR 14-96",
// "DV 25-282"), a case-type code between numbers ("70 MM 2020", "X07 CV 89-4026240-S",
// "2 CA-CIV 4981"). The parts join only when a part with a digit ends them, so words after a
// number ("No. 86E 00 18-GI OF THE TRIAL COURT") stay out, and so do a scan's spaced digits
// ("2 0 2 4CP…": a part after the first has two characters or more).
// A part may be initials with periods: Pennsylvania's Commonwealth Court numbers "1123 C.D. 2020"
// and "45 M.D. 2021" (its docket's code between sequence and year).
// The prefix may be an abbreviation or the word: the Eastern District of California prints its
// case type and its seat's letter before the year ("No. CIV. F-01-5163 REC SMS", "CIV. S-95-1234"),
// and the Central District of California printed its case type so ("No. Civil 72-355-HP").
const PART_WORD =
  '(?:(?!(?:AND|OR|TO|OF|THE|IN|ON|AT|BY|FOR)\\b)[A-Z]{1,4}(?:-[A-Z]{1,4})?|[A-Z]\\.(?:[A-Z]\\.)+)'
const spaced = (head: string) =>
  `(?:(?:[A-Z]{1,3}\\.?|Civil|CIVIL)[ \\t]{1,2})?${head}(?:[ \\t]{1,2}(?:${PART_WORD}[ \\t]{1,2}){0,2}\\d[A-Za-z0-9]+(?:[-/][A-Za-z0-9]+)*(?:\\([A-Z0-9]{1,4}\\))?)*`
const SPACED = spaced(GENERIC)

// The Southern District of New York's older writing (still printed in its captions): year, "Civ."
// or "Cr.", sequence, the judge's initials ("90 Civ. 628 (RWS)", "03 CIV. 4567(ABC)").
// The Eastern District of New York writes it with the case type's letters: "98 CV 3529 (SJ)".
const CIV = `(?:\\d{2}[ \\t]+(?:Civ|CIV|Cr|CR|Crim|CRIM)\\.?[ \\t]*\\d{1,5}(?:[ \\t]?\\([A-Z]{2,4}\\))?(?![\\w-])|\\d{2}[ \\t]+CV[ \\t]+\\d{3,5}(?:[ \\t]?\\([A-Z]{2,4}\\))?(?![\\w-]))`
const CIV_EXACT = new RegExp(`^${CIV}`)

const SPACED_EXACT = new RegExp(`^${SPACED}`)
// A federal number ends where the number does: Minnesota's "27-CV-21-04567" begins like one.
const WHOLE_FEDERAL = `${FEDERAL}${INITIALS}(?![\\w-])`
const LABELLED = new RegExp(`\\b(?:${LABEL})(${WHOLE_FEDERAL}|${CIV}|${SPACED})`, 'gi')
// A state or appellate court's own numbering after a bare "No.": "No. 40,402-CW", "No. S-15230",
// "No. SC91150", "NO. 2000-IA-01477-SCT", "No: 00-3653", "NO.: C07-06411 CRB" (the label with
// both its stop and a colon); "SJC-12935" needs its label.
// A reporter sets its dashes as en dashes ("No. 77–0242–CV–W–1").
const STATE_NUMBER = `[A-Z0-9][A-Za-z0-9]*(?:(?:${DASH}|[/:.]|,(?=\\d{3}\\b))[A-Za-z0-9]+)*(?:\\([A-Z0-9]{1,4}\\))?`
// A reporter's print sets the civil action's abbreviation after "No." ("No. CIV.A. 96-1234",
// "Nos. CIV.A. 71-98-B, CIV.A. 97-665-B"): the number follows it.
const WESTLAW_CIVIL_ACTION = '(?:CIV|Civ)\\.[ \\t]?A\\.[ \\t]*'
// A word or an abbreviation just before "No." makes it another thing's number ("Pat. No.", "Reg
// No."), except a caption's "v." when the number stands in the column beside it ("v.   NO. 38757").
const BARE_NO = new RegExp(
  `(?:(?<=(?:^|\\s)(?:v|vs|V|VS)\\.[ \\t]+)|(?<![A-Za-z.][ \\t]?))\\b(?:Nos?\\.:?|NOS?\\.:?|No:|NO:)\\s*(?:${WESTLAW_CIVIL_ACTION})?(${FEDERAL}${INITIALS}|${CIV}|\\d{2}${DASH}\\d{3,5}(?:-[a-z]{2})?|\\d{4,}\\/\\d{4}|(?:19|20)\\d{2}[ ]?[A-Z]{1,3}[ ]?\\d{4,6}|${spaced(STATE_NUMBER)})(?![\\w\\u00ad\\u2013-])`,
  'g',
)
// A Vermont docket's unit-and-division word: two letters of the unit, two of the division.
const UNIT_CODE = /^[ \t]+([A-Z][a-z](?:cv|cr|dm|jv|pr|ec|sc|fa|vl))\b/
// A Washington superior court's area code after its number: three capitals ending the column.
const AREA_CODE = /^[ \t]([A-Z]{3})(?=[ \t]*(?:\n|$)|[ \t]{2,})/
// An old caption types the number at the end of its first party's line, a space or two after the
// name ("DAVID L. CHANDLER  NO. 67-1545" over "VS.   CIVIL ACTION"): a line of capitals, "NO."
// and a number of the year-and-sequence shape ending it. A word that numbers a thing of its own
// ("SERIAL NO.", "PATENT NO.") makes it that thing's.
const PARTY_LINE_NO =
  /^[ \t]*(?:[A-Z][A-Z.,'&-]*[ \t]+)*?([A-Z]{2,}[,]?)[ \t]+NO\.[ \t]*(\d{2}-\d{3,5})[ \t]*$/gm
const OTHER_NUMBER_WORD =
  /^(?:SERIAL|PATENT|ACCOUNT|POLICY|CLAIM|LOAN|PERMIT|LICENSE|LICENCE|CONTRACT|ORDER|INVOICE|CHECK|UNIT|LOT|ROOM|SUITE|BOX|ITEM|EXHIBIT|DOCUMENT|FILE|DOCKET|ACTION|CASE|INDEX|CAUSE|APPEAL|CIVIL)$/
// A court of appeals' opinion may print its docket numbers after the word alone, its argument
// calendar's numbers after "Nos.": "Nos. 821, 822, Dockets 89-7896, 89-7920." (the Second
// Circuit's reported opinions). The word as a heading prints it, before an appeal's number.
const DOCKET_WORD = /\b(?:Docket|DOCKET)[sS]?[ \t]+(\d{2}-\d{3,5})(?![\w-])/g
const SHAPE = new RegExp(`(?<![\\w:-])(${FEDERAL})${INITIALS}(?![\\w-])`, 'g')
// CM/ECF's running header as the Northern District of California printed it without spaces
// (2008-2015): "Case3:07-cv-06411-CRB   Document74   Filed04/07/09   Page1 of 10".
const GLUED_HEADER = new RegExp(`^[ \\t]*Case(${FEDERAL})(?=[ \\t]+Document\\d)`, 'gm')
// The running header a court of appeals' CM/ECF stamps on every page ("Case: 21-1234  Document:
// 00117712345", the Eleventh Circuit's "USCA11 Case: 21-10234  Date Filed:", the Tenth's
// "Appellate Case: 21-1234  Document:") and a bankruptcy court's ("Case 20-31234-sgj11 Doc 45
// Filed"): the case's own number, with the judge's initials and the chapter a bankruptcy court
// adds. Wisconsin's circuit courts stamp their e-filed papers so ("Case 2025CV002797 Document 6
// Filed 08-22-2025"), with their own number: year, case type, six digits.
const COURT_HEADER =
  /^[ \t]*(?:USCA\d{1,2}[ \t]+|Appellate[ \t]+)?Case:?[ \t]+(\d{2}-\d{3,6}(?:-[a-z]{2,4}\d{0,2})?|(?:19|20)\d{2}[A-Z]{2}\d{6})(?=[ \t]+(?:Doc(?:ument)?:?[ \t]+\d|Date[ \t]+Filed:))/gm
// A page whose cells a converter ran together with no space between glues a docket report's
// title to its number: "CASE #: 1:20-cv-00123-LMB-IDDRoe v. Elm County". The number ends where a
// word in lower case begins, its last capital the word's.
const GLUED_TITLE = new RegExp(
  `^((?:\\d{1,2}:)?\\d{2}${DASH}[a-zA-Z]{2,4}${DASH}\\d{2,6}(?:${DASH}[A-Z]{1,4})*)(?=[A-Z][a-z])`,
)
// A caption's "- against -" may stand a space before it, and so may the caption's column of
// colons ("Plaintiffs,   :   76 Civ. 3218"); a colon run on a word or a figure ("1:76") may not.
const CIV_SHAPE = new RegExp(`(?<![\\w.][ \\t]?)(?<![\\w.]:[ \\t]?)(?<!-)${CIV}`, 'g')

/** The docket number in a canonical form: "1:23-cv-04567 (JMF)" → "1:23-cv-04567-JMF". */
export function canonicalDocket(number: string, initials?: string): string {
  let value = number.replace(/[.,;:]+$/, '').replace(/[\u00ad\u2010\u2011\u2013\u2212]/g, '-')
  const federal = new RegExp(`^${FEDERAL}$`).test(value)
  if (federal)
    value = value.replace(/-([a-zA-Z]{2,4})-/, (_all, type: string) => `-${type.toLowerCase()}-`)
  if (initials) value += `-${initials.replace(/\)\s?\(|[/ ]/g, '-')}`
  return value
}

// A federal number's parts: office, year, case type, sequence, the judge's initials.
const FEDERAL_PARTS = /^(\d{1,2}):(\d{2})-([a-z]{2,4})-0*(\d{1,6})-([A-Z]{2,4})\b/i

/**
 * Whether two federal numbers are cases of one court, year, case type and judge but another
 * sequence ("1:21-cv-01120-CCB" and "1:21-cv-01074-CCB"): consolidated cases, which go to one
 * judge. A paper filed in one prints the other's number in its caption.
 */
export function consolidatedNumbers(a: string, b: string): boolean {
  const x = FEDERAL_PARTS.exec(a)
  const y = FEDERAL_PARTS.exec(b)
  if (!x || !y || x[4] === y[4]) return false
  return [1, 2, 3, 5].every((i) => x[i]!.toLowerCase() === y[i]!.toLowerCase())
}

/** Whether a number has the federal shape ("5:16-cv-72", "1:23-cv-04567-JMF"). */
export function isFederalNumber(value: string): boolean {
  return new RegExp(`^${FEDERAL}$`).test(value)
}

/** A docket number reduced for comparison: upper case, no spaces, "(JMF)" as "-JMF". */
export function normalizeDocket(number: string): string {
  const bare = number.replace(/^\s*(?:[\w.]+\s+)*No\.?\s*:?\s*/i, '')
  const match = new RegExp(`^(${FEDERAL})${INITIALS}$`).exec(bare.trim())
  const value = match ? canonicalDocket(match[1]!, match[2]) : bare
  return value.replace(/\s+/g, '').toUpperCase()
}

/** Every case number in `text`, first to last. */
export function findCaseNumbers(page: string): DocketMention[] {
  return caseNumbersKept(page)
}

const caseNumbersKept = readOnce(readCaseNumbers, copyMentions)

function readCaseNumbers(page: string): DocketMention[] {
  // (A civil cover sheet's box for related cases names another case's number: coverSheet.ts.)
  const text = withoutCoverSheetBoxes(page)
  const found: DocketMention[] = []
  const add = (at: number, matched: string, value: string, label: string, least = 4) => {
    // A statute's section ("9.40.060") or a date ("06-May-2025") numbers no case.
    if (/^\d+(?:\.\d+)+$/.test(value) || /^\d{1,2}-[A-Za-z]{3}-\d{4}$/.test(value)) return
    const end = at + matched.replace(/[.,;:]+$/, '').length
    if (!/\d/.test(value) || value.length < least) return
    // A year alone ("Case No. 2007" before a scan's noise) is no case's number.
    if (/^(?:19|20)\d{2}$/.test(value)) return
    // A number whose last part is a blank the clerk fills in ("CIVIL ACTION NO.: 06-CI-____", a
    // complaint filed before its number was given) is no number yet.
    if (/^[-\u2013][ \t_]*(?:_|\n|$)/.test(text.slice(end))) return
    // A number that reads on past a parenthesis into more parts ("7020)-20-01", a scan's reading
    // of "702(j)-20-01") is one the reader cannot take whole: its head is no answer.
    if (new RegExp(`^\\)${DASH}\\d`).test(text.slice(end))) return
    if (found.some((other) => at < other.end && end > other.start)) return
    found.push({ value, display: value, start: at, end, labelled: label !== '', label })
  }
  for (const match of text.matchAll(LABELLED)) {
    const federal =
      new RegExp(`^(${FEDERAL})${INITIALS}(?![\\w-])`).exec(match[3]!) ??
      GLUED_TITLE.exec(match[3]!)
    const civ = federal ? null : CIV_EXACT.exec(match[3]!)
    // The label reads in any case; a number's spaced parts only as written ("BR 14-96", not "was 2020").
    const raw = federal
      ? federal[0]
      : civ
        ? match[3]!
        : (SPACED_EXACT.exec(match[3]!)?.[0] ?? match[3]!)
    const value = federal
      ? canonicalDocket(federal[1]!, federal[2])
      : civ
        ? civDocket(raw)
        : spacedDocket(raw)
    // A generic identifier after a label must look like a number, not a word ("Case No. One").
    if (!federal && !/\d{2}/.test(value)) continue
    // A thousands comma is the old federal civil action's ("Civil Action No. 12,924"); a state
    // court's number is read as before, without it.
    if (value.includes(',') && !CIVIL_ACTION.test(match[1] ?? '')) continue
    if (docketEntry(text, match.index, value)) continue
    if (otherColumn(text, match.index, match[0].length - match[3]!.length)) continue
    if (firmFile(text, match.index, match[1] ?? '')) continue
    const matched = match[0].slice(0, match[0].length - match[3]!.length + raw.length)
    const code = trailingCode(value, text.slice(match.index + matched.length))
    const label = squeezeLabel(match[1] ?? match[2]!)
    add(match.index, matched + code.matched, code.docket, label, civilActionLeast(label))
  }
  for (const match of text.matchAll(BARE_NO)) {
    const federal = new RegExp(`^(${FEDERAL})${INITIALS}`).exec(match[1]!)
    const value = federal
      ? canonicalDocket(federal[1]!, federal[2])
      : CIV_EXACT.test(match[1]!)
        ? civDocket(match[1]!)
        : spacedDocket(match[1]!)
    // A bare number is a case's only with two digits and more than a paragraph's ("No. 12").
    if (!federal && (!/\d{2}/.test(value) || /^\d{1,3}$/.test(value))) continue
    const code = trailingCode(value, text.slice(match.index + match[0].length))
    add(match.index, match[0] + code.matched, code.docket, 'No.')
  }
  for (const match of text.matchAll(PARTY_LINE_NO)) {
    if (OTHER_NUMBER_WORD.test(match[1]!)) continue
    const at = match.index + match[0].lastIndexOf(match[2]!)
    add(at, match[2]!, match[2]!, 'No.')
  }
  for (const match of text.matchAll(DOCKET_WORD)) {
    add(match.index, match[0], match[1]!, 'Docket')
  }
  for (const match of text.matchAll(SHAPE)) {
    add(match.index, match[0], canonicalDocket(match[1]!, match[2]), '')
  }
  for (const match of text.matchAll(COURT_HEADER)) {
    const at = match.index + match[0].length - match[1]!.length
    add(at, match[1]!, match[1]!, 'Case:')
  }
  for (const match of text.matchAll(GLUED_HEADER)) {
    const at = match.index + match[0].length - match[1]!.length
    add(at, match[1]!, canonicalDocket(match[1]!), '')
  }
  for (const match of text.matchAll(CIV_SHAPE)) {
    add(match.index, match[0], civDocket(match[0]), '')
  }
  return found.sort((a, b) => a.start - b.start)
}

// A number a court prints with no label, in the heading of an opinion or order: Massachusetts's
// "SJC-13105", California's "B312345", New York's "532145", Louisiana's "2021 CA 0874", the New York
// Appellate Division's year and five digits ("2022-09811"), Massachusetts's single justice and
// Appeals Court numbers, a year between letters and a sequence or a letter between year and
// sequence ("SJ-2004-0282", "2019-P-1234"). Five digits or more (a page's or a paragraph's number
// has fewer), a short prefix of capitals allowed.
// The Federal Circuit's year and four digits ("2021-1234", not a span of years "2019-2020"), the
// Massachusetts Appeals Court's short year ("20-P-1234") and North Carolina's file numbers, year,
// case type and sequence ("21 CVS 1234", "20 CRS 051234") stand alone the same way, and so do
// Wisconsin's circuit court numbers, year, case type and six digits ("2025CV002797"), and the
// Second Circuit's, year, sequence and the appeal's kind in lower case ("20-1234-cv", a lead
// appeal's "20-1234-cv(L)"), which heads its summary orders on a line of their own.
const LONE =
  '\\d{1,4}[ ](?:[EMW](?:M|AL|AP|DA|DM)|[CM]\\.D\\.)[ ](?:19|20)\\d{2}|(?:19|20)\\d{2}[A-Z]{2}\\d{6}|(?:[A-Z]{1,4}-?)?\\d{5,8}|(?:19|20)\\d{2}[ ][A-Z]{1,3}[ ]\\d{4,6}|(?:19|20)\\d{2}-\\d{5}|[A-Z]{2,3}-(?:19|20)\\d{2}-\\d{4}|(?:19|20)\\d{2}-[A-Z]-\\d{3,5}|(?:19|20)\\d{2}-(?!(?:19|20)\\d{2}\\b)\\d{4}|\\d{2}-[A-Z]-\\d{3,5}|\\d{2}[ ](?:CVS|CVD|CRS)[ ]\\d{2,6}|\\d{2}-\\d{3,5}-(?:cv|cr|ag|pr|bk|op)(?:\\((?:L|XAP|CON)\\))?'
// Pennsylvania's appellate courts print sequence, district code and year ("21 EM 2019" under the
// e-filing stamp, "123 WDA 2021", "45 MAP 2020"): the codes are the Supreme Court's extraordinary,
// miscellaneous, allowance and appeal dockets and the Superior Court's district dockets.
// Where such a number stands alone: a line of its own; the first cell of a ")" or "§" caption row
// ("126261  )"); the right-hand column after a wide gap ("THE PEOPLE,        B312345"); the right
// margin of an opinion's decision-date line ("Decided and Entered: July 22, 2021   532145").
// Wisconsin's number ends its venue line a cell apart ("DANE COUNTY  2025CV002797"): its shape is
// its own, and two spaces set it off.
const LONE_LINE = new RegExp(
  `^[ \\t]*(${LONE})[ \\t]*(?:[)§][^\\n]*)?$|^[ \\t]*\\S[^\\n]*?\\S[ \\t]{6,}(${LONE})[ \\t]*$|^[ \\t]*(?:Decided|Filed|Entered)\\b[^\\n]*?\\d{4}[ \\t]+(${LONE})[ \\t]*$|^[ \\t]*\\S[^\\n]*?\\S[ \\t]{2,}((?:19|20)\\d{2}[A-Z]{2}\\d{6})[ \\t]*$`,
  'gm',
)
// A docket number opening the case's title line, as Georgia's appellate courts and Ohio's Supreme
// Court print them: "A21A1523. WILKERSON v. THE STATE.", "2020-0401. State ex rel. Doe v. Roe."
// The title holds no digits, so a citation ("12345. Doe v. Roe, 123 F.3d 1") is not one.
const TITLE_LINE =
  /^[ \t]*([A-Z]{0,3}\d[A-Z0-9]*(?:-[A-Z0-9]+)*)\.[ \t]+(?=[A-Z])[^\n\d]{2,160}?[ \t](?:v\.?|vs\.?|V\.|VS\.)[ \t][^\n\d]{2,160}$/gm

// A district court's number with its case type first, as the District of Oregon, the Central
// District of California and the Eastern District of New York print it beside the caption without
// a label: "CV 98-1474-KJ", "CV-14-6410", "CR 05-123-JO". No other paper is numbered so.
const TYPED = /(?<![\w-])(?:CV|CR|CIV)[ -]?\d{2}-\d{2,6}(?:-[A-Z]{1,4})*(?![\w-])/g

// Missouri's courts number a case by year, circuit or county code, case type and sequence
// ("25AC-CC04135", "2216-CV12345", "22SL-CC01234"), which its e-filing stamp prints down the page's
// margin beside a caption whose "Case No." is left blank. No other paper is numbered so.
const MISSOURI = /(?<![\w-])\d{2}[A-Z0-9]{2}-[A-Z]{2}\d{5}(?![\w-])/g

// A heading's line of the action's label and its number without "No.", as Massachusetts and
// Rhode Island superior courts print it under the court's name ("C.A. 88-064", "CIVIL ACTION
// 2019-01234"): the line holds nothing else.
const ACTION_LINE =
  /^[ \t]*(?:C\.[ ]?A\.|CIVIL[ \t]+ACTION|Civil[ \t]+Action)[ \t]+(\d{2,4}-\d{2,6}(?:-[A-Z]{1,5})?)[ \t]*$/gm

/**
 * The case numbers a heading prints without a label, up to `end` (where the caption ends): a
 * number standing alone on its line or in its column, and a number opening the case's title line.
 */
export function headingCaseNumbers(text: string, end: number): DocketMention[] {
  const head = text.slice(0, end)
  const found: DocketMention[] = []
  const push = (at: number, value: string, label: string) => {
    // At least four digits, and not a year alone.
    if ((value.match(/\d/g) ?? []).length < 4 || /^(?:19|20)\d{2}$/.test(value)) return
    found.push({ value, display: value, start: at, end: at + value.length, labelled: true, label })
  }
  for (const match of head.matchAll(LONE_LINE)) {
    const number = match[1] ?? match[2] ?? match[3] ?? match[4]!
    push(match.index + match[0].lastIndexOf(number), number, 'heading')
  }
  for (const match of head.matchAll(ACTION_LINE)) {
    push(match.index + match[0].lastIndexOf(match[1]!), match[1]!, 'heading')
  }
  for (const match of head.matchAll(MISSOURI)) {
    push(match.index, match[0], 'heading')
  }
  for (const match of head.matchAll(TYPED)) {
    push(match.index, match[0], 'heading')
  }
  for (const match of head.matchAll(TITLE_LINE)) {
    push(match.index + match[0].indexOf(match[1]!), match[1]!, 'title')
  }
  return found
}

/**
 * A court's code written after its number as a word of its own, which belongs to the number:
 * Vermont's unit and division ("183-7-11 Cacv", "1234-5-19 Wncv"), and a Washington superior
 * court's case-assignment area ("20-2-15678-1 SEA", "21-2-01234-5 KNT") at the end of its
 * column (a word running on is the caption's, not the number's).
 */
function trailingCode(value: string, after: string): { matched: string; docket: string } {
  const unit = /^\d{1,5}-\d{1,2}-\d{2}$/.test(value) ? UNIT_CODE.exec(after) : null
  const area = /^\d{2}-\d-\d{5}-\d$/.test(value) ? AREA_CODE.exec(after) : null
  const code = unit ?? area
  return code ? { matched: code[0], docket: `${value} ${code[1]}` } : { matched: '', docket: value }
}

/**
 * Whether a "Docket No." cites an entry of the record, not the case: in a parenthesis of a brief's
 * or an opinion's prose ("Weaver Decl. (docket no. 125-7)"), a short number with perhaps its
 * exhibit's. A case's docket number stands in the caption, not in such a citation.
 */
function docketEntry(text: string, at: number, value: string): boolean {
  return (
    /^\d{1,4}(?:-\d{1,3})?$/.test(value) &&
    /^docket\b/i.test(text.slice(at, at + 6)) &&
    /\([ \t]*$/.test(text.slice(Math.max(0, at - 3), at))
  )
}

/**
 * The fewest characters a number after `label` may have. A district court numbered its civil
 * actions from one until the 1970s, and its old captions print three figures after the label
 * ("CIVIL ACTION NO. 642", a consolidated pair "Civ. A. Nos. 258, 265"): the label says it is a
 * case's number. After any other label three figures are a paragraph's or an exhibit's.
 */
function civilActionLeast(label: string): number {
  return CIVIL_ACTION.test(label) ? 3 : 4
}

/** "90 Civ.  628(RWS)" → "90 Civ. 628 (RWS)": single spaces, the initials a word apart. */
function civDocket(raw: string): string {
  return raw.replace(/\s+/g, ' ').replace(/\s?\(/, ' (')
}

/** A state number's parts with single spaces between them ("86E  00 18-GI" → "86E 00 18-GI"). */
function spacedDocket(raw: string): string {
  return canonicalDocket(raw.replace(/[ \t]+/g, ' '))
}

function squeezeLabel(label: string): string {
  return label.replace(/\s+/g, ' ')
}

/**
 * Whether a label standing in a caption's right-hand column (after a ")" or "§" on its line) has
 * taken a number from the next line's left-hand column: "HOLLY ROE   ) CIVIL ACTION NO." over
 * "2671 Lake Drive   ) 2:08-cv-30": the left column holds the party's address, and the case's
 * number stands in the right one, after that line's ")" or far indented.
 */
function otherColumn(text: string, at: number, labelLength: number): boolean {
  const between = text.slice(at, at + labelLength)
  const newline = between.lastIndexOf('\n')
  if (newline === -1) return false
  const lineStart = text.lastIndexOf('\n', at - 1) + 1
  if (!/[)§]/.test(text.slice(lineStart, at))) return false
  return !/[)§]|^[ \t]{8,}$/.test(between.slice(newline + 1))
}

/**
 * Whether a bare "File No." heads the lawyer's block of pleading paper (name, bar number, address,
 * telephone) above the court's name: the firm's own reference for the matter, not the court's
 * number, which the caption prints below ("Case No."). "CIVIL ACTION FILE NO." and "Court File
 * No." under the court's heading are the court's.
 */
function firmFile(text: string, at: number, label: string): boolean {
  if (!/^File$/i.test(label.trim())) return false
  const before = text.slice(0, at)
  if (/\bcourt\b/i.test(before) || /\bCivil\s+Action\s*$/i.test(before)) return false
  return /\b(?:Bar\s+No|Telephone|Tel\.|Facsimile|Fax|E-?mail)\b|@/i.test(before)
}
