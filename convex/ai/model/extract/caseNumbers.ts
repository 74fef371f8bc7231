// Case and docket numbers: federal ("1:23-cv-04567-JMF", "2:22-cv-01234", "23-cv-1234 (JMF)"),
// appellate ("No. 22-1234"), Illinois ("No. 2023 L 009114"), and whatever a court numbers its cases with once a label says it is
// one ("Index No. 651234/2023", "Civil Action No. 23-1234", "Cause No. DC-23-01234",
// "C.A. No. 2023-0456-KSJM", "Case No. BC712345"). Docket entries ("ECF No. 45", "Dkt. No. 12")
// are not case numbers.
import type { Mention } from './types'

/** How a mention was introduced: by a label ("Case No."), or recognised by its shape alone. */
export type DocketMention = Mention<string> & { labelled: boolean; label: string }

// The federal shape: office, year, case type, sequence, optional judges' initials.
// Dashes as PDFs and CM/ECF print them: hyphen, non-breaking hyphen, en dash, minus sign.
const DASH = '[-\\u2010\\u2011\\u2013\\u2212]'
// The judge's suffix is initials ("-JMF") or, in some districts (N.D. Tex.), one letter ("-P").
const FEDERAL = `(?:\\d{1,2}:)?\\d{2}${DASH}[a-zA-Z]{2,4}${DASH}\\d{2,6}(?:${DASH}[A-Za-z]{1,4}(?:${DASH}[A-Za-z]{1,4})*)?`
const INITIALS = '(?:\\s?\\(([A-Z]{2,4}(?:\\)\\s?\\([A-Z]{2,4}|[/ ][A-Z]{2,4})?)\\))?'
// "No." as scans read it too ("N0."); the number may stand on the next line of a ")" or "§"
// column ("Civil Action No." / ") CV-2005-1234"). "Case ID:" is a state e-filing system's label.
const LABEL =
  '(Supreme\\s+Court|Court\\s+of\\s+Appeals?|Appellate\\s+Case|Record|Case|Civil\\s+Action|Civ\\.\\s+Action|Civ\\.\\s?A\\.|Civil|C\\.\\s?A\\.|Index|Docket|Cause|Adv(?:ersary)?\\.?\\s+(?:Pro(?:c|ceeding)?\\.?)|Appeal|Bankr\\.|Bankruptcy\\s+Case|Misc\\.|Criminal|Cr\\.|Arbitration)\\s+(?:Number|N[o0]\\.?|#)\\s*:?\\s*(?:[)§][ \\t]*)?|(Case\\s+ID)\\s*:\\s*'
// After a label, any identifier with a digit: letters, digits and - / : . inside, and a part or
// chamber attached in parentheses ("20-0435-I(III)").
const GENERIC = '[A-Z0-9][A-Za-z0-9]*(?:[-/:.][A-Za-z0-9]+)*(?:\\([A-Z0-9]{1,4}\\))?'
// State courts number cases in space-separated parts: a prefix of capitals ("BR 14-96",
// "DV 25-282"), a case-type code between numbers ("70 MM 2020", "X07 CV 89-4026240-S",
// "2 CA-CIV 4981"). The parts join only when a part with a digit ends them, so words after a
// number ("No. 86E 00 18-GI OF THE TRIAL COURT") stay out, and so do a scan's spaced digits
// ("2 0 2 4CP…": a part after the first has two characters or more).
const PART_WORD = '(?!(?:AND|OR|TO|OF|THE|IN|ON|AT|BY|FOR)\\b)[A-Z]{1,4}(?:-[A-Z]{1,4})?'
const spaced = (head: string) =>
  `(?:[A-Z]{1,3}[ \\t])?${head}(?:[ \\t]{1,2}(?:${PART_WORD}[ \\t]{1,2}){0,2}\\d[A-Za-z0-9]+(?:[-/][A-Za-z0-9]+)*(?:\\([A-Z0-9]{1,4}\\))?)*`
const SPACED = spaced(GENERIC)

const SPACED_EXACT = new RegExp(`^${SPACED}`)
const LABELLED = new RegExp(`\\b(?:${LABEL})(${FEDERAL}${INITIALS}|${SPACED})`, 'gi')
// A state or appellate court's own numbering after a bare "No.": "No. 40,402-CW", "No. S-15230",
// "No. SC91150", "NO. 2000-IA-01477-SCT", "No: 00-3653", "SJC-12935" needs its label.
const STATE_NUMBER =
  '[A-Z0-9][A-Za-z0-9]*(?:(?:[-/:.]|,(?=\\d{3}\\b))[A-Za-z0-9]+)*(?:\\([A-Z0-9]{1,4}\\))?'
