// A California superior court's order form (Alameda's among others): the case's abbreviated title
// in a box, each side's lead party on the line over its role, "Plaintiff/Petitioner(s)" and
// "Defendant/Respondent(s)", the case number beside the plaintiff's, the order's title and ruling
// set between the two ("Roe  No. RG31012345" / "Plaintiff/Petitioner(s)" / "Order" / "VS." /
// "Demurrer to Complaint" / "Overruled" / "Poe" / "Defendant/Respondent(s)" / "(Abbreviated Title)").
import { twoSides } from './captionSides'
import type { PartyMention } from './partyMention'

// A side's name on the line over its role: the case number after a gap is no part of it.
const over = (role: string) =>
  new RegExp(
    `^[ \\t]*(\\S[^\\n]*?)(?:[ \\t]{2,}No\\.[^\\n]*)?[ \\t]*\\n[ \\t]*${role}[ \\t]*\\([ \\t]?s[ \\t]?\\)[ \\t]*$`,
    'm',
  )
const PLAINTIFF = over('Plaintiff\\/Petitioner')
const DEFENDANT = over('Defendant\\/Respondent')
const REACH = 4000

/** The two sides of an abbreviated title's box, or none. */
export function findAbbreviatedTitle(head: string): PartyMention[] {
  const text = head.slice(0, REACH)
  const plaintiff = PLAINTIFF.exec(text)
  const defendant = DEFENDANT.exec(text)
  if (!plaintiff || !defendant || defendant.index < plaintiff.index) return []
  const start = (match: RegExpExecArray) => match.index + match[0].indexOf(match[1]!)
  return twoSides(
    { text: plaintiff[1]!, start: start(plaintiff), end: start(plaintiff) + plaintiff[1]!.length },
    { text: defendant[1]!, start: start(defendant), end: start(defendant) + defendant[1]!.length },
  )
}
