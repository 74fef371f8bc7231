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
