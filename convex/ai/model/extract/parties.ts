// The parties of a case, from where filings state them: the caption ("JOHN SMITH, individually
// and on behalf of all others similarly situated, Plaintiff, v. ACME CORP., et al., Defendants."),
// in a block or on one line, with or without the ")" column of older captions; defined terms
// ("Jane Roe (“Plaintiff”)"); and a letter's "Re: Smith v. Acme Corp." line.
import { findBodyParties } from './bodyParties'
import { findCaseTitleRow } from './caseTitleRow'
import { PLAINTIFF_MARK } from './captionMarks'
import { findCourts } from './courts'
import { findInReCaption } from './inReCaption'
import { interleavedCaption } from './interleavedCaption'
import { markedCaption, withConsolidated } from './markedCaption'
import { withoutTurnedMargin } from './marginText'
import { findDefinedParties, findTitleParties } from './definedParties'
import { findDocketParties, isDocketReport } from './docketParties'
import { findLabelledSpouses, findSpouseCaption } from './familyCaption'
import { mention, type PartyMention, type PartyRole } from './partyMention'
import { findRoleCaption } from './roleCaption'
import { findUnversedCaption } from './unversedCaption'
import { findLabelledCaption, findTitleLineCaption, findVersusCaption } from './versusCaption'

export type { PartyMention, PartyRole }
export { findDefinedParties, findDocketParties, findTitleParties, isDocketReport }

/** The caption's two sides, when the text has a caption with both. */
export function findCaptionParties(text: string, limit = 6000): PartyMention[] {
  // (The court's name turned up the margin, read into the lines' starts, is blanked.)
  const head = withoutTurnedMargin(text.slice(0, limit))
  if (isDocketReport(head)) {
    const docket = findDocketParties(text)
    if (docket.length > 0) return docket
  }
  const interleaved = interleavedSides(head)
  if (interleaved.length > 0) return interleaved
  // A side labelled above its names ("Plaintiff:") is read before the marks, which would look
  // for the names above the label.
  const labelled = findLabelledCaption(head)
  if (labelled.length > 0) return labelled
  const spouses = findLabelledSpouses(head)
  if (spouses.length > 0) return spouses
  const titleRow = findCaseTitleRow(head)
  if (titleRow.length > 0) return titleRow
  const courts = findCourts(head)
  let oneSide: PartyMention[] | undefined
  for (const plaintiff of head.matchAll(PLAINTIFF_MARK)) {
    const sides = markedCaption(head, courts, plaintiff)
    if (sides.length === 2) return withConsolidated(head, courts, sides)
    oneSide ??= sides.length === 1 ? sides : undefined
  }
  const family = findSpouseCaption(head)
  if (family.length > 0) return family
  const byRole = findRoleCaption(head, courts)
  if (byRole.length > 0) return byRole
  const byVersus = findVersusCaption(head, courts)
  if (byVersus.length > 0) return byVersus
  const unversed = findUnversedCaption(head, courts)
  if (unversed.length > 0) return unversed
  // Then one side of a marked caption whose other side is unreadable (a title or a stamp
  // printed over it): the marks say which side it is, and a blank beats a guess for the other.
  if (oneSide) return oneSide
  const title = findTitleLineCaption(head)
  return title.length > 0 ? title : findInReCaption(head)
}

/**
 * The sides of a reporter page whose caption and opinion alternate line by line
 * (interleavedCaption.ts): its caption's lines read alone, the places mapped back to the page.
 */
function interleavedSides(head: string): PartyMention[] {
  const caption = interleavedCaption(head)
  if (!caption) return []
  const sides = findCaptionParties(caption.text)
  if (sides.length !== 2) return []
  return sides.map((side) => ({
    ...side,
    start: caption.original(side.start),
    end: caption.original(side.end),
  }))
}
/**
 * Every statement of the parties in `text`: caption first, then defined terms, then a Re: line,
 * then a complaint's opening sentence.
 */
export function findParties(text: string): PartyMention[] {
  return [
    ...findCaptionParties(text),
    ...findDefinedParties(text),
    ...findTitleParties(text),
    ...findBodyParties(text).map((p) => mention(p.role, p.names, p.start, p.end, 'body')),
  ]
}
