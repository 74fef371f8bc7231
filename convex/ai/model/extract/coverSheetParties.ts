// The parties as a civil cover sheet lists them (the federal JS 44 and the districts' versions):
// "I. (a) PLAINTIFFS" and "DEFENDANTS" head two boxes side by side, each box's names under its
// heading, down to the "(b) County of Residence of First Listed Plaintiff" row. Rendered with its
// layout the two boxes share their rows; as plain text (a cell to a line) the defendants' heading
// and names follow the plaintiffs'. The lead party of a side is the first its box lists.
import { mention, type PartyMention } from './partyMention'
import { partyNames } from './partyNames'

const COVER_SHEET = /\bCIVIL[ \t]+COVER[ \t]+SHEET\b/i
// The boxes' heading: "I. (a) PLAINTIFFS" (the defendants' heading on the same row or later).
const PLAINTIFFS_HEADING = /^[ \t]*(?:I\.?[ \t]*)?(?:\(a\)[ \t]*)?PLAINTIFFS?\b/m
// The row under the names: "(b) County of Residence of First Listed Plaintiff".
// (A district's version without the county rows closes the boxes with the attorneys'.)
const BOX_END = /\(b\)|\bCounty[ \t]+of[ \t]+Residence\b|^[ \t]*(?:\(c\)[ \t]*)?ATTORNEYS\b/im
const DEFENDANTS_HEADING = /\bDEFENDANTS?\b/
// The boxes' printed hints, no name: "(If Known)", "(EXCEPT IN U.S. PLAINTIFF CASES)".
const HINT = /\([^)\n]*\)/g
const REACH = 1500
// How far left of its heading a box's names may start.
const COLUMN_SLACK = 20

/** The two sides a civil cover sheet's first boxes list, or none. */
export function findCoverSheetParties(text: string): PartyMention[] {
  if (!COVER_SHEET.test(text.slice(0, 3000))) return []
  const heading = PLAINTIFFS_HEADING.exec(text)
  if (!heading) return []
  const from = heading.index + heading[0].length
  const box = text.slice(from, from + REACH)
  const close = BOX_END.exec(box)
  if (!close) return []
  const region = box.slice(0, close.index)
  const headingRest = region.slice(
    0,
    region.indexOf('\n') === -1 ? region.length : region.indexOf('\n'),
  )
  const defendantsAt = DEFENDANTS_HEADING.exec(region)
  if (!defendantsAt) return []
  // The layout's two boxes side by side: the defendants' heading far along the plaintiffs' row.
  const sideBySide =
    defendantsAt.index < headingRest.length && /\s{3,}DEFENDANTS?\b/.test(headingRest)
  const sides = sideBySide
    ? columns(
        region.slice(headingRest.length),
        from + defendantsAt.index - (text.lastIndexOf('\n', heading.index) + 1),
      )
    : {
        left: region.slice(0, defendantsAt.index),
        right: region.slice(defendantsAt.index + defendantsAt[0].length),
      }
  const plaintiffs = partyNames(tidy(sides.left))
  const defendants = partyNames(tidy(sides.right))
  if (plaintiffs.length === 0 || defendants.length === 0) return []
  const start = heading.index
  const end = from + close.index
  return [
    mention('plaintiffs', plaintiffs, start, end, 'caption'),
    mention('defendants', defendants, start, end, 'caption'),
  ]
}

/** A box's text without its printed hints, its rows joined. */
function tidy(box: string): string {
  return box
    .replace(HINT, ' ')
    .split('\n')
    .map((row) => row.trim())
    .filter((row) => row !== '')
    .join('\n')
}

/**
 * The rows under a side-by-side heading, each cut where the defendants' box starts: at the gap
 * that ends near the defendants' heading's column `at` (a row starting there is theirs alone).
 */
function columns(rows: string, at: number): { left: string; right: string } {
  const left: string[] = []
  const right: string[] = []
  for (const row of rows.split('\n')) {
    const gap = [...row.matchAll(/(?<=\S)[ \t]{3,}(?=\S)/g)].find(
      (g) => g.index + g[0].length >= at - COLUMN_SLACK,
    )
    if (gap) {
      const cut = gap.index + gap[0].length
      left.push(row.slice(0, cut))
      right.push(row.slice(cut))
    } else if (row.search(/\S/) >= at - COLUMN_SLACK) right.push(row)
    else left.push(row)
  }
  return { left: left.join('\n'), right: right.join('\n') }
}
