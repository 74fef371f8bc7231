// A court record's case title on a row of its own in its heading, under no label of its own: a
// court of appeals' general docket sets it under its "Court of Appeals Docket #:" and "Nature of
// Suit:" rows and over its "Appeal From:" row ("Roe, et al v. State of Elm, et al"), a state
// court's clerk's docket or public case page by its number ("Jan Q Roe et al vs. Acme Corp et al" /
// "Elm County Case Number 2001CV000123"). Read where the record's party list names no sides (a
// printout cut before its defendants' blocks, blocks whose columns the text layer ran together).
import { mention, type PartyMention } from './partyMention'

// The title's row: each side a run of words from a capital, no label's colon and no cell's gap
// inside it, parted by "v." ("vs.", "VS", "-v-"; a capital "V", with its stop or without, is an
// initial as often as a versus), the row ending there or at its next cell (a run of spaces, a
// tab, or a label run on after a single space, "… v. Quillfeather Termed: 02/02/2021").
const TITLE_ROW =
  /^[ \t]*(\p{Lu}(?:(?![ ]{2})[^\n\t:])*?)[ ]+(?:v\.?|vs\.?|VS\.?|-v-)[ ]+(\p{Lu}(?:(?![ ]{2})[^\n\t:])*?)(?=[ ]*$|[ ]{2}|\t|[ ](?:Termed|Docketed|Filed|Date[ ]Filed)[ ]?:)/gmu

// The labels of a court record's heading, one of which stands on the title's row or within two
// rows of it: the docket's number and dates, the suit's nature, the court appealed from, the
// case's number under the court's name.
const RECORD_LABEL =
  /Docket[ \t]*#|\bDocketed[ \t]*:|\bNature[ \t]+of[ \t]+Suit[ \t]*:|\bNsuit[ \t]*:|\bAppeal[ \t]+[Ff]rom[ \t]*:|\bCase[ \t]+Number\b|\bTrial[ \t]+Court[ \t]+Case\b|\bFiling[ \t]+Date\b|\bDate[ \t]+Filed[ \t]*:|\bTermed[ \t]*:|\bClerk['’]s[ \t]+Docket\b/

// The heading ends where the record's entries start: a row that opens with a date (past the
// first row, a browser's print date and the page's title: "3/9/2020 17-2669 Docket").
const ENTRY_ROW = /\n[ \t]*\d{1,2}[/-]\d{1,2}[/-]\d{2,4}[ \t]+\S/
const HEAD = 2000
const NEAR_ROWS = 2

/**
 * The two sides of a record's title row (see above), each tidied by `sideOf` (its lead's name, "et
 * al" cut); none unless a record's label stands near the row and both sides are read.
 */
export function findDocketTitleRow(
  text: string,
  sideOf: (side: string) => string | null,
): PartyMention[] {
  let head = text.slice(0, HEAD)
  const entries = ENTRY_ROW.exec(head)
  if (entries) head = head.slice(0, entries.index)
  const lines = head.split('\n')
  for (const row of head.matchAll(TITLE_ROW)) {
    const at = head.slice(0, row.index).split('\n').length - 1
    const near = lines.slice(Math.max(0, at - NEAR_ROWS), at + NEAR_ROWS + 1).join('\n')
    if (!RECORD_LABEL.test(near)) continue
    const plaintiff = sideOf(row[1]!)
    const defendant = sideOf(row[2]!)
    if (!plaintiff || !defendant) continue
    const start = row.index + row[0].indexOf(row[1]!)
    const end = row.index + row[0].trimEnd().length
    return [
      mention('plaintiffs', [plaintiff], start, end, 'caption'),
      mention('defendants', [defendant], start, end, 'caption'),
    ]
  }
  return []
}
