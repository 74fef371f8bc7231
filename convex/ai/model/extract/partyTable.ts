// A docket sheet's table of parties, each row a party's name beside its first attorney and, on the
// row below, the party's role beside the next line of the attorney's block:
//
//   UNITED STATES OF AMERICA   JANE Q PUBLIC
//   plaintiff                  U S DEPARTMENT OF JUSTICE
//   ROE, RICHARD               JOHN DOE
//   defendant                  DOE & DOE LLP
//
// as state courts' public dockets ("INVOLVED PARTY  ATTORNEY APPEARANCE") and older federal
// docket printouts set them. The name is the row's first cell, printed as the docket prints it
// ("ROE, RICHARD" is one party, surname first); a name's cell wrapped onto the next row ("Trial
// Court of the Commonwealth" / "of Elm") is read whole.
import { mention, SIDE_NAMES_MAX, type PartyMention, type PartyRole } from './partyMention'
import { partyName } from './partyNames'

// A role cell alone in its row's first cell: "plaintiff", "Petitioner", "Defendant - Appellee".
const ROLE_CELL =
  /^(?:(plaintiffs?|petitioners?)|(defendants?|respondents?))(?:\s*[-–_]\s*(?:appellants?|appellees?))?$/i

// The gap between a table's columns: two spaces or more (or a tab).
const CELL_GAP = /[ \t]{2,}|\t/

/** A row's cells, split at the column gaps. */
function cellsOf(line: string): string[] {
  return line
    .trim()
    .split(CELL_GAP)
    .filter((cell) => cell !== '')
}

type Row = { start: number; text: string; cells: string[] }

/** The text's rows with where each starts. */
function rowsOf(text: string): Row[] {
  const rows: Row[] = []
  let start = 0
  for (const line of text.split('\n')) {
    rows.push({ start, text: line, cells: cellsOf(line) })
    start += line.length + 1
  }
  return rows
}

/**
 * The party named above the role row at `at`: the row straight above holds the name and its
 * attorney (two cells), or goes on from it in small letters ("of Elm  General"), its name cell
 * joined to the one above.
 */
function nameAbove(rows: readonly Row[], at: number): { name: string; start: number } | null {
  const above = rows[at - 1]
  if (!above || above.cells.length !== 2) return null
  const top = rows[at - 2]
  if (/^\p{Ll}/u.test(above.cells[0]!) && top && top.cells.length === 2) {
    const name = partyName(`${top.cells[0]} ${above.cells[0]}`)
    return name ? { name, start: top.start + top.text.search(/\S/) } : null
  }
  const name = partyName(above.cells[0]!)
  return name ? { name, start: above.start + above.text.search(/\S/) } : null
}

// Rows enough to call the rows a table: two parties or more.
const TABLE_ROWS_MIN = 2

/**
 * The two sides a docket sheet's party table lists (see above), in its order; none unless both
 * sides are there. A role row holds its role alone in the first cell and at most the attorney's
 * line beside it, and the name row above it exactly the name and the attorney: a paragraph's
 * sentence ("Plaintiffs  brought  this  action", a scan's words spaced wide) has more cells.
 */
export function findPartyTable(text: string): PartyMention[] {
  const rows = rowsOf(text)
  const found: Array<{ role: PartyRole; name: string; start: number; end: number }> = []
  for (const [at, row] of rows.entries()) {
    if (row.cells.length === 0 || row.cells.length > 2) continue
    const role = ROLE_CELL.exec(row.cells[0]!)
    if (!role) continue
    const party = nameAbove(rows, at)
    if (!party) continue
    const end = row.start + row.text.indexOf(row.cells[0]!) + row.cells[0]!.length
    found.push({ role: role[1] ? 'plaintiffs' : 'defendants', ...party, end })
  }
  if (found.length < TABLE_ROWS_MIN) return []
  const side = (role: PartyRole) => found.filter((party) => party.role === role)
  const plaintiffs = side('plaintiffs')
  const defendants = side('defendants')
  if (plaintiffs.length === 0 || defendants.length === 0) return []
  const sideMention = (role: PartyRole, parties: typeof found) => {
    const names = [...new Set(parties.map((party) => party.name))]
    // Quoted from the first name to the role of the last one the answer gives.
    const last = parties[Math.min(parties.length, SIDE_NAMES_MAX) - 1]!
    return mention(role, names, parties[0]!.start, last.end, 'caption')
  }
  return [sideMention('plaintiffs', plaintiffs), sideMention('defendants', defendants)]
}
