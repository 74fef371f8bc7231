// Family-law captions, which join their two sides with "and" where other captions print "v.":
//
//   Florida (and others):            California's Judicial Council forms and pleadings:
//     MARISOL ROE,                     In re the Marriage of:
//          Petitioner/Wife,            Petitioner: MARISOL ROE
//     and                              and
//     GRANT ROE,                       Respondent: GRANT ROE
//          Respondent/Husband.
//
// The side that petitions is the plaintiffs' side, the respondent the defendants'. Both roles and
// the lone "and" (or, on the forms, the two labels a few lines apart) say it is a caption.
import { leftColumn } from './captionLines'
import { namesBefore } from './namesBefore'
import { twoSides } from './captionSides'
import type { PartyMention } from './partyMention'

// "Petitioner/Wife,", "Respondent/Husband.", "Petitioner-Mother": a family case's role alone on its
// line, with the spouse's or parent's part after a slash or a hyphen.
const FAMILY_ROLE = String.raw`(?:\/|-|–)\s*(?:Wife|Husband|Mother|Father|Former\s+Wife|Former\s+Husband)`
const PETITIONER_LINE = new RegExp(
  String.raw`^[ \t]*Petitioner\s*${FAMILY_ROLE}\s*[,.;:]?[ \t]*$`,
  'gim',
)
const RESPONDENT_LINE = new RegExp(
  String.raw`^[ \t]*Respondent\s*${FAMILY_ROLE}\s*[,.;:]?[ \t]*$`,
  'im',
)
const AND_LINE = /^[ \t]*and[ \t]*$/im
const FAMILY_REACH = 600

/**
 * The two sides of a caption whose roles name the spouses or parents ("Petitioner/Wife," …
 * "and" … "Respondent/Husband."): the names above each role, the lone "and" between the sides.
 */
export function findSpouseCaption(head: string): PartyMention[] {
  for (const petitioner of head.matchAll(PETITIONER_LINE)) {
    const markEnd = petitioner.index + petitioner[0].length
    const rest = head.slice(markEnd, markEnd + FAMILY_REACH)
    const respondent = RESPONDENT_LINE.exec(rest)
    const and = AND_LINE.exec(rest)
    if (!respondent || !and || and.index > respondent.index) continue
    const respondentAt = markEnd + respondent.index + respondent[0].search(/\S/)
    const above = namesBefore(head, petitioner.index + petitioner[0].search(/\S/), 0)
    const below = namesBefore(head, respondentAt, markEnd + and.index + and[0].length, true)
    if (!above || !below) continue
    const sides = twoSides(
      { text: above.names, start: above.start, end: markEnd },
      { text: below.names, start: below.start, end: markEnd + respondent.index },
    )
    if (sides.length > 0) return sides
  }
  return []
}

// "Petitioner: MARISOL ROE", "PETITIONER/PLAINTIFF: ROE", "RESPONDENT:  GRANT ROE": a form's label
// with the name beside it.
const PETITIONER_LABEL =
  /^[ \t]*(?:PETITIONER|Petitioner)(?:\s*\/\s*(?:PLAINTIFF|Plaintiff))?\s*:[ \t]*(\S[^\n]*)$/gm
const RESPONDENT_LABEL =
  /^[ \t]*(?:RESPONDENT|Respondent)(?:\s*\/\s*(?:DEFENDANT|Defendant))?\s*:[ \t]*(\S[^\n]*)$/m
const MARRIAGE_HEADING = /\b(?:MARRIAGE\s+OF|Marriage\s+of|CUSTODY\s+OF|Custody\s+of)\b/
// How far the respondent's label may stand below the petitioner's, and the heading above it.
const LABEL_REACH = 300
const HEADING_REACH = 400

/**
 * The two sides of a family case's form caption, each name beside its label ("Petitioner:
 * MARISOL ROE" … "Respondent: GRANT ROE"), under a "Marriage of" or "Custody of" heading.
 */
export function findLabelledSpouses(head: string): PartyMention[] {
  for (const petitioner of head.matchAll(PETITIONER_LABEL)) {
    const before = head.slice(Math.max(0, petitioner.index - HEADING_REACH), petitioner.index)
    if (!MARRIAGE_HEADING.test(before)) continue
    const markEnd = petitioner.index + petitioner[0].length
    const respondent = RESPONDENT_LABEL.exec(head.slice(markEnd, markEnd + LABEL_REACH))
    if (!respondent) continue
    const petitionerStart = petitioner.index + petitioner[0].indexOf(petitioner[1]!)
    const respondentStart = markEnd + respondent.index + respondent[0].indexOf(respondent[1]!)
    const sides = twoSides(
      { text: leftColumn(petitioner[1]!), start: petitionerStart, end: markEnd },
      {
        text: leftColumn(respondent[1]!),
        start: respondentStart,
        end: markEnd + respondent.index + respondent[0].length,
      },
    )
    if (sides.length > 0) return sides
  }
  return []
}

// A juvenile or dependency case's caption, as Colorado and other states print it:
//
//   THE PEOPLE OF THE STATE OF ELM,  Petitioner,
//   In the Interest of
//   J. R.,  Child,
//   And Concerning
//   A. R. AND M. R.,  Respondents.
//
// The State petitions; the parents (or the child, when no one is concerned) answer.
const INTEREST_HEADING = /^[ \t]*(?:IN\s+THE\s+INTEREST\s+OF|In\s+the\s+Interest\s+of)\b[ \t]*:?/m
const CONCERNING_LINE =
  /^[ \t]*(?:AND\s+CONCERNING|And\s+Concerning|and\s+concerning)[ \t]*:?[ \t]*$/m
// The petitioner's mark closing the line above the heading (or the line before that).
const PETITIONER_END = /(?:^|[,\s])(?:Petitioners?|PETITIONERS?)\s*[,.;:]?[ \t]*$/
const RESPONDENT_MARK = /(?<=[,\s])(?:Respondents?|RESPONDENTS?)\b\s*[,.;:]?/
const INTEREST_REACH = 2000
const CONCERNING_REACH = 400

/**
 * The two sides of a caption "… Petitioner, In the Interest of … And Concerning …, Respondents.":
 * the names before the petitioner's mark, and the names under "And Concerning" down to the
 * respondents' mark.
 */
export function findInterestCaption(head: string): PartyMention[] {
  const heading = INTEREST_HEADING.exec(head.slice(0, INTEREST_REACH))
  if (!heading) return []
  // The petitioner's line: the filled line above the heading, its mark at its end.
  const lineStart = head.lastIndexOf('\n', heading.index - 1)
  if (lineStart <= 0) return []
  const aboveStart = head.lastIndexOf('\n', lineStart - 1) + 1
  const aboveLine = head.slice(aboveStart, lineStart)
  const mark = PETITIONER_END.exec(aboveLine)
  if (!mark) return []
  const markAt = aboveStart + mark.index + mark[0].search(/P/i)
  const rest = head.slice(heading.index, heading.index + CONCERNING_REACH)
  const concerning = CONCERNING_LINE.exec(rest)
  if (!concerning) return []
  const concerningEnd = heading.index + concerning.index + concerning[0].length
  const respondent = RESPONDENT_MARK.exec(
    head.slice(concerningEnd, concerningEnd + CONCERNING_REACH),
  )
  if (!respondent) return []
  const respondentAt = concerningEnd + respondent.index
  const above = namesBefore(head, markAt, 0)
  const below = namesBefore(head, respondentAt, concerningEnd + 1, true)
  if (!above || !below) return []
  return twoSides(
    { text: above.names, start: above.start, end: above.end },
    { text: below.names, start: below.start, end: below.end },
  )
}
