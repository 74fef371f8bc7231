// Where a document cites other cases. A docket number, date or court inside "See Smith v. Jones,
// No. 19-cv-1234, 2020 WL 1234567, at *3 (S.D.N.Y. Jan. 5, 2020)" belongs to the cited case, not to
// this one, so the recognisers' candidates inside these ranges are set aside.
import { copyMentions, readOnce } from './readOnce'

/** A cited authority: `[start, end)` in the page's text. */
export type TextRange = { start: number; end: number }

// The closing parenthetical of a case citation: "(S.D.N.Y. 2020)", "(2d Cir. Jan. 5, 2021)", "(2019)".
const YEAR_PARENTHETICAL = /\((?:[^()\n]|\n(?!\s*\n)){0,80}?\b(?:1[89]|20)\d{2}\)/g
// What a citation carries before that parenthetical: a reporter, a database cite or a case name.
const REPORTER =
  /\b\d{1,4}\s+(?:U\.\s?S\.|S\.\s?Ct\.|L\.\s?Ed\.(?:\s?2d)?|F\.(?:\s?(?:2d|3d|4th|Supp\.(?:\s?[23]d)?|App['’]x))?|(?!(?:Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sept?|Oct|Nov|Dec)\.)(?:[A-Z][A-Za-z]{0,6}\.\s?){1,4}(?:[23]d|4th)?)\s*\d{1,5}\b|\b\d{4}\s+(?:WL|U\.S\.\s+Dist\.\s+LEXIS|U\.S\.\s+App\.\s+LEXIS)\s+\d+/
// A court record's own date in parentheses, no citation's year: a Notice of Electronic Filing's
// "(Filed on 3/1/2019)", a docket entry's "(Entered: 03/01/2019)", "(Modified on 3/4/2019)",
// "(Signed by Judge Ann Roe on 3/1/2019)". A citation's parenthetical spells its month ("(filed
// Mar. 3, 2020)"); a clerk's system prints figures.
const RECORD_PARENTHETICAL =
  /^\(\s*(?:(?:Date|Document|Docket)\s+)?(?:Filed|Entered|Docketed|Received|Modified|Amended|Terminated|Signed|Dated|Issued|Lodged)(?:\s*:|\s+on\b|\s+by\s[^()\n]{1,60}?\son\b)?\s*\d{1,2}\/\d{1,2}\/\d{2,4}\s*\)$/i
const CASE_NAME = /\b(?:v\.|vs\.|In\s+re|Ex\s+parte|Matter\s+of)\s/
const SIGNALS =
  /(?:^|[\s(])(?:[Ss]ee(?:,?\s+e\.g\.,)?(?:\s+also)?|[Cc]f\.|[Aa]ccord|[Cc]iting|[Qq]uoting|[Cc]ompare|[Bb]ut\s+see)\s$/

/** The case citations of a text, as ranges from the case name to the closing parenthetical. */
export function citationRanges(text: string): TextRange[] {
  return citationsKept(text)
}

const citationsKept = readOnce(readCitationRanges, copyMentions)

function readCitationRanges(text: string): TextRange[] {
  const ranges: TextRange[] = []
  for (const match of text.matchAll(YEAR_PARENTHETICAL)) {
    const open = match.index
    const end = open + match[0].length
    if (RECORD_PARENTHETICAL.test(match[0])) continue
    const lookStart = Math.max(ranges[ranges.length - 1]?.end ?? 0, open - 260)
    const before = text.slice(lookStart, open)
    const caseName = lastMatch(before, CASE_NAME)
    const reporter = lastMatch(before, REPORTER)
    if (caseName === -1 && reporter === -1) continue
    // A caption ("SMITH v. ACME CORP.") followed much later by a year is no citation: the name,
    // the reporter and the parenthetical must run together without a sentence break.
    const anchor = caseName !== -1 ? caseName : reporter
    const between = before.slice(anchor)
    if (/[.!?]["”]?\s+\p{Lu}\p{Ll}/u.test(between.replace(ABBREVIATED, '')) && reporter === -1) {
      continue
    }
    const start = lookStart + nameStart(before, anchor)
    ranges.push({ start, end })
  }
  return ranges
}

// Periods that do not end a sentence inside a citation.
const ABBREVIATED =
  /\b(?:v|vs|No|Nos|Inc|Corp|Co|Ltd|Cir|Supp|Civ|Dist|App|Ct|Fed|Cal|Del|Mass|Tex|Ill|Pa|Fla|St|Ass['’]n|Bros|Int['’]l|Nat['’]l|Sec|Litig|Prods|Servs|Indus|Grp|Mfg|Mkts|Am|Fin|Ins|Sys|Tech|Co|U|S|N|Y|D|E|W|C|F|L|J)\./g

/** Index of the last match of `pattern` in `text`, or -1. */
function lastMatch(text: string, pattern: RegExp): number {
  const global = new RegExp(pattern.source, 'g')
  let last = -1
  for (const match of text.matchAll(global)) last = match.index
  return last
}

/** Walks back from a " v. " to the first word of the case name (and a signal such as "See"). */
function nameStart(before: string, anchor: number): number {
  const words = before.slice(0, anchor)
  // Capitalised words, connectors and corporate abbreviations make up a case name.
  const name =
    /(?:(?:\p{Lu}[\p{L}\p{N}.&'’-]*|of|the|and|for|de|ex|rel\.|&)[,]?\s+)*(?:\p{Lu}[\p{L}\p{N}.&'’-]*,?\s*)?$/u.exec(
      words,
    )
  let start = name ? name.index : anchor
  const signal = SIGNALS.exec(before.slice(0, start))
  if (signal) start = signal.index + (/^[\s(]/.test(signal[0]) ? 1 : 0)
  return start
}

/** Whether `[start, end)` lies inside any of `ranges`. */
export function insideAny(ranges: readonly TextRange[], start: number, end: number): boolean {
  return ranges.some((range) => start >= range.start && end <= range.end)
}
