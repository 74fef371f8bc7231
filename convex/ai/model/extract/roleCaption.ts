// A caption whose sides are named by any role ("Appellant", "Respondents"), not a plaintiff's and
// a defendant's.
import { markInSentence, namedBySomeoneElse, VERSUS } from './captionMarks'
import { courtStop } from './captionLines'
import type { findCourts } from './courts'
import { namesBefore } from './namesBefore'
import { mention, type PartyMention, type PartyRole } from './partyMention'
import { partyNames } from './partyNames'

// Any side's role in a caption: "Appellants,", "Plaintiffs-Respondents", "Defendants—Applicants".
const ROLE_WORD =
  '(?:Plaintiffs?|Petitioners?|Appellants?|Appellees?|Respondents?|Relators?|Applicants?|Movants?|Claimants?|Complainants?|Defendants?|Intervenors?|PLAINTIFFS?|PETITIONERS?|APPELLANTS?|APPELLEES?|RESPONDENTS?|RELATORS?|APPLICANTS?|MOVANTS?|CLAIMANTS?|COMPLAINANTS?|DEFENDANTS?|INTERVENORS?)'
const ROLE_MARK = new RegExp(
  `(?<=[,\\s]|^)${ROLE_WORD}(?:\\s*[-–—/]\\s*(?:${ROLE_WORD}|[A-Za-z]+)|\\s+and\\s+${ROLE_WORD})?\\s*[,.;:]?(?=\\s|$|\\))`,
  'gm',
)

/**
 * A caption whose sides are named by any role ("STATE of Oklahoma, Appellant, v. Delbert LYNCH,
 * Appellee."; "WALKER ... Plaintiffs-Respondents versus ... Defendants-Applicants"): the side
 * named first is the plaintiffs' side, the other the defendants'. Used when no caption names a
 * plaintiff and a defendant outright.
 */
export function findRoleCaption(
  head: string,
  courts: ReturnType<typeof findCourts>,
): PartyMention[] {
  const marks = [...head.matchAll(ROLE_MARK)].filter(
    (m) => !namedBySomeoneElse(head, m.index) && !markInSentence(head, m),
  )
  for (const versus of head.matchAll(VERSUS)) {
    const first = marks.filter((m) => m.index < versus.index && versus.index - m.index < 500).pop()
    const afterVersus = versus.index + versus[0].length
    const second = marks.find((m) => m.index >= afterVersus && m.index - afterVersus < 1500)
    if (!first || !second) continue
    // "JANE ROE, PETITIONER v. ACME CORP." over "ELM, PETITIONER v. JOHN POE": a second mark of
    // the first's side is the next consolidated case's, and the names above it run both cases'
    // lines together ("ACME CORP." / "ELM"): no side is read from it.
    const firstSide = roleSide(first[0])
    if (firstSide !== null && roleSide(second[0]) === firstSide) continue
    const stop = Math.max(
      0,
      courtStop(head, courts, first.index),
      ...marks.filter((m) => m.index < first.index).map((m) => m.index + m[0].length),
    )
    const firstBlock = namesBefore(head, first.index, stop)
    const secondBlock = namesBefore(head, second.index, afterVersus, true)
    if (!firstBlock || !secondBlock) continue
    const firstNames = partyNames(firstBlock.names)
    const secondNames = partyNames(secondBlock.names)
    if (firstNames.length === 0 || secondNames.length === 0) continue
    // "Respondents v. Petitioner": the side that petitions is the plaintiffs' side, named second.
    const swap = roleSide(first[0]) === 'defendants' && roleSide(second[0]) === 'plaintiffs'
    return [
      mention(
        swap ? 'defendants' : 'plaintiffs',
        firstNames,
        firstBlock.start,
        first.index + first[0].trimEnd().length,
        'caption',
      ),
      mention(
        swap ? 'plaintiffs' : 'defendants',
        secondNames,
        secondBlock.start,
        second.index + second[0].trimEnd().length,
        'caption',
      ),
    ]
  }
  return []
}

/**
 * The side a role mark names, when it says: the trial roles first ("Plaintiffs-Respondents" is
 * the plaintiffs' side), then a petition's ("Petitioner", "Respondents"); an appeal's roles alone
 * ("Appellant") do not say.
 */
function roleSide(mark: string): PartyRole | null {
  if (/plaintiff|claimant|relator/i.test(mark)) return 'plaintiffs'
  if (/defendant/i.test(mark)) return 'defendants'
  if (/petitioner|applicant|movant|complainant/i.test(mark)) return 'plaintiffs'
  if (/respondent/i.test(mark)) return 'defendants'
  return null
}
