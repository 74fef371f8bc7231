// A caption whose "v." is missing: a "Plaintiffs," line and a "Defendants." line, each alone.
import { twoSides } from './captionSides'
import { DEFENDANT_MARK, firstMatch, lineMarks, PLAINTIFF_MARK, VERSUS } from './captionMarks'
import { courtStop } from './captionLines'
import type { findCourts } from './courts'
import { namesBefore } from './namesBefore'
import type { PartyMention } from './partyMention'

const UNVERSED_REACH = 1500

/**
 * A caption whose "v." the text layer lost or the court left out: a "Plaintiffs," line of its
 * own, then names and a "Defendants." line of its own ("LYNN ROE, et al.\nPlaintiffs,\nCase No.
 * 1\nJOHN DOE, et al.\nDefendants."). Both marks alone on their lines say it is a caption, not
 * a sentence; between them a docket or judge line ends the defendants' block upwards.
 */
export function findUnversedCaption(
  head: string,
  courts: ReturnType<typeof findCourts>,
): PartyMention[] {
  const defendantMarks = lineMarks(head, DEFENDANT_MARK)
  for (const plaintiff of lineMarks(head, PLAINTIFF_MARK)) {
    const markEnd = plaintiff.index + plaintiff[0].length
    const defendant = defendantMarks.find((m) => m.index > markEnd)
    if (!defendant || defendant.index - markEnd > UNVERSED_REACH) continue
    if (firstMatch(VERSUS, head, markEnd, defendant.index)) continue
    const stop = courtStop(head, courts, plaintiff.index)
    const above = namesBefore(head, plaintiff.index, stop)
    const below = namesBefore(head, defendant.index, markEnd)
    if (!above || !below) continue
    const sides = twoSides(
      { text: above.names, start: above.start, end: markEnd },
      {
        text: below.names,
        start: below.start,
        end: defendant.index + defendant[0].trimEnd().length,
      },
    )
    if (sides.length > 0) return sides
  }
  return []
}
