// The parties a complaint names in its opening sentence when its caption does not (a caption
// lost to the text layer, or an agency's complaint with none): "Plaintiff, the Federal Trade
// Commission (“FTC”), for its Complaint alleges:"; "The Federal Trade Commission, having reason to
// believe that Acme, Inc. … has violated …"; "Plaintiff brings this action against Defendant
// Acme, Inc. (“Acme”)".
import { partyNames } from './partyNames'

export type BodyParty = {
  role: 'plaintiffs' | 'defendants'
  names: string[]
  start: number
  end: number
}

// A run of capitalised words, with the small words names hold ("United States of America").
const NAME = String.raw`(?:[A-Z][\w.&'’-]*,?[ \t]+|(?:of|the|and|for)[ \t]+){0,10}?[A-Z][\w.&'’-]*`
// "Plaintiff, the United States of America, … for its Complaint alleges": a paragraph that opens
// on the plaintiff's role and goes on to plead.
const PLAINTIFF_OPENING = new RegExp(
  String.raw`(?:^|\n)[ \t]*Plaintiffs?,?[ \t]+(?:the[ \t]+)?(${NAME})[ \t]*(?:\(|,)(?=[^\n]{0,300}\b(?:alleges|brings|complains|states|files|for\s+(?:its|their)\s+Complaint)\b)`,
)
// An agency's administrative complaint: "The Federal Trade Commission (“FTC”), having reason to
// believe …" (the words the statutes give the agency).
const AGENCY_OPENING = new RegExp(
  String.raw`(?:^|\n)[ \t]*The[ \t]+((?:[A-Z][\w'’-]*[ \t]+|(?:of|and|for|the)[ \t]+){0,8}?(?:Commission|Board|Agency|Bureau|Department|Authority))[ \t]*(?:\([^)]{0,60}\))?,?[ \t]+having[ \t]+reason[ \t]+to[ \t]+believe\b`,
)
// "brings this action against Defendant Twitter, Inc. (“Twitter”)".
const AGAINST_DEFENDANT = new RegExp(
  String.raw`\bbrings?\s+this\s+action\s+against\s+Defendants?\s+(${NAME})[ \t]*\(`,
)

/** The plaintiff and the defendant a complaint's opening names, each when it names one. */
export function findBodyParties(text: string, limit = 8000): BodyParty[] {
  const head = text.slice(0, limit)
  const found: BodyParty[] = []
  const plaintiff = PLAINTIFF_OPENING.exec(head) ?? AGENCY_OPENING.exec(head)
  if (plaintiff) found.push(side('plaintiffs', plaintiff))
  const defendant = AGAINST_DEFENDANT.exec(head)
  if (defendant) found.push(side('defendants', defendant))
  return found.filter((party) => party.names.length > 0)
}

function side(role: BodyParty['role'], match: RegExpExecArray): BodyParty {
  const name = match[1]!.replace(/,\s*$/, '')
  const start = match.index + match[0].indexOf(match[1]!)
  return { role, names: partyNames(name), start, end: start + name.length }
}
