// The case's title written in a form's labelled row, not as a caption: the Northern District of
// Illinois's order form prints its header as a table ("CASE NUMBER 08 C 1234  DATE 1/2/2009" /
// "CASE  Roe et al vs. Sheriff of Elm County et al." / "TITLE"), its label "CASE TITLE" broken
// around the title's line by the text layer, or kept whole before it.
import { twoSides } from './captionSides'
import type { PartyMention } from './partyMention'

// "CASE TITLE Roe v. Poe", or "CASE Roe v. Poe" over a line that holds only "TITLE".
const CASE_TITLE_ROW =
  /^([ \t]*CASE[ \t]+(?:TITLE[ \t]+|(?=[^\n]*\n[ \t]*TITLE[ \t]*(?:\n|$))))(\S[^\n]*?)[ \t]+(?:vs?\.|v|vs)[ \t]+(\S[^\n]*?)[ \t]*$/m
const CASE_TITLE_REACH = 2000

/**
 * The two sides named by a form's "CASE TITLE" row ("Roe et al vs. Sheriff of Elm County et
 * al."): the name before the "vs." is the plaintiffs' side, the one after it the defendants'.
 */
export function findCaseTitleRow(head: string): PartyMention[] {
  const row = CASE_TITLE_ROW.exec(head.slice(0, CASE_TITLE_REACH))
  if (!row) return []
  const start = row.index + row[1]!.length
  const afterStart = row.index + row[0].length - row[3]!.length
  return twoSides(
    { text: row[2]!, start, end: start + row[2]!.length },
    { text: row[3]!.replace(/\.$/, ''), start: afterStart, end: row.index + row[0].length },
  )
}

// A Massachusetts appellate case page's title between its "Case Docket" heading and the case's
// number ("SJC-13001", "2031-P-0456", "2031-J-0789"): "JANE ROE & others vs. JOHN POE,
// COMMISSIONER OF CORRECTION & others", in capitals but for "& others", over one or two lines.
const CASE_DOCKET_TITLE =
  /^[ \t]*Case[ \t]+Docket[ \t]*\n((?:[^\n]*\n){1,3}?)[ \t]*(?:SJC-\d{4,5}|\d{4}-[PJ]-\d{3,5})[ \t]*$/m
// The sides' "& others" ("& another", "and others"): the lead is named, the rest are not.
const AND_OTHERS = /[ \t]*(?:&|and)[ \t]+(?:others|another)\b[ \t]*$/i

/**
 * The two sides of a Massachusetts appellate case docket's title: the name before the "vs." is
 * the plaintiffs' (the appellant's or petitioner's) side, the one after it the defendants'.
 */
export function findCaseDocketTitle(head: string): PartyMention[] {
  const found = CASE_DOCKET_TITLE.exec(head.slice(0, CASE_TITLE_REACH))
  if (!found) return []
  const titleStart = found.index + found[0].indexOf(found[1]!)
  const title = found[1]!.replace(/\n$/, '')
  const versus = /[ \t\n]+vs?\.[ \t\n]+/.exec(title)
  if (!versus || /\p{Ll}/u.test(title.replace(/\b(?:and\s+)?(?:others|another)\b|\bvs?\./g, '')))
    return []
  const before = title.slice(0, versus.index).replace(AND_OTHERS, '')
  const afterAt = versus.index + versus[0].length
  const after = title.slice(afterAt).replace(AND_OTHERS, '')
  return twoSides(
    { text: before, start: titleStart, end: titleStart + before.length },
    { text: after, start: titleStart + afterAt, end: titleStart + afterAt + after.length },
  )
}
