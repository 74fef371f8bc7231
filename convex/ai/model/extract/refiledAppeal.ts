// A court of appeals' opinion, order or judgment refiled on the district court's docket (a
// mandate, an opinion the district court files for its record): the district's CM/ECF stamp
// ("Case 2:15-cv-00185-ROS Document 418 Filed 04/26/19 Page 1 of 49") runs over a paper whose
// heading is the court of appeals'. The stamp's number is the case below and its date the
// refiling's; the paper's own number and date are the appeal's. Pure.
import type { PageText } from './types'

// A federal court of appeals' heading on a line of its own: "UNITED STATES COURT OF APPEALS",
// "In the / United States Court of Appeals", "FOR THE NINTH CIRCUIT", "FOR THE DISTRICT OF
// COLUMBIA CIRCUIT" (its words as a scan spaces them).
const APPELLATE_HEADING =
  /^[ \t]*(?:(?:IN[ \t]+THE[ \t]+)?(?:UNITED[ \t]+STATES[ \t]+)?COURT[ \t]+OF[ \t]+APPEALS\b|FOR[ \t]+THE[ \t]+(?:FIRST|SECOND|THIRD|FOURTH|FIFTH|SIXTH|SEVENTH|EIGHTH|NINTH|TENTH|ELEVENTH|FEDERAL|D\.[ \t]?C\.|DISTRICT[ \t]+OF[ \t]+COLUMBIA)[ \t]+CIRCUIT[ \t]*$)/im

// A district court's CM/ECF stamp: "Case 2:15-cv-00185-ROS Document 418", "Case: 1:18-cv-01234
// Document #: 77" (an office, a year, a case type: a court of appeals' stamp has none of these).
const DISTRICT_STAMP = /^[ \t]*Case:?[ \t]*\d{1,2}:\d{2}-[a-z]{2,4}-\d+\S*[ \t]+Doc(?:ument)?\b/

/** Whether a line is a district court's CM/ECF stamp. */
export function isDistrictStamp(line: string): boolean {
  return DISTRICT_STAMP.test(line)
}

/**
 * Whether the paper is a court of appeals' refiled below: its first page opens with a district
 * court's CM/ECF stamp and its heading, within the page's first 600 characters, is a court of
 * appeals'.
 */
export function refiledAppeal(pages: readonly PageText[]): boolean {
  const first = pages[0]
  if (!first || first.page !== 1) return false
  const head = first.text.slice(0, 600)
  const firstLine = head.split('\n').find((line) => line.trim() !== '') ?? ''
  return isDistrictStamp(firstLine) && APPELLATE_HEADING.test(head)
}
