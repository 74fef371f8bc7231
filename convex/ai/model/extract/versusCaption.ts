// A caption that names its sides by a "v." line of its own, with no role words: reporters,
// appellate covers and many state courts print theirs this way.
import { leftColumn } from './captionLines'
import { ROLE_ONLY_LINE, namesAfter, namesBefore } from './captionBlocks'
import type { findCourts } from './courts'
import { mention, type PartyMention } from './partyMention'
import { partyNames } from './partyNames'

// "v." (or "vs.", "versus", "-against-") standing alone in a caption's left column.
const VERSUS_LINE =
  /^\s*(?:v\.?|vs\.?|versus|[-–—]\s*vs?\.?\s*[-–—]|[-–—]?\s*against\s*[-–—]?)\s*$/i
const NARROW_VERSUS_LINE = /^\s*(?:v\.?|vs\.?|versus)[ \t]{2}(?=\S)/i
const VERSUS_CAPTION_REACH = 4000

/** The text with every two-space gap inside a line read as a column's edge (same offsets). */
function narrowColumns(text: string): string {
  return text.replace(/(\S) {2}(?=\S)/g, '$1\t ')
}
/**
 * A caption that names its sides with no role at all, the way reporters, appellate covers and
 * many state courts print them: the names above a "v." line of its own are the plaintiffs' side
 * (the first named), the names below it the defendants'. The block below ends at a blank row, a
 * separator, a title, a docket line or a line ending in a full stop. Used last: a role names the
 * sides more surely.
 */
export function findVersusCaption(
  head: string,
  courts: ReturnType<typeof findCourts>,
): PartyMention[] {
  const reach = head.slice(0, VERSUS_CAPTION_REACH)
  let lineStart = 0
  for (const line of reach.split('\n')) {
    const start = lineStart
    lineStart += line.length + 1
    // "VS.  AT HARTFORD": a caption whose columns stand two spaces apart; its other lines are
    // read with the same gap.
    const narrow = NARROW_VERSUS_LINE.test(line)
    if (!VERSUS_LINE.test(leftColumn(line)) && !narrow) continue
    const text = narrow ? narrowColumns(head) : head
    let mark = start
    // Role lines between the names and the "v." ("Applicants") are skipped.
    for (;;) {
      const above = text.lastIndexOf('\n', mark - 2) + 1
      const left = leftColumn(text.slice(above, Math.max(above, mark - 1)))
      if (mark === 0 || !(left.trim() === '' || ROLE_ONLY_LINE.test(left))) break
      if (above === mark) break
      mark = above
    }
    const stop = Math.max(0, ...courts.filter((c) => c.end <= mark).map((c) => c.end))
    const above = namesBefore(text, mark, stop)
    const below = namesAfter(text, start + line.length + 1)
    if (!above || !below) continue
    const plaintiffs = partyNames(above.names)
    const defendants = partyNames(below.names)
    if (plaintiffs.length === 0 || defendants.length === 0) continue
    return [
      mention('plaintiffs', plaintiffs, above.start, above.end, 'caption'),
      mention('defendants', defendants, below.start, below.end, 'caption'),
    ]
  }
  return []
}
