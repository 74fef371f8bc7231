// A caption's role marks ("Plaintiffs,", "Defendants-Appellees.") and its "v.", and the tests that
// tell a caption's mark from a counsel line's or a sentence's role word: shared by the caption
// readers (markedCaption.ts, unversedCaption.ts, roleCaption.ts).
import { ROLE_ONLY_LINE } from './captionBlocks'
import { leftColumn } from './captionLines'

// A side's marks, with a second role after a hyphen or a slash ("Plaintiff-Appellant",
// "Respondents/Defendants", as a writ petition joined to a complaint names its sides), or the
// federal forms' "Plaintiff(s)" under the rule the names are written on.
export const PLAINTIFF_MARK =
  /(?<=[,\s]|^)(?:Lead\s+|Named\s+|Individual\s+|Co-)?(?:Plaintiffs?|Petitioners?|Claimants?|Relators?|Movants?)(?:\(s\))?(?:\s*[-–/]\s*(?:Appellants?|Appellees?|Counter-?\s?Defendants?|Respondents?|Petitioners?|Applicants?|Plaintiffs?))?\s*[,.;:]?(?=\s|$|\))/gim
export const DEFENDANT_MARK =
  /(?<=[,\s]|^)(?:Nominal\s+)?(?:Defendants?|Respondents?)(?:\(s\))?(?:\s*[-–/]\s*(?:Appellants?|Appellees?|Counter-?\s?(?:Plaintiffs?|Claimants?)|Petitioners?|Respondents?|Applicants?|Defendants?))?\s*[,.;:]?(?=\s|$|\))/gim
// (A scan may read a "v." alone in the left column as "V,": "V,  )  No. 2:10-cv-1".)
export const VERSUS =
  /(?:^|[\s,)])(?:v\.|vs\.?|V\.|VS\.?|versus|VERSUS|(?<=\n[ \t]*)[vV](?=[ \t]*\n)|(?<=\n[ \t]*)[vV],(?=[ \t]*(?:\n|\)))|[-–—]\s*[vV](?:[sS]\.?|\.)?\s*[-–—]|[-–—]?\s*against\s*[-–—]?|[-–—]?\s*AGAINST\s*[-–—]?)(?=\s|$)/g

/**
 * Whether a role word is a counsel line's or a sentence's, not a caption's mark: "Attorneys for
 * Plaintiffs", "on behalf of Defendant", "against the Respondents".
 */
export function namedBySomeoneElse(text: string, at: number): boolean {
  const lineStart = text.lastIndexOf('\n', at - 1) + 1
  // The second half of a role broken over the line ("Counsel for Plaintiff-\nRespondent"): the
  // role began on the line above, and is that line's.
  if (
    text.slice(lineStart, at).trim() === '' &&
    /\p{L}[-–]\s*$/u.test(text.slice(Math.max(0, lineStart - 40), lineStart))
  ) {
    return true
  }
  return /\b(?:for|of|by|against|the|to)\s*$/i.test(text.slice(Math.max(lineStart, at - 40), at))
}

/**
 * Whether a role word is a sentence's subject, not a caption's mark: a caption closes its mark
 * with a comma or a stop, or leaves it at the end of its line or column ("Plaintiff,",
 * "Defendants.", "Plaintiffs    )"), while "Plaintiffs Jane Roe and John Poe have brought" or
 * "Defendants  have violated" goes on with a word on the same line.
 */
export function markInSentence(text: string, mark: RegExpExecArray): boolean {
  if (/[,.;:]\s*$/.test(mark[0])) return false
  const end = mark.index + mark[0].length
  if (besideOtherColumn(text, mark.index, end)) return false
  const newline = text.indexOf('\n', end)
  const rest = leftColumn(text.slice(end, newline === -1 ? text.length : newline))
  // "Plaintiff v. Defendant", "Plaintiff and Counter-Defendant", "Plaintiff-Appellant" go on with
  // a caption's own words; "Plaintiffs Civil Action" with the right-hand column's docket label, a
  // scan's text layer keeping one space of the gap between the columns.
  return (
    /^\s*\p{L}/u.test(rest) &&
    !/^\s*(?:v\.|vs\.?|versus|and\s|against\b)/i.test(rest) &&
    !COLUMN_LABEL.test(rest)
  )
}

// The right-hand column's docket label beside a role: "Civil Action", "Case No. 4", "No. 12".
const COLUMN_LABEL =
  /^\s*(?:Civil\s+Action|CIVIL\s+ACTION|(?:Case|CASE|Docket|DOCKET|Index|INDEX)\s+(?:No|NO)\b|(?:No|NO)\.\s*\d)/

/**
 * Whether a mark closes a caption's line with the other column's text beside it: a name and its
 * comma before the mark, a gap after it ("Jane ROE, Plaintiff  The question here is whether"),
 * as a reporter page printed in two columns comes out of its text layer.
 */
function besideOtherColumn(text: string, start: number, end: number): boolean {
  const lineStart = text.lastIndexOf('\n', start - 1) + 1
  return (
    /\p{Lu}[^,\n]*,[ \t]*$/u.test(text.slice(lineStart, start)) &&
    /^[ \t]{2,}\S/.test(text.slice(end - 1).replace(/^\S/, ''))
  )
}

/** The marks of one side's role standing alone on their lines of the caption's left column. */
export function lineMarks(head: string, pattern: RegExp) {
  return [...head.matchAll(pattern)].filter((m) => {
    if (namedBySomeoneElse(head, m.index)) return false
    const start = head.lastIndexOf('\n', m.index - 1) + 1
    const newline = head.indexOf('\n', m.index)
    return ROLE_ONLY_LINE.test(
      leftColumn(head.slice(start, newline === -1 ? head.length : newline)),
    )
  })
}
/** The first match of `pattern` in `text` starting at or after `from` and before `to`. */
export function firstMatch(pattern: RegExp, text: string, from: number, to: number) {
  const re = new RegExp(pattern.source, pattern.flags)
  re.lastIndex = from
  const match = re.exec(text)
  return match && match.index < to ? match : null
}