const BARE_NO = new RegExp(
  `(?<![A-Za-z.][ \\t]?)\\b(?:Nos?\\.|NOS?\\.|No:|NO:)\\s*(${FEDERAL}${INITIALS}|\\d{2}-\\d{3,5}(?:-[a-z]{2})?|\\d{4,}\\/\\d{4}|(?:19|20)\\d{2}[ ]?[A-Z]{1,3}[ ]?\\d{4,6}|${spaced(STATE_NUMBER)})(?![\\w-])`,
  'g',
)
// A Vermont docket's unit-and-division word: two letters of the unit, two of the division.
const UNIT_CODE = /^[ \t]+([A-Z][a-z](?:cv|cr|dm|jv|pr|ec|sc|fa|vl))\b/
const SHAPE = new RegExp(`(?<![\\w:-])(${FEDERAL})${INITIALS}(?![\\w-])`, 'g')

/** The docket number in a canonical form: "1:23-cv-04567 (JMF)" → "1:23-cv-04567-JMF". */
export function canonicalDocket(number: string, initials?: string): string {
  let value = number.replace(/[.,;:]+$/, '').replace(/[\u2010\u2011\u2013\u2212]/g, '-')
  const federal = new RegExp(`^${FEDERAL}$`).test(value)
  if (federal)
    value = value.replace(/-([a-zA-Z]{2,4})-/, (_all, type: string) => `-${type.toLowerCase()}-`)
  if (initials) value += `-${initials.replace(/\)\s?\(|[/ ]/g, '-')}`
  return value
}

/** A docket number reduced for comparison: upper case, no spaces, "(JMF)" as "-JMF". */
export function normalizeDocket(number: string): string {
  const bare = number.replace(/^\s*(?:[\w.]+\s+)*No\.?\s*:?\s*/i, '')
  const match = new RegExp(`^(${FEDERAL})${INITIALS}$`).exec(bare.trim())
  const value = match ? canonicalDocket(match[1]!, match[2]) : bare
  return value.replace(/\s+/g, '').toUpperCase()
}

/** Every case number in `text`, first to last. */
export function findCaseNumbers(text: string): DocketMention[] {
  const found: DocketMention[] = []
  const add = (at: number, matched: string, value: string, label: string) => {
    // A statute's section ("9.40.060") or a date ("06-May-2025") numbers no case.
    if (/^\d+(?:\.\d+)+$/.test(value) || /^\d{1,2}-[A-Za-z]{3}-\d{4}$/.test(value)) return
    const end = at + matched.replace(/[.,;:]+$/, '').length
    if (!/\d/.test(value) || value.length < 4) return
    // A year alone ("Case No. 2007" before a scan's noise) is no case's number.
    if (/^(?:19|20)\d{2}$/.test(value)) return
    if (found.some((other) => at < other.end && end > other.start)) return
    found.push({ value, display: value, start: at, end, labelled: label !== '', label })
  }
  for (const match of text.matchAll(LABELLED)) {
    const federal = new RegExp(`^(${FEDERAL})${INITIALS}`).exec(match[3]!)
    // The label reads in any case; a number's spaced parts only as written ("BR 14-96", not "was 2020").
    const raw = federal ? match[3]! : (SPACED_EXACT.exec(match[3]!)?.[0] ?? match[3]!)
    const value = federal ? canonicalDocket(federal[1]!, federal[2]) : spacedDocket(raw)
    // A generic identifier after a label must look like a number, not a word ("Case No. One").
    if (!federal && !/\d{2}/.test(value)) continue
    let matched = match[0].slice(0, match[0].length - match[3]!.length + raw.length)
    // Vermont numbers a case by sequence, month and year, then its unit and division in one
    // word ("183-7-11 Cacv", "1234-5-19 Wncv"): the word is part of the number.
    const unit = /^\d{1,5}-\d{1,2}-\d{2}$/.test(value)
      ? UNIT_CODE.exec(text.slice(match.index + matched.length))
      : null
    if (unit) matched += unit[0]
    const docket = unit ? `${value} ${unit[1]}` : value
    add(match.index, matched, docket, squeezeLabel(match[1] ?? match[2]!))
  }
  for (const match of text.matchAll(BARE_NO)) {
    const federal = new RegExp(`^(${FEDERAL})${INITIALS}`).exec(match[1]!)
    const value = federal ? canonicalDocket(federal[1]!, federal[2]) : spacedDocket(match[1]!)
    // A bare number is a case's only with two digits and more than a paragraph's ("No. 12").
    if (!federal && (!/\d{2}/.test(value) || /^\d{1,3}$/.test(value))) continue
    add(match.index, match[0], value, 'No.')
  }
  for (const match of text.matchAll(SHAPE)) {
    add(match.index, match[0], canonicalDocket(match[1]!, match[2]), '')
  }
  return found.sort((a, b) => a.start - b.start)
}

/** A state number's parts with single spaces between them ("86E  00 18-GI" → "86E 00 18-GI"). */
function spacedDocket(raw: string): string {
  return canonicalDocket(raw.replace(/[ \t]+/g, ' '))
}

function squeezeLabel(label: string): string {
  return label.replace(/\s+/g, ' ')
}
